// The overview page's data as the panels receive it (the loader's JSON).
type DashboardSubscription = {
  id: number;
  planCode: string;
  planType: number;
  status: string;
  live: boolean;
  seats: number;
  seatsUsed: number;
  canAddSeats: boolean;
  expirationDate: string;
};
export type DashboardMember = {
  userId: number;
  fullName: string;
  email: string;
  role: string;
  isAdmin: boolean;
  adminLevel: string | null;
  isManager: boolean;
  isMentor: boolean;
  isMentee: boolean;
  isUserTeamManager: boolean;
  isOnboardingSubscriptionManager: boolean;
  subscriptionId: number | null;
  teamId: number | null;
};
type DashboardTeam = { id: number; name: string; subscriptionId: number | null; members: number };
type DashboardInvitation = { id: number; email: string; role: string; expiresAt: string; withSeat: boolean };
export type DashboardData = {
  organization: { id: number; name: string; kind: string };
  viewer: { userId: number; role: string; canEdit: boolean; canCreateTeams: boolean };
  showOnboarding: boolean;
  subscriptions: DashboardSubscription[];
  members: DashboardMember[];
  teams: DashboardTeam[];
  invitations: DashboardInvitation[];
  mentorships: { mentorId: number; mentorName: string; menteeId: number; menteeName: string }[];
  trainingEnabled: boolean;
};

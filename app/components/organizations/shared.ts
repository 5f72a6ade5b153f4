// Organization constants and sentences that both the server and the browser need (the admin
// area's forms and the invitation page render them; a *.server module is not in the browser).
export const ENTERPRISE_ROLES = ["Admin", "Manager", "Member", "Non-Paid Member"] as const;
export type EnterpriseRole = (typeof ENTERPRISE_ROLES)[number];

export const ADMIN_LEVEL_VALUES = ["super_admin", "sub_admin", "subscription_executive"] as const;

export const INVITE_TEXTS = {
  unknown: "This invitation link is not valid. It may have been replaced by a newer invitation.",
  expired: "This invitation has expired. Ask an admin of the organization to invite you again.",
  used: "This invitation was already accepted.",
  wrongEmail: (email: string) => `This invitation was sent to ${email}. Log in with that e-mail address to accept it.`,
  unverified: "Verify your e-mail address first (we sent you a link), then open this invitation again.",
  alreadyMember: (email: string, org: string) => `${email} is already a member of ${org}.`,
  unknownSubscription: "That subscription does not belong to this organization.",
  unknownTeam: "That team does not belong to this organization.",
} as const;

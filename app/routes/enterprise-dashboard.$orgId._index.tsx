// /enterprise-dashboard/{orgId}: an organization's admin area (docs/product/organizations.md#admin-area). Subscriptions with seats
// used and total, members with roles and seats, teams, pending invitations; admins invite, assign
// and revoke seats, change roles, remove members, create teams and pair mentors with mentees (page actions with `intent`,
// with or without JavaScript). Managers and staff see it read-only (managers may create teams
// when the engine's rule allows). Another organization's admin gets 404, a member 403. Each panel
// is a component of components/organizations/dashboard/.
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import type { OrgActionData } from "~/components/organizations/OrgActionForm";
import { RoleModal } from "~/components/organizations/RoleModal";
import { InvitationsPanel } from "~/components/organizations/dashboard/InvitationsPanel";
import { MembersPanel } from "~/components/organizations/dashboard/MembersPanel";
import { OnboardingPanel } from "~/components/organizations/dashboard/OnboardingPanel";
import { SubscriptionsPanel } from "~/components/organizations/dashboard/SubscriptionsPanel";
import { MentoringPanel } from "~/components/organizations/dashboard/MentoringPanel";
import { TeamsPanel } from "~/components/organizations/dashboard/TeamsPanel";
import { dashboardOverview, pageAfter } from "~/services/organizations/dashboard.server";
import { pairMentor, unpairMentor } from "~/services/learning/plans.server";
import { inviteByEmail } from "~/services/organizations/invitations.server";
import { assignSeat, changeRole, createTeam, removeMember, revokeSeat, setMemberTeam, type Outcome } from "~/services/organizations/members.server";
import { requireOrganizationAccess } from "~/utils/organizationAccess.server";
import { forbidden, parseForm, parseParams } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { Params, ActionSchema } from "~/forms/enterpriseDashboard.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { orgId } = parseParams(params, Params);
  const access = await requireOrganizationAccess(request, orgId);
  return json(await dashboardOverview(access));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { orgId } = parseParams(params, Params);
  const access = await requireOrganizationAccess(request, orgId);
  const parsed = await parseForm(request, ActionSchema);
  // Creating a team follows the engine's rule (managers too); everything else is for admins,
  // refused before the body is judged.
  if (parsed.raw.intent !== "create-team" && !access.canEdit) await requireOrganizationAccess(request, orgId, { edit: true });
  if (!parsed.ok) return json<OrgActionData>({ errors: parsed.errors, intent: String(parsed.raw.intent ?? "") }, { status: 400 });
  const input = parsed.data;
  let outcome: Outcome;
  switch (input.intent) {
    case "invite":
      outcome = await inviteByEmail(access.organization, access.user, {
        email: input.email,
        role: input.role,
        subscriptionId: input.subscription_id,
        teamId: input.team_id,
      });
      break;
    case "assign-seat":
      outcome = await assignSeat(orgId, input.user_id, input.subscription_id);
      break;
    case "revoke-seat":
      outcome = await revokeSeat(orgId, input.user_id);
      break;
    case "change-role":
      outcome = await changeRole(orgId, input.user_id, {
        role: input.role,
        admin_level: input.admin_level ?? null,
        is_mentor: input.is_mentor,
        is_mentee: input.is_mentee,
        is_user_team_manager: input.is_user_team_manager,
        is_onboarding_subscription_manager: input.is_onboarding_subscription_manager,
      });
      break;
    case "remove":
      outcome = await removeMember(orgId, input.user_id);
      break;
    case "create-team":
      outcome = await createTeam(access.membership, orgId, input.name, input.subscription_id);
      break;
    case "set-team":
      outcome = await setMemberTeam(orgId, input.user_id, input.team_id);
      break;
    case "pair-mentor":
      outcome = await pairMentor(orgId, input.mentor_id, input.mentee_id);
      break;
    case "unpair-mentor":
      outcome = await unpairMentor(orgId, input.mentor_id, input.mentee_id);
      break;
  }
  // A refusal is the error page (the page's loader does not run again, so a refused request writes
  // nothing, not even a staff view); other failures come back to the form that was sent.
  if (!outcome.ok && outcome.status === 403) forbidden(outcome.errorText);
  if (!outcome.ok) {
    // The role modal shows the refused choice again, with the reason.
    const role =
      input.intent === "change-role"
        ? {
            role: input.role,
            admin_level: input.admin_level ?? null,
            is_mentor: input.is_mentor,
            is_mentee: input.is_mentee,
            is_user_team_manager: input.is_user_team_manager,
            is_onboarding_subscription_manager: input.is_onboarding_subscription_manager,
          }
        : undefined;
    return json<OrgActionData>({ errorText: outcome.errorText, intent: input.intent, role }, { status: outcome.status });
  }
  const to = pageAfter(orgId, access.user.id, {
    intent: input.intent,
    userId: "user_id" in input ? input.user_id : undefined,
    role: "role" in input ? input.role : undefined,
  });
  return redirectWithToast(to, { status: "SUCCESS", text: outcome.message });
}

export default function EnterpriseDashboard() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { organization, viewer } = data;
  const seatTotal = data.subscriptions.reduce((n, s) => n + s.seats, 0);
  const seatUsed = data.subscriptions.reduce((n, s) => n + s.seatsUsed, 0);
  // The update-user-role modal is a state of the page (?dialog=role&member=<id>), for admins only;
  // the answer of its form (a refusal) is shown inside it.
  const [search] = useSearchParams();
  const roleMember =
    viewer.canEdit && search.get("dialog") === "role" ? data.members.find((m) => String(m.userId) === search.get("member")) : undefined;
  const inModal = !!roleMember && actionData?.intent === "change-role";
  const actionError = inModal ? undefined : (actionData?.errorText ?? (actionData?.errors ? Object.values(actionData.errors)[0] : undefined));
  return (
    <div className="org-admin">
      <header className="org-admin-header">
        <h1>{organization.name}</h1>
        <p className="muted">
          {organization.kind === "team" ? "Team" : "Enterprise"} admin area · {seatUsed} of {seatTotal} seats used
          {viewer.canEdit ? "" : " · read-only"}
        </p>
        <nav aria-label="Admin area" className="org-admin-nav">
          <AppLink to={`/enterprise-dashboard/${organization.id}`} aria-current="page">
            Overview
          </AppLink>
          <AppLink to={`/enterprise-dashboard/${organization.id}/progress`}>Progress</AppLink>
          {viewer.canEdit ? <AppLink to={`/enterprise-dashboard/${organization.id}/billing`}>Billing</AppLink> : null}
        </nav>
      </header>
      {actionError ? (
        <p className="form-error" role="alert">
          {actionError}
        </p>
      ) : null}
      {data.showOnboarding ? <OnboardingPanel /> : null}
      <SubscriptionsPanel data={data} />
      <MembersPanel data={data} />
      <TeamsPanel data={data} />
      <MentoringPanel data={data} />
      <InvitationsPanel data={data} />
      {roleMember ? (
        <RoleModal
          key={roleMember.userId}
          organizationId={organization.id}
          member={roleMember}
          errorText={inModal ? actionData?.errorText : undefined}
          errors={inModal ? actionData?.errors : undefined}
          sent={inModal ? actionData?.role : undefined}
        />
      ) : null}
    </div>
  );
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.organization.name ?? "Organization"} · Admin area · Codelift` },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

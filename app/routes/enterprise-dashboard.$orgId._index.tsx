// /enterprise-dashboard/{orgId}: an organization's admin area (docs/product/organizations.md#admin-area). Subscriptions with seats
// used and total, members with roles and seats, teams, pending invitations; admins invite, assign
// and revoke seats, change roles, remove members and create teams (page actions with `intent`,
// with or without JavaScript). Managers and staff see it read-only (managers may create teams
// when the engine's rule allows). Another organization's admin gets 404, a member 403.
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { OrgActionForm, type OrgActionData } from "~/components/organizations/OrgActionForm";
import { RoleModal, roleDialogSearch } from "~/components/organizations/RoleModal";
import { canAddEnterpriseSubscriptionTeams, needsAdminOnboardingPrompt } from "~/engine/organizations";
import { planName } from "~/engine/plans";
import { ENTERPRISE_ROLES } from "~/components/organizations/shared";
import { inviteByEmail } from "~/services/organizations/invitations.server";
import {
  assignSeat,
  changeRole,
  createTeam,
  organizationOverview,
  removeMember,
  requireOrganizationAccess,
  revokeSeat,
  setMemberTeam,
  type Outcome,
} from "~/services/organizations/members.server";
import { onboardingFacts } from "~/services/organizations/progress.server";
import { forbidden, parseForm, parseParams } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { Params, id, optionalId, checkbox, ActionSchema } from "~/forms/enterpriseDashboard.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { orgId } = parseParams(params, Params);
  const access = await requireOrganizationAccess(request, orgId);
  const overview = await organizationOverview(orgId);
  const m = access.membership;
  const prompt = m && (m.is_admin || m.is_manager) ? needsAdminOnboardingPrompt({ membership: m, ...(await onboardingFacts(access.user.id)) }) : false;
  return json({
    organization: { id: access.organization.id, name: access.organization.name, kind: access.organization.kind },
    viewer: { userId: access.user.id, role: access.role, canEdit: access.canEdit, canCreateTeams: !!m && canAddEnterpriseSubscriptionTeams(m) },
    showOnboarding: prompt,
    ...overview,
  });
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
      outcome = await inviteByEmail(request, access.organization, access.user, {
        email: input.email,
        role: input.role,
        subscriptionId: input.subscription_id,
        teamId: input.team_id,
      });
      break;
    case "assign-seat":
      outcome = assignSeat(orgId, input.user_id, input.subscription_id);
      break;
    case "revoke-seat":
      outcome = revokeSeat(orgId, input.user_id);
      break;
    case "change-role":
      outcome = changeRole(orgId, input.user_id, {
        role: input.role,
        admin_level: input.admin_level ?? null,
        is_mentor: input.is_mentor,
        is_mentee: input.is_mentee,
        is_user_team_manager: input.is_user_team_manager,
        is_onboarding_subscription_manager: input.is_onboarding_subscription_manager,
      });
      break;
    case "remove":
      outcome = removeMember(orgId, input.user_id);
      break;
    case "create-team":
      outcome = createTeam(access.membership, orgId, input.name, input.subscription_id);
      break;
    case "set-team":
      outcome = setMemberTeam(orgId, input.user_id, input.team_id);
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
  const stillHere = !(input.intent === "remove" && input.user_id === access.user.id) && !(input.intent === "change-role" && input.user_id === access.user.id && input.role !== "Admin");
  return redirectWithToast(stillHere ? `/enterprise-dashboard/${orgId}` : "/learn/home", { status: "SUCCESS", text: outcome.message });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function EnterpriseDashboard() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { organization, viewer } = data;
  const seatTotal = data.subscriptions.reduce((n, s) => n + s.seats, 0);
  const seatUsed = data.subscriptions.reduce((n, s) => n + s.seatsUsed, 0);
  // The update-user-role modal is a state of the page (?dialog=role&member=<id>), for admins only;
  // the answer of its form (a refusal) is shown inside it.
  const [search] = useSearchParams();
  const roleMember = viewer.canEdit && search.get("dialog") === "role" ? data.members.find((m) => String(m.userId) === search.get("member")) : undefined;
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
        </nav>
      </header>
      {actionError ? (
        <p className="form-error" role="alert">
          {actionError}
        </p>
      ) : null}
      {data.showOnboarding ? (
        <section className="card org-onboarding" aria-labelledby="onboarding-title">
          <h2 id="onboarding-title">Get your team started</h2>
          <ol>
            <li>Invite your people below; each invitation can come with a seat.</li>
            <li>Group them in teams and give managers their role.</li>
            <li>
              Try it yourself: <AppLink to="/explore">pick a course</AppLink> or <AppLink to="/interview-prep">start interview prep</AppLink>.
            </li>
          </ol>
        </section>
      ) : null}
      <Subscriptions data={data} />
      <Members data={data} />
      <Teams data={data} />
      <Invitations data={data} />
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

function Subscriptions({ data }: { data: Data }) {
  return (
    <section className="card" aria-labelledby="subs-title">
      <h2 id="subs-title">Subscriptions</h2>
      {data.subscriptions.length === 0 ? (
        <p className="muted">This organization has no subscription yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Seats used
                </th>
                <th scope="col">Ends</th>
              </tr>
            </thead>
            <tbody>
              {data.subscriptions.map((s) => (
                <tr key={s.id}>
                  <td>{planName(s.planCode)}</td>
                  <td>{s.live ? s.status : `${s.status} (ended)`}</td>
                  <td className="num">
                    {s.seatsUsed} of {s.seats}
                  </td>
                  <td>{s.expirationDate.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function flagsOf(m: Data["members"][number]): string {
  const flags = [
    m.isAdmin && m.adminLevel ? m.adminLevel.replace(/_/g, " ") : null,
    m.isMentor ? "mentor" : null,
    m.isMentee ? "mentee" : null,
    m.isUserTeamManager ? "team manager" : null,
    m.isOnboardingSubscriptionManager ? "onboarding manager" : null,
  ].filter(Boolean);
  return flags.join(", ");
}

function Members({ data }: { data: Data }) {
  const { viewer } = data;
  const subName = (id: number | null) => data.subscriptions.find((s) => s.id === id)?.planCode ?? null;
  const teamName = (id: number | null) => data.teams.find((t) => t.id === id)?.name ?? null;
  const liveSubs = data.subscriptions.filter((s) => s.live);
  return (
    <section className="card" aria-labelledby="members-title">
      <h2 id="members-title">Members ({data.members.length})</h2>
      <ul className="org-members">
        {data.members.map((m) => (
          <li key={m.userId} className="org-member" data-user-id={m.userId}>
            <div className="org-member-who">
              <strong>{m.fullName}</strong> <span className="muted">{m.email}</span>
              <div>
                <span className="org-role">{m.role}</span>
                {flagsOf(m) ? <span className="muted"> · {flagsOf(m)}</span> : null}
                {" · "}
                {m.subscriptionId ? `Seat: ${subName(m.subscriptionId)}` : "No seat"}
                {m.teamId ? ` · Team: ${teamName(m.teamId)}` : ""}
              </div>
            </div>
            {viewer.canEdit ? (
              <p className="org-member-role-open">
                <Link className="button button-small button-ghost" to={roleDialogSearch(m.userId)} preventScrollReset aria-label={`Change role of ${m.fullName}`}>
                  Change role
                </Link>
              </p>
            ) : null}
            {viewer.canEdit ? (
              <details className="org-member-actions">
                <summary>Manage {m.fullName}</summary>
                {m.subscriptionId ? (
                  <OrgActionForm intent="revoke-seat" label={`Revoke the seat of ${m.fullName}`}>
                    <input type="hidden" name="user_id" value={m.userId} />
                    <button type="submit" className="button button-ghost button-small">
                      Revoke seat
                    </button>
                  </OrgActionForm>
                ) : liveSubs.length ? (
                  <OrgActionForm intent="assign-seat" label={`Assign a seat to ${m.fullName}`}>
                    <input type="hidden" name="user_id" value={m.userId} />
                    <label>
                      Subscription{" "}
                      <select name="subscription_id" defaultValue={liveSubs[0]!.id}>
                        {liveSubs.map((s) => (
                          <option key={s.id} value={s.id}>
                            {planName(s.planCode)} ({s.seats - s.seatsUsed} free)
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" className="button button-small">
                      Assign seat
                    </button>
                  </OrgActionForm>
                ) : null}
                {data.teams.length ? (
                  <OrgActionForm intent="set-team" label={`Change the team of ${m.fullName}`}>
                    <input type="hidden" name="user_id" value={m.userId} />
                    <label>
                      Team{" "}
                      <select name="team_id" defaultValue={m.teamId ?? "none"}>
                        <option value="none">No team</option>
                        {data.teams.map((t) => (
                          <option key={t.id} value={t.id}>
                            {t.name}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" className="button button-ghost button-small">
                      Save team
                    </button>
                  </OrgActionForm>
                ) : null}
                <OrgActionForm intent="remove" label={`Remove ${m.fullName}`}>
                  <input type="hidden" name="user_id" value={m.userId} />
                  <button type="submit" className="button button-ghost button-small org-danger">
                    Remove from {data.organization.name}
                  </button>
                </OrgActionForm>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Teams({ data }: { data: Data }) {
  return (
    <section className="card" aria-labelledby="teams-title">
      <h2 id="teams-title">Teams</h2>
      {data.teams.length === 0 ? (
        <p className="muted">No teams yet.</p>
      ) : (
        <ul>
          {data.teams.map((t) => (
            <li key={t.id}>
              {t.name} <span className="muted">({t.members} {t.members === 1 ? "member" : "members"})</span>
            </li>
          ))}
        </ul>
      )}
      {data.viewer.canCreateTeams ? (
        <OrgActionForm intent="create-team" label="Create a team">
          <label>
            Team name <input name="name" required maxLength={80} />
          </label>
          {data.subscriptions.length ? (
            <label>
              Subscription{" "}
              <select name="subscription_id" defaultValue={data.subscriptions[0]!.id}>
                {data.subscriptions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.planCode}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="submit" className="button button-small">
            Create team
          </button>
        </OrgActionForm>
      ) : null}
    </section>
  );
}

function Invitations({ data }: { data: Data }) {
  const liveSubs = data.subscriptions.filter((s) => s.live);
  return (
    <section className="card" aria-labelledby="invites-title">
      <h2 id="invites-title">Invitations</h2>
      {data.invitations.length === 0 ? (
        <p className="muted">No pending invitations.</p>
      ) : (
        <ul>
          {data.invitations.map((i) => (
            <li key={i.id}>
              {i.email} · {i.role}
              {i.withSeat ? " · with a seat" : ""} <span className="muted">(until {i.expiresAt.slice(0, 10)})</span>
            </li>
          ))}
        </ul>
      )}
      {data.viewer.canEdit ? (
        <OrgActionForm intent="invite" label="Invite someone" className="org-form org-invite">
          <label>
            E-mail <input type="email" name="email" required autoComplete="off" />
          </label>
          <label>
            Role{" "}
            <select name="role" defaultValue="Member">
              {ENTERPRISE_ROLES.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </label>
          {liveSubs.length ? (
            <label>
              Seat{" "}
              <select name="subscription_id" defaultValue={liveSubs[0]!.id}>
                <option value="none">No seat</option>
                {liveSubs.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.planCode}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {data.teams.length ? (
            <label>
              Team{" "}
              <select name="team_id" defaultValue="none">
                <option value="none">No team</option>
                {data.teams.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="submit" className="button button-small">
            Send invitation
          </button>
        </OrgActionForm>
      ) : null}
    </section>
  );
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.organization.name ?? "Organization"} · Admin area · Codelift` }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

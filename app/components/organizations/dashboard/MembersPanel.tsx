import { planName } from "~/engine/plans";
import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { Select } from "~/components/ui/Field";
import { OrgActionForm } from "../OrgActionForm";
import { roleDialogSearch } from "../RoleModal";
import type { DashboardData, DashboardMember } from "./types";

function flagsOf(m: DashboardMember): string {
  const flags = [
    m.isAdmin && m.adminLevel ? m.adminLevel.replace(/_/g, " ") : null,
    m.isMentor ? "mentor" : null,
    m.isMentee ? "mentee" : null,
    m.isUserTeamManager ? "team manager" : null,
    m.isOnboardingSubscriptionManager ? "onboarding manager" : null,
  ].filter(Boolean);
  return flags.join(", ");
}

export function MembersPanel({ data }: { data: DashboardData }) {
  const { viewer } = data;
  const subName = (id: number | null) => {
    const code = data.subscriptions.find((s) => s.id === id)?.planCode;
    return code ? planName(code) : null;
  };
  const teamName = (id: number | null) => data.teams.find((t) => t.id === id)?.name ?? null;
  const liveSubs = data.subscriptions.filter((s) => s.live);
  return (
    <Card as="section" aria-labelledby="members-title">
      <h2 id="members-title" className="card-title">
        Members ({data.members.length})
      </h2>
      <ul className="org-members">
        {data.members.map((m) => (
          <li key={m.userId} className="org-member" data-user-id={m.userId}>
            <div className="org-member-who">
              <strong>{m.fullName}</strong> <span className="muted">{m.email}</span>
              <div>
                <Badge tone={m.isAdmin ? "accent" : "neutral"} className="org-role">
                  {m.role}
                </Badge>
                {flagsOf(m) ? <span className="muted"> · {flagsOf(m)}</span> : null}
                {" · "}
                {m.subscriptionId ? `Seat: ${subName(m.subscriptionId)}` : "No seat"}
                {m.teamId ? ` · Team: ${teamName(m.teamId)}` : ""}
              </div>
            </div>
            {viewer.canEdit ? (
              <p className="org-member-role-open">
                <Link
                  className="button button-small button-ghost"
                  to={roleDialogSearch(m.userId)}
                  preventScrollReset
                  aria-label={`Change role of ${m.fullName}`}
                >
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
                    <Button type="submit" variant="secondary" size="small">
                      Revoke seat
                    </Button>
                  </OrgActionForm>
                ) : liveSubs.length ? (
                  <OrgActionForm intent="assign-seat" label={`Assign a seat to ${m.fullName}`}>
                    <input type="hidden" name="user_id" value={m.userId} />
                    <Select label="Subscription" name="subscription_id" defaultValue={liveSubs[0]!.id} id={`seat-sub-${m.userId}`}>
                      {liveSubs.map((s) => (
                        <option key={s.id} value={s.id}>
                          {planName(s.planCode)} ({s.seats - s.seatsUsed} free)
                        </option>
                      ))}
                    </Select>
                    <Button type="submit">Assign seat</Button>
                  </OrgActionForm>
                ) : null}
                {data.teams.length ? (
                  <OrgActionForm intent="set-team" label={`Change the team of ${m.fullName}`}>
                    <input type="hidden" name="user_id" value={m.userId} />
                    <Select label="Team" name="team_id" defaultValue={m.teamId ?? "none"} id={`team-${m.userId}`}>
                      <option value="none">No team</option>
                      {data.teams.map((t) => (
                        <option key={t.id} value={t.id}>
                          {t.name}
                        </option>
                      ))}
                    </Select>
                    <Button type="submit" variant="secondary">
                      Save team
                    </Button>
                  </OrgActionForm>
                ) : null}
                <OrgActionForm intent="remove" label={`Remove ${m.fullName}`}>
                  <input type="hidden" name="user_id" value={m.userId} />
                  <Button type="submit" variant="danger" size="small">
                    Remove from {data.organization.name}
                  </Button>
                </OrgActionForm>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

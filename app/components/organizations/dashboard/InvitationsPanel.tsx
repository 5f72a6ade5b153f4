import { planName } from "~/engine/plans";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { Select, TextInput } from "~/components/ui/Field";
import { OrgActionForm } from "../OrgActionForm";
import { ENTERPRISE_ROLES } from "../shared";
import type { DashboardData } from "./types";

export function InvitationsPanel({ data }: { data: DashboardData }) {
  const liveSubs = data.subscriptions.filter((s) => s.live);
  return (
    <Card as="section" aria-labelledby="invites-title">
      <h2 id="invites-title" className="card-title">
        Invitations
      </h2>
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
          <TextInput label="E-mail" type="email" name="email" required autoComplete="off" id="invite-email" />
          <Select label="Role" name="role" defaultValue="Member" id="invite-role">
            {ENTERPRISE_ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </Select>
          {liveSubs.length ? (
            <Select label="Seat" name="subscription_id" defaultValue={liveSubs[0]!.id} id="invite-seat">
              <option value="none">No seat</option>
              {liveSubs.map((s) => (
                <option key={s.id} value={s.id}>
                  {planName(s.planCode)}
                </option>
              ))}
            </Select>
          ) : null}
          {data.teams.length ? (
            <Select label="Team" name="team_id" defaultValue="none" id="invite-team">
              <option value="none">No team</option>
              {data.teams.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          ) : null}
          <Button type="submit">Send invitation</Button>
        </OrgActionForm>
      ) : null}
    </Card>
  );
}

import { planName } from "~/engine/plans";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { Select, TextInput } from "~/components/ui/Field";
import { OrgActionForm } from "../OrgActionForm";
import type { DashboardData } from "./types";

export function TeamsPanel({ data }: { data: DashboardData }) {
  return (
    <Card as="section" aria-labelledby="teams-title">
      <h2 id="teams-title" className="card-title">
        Teams
      </h2>
      {data.teams.length === 0 ? (
        <p className="muted">No teams yet.</p>
      ) : (
        <ul>
          {data.teams.map((t) => (
            <li key={t.id}>
              {t.name}{" "}
              <span className="muted">
                ({t.members} {t.members === 1 ? "member" : "members"})
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.viewer.canCreateTeams ? (
        <OrgActionForm intent="create-team" label="Create a team">
          <TextInput label="Team name" name="name" required maxLength={80} id="team-name" />
          {data.subscriptions.length ? (
            <Select label="Subscription" name="subscription_id" defaultValue={data.subscriptions[0]!.id} id="team-subscription">
              {data.subscriptions.map((s) => (
                <option key={s.id} value={s.id}>
                  {planName(s.planCode)}
                </option>
              ))}
            </Select>
          ) : null}
          <Button type="submit">Create team</Button>
        </OrgActionForm>
      ) : null}
    </Card>
  );
}

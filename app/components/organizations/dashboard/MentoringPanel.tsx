// The admin area's mentoring panel (docs/product/learning-plans.md#mentoring): the organization's
// mentor–mentee pairs; admins pair two members (each gets the mentoring role) and end a pair.
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { Select } from "~/components/ui/Field";
import { OrgActionForm } from "../OrgActionForm";
import type { DashboardData, DashboardMember } from "./types";

/** A member chooser; those who already have the role are marked "(mentor)" or "(mentee)". */
function PersonSelect({
  label,
  people,
  defaultValue,
  marked,
}: {
  label: "Mentor" | "Mentee";
  people: DashboardMember[];
  defaultValue: number;
  marked: (m: DashboardMember) => boolean;
}) {
  const role = label.toLowerCase();
  return (
    <Select label={label} name={`${role}_id`} id={`pair-${role}`} defaultValue={defaultValue}>
      {people.map((m) => (
        <option key={m.userId} value={m.userId}>
          {m.fullName}
          {marked(m) ? ` (${role})` : ""}
        </option>
      ))}
    </Select>
  );
}

export function MentoringPanel({ data }: { data: DashboardData }) {
  const people = [...data.members].sort((a, b) => a.fullName.localeCompare(b.fullName));
  const mentors = people.filter((m) => m.isMentor);
  return (
    <Card as="section" aria-labelledby="mentoring-title">
      <h2 id="mentoring-title" className="card-title">
        Mentoring
      </h2>
      {data.trainingEnabled ? null : (
        <p className="muted">Mentoring is off for this organization: mentors get their dashboard once Codelift staff turn it on.</p>
      )}
      {data.mentorships.length === 0 ? (
        <p className="muted">No mentor is paired with a mentee yet.</p>
      ) : (
        <ul className="org-mentorships">
          {data.mentorships.map((p) => (
            <li key={`${p.mentorId}-${p.menteeId}`}>
              <span>
                {p.mentorName} mentors {p.menteeName}
              </span>
              {data.viewer.canEdit ? (
                <OrgActionForm intent="unpair-mentor" label={`End the pair ${p.mentorName} and ${p.menteeName}`}>
                  <input type="hidden" name="mentor_id" value={p.mentorId} />
                  <input type="hidden" name="mentee_id" value={p.menteeId} />
                  <Button type="submit" variant="secondary" size="small">
                    End pair
                  </Button>
                </OrgActionForm>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {data.viewer.canEdit && people.length > 1 ? (
        <OrgActionForm intent="pair-mentor" label="Pair a mentor with a mentee">
          <PersonSelect label="Mentor" people={people} defaultValue={(mentors[0] ?? people[0])!.userId} marked={(m) => m.isMentor} />
          <PersonSelect
            label="Mentee"
            people={people}
            defaultValue={(people.find((m) => m.isMentee) ?? people[1])!.userId}
            marked={(m) => m.isMentee}
          />
          <Button type="submit">Pair</Button>
        </OrgActionForm>
      ) : null}
    </Card>
  );
}

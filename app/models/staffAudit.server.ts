// The staff audit log: every use of staff access that reads or changes other people's data is
// recorded (who, what, when), so it can be reviewed after the fact.
import { run } from "../../db/access";

/** Add an action here as each staff feature lands. */
type StaffAction = "outbox.view" | "impersonation.start" | "impersonation.stop" | "organization.view" | "organization.flags" | "feature_flags.change";

export async function recordStaffAction(
  actor: { id: number; email: string },
  action: StaffAction,
  detail: Record<string, unknown> = {},
): Promise<void> {
  // The e-mail goes into the detail too: the row keeps naming the actor if the account is deleted.
  await run(async (db, t) => {
    await db.insert(t.staffAuditLog).values({ actorUserId: actor.id, action, detail: JSON.stringify({ actor_email: actor.email, ...detail }) });
  });
}

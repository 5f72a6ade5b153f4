// Webhook events applied once: the event's id is recorded in the same transaction as its effect,
// so a replay (Stripe sends an event again, or two machines receive it at once) changes nothing.
import { changes, run, transaction } from "../../db/access";

/**
 * Records the event and runs `apply` (model calls only) in one transaction; "duplicate" when the
 * event was recorded before (nothing is run). A thrown error rolls both back.
 */
export async function applyWebhookEventOnce<T>(
  event: { id: string; processor: string; type: string },
  apply: () => Promise<T>,
): Promise<{ duplicate: true } | { duplicate: false; result: T }> {
  return transaction(async () => {
    const recorded = await run((db, t) =>
      db.insert(t.webhookEvents).values({ id: event.id, processor: event.processor, type: event.type }).onConflictDoNothing(),
    );
    if (changes(recorded) === 0) return { duplicate: true as const };
    return { duplicate: false as const, result: await apply() };
  });
}

// Queued campaign events (docs/product/billing.md#affiliates): which events a client may keep. Apart from shell.ts so
// that the zod schema below never reaches the browser bundle through the toast and time helpers.
import { z } from "zod";
import { CAMPAIGN_EVENT_KEEP_DAYS, DAY_MS } from "./constants";
import type { DateInput } from "./dates";
import { ageMs } from "./shell";

interface QueuedCampaignEvent {
  event_name: string;
  event_data: Record<string, unknown>;
  /** When the event was queued (ISO string or epoch ms). */
  timestamp: string | number;
}

const queuedEventSchema = z.object({
  event_name: z.string().min(1),
  event_data: z.record(z.string(), z.unknown()),
  timestamp: z.union([z.string().min(1), z.number()]),
});

/** Keeps well-formed queued campaign events younger than 7 days; drops the rest. */
export function keepQueuedCampaignEvents(events: readonly unknown[], now: DateInput): { kept: QueuedCampaignEvent[]; dropped: number } {
  const kept: QueuedCampaignEvent[] = [];
  for (const e of events) {
    const parsed = queuedEventSchema.safeParse(e);
    if (!parsed.success) continue;
    const age = ageMs(parsed.data.timestamp, now);
    if (age === null || age >= CAMPAIGN_EVENT_KEEP_DAYS * DAY_MS) continue;
    kept.push(parsed.data);
  }
  return { kept, dropped: events.length - kept.length };
}

// Analytics events (docs/product/learner-data.md#analytics): the batch of PUT /api/event/triggered-multi
// validated at the edge, labelled on the server with the user kind and label of the session
// (never the browser's word), values containing "undefined" reported as unexpected, campaign
// events older than 7 days or malformed dropped; server-side events (sign-up, login, theme,
// checkout steps, coach submissions); and the staff report. Nothing is stored under Do Not Track
// or Global Privacy Control.
import { z } from "zod";
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_PROPS_MAX_KEYS,
  ANALYTICS_VALUE_MAX_CHARS,
  analyticsReport,
  keepCampaignEvents,
  SERVER_ONLY_EVENT_NAMES,
  unexpectedKeys,
  type AnalyticsEventName,
  type AnalyticsProps,
} from "~/engine/analyticsEvents";
import { deleteAnalyticsEventsBefore, insertAnalyticsEvents, listAnalyticsEvents, type NewAnalyticsEvent } from "~/models/analytics.server";
import { onBillingTick } from "~/services/billing/scheduler.server";
import { env } from "~/utils/env.server";
import { getUserById, type User } from "~/models/user.server";
import { buildUserInfo } from "~/services/userInfo.server";
import { trialEventMissing } from "~/engine/attribution";
import { isTrialFunnelEvent } from "~/engine/trialFunnel";

const value = z.union(
  [
    z.string().max(ANALYTICS_VALUE_MAX_CHARS, `A value may be at most ${ANALYTICS_VALUE_MAX_CHARS} characters.`),
    z.number().finite(),
    z.boolean(),
    z.null(),
  ],
  {
    error: "Event data values must be text, numbers, true/false or null.",
  },
);
const propsSchema = z
  .record(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, "Event data keys are 1–64 letters, digits or _ . -"), value, {
    error: "event_data must be an object.",
  })
  .refine((p) => Object.keys(p).length <= ANALYTICS_PROPS_MAX_KEYS, `event_data may have at most ${ANALYTICS_PROPS_MAX_KEYS} keys.`)
  .default({});
const fromJsonText = (v: unknown) => {
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};
const eventSchema = z.object({
  event_name: z
    .enum(ANALYTICS_EVENT_NAMES, { error: `event_name must be one of ${ANALYTICS_EVENT_NAMES.join(", ")}.` })
    .refine((n) => !SERVER_ONLY_EVENT_NAMES.includes(n), "This event is recorded by the server only."),
  event_data: z.preprocess(fromJsonText, propsSchema),
  path: z.string().max(500, "path is too long.").regex(/^\//, "path must start with /.").optional(),
});
export const triggeredMultiSchema = z.object({
  events: z.preprocess(
    fromJsonText,
    z
      .array(eventSchema, { error: "events must be a list." })
      .min(1, "events must not be empty.")
      .max(ANALYTICS_BATCH_MAX, `At most ${ANALYTICS_BATCH_MAX} events at once.`),
  ),
  /** Queued campaign events (each { event_name, event_data, queued_at }); kept 7 days, malformed ones dropped. */
  campaign_events: z
    .preprocess(fromJsonText, z.array(z.unknown()).max(ANALYTICS_BATCH_MAX, `At most ${ANALYTICS_BATCH_MAX} campaign events at once.`))
    .optional(),
});
export type TriggeredMulti = z.infer<typeof triggeredMultiSchema>;

/** The session's user kind and label (docs/product/learner-data.md#analytics): the same as user info's. */
export async function analyticsLabel(user: User | null): Promise<{ userKind: string; userLabel: string; userId: number | null }> {
  if (!user) return { userKind: "LOGGED_OUT", userLabel: "logged_out", userId: null };
  const info = await buildUserInfo(user);
  return { userKind: info.user_kind, userLabel: info.user_label, userId: user.id };
}

/** What a server-side event needs of its request: the page's path and the browser's DNT/GPC signal (read by `trackingOf`, app/utils/tracking.server.ts). */
export type Tracking = { path: string; doNotTrack: boolean };

/** Stores the browser's batch; answers what was stored, dropped and reported as unexpected. */
export async function recordBatch(user: User | null, batch: TriggeredMulti, now: Date) {
  const who = await analyticsLabel(user);
  const rows: NewAnalyticsEvent[] = [];
  const unexpected: { event_name: string; keys: string[] }[] = [];
  const stamp = now.toISOString();
  for (const e of batch.events) {
    rows.push({ name: e.event_name, ...who, path: e.path ?? null, props: JSON.stringify(e.event_data), source: "web", createdAt: stamp });
    const keys = unexpectedKeys(e.event_data);
    if (keys.length) unexpected.push({ event_name: e.event_name, keys });
    // A trial funnel click without its plan or learner is reported (docs/product/attribution.md#trial-funnel).
    if (isTrialFunnelEvent(e.event_name))
      for (const missing of trialEventMissing(e.event_data, who.userId))
        rows.push({
          name: "attribution_error",
          ...who,
          path: e.path ?? null,
          props: JSON.stringify({ problem: `trial_event_${missing}_missing`, event_name: e.event_name }),
          source: "web",
          createdAt: stamp,
        });
  }
  const campaigns = campaignEventRows(who, batch.campaign_events ?? [], now);
  rows.push(...campaigns.rows);
  for (const u of unexpected)
    rows.push({
      name: "analytics_unexpected",
      ...who,
      path: null,
      props: JSON.stringify({ event_name: u.event_name, keys: u.keys.join(",") }),
      source: "web",
      createdAt: stamp,
    });
  await insertAnalyticsEvents(rows);
  return { stored: rows.length, unexpected, dropped_campaign_events: campaigns.dropped };
}

/**
 * The browser's queued campaign events as "campaign" rows: those older than 7 days or malformed are
 * dropped (and counted); data that is not a valid event's data is left out of its row. Used by the
 * analytics batch and by the campaign events batch (docs/product/attribution.md#campaign-events).
 */
export function campaignEventRows(who: Awaited<ReturnType<typeof analyticsLabel>>, queued: readonly unknown[], now: Date) {
  const kept = keepCampaignEvents(queued, now.getTime());
  const rows: NewAnalyticsEvent[] = kept.map((c) => {
    const data = propsSchema.safeParse(c.event_data);
    return {
      name: "campaign",
      ...who,
      path: null,
      props: JSON.stringify({ campaign_event: c.event_name, ...(data.success ? data.data : {}) }),
      source: "web",
      createdAt: now.toISOString(),
    };
  });
  return { rows, dropped: queued.length - kept.length };
}

/**
 * A server-side event (sign-up, login, theme toggle, checkout step, coach submission). Analytics
 * never breaks the flow it observes: a failure here is swallowed. Honors DNT/GPC when the request's tracking facts are given.
 */
export async function trackServerEvent(
  tracking: Tracking | null,
  user: { id: number } | null,
  name: AnalyticsEventName,
  props: AnalyticsProps = {},
  path?: string,
) {
  try {
    if (tracking?.doNotTrack) return;
    const who = await analyticsLabel(user ? ((await getUserById(user.id)) ?? null) : null);
    await insertAnalyticsEvents([{ name, ...who, path: path ?? tracking?.path ?? null, props: JSON.stringify(props), source: "server" }]);
  } catch {
    /* analytics is best effort */
  }
}

/** The report over [from, to] (UTC days). */
export async function buildAnalyticsReport(from: string, to: string) {
  const rows = await listAnalyticsEvents(from, to);
  return analyticsReport(
    rows.map((r) => ({ name: r.name, userId: r.userId, userKind: r.userKind, props: safeProps(r.props), createdAt: r.createdAt })),
    from,
    to,
  );
}

function safeProps(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// ---------------------------------------------------------------- retention

/**
 * Deletes the events older than ANALYTICS_RETENTION_DAYS. Runs on the server's scheduled tick
 * (the billing timer): with nothing to delete it is one indexed lookup (created_at); several
 * processes deleting the same old rows is harmless.
 */
export async function pruneAnalytics(now = new Date()): Promise<number> {
  const days = env().ANALYTICS_RETENTION_DAYS;
  const deleted = await deleteAnalyticsEventsBefore(new Date(now.getTime() - days * 86_400_000).toISOString());
  if (deleted) console.log(`Analytics: ${deleted} events older than ${days} days deleted`);
  return deleted;
}
onBillingTick(pruneAnalytics);

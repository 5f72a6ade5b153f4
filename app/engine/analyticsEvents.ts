// Analytics events (docs/product/learner-data.md#analytics): the names, the browser queue's
// timings, the rules for unexpected values and queued campaign events, and the staff report
// (sign-ups, active learners, conversion, coach funnel by pattern). Pure: time is an argument.
// No zod here: the browser's tracker imports this module.

export const ANALYTICS_EVENT_NAMES = [
  "page_view",
  "sign_up",
  "login",
  "theme_toggle",
  "checkout_step",
  "coach_submission",
  "certificate_click",
  "campaign",
  "analytics_dropped",
  "analytics_unexpected",
  // the trial funnel and attribution (docs/product/attribution.md), spelled as the product's analytics expects them
  "start_trial_cta_click",
  "start_trail_successful",
  "trial_cancelled_successfully",
  "trial_activate_now_navbar_cta_click",
  "email_capture",
  "rakuten_click",
  "attribution_error",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];
/** Recorded by the server only (docs/product/attribution.md): a browser's batch may not claim them. */
export const SERVER_ONLY_EVENT_NAMES: readonly AnalyticsEventName[] = [
  "start_trail_successful",
  "trial_cancelled_successfully",
  "email_capture",
  "rakuten_click",
  "attribution_error",
];
/** The trial funnel's events, in funnel order (the staff report counts each). */
const FUNNEL_EVENTS = [
  "start_trial_cta_click",
  "start_trail_successful",
  "trial_activate_now_navbar_cta_click",
  "trial_cancelled_successfully",
] as const;

/** The browser's queue is polled this often (docs/product/learner-data.md#analytics). */
export const ANALYTICS_POLL_MS = 100;
/** Not ready after this long: the queue is given up and the dropped events reported (docs/product/learner-data.md#analytics). */
export const ANALYTICS_GIVE_UP_MS = 5000;
/** Queued campaign events are kept 7 days (docs/product/billing.md#affiliates). */
export const CAMPAIGN_EVENT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many events in one PUT /api/event/triggered-multi. */
export const ANALYTICS_BATCH_MAX = 50;
/** An event's data: at most this many keys, each value at most this many characters. */
export const ANALYTICS_PROPS_MAX_KEYS = 20;
export const ANALYTICS_VALUE_MAX_CHARS = 500;
/** The fallback text of GET /api/google-analytics/subscription-type, misspelled as clients expect it (docs/product/glossary.md). */
export const SUBSCRIPTION_TYPE_FALLBACK = "Failed to load Google Analytics Subscribtion Type";
/** Checkout steps recorded as checkout_step { step }. */
type CheckoutStep = "view" | "submit" | "success" | "failure";

export type AnalyticsProps = Record<string, string | number | boolean | null>;

/** Analytics values containing the word "undefined" are reported as unexpected (docs/product/learner-data.md#analytics). */
export function isUnexpectedAnalyticsValue(value: unknown): boolean {
  return typeof value === "string" && value.includes("undefined");
}

/** The keys of an analytics payload whose values are unexpected. */
export function unexpectedAnalyticsKeys(payload: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(payload).filter((k) => isUnexpectedAnalyticsValue(payload[k]));
}
export const unexpectedKeys = unexpectedAnalyticsKeys;

/** A queued campaign event as the browser keeps it. */
export type QueuedCampaignEvent = { event_name: string; event_data: Record<string, unknown>; queued_at: number };

/**
 * Queued campaign events worth sending: each must have a non-empty event_name, an object
 * event_data and a queued_at no older than 7 days (and not in the future); anything else is
 * dropped (docs/product/learner-data.md#analytics: "dropped after 7 days or when malformed").
 */
export function keepCampaignEvents(queue: unknown, now: number): QueuedCampaignEvent[] {
  if (!Array.isArray(queue)) return [];
  return queue.filter((e): e is QueuedCampaignEvent => {
    if (!e || typeof e !== "object") return false;
    const q = e as Record<string, unknown>;
    if (typeof q.event_name !== "string" || !/^[a-z0-9_.:-]{1,64}$/i.test(q.event_name)) return false;
    if (!q.event_data || typeof q.event_data !== "object" || Array.isArray(q.event_data)) return false;
    if (typeof q.queued_at !== "number" || !Number.isFinite(q.queued_at)) return false;
    const age = now - q.queued_at;
    return age >= 0 && age <= CAMPAIGN_EVENT_MAX_AGE_MS;
  });
}

/** Do Not Track or Global Privacy Control asks us to send nothing. */
export const privacySignal = (h: { dnt?: string | null; gpc?: string | null }) => h.dnt?.trim() === "1" || h.gpc?.trim() === "1";

// ---- the report ------------------------------------------------------------------------------

type ReportEvent = { name: string; userId: number | null; userKind: string; props: Record<string, unknown>; createdAt: string };

type AnalyticsReport = {
  from: string;
  to: string;
  days: { day: string; signUps: number; activeLearners: number }[];
  totals: { signUps: number; activeLearners: number; checkoutViews: number; purchases: number; conversionPercent: number; pageViews: number };
  coachFunnel: { pattern: string; learners: number; submissions: number; passed: number; passPercent: number }[];
  /** the trial funnel (docs/product/attribution.md#trial-funnel): how many of each event */
  trialFunnel: { event: string; count: number }[];
  /** attribution errors (a missing Impact click id, a trial event without its plan or user), by problem */
  reportedErrors: { problem: string; count: number }[];
};

const dayOf = (iso: string) => iso.slice(0, 10);

/** Every UTC day from `from` to `to` (inclusive, YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end && out.length < 3660; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

const pct = (n: number, d: number) => (d > 0 ? Math.round((100 * n) / d) : 0);

/**
 * The staff report over [from, to] (UTC days): sign-ups and active learners per day (a learner is
 * active on a day with any event), conversion (learners who reached checkout success ÷ learners
 * who viewed a checkout), and the coach funnel by pattern (learners, submissions, passing ones).
 * Internal staff are left out: they are not learners.
 */
export function analyticsReport(events: readonly ReportEvent[], from: string, to: string): AnalyticsReport {
  const rows = events.filter((e) => e.userKind !== "EDUCATIVE_INTERNAL" && dayOf(e.createdAt) >= from && dayOf(e.createdAt) <= to);
  const days = daysBetween(from, to).map((day) => {
    const ofDay = rows.filter((e) => dayOf(e.createdAt) === day);
    return {
      day,
      signUps: ofDay.filter((e) => e.name === "sign_up").length,
      activeLearners: new Set(ofDay.filter((e) => e.userId != null).map((e) => e.userId)).size,
    };
  });
  const viewers = new Set(rows.filter((e) => e.name === "checkout_step" && e.props.step === "view" && e.userId != null).map((e) => e.userId));
  const buyers = new Set(rows.filter((e) => e.name === "checkout_step" && e.props.step === "success" && e.userId != null).map((e) => e.userId));
  const funnel = new Map<string, { learners: Set<number>; submissions: number; passed: number }>();
  for (const e of rows) {
    if (e.name !== "coach_submission") continue;
    const pattern = typeof e.props.pattern === "string" && e.props.pattern ? e.props.pattern : "(unknown)";
    const f = funnel.get(pattern) ?? { learners: new Set<number>(), submissions: 0, passed: 0 };
    if (e.userId != null) f.learners.add(e.userId);
    f.submissions += 1;
    if (e.props.passed === true || e.props.passed === "true") f.passed += 1;
    funnel.set(pattern, f);
  }
  return {
    from,
    to,
    days,
    totals: {
      signUps: rows.filter((e) => e.name === "sign_up").length,
      activeLearners: new Set(rows.filter((e) => e.userId != null).map((e) => e.userId)).size,
      checkoutViews: viewers.size,
      purchases: buyers.size,
      conversionPercent: pct(buyers.size, viewers.size),
      pageViews: rows.filter((e) => e.name === "page_view").length,
    },
    coachFunnel: [...funnel.entries()]
      .map(([pattern, f]) => ({
        pattern,
        learners: f.learners.size,
        submissions: f.submissions,
        passed: f.passed,
        passPercent: pct(f.passed, f.submissions),
      }))
      .sort((a, b) => b.submissions - a.submissions || a.pattern.localeCompare(b.pattern)),
    trialFunnel: FUNNEL_EVENTS.map((event) => ({ event, count: rows.filter((e) => e.name === event).length })),
    reportedErrors: countBy(
      rows.filter((e) => e.name === "attribution_error").map((e) => (typeof e.props.problem === "string" ? e.props.problem : "(unknown)")),
    ),
  };
}

function countBy(keys: readonly string[]): { problem: string; count: number }[] {
  const m = new Map<string, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m].map(([problem, count]) => ({ problem, count })).sort((a, b) => b.count - a.count || a.problem.localeCompare(b.problem));
}

/** Certificate clicks (docs/product/learner-data.md#analytics): the certificate's state decides the click type. */
export function certificateClickType(state: string, fromEmail: boolean): "view" | "claim" | "claim_from_email" {
  if (state === "active") return "view";
  return fromEmail ? "claim_from_email" : "claim";
}

/** The checkout step a page view is (page views of checkout and order confirmation pages). */
export function checkoutStepOf(pathname: string): { step: CheckoutStep; checkout_type: string } | null {
  const m = /^\/checkout\/([a-z0-9-]{1,60})$/.exec(pathname);
  if (m) return { step: "view", checkout_type: m[1]! };
  if (pathname === "/order-confirmation" || pathname === "/order-confirmation/stripe") return { step: "success", checkout_type: "" };
  return null;
}

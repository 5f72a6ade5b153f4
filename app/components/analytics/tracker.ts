// The browser's analytics queue (docs/product/learner-data.md#analytics). Tiny on purpose: no zod, no
// library. Events wait in a queue that is polled every 100 ms; they are sent (PUT
// /api/event/triggered-multi) once the session's label has loaded from
// /api/google-analytics/subscription-type. Not loaded within 5000 ms: the queue is given up and
// the number of dropped events reported. Queued campaign events live in localStorage and are
// dropped after 7 days or when malformed. Under Do Not Track or Global Privacy Control nothing is
// queued or sent.
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_GIVE_UP_MS,
  ANALYTICS_POLL_MS,
  keepCampaignEvents,
  SUBSCRIPTION_TYPE_FALLBACK,
  type AnalyticsEventName,
  type AnalyticsProps,
  type QueuedCampaignEvent,
} from "~/engine/analyticsEvents";

type Queued = { event_name: AnalyticsEventName; event_data: AnalyticsProps; path: string };
const CAMPAIGN_KEY = "codelift.campaign-events";
const queue: Queued[] = [];
let state: "waiting" | "ready" | "off" = "waiting";
let label: string | null = null;

/** Do Not Track or Global Privacy Control: send nothing. */
function privacyRequested(): boolean {
  if (typeof navigator === "undefined") return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const w = window as Window & { doNotTrack?: string };
  return nav.doNotTrack === "1" || w.doNotTrack === "1" || nav.msDoNotTrack === "1" || nav.globalPrivacyControl === true;
}

export function track(name: AnalyticsEventName, data: AnalyticsProps = {}) {
  if (state === "off" || privacyRequested()) return;
  queue.push({ event_name: name, event_data: data, path: location.pathname });
}

/** The label the session reported (or the fallback text when it could not be loaded). */
export const analyticsLabel = () => label;

function readCampaigns(): QueuedCampaignEvent[] {
  try {
    return keepCampaignEvents(JSON.parse(localStorage.getItem(CAMPAIGN_KEY) ?? "[]"), Date.now());
  } catch {
    return [];
  }
}

/** Queues a campaign event (kept 7 days in this browser until it is sent). */
export function queueCampaignEvent(event_name: string, event_data: Record<string, string>) {
  if (privacyRequested()) return;
  try {
    localStorage.setItem(
      CAMPAIGN_KEY,
      JSON.stringify([...readCampaigns(), { event_name, event_data, queued_at: Date.now() }].slice(-ANALYTICS_BATCH_MAX)),
    );
  } catch {
    /* storage full or blocked: the campaign event is lost, nothing else */
  }
}

async function send(events: Queued[], campaign_events: QueuedCampaignEvent[]) {
  const res = await fetch("/api/event/triggered-multi", {
    method: "PUT",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ events, ...(campaign_events.length ? { campaign_events } : {}) }),
    credentials: "same-origin",
    keepalive: true,
  });
  return res.ok;
}

let sending = false;
async function flush() {
  if (sending) return;
  const campaigns = readCampaigns();
  if (!queue.length && !campaigns.length) return;
  const events = queue.splice(0, ANALYTICS_BATCH_MAX);
  sending = true;
  try {
    // A batch needs at least one event: campaign events ride along with a page view at the latest.
    if (!events.length) return;
    if ((await send(events, campaigns)) && campaigns.length) localStorage.removeItem(CAMPAIGN_KEY);
  } catch {
    /* offline: these events are lost; analytics never gets in the learner's way */
  } finally {
    sending = false;
  }
}

let started = false;
/** Starts the queue once per page load: loads the label, then polls. */
export function startAnalytics() {
  if (started || typeof window === "undefined") return;
  started = true;
  if (privacyRequested()) {
    state = "off";
    return;
  }
  const begun = Date.now();
  fetch("/api/google-analytics/subscription-type", { headers: { Accept: "application/json" } })
    .then(async (r) => {
      const j = (await r.json().catch(() => ({}))) as { subscription_type?: string | null };
      label = r.ok && j.subscription_type ? j.subscription_type : SUBSCRIPTION_TYPE_FALLBACK;
      if (state === "waiting") state = "ready";
    })
    .catch(() => {
      label = SUBSCRIPTION_TYPE_FALLBACK;
    });
  const timer = window.setInterval(() => {
    if (state === "ready") return void flush();
    if (state === "waiting" && Date.now() - begun >= ANALYTICS_GIVE_UP_MS) {
      // Given up: what waited is dropped, and how much is reported.
      const dropped = queue.splice(0).length;
      state = "ready";
      void send([{ event_name: "analytics_dropped", event_data: { count: dropped }, path: location.pathname }], []).catch(() => undefined);
    }
  }, ANALYTICS_POLL_MS);
  window.addEventListener("pagehide", () => {
    window.clearInterval(timer);
    if (state === "ready" && queue.length) void flush();
  });
}

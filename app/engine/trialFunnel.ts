// The trial funnel (docs/product/attribution.md#trial-funnel): its four events and the attributes of
// the links whose click is one of them. No zod here: the browser's tracker and the header import it.

/** The four trial funnel events, spelled as the product's analytics expects them (start_trail_successful included). */
const TRIAL_FUNNEL_EVENTS = [
  "start_trial_cta_click",
  "start_trail_successful",
  "trial_cancelled_successfully",
  "trial_activate_now_navbar_cta_click",
] as const;
export type TrialFunnelEvent = (typeof TRIAL_FUNNEL_EVENTS)[number];
export const isTrialFunnelEvent = (name: string): name is TrialFunnelEvent => (TRIAL_FUNNEL_EVENTS as readonly string[]).includes(name);

/** Where the header's "Activate now" leads a learner in a free trial: the plans, to buy one now. */
export const TRIAL_ACTIVATE_PATH = "/unlimited";

/**
 * The attributes of a link whose click is a trial funnel event (the banner's Start free trial, the
 * header's Activate now): the browser's analytics queue reports the click with its plan
 * (app/components/analytics/AnalyticsTracker.tsx).
 */
export function trialEventAttributes(event: TrialFunnelEvent, planId: string): { "data-trial-event": TrialFunnelEvent; "data-plan-id": string } {
  return { "data-trial-event": event, "data-plan-id": planId };
}

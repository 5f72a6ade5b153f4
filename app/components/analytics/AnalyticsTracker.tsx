// Mounted once in root.tsx: starts the analytics queue and reports page views and campaign (UTM)
// arrivals. Renders nothing. See tracker.ts for the rules and docs/decisions for what is collected.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { certificateClickType, checkoutStepOf } from "~/engine/analyticsEvents";
import { isTrialFunnelEvent, type TrialFunnelEvent } from "~/engine/trialFunnel";
import { queueCampaignEvent, startAnalytics, track } from "./tracker";

const UTM = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export function AnalyticsTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    startAnalytics();
  }, []);
  useEffect(() => {
    const sp = new URLSearchParams(search);
    const utm = Object.fromEntries(UTM.filter((k) => sp.get(k)).map((k) => [k, sp.get(k)!.slice(0, 200)]));
    if (Object.keys(utm).length) queueCampaignEvent("utm_visit", utm);
    track("page_view");
    const checkout = checkoutStepOf(pathname);
    if (checkout) track("checkout_step", checkout);
  }, [pathname, search]);
  // Certificate links carry their state (data-certificate-state; data-from-email on mailed links);
  // trial calls to action their funnel event and plan (data-trial-event, data-plan-id: trialEventAttributes).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element | null;
      const a = target?.closest?.("[data-certificate-state]");
      if (a instanceof HTMLElement)
        track("certificate_click", { click_type: certificateClickType(a.dataset.certificateState ?? "", a.dataset.fromEmail === "true") });
      const cta = target?.closest?.("[data-trial-event]");
      if (cta instanceof HTMLElement && isTrialFunnelEvent(cta.dataset.trialEvent ?? ""))
        track(cta.dataset.trialEvent as TrialFunnelEvent, { plan_id: cta.dataset.planId ?? null });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}

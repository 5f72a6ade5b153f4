import { describe, expect, it } from "vitest";
import {
  ANALYTICS_GIVE_UP_MS,
  ANALYTICS_POLL_MS,
  CAMPAIGN_EVENT_MAX_AGE_MS,
  SUBSCRIPTION_TYPE_FALLBACK,
  analyticsReport,
  certificateClickType,
  checkoutStepOf,
  daysBetween,
  keepCampaignEvents,
  privacySignal,
  unexpectedAnalyticsKeys,
} from "~/engine/analyticsEvents";

describe("analytics rules", () => {
  it("the batching numbers and the fallback text, word for word", () => {
    expect(ANALYTICS_POLL_MS).toBe(100);
    expect(ANALYTICS_GIVE_UP_MS).toBe(5000);
    expect(CAMPAIGN_EVENT_MAX_AGE_MS).toBe(7 * 86_400_000);
    expect(SUBSCRIPTION_TYPE_FALLBACK).toBe("Failed to load Google Analytics Subscribtion Type");
  });
  it("values containing undefined are unexpected", () => {
    expect(unexpectedAnalyticsKeys({ a: "undefined", b: "x-undefined-y", c: "fine", d: undefined, e: 3 })).toEqual(["a", "b"]);
  });
  it("campaign events: kept up to 7 days, dropped older, in the future or malformed", () => {
    const now = 10 * 86_400_000;
    const ok = { event_name: "utm_visit", event_data: { a: 1 }, queued_at: now - CAMPAIGN_EVENT_MAX_AGE_MS };
    expect(keepCampaignEvents([ok], now)).toEqual([ok]);
    expect(keepCampaignEvents([{ ...ok, queued_at: now - CAMPAIGN_EVENT_MAX_AGE_MS - 1 }], now)).toEqual([]);
    expect(keepCampaignEvents([{ ...ok, queued_at: now + 1 }], now)).toEqual([]);
    expect(keepCampaignEvents([{ ...ok, event_name: "" }, { ...ok, event_data: [] }, { ...ok, queued_at: "1" }, null, 3], now)).toEqual([]);
    expect(keepCampaignEvents("nope", now)).toEqual([]);
  });
  it("Do Not Track and Global Privacy Control", () => {
    expect(privacySignal({ dnt: "1" })).toBe(true);
    expect(privacySignal({ gpc: "1" })).toBe(true);
    expect(privacySignal({ dnt: "0", gpc: null })).toBe(false);
    expect(privacySignal({})).toBe(false);
  });
  it("certificate click type by state, checkout step by page", () => {
    expect(certificateClickType("active", false)).toBe("view");
    expect(certificateClickType("pending_verification", true)).toBe("claim_from_email");
    expect(certificateClickType("revoked_by_admin", false)).toBe("claim");
    expect(checkoutStepOf("/checkout/subscription-buy")).toEqual({ step: "view", checkout_type: "subscription-buy" });
    expect(checkoutStepOf("/order-confirmation")).toEqual({ step: "success", checkout_type: "" });
    expect(checkoutStepOf("/explore")).toBeNull();
  });
  it("the report: days, active learners, conversion, coach funnel; staff left out", () => {
    expect(daysBetween("2026-02-27", "2026-03-01")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    const e = (name: string, userId: number | null, day: string, props: Record<string, unknown> = {}, userKind = "B2C_USER") => ({
      name,
      userId,
      userKind,
      props,
      createdAt: `${day}T10:00:00.000Z`,
    });
    const r = analyticsReport(
      [
        e("sign_up", 1, "2026-03-01"),
        e("sign_up", 2, "2026-03-02"),
        e("page_view", 1, "2026-03-02"),
        e("page_view", null, "2026-03-02"),
        e("checkout_step", 1, "2026-03-02", { step: "view" }),
        e("checkout_step", 2, "2026-03-02", { step: "view" }),
        e("checkout_step", 1, "2026-03-02", { step: "success" }),
        e("coach_submission", 1, "2026-03-02", { pattern: "Two Pointers", passed: true }),
        e("coach_submission", 1, "2026-03-02", { pattern: "Two Pointers", passed: false }),
        e("coach_submission", 2, "2026-03-02", { pattern: "Sliding Window", passed: true }),
        e("sign_up", 9, "2026-03-02", {}, "EDUCATIVE_INTERNAL"),
        e("sign_up", 3, "2026-03-04"),
      ],
      "2026-03-01",
      "2026-03-03",
    );
    expect(r.days).toEqual([
      { day: "2026-03-01", signUps: 1, activeLearners: 1 },
      { day: "2026-03-02", signUps: 1, activeLearners: 2 },
      { day: "2026-03-03", signUps: 0, activeLearners: 0 },
    ]);
    expect(r.totals).toEqual({ signUps: 2, activeLearners: 2, checkoutViews: 2, purchases: 1, conversionPercent: 50, pageViews: 2 });
    expect(r.coachFunnel).toEqual([
      { pattern: "Two Pointers", learners: 1, submissions: 2, passed: 1, passPercent: 50 },
      { pattern: "Sliding Window", learners: 1, submissions: 1, passed: 1, passPercent: 100 },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import {
  hasAttribution,
  impactClickIdMissing,
  parseAttribution,
  signupCampaignFields,
  ssoCampaignFields,
  trialEventMissing,
} from "~/engine/attribution";
import { runningTrialPlan, type BannerSubscription } from "~/engine/billingBanners";
import { isTrialFunnelEvent, trialEventAttributes } from "~/engine/trialFunnel";
import { applyUserInfoAction } from "~/engine/userInfoActions";

describe("attribution fields", () => {
  it("gathers flat utm and utm_init keys, bounds each field and cuts referral sites to 512", () => {
    const r = parseAttribution({
      utm_source: "news",
      utm_init_medium: "email",
      company_name: "Acme",
      referral_site: "x".repeat(600),
      page_uri: "/pricing",
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.fields.utm).toEqual({ utm_source: "news" });
    expect(r.fields.utm_init).toEqual({ utm_medium: "email" });
    expect(r.fields.referral_site).toHaveLength(512);
    expect(hasAttribution(r.fields)).toBe(true);
  });

  it("refuses a misspelt tag and an oversized field with messages naming them", () => {
    const r = parseAttribution({ utm_sorce: "x", company_name: "a".repeat(101), org_subdomain: "bad domain" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.utm_sorce).toMatch(/utm_sorce is not a campaign field/);
    expect(r.errors.company_name).toBe("company_name may be at most 100 characters.");
    expect(r.errors.org_subdomain).toMatch(/org_subdomain/);
  });

  it("reports an Impact visit without its click id, not one with it", () => {
    expect(impactClickIdMissing({ utm: { utm_source: "Impact" } })).toBe(true);
    expect(impactClickIdMissing({ utm: { utm_source: "impact" }, irclickid: "abc" })).toBe(false);
    expect(impactClickIdMissing({ utm: { utm_source: "news" } })).toBe(false);
  });

  it("a trial funnel event needs its plan id and user id", () => {
    expect(trialEventMissing({ plan_id: "300-12-6000" }, 4)).toEqual([]);
    expect(trialEventMissing({}, null)).toEqual(["plan_id", "user_id"]);
    expect(trialEventMissing({ plan_id: "undefined" }, 4)).toEqual(["plan_id"]);
  });
});

describe("user-info actions", () => {
  it("applies the known actions and refuses unknown ones", () => {
    expect(applyUserInfoAction({ has_active_b2c_trial: false }, { type: "free_trial_availed" })).toMatchObject({
      has_active_b2c_trial: true,
      has_availed_b2c_trial: true,
    });
    expect(applyUserInfoAction({ has_active_b2c_trial: true }, { type: "trial_cancelled" }).has_active_b2c_trial).toBe(false);
    expect(applyUserInfoAction({ a: 1 }, { type: "viewed", flag: "has_viewed_nudge" })).toEqual({ a: 1, has_viewed_nudge: true });
    expect(() => applyUserInfoAction({}, { type: "explode" })).toThrow("Specified action does not exist");
  });
});

describe("the sign-up form's campaign fields", () => {
  it("carries the address's tags and fields, the page itself and an outside referrer", () => {
    const url = new URL("https://codelift.example/signup?utm_source=news&utm_init_medium=email&source=footer&ru=%2Fexplore&openSignupModal=true");
    expect(signupCampaignFields(url, "https://blog.example/post")).toEqual({
      utm_source: "news",
      utm_init_medium: "email",
      source: "footer",
      page_uri: "/signup",
      referral_site: "https://blog.example/post",
    });
  });

  it("leaves out what the sign-up would refuse, our own pages as referrer, and keeps a page_uri the address names", () => {
    const url = new URL(
      `https://codelift.example/?utm_sorce=x&utm_term=${"t".repeat(151)}&org_subdomain=no%20spaces&page_uri=%2Fbusiness&utm_medium=cpc`,
    );
    expect(signupCampaignFields(url, "https://codelift.example/explore")).toEqual({ utm_medium: "cpc", page_uri: "/business" });
    expect(signupCampaignFields(new URL("https://codelift.example/signup"), "not a url")).toEqual({ page_uri: "/signup" });
    expect(signupCampaignFields(new URL("https://codelift.example/signup"), `https://blog.example/${"x".repeat(600)}`).referral_site).toHaveLength(
      512,
    );
  });
});

describe("a single sign-on's campaign fields", () => {
  it("keeps the address's fields but not the /authorize path as the page, and none that would not fit its cookie", () => {
    expect(ssoCampaignFields(new URL("https://codelift.example/authorize/initech-sso?operation=signup&ru=%2Fexplore&utm_source=partner"))).toEqual({
      operation: "signup",
      utm_source: "partner",
    });
    expect(ssoCampaignFields(new URL("https://codelift.example/authorize/initech-sso?page_uri=%2Fbusiness"))).toEqual({ page_uri: "/business" });
    const long = `/${"p".repeat(1600)}`;
    expect(ssoCampaignFields(new URL(`https://codelift.example/authorize/initech-sso?utm_source=x&page_uri=${long}`))).toEqual({});
  });
});

describe("the trial funnel's links", () => {
  const sub = (over: Partial<BannerSubscription>): BannerSubscription => ({
    id: 1,
    planCode: "300-1-6000",
    featureSet: 300,
    validityMonths: 1,
    planType: 6000,
    status: "trial",
    isTrial: true,
    autoRenew: true,
    expirationDate: "2026-03-08T00:00:00.000Z",
    ...over,
  });
  const now = "2026-03-03T00:00:00.000Z";

  it("the header's Activate now shows for a running trial only, with its plan", () => {
    expect(runningTrialPlan([sub({})], now)).toBe("300-1-6000");
    expect(runningTrialPlan([sub({ status: "active", isTrial: false })], now)).toBeNull();
    expect(runningTrialPlan([sub({ expirationDate: "2026-03-01T00:00:00.000Z" })], now)).toBeNull();
    expect(runningTrialPlan([], now)).toBeNull();
  });

  it("marks a link with its event and plan", () => {
    expect(trialEventAttributes("start_trial_cta_click", "300-12-6000")).toEqual({
      "data-trial-event": "start_trial_cta_click",
      "data-plan-id": "300-12-6000",
    });
    expect(isTrialFunnelEvent("start_trail_successful")).toBe(true);
    expect(isTrialFunnelEvent("start_trial_successful")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { hasAttribution, impactClickIdMissing, parseAttribution, trialEventMissing } from "~/engine/attribution";
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

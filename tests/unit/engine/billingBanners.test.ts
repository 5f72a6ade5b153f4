import { describe, expect, it } from "vitest";
import {
  BANNER_TEXTS,
  MAX_BANNERS_SHOWN,
  RENEWAL_TEXTS,
  applicableBillingBanners,
  bannerGroupShownOnPath,
  bannersHiddenOnPath,
  chooseBillingBanners,
  isAuthoringPath,
  isCoachPath,
  FREE_TRIAL_EXTENSION_DAYS,
  FREE_TRIAL_EXTENSION_TEXTS,
  freeTrialExtension,
  reactivationPlanCode,
  siteCouponBannerText,
  siteCouponLockInPercent,
  type BannerSubscription,
  type BillingBannerFacts,
} from "~/engine";

const NOW = "2026-03-10T12:00:00.000Z";
const day = (n: number) => new Date(Date.parse(NOW) + n * 86_400_000).toISOString();

let nextId = 1;
const sub = (extra: Partial<BannerSubscription> = {}): BannerSubscription => ({
  id: nextId++,
  planCode: "300-12-6000",
  featureSet: 300,
  validityMonths: 12,
  planType: 6000,
  status: "active",
  isTrial: false,
  autoRenew: true,
  expirationDate: day(200),
  graceUntil: null,
  ...extra,
});

const facts = (extra: Partial<BillingBannerFacts> = {}): BillingBannerFacts => ({
  now: NOW,
  path: "/learn/home",
  user: { id: 7, email: "learner@example.com", verified: true },
  internalEmailDomain: "codelift.dev",
  subscriptions: [],
  primaryCard: null,
  unseenReferralCredit: false,
  siteCoupon: null,
  churnedBuyerDiscount: null,
  annualNudgeClicked: false,
  dismissals: [],
  ...extra,
});

const ids = (f: BillingBannerFacts) => applicableBillingBanners(f).map((b) => b.id);
const shown = (f: BillingBannerFacts) => chooseBillingBanners(f).map((b) => b.id);

describe("the reactivation banner's plan", () => {
  it("reactivates the last paid plan of the learner, else premium yearly", () => {
    expect(reactivationPlanCode([sub({ planCode: "200-1-6000", featureSet: 200, validityMonths: 1, expirationDate: day(-40) })])).toBe("200-1-6000");
    expect(reactivationPlanCode([sub({ isTrial: true, status: "trial", planCode: "400-12-6000" })])).toBe("300-12-6000");
    expect(reactivationPlanCode([])).toBe("300-12-6000");
  });
});

describe("which billing banners apply", () => {
  it("a visitor sees only the site coupon", () => {
    const f = facts({ user: null, siteCoupon: { code: "SPRING", description: "Spring sale: 30% off." }, unseenReferralCredit: true });
    const banners = chooseBillingBanners(f);
    expect(banners.map((b) => b.id)).toEqual(["site_coupon"]);
    expect(banners[0]!.text).toBe("Spring sale: 30% off. Use code SPRING at checkout.");
    expect(banners[0]!.actions).toEqual([{ kind: "link", label: "Claim Offer", href: "/unlimited" }]);
    expect(shown(facts({ user: null }))).toEqual([]);
  });

  it("no banner on checkout pages or the order confirmation", () => {
    const f = facts({
      subscriptions: [sub({ status: "past_due", expirationDate: day(-1), graceUntil: day(6) })],
      siteCoupon: { code: "X", description: "" },
    });
    expect(shown({ ...f, path: "/checkout/subscription-buy?plan=300-12-6000" })).toEqual([]);
    expect(shown({ ...f, path: "/order-confirmation?attempt=1" })).toEqual([]);
    expect(bannersHiddenOnPath("/checkout")).toBe(true);
    expect(bannersHiddenOnPath("/checkouts-are-fun")).toBe(false);
    expect(shown(f)[0]).toBe("payment_failed");
  });

  it("payment failed: 'Payment failed. Please pay to retain access', retry (a POST back to this page) and Add Payment Method; not dismissible", () => {
    const past = sub({ status: "past_due", expirationDate: day(-2), graceUntil: day(5) });
    const [b] = chooseBillingBanners(facts({ subscriptions: [past], path: "/explore?x=1" }));
    expect(b!.text).toBe(RENEWAL_TEXTS.paymentFailedBanner);
    expect(b!.text).toBe("Payment failed. Please pay to retain access");
    expect(b!.actions).toEqual([
      {
        kind: "post",
        label: "Retry payment",
        action: "/api/retry-renewal-payment",
        fields: { subscription_id: String(past.id), redirectTo: "/explore?x=1" },
      },
      { kind: "link", label: "Add Payment Method", href: "/account/billing" },
    ]);
    expect(b!.dismissScope).toBeNull();
    // Past its grace the plan no longer runs: no banner to pay it.
    expect(ids(facts({ subscriptions: [sub({ status: "past_due", expirationDate: day(-9), graceUntil: day(-1) })] }))).not.toContain(
      "payment_failed",
    );
  });

  it.each([
    [0, "Your free trial expires today. Need more time?"],
    [1, "Your free trial expires tomorrow. Need more time?"],
    [3, "Your free trial expires in 3 days. Need more time?"],
  ])("trial expiring in %i days", (daysLeft, text) => {
    // (today: a few hours from now, while the trial still runs)
    const trial = sub({ status: "trial", isTrial: true, expirationDate: daysLeft === 0 ? day(0.25) : day(daysLeft) });
    const b = chooseBillingBanners(facts({ subscriptions: [trial] })).find((x) => x.id === "access_expiry");
    expect(b?.text).toBe(text);
    // "Need more time?" is paired with Extend Trial (a form POST: it works without JavaScript)
    expect(b?.actions).toEqual([
      {
        kind: "post",
        label: "Extend Trial",
        action: "/api/subscription/extend-trial",
        fields: { subscription_id: String(trial.id), redirectTo: "/learn/home" },
      },
      { kind: "link", label: "Get Unlimited", href: "/unlimited" },
    ]);
  });

  it("Extend Trial is offered once: not after the extension, nor for a trial an outside processor renews", () => {
    for (const extra of [{ trialExtended: true }, { processorLinked: true }]) {
      const trial = sub({ status: "trial", isTrial: true, expirationDate: day(2), ...extra });
      const b = chooseBillingBanners(facts({ subscriptions: [trial] })).find((x) => x.id === "access_expiry");
      expect(b?.actions.map((a) => a.label)).toEqual(["Get Unlimited"]);
    }
  });

  it("freeTrialExtension: a running trial, once, FREE_TRIAL_EXTENSION_DAYS more", () => {
    const trial = { status: "trial", expirationDate: day(2), trialExtended: false };
    expect(FREE_TRIAL_EXTENSION_DAYS).toBe(7);
    expect(freeTrialExtension(trial, NOW)).toEqual({ ok: true, expirationDate: day(9) });
    expect(freeTrialExtension({ ...trial, trialExtended: true }, NOW)).toEqual({ ok: false, reason: FREE_TRIAL_EXTENSION_TEXTS.alreadyExtended });
    expect(freeTrialExtension({ ...trial, expirationDate: day(-1) }, NOW)).toEqual({ ok: false, reason: FREE_TRIAL_EXTENSION_TEXTS.notATrial });
    expect(freeTrialExtension({ ...trial, status: "active" }, NOW)).toEqual({ ok: false, reason: FREE_TRIAL_EXTENSION_TEXTS.notATrial });
    expect(freeTrialExtension({ ...trial, processorLinked: true }, NOW)).toEqual({ ok: false, reason: FREE_TRIAL_EXTENSION_TEXTS.processorLinked });
  });

  it("no trial banner earlier than TRIAL_EXPIRY_BANNER_DAYS, or once dismissed", () => {
    const trial = sub({ status: "trial", isTrial: true, expirationDate: day(5) });
    expect(ids(facts({ subscriptions: [trial] }))).not.toContain("access_expiry");
    const soon = sub({ status: "trial", isTrial: true, expirationDate: day(2) });
    expect(ids(facts({ subscriptions: [soon], dismissals: [{ bannerId: "access_expiry", scope: `subscription-${soon.id}` }] }))).not.toContain(
      "access_expiry",
    );
  });

  it("card expiring: the primary card of a renewing plan stops working before the renewal", () => {
    const card = { id: 3, brand: "Visa", last4: "4242", expMonth: 3, expYear: 2026 };
    const renewing = sub({ expirationDate: day(60) });
    const b = chooseBillingBanners(facts({ subscriptions: [renewing], primaryCard: card })).find((x) => x.id === "card_expiring");
    expect(b?.actions).toEqual([{ kind: "link", label: "Add Payment Method", href: "/account/billing" }]);
    expect(b?.text).toBe("Your Visa card ending in 4242 expires at the end of 03/2026. Add a payment method to keep your plan.");
    // A plan that will not renew needs no card; a card good for years is fine.
    expect(ids(facts({ subscriptions: [sub({ status: "renewal_canceled", autoRenew: false })], primaryCard: card }))).not.toContain("card_expiring");
    expect(ids(facts({ subscriptions: [renewing], primaryCard: { ...card, expYear: 2030 } }))).not.toContain("card_expiring");
    // With update_pm_discount's offer the banner says what replacing the card earns.
    const offered = chooseBillingBanners(facts({ subscriptions: [renewing], primaryCard: card, cardUpdateDiscountPercent: 10 })).find(
      (x) => x.id === "card_expiring",
    );
    expect(offered?.text).toBe(
      "Your Visa card ending in 4242 expires at the end of 03/2026. Add a payment method to keep your plan. Make a card that lasts past your next renewal your primary card and get 10% off that renewal.",
    );
  });

  it("referral credit: its sentence with a typographic apostrophe; Visit here marks it seen and goes to /refer-a-friend", () => {
    const b = chooseBillingBanners(facts({ unseenReferralCredit: true })).find((x) => x.id === "referral_credit")!;
    expect(b.text).toBe("Congrats! You’ve earned some credit by referring your friends. Visit here to see your credit balance.");
    expect(b.text).toBe(BANNER_TEXTS.referralCredit);
    expect(b.inline).toEqual({
      phrase: "Visit here",
      action: {
        kind: "post",
        label: "Visit here",
        action: "/api/banners/dismiss",
        fields: { banner_id: "referral_credit", scope: "seen", redirectTo: "/refer-a-friend" },
      },
    });
  });

  it("win-back reactivation: a churned learner with an unused discount; Claim Discount to their own reactivation checkout", () => {
    const old = sub({ status: "renewal_canceled", autoRenew: false, expirationDate: day(-3), planCode: "300-1-6000", validityMonths: 1 });
    const discount = { expiration_date: day(27), churned_buyer_discount_type: "repurchase_discount" as const, discount_percentage: 20 };
    const b = chooseBillingBanners(facts({ subscriptions: [old], churnedBuyerDiscount: discount })).find((x) => x.id === "reactivation");
    expect(b?.text).toBe(`Welcome back! Reactivate your plan at 20% off until April 6, 2026.`);
    expect(b?.actions).toEqual([
      { kind: "link", label: "Claim Discount", href: "/checkout/subscription-reactivation?plan=300-1-6000&receiver_id=7" },
    ]);
    // Not while the plan still runs (renewal canceled, paid until later), not once used.
    expect(ids(facts({ subscriptions: [{ ...old, expirationDate: day(10) }], churnedBuyerDiscount: discount }))).not.toContain("reactivation");
    expect(ids(facts({ subscriptions: [old], churnedBuyerDiscount: { ...discount, used_at: day(-1) } }))).not.toContain("reactivation");
  });

  it("annual upgrade for a monthly subscriber until the nudge is clicked; Upgrade Now opens the offer, whose form records the click then goes to the upgrade", () => {
    const monthly = sub({ planCode: "200-1-6000", featureSet: 200, validityMonths: 1, expirationDate: day(20) });
    const b = chooseBillingBanners(facts({ subscriptions: [monthly] })).find((x) => x.id === "annual_upgrade");
    expect(b?.actions).toEqual([
      {
        kind: "dialog",
        label: "Upgrade Now",
        dialog: "upgrade-annual",
        action: "/api/subscription/handle-upgrade-to-annual-modal-click",
        fields: { redirectTo: "/checkout/subscription-upgrade?plan=200-12-6000&monthly_to_annual=true" },
      },
    ]);
    expect(b?.upgradePlans).toEqual({ monthly: "200-1-6000", annual: "200-12-6000" });
    expect(ids(facts({ subscriptions: [monthly], annualNudgeClicked: true }))).not.toContain("annual_upgrade");
    expect(ids(facts({ subscriptions: [sub()] }))).not.toContain("annual_upgrade");
    expect(ids(facts({ subscriptions: [{ ...monthly, status: "renewal_canceled", autoRenew: false }] }))).not.toContain("annual_upgrade");
  });

  it("start free trial for a learner who never had a plan or a trial", () => {
    const b = chooseBillingBanners(facts()).find((x) => x.id === "start_free_trial");
    // the click is the trial funnel's first event, with the trial's plan (docs/product/attribution.md#trial-funnel)
    expect(b?.actions).toEqual([
      {
        kind: "link",
        label: "Start Free Trial",
        href: "/checkout/b2c-trial-avail?plan=300-12-6000",
        trialEvent: { name: "start_trial_cta_click", planId: "300-12-6000" },
      },
    ]);
    expect(ids(facts({ subscriptions: [sub({ status: "churned", isTrial: true, expirationDate: day(-30) })] }))).not.toContain("start_free_trial");
    expect(ids(facts({ dismissals: [{ bannerId: "start_free_trial", scope: "all" }] }))).not.toContain("start_free_trial");
  });

  it("organization members (seat or not) get no individual offers", () => {
    const member = { organization_id: 2, subscription_id: 7, is_subscriber: true, is_admin: false };
    const admin = { organization_id: 3, is_admin: true, admin_level: "super_admin" };
    for (const organizations of [[member], [admin]]) {
      const shown = ids(facts({ organizations, siteCoupon: { code: "X", description: "" } }));
      expect(shown).not.toContain("start_free_trial");
      expect(shown).not.toContain("site_coupon");
    }
    expect(ids(facts({ organizations: [] }))).toContain("start_free_trial");
  });

  it("staff get no offers (banner kind null), premium plus no site coupon", () => {
    const staff = facts({ user: { id: 1, email: "sam@codelift.dev", verified: true }, siteCoupon: { code: "X", description: "" } });
    expect(ids(staff)).toEqual([]);
    const plus = facts({ subscriptions: [sub({ planCode: "400-12-6000", featureSet: 400 })], siteCoupon: { code: "X", description: "" } });
    expect(ids(plus)).not.toContain("site_coupon");
    expect(ids(facts({ subscriptions: [sub()], siteCoupon: { code: "X", description: "" } }))).toContain("site_coupon");
  });

  it("a dismissed site coupon stays hidden for that coupon only", () => {
    const f = facts({
      subscriptions: [sub()],
      siteCoupon: { code: "SPRING", description: "" },
      dismissals: [{ bannerId: "site_coupon", scope: "SPRING" }],
    });
    expect(ids(f)).not.toContain("site_coupon");
    expect(ids({ ...f, siteCoupon: { code: "SUMMER", description: "" } })).toContain("site_coupon");
  });
});

describe("at most one billing banner and one offer at once, in priority order", () => {
  it("payment failed wins over card expiring; referral credit over the annual upgrade and the site coupon", () => {
    expect(MAX_BANNERS_SHOWN).toEqual({ billing: 1, notice: 1, offer: 1 });
    const monthly = sub({
      planCode: "200-1-6000",
      featureSet: 200,
      validityMonths: 1,
      status: "past_due",
      expirationDate: day(-1),
      graceUntil: day(6),
    });
    const renewing = sub({ planCode: "200-1-6000", featureSet: 200, validityMonths: 1, expirationDate: day(25) });
    const f = facts({
      subscriptions: [monthly, renewing],
      primaryCard: { id: 1, brand: "Visa", last4: "1111", expMonth: 3, expYear: 2026 },
      unseenReferralCredit: true,
      siteCoupon: { code: "X", description: "" },
    });
    expect(ids(f)).toEqual(["payment_failed", "card_expiring", "referral_credit", "annual_upgrade", "site_coupon"]);
    expect(shown(f)).toEqual(["payment_failed", "referral_credit"]);
  });
});

describe("the offers of docs/product/billing.md#banners: gift, GitHub student, LOCK IN", () => {
  const discount = { expiration_date: day(27), churned_buyer_discount_type: "repurchase_discount" as const, discount_percentage: 20 };

  it("gift: 'Gift a subscription at up to 20% OFF!' with Claim Gift exactly while the churned-buyer discount has not expired nor been spent", () => {
    // The plan still runs (auto-renew off): the reactivation does not apply, the gift does.
    const running = sub({ status: "renewal_canceled", autoRenew: false, expirationDate: day(10), planCode: "300-1-6000", validityMonths: 1 });
    const f = facts({ subscriptions: [running], churnedBuyerDiscount: discount });
    const b = chooseBillingBanners(f).find((x) => x.id === "gift_offer");
    expect(b?.text).toBe("Gift a subscription at up to 20% OFF!");
    expect(b?.actions).toEqual([{ kind: "link", label: "Claim Gift", href: "/checkout/subscription-gift?plan=300-1-6000" }]);
    expect(b?.dismissScope).toBe(`until-${discount.expiration_date}`);
    // Expired, spent, or no discount at all: no gift banner.
    expect(ids(facts({ subscriptions: [running], churnedBuyerDiscount: { ...discount, expiration_date: day(-0.01) } }))).not.toContain("gift_offer");
    expect(ids(facts({ subscriptions: [running], churnedBuyerDiscount: { ...discount, used_at: day(-1) } }))).not.toContain("gift_offer");
    expect(ids(facts({ subscriptions: [running] }))).not.toContain("gift_offer");
    // Dismissed for this discount, or a business member or staff (no individual offers).
    expect(ids({ ...f, dismissals: [{ bannerId: "gift_offer", scope: `until-${discount.expiration_date}` }] })).not.toContain("gift_offer");
    expect(ids({ ...f, user: { id: 7, email: "me@codelift.dev", verified: true } })).not.toContain("gift_offer");
    // Churned: the reactivation comes first (one offer at a time), the gift after it.
    const ended = { ...running, expirationDate: day(-3) };
    const churned = facts({ subscriptions: [ended], churnedBuyerDiscount: discount });
    expect(ids(churned).slice(0, 2)).toEqual(["reactivation", "gift_offer"]);
    expect(shown(churned)).toEqual(["reactivation"]);
  });

  it("GitHub student offer: a verified student with no paid plan and no trial; Claim Discount to /unlimited", () => {
    const student = { id: 7, email: "learner@example.com", verified: true, githubStudent: true };
    const b = chooseBillingBanners(facts({ user: student })).find((x) => x.id === "student_offer");
    expect(b?.text).toBe("Your GitHub student discount is ready: 30% off every plan.");
    expect(b?.actions).toEqual([{ kind: "link", label: "Claim Discount", href: "/unlimited" }]);
    // It comes before the free-trial offer.
    expect(shown(facts({ user: student }))).toEqual(["student_offer"]);
    expect(ids(facts())).not.toContain("student_offer");
    expect(ids(facts({ user: student, subscriptions: [sub()] }))).not.toContain("student_offer");
    expect(ids(facts({ user: student, subscriptions: [sub({ status: "trial", isTrial: true, expirationDate: day(5) })] }))).not.toContain(
      "student_offer",
    );
    expect(ids(facts({ user: student, dismissals: [{ bannerId: "student_offer", scope: "verified" }] }))).not.toContain("student_offer");
    // A lapsed plan does not stop it.
    expect(ids(facts({ user: student, subscriptions: [sub({ expirationDate: day(-40) })] }))).toContain("student_offer");
  });

  it("the site coupon that never expires reads 'LOCK IN {n}% LIFETIME DISCOUNT' with n the best combined discount over the individual plans", () => {
    const plans = [
      { planCode: "300-12-6000", planType: 6000, listPriceCents: 29_900 },
      { planCode: "300-1-6000", planType: 6000, listPriceCents: 5_900 },
      { planCode: "300-12-6005", planType: 6005, listPriceCents: 29_900 },
    ];
    const percent = { code: "FOREVER", kind: "percent" as const, percentOff: 25, discount_never_expires: true };
    expect(siteCouponLockInPercent(percent, plans, NOW)).toBe(25);
    // A fixed $30 off is 10.03 % of 299 and 50.85 % of 59: the best one counts; business plans never.
    const fixed = { code: "THIRTY", kind: "amount" as const, amountOffCents: 3_000, discount_never_expires: true };
    expect(siteCouponLockInPercent(fixed, plans, NOW)).toBe(50.85);
    expect(siteCouponLockInPercent({ ...fixed, planCodes: ["300-12-6000"] }, plans, NOW)).toBe(10.03);
    // Only a coupon taken off every renewal is a lifetime discount.
    expect(siteCouponLockInPercent({ ...percent, discount_never_expires: false }, plans, NOW)).toBe(0);
    const lockIn = chooseBillingBanners(facts({ user: null, siteCoupon: { code: "FOREVER", description: "Ignored.", lockInPercent: 25 } }))[0];
    expect(lockIn?.text).toBe("LOCK IN 25% LIFETIME DISCOUNT with code FOREVER.");
    expect(lockIn?.actions).toEqual([{ kind: "link", label: "Claim Offer", href: "/unlimited" }]);
    expect(siteCouponBannerText({ code: "X", description: "", lockInPercent: 0 })).toBe("Save on every plan with code X.");
    expect(siteCouponBannerText({ code: "X", description: "", lockInPercent: 50.85 })).toBe("LOCK IN 51% LIFETIME DISCOUNT with code X.");
  });
});

describe("the path-prefix visibility rules", () => {
  const f = facts({
    subscriptions: [sub({ status: "past_due", expirationDate: day(-1), graceUntil: day(6) })],
    siteCoupon: { code: "X", description: "" },
  });
  it.each([
    ["/checkout/subscription-buy", []],
    ["/order-confirmation", []],
    ["/onboard", []],
    ["/onboarding?step=2", []],
    ["/enterprise-dashboard/4", ["payment_failed"]],
    ["/enterprise", ["payment_failed"]],
    ["/enterprise-trial", ["payment_failed"]],
    ["/enterprise-invite/abc", ["payment_failed"]],
    ["/enterprises", ["payment_failed", "site_coupon"]],
    ["/transactions", ["payment_failed"]],
    ["/learn/home", ["payment_failed", "site_coupon"]],
    ["/learning-plans", ["payment_failed", "site_coupon"]],
    ["/pal", ["payment_failed", "site_coupon"]],
    ["/games/coding-challenge", ["payment_failed", "site_coupon"]],
    ["/", ["payment_failed", "site_coupon"]],
  ])("%s shows %j", (path, expected) => {
    expect(shown({ ...f, path })).toEqual(expected);
  });
  it("the component's check after a client-side navigation agrees", () => {
    expect(bannerGroupShownOnPath("offer", "/enterprise-dashboard/1")).toBe(false);
    expect(bannerGroupShownOnPath("billing", "/enterprise-dashboard/1")).toBe(true);
    expect(bannerGroupShownOnPath("billing", "/onboarding")).toBe(false);
    expect(bannerGroupShownOnPath("offer", "/explore")).toBe(true);
  });
});

describe("the notices: GitHub status and submit course for review", () => {
  it("GitHub status: a student verification mailed and not confirmed yet, until dismissed for that address", () => {
    const f = facts({ pendingStudentEmail: "me@school.edu" });
    const b = chooseBillingBanners(f).find((x) => x.id === "github_status");
    expect(b?.text).toBe("We have sent a link to me@school.edu. Open it to confirm that you are a student and get 30% off every plan.");
    expect(b?.actions).toEqual([{ kind: "link", label: "Send it again", href: "/github-students" }]);
    expect(b?.group).toBe("notice");
    expect(ids(facts())).not.toContain("github_status");
    expect(ids({ ...f, dismissals: [{ bannerId: "github_status", scope: "email-me@school.edu" }] })).not.toContain("github_status");
    // Verified already (another link confirmed): nothing to wait for.
    expect(ids({ ...f, user: { id: 7, email: "learner@example.com", verified: true, githubStudent: true } })).not.toContain("github_status");
    // A notice does not take an offer's place.
    expect(shown(f)).toEqual(["github_status", "start_free_trial"]);
  });

  it("submit course for review: the newest draft with lessons, only on the authoring pages", () => {
    const drafts = [
      { id: 4, title: "Rust for Pythonistas" },
      { id: 2, title: "Older" },
    ];
    const on = (path: string, extra: Partial<BillingBannerFacts> = {}) => facts({ path, draftsToSubmit: drafts, ...extra });
    const b = chooseBillingBanners(on("/create")).find((x) => x.id === "submit_course_for_review");
    expect(b?.text).toBe("Your course “Rust for Pythonistas” is a draft. Submit it for review when it is ready: staff publish it to the catalog.");
    expect(b?.actions).toEqual([{ kind: "link", label: "Open the draft", href: "/create/course/4" }]);
    expect(ids(on("/create/course/4/lesson/a1"))).not.toContain("submit_course_for_review");
    expect(ids(on("/teach"))).toContain("submit_course_for_review");
    expect(ids(on("/explore"))).not.toContain("submit_course_for_review");
    expect(ids(on("/creates"))).not.toContain("submit_course_for_review");
    expect(ids(facts({ path: "/create" }))).not.toContain("submit_course_for_review");
    // Dismissed for one draft: the next one.
    const next = chooseBillingBanners(on("/create", { dismissals: [{ bannerId: "submit_course_for_review", scope: "draft-4" }] })).find(
      (x) => x.id === "submit_course_for_review",
    );
    expect(next?.actions[0]).toMatchObject({ href: "/create/course/2" });
    expect(isAuthoringPath("/create")).toBe(true);
    expect(isAuthoringPath("/create/course/12")).toBe(false);
    expect(isAuthoringPath("/learn")).toBe(false);
  });
});

describe("the freemium limit", () => {
  it("on the coach's pages, when the free graded submissions (a limit above 0) are used up; Upgrade Now", () => {
    const used = facts({ path: "/interview-prep/arrays/1/2/3", freemiumAllowance: { limit: 3, remaining: 0 } });
    const b = chooseBillingBanners(used).find((x) => x.id === "freemium_limit");
    expect(b?.text).toBe("You have used your 3 free graded submissions. Upgrade to Premium to keep getting your code graded.");
    expect(b?.actions).toEqual([{ kind: "link", label: "Upgrade Now", href: "/unlimited" }]);
    expect(shown(used)).toEqual(["freemium_limit"]);
    expect(ids({ ...used, freemiumAllowance: { limit: 3, remaining: 1 } })).not.toContain("freemium_limit");
    // No free submissions at all (the default) is no limit reached; premium is unlimited (remaining null).
    expect(ids({ ...used, freemiumAllowance: { limit: 0, remaining: 0 } })).not.toContain("freemium_limit");
    expect(ids({ ...used, freemiumAllowance: { limit: 3, remaining: null } })).not.toContain("freemium_limit");
    expect(ids({ ...used, path: "/explore" })).not.toContain("freemium_limit");
    expect(ids({ ...used, dismissals: [{ bannerId: "freemium_limit", scope: "limit-3" }] })).not.toContain("freemium_limit");
    expect(chooseBillingBanners({ ...used, freemiumAllowance: { limit: 1, remaining: 0 } })[0]?.text).toBe(
      "You have used your 1 free graded submission. Upgrade to Premium to keep getting your code graded.",
    );
    expect(isCoachPath("/interview-prep")).toBe(true);
    expect(isCoachPath("/interview-preparation")).toBe(false);
  });
});

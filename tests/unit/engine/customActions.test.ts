// Custom actions' rules (docs/product/billing.md#custom-actions): the id, who sees an action, who may
// buy its coupons, the price of one purchase, the context version, and the usage report.
import { describe, expect, it } from "vitest";
import {
  actionCouponStatus,
  canSeeCustomAction,
  contextVersion,
  customActionIdProblem,
  customActionListPriceCents,
  customActionPlanProblem,
  customActionPurchaseRefusal,
  filterActionCoupons,
  summarizeActionUsage,
  type ActionCoupon,
} from "~/engine/customActions";

describe("customActionIdProblem", () => {
  it.each(["globex-bootcamp", "a", "2026-scholars", "x".repeat(64)])("accepts %s", (id) => expect(customActionIdProblem(id)).toBeNull());
  it.each(["", "Globex", "-lead", "with space", "under_score", "x".repeat(65), "é"])("refuses %j", (id) =>
    expect(customActionIdProblem(id)).toBe(`A custom action id is 1 to 64 lower-case letters, digits or hyphens, got "${id}"`),
  );
  it.each(["context", "result", "purchase", "transaction"])("refuses the API's path word %s", (id) =>
    expect(customActionIdProblem(id)).toBe(`"${id}" is a word of the API's paths: choose another custom action id`),
  );
});

describe("who sees an action", () => {
  const action = { organizationId: 7 };
  it("staff, and the admins of its sponsor", () => {
    expect(canSeeCustomAction({ isStaff: true, adminOfOrganizationIds: [] }, action)).toBe(true);
    expect(canSeeCustomAction({ isStaff: false, adminOfOrganizationIds: [3, 7] }, action)).toBe(true);
  });
  it("nobody else, not even an admin of another organization", () => {
    expect(canSeeCustomAction({ isStaff: false, adminOfOrganizationIds: [] }, action)).toBe(false);
    expect(canSeeCustomAction({ isStaff: false, adminOfOrganizationIds: [8] }, action)).toBe(false);
  });
});

describe("customActionPurchaseRefusal", () => {
  const open = { status: "open", planCode: "300-12-6000" };
  it("lets the sponsor's admin buy the open action's plan", () =>
    expect(customActionPurchaseRefusal(open, { isSponsorAdmin: true, planCode: "300-12-6000" })).toBeNull());
  it("refuses anyone else first, then a closed action, then another plan", () => {
    expect(customActionPurchaseRefusal({ ...open, status: "closed" }, { isSponsorAdmin: false, planCode: "1" })).toBe(
      "Only an admin of the action's sponsor can buy its coupons.",
    );
    expect(customActionPurchaseRefusal({ ...open, status: "closed" }, { isSponsorAdmin: true, planCode: "300-1-6000" })).toBe(
      "This custom action is closed: it sells no more coupons.",
    );
    expect(customActionPurchaseRefusal(open, { isSponsorAdmin: true, planCode: "300-1-6000" })).toBe(
      "This custom action's coupons give plan 300-12-6000: buy them for that plan.",
    );
  });
});

describe("customActionListPriceCents", () => {
  it("is the plan's list price once per coupon", () => {
    expect(customActionListPriceCents(29_900, 10)).toBe(299_000);
    expect(customActionListPriceCents(5_900, 1)).toBe(5_900);
    expect(customActionListPriceCents(0, 100)).toBe(0);
  });
  it.each([0, -1, 101, 2.5, Number.NaN])("refuses %s coupons", (n) => expect(() => customActionListPriceCents(100, n)).toThrow(RangeError));
  it("refuses a price that is not whole cents", () => expect(() => customActionListPriceCents(10.5, 2)).toThrow(RangeError));
});

describe("customActionPlanProblem", () => {
  it("takes individual plans only", () => {
    expect(customActionPlanProblem({ planType: 6000 }, "300-12-6000")).toBeNull();
    expect(customActionPlanProblem({ planType: 6003 }, "300-12-6003")).toBe(
      "A custom action's coupons give an individual plan (type 6000), got 300-12-6003",
    );
  });
});

describe("contextVersion", () => {
  it("is 1 when absent or 1, 2 when 2, and null for anything else", () => {
    expect(contextVersion(null)).toBe(1);
    expect(contextVersion("1")).toBe(1);
    expect(contextVersion("2")).toBe(2);
    for (const bad of ["", "3", "v2", "2.0", " 2"]) expect(contextVersion(bad)).toBeNull();
  });
});

describe("the usage report", () => {
  const c = (code: string, transactionId: number | null, usedAt: string | null, active = true): ActionCoupon => ({
    code,
    transactionId,
    usedAt,
    active,
  });
  const coupons = [
    c("A", 1, "2026-11-02T10:00:00.000Z"),
    c("B", 1, null),
    c("C", 1, "2026-11-01T09:00:00.000Z"),
    c("D", 2, null, false),
    c("E", 2, "2026-11-05T00:00:00.000Z", false),
    c("F", 2, null),
  ];
  it("counts used, unused and disabled coupons, the share used, the first and last use, per purchase", () => {
    expect(summarizeActionUsage(coupons)).toEqual({
      total: 6,
      used: 3,
      unused: 2,
      disabled: 1,
      usedPercent: 50,
      firstUsedAt: "2026-11-01T09:00:00.000Z",
      lastUsedAt: "2026-11-05T00:00:00.000Z",
      purchases: [
        { transactionId: 1, coupons: 3, used: 2 },
        { transactionId: 2, coupons: 3, used: 1 },
      ],
    });
  });
  it("rounds the share used and is all zero without coupons", () => {
    expect(summarizeActionUsage([c("A", 1, "t"), c("B", 1, null), c("C", 1, null)]).usedPercent).toBe(33);
    expect(summarizeActionUsage([c("A", 1, "t"), c("B", 1, "t"), c("C", 1, null)]).usedPercent).toBe(67);
    expect(summarizeActionUsage([])).toEqual({
      total: 0,
      used: 0,
      unused: 0,
      disabled: 0,
      usedPercent: 0,
      firstUsedAt: null,
      lastUsedAt: null,
      purchases: [],
    });
  });
  it("a used coupon stays used even when disabled later; an unused disabled one is disabled", () => {
    expect(actionCouponStatus(c("E", 2, "t", false))).toBe("used");
    expect(actionCouponStatus(c("D", 2, null, false))).toBe("disabled");
    expect(actionCouponStatus(c("F", 2, null))).toBe("unused");
  });
  it("filters by status", () => {
    expect(filterActionCoupons(coupons, "all").map((x) => x.code)).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(filterActionCoupons(coupons, "used").map((x) => x.code)).toEqual(["A", "C", "E"]);
    expect(filterActionCoupons(coupons, "unused").map((x) => x.code)).toEqual(["B", "F"]);
    expect(filterActionCoupons(coupons, "disabled").map((x) => x.code)).toEqual(["D"]);
  });
});

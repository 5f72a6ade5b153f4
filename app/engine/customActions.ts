// Custom actions: sponsored and recruiting coupon programmes (docs/product/billing.md#custom-actions).
// Pure rules shared by the site, its API and `codelift action`: the id, who may see an action, what
// one purchase costs and creates, the API's version, and the usage report of an action's coupons.

export const CUSTOM_ACTION_KINDS = ["sponsored", "recruiting"] as const;
export type CustomActionKind = (typeof CUSTOM_ACTION_KINDS)[number];

/** How many coupons one purchase of an action may create. */
export const MAX_COUPONS_PER_PURCHASE = 100;

export const CUSTOM_ACTION_TEXTS = {
  notFound: "There is no custom action by that id.",
  closed: "This custom action is closed: it sells no more coupons.",
  wrongPlan: (plan: string) => `This custom action's coupons give plan ${plan}: buy them for that plan.`,
  notSponsorAdmin: "Only an admin of the action's sponsor can buy its coupons.",
  couponNotOfAction: "This coupon is not one of this custom action's coupons.",
  couponCodeRequired: "Send the coupon code in request_data.coupon_code.",
  codesDiffer: "The coupon code in the path and in request_data differ.",
  noInvoice: "We could not find that invoice.",
  badVersion: "version must be 1 or 2.",
} as const;

/** The API's own path words (/api/custom-actions/context/…, …/result/…): never an action's id. */
const RESERVED_CUSTOM_ACTION_IDS = ["context", "result", "purchase", "transaction"] as const;

/** 1 to 64 lower-case letters, digits and hyphens, starting with a letter or a digit, and not one of the API's path words. */
export function customActionIdProblem(id: string): string | null {
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(id)) return `A custom action id is 1 to 64 lower-case letters, digits or hyphens, got "${id}"`;
  if ((RESERVED_CUSTOM_ACTION_IDS as readonly string[]).includes(id)) return `"${id}" is a word of the API's paths: choose another custom action id`;
  return null;
}

/**
 * Who may see an action's data (its context, coupons, usage and invoices): staff, and the admins of
 * its sponsor organization. Nobody else learns that it exists.
 */
export function canSeeCustomAction(
  viewer: { isStaff: boolean; adminOfOrganizationIds: readonly number[] },
  action: { organizationId: number },
): boolean {
  return viewer.isStaff || viewer.adminOfOrganizationIds.includes(action.organizationId);
}

/** Why a sponsor's admin may not buy the action's coupons now, or null. Staff do not buy: only the sponsor pays. */
export function customActionPurchaseRefusal(
  action: { status: string; planCode: string },
  input: { isSponsorAdmin: boolean; planCode: string },
): string | null {
  if (!input.isSponsorAdmin) return CUSTOM_ACTION_TEXTS.notSponsorAdmin;
  if (action.status !== "open") return CUSTOM_ACTION_TEXTS.closed;
  if (input.planCode !== action.planCode) return CUSTOM_ACTION_TEXTS.wrongPlan(action.planCode);
  return null;
}

/** One purchase's list price: the plan's list price once per coupon it creates (cents). */
export function customActionListPriceCents(planListPriceCents: number, couponsPerPurchase: number): number {
  if (!Number.isSafeInteger(planListPriceCents) || planListPriceCents < 0) throw new RangeError("a list price is a whole number of cents");
  if (!Number.isSafeInteger(couponsPerPurchase) || couponsPerPurchase < 1 || couponsPerPurchase > MAX_COUPONS_PER_PURCHASE)
    throw new RangeError(`a purchase creates 1 to ${MAX_COUPONS_PER_PURCHASE} coupons`);
  return planListPriceCents * couponsPerPurchase;
}

/** The API version of the context answer (?version=): absent is 1; anything but 1 or 2 is refused. */
export function contextVersion(raw: string | null): 1 | 2 | null {
  if (raw === null || raw === "1") return 1;
  if (raw === "2") return 2;
  return null;
}

export type ActionCoupon = {
  code: string;
  /** the purchase that created it */
  transactionId: number | null;
  /** when it gave its plan (the redeeming transaction), or null while unused */
  usedAt: string | null;
  active: boolean;
};

export type CouponStatus = "unused" | "used" | "disabled";

/** A coupon's state in the report: used once it gave its plan; a disabled unused one can no longer be used. */
export function actionCouponStatus(c: Pick<ActionCoupon, "usedAt" | "active">): CouponStatus {
  if (c.usedAt) return "used";
  return c.active ? "unused" : "disabled";
}

export type UsageReport = {
  total: number;
  used: number;
  unused: number;
  disabled: number;
  /** round(100 × used ÷ total), 0 when there are none */
  usedPercent: number;
  firstUsedAt: string | null;
  lastUsedAt: string | null;
  /** each purchase with its coupons and how many of them were used, oldest first */
  purchases: { transactionId: number; coupons: number; used: number }[];
};

/** The usage of an action's coupons: counts, the share used, and per purchase (docs/product/billing.md#custom-actions). */
export function summarizeActionUsage(coupons: readonly ActionCoupon[]): UsageReport {
  const used = coupons.filter((c) => actionCouponStatus(c) === "used");
  const disabled = coupons.filter((c) => actionCouponStatus(c) === "disabled").length;
  const times = used.map((c) => c.usedAt!).sort();
  const byPurchase = new Map<number, { transactionId: number; coupons: number; used: number }>();
  for (const c of coupons) {
    if (c.transactionId === null) continue;
    const p = byPurchase.get(c.transactionId) ?? { transactionId: c.transactionId, coupons: 0, used: 0 };
    p.coupons += 1;
    if (c.usedAt) p.used += 1;
    byPurchase.set(c.transactionId, p);
  }
  return {
    total: coupons.length,
    used: used.length,
    unused: coupons.length - used.length - disabled,
    disabled,
    usedPercent: coupons.length === 0 ? 0 : Math.round((100 * used.length) / coupons.length),
    firstUsedAt: times[0] ?? null,
    lastUsedAt: times.at(-1) ?? null,
    purchases: [...byPurchase.values()].sort((a, b) => a.transactionId - b.transactionId),
  };
}

/** The coupons a filter keeps: all, or those of one status. */
export function filterActionCoupons<T extends Pick<ActionCoupon, "usedAt" | "active">>(coupons: readonly T[], status: CouponStatus | "all"): T[] {
  return status === "all" ? [...coupons] : coupons.filter((c) => actionCouponStatus(c) === status);
}

/** A coupon gives its plan to one learner: the action's plan is an individual one (type 6000). */
export function customActionPlanProblem(plan: { planType: number }, code: string): string | null {
  return plan.planType === 6000 ? null : `A custom action's coupons give an individual plan (type 6000), got ${code}`;
}

/** The status filter of an action's coupons (the page's and the coupons path's). */
export const COUPON_STATUS_FILTERS = ["all", "unused", "used", "disabled"] as const;

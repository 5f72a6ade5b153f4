// Plan codes, checkout types, the plan offer rule and plan eligibility rules
// (docs/product/billing.md#plans, #checkout).
import { FEATURE_SETS, PLAN_DURATION_LABELS, PLAN_TYPES, VALIDITY_MONTHS, type FeatureSet, type PlanType, type ValidityMonths } from "./constants";
import { MESSAGES } from "./messages";

// ---- Plan codes --------------------------------------------------------------

/** A parsed plan code `{featureSet}-{validityMonths}-{planType}`, e.g. 150-12-6000. */
export interface PlanCode {
  featureSet: FeatureSet;
  validityMonths: ValidityMonths;
  planType: PlanType;
}

export class PlanCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PlanCodeError";
  }
}

const FEATURE_SET_VALUES: readonly number[] = Object.values(FEATURE_SETS);
const VALIDITY_VALUES: readonly number[] = Object.values(VALIDITY_MONTHS);
const PLAN_TYPE_VALUES: readonly number[] = Object.values(PLAN_TYPES);

export function isFeatureSet(n: number): n is FeatureSet {
  return FEATURE_SET_VALUES.includes(n);
}
export function isValidityMonths(n: number): n is ValidityMonths {
  return VALIDITY_VALUES.includes(n);
}
function isPlanType(n: number): n is PlanType {
  return PLAN_TYPE_VALUES.includes(n);
}

/** Parses a plan code; throws PlanCodeError naming what is wrong. */
export function parsePlanCode(code: string): PlanCode {
  const m = /^(\d+)-(\d+)-(\d+)$/.exec(typeof code === "string" ? code.trim() : "");
  if (!m) {
    throw new PlanCodeError(`Invalid plan code "${String(code)}": expected {featureSet}-{validityMonths}-{planType}, e.g. 150-12-6000`);
  }
  const [featureSet, validityMonths, planType] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isFeatureSet(featureSet)) {
    throw new PlanCodeError(`Invalid plan code "${code}": unknown feature set ${featureSet} (expected one of ${FEATURE_SET_VALUES.join(", ")})`);
  }
  if (!isValidityMonths(validityMonths)) {
    throw new PlanCodeError(`Invalid plan code "${code}": unknown validity ${validityMonths} months (expected one of ${VALIDITY_VALUES.join(", ")})`);
  }
  if (!isPlanType(planType)) {
    throw new PlanCodeError(`Invalid plan code "${code}": unknown plan type ${planType} (expected one of ${PLAN_TYPE_VALUES.join(", ")})`);
  }
  return { featureSet, validityMonths, planType };
}

type PlanCodeResult = { ok: true; plan: PlanCode } | { ok: false; error: string };

/** Non-throwing variant of parsePlanCode for request handlers. */
export function tryParsePlanCode(code: string): PlanCodeResult {
  try {
    return { ok: true, plan: parsePlanCode(code) };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}

export function formatPlanCode(plan: PlanCode): string {
  return `${plan.featureSet}-${plan.validityMonths}-${plan.planType}`;
}

// ---- Plan names (what customers read; the codes are internal) -----------------------------

/** Each tier's name, everywhere (the site, mails, the CLI). */
const TIER_NAMES: Readonly<Record<FeatureSet, string>> = {
  [FEATURE_SETS.BASIC]: "Basic",
  [FEATURE_SETS.L2C]: "Learn to Code",
  [FEATURE_SETS.STANDARD]: "Standard",
  [FEATURE_SETS.WORK]: "Work",
  [FEATURE_SETS.PREMIUM]: "Premium",
  [FEATURE_SETS.PREMIUM_PLUS]: "Premium Plus",
};

/** What a plan type is called for its buyers ("" for an individual's plan). */
const PLAN_TYPE_NAMES: Readonly<Record<PlanType, string>> = {
  [PLAN_TYPES.USER]: "",
  [PLAN_TYPES.TEAM]: "Team",
  [PLAN_TYPES.EXTERNAL]: "Partner",
  [PLAN_TYPES.ENTERPRISE]: "Enterprise",
  [PLAN_TYPES.ENTERPRISE_PLUS]: "Enterprise Plus",
  [PLAN_TYPES.ENTERPRISE_TEAM]: "Team",
  [PLAN_TYPES.ENTERPRISE_WORK]: "Enterprise Work",
  [PLAN_TYPES.ENTERPRISE_FREE]: "Enterprise Free",
};

/** A tier's name: 300 → "Premium", 400 → "Premium Plus". */
export function tierName(featureSet: number): string {
  return isFeatureSet(featureSet) ? TIER_NAMES[featureSet] : `Tier ${featureSet}`;
}

/** A billing term as customers read it: 1 → "Monthly", 24 → "Two Year Plan". */
function termName(validityMonths: number): string {
  return isValidityMonths(validityMonths) ? PLAN_DURATION_LABELS[validityMonths] : `${validityMonths} months`;
}

/**
 * How a plan is named to a customer: "Premium · Annual", "Team Premium · Annual",
 * "Enterprise Premium · Monthly". A text that is not a plan code (a course, a coupon) comes back
 * as it is.
 */
export function planName(plan: PlanCode | string): string {
  let parsed: PlanCode;
  if (typeof plan === "string") {
    const r = tryParsePlanCode(plan);
    if (!r.ok) return plan;
    parsed = r.plan;
  } else parsed = plan;
  const kind = PLAN_TYPE_NAMES[parsed.planType] ?? "";
  return `${kind ? `${kind} ` : ""}${tierName(parsed.featureSet)} · ${termName(parsed.validityMonths)}`;
}

// ---- Checkout types ------------------------------------------------------------

/** The individual checkouts that buy a subscription plan (priced from a plan code). */
export const PLAN_CHECKOUT_TYPES = [
  "subscription-buy",
  "subscription-gift",
  "subscription-upgrade",
  "subscription-downgrade",
  "subscription-quick-buy",
  "subscription-reactivation",
  "b2c-trial-avail",
  "b2c-trial-quick-avail",
] as const;
export type PlanCheckoutType = (typeof PLAN_CHECKOUT_TYPES)[number];
export const isPlanCheckoutType = (t: string): t is PlanCheckoutType => (PLAN_CHECKOUT_TYPES as readonly string[]).includes(t);
/** The free-trial checkouts: a payment method is needed, nothing is charged today. */
export const isTrialCheckout = (t: string) => t === "b2c-trial-avail" || t === "b2c-trial-quick-avail";

export const INDIVIDUAL_CHECKOUT_TYPES = [...PLAN_CHECKOUT_TYPES, "course-purchase", "certificate-purchase", "coupon-purchase"] as const;
/** Checkouts that buy something once (a gift, a course, a certificate, a coupon): nothing renews, nothing to cancel. */
export const isOneTimeCheckout = (t: string) =>
  t === "subscription-gift" || t === "course-purchase" || t === "certificate-purchase" || t === "coupon-purchase";

export const BUSINESS_CHECKOUT_TYPES = [
  "enterprise-subscription-buy",
  "enterprise-subscription-upgrade",
  "enterprise-subscription-reactivation",
  "team-subscription-buy",
  "team-subscription-seats-purchase",
  "team-subscription-reactivation",
  "enterprise-seats-purchase",
  "loggedout-enterprise-purchase",
] as const;

type IndividualCheckoutType = (typeof INDIVIDUAL_CHECKOUT_TYPES)[number];
export type BusinessCheckoutType = (typeof BUSINESS_CHECKOUT_TYPES)[number];
export type CheckoutType = IndividualCheckoutType | BusinessCheckoutType;

function isIndividualCheckoutType(x: unknown): x is IndividualCheckoutType {
  return (INDIVIDUAL_CHECKOUT_TYPES as readonly unknown[]).includes(x);
}
export function isBusinessCheckoutType(x: unknown): x is BusinessCheckoutType {
  return (BUSINESS_CHECKOUT_TYPES as readonly unknown[]).includes(x);
}
export function isCheckoutType(x: unknown): x is CheckoutType {
  return isIndividualCheckoutType(x) || isBusinessCheckoutType(x);
}

/** Throws Error("Unexpected checkout type") for anything but a known type. */
export function assertCheckoutType(x: unknown): asserts x is CheckoutType {
  if (!isCheckoutType(x)) throw new Error(MESSAGES.unexpectedCheckoutType);
}

interface CheckoutUrlOptions {
  plan?: PlanCode | string;
  subscriptionId?: string | number;
  monthlyToAnnual?: boolean;
}

/** /checkout/{type}?plan=…[&subscription_id=…][&monthly_to_annual=true] */
export function checkoutUrl(type: CheckoutType, options: CheckoutUrlOptions = {}): string {
  assertCheckoutType(type);
  const params: string[] = [];
  if (options.plan !== undefined) {
    const plan = typeof options.plan === "string" ? parsePlanCode(options.plan) : options.plan;
    params.push(`plan=${formatPlanCode(plan)}`);
  }
  if (options.subscriptionId !== undefined) {
    params.push(`subscription_id=${encodeURIComponent(String(options.subscriptionId))}`);
  }
  if (options.monthlyToAnnual) params.push("monthly_to_annual=true");
  return `/checkout/${type}${params.length ? `?${params.join("&")}` : ""}`;
}

// ---- Plan offer ------------------------------------------------------------------

interface PlanOfferInput {
  isSubscribed: boolean;
  /** The plan the user holds now, if any. */
  currentPlan?: Pick<PlanCode, "featureSet" | "validityMonths"> | null;
  /** The caller asks for a plain buy instead of a quick buy. */
  buy?: boolean;
}

interface PlanOffer {
  checkoutType: CheckoutType;
  plan: PlanCode;
  planCode: string;
  url: string;
}

/** Which checkout, and which plan, a user is sent to (docs/product/billing.md#checkout). */
export function offerPlan(input: PlanOfferInput): PlanOffer {
  const holds24 = input.currentPlan?.validityMonths === VALIDITY_MONTHS.BIENNIAL;
  let checkoutType: CheckoutType;
  let plan: PlanCode;
  if (holds24 && input.currentPlan?.featureSet === FEATURE_SETS.PREMIUM_PLUS) {
    checkoutType = "subscription-upgrade";
    plan = { featureSet: FEATURE_SETS.PREMIUM_PLUS, validityMonths: 24, planType: PLAN_TYPES.USER };
  } else {
    checkoutType = input.isSubscribed ? "subscription-upgrade" : input.buy ? "subscription-buy" : "subscription-quick-buy";
    plan = {
      featureSet: FEATURE_SETS.PREMIUM,
      validityMonths: holds24 ? VALIDITY_MONTHS.BIENNIAL : VALIDITY_MONTHS.ANNUAL,
      planType: PLAN_TYPES.USER,
    };
  }
  return { checkoutType, plan, planCode: formatPlanCode(plan), url: checkoutUrl(checkoutType, { plan }) };
}

// ---- Basic <-> L2C switch ---------------------------------------------------------

type BasicL2cSwitch = { allowed: true; checkoutType: "subscription-upgrade" | "subscription-downgrade" } | { allowed: false; reason: string };

/** Upgrade basic (100) → L2C (150) or downgrade L2C → basic; only between 1-month plans. */
export function basicL2cSwitch(from: PlanCode, to: PlanCode): BasicL2cSwitch {
  const pair = `${from.featureSet}->${to.featureSet}`;
  if (pair !== "100->150" && pair !== "150->100") {
    return { allowed: false, reason: "Only a switch between basic and L2C is handled here." };
  }
  if (from.validityMonths !== 1 || to.validityMonths !== 1) {
    return { allowed: false, reason: "Basic and L2C can be switched only on 1-month plans." };
  }
  return { allowed: true, checkoutType: pair === "100->150" ? "subscription-upgrade" : "subscription-downgrade" };
}

/** Premium and premium-plus are the premium tiers (docs/product/billing.md#plans). */
export function isPremiumTier(featureSet: number): boolean {
  return featureSet === FEATURE_SETS.PREMIUM || featureSet === FEATURE_SETS.PREMIUM_PLUS;
}

/** The tiers that include the work product (cloud labs): work, premium and premium plus. */
export function includesWorkProduct(featureSet: number): boolean {
  return featureSet === FEATURE_SETS.WORK || featureSet === FEATURE_SETS.PREMIUM || featureSet === FEATURE_SETS.PREMIUM_PLUS;
}

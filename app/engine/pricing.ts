// Pricing a checkout, step by step, in the order of docs/product/billing.md#prices:
// list price → regional % → GitHub student % → coupon → upgrade credit → referral credit.
// Each step works on what the previous step left, never goes below zero, and rounds
// half up to the cent. Every applied step becomes a line item so the price explains itself.
import { calendarDaysBetween, type DateInput } from "./dates";
import { discountPercent } from "./discounts";
import { centsToUsd, percentOfCents, roundHalfUp, type Cents } from "./money";
import { checkCoupon, couponDiscountCents, type CheckoutItem, type Coupon, type CouponRejectionReason } from "./coupons";
import { formatPlanCode } from "./plans";

type PriceLineItemId =
  "list_price" | "regional_discount" | "github_discount" | "coupon_discount" | "card_update_discount" | "upgrade_credit" | "referral_credit";

export interface PriceLineItem {
  id: PriceLineItemId;
  label: string;
  /** Signed cents: the list price is positive, every reduction negative. The amounts sum to the total. */
  amountCents: Cents;
  /** For percentage steps, the percentage applied. */
  percentage?: number;
}

/** The subscription being replaced, for the pro rata upgrade credit. */
export interface CurrentSubscription {
  /** What the user paid for the current period, in cents. */
  paidCents: Cents;
  start_date: DateInput;
  expiration_date: DateInput;
}

export interface PriceCheckoutInput {
  item: CheckoutItem;
  /** List price of the plan or course (seed data), in cents. */
  listPriceCents: Cents;
  /** Regional discount percent for the buyer's country (0 or absent when none). */
  regionalDiscountPercent?: number;
  /** GitHub student discount; applies only when verified. */
  githubStudent?: { verified: boolean; percent: number } | null;
  coupon?: Coupon | null;
  /** Present on upgrades: the unused value of this subscription is credited. */
  upgradeFrom?: CurrentSubscription | null;
  /** The user's referral credit balance, in cents. */
  referralBalanceCents?: Cents;
  /** A renewal's discount for replacing an expiring card (docs/product/billing.md#payment-methods), in percent. */
  cardUpdateDiscountPercent?: number;
  /** USD → local currency rate, passed through (default 1). */
  conversionRate?: number;
  now: DateInput;
}

/** The API's pricing fields (docs/product/billing.md#prices), in USD with two decimals. */
interface PricingFields {
  total_price_usd: number;
  credit_amount_usd: number;
  coupon: { coupon_discount_usd: number; discount_never_expires: boolean } | null;
  workData: { upgrade_discount_amount_usd: number };
  conversion_rate: number;
}

export interface CheckoutPrice {
  item: CheckoutItem;
  /** The plan code, or "course:{author_id}:{work_id}". */
  itemCode: string;
  listPriceCents: Cents;
  /** Price after the percentage discounts and the coupon, before credits. */
  discountedCents: Cents;
  /** round((1 − discounted / list) × 100). */
  discountPercent: number;
  totalCents: Cents;
  /** The total in the local currency (total × conversion rate, rounded half up to two decimals). */
  convertedTotal: number;
  lineItems: PriceLineItem[];
  couponRejection: { code: string; reason: CouponRejectionReason; message: string } | null;
  pricing: PricingFields;
}

function assertPercent(name: string, p: number): void {
  if (!Number.isFinite(p) || p < 0 || p > 100) throw new Error(`${name} must be between 0 and 100, got ${p}`);
}

function assertNonNegativeCents(name: string, c: number): void {
  if (!Number.isInteger(c) || c < 0) throw new Error(`${name} must be a non-negative integer number of cents, got ${c}`);
}

interface UpgradeCredit {
  creditCents: Cents;
  remainingDays: number;
  totalDays: number;
}

/** Unused value of the current subscription: paid × remaining days ÷ period days, half up. */
export function upgradeCredit(current: CurrentSubscription, now: DateInput): UpgradeCredit {
  assertNonNegativeCents("paidCents", current.paidCents);
  const totalDays = calendarDaysBetween(current.start_date, current.expiration_date);
  if (totalDays <= 0) return { creditCents: 0, remainingDays: 0, totalDays: Math.max(0, totalDays) };
  const remainingDays = Math.min(totalDays, Math.max(0, calendarDaysBetween(now, current.expiration_date)));
  return { creditCents: roundHalfUp((current.paidCents * remainingDays) / totalDays), remainingDays, totalDays };
}

function itemCode(item: CheckoutItem): string {
  return item.kind === "plan" ? formatPlanCode(item.plan) : `course:${item.author_id}:${item.work_id}`;
}

/** The invoice and renewal line of the discount for replacing an expiring card. */
const CARD_UPDATE_DISCOUNT_LABEL = "Discount for updating your card";

/** Prices one checkout. Throws on malformed input (negative amounts, percentages outside 0–100). */
export function priceCheckout(input: PriceCheckoutInput): CheckoutPrice {
  assertNonNegativeCents("listPriceCents", input.listPriceCents);
  const conversionRate = input.conversionRate ?? 1;
  if (!(conversionRate > 0)) throw new Error(`conversionRate must be positive, got ${conversionRate}`);

  const lineItems: PriceLineItem[] = [{ id: "list_price", label: "List price", amountCents: input.listPriceCents }];
  let left = input.listPriceCents;
  const take = (id: PriceLineItemId, label: string, cents: Cents, percentage?: number): Cents => {
    const taken = Math.max(0, Math.min(cents, left));
    left -= taken;
    const line: PriceLineItem = { id, label, amountCents: taken === 0 ? 0 : -taken };
    if (percentage !== undefined) line.percentage = percentage;
    lineItems.push(line);
    return taken;
  };

  const regional = input.regionalDiscountPercent ?? 0;
  assertPercent("regionalDiscountPercent", regional);
  if (regional > 0) take("regional_discount", `Regional discount (${regional}%)`, percentOfCents(left, regional), regional);

  const gh = input.githubStudent;
  if (gh && gh.verified) {
    assertPercent("githubStudent.percent", gh.percent);
    if (gh.percent > 0) {
      take("github_discount", `GitHub student discount (${gh.percent}%)`, percentOfCents(left, gh.percent), gh.percent);
    }
  }

  let couponCents = 0;
  let couponRejection: CheckoutPrice["couponRejection"] = null;
  let couponFields: PricingFields["coupon"] = null;
  if (input.coupon) {
    const check = checkCoupon(input.coupon, input.item, input.now);
    if (check.ok) {
      const c = input.coupon;
      const label = c.kind === "percent" ? `Coupon ${c.code} (${c.percentOff}%)` : `Coupon ${c.code}`;
      couponCents = take("coupon_discount", label, couponDiscountCents(c, left), c.kind === "percent" ? c.percentOff : undefined);
      couponFields = {
        coupon_discount_usd: centsToUsd(couponCents),
        discount_never_expires: c.discount_never_expires === true,
      };
    } else {
      couponRejection = { code: input.coupon.code, reason: check.reason, message: check.message };
    }
  }
  const cardUpdate = input.cardUpdateDiscountPercent ?? 0;
  assertPercent("cardUpdateDiscountPercent", cardUpdate);
  if (cardUpdate > 0) take("card_update_discount", `${CARD_UPDATE_DISCOUNT_LABEL} (${cardUpdate}%)`, percentOfCents(left, cardUpdate), cardUpdate);
  const discountedCents = left;

  let upgradeCents = 0;
  if (input.upgradeFrom) {
    const credit = upgradeCredit(input.upgradeFrom, input.now);
    if (credit.creditCents > 0 && left > 0) {
      upgradeCents = take("upgrade_credit", `Upgrade credit (${credit.remainingDays} of ${credit.totalDays} days unused)`, credit.creditCents);
    }
  }

  let referralCents = 0;
  const balance = input.referralBalanceCents ?? 0;
  assertNonNegativeCents("referralBalanceCents", balance);
  if (balance > 0 && left > 0) referralCents = take("referral_credit", "Referral credit", balance);

  return {
    item: input.item,
    itemCode: itemCode(input.item),
    listPriceCents: input.listPriceCents,
    discountedCents,
    discountPercent: discountPercent(discountedCents, input.listPriceCents),
    totalCents: left,
    convertedTotal: roundHalfUp(left * conversionRate) / 100,
    lineItems,
    couponRejection,
    pricing: {
      total_price_usd: centsToUsd(left),
      credit_amount_usd: centsToUsd(referralCents),
      coupon: couponFields,
      workData: { upgrade_discount_amount_usd: centsToUsd(upgradeCents) },
      conversion_rate: conversionRate,
    },
  };
}

// The win-back (the churned-buyer discount, docs/product/billing.md#discounts): a learner who turns auto-renew off, or whose plan
// lapses, is offered once a repurchase discount, usable for a while after the plan ends; the
// reactivation checkout takes it at the coupon step when no coupon is entered, and spends it.
// Pure: "now" is an argument.
import type { ChurnedBuyerDiscount } from "./banners";
import type { Coupon } from "./coupons";
import { requireDate, toDate, type DateInput } from "./dates";
import type { CheckoutPrice } from "./pricing";

/** The win-back offer made when auto-renew is turned off or a plan lapses: a repurchase discount. */
const WIN_BACK_DISCOUNT_TYPE = "repurchase_discount" as const;
/** Percent off the reactivation checkout (at the coupon step, when no coupon is entered). */
export const WIN_BACK_DISCOUNT_PERCENT = 20;
/** The offer is valid this many days after the plan ends (or after now, when it already ended). */
export const WIN_BACK_DISCOUNT_DAYS = 30;
/** The label of the win-back line on a price. */
const winBackLineLabel = (percent: number) => `Win-back discount (${percent}%)`;

const DAY_MS = 86_400_000;

/** The code the win-back is priced under at the coupon step (never a real coupon: none is redeemed). */
const WIN_BACK_COUPON_CODE = "WIN-BACK";

/** The win-back as the coupon step of the price (docs/product/billing.md#prices order: it takes the coupon's place). */
export function winBackCoupon(percent: number): Coupon {
  return { code: WIN_BACK_COUPON_CODE, kind: "percent", percentOff: percent };
}

/** A price whose coupon step was the win-back: that line is labelled "Win-back discount (n%)". */
export function labelWinBackLine(price: CheckoutPrice): CheckoutPrice {
  return {
    ...price,
    lineItems: price.lineItems.map((l) => (l.id === "coupon_discount" ? { ...l, label: winBackLineLabel(l.percentage ?? 0) } : l)),
  };
}

/** The price line items include the win-back (a reactivation priced with it). */
export const hasWinBackLine = (lines: readonly { label: string; amountCents: number }[]) =>
  lines.some((l) => l.label.startsWith("Win-back discount (") && l.amountCents < 0);

export interface WinBackOffer {
  discountType: typeof WIN_BACK_DISCOUNT_TYPE;
  discountPercentage: number;
  /** ISO: the offer ends then */
  expirationDate: string;
}

/** The win-back offer for a plan that ends (or ended) at `endsAt`: usable once it has ended, for WIN_BACK_DISCOUNT_DAYS. */
export function winBackOffer(endsAt: DateInput | null | undefined, now: DateInput): WinBackOffer {
  const at = requireDate(now, "now").getTime();
  const end = Math.max(toDate(endsAt ?? null)?.getTime() ?? at, at);
  return {
    discountType: WIN_BACK_DISCOUNT_TYPE,
    discountPercentage: WIN_BACK_DISCOUNT_PERCENT,
    expirationDate: new Date(end + WIN_BACK_DISCOUNT_DAYS * DAY_MS).toISOString(),
  };
}

export interface StoredChurnedBuyerDiscount extends ChurnedBuyerDiscount {
  used_at?: string | null;
}

/** A churned-buyer discount that may still be used: not used and not expired. */
export function isChurnedBuyerDiscountUsable(d: StoredChurnedBuyerDiscount | null | undefined, now: DateInput): d is StoredChurnedBuyerDiscount {
  if (!d || d.used_at) return false;
  const end = toDate(d.expiration_date);
  return !!end && end.getTime() > requireDate(now, "now").getTime();
}

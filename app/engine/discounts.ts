// Discount percentages shown to users (docs/product/billing.md#discounts).

/** A discount line of a plan (discounts_info.line_items), with its percentage. */
export interface DiscountLine {
  id: string;
  percentage: number;
}

/** Lines that never count towards the combined banner discount. */
const COMBINED_DISCOUNT_IGNORED_LINES = ["github_discount", "regional_discount"] as const;

/** round((1 − discounted / list) × 100); 0 when the list price is 0 or less. */
export function discountPercent(discounted: number, list: number): number {
  if (!(list > 0)) return 0;
  return Math.round((1 - discounted / list) * 100);
}

/**
 * 100 − 100 × Π(1 − dᵢ/100) over the lines, ignoring github_discount and regional_discount.
 * Rounded to two decimals so that float noise does not leak (20 % then 10 % → 28).
 */
export function combinedDiscount(lines: readonly DiscountLine[]): number {
  const ignored: readonly string[] = COMBINED_DISCOUNT_IGNORED_LINES;
  const kept = lines.filter((l) => !ignored.includes(l.id));
  const remaining = kept.reduce((acc, l) => acc * (1 - l.percentage / 100), 1);
  return Number((100 - 100 * remaining).toFixed(2));
}

/** What bannerDiscountLines reads of a priced checkout (a CheckoutPrice, pricing.ts). */
interface PricedLines {
  listPriceCents: number;
  /** the list price first, then every reduction (negative amounts), in the order applied */
  lineItems: readonly { id: string; amountCents: number; percentage?: number }[];
}

/**
 * The discount lines of a priced plan, for the combined banner discount: every reduction after
 * the list price with its percentage; a fixed amount (a fixed coupon, a credit) counts as the
 * share it took of what was left before it. Shared by the site's banners and `codelift pricing table`.
 */
export function bannerDiscountLines(price: PricedLines): DiscountLine[] {
  let left = price.listPriceCents;
  const lines: DiscountLine[] = [];
  for (const l of price.lineItems.slice(1)) {
    const taken = -l.amountCents;
    lines.push({ id: l.id, percentage: l.percentage ?? (left > 0 ? (100 * taken) / left : 0) });
    left -= taken;
  }
  return lines;
}

interface PlanDiscounts {
  plan: string;
  lines: readonly DiscountLine[];
}

/** The best (largest) combined discount over plans, with the plan that gives it; 0 and null when none. */
export function bestDiscount(plans: readonly PlanDiscounts[]): { percent: number; plan: string | null } {
  let best: { percent: number; plan: string | null } = { percent: 0, plan: null };
  for (const p of plans) {
    const percent = combinedDiscount(p.lines);
    if (percent > best.percent) best = { percent, plan: p.plan };
  }
  return best;
}

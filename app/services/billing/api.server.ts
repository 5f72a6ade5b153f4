// The JSON side of checkout (docs/product/billing.md#coupons): coupon checks that answer the pricing fields
// (docs/product/billing.md#prices), and the card-provider (braintree-style) paths served by the embedded gateway.
import { formatPlanCode, isCardGoingToExpire, isEligibleAsSecondary, tryParsePlanCode, type CheckoutPrice } from "~/engine";
import { methodLabel, methodTypeOf, paymentProcessorName, serverNameOf } from "~/engine/paymentMethodTypes";
import { embeddedGateway, paymentGateway } from "~/services/payments/index.server";
import type { User } from "~/models/user.server";
import { badRequest, notFound } from "~/utils/http.server";
import { isPlanCheckoutType, quotePlan, type PlanCheckoutType } from "./pricing.server";

const GATEWAY_NOT_EMBEDDED = "Card payments here are taken by Stripe: use the Stripe payment paths.";

/** The price answer of the coupon paths: the API's pricing fields and the line items (docs/product/billing.md#prices). */
export function pricingAnswer(price: CheckoutPrice, plan: string) {
  return {
    plan,
    ...price.pricing,
    discount_percent: price.discountPercent,
    line_items: price.lineItems.map((l) => ({ id: l.id, label: l.label, amount_usd: l.amountCents / 100 })),
  };
}

/**
 * GET /api/coupon/subscription/{plan}/{code}[/{upgradePlan}]: the plan's price with the coupon
 * for this learner; with an upgrade plan, the upgrade to it. A coupon that does not apply is 400
 * with the sentence that says why. DELETE answers the price without the coupon.
 */
export async function couponQuote(input: {
  user: User;
  plan: string;
  code: string | null;
  upgradePlan?: string;
  checkoutType?: string | null;
  country: string | null;
}) {
  const target = input.upgradePlan ?? input.plan;
  const parsed = tryParsePlanCode(target);
  if (!parsed.ok) notFound("We could not find that plan. Choose one on the plans page.");
  const requested = input.checkoutType ?? (input.upgradePlan ? "subscription-upgrade" : "subscription-buy");
  if (!isPlanCheckoutType(requested)) badRequest("Unexpected checkout type");
  const quote = await quotePlan({
    user: input.user,
    checkoutType: requested as PlanCheckoutType,
    planCode: formatPlanCode(parsed.plan),
    couponCode: input.code,
    country: input.country,
    now: new Date(),
  });
  if (input.code && quote.couponProblem) badRequest(quote.couponProblem);
  return pricingAnswer(quote.price, quote.planCode);
}

/** The embedded gateway, or 404 with the reason when Stripe takes the payments here. */
export function requireEmbeddedGateway() {
  const gateway = embeddedGateway();
  if (!gateway) notFound(GATEWAY_NOT_EMBEDDED);
  return gateway;
}

/** The next renewal charge of an auto-renewing plan: which subscription, when, how much. */
export type NextChargeFacts = { subscriptionId: number; at: string; amountCents: number };

/**
 * A saved method with the API's field names (docs/product/billing.md#payment-methods). The primary carries the next renewal charge
 * (currency, price, subscription); a method that backs the plan (primary or secondary) is "going to
 * expire" when it stops working within 30 days or before that charge.
 */
export function paymentMethodAnswer(
  m: {
    processor: string;
    processorToken: string;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    isPrimary: boolean;
    isSecondary: boolean;
    methodType?: string;
    email?: string | null;
    cashtag?: string | null;
  },
  ctx: { now?: Date; nextCharge?: NextChargeFacts | null } = {},
) {
  const now = ctx.now ?? new Date();
  const type = methodTypeOf(m.methodType ?? "card");
  const backsPlan = m.isPrimary || m.isSecondary ? (ctx.nextCharge ?? null) : null;
  const charged = m.isPrimary ? (ctx.nextCharge ?? null) : null;
  return {
    token: m.processorToken,
    id: m.processorToken,
    payment_processor: paymentProcessorName(m.processor),
    // the card provider's server name of the kind (a wallet's card is its wallet; Link, Cash App and the rest are cards)
    payment_method_type: serverNameOf(type),
    source_description: type === "card" ? `${m.brand} ending in ${m.last4}` : methodLabel({ ...m, methodType: type }),
    last_4: m.last4 || null,
    masked_number: m.last4 ? `•••• •••• •••• ${m.last4}` : null,
    email: m.email ?? null,
    cashtag: m.cashtag ?? null,
    expiration_month: m.expMonth,
    expiration_year: m.expYear,
    is_primary: m.isPrimary,
    is_secondary: m.isSecondary,
    eligible_to_set_as_secondary: isEligibleAsSecondary(m, now),
    is_card_going_to_expire: isCardGoingToExpire(m, now, backsPlan?.at),
    currency_code_for_next_charge: charged ? "USD" : null,
    price_to_be_charged: charged ? charged.amountCents / 100 : null,
    recurring_subscription_id: charged ? charged.subscriptionId : null,
  };
}

const GATEWAY_NOT_STRIPE = "Card payments here are taken by the site's own card gateway: use the card-provider paths.";

/** The Stripe gateway, or 404 with the reason when the embedded gateway takes the payments here. */
export function requireStripeGateway() {
  const gateway = paymentGateway();
  if (gateway.name !== "stripe") notFound(GATEWAY_NOT_STRIPE);
  return gateway;
}

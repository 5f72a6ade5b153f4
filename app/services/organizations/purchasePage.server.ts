// The business checkout page (/checkout/{business type}): its loader data and its form action.
// The payment itself is the individual checkouts' code path (checkout.server: the attempt is the
// idempotency key, either gateway, the grant in one transaction); this file adds the business
// fields, and for loggedout-enterprise-purchase the account made in the same form.
import { CARD_EXPIRY_TEXT, cardExpirySchema } from "~/engine/validation";
import { ACCOUNT_TEXTS, signUpSchema } from "~/engine/accounts";
import { MESSAGES, PLAN_TYPES_BY_KIND, businessCheckout, formatUsd, planName, type BusinessCheckoutType } from "~/engine";
import { listAllPlanPrices } from "~/models/commerce.server";
import { listPaymentMethods } from "~/models/paymentMethod.server";
import { findUserByEmail, type User } from "~/models/user.server";
import type { BusinessCheckoutForm } from "~/forms/checkout.server";
import { signUp } from "~/services/accounts.server";
import type { Tracking } from "~/services/analytics.server";
import type { Attribution } from "~/services/billing/affiliates.server";
import { checkout, newAttemptId, type CheckoutResult } from "~/services/billing/checkout.server";
import { paymentGateway } from "~/services/payments/index.server";
import { appOrigin, env } from "~/utils/env.server";
import { organizationNameProblem, quoteBusiness } from "./purchases.server";

const TITLES: Record<BusinessCheckoutType, string> = {
  "enterprise-subscription-buy": "Buy Codelift for your enterprise",
  "enterprise-subscription-upgrade": "Upgrade your enterprise plan",
  "enterprise-subscription-reactivation": "Reactivate your enterprise plan",
  "enterprise-seats-purchase": "Add seats to your enterprise plan",
  "loggedout-enterprise-purchase": "Buy Codelift for your enterprise",
  "team-subscription-buy": "Buy Codelift for your team",
  "team-subscription-seats-purchase": "Add seats to your team plan",
  "team-subscription-reactivation": "Reactivate your team plan",
};

/** The refusal of an e-mail that has a verified account already (docs/product/accounts.md#sign-up). */
const EMAIL_HAS_ACCOUNT = MESSAGES.emailAlreadyVerified;

/** What the page's address asks for (its query), as typed. */
type BusinessCheckoutQuery = {
  plan: string | null;
  seats: string | null;
  organization_name: string | null;
  subscription_id: string | null;
  coupon: string | null;
};

/** Only the logged-out purchase is open to visitors; a logged-in visitor buys as themselves. */
export const businessCheckoutNeedsLogin = (user: User | null, checkoutType: BusinessCheckoutType) =>
  !user && checkoutType !== "loggedout-enterprise-purchase";

/** The data of a business checkout page. */
export async function businessCheckoutPage(user: User | null, checkoutType: BusinessCheckoutType, q: BusinessCheckoutQuery, now: Date) {
  const quote = await quoteBusiness({
    user,
    checkoutType,
    planCode: q.plan,
    business: { seats: q.seats, organizationName: q.organization_name, subscriptionId: q.subscription_id },
    couponCode: q.coupon,
    now,
  });
  const { action, kind } = businessCheckout(checkoutType);
  const gateway = paymentGateway();
  const methods = user ? (await listPaymentMethods(user.id)).filter((m) => m.processor === gateway.name) : [];
  const plans =
    action === "seats"
      ? []
      : (await listAllPlanPrices())
          .filter((p) => PLAN_TYPES_BY_KIND[kind].includes(p.planType))
          .map((p) => ({
            code: p.planCode,
            label: `${planName({ featureSet: p.featureSet as 300, validityMonths: p.validityMonths as 12, planType: p.planType as 6003 })}: ${formatUsd(p.listPriceCents)} per seat`,
          }));
  return {
    business: true as const,
    checkoutType,
    title: TITLES[checkoutType],
    action,
    kind,
    loggedOut: !user,
    label: quote.label,
    planCode: quote.planCode,
    seats: quote.seats,
    perSeat: formatUsd(quote.perSeatCents),
    plans,
    organizationName: quote.organizationName,
    organization: quote.organization
      ? { name: quote.organization.name, seats: quote.subscription!.seats, expires: quote.subscription!.expirationDate.slice(0, 10) }
      : null,
    subscriptionId: quote.subscription ? String(quote.subscription.id) : "",
    price: { lineItems: quote.price.lineItems, totalCents: quote.price.totalCents },
    couponCode: quote.couponCode,
    typedCoupon: q.coupon ?? "",
    couponProblem: quote.couponProblem,
    attemptId: newAttemptId(),
    testMode: gateway.testMode,
    cardForm: gateway.name === "embedded",
    stripeCard: gateway.name === "stripe" ? { jsUrl: env().STRIPE_JS_URL, publishableKey: env().STRIPE_PUBLISHABLE_KEY ?? "" } : null,
    methods: methods.map((m) => ({
      token: m.processorToken,
      label: `${m.brand} •••• ${m.last4} (expires ${String(m.expMonth).padStart(2, "0")}/${m.expYear})`,
      isPrimary: m.isPrimary,
    })),
  };
}

export type BusinessCheckoutData = Awaited<ReturnType<typeof businessCheckoutPage>>;

/**
 * The outcome of a business checkout form. `signedUpUserId`: the account a visitor made in the
 * form, which the route signs in whatever the payment's outcome.
 */
type BusinessPurchaseOutcome = { signedUpUserId?: number } & (
  | { kind: "failed"; status: number; errorText: string; errors: Record<string, string> }
  | { kind: "requires_action"; actionUrl: string }
  | { kind: "paid"; confirmationPath: string; toastText: string }
);

const fail = (status: number, errorText: string, errors: Record<string, string> = {}, signedUpUserId?: number): BusinessPurchaseOutcome => ({
  kind: "failed",
  status,
  errorText,
  errors,
  ...(signedUpUserId !== undefined ? { signedUpUserId } : {}),
});

/** The payment form of a business checkout page (an HTML form post, with or without JavaScript), parsed by the route. */
export async function businessCheckoutPurchase(input: {
  user: User | null;
  checkoutType: BusinessCheckoutType;
  form: BusinessCheckoutForm;
  ip: string;
  tracking: Tracking;
  attribution: Attribution | null;
  now: Date;
}): Promise<BusinessPurchaseOutcome> {
  const { checkoutType, form: f } = input;
  let user = input.user;
  let signedUpUserId: number | undefined;
  const card = f.card_expiry ? cardExpirySchema.safeParse(f.card_expiry) : null;
  if (f.card_number?.trim() && !card?.success) return fail(400, "Please check the card.", { card_expiry: CARD_EXPIRY_TEXT });
  const payment =
    f.card_number && card?.success
      ? ({ kind: "card", number: f.card_number, ...card.data, cvc: f.card_cvc ?? "" } as const)
      : f.payment_method
        ? ({ kind: "method", id: f.payment_method } as const)
        : null;
  const business = { seats: f.seats, organizationName: f.organization_name, subscriptionId: f.subscription_id };

  if (!user) {
    // A visitor: the account is made in this same form, after everything else in it has been checked.
    const account = signUpSchema.safeParse({ full_name: f.full_name, email: f.email, password: f.password });
    const errors: Record<string, string> = {};
    if (!account.success) for (const issue of account.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    const quote = await quoteBusiness({ user: null, checkoutType, planCode: f.plan, business, couponCode: f.coupon, now: input.now });
    const nameProblem = organizationNameProblem(quote.organizationName);
    if (nameProblem) errors.organization_name = nameProblem;
    if (!payment && quote.price.totalCents > 0) errors.card_number = "Enter a card to pay with.";
    if (Object.keys(errors).length) return fail(400, Object.values(errors)[0]!, errors);
    if (await findUserByEmail(account.data!.email)) return fail(400, EMAIL_HAS_ACCOUNT, { email: EMAIL_HAS_ACCOUNT });
    const made = await signUp(input.tracking, input.ip, account.data!);
    if (!made.ok) return fail(made.status, made.errorText ?? ACCOUNT_TEXTS.alreadyVerified, made.errors ?? {});
    user = made.user;
    signedUpUserId = user.id;
  }

  const result: CheckoutResult = await checkout({
    user,
    attemptId: f.attempt_id,
    checkoutType,
    planCode: f.plan,
    business,
    couponCode: f.coupon,
    expectedTotalCents: f.expected_total ?? null,
    attribution: input.attribution,
    country: null,
    payment,
    origin: appOrigin(),
  });
  const signedUp = signedUpUserId !== undefined ? { signedUpUserId } : {};
  if (result.ok && result.status === "requires_action") return { kind: "requires_action", actionUrl: result.actionUrl, ...signedUp };
  if (result.ok) {
    const confirmationPath = `/order-confirmation${paymentGateway().name === "stripe" ? "/stripe" : ""}?attempt=${result.attemptId}`;
    return { kind: "paid", confirmationPath, toastText: BUSINESS_PAID_TEXT, ...signedUp };
  }
  return fail(result.status, result.errorText, result.errors ?? {}, signedUpUserId);
}

const BUSINESS_PAID_TEXT = "Payment received. Your organization is ready.";

// The business checkout page (/checkout/{business type}): its loader data and its form action.
// The payment itself is the individual checkouts' code path (checkout.server: the attempt is the
// idempotency key, either gateway, the grant in one transaction); this file adds the business
// fields, and for loggedout-enterprise-purchase the account made in the same form.
import { CARD_EXPIRY_TEXT, cardExpirySchema } from "~/engine/validation";
import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { ACCOUNT_TEXTS, signUpSchema } from "~/engine/accounts";
import { MESSAGES, PLAN_TYPES_BY_KIND, businessCheckout, formatUsd, planName, type BusinessCheckoutType } from "~/engine";
import { listAllPlanPrices } from "~/models/commerce.server";
import { listPaymentMethods } from "~/models/paymentMethod.server";
import { findUserByEmail, type User } from "~/models/user.server";
import { signUp } from "~/services/accounts.server";
import { readAttribution } from "~/services/billing/affiliates.server";
import { checkout, newAttemptId, type CheckoutResult } from "~/services/billing/checkout.server";
import { paymentGateway } from "~/services/payments/index.server";
import { getUser, loginRedirect, startSession } from "~/utils/auth.server";
import { serializeCheckoutSuccess } from "~/utils/billing.server";
import { appOrigin, env } from "~/utils/env.server";
import { clientIp, parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
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
export const EMAIL_HAS_ACCOUNT = MESSAGES.emailAlreadyVerified;

const expiry = cardExpirySchema;

const formSchema = z.object({
  attempt_id: z.string().max(64),
  plan: z.string().max(32).optional(),
  seats: z.string().max(12).optional(),
  subscription_id: z.string().max(20).optional(),
  organization_name: z.string().max(400).optional(),
  coupon: z.string().max(64).optional(),
  expected_total: z.coerce.number().int().min(0).max(10_000_000_000).optional(),
  payment_method: z.string().max(128).optional(),
  card_number: z.string().max(32).optional(),
  card_expiry: z.string().max(16).optional(),
  card_cvc: z.string().max(8).optional(),
  full_name: z.string().max(400).optional(),
  email: z.string().max(400).optional(),
  password: z.string().max(1024).optional(),
});

/** Loader data of a business checkout page. */
export async function businessCheckoutLoader(request: Request, checkoutType: BusinessCheckoutType) {
  const user = await getUser(request);
  // Only the logged-out purchase is open to visitors; a logged-in visitor buys as themselves.
  if (!user && checkoutType !== "loggedout-enterprise-purchase") throw loginRedirect(request);
  const q = new URL(request.url).searchParams;
  const now = new Date();
  const quote = await quoteBusiness({
    user,
    checkoutType,
    planCode: q.get("plan"),
    business: { seats: q.get("seats"), organizationName: q.get("organization_name"), subscriptionId: q.get("subscription_id") },
    couponCode: q.get("coupon"),
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
  return json(
    {
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
      typedCoupon: q.get("coupon") ?? "",
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
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export type BusinessCheckoutData = Awaited<ReturnType<typeof businessCheckoutLoader>>;

type Reply = { errorText: string; errors: Record<string, string>; attemptId: string };
const fail = (status: number, errorText: string, errors: Record<string, string> = {}, headers?: Headers) =>
  json<Reply>({ errorText, errors, attemptId: newAttemptId() }, { status, headers });

/** The payment form of a business checkout page (an HTML form post, with or without JavaScript). */
export async function businessCheckoutAction(request: Request, checkoutType: BusinessCheckoutType, context?: unknown) {
  let user: User | null = await getUser(request);
  if (!user && checkoutType !== "loggedout-enterprise-purchase") throw loginRedirect(request);
  const parsed = await parseForm(request, formSchema);
  if (!parsed.ok) return fail(400, "Please check the form.", parsed.errors);
  const f = parsed.data;
  const card = f.card_expiry ? expiry.safeParse(f.card_expiry) : null;
  if (f.card_number?.trim() && !card?.success) return fail(400, "Please check the card.", { card_expiry: CARD_EXPIRY_TEXT });
  const payment =
    f.card_number && card?.success
      ? ({ kind: "card", number: f.card_number, ...card.data, cvc: f.card_cvc ?? "" } as const)
      : f.payment_method
        ? ({ kind: "method", id: f.payment_method } as const)
        : null;
  const business = { seats: f.seats, organizationName: f.organization_name, subscriptionId: f.subscription_id };
  const headers = new Headers();

  if (!user) {
    // A visitor: the account is made in this same form, after everything else in it has been checked.
    const account = signUpSchema.safeParse({ full_name: f.full_name, email: f.email, password: f.password });
    const errors: Record<string, string> = {};
    if (!account.success) for (const issue of account.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    const quote = await quoteBusiness({ user: null, checkoutType, planCode: f.plan, business, couponCode: f.coupon, now: new Date() });
    const nameProblem = organizationNameProblem(quote.organizationName);
    if (nameProblem) errors.organization_name = nameProblem;
    if (!payment && quote.price.totalCents > 0) errors.card_number = "Enter a card to pay with.";
    if (Object.keys(errors).length) return fail(400, Object.values(errors)[0]!, errors);
    if (await findUserByEmail(account.data!.email)) return fail(400, EMAIL_HAS_ACCOUNT, { email: EMAIL_HAS_ACCOUNT });
    const made = await signUp(request, clientIp(request, context), account.data!);
    if (!made.ok) return fail(made.status, made.errorText ?? ACCOUNT_TEXTS.alreadyVerified, made.errors ?? {});
    user = made.user;
    headers.append("Set-Cookie", await startSession(request, user.id, "business-checkout"));
  }

  const result: CheckoutResult = await checkout({
    user,
    attemptId: f.attempt_id,
    checkoutType,
    planCode: f.plan,
    business,
    couponCode: f.coupon,
    expectedTotalCents: f.expected_total ?? null,
    attribution: await readAttribution(request),
    country: null,
    payment,
    origin: appOrigin(),
  });
  if (result.ok && result.status === "requires_action") return redirect(result.actionUrl, { headers });
  if (result.ok) {
    headers.append("Set-Cookie", await serializeCheckoutSuccess());
    const confirmation = `/order-confirmation${paymentGateway().name === "stripe" ? "/stripe" : ""}?attempt=${result.attemptId}`;
    return redirectWithToast(confirmation, { status: "SUCCESS", text: "Payment received. Your organization is ready." }, { headers });
  }
  return fail(result.status, result.errorText, result.errors ?? {}, headers);
}

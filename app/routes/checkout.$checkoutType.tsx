import { CARD_EXPIRY_TEXT, cardExpiryProblem } from "~/engine/fieldRules";
import { checkCard } from "~/services/payments/embedded.server";
import { json, type HeadersFunction, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormMessage } from "~/components/auth/fields";
import { PriceBreakdown } from "~/components/billing/PriceBreakdown";
import { PaymentFields } from "~/components/billing/PaymentFields";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { formatUsd } from "~/engine/money";
import { isBusinessCheckoutType, isOneTimeCheckout, isTrialCheckout, planName, type BusinessCheckoutType } from "~/engine/plans";
import { listPaymentMethods } from "~/models/paymentMethod.server";
import { readAttribution } from "~/services/billing/affiliates.server";
import { checkout, newAttemptId, quoteFor } from "~/services/billing/checkout.server";
import { activeSiteCoupon, isPlanCheckoutType, requireCheckoutType, type PlanCheckoutType } from "~/services/billing/pricing.server";
import { usableChurnedBuyerDiscount } from "~/models/churnedBuyerDiscount.server";
import { requireOwnReceiver } from "~/services/billing/subscriptionLife.server";
import { paymentGateway } from "~/services/payments/index.server";
import { paypalOptions } from "~/services/billing/paypal.server";
import { PaypalChoice } from "~/components/billing/PaypalChoice";
import { getUser, loginRedirect, requireUser, refuseWhileImpersonating, startSession } from "~/utils/auth.server";
import { buyerCountry, serializeCheckoutSuccess } from "~/utils/billing.server";
import { checkoutSuccessToast, orderConfirmationPath } from "~/engine/trialSuccess";
import { appOrigin, env } from "~/utils/env.server";
import { clientIp, notFound, parseForm } from "~/utils/http.server";
import { trackingOf } from "~/utils/tracking.server";
import { BusinessCheckout } from "~/components/organizations/BusinessCheckout";
import { businessCheckoutNeedsLogin, businessCheckoutPage, businessCheckoutPurchase } from "~/services/organizations/purchasePage.server";
import { redirectWithToast } from "~/utils/toast.server";
import { businessFormSchema, expiry, payFormSchema } from "~/forms/checkout.server";

const TITLES: Record<PlanCheckoutType, string> = {
  "subscription-buy": "Subscribe",
  "subscription-quick-buy": "Subscribe",
  "subscription-gift": "Give a subscription",
  "subscription-upgrade": "Upgrade your plan",
  "subscription-downgrade": "Change your plan",
  "subscription-reactivation": "Come back to Codelift",
  "b2c-trial-avail": "Start your 7-day free trial",
  "b2c-trial-quick-avail": "Start your 7-day free trial",
};
const NOT_YET = "This kind of checkout is not available yet. Choose a plan on the plans page.";

type Sellable = PlanCheckoutType | "course-purchase" | "certificate-purchase" | "coupon-purchase";
const BY_ITEM = ["course-purchase", "certificate-purchase", "coupon-purchase"] as const;

/** The individual checkouts (the business ones have their own loader and action). */
function sellableCheckoutType(raw: string | undefined): Sellable {
  const type = requireCheckoutType(raw);
  if (!(BY_ITEM as readonly string[]).includes(type) && !isPlanCheckoutType(type)) notFound(NOT_YET);
  return type as Sellable;
}

// Business checkouts (an organization's seats, the logged-out enterprise purchase) have their own page.
export async function loader(args: LoaderFunctionArgs) {
  const type = args.params.checkoutType;
  if (isBusinessCheckoutType(type)) return businessLoader(args.request, type);
  return individualLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  await refuseWhileImpersonating(args.request);
  const type = args.params.checkoutType;
  if (isBusinessCheckoutType(type)) return businessAction(args, type);
  return individualAction(args);
}

async function businessLoader(request: Request, checkoutType: BusinessCheckoutType) {
  const user = await getUser(request);
  if (businessCheckoutNeedsLogin(user, checkoutType)) throw loginRedirect(request);
  const q = new URL(request.url).searchParams;
  const query = {
    plan: q.get("plan"),
    seats: q.get("seats"),
    organization_name: q.get("organization_name"),
    subscription_id: q.get("subscription_id"),
    coupon: q.get("coupon"),
  };
  return json(await businessCheckoutPage(user, checkoutType, query, new Date()), { headers: { "Cache-Control": "private, no-store" } });
}

type BusinessReply = { errorText: string; errors: Record<string, string>; attemptId: string };

async function businessAction({ request, context }: ActionFunctionArgs, checkoutType: BusinessCheckoutType) {
  const user = await getUser(request);
  if (businessCheckoutNeedsLogin(user, checkoutType)) throw loginRedirect(request);
  const parsed = await parseForm(request, businessFormSchema);
  if (!parsed.ok)
    return json<BusinessReply>({ errorText: "Please check the form.", errors: parsed.errors, attemptId: newAttemptId() }, { status: 400 });
  const outcome = await businessCheckoutPurchase({
    user,
    checkoutType,
    form: parsed.data,
    ip: clientIp(request, context),
    tracking: trackingOf(request),
    attribution: await readAttribution(request.headers.get("Cookie")),
    now: new Date(),
  });
  const headers = new Headers();
  // A visitor's account made in the form is signed in, whether or not the payment went through.
  if (outcome.signedUpUserId !== undefined) headers.append("Set-Cookie", await startSession(request, outcome.signedUpUserId, "business-checkout"));
  if (outcome.kind === "requires_action") return redirect(outcome.actionUrl, { headers });
  if (outcome.kind === "paid") {
    headers.append("Set-Cookie", await serializeCheckoutSuccess());
    return redirectWithToast(outcome.confirmationPath, { status: "SUCCESS", text: outcome.toastText }, { headers });
  }
  return json<BusinessReply>(
    { errorText: outcome.errorText, errors: outcome.errors, attemptId: newAttemptId() },
    { status: outcome.status, headers },
  );
}

async function individualLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const checkoutType = sellableCheckoutType(params.checkoutType);
  const url = new URL(request.url);
  const q = url.searchParams;
  const now = new Date();
  // A reactivation is only ever of the learner's own plan (receiver_id is their id).
  const reactivation = checkoutType === "subscription-reactivation";
  if (reactivation) requireOwnReceiver(user, q.get("receiver_id"));
  const request_ = {
    user,
    checkoutType,
    planCode: q.get("plan") ?? undefined,
    course: { authorId: q.get("author_id"), workId: q.get("work_id") },
    actionId: q.get("action_id"),
    couponCode: q.get("coupon"),
    country: buyerCountry(request, user.country),
  };
  // No coupon chosen (not even "none", coupon=): the site coupon applies where it can.
  // (A reactivation with the learner's win-back discount takes the win-back instead.)
  const siteCoupon = !q.has("coupon") && !(reactivation && (await usableChurnedBuyerDiscount(user.id, now))) ? await activeSiteCoupon(now) : null;
  let quote = await quoteFor(siteCoupon ? { ...request_, couponCode: siteCoupon.code } : request_, now);
  if (siteCoupon && quote.couponProblem) quote = await quoteFor(request_, now);
  const gateway = paymentGateway();
  const methods = (await listPaymentMethods(user.id)).filter((m) => m.processor === gateway.name);
  const item =
    quote.checkoutType === "course-purchase"
      ? { label: quote.course.title, hidden: { author_id: String(quote.course.authorId), work_id: String(quote.course.workId) } }
      : quote.checkoutType === "certificate-purchase"
        ? { label: quote.label, hidden: { author_id: String(quote.course!.authorId), work_id: String(quote.course!.workId) } }
        : quote.checkoutType === "coupon-purchase"
          ? { label: quote.label, hidden: { plan: quote.planCode!, action_id: q.get("action_id") ?? "" } }
          : {
              label: "plan" in quote ? planName(quote.plan) : quote.itemCode,
              hidden: reactivation ? { plan: quote.itemCode, receiver_id: String(user.id) } : { plan: quote.itemCode },
            };
  return json(
    {
      checkoutType,
      title:
        checkoutType === "course-purchase"
          ? "Buy this course"
          : checkoutType === "certificate-purchase"
            ? "Get your certificate"
            : checkoutType === "coupon-purchase"
              ? "couponCount" in quote && (quote.couponCount ?? 1) > 1
                ? `Buy ${quote.couponCount} coupons`
                : "Buy a coupon"
              : TITLES[checkoutType],
      takesCoupon: checkoutType !== "certificate-purchase" && checkoutType !== "coupon-purchase",
      item,
      price: { lineItems: quote.price.lineItems, totalCents: quote.price.totalCents, discountPercent: quote.price.discountPercent },
      isTrial: isTrialCheckout(checkoutType),
      couponCode: quote.couponCode,
      typedCoupon: url.searchParams.get("coupon") ?? "",
      couponProblem: quote.couponProblem,
      country: quote.country,
      attemptId: newAttemptId(),
      testMode: gateway.testMode,
      paypal: paypalOptions({
        checkoutType,
        plan: "plan" in quote && quote.plan && typeof quote.plan === "object" ? quote.plan : null,
        amountCents: quote.price.totalCents,
        isTrial: isTrialCheckout(checkoutType),
      }),
      cardForm: gateway.name === "embedded",
      // With Stripe a new card is typed into Stripe's own field (Stripe.js from its URL).
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

async function individualAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const checkoutType = sellableCheckoutType(params.checkoutType);
  const parsed = await parseForm(request, payFormSchema);
  if (!parsed.ok) return json({ errorText: "Please check the form.", errors: parsed.errors, attemptId: newAttemptId() }, { status: 400 });
  const f = parsed.data;
  if (checkoutType === "subscription-reactivation") requireOwnReceiver(user, f.receiver_id);
  const card = f.card_expiry ? expiry.safeParse(f.card_expiry) : null;
  // An expiry that is not a date, or a month that has ended, is answered under its field before
  // anything is charged; what was typed comes back (the security code is typed again).
  if (f.card_number?.trim() && (!card?.success || cardExpiryProblem(f.card_expiry, new Date()))) {
    // The other fields are checked too, so every mistake is named at once.
    const others = card?.success ? checkCard({ number: f.card_number, ...card.data, cvc: f.card_cvc ?? "" }, new Date()) : null;
    const errors = {
      ...(others && !others.ok && others.errors.number ? { card_number: others.errors.number } : {}),
      card_expiry: CARD_EXPIRY_TEXT,
      ...(others && !others.ok && others.errors.cvc ? { card_cvc: others.errors.cvc } : {}),
    };
    return json(
      {
        errorText: "Please check the card.",
        errors,
        attemptId: newAttemptId(),
        values: { card_number: f.card_number, card_expiry: f.card_expiry ?? "" },
      },
      { status: 400 },
    );
  }
  const origin = appOrigin();
  const result = await checkout({
    user,
    attemptId: f.attempt_id,
    checkoutType,
    planCode: f.plan,
    course: { authorId: f.author_id, workId: f.work_id },
    actionId: f.action_id,
    couponCode: f.coupon,
    expectedTotalCents: f.expected_total ?? null,
    attribution: await readAttribution(request.headers.get("Cookie")),
    country: buyerCountry(request, user.country),
    receiverEmail: f.receiver_email,
    // A card typed into the form wins over a saved one that happens to be selected.
    payment:
      f.pay_with === "paypal" || f.pay_with === "paypal_recurring"
        ? { kind: "paypal", recurring: f.pay_with === "paypal_recurring" }
        : f.card_number && card?.success
          ? { kind: "card", number: f.card_number, ...card.data, cvc: f.card_cvc ?? "" }
          : f.payment_method
            ? { kind: "method", id: f.payment_method }
            : null,
    origin,
  });
  if (result.ok && result.status === "requires_action") return redirect(result.actionUrl);
  if (result.ok) {
    const headers = new Headers({ "Set-Cookie": await serializeCheckoutSuccess() });
    const confirmation = orderConfirmationPath({ attemptId: result.attemptId, checkoutType, stripe: paymentGateway().name === "stripe" });
    return redirectWithToast(confirmation, { status: "SUCCESS", text: checkoutSuccessToast(checkoutType) }, { headers });
  }
  // A fresh attempt id: the learner's next try is a new payment, never a replay of this one.
  return json({ errorText: result.errorText, errors: result.errors ?? {}, attemptId: newAttemptId() }, { status: result.status });
}

export default function CheckoutPage() {
  const data = useLoaderData<typeof loader>();
  return "business" in data ? <BusinessCheckout /> : <IndividualCheckout />;
}

function IndividualCheckout() {
  const data = useLoaderData<typeof individualLoader>();
  const result = useActionData<typeof individualAction>();
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = (result && "errors" in result ? result.errors : undefined) ?? {};
  const attemptId = result?.attemptId ?? data.attemptId;
  const payLabel = data.isTrial ? "Start free trial" : `Pay ${formatUsd(data.price.totalCents)}`;
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{data.title}</h1>
      {data.testMode && data.cardForm ? (
        <p className="test-mode" role="note">
          <strong>Test mode.</strong> No real money moves. Pay with 4242 4242 4242 4242 (any future date, any 3-digit code); 4000 0000 0000 0002 is
          declined, 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 asks for a security check.
        </p>
      ) : data.testMode ? (
        <p className="test-mode" role="note">
          <strong>Test mode.</strong> No real money moves: pay with one of Stripe&apos;s test cards.
        </p>
      ) : null}
      <div className="checkout-grid">
        <div className="card checkout-summary">
          <h2>{data.item.label}</h2>
          <PriceBreakdown lineItems={data.price.lineItems} totalCents={data.price.totalCents} />
          {data.isTrial ? <p className="muted">Nothing is charged today. Your trial ends after 7 days.</p> : null}
          {data.takesCoupon ? (
            <Form method="get" className="coupon-form" aria-label="Coupon">
              {Object.entries(data.item.hidden).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <div className="inline-fields coupon-row">
                <div className="field">
                  <label htmlFor="f-coupon">Coupon</label>
                  <input
                    id="f-coupon"
                    name="coupon"
                    defaultValue={data.typedCoupon}
                    autoComplete="off"
                    aria-describedby={data.couponProblem ? "coupon-problem" : undefined}
                  />
                </div>
                <button type="submit" className="button button-ghost">
                  Apply
                </button>
              </div>
              {data.couponProblem ? (
                <p className="field-error" id="coupon-problem">
                  {data.couponProblem}
                </p>
              ) : data.couponCode ? (
                <p className="field-note">
                  {`Coupon ${data.couponCode} applied. `}
                  <Link to={`?${new URLSearchParams({ ...data.item.hidden, coupon: "" })}`}>Remove</Link>
                </p>
              ) : null}
            </Form>
          ) : null}
        </div>
        <Form method="post" className="card checkout-pay" aria-labelledby="pay-title">
          <h2 id="pay-title">Payment</h2>
          <FormMessage error={result?.errorText} />
          <input type="hidden" name="attempt_id" value={attemptId} />
          {Object.entries(data.item.hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {data.couponCode ? <input type="hidden" name="coupon" value={data.couponCode} /> : null}
          <input type="hidden" name="expected_total" value={data.price.totalCents} />
          {data.checkoutType === "subscription-gift" ? (
            <Field name="receiver_email" label="Send the gift to (e-mail)" type="email" autoComplete="off" error={errors.receiver_email} />
          ) : null}
          <PaymentFields
            methods={data.methods}
            cardForm={!!data.cardForm}
            stripeCard={data.stripeCard}
            errors={errors}
            values={result && "values" in result ? result.values : undefined}
          />
          <button type="submit" className="button button-block" name="pay_with" value="card" disabled={busy}>
            {busy ? "Processing…" : payLabel}
          </button>
          {data.paypal ? <PaypalChoice options={data.paypal} busy={busy} /> : null}
          <p className="muted small">
            {isOneTimeCheckout(data.checkoutType) ? "A one-time payment: nothing renews." : "You can cancel at any time."}{" "}
            <Link to="/unlimited">See all plans</Link>
          </p>
        </Form>
      </div>
    </section>
  );
}

// Personal (prices, payments): the document is never cached by anyone but this browser.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Checkout"} · Codelift` },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      links={[
        { to: "/unlimited", label: "See all plans" },
        { to: "/", label: "Go to the home page" },
      ]}
    />
  );
}

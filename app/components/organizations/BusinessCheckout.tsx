// The business checkout page: the order (plan, seats, the organization's name) chosen with a GET
// form that reprices, then the payment form (the same card fields as the individual checkout).
// Works without JavaScript: both are plain forms.
import { AppLink } from "~/components/AppLink";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormMessage } from "~/components/auth/fields";
import { PriceBreakdown } from "~/components/billing/PriceBreakdown";
import { PaymentFields } from "~/components/billing/PaymentFields";
import { BUSINESS_SEATS_MAX, BUSINESS_SEATS_MIN } from "~/engine/business";
import { formatUsd } from "~/engine/money";
import type { BusinessCheckoutData } from "~/services/organizations/purchasePage.server";

type Data = BusinessCheckoutData;
type Reply = { errorText?: string; errors?: Record<string, string>; attemptId?: string } | undefined;

export function BusinessCheckout() {
  const data = useLoaderData() as unknown as Data;
  const result = useActionData() as Reply;
  const busy = useNavigation().state === "submitting";
  const errors = result?.errors ?? {};
  const attemptId = result?.attemptId ?? data.attemptId;
  const buy = data.action === "buy";
  const seatsLabel = data.action === "seats" ? "Seats to add" : "Seats";
  return (
    <section className="checkout-page business-checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{data.title}</h1>
      {data.testMode && data.cardForm ? (
        <p className="test-mode" role="note">
          <strong>Test mode.</strong> No real money moves. Pay with 4242 4242 4242 4242 (any future date, any 3-digit code); 4000 0000 0000 0002 is
          declined.
        </p>
      ) : data.testMode ? (
        <p className="test-mode" role="note">
          <strong>Test mode.</strong> No real money moves: pay with one of Stripe&apos;s test cards.
        </p>
      ) : null}
      <div className="checkout-grid">
        <div className="card checkout-summary">
          <h2>{data.label}</h2>
          {data.organization ? (
            <p className="muted">{`${data.organization.name}: ${data.organization.seats} seats until ${data.organization.expires}.`}</p>
          ) : null}
          <PriceBreakdown lineItems={data.price.lineItems} totalCents={data.price.totalCents} />
          <Form method="get" className="business-order" aria-label="Your order">
            {data.subscriptionId ? <input type="hidden" name="subscription_id" value={data.subscriptionId} /> : null}
            {data.plans.length ? (
              <div className="field">
                <label htmlFor="f-plan">Plan</label>
                <select id="f-plan" name="plan" defaultValue={data.planCode}>
                  {data.plans.map((p) => (
                    <option key={p.code} value={p.code}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className="field">
              <label htmlFor="f-seats">{seatsLabel}</label>
              <input id="f-seats" name="seats" type="number" min={BUSINESS_SEATS_MIN} max={BUSINESS_SEATS_MAX} defaultValue={data.seats} required />
            </div>
            {buy ? <input type="hidden" name="organization_name" value={data.organizationName} /> : null}
            <div className="field">
              <label htmlFor="f-coupon">Coupon</label>
              <input id="f-coupon" name="coupon" defaultValue={data.typedCoupon} autoComplete="off" />
            </div>
            {data.couponProblem ? <p className="field-error">{data.couponProblem}</p> : null}
            <button type="submit" className="button button-ghost">
              Update price
            </button>
          </Form>
        </div>
        <Form method="post" className="card checkout-pay" aria-labelledby="pay-title">
          <h2 id="pay-title">Payment</h2>
          <FormMessage error={result?.errorText} />
          <input type="hidden" name="attempt_id" value={attemptId} />
          <input type="hidden" name="plan" value={data.planCode} />
          <input type="hidden" name="seats" value={String(data.seats)} />
          {data.subscriptionId ? <input type="hidden" name="subscription_id" value={data.subscriptionId} /> : null}
          {data.couponCode ? <input type="hidden" name="coupon" value={data.couponCode} /> : null}
          <input type="hidden" name="expected_total" value={data.price.totalCents} />
          {buy ? (
            <Field name="organization_name" label="Organization name" defaultValue={data.organizationName} error={errors.organization_name} />
          ) : null}
          {data.loggedOut ? (
            <fieldset className="account-fields">
              <legend>Your account</legend>
              <p className="muted small">
                Already have an account? <AppLink to={`/login?ru=${encodeURIComponent("/checkout/enterprise-subscription-buy")}`}>Log in</AppLink>{" "}
                first.
              </p>
              <Field name="full_name" label="Full name" autoComplete="name" error={errors.full_name} />
              <Field name="email" label="Work e-mail" type="email" autoComplete="email" error={errors.email} />
              <Field name="password" label="Password" type="password" autoComplete="new-password" minLength={8} error={errors.password} />
            </fieldset>
          ) : null}
          <PaymentFields methods={data.methods} cardForm={!!data.cardForm} stripeCard={data.loggedOut ? null : data.stripeCard} errors={errors} />
          <button type="submit" className="button button-block" disabled={busy}>
            {busy ? "Processing…" : `Pay ${formatUsd(data.price.totalCents)}`}
          </button>
          <p className="muted small">
            Per seat: {data.perSeat}. <AppLink to="/enterprise">About Codelift for teams</AppLink>
          </p>
        </Form>
      </div>
    </section>
  );
}

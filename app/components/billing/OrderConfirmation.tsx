import { AppLink } from "~/components/AppLink";
import { Link, useLoaderData } from "@remix-run/react";
import type { OrderConfirmationLoader } from "~/utils/orderConfirmation.server";
import { isTrialCheckout, planName } from "~/engine/plans";
import { trialSuccessTexts, type TrialSuccessFacts } from "~/engine/trialSuccess";
import { Modal } from "../Modal";
import { PriceBreakdown } from "./PriceBreakdown";

/** The page after a purchase (/order-confirmation and /order-confirmation/stripe). */
export function OrderConfirmation() {
  const d = useLoaderData<OrderConfirmationLoader>();
  const trial = isTrialCheckout(d.checkoutType);
  const gift = d.checkoutType === "subscription-gift";
  const course = d.checkoutType === "course-purchase";
  const certificate = d.checkoutType === "certificate-purchase";
  return (
    <section className="card order-confirmation" aria-labelledby="order-title">
      <h1 id="order-title">{trial ? "Your free trial has started" : gift ? "Your gift is on its way" : "Thank you for your purchase"}</h1>
      <p>
        {d.business
          ? `${d.business}: your organization's plan is active now.`
          : gift
            ? `We have sent ${d.receiverEmail} a link to claim ${planName(d.plan)}.`
            : course
              ? "The course is yours: every lesson is open to you, for good."
              : certificate
                ? "Your certificate of completion is ready."
                : d.couponCodes.length === 1
                  ? `Your coupon code is ${d.couponCodes[0]}: it gives its plan once, free. Share it with the person it is for.`
                  : d.couponCodes.length > 1
                    ? `Your ${d.couponCodes.length} coupon codes are below: each gives its plan once, free. Share each with one person.`
                    : `${planName(d.plan)} is active now: every lesson it includes is open to you.`}{" "}
        A receipt is on its way to {d.email}.
      </p>
      {d.couponCodes.length > 1 ? (
        <ul className="coupon-codes" aria-label="Coupon codes">
          {d.couponCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
      ) : null}
      {d.actionId ? (
        <p>
          <AppLink to={`/custom-actions/${d.actionId}`}>See the action&apos;s coupons and their use</AppLink>
        </p>
      ) : null}
      <PriceBreakdown lineItems={d.lineItems} totalCents={d.totalCents} />
      <p>
        <AppLink className="button" to="/learn/home">
          Start learning
        </AppLink>{" "}
        <AppLink className="button button-ghost" to="/interview-prep">
          Interview prep
        </AppLink>
      </p>
      {d.trialModal ? <TrialSuccessModal trial={d.trialModal} closeTo={d.trialModal.closeTo} /> : null}
    </section>
  );
}

/**
 * The trial-success modal (docs/product/billing.md#checkout): opened once by the trial checkout's
 * redirect (?trial=started); closing it leaves the page state, so a reload does not open it again.
 */
function TrialSuccessModal({ trial, closeTo }: { trial: TrialSuccessFacts; closeTo: string }) {
  const t = trialSuccessTexts(trial);
  return (
    <Modal title={t.title} closeTo={closeTo} className="trial-success-modal" description="trial-success-got">
      <p id="trial-success-got">{t.got}</p>
      {trial.includes.length ? (
        <>
          <h3 className="modal-subtitle">{t.includesHeading}</h3>
          <ul className="trial-facts">
            {trial.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>{t.ends}</p>
      <p>{t.cancel}</p>
      <div className="modal-actions">
        <AppLink className="button button-ghost" to="/account/billing">
          {t.billingLink}
        </AppLink>
        <Link className="button" to={closeTo} preventScrollReset>
          {t.done}
        </Link>
      </div>
    </Modal>
  );
}

// Personal (prices, payments): the document is never cached by anyone but this browser.

import { json, type HeadersFunction, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { formatUsd } from "~/engine/money";
import { planName } from "~/engine/plans";
import { applyOutcome, attemptForIntent, checkoutPathOf, TEXTS } from "~/services/billing/checkout.server";
import { embeddedGateway } from "~/services/payments/index.server";
import { requireUser } from "~/utils/auth.server";
import { serializeCheckoutSuccess } from "~/utils/billing.server";
import { checkoutSuccessToast, orderConfirmationPath } from "~/engine/trialSuccess";
import { appOrigin } from "~/utils/env.server";
import { notFound, parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { decisionSchema } from "~/forms/checkout3ds.server";

const UNKNOWN = "We could not find that payment.";

/** The 3-D Secure step of the embedded gateway (its own page, so it works without JavaScript). */
async function requireWaitingAttempt(request: Request, intentId: string | undefined) {
  const user = await requireUser(request);
  const gateway = embeddedGateway();
  const attempt = intentId ? await attemptForIntent(intentId) : undefined;
  if (!gateway || !attempt || attempt.userId !== user.id) notFound(UNKNOWN);
  return { user, gateway, attempt, intentId: intentId! };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { attempt } = await requireWaitingAttempt(request, params.intentId);
  if (attempt.status === "succeeded")
    throw redirect(orderConfirmationPath({ attemptId: attempt.id, checkoutType: attempt.checkoutType, stripe: false }));
  return json(
    { amount: formatUsd(attempt.totalCents), plan: planName(attempt.itemCode), waiting: attempt.status === "requires_action" },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, gateway, attempt, intentId } = await requireWaitingAttempt(request, params.intentId);
  const parsed = await parseForm(request, decisionSchema);
  if (!parsed.ok) return json({ errorText: parsed.errors.decision }, { status: 400 });
  const outcome = await gateway.confirmThreeDSecure(intentId, user.id, parsed.data.decision === "approve");
  const result = await applyOutcome(attempt.id, outcome, appOrigin());
  if (result.ok && result.status === "succeeded") {
    const headers = new Headers({ "Set-Cookie": await serializeCheckoutSuccess() });
    return redirectWithToast(
      orderConfirmationPath({ attemptId: attempt.id, checkoutType: attempt.checkoutType, stripe: false }),
      { status: "SUCCESS", text: checkoutSuccessToast(attempt.checkoutType) },
      { headers },
    );
  }
  const back = checkoutPathOf(attempt);
  return redirectWithToast(back, { status: "ERROR", text: result.ok ? TEXTS.processing : result.errorText, closeable: true });
}

export default function ThreeDSecure() {
  const data = useLoaderData<typeof loader>();
  return (
    <section className="card auth-card" aria-labelledby="tds-title">
      <h1 id="tds-title">Confirm your payment</h1>
      <p className="test-mode" role="note">
        <strong>Test mode.</strong> Your bank would ask you to confirm this payment here.
      </p>
      <p>
        Pay <strong>{data.amount}</strong> for <strong>{data.plan}</strong>?
      </p>
      {data.waiting ? (
        <Form method="post" className="inline-actions">
          <button type="submit" name="decision" value="approve" className="button">
            Confirm payment
          </button>
          <button type="submit" name="decision" value="cancel" className="button button-ghost">
            Cancel
          </button>
        </Form>
      ) : (
        <p>This payment is no longer waiting for a confirmation.</p>
      )}
    </section>
  );
}

// Personal (prices, payments): the document is never cached by anyone but this browser.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Confirm your payment · Codelift" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/unlimited", label: "See all plans" }]} />;
}

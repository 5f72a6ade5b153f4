// Where PayPal sends the learner back (the order's or the subscription's return and cancel URLs).
// Reading it changes nothing: the learner confirms with a form (the order is captured then), or,
// having left PayPal without approving, chooses another way to pay (docs/product/billing.md#paypal).
import { json, type HeadersFunction, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { FormMessage } from "~/components/auth/fields";
import { Button } from "~/components/ui/Button";
import { formatUsd } from "~/engine/money";
import { PAYPAL_TEXTS } from "~/engine/paypal";
import { planName, tryParsePlanCode } from "~/engine/plans";
import { checkoutSuccessToast, orderConfirmationPath } from "~/engine/trialSuccess";
import { paypalDecisionSchema } from "~/forms/paypal.server";
import { checkoutPathOf } from "~/services/billing/checkout.server";
import { abandonPaypalAttempt, confirmPaypalAttempt, paypalApprovalUrl, paypalAttemptOf } from "~/services/billing/paypal.server";
import { refuseWhileImpersonating, requireUser } from "~/utils/auth.server";
import { serializeCheckoutSuccess } from "~/utils/billing.server";
import { notFound, parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

const UNKNOWN = "We could not find that payment.";

async function requirePaypalAttempt(request: Request, attemptId: string | undefined) {
  const user = await requireUser(request);
  const attempt = attemptId ? await paypalAttemptOf(user.id, attemptId) : undefined;
  if (!attempt) notFound(UNKNOWN);
  return { user, attempt };
}

const itemLabel = (itemCode: string) => (tryParsePlanCode(itemCode).ok ? planName(itemCode) : itemCode);

async function paid(attempt: { id: string; checkoutType: string }) {
  const headers = new Headers({ "Set-Cookie": await serializeCheckoutSuccess() });
  return redirectWithToast(
    orderConfirmationPath({ attemptId: attempt.id, checkoutType: attempt.checkoutType, stripe: false }),
    { status: "SUCCESS", text: checkoutSuccessToast(attempt.checkoutType) },
    { headers },
  );
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { attempt } = await requirePaypalAttempt(request, params.attemptId);
  if (attempt.status === "succeeded") throw await paid(attempt);
  const canceled = new URL(request.url).searchParams.get("canceled") === "1";
  const waiting = attempt.status === "requires_action";
  return json(
    {
      amount: formatUsd(attempt.totalCents),
      item: itemLabel(attempt.itemCode),
      recurring: attempt.recurring,
      waiting,
      canceled,
      failed: attempt.status === "failed",
      // Left PayPal: the way back to approve (read from PayPal), or another way to pay.
      approvalUrl: canceled && waiting ? await paypalApprovalUrl(attempt.id) : null,
      checkoutPath: checkoutPathOf(attempt),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  await refuseWhileImpersonating(request);
  const { user, attempt } = await requirePaypalAttempt(request, params.attemptId);
  const parsed = await parseForm(request, paypalDecisionSchema);
  if (!parsed.ok) return json({ errorText: parsed.errors.intent ?? UNKNOWN }, { status: 400 });
  if (parsed.data.intent === "abandon") {
    await abandonPaypalAttempt(user.id, attempt.id);
    return redirectWithToast(checkoutPathOf(attempt), { status: "INFO", text: PAYPAL_TEXTS.canceled, closeable: true });
  }
  const result = await confirmPaypalAttempt(user.id, attempt.id);
  if (result.kind === "paid") return paid(attempt);
  if (result.kind === "waiting") return json({ errorText: result.text }, { status: result.status });
  return redirectWithToast(checkoutPathOf(attempt), { status: "ERROR", text: result.text, closeable: true });
}

export default function PaypalReturn() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="card auth-card" aria-labelledby="paypal-return-title">
      <h1 id="paypal-return-title">{data.canceled ? "Payment not approved" : "Confirm your PayPal payment"}</h1>
      <FormMessage error={result?.errorText} />
      {data.failed ? (
        <>
          <p>{PAYPAL_TEXTS.declined}</p>
          <p>
            <Link to={data.checkoutPath}>Back to the checkout</Link>
          </p>
        </>
      ) : data.canceled ? (
        <>
          <p>{PAYPAL_TEXTS.canceled}</p>
          {data.waiting ? (
            <Form method="post" className="inline-actions">
              {data.approvalUrl ? (
                <a className="button" href={data.approvalUrl}>
                  Go back to PayPal
                </a>
              ) : null}
              <Button type="submit" variant="secondary" name="intent" value="abandon" disabled={busy}>
                Choose another way to pay
              </Button>
            </Form>
          ) : null}
        </>
      ) : (
        <>
          <p>
            Pay <strong>{data.amount}</strong>
            {data.recurring ? " now and each period, " : " once, "}
            with PayPal, for <strong>{data.item}</strong>?
          </p>
          {data.recurring ? <p className="muted small">PayPal renews the plan each period until you cancel it at PayPal or here.</p> : null}
          {data.waiting ? (
            <Form method="post" className="inline-actions">
              <Button type="submit" name="intent" value="confirm" disabled={busy}>
                {busy ? "Processing…" : `Pay ${data.amount}`}
              </Button>
              <Button type="submit" variant="secondary" name="intent" value="abandon" disabled={busy}>
                Choose another way to pay
              </Button>
            </Form>
          ) : (
            <p>This payment is no longer waiting for a confirmation.</p>
          )}
        </>
      )}
    </section>
  );
}

// Personal (payments): never cached by anyone but this browser.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Confirm your PayPal payment · Codelift" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/unlimited", label: "See all plans" }]} />;
}

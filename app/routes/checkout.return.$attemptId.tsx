// Where a processor's 3-D Secure step sends the learner back (Stripe's return_url): the intent's
// status is read from the processor and applied to the attempt once.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { applyOutcome, attemptOf, checkoutPathOf, TEXTS } from "~/services/billing/checkout.server";
import { paymentGateway } from "~/services/payments/index.server";
import { requireUser } from "~/utils/auth.server";
import { serializeCheckoutSuccess } from "~/utils/billing.server";
import { checkoutSuccessToast, orderConfirmationPath } from "~/engine/trialSuccess";
import { appOrigin } from "~/utils/env.server";
import { notFound } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const attempt = await attemptOf(user.id, params.attemptId ?? "");
  if (!attempt || !attempt.intentId) notFound("We could not find that payment.");
  const confirmation = orderConfirmationPath({ attemptId: attempt.id, checkoutType: attempt.checkoutType, stripe: attempt.processor === "stripe" });
  const result =
    attempt.status === "requires_action" || attempt.status === "open"
      ? await applyOutcome(attempt.id, await paymentGateway().intentStatus(attempt.intentId), appOrigin())
      : null;
  if (attempt.status === "succeeded" || (result?.ok && result.status === "succeeded")) {
    const headers = new Headers({ "Set-Cookie": await serializeCheckoutSuccess() });
    return redirectWithToast(confirmation, { status: "SUCCESS", text: checkoutSuccessToast(attempt.checkoutType) }, { headers });
  }
  const back = checkoutPathOf(attempt);
  return redirectWithToast(back, { status: "ERROR", text: result && !result.ok ? result.errorText : TEXTS.attemptFailed, closeable: true });
}

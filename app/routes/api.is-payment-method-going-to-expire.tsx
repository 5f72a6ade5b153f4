// GET /api/is-payment-method-going-to-expire (docs/product/billing.md#payment-methods): whether the learner's primary card
// stops working within 30 days, or before the next renewal of their auto-renewing plan.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { MESSAGES } from "~/engine";
import { listMethods } from "~/services/billing/paymentMethods.server";
import { requireApiUser } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  try {
    const list = await listMethods(user);
    return json({ is_payment_method_going_to_expired: list.isGoingToExpire }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (e) {
    console.error("payment methods: expiry check failed", e);
    return json({ errorText: MESSAGES.paymentMethodsFetchError }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

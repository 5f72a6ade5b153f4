import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { couponQuote } from "~/services/billing/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { buyerCountry } from "~/utils/billing.server";
import { methodNotAllowed, readBody } from "~/utils/http.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** GET: the price with the coupon (400 with the reason when it does not apply). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const url = new URL(request.url);
  const answer = await couponQuote({
    user,
    plan: params.plan ?? "",
    code: params.code ?? "",
    upgradePlan: params.upgradePlan,
    checkoutType: url.searchParams.get("checkout_type"),
    country: buyerCountry(request, user.country),
  });
  return json({ ...answer, coupon_code: (params.code ?? "").trim().toUpperCase() }, { headers: NO_STORE });
}

/** DELETE: the coupon is removed; the answer is the price without it. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("GET, DELETE");
  const user = await requireApiUser(request);
  await readBody(request); // a body, when sent, must be well formed
  const answer = await couponQuote({
    user,
    plan: params.plan ?? "",
    code: null,
    upgradePlan: params.upgradePlan,
    country: buyerCountry(request, user.country),
  });
  return json({ ...answer, coupon_code: null }, { headers: NO_STORE });
}

// PayPal's webhook endpoint (docs/product/billing.md#paypal). PayPal sends neither Origin nor
// Sec-Fetch-Site, so the site's origin check lets it through; PayPal's verify-webhook-signature
// answer is what authenticates it.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { receivePaypalWebhook } from "~/services/billing/paypal.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const reply = await receivePaypalWebhook(request.headers, await request.text());
  return json(reply.body, { status: reply.status, headers: { "Cache-Control": "no-store" } });
}

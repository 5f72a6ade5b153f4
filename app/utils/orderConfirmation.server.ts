// The loader of the order confirmation pages (/order-confirmation and /order-confirmation/stripe,
// where Stripe payments land): one page under two addresses.
import { json } from "@remix-run/node";
import { NO_ORDER, orderConfirmation } from "~/services/billing/confirmation.server";
import { requireUser } from "./auth.server";
import { notFound } from "./http.server";

export async function orderConfirmationLoader(request: Request) {
  const user = await requireUser(request);
  const data = await orderConfirmation(user, new URL(request.url));
  if (!data) notFound(NO_ORDER);
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

export type OrderConfirmationLoader = typeof orderConfirmationLoader;

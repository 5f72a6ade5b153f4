import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listPaymentMethods } from "~/models/paymentMethod.server";
import { paymentMethodAnswer } from "~/services/billing/api.server";
import { recordPaymentMethod } from "~/services/billing/checkout.server";
import { MethodRefused } from "~/services/payments/gateway.server";
import { paymentGateway } from "~/services/payments/index.server";
import { requireApiUser } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const schema = z.object({
  payment_method_nonce: z.string({ error: "The payment method nonce is missing." }).min(1, "The payment method nonce is missing.").max(128),
});

/** The learner's saved methods (platform.md §7): payment_methods and update_pm_discount. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const methods = await listPaymentMethods(user.id);
  return json({ payment_methods: methods.map((m) => paymentMethodAnswer(m)), update_pm_discount: 0 }, { headers: NO_STORE });
}

/** Saves a nonce as a method of the learner; the same card again is the method they have. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const user = await requireApiUser(request);
  const parsed = await parseBody(request, schema);
  if (!parsed.ok) badRequest(parsed.errors);
  const gateway = paymentGateway();
  try {
    const card = await gateway.saveMethod(user, parsed.data.payment_method_nonce);
    recordPaymentMethod(user, gateway.name, card);
  } catch (e) {
    if (e instanceof MethodRefused) badRequest(e.message);
    throw e;
  }
  const methods = await listPaymentMethods(user.id);
  return json({ payment_methods: methods.map((m) => paymentMethodAnswer(m)), update_pm_discount: 0 }, { headers: NO_STORE });
}

// POST /api/stripe/setup-intent/create/{b2b|b2c} (docs/product/billing.md#payment-methods): a SetupIntent's client secret
// with which the browser's Stripe form saves a card. b2c: for this learner. b2b
// (docs/product/billing.md#organization-billing): for an organization subscription named in the
// body ({organization_id, subscription_id}), by an admin of it who may change its payment methods
// (the paying admin, or any admin before anyone has paid); the card saved is that admin's.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { GatewayUnavailable } from "~/services/payments/gateway.server";
import { paymentGateway } from "~/services/payments/index.server";
import { requireOrganizationBilling } from "~/services/organizations/billing.server";
import { couldNotProcessText } from "~/engine";
import { requireApiUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { env } from "~/utils/env.server";
import { badRequest, errorText, methodNotAllowed, notFound, parseBody, readBody } from "~/utils/http.server";

const ID_TEXT = {
  organization: "Name the organization the card is for (organization_id, a number).",
  subscription: "Name the organization subscription the card pays for (subscription_id, a number).",
};
const id = (text: string) => z.coerce.number({ error: text }).int(text).positive(text).max(Number.MAX_SAFE_INTEGER, text);
const b2bBody = z.object({ organization_id: id(ID_TEXT.organization), subscription_id: id(ID_TEXT.subscription) });

export const loader = () => methodNotAllowed("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  if (params.audience === "b2b") {
    const parsed = await parseBody(request, b2bBody);
    if (!parsed.ok) badRequest(parsed.errors);
    await requireOrganizationBilling(user, parsed.data.organization_id, parsed.data.subscription_id, { change: true });
  } else if (params.audience === "b2c") {
    await readBody(request); // a body, when sent, must be well formed
  } else {
    notFound("Unknown audience: use b2c or b2b.");
  }
  const gateway = paymentGateway();
  if (gateway.name !== "stripe") notFound("Card payments here are taken by the site's own card gateway: use the card-provider paths.");
  try {
    const { token } = await gateway.clientToken(user);
    return json({ client_secret: token }, { headers: { "Cache-Control": "no-store" } });
  } catch (e) {
    if (e instanceof GatewayUnavailable) return errorText(503, couldNotProcessText(env().SUPPORT_EMAIL));
    throw e;
  }
}

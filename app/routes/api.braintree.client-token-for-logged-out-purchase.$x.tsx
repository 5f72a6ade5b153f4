// POST /api/braintree/client-token-for-logged-out-purchase/{checkoutType}
// (docs/product/billing.md#organization-billing): a client token of the embedded gateway (test
// mode) for a visitor who is not logged in, so that the logged-out enterprise purchase can turn a
// card into a nonce (/api/braintree/tokenize-card) before the account exists. Only for
// loggedout-enterprise-purchase; a logged-in person asks for their own token.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { MESSAGES } from "~/engine";
import { isCheckoutType } from "~/engine/plans";
import { requireEmbeddedGateway } from "~/services/billing/api.server";
import { getUser } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, readBody } from "~/utils/http.server";

export const LOGGED_OUT_TOKEN_TEXTS = {
  onlyLoggedOutPurchase: "A logged-out client token is only for the logged-out enterprise purchase (loggedout-enterprise-purchase).",
  loggedIn: "You are logged in: ask for a client token with /api/braintree/client-token-for-sale.",
} as const;

export const loader = () => methodNotAllowed("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (!isCheckoutType(params.x)) badRequest(MESSAGES.unexpectedCheckoutType);
  if (params.x !== "loggedout-enterprise-purchase") badRequest(LOGGED_OUT_TOKEN_TEXTS.onlyLoggedOutPurchase);
  await readBody(request); // a body, when sent, must be well formed
  if (await getUser(request)) badRequest(LOGGED_OUT_TOKEN_TEXTS.loggedIn);
  // No account yet: the token is signed for nobody (0), and only a logged-out caller can use it.
  const { token, threeDSecure } = await requireEmbeddedGateway().clientToken({ id: 0, email: "" });
  return json({ token, BT_3D_secure_status: threeDSecure }, { headers: { "Cache-Control": "no-store" } });
}

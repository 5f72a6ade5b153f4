// The embedded gateway's stand-in for a processor's hosted card fields (test mode): a client
// token and the card's fields become a one-time nonce. The number is checked and forgotten. A
// logged-out visitor uses the token of the logged-out enterprise purchase.
import { cardExpirySchema } from "~/engine/validation";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireEmbeddedGateway } from "~/services/billing/api.server";
import { getUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { badRequest, forbidden, methodNotAllowed, parseBody } from "~/utils/http.server";

const schema = z.object({
  client_token: z.string({ error: "The client token is missing." }).min(1, "The client token is missing.").max(512),
  card_number: z.string({ error: "Enter a valid card number." }).max(32),
  card_expiry: cardExpirySchema,
  card_cvc: z.string({ error: "Enter the card's security code (3 digits, 4 for American Express)." }).max(8),
});

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  // A logged-out visitor tokenizes with the logged-out purchase's token (signed for nobody, 0).
  const user = await getUser(request);
  if (user) await refuseWhileImpersonating(request);
  const gateway = requireEmbeddedGateway();
  const parsed = await parseBody(request, schema);
  if (!parsed.ok) badRequest(parsed.errors);
  if (!gateway.verifyClientToken(parsed.data.client_token, user?.id ?? 0))
    forbidden("The client token is not valid for this account, or has expired.");
  const { expMonth, expYear } = parsed.data.card_expiry;
  const result = await gateway.tokenizeCard({ number: parsed.data.card_number, expMonth, expYear, cvc: parsed.data.card_cvc });
  if (!result.ok) {
    const e = result.errors;
    badRequest({
      ...(e.number ? { card_number: e.number } : {}),
      ...(e.expiry ? { card_expiry: e.expiry } : {}),
      ...(e.cvc ? { card_cvc: e.cvc } : {}),
    });
  }
  const c = result.card;
  return json(
    { nonce: result.nonce, details: { card_type: c.brand, last_four: c.last4, expiration_month: c.expMonth, expiration_year: c.expYear } },
    { headers: { "Cache-Control": "no-store" } },
  );
}

// The answers of the payment-method and card-token API paths, shared by their routes: JSON for
// JSON clients and fetchers; a plain form post (no JavaScript) goes back to its page with a toast.
// The work itself is app/services/billing/paymentMethods.server.ts, which returns outcomes.
import { json } from "@remix-run/node";
import { z } from "zod";
import { MESSAGES } from "~/engine";
import { paymentMethodsLoadFailed } from "~/engine/paymentMethods";
import type { User } from "~/models/user.server";
import { requireEmbeddedGateway } from "~/services/billing/api.server";
import { listMethods, type MethodOutcome } from "~/services/billing/paymentMethods.server";
import { requireApiUser } from "./auth.server";
import { badRequest, methodNotAllowed, parseBody, safeRedirect } from "./http.server";
import { redirectWithToast } from "./toast.server";

/** GET /api/braintree/payment-method and /api/stripe/list-payment-methods. */
export async function listAnswer(user: Pick<User, "id">, now = new Date()) {
  try {
    const list = await listMethods(user, now);
    return json({ payment_methods: list.answers, update_pm_discount: list.updatePmDiscount }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (e) {
    console.error("payment methods: listing failed", e);
    return json(paymentMethodsLoadFailed(), { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

/**
 * The answer of a payment-method call: JSON for JSON clients (and fetchers that send reply=json);
 * a plain form post (no JavaScript) goes back to its page with the outcome as a toast.
 */
export async function methodReply(
  request: Request,
  body: Record<string, unknown>,
  outcome: MethodOutcome,
  okJson: () => Promise<Response>,
): Promise<Response> {
  const wantsPage = body.reply !== "json" && typeof body.redirectTo === "string" && !(request.headers.get("Content-Type") ?? "").includes("json");
  if (wantsPage) {
    const to = safeRedirect(body.redirectTo, "/account/billing");
    if (outcome.ok) return redirectWithToast(to, { status: outcome.retry && !outcome.retry.ok ? "ERROR" : "SUCCESS", text: outcome.text });
    return redirectWithToast(to, {
      status: "ERROR",
      text: outcome.errorText ?? Object.values(outcome.errors ?? {})[0] ?? MESSAGES.paymentMethodUpdateError,
    });
  }
  if (!outcome.ok) {
    return json(outcome.errors ? { errors: outcome.errors } : { errorText: outcome.errorText }, {
      status: outcome.status,
      headers: { "Cache-Control": "no-store" },
    });
  }
  const res = await okJson();
  const data = (await res.json()) as Record<string, unknown>;
  return json(
    {
      ...data,
      message: outcome.text,
      ...(outcome.retry ? { retry: { ok: outcome.retry.ok, status: outcome.retry.status, text: outcome.retry.text } } : {}),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const clientTokenSchema = z.object({ is_enterprise_flow: z.union([z.boolean(), z.enum(["true", "false"])]).optional() });

/**
 * POST /api/braintree/client-token-for-sale and …-for-payment-method: a client token of the
 * embedded gateway (test mode) that authorises tokenizing a card for this learner.
 */
export async function clientTokenAction(request: Request) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const parsed = await parseBody(request, clientTokenSchema);
  if (!parsed.ok) badRequest(parsed.errors);
  const { token, threeDSecure } = await requireEmbeddedGateway().clientToken(user);
  return json({ token, BT_3D_secure_status: threeDSecure }, { headers: { "Cache-Control": "no-store" } });
}

// POST /api/user/verify-and-reset-password (docs/product/accounts.md#verification): a verification (or reset) token and a
// new password: the address is verified, the password set, older sessions ended and a new one
// started (the learner is logged in). Not for an account with two-factor sign-in: the token proves
// the mailbox, not the second factor, so the answer says the password changed and that the
// login (POST /api/user/login with the code) is owed, and no session starts.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { verifyAndResetSchema } from "~/engine/accountSecurityForms";
import { verifyAndResetPassword } from "~/services/accounts.server";
import { TWO_FACTOR_TEXTS } from "~/engine/accountSecurity";
import { twoFactorRequired, twoFactorVia } from "~/services/twoFactor.server";
import { buildUserInfo } from "~/services/userInfo.server";
import { refuseWhileImpersonating, startSession } from "~/utils/auth.server";
import { failureReply, fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  await refuseWhileImpersonating(request);
  const parsed = await parseBody(request, verifyAndResetSchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const result = await verifyAndResetPassword(parsed.data);
  if (!result.ok) return failureReply(result);
  if (twoFactorRequired(result.user)) {
    const via = twoFactorVia(result.user);
    return json(
      { message: TWO_FACTOR_TEXTS.resetNeedsSecondFactor, two_factor_required: true, two_factor_via_app: via.app, two_factor_via_email: via.email },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  return json(await buildUserInfo(result.user), {
    headers: { "Set-Cookie": await startSession(request, result.user.id, "api-verify-and-reset"), "Cache-Control": "no-store" },
  });
}

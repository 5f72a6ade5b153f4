import { json, type ActionFunctionArgs } from "@remix-run/node";
import { buildUserInfo } from "~/services/userInfo.server";
import { loginWithCodeSchema } from "~/engine/accountSecurityForms";
import { apiSecondFactor, twoFactorRequired, twoFactorVia } from "~/services/twoFactor.server";
import { authenticateWithPassword } from "~/services/authenticator.server";
import { migrateCoachContextFromCookie, MIGRATION_TOAST } from "~/services/coach/context.server";
import { refuseSessionWhileImpersonating, startSession } from "~/utils/auth.server";
import { clientIp, failureReply, fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";
import { setToast } from "~/utils/toast.server";
import { trackingOf } from "~/utils/tracking.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  await refuseSessionWhileImpersonating(request);
  const parsed = await parseBody(request, loginWithCodeSchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const result = await authenticateWithPassword(trackingOf(request), clientIp(request, context), parsed.data);
  if (!result.ok) return failureReply(result);
  // Two-factor accounts: the code comes in the same call (`totp` from the app, `two_factor_code`
  // from the mail, or a recovery code in either); without it the answer says what is owed.
  if (twoFactorRequired(result.user)) {
    const second = await apiSecondFactor(result.user, parsed.data);
    if (!second.ok) {
      const via = twoFactorVia(result.user);
      const reply = failureReply(second);
      const body = { ...(await reply.json()), two_factor_required: true, two_factor_via_app: via.app, two_factor_via_email: via.email };
      return json(body, { status: reply.status, headers: reply.headers });
    }
  }
  const headers = new Headers({ "Set-Cookie": await startSession(request, result.user.id, "api-login") });
  // Interview preferences chosen while logged out move to the account now.
  const migration = await migrateCoachContextFromCookie(request, result.user.id);
  if (migration.setCookie) headers.append("Set-Cookie", migration.setCookie);
  if (migration.migrated) await setToast({ status: "SUCCESS", text: MIGRATION_TOAST }, headers);
  return json(await buildUserInfo(result.user), { headers });
}

// POST /api/user/verify-and-reset-password (docs/product/accounts.md#verification): a verification (or reset) token and a
// new password: the address is verified, the password set, older sessions ended and a new one
// started (the learner is logged in).
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { verifyAndResetSchema } from "~/engine/accountSecurityForms";
import { verifyAndResetPassword } from "~/services/accounts.server";
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
  return json(await buildUserInfo(result.user), { headers: { "Set-Cookie": await startSession(request, result.user.id), "Cache-Control": "no-store" } });
}

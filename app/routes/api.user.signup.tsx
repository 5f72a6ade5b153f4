import { json, type ActionFunctionArgs } from "@remix-run/node";
import { buildUserInfo } from "~/services/userInfo.server";
import { signUpSchema } from "~/engine/accounts";
import { signUp } from "~/services/accounts.server";
import { referralCodeOf } from "~/services/billing/referrals.server";
import { refuseSessionWhileImpersonating, startSession } from "~/utils/auth.server";
import { clientIp, failureReply, fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";
import { trackingOf } from "~/utils/tracking.server";
import { parseAttribution } from "~/engine/attribution";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  await refuseSessionWhileImpersonating(request);
  const parsed = await parseBody(request, signUpSchema);
  // The campaign fields (docs/product/attribution.md): each bounded; a misspelt or oversized one is a 400 before anything is written.
  const signupType = new URL(request.url).searchParams.get("signup_type");
  const attribution = parseAttribution({ ...parsed.raw, ...(signupType !== null ? { signup_type: signupType } : {}) });
  if (!parsed.ok || !attribution.ok) return fieldErrors({ ...(attribution.ok ? {} : attribution.errors), ...(parsed.ok ? {} : parsed.errors) });
  const result = await signUp(trackingOf(request), clientIp(request, context), parsed.data, referralCodeOf(parsed.raw), attribution.fields);
  if (!result.ok) return failureReply(result);
  return json(await buildUserInfo(result.user), {
    status: 201,
    headers: { "Set-Cookie": await startSession(request, result.user.id, "api-signup") },
  });
}

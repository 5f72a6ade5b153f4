// POST /api/user/user-onboard (docs/product/accounts.md#onboarding): the onboarding answers. With ?set_session=true the
// answer also starts a fresh session (a new cookie, as after a sign-in) for clients that finish
// onboarding right after signing up elsewhere.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { onboardingSchema } from "~/engine/accountSecurityForms";
import { onboard } from "~/services/onboarding.server";
import { buildUserInfo } from "~/services/userInfo.server";
import { refuseSessionWhileImpersonating, requireApiUser, startSession } from "~/utils/auth.server";
import { fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const setSession = new URL(request.url).searchParams.get("set_session") === "true";
  // Refused before anything is written (staff impersonating would get a plain learner session).
  if (setSession) await refuseSessionWhileImpersonating(request);
  const parsed = await parseBody(request, onboardingSchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const updated = await onboard(user, parsed.data);
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (setSession) headers["Set-Cookie"] = await startSession(request, updated.id, "api-onboard");
  return json({ ...(await buildUserInfo(updated)), phone: updated.phone, onboarding_goal: updated.onboardingGoal }, { headers });
}

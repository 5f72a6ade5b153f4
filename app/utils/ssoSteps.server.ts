// The two single sign-on routes (/authorize/{slug}-sso and its callback): what the flow reads of
// the request, and its next step (app/services/sso.server.ts) turned into the redirect.
import { redirect } from "@remix-run/node";
import type { SsoRequest, SsoStep } from "~/services/sso.server";
import { startSession } from "./auth.server";
import { noStore } from "./http.server";

export const ssoRequestOf = (request: Request): SsoRequest => ({ url: request.url, cookieHeader: request.headers.get("Cookie") });

/** The redirect of a step, with its cookies and, when the flow signed someone in, their new session. */
export async function ssoAnswer(request: Request, step: SsoStep): Promise<Response> {
  const headers = new Headers();
  for (const cookie of step.setCookies) headers.append("Set-Cookie", cookie);
  if (step.signInUserId !== undefined) headers.append("Set-Cookie", await startSession(request, step.signInUserId, "sso"));
  return noStore(redirect(step.to, { headers }));
}

// GET /authorize/{org-slug}-sso/callback: where the identity provider sends the browser back. The
// OAuth protocol makes this GET complete the sign-in (state, code and PKCE checked); the outcome
// is left in the sso_result cookie that the next page reports.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { completeSsoSignIn, requireSsoOrganization } from "~/services/sso.server";
import { refuseSessionWhileImpersonating } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";
import { ssoAnswer, ssoRequestOf } from "~/utils/ssoSteps.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const org = await requireSsoOrganization(params.provider ?? "");
  // Before the account is touched: this sign-in would end in a session, refused while impersonating.
  await refuseSessionWhileImpersonating(request);
  return ssoAnswer(request, await completeSsoSignIn(ssoRequestOf(request), org));
}

export const action = () => methodNotAllowed("GET");

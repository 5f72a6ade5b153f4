// GET /authorize/{org-slug}-sso?operation=signup|login (docs/product/organizations.md#sso): redirects to the
// organization's identity provider (state, PKCE and nonce kept in the handshake cookie). The GET
// only redirects; the sign-in completes at the callback.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { beginSsoSignIn, requireSsoOrganization } from "~/services/sso.server";
import { refuseSessionWhileImpersonating } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";
import { ssoAnswer, ssoRequestOf } from "~/utils/ssoSteps.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const org = await requireSsoOrganization(params.provider ?? "");
  // Before the account is touched: this sign-in would end in a session, refused while impersonating.
  await refuseSessionWhileImpersonating(request);
  return ssoAnswer(request, await beginSsoSignIn(ssoRequestOf(request), org));
}

export const action = () => methodNotAllowed("GET");

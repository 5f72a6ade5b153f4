// GET /authorize/{org-slug}-sso?operation=signup|login (docs/product/organizations.md#sso): redirects to the
// organization's identity provider (state, PKCE and nonce kept in the handshake cookie). The GET
// only redirects; the sign-in completes at the callback.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { beginSsoSignIn, requireSsoOrganization } from "~/services/sso.server";
import { methodNotAllowed, noStore } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const org = await requireSsoOrganization(params.provider ?? "");
  return noStore(await beginSsoSignIn(request, org));
}

export const action = () => methodNotAllowed("GET");

// /team-product and /team-product/{subdomain}: hands the visitor over to the team product on its own
// domain (docs/product/white-label.md#the-team-product). The target is the configured
// TEAM_PRODUCT_ORIGIN (with the subdomain in front of its host), never the request's host.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { teamSubdomainSchema } from "~/engine/whiteLabel";
import { teamProductRedirect } from "~/services/whiteLabel.server";
import { badRequest } from "~/utils/http.server";

export async function loader({ params }: LoaderFunctionArgs) {
  let subdomain: string | null = null;
  if (params.subdomain !== undefined) {
    const parsed = teamSubdomainSchema.safeParse(params.subdomain);
    if (!parsed.success) badRequest(parsed.error.issues[0]!.message);
    subdomain = parsed.data;
  }
  return redirect(teamProductRedirect(subdomain), { headers: { "Cache-Control": "no-store" } });
}

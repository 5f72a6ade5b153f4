// GET /api/enterprise/events-info[?organization_id=…] (docs/product/billing.md#organization-billing):
// what the admin area's events say about the caller's organization (the one named, else the
// active one where they are an admin): the organization, the caller's admin level, and each
// subscription with its seats and whether it has a payment method. Admins only (404 outside an
// organization, 403 for a member). Reading changes nothing.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { eventsInfo } from "~/services/organizations/billing.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const organizationId = new URL(request.url).searchParams.get("organization_id");
  return json(await eventsInfo(user, organizationId), { headers: { "Cache-Control": "private, no-store" } });
}

export const action = () => methodNotAllowed("GET");

// POST /api/enterprise/active-organization {organization_id}: the organization a user in several
// works in (stored; docs/product/organizations.md#active-organization). JSON callers get the choice back; the header's
// form (no JavaScript) goes back to redirect_to with a toast.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { setActiveOrganization } from "~/services/organizations/active.server";
import { requireApiUser } from "~/utils/auth.server";
import { fieldErrors, methodNotAllowed, parseBody, safeRedirect, wantsJson } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

const Body = z.object({
  organization_id: z.coerce
    .number({ message: "Send the organization_id to switch to." })
    .int("Send the organization_id to switch to.")
    .positive("Send the organization_id to switch to.")
    .max(2 ** 31),
  redirect_to: z.string().optional(),
});

export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const parsed = await parseBody(request, Body);
  const asJson = wantsJson(request);
  const back = safeRedirect(parsed.raw.redirect_to, "/learn/home");
  if (!parsed.ok) {
    if (asJson) return fieldErrors(parsed.errors);
    return redirectWithToast(back, { status: "ERROR", text: Object.values(parsed.errors)[0] ?? "Choose an organization." });
  }
  const result = await setActiveOrganization(user.id, parsed.data.organization_id);
  if (asJson) {
    if (!result.ok) return json({ errorText: result.errorText }, { status: result.status });
    return json({ active_organization_id: result.organizationId, organization_name: result.organizationName, message: result.message });
  }
  return redirectWithToast(back, result.ok ? { status: "SUCCESS", text: result.message } : { status: "ERROR", text: result.errorText });
}

// PUT /api/enterprise/team-trial/extend {organization_id}: the one extension of a self-initiated
// trial, asked for from the trial-extension banner (docs/product/organizations.md#trials) by an admin of the
// organization (404 outside it, 403 for a member who is not an admin). The banner's form (no
// JavaScript) POSTs and goes back with a toast.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { extendOrganizationTrial } from "~/services/organizations/trials.server";
import { requireApiUser } from "~/utils/auth.server";
import { failureReply, methodNotAllowed, parseBody, safeRedirect, wantsJson } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

const ALLOWED = "PUT, POST";
const ORG_REQUIRED = "Name the organization (organization_id).";
const bodySchema = z.object({
  organization_id: z.coerce.number({ error: ORG_REQUIRED }).int(ORG_REQUIRED).positive(ORG_REQUIRED).max(Number.MAX_SAFE_INTEGER, ORG_REQUIRED),
  redirectTo: z.string().max(2048).optional(),
  reply: z.string().max(8).optional(),
});

export const loader = () => methodNotAllowed(ALLOWED);

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(ALLOWED);
  const user = await requireApiUser(request);
  const asJson = wantsJson(request);
  const parsed = await parseBody(request, bodySchema);
  const back = safeRedirect(parsed.raw.redirectTo, "/learn/home");
  const jsonReply = asJson || parsed.raw.reply === "json" || request.method === "PUT";
  if (!parsed.ok) {
    if (jsonReply) return json({ errors: parsed.errors }, { status: 400 });
    return redirectWithToast(back, { status: "ERROR", text: ORG_REQUIRED });
  }
  const result = await extendOrganizationTrial(user, parsed.data.organization_id);
  if (!result.ok) return jsonReply ? failureReply(result) : redirectWithToast(back, { status: "ERROR", text: result.errorText });
  if (jsonReply) return json({ message: result.message, trial_expiration_date: result.trialExpirationDate, trial_extended: true });
  return redirectWithToast(back, { status: "SUCCESS", text: result.message });
}

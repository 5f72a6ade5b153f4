// PUT /api/enterprise/team-trial/extend {organization_id}: the one extension of a self-initiated
// trial, asked for from the trial-extension banner (docs/product/organizations.md#trials) by an admin of the
// organization (404 outside it, 403 for a member who is not an admin). The banner's form (no
// JavaScript) POSTs and goes back with a toast.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { extendOrganizationTrial } from "~/services/organizations/trials.server";
import { requireApiUser } from "~/utils/auth.server";
import { buttonAction, buttonFields } from "~/utils/buttonAction.server";
import { methodNotAllowed } from "~/utils/http.server";

const ALLOWED = "PUT, POST";
const ORG_REQUIRED = "Name the organization (organization_id).";
const bodySchema = z.object({
  organization_id: z.coerce.number({ error: ORG_REQUIRED }).int(ORG_REQUIRED).positive(ORG_REQUIRED).max(Number.MAX_SAFE_INTEGER, ORG_REQUIRED),
  ...buttonFields,
});

export const loader = () => methodNotAllowed(ALLOWED);

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(ALLOWED);
  const user = await requireApiUser(request);
  return buttonAction(request, bodySchema, { fallback: "/learn/home", invalidText: ORG_REQUIRED, putIsJson: true }, async (data) => {
    const result = await extendOrganizationTrial(user, data.organization_id);
    return result.ok
      ? { ok: true, message: result.message, body: { trial_expiration_date: result.trialExpirationDate, trial_extended: true } }
      : result;
  });
}

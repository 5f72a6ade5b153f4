// PUT /api/enterprise/team-trial/validate-trial-request-status {request_token} (docs/product/organizations.md#trials):
// whether a trial request's token can still be accepted (valid), was accepted (used), or has
// expired; an unknown token is 404. Open to visitors (the sign-up page asks before an account exists).
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requestTokenSchema, TRIAL_TEXTS, viewTrialRequest } from "~/services/organizations/trials.server";
import { methodNotAllowed, notFound, parseBody } from "~/utils/http.server";

const bodySchema = z.object({ request_token: requestTokenSchema });

export const loader = () => methodNotAllowed("PUT");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const parsed = await parseBody(request, bodySchema);
  if (!parsed.ok) return json({ errors: parsed.errors }, { status: 400 });
  const view = await viewTrialRequest(parsed.data.request_token);
  if (!view) notFound(TRIAL_TEXTS.notFound);
  return json(
    { request_status: view.status, is_valid: view.status === "valid", company_name: view.companyName },
    { headers: { "Cache-Control": "no-store" } },
  );
}

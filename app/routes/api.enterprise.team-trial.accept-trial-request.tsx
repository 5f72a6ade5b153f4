// PUT /api/enterprise/team-trial/accept-trial-request {request_token, job_title} (docs/product/organizations.md#trials):
// a logged-in user accepts a mailed enterprise trial request: the organization with its 14-day
// trial subscription, the user as its super admin with a seat. Once per token, once per user.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { acceptTrial, jobTitleSchema, requestTokenSchema } from "~/services/organizations/trials.server";
import { requireApiUser } from "~/utils/auth.server";
import { failureReply, methodNotAllowed, parseBody } from "~/utils/http.server";

const bodySchema = z.object({ request_token: requestTokenSchema, job_title: jobTitleSchema });

export const loader = () => methodNotAllowed("PUT");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const user = await requireApiUser(request);
  const parsed = await parseBody(request, bodySchema);
  if (!parsed.ok) return json({ errors: parsed.errors }, { status: 400 });
  const result = await acceptTrial(user, parsed.data.request_token, parsed.data.job_title);
  if (!result.ok) return failureReply(result);
  return json({ message: result.message, organization_id: result.organizationId, trial_expiration_date: result.trialExpirationDate });
}

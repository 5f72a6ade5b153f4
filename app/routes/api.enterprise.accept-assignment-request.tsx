// PUT /api/enterprise/accept-assignment-request {request_token} (docs/product/organizations.md#invitations): accepts an
// organization invitation for the logged-in user, as /enterprise-invite/{token} does for pages.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { acceptInvitation } from "~/services/organizations/invitations.server";
import { requireApiUser } from "~/utils/auth.server";
import { fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";

const Body = z.object({
  request_token: z
    .string({ message: "Send the request_token of the invitation." })
    .trim()
    .min(1, "Send the request_token of the invitation.")
    .max(200),
});

export async function loader() {
  return methodNotAllowed("PUT");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const user = await requireApiUser(request);
  const parsed = await parseBody(request, Body);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const result = await acceptInvitation(user, parsed.data.request_token);
  if (!result.ok) return json({ errorText: result.errorText }, { status: result.status });
  return json({
    message: result.message,
    organization_id: result.organizationId,
    role: result.role,
    subscription_id: result.subscriptionId,
    is_subscriber: result.seated,
  });
}

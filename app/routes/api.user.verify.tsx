import { json, type ActionFunctionArgs } from "@remix-run/node";
import { verifySchema } from "~/engine/accounts";
import { verifyEmail } from "~/services/accounts.server";
import { failureReply, fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = await parseBody(request, verifySchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const result = await verifyEmail(parsed.data.verify_token);
  return result.ok ? json({ verified: true, email: result.user.email }) : failureReply(result);
}

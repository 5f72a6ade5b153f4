import { json, type ActionFunctionArgs } from "@remix-run/node";
import { emailOnlySchema } from "~/engine/accounts";
import { resendVerificationByEmail } from "~/services/accounts.server";
import { clientIp, failureReply, fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = await parseBody(request, emailOnlySchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const result = await resendVerificationByEmail(clientIp(request, context), parsed.data);
  return result.ok ? json({ message: result.message }) : failureReply(result);
}

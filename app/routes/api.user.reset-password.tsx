import { json, type ActionFunctionArgs } from "@remix-run/node";
import { passwordResetSchema } from "~/engine/accounts";
import { resetPassword } from "~/services/accounts.server";
import { failureReply, fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";
import { refuseWhileImpersonating } from "~/utils/auth.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  await refuseWhileImpersonating(request);
  const parsed = await parseBody(request, passwordResetSchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const result = await resetPassword(parsed.data);
  return result.ok ? json({ message: "Your password has been changed." }) : failureReply(result);
}

// POST /api/signup (docs/product/accounts.md#sign-up): the e-mail capture variant of sign-up. The address is kept
// once; a new address gets a link to finish the sign-up (/signup-and-reset-password/{token}). The
// answer is the same for every address.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { emailCaptureSchema } from "~/engine/accountSecurityForms";
import { honeypotTripped } from "~/services/captcha.server";
import { captureEmail } from "~/services/accounts.server";
import { clientIp, failureReply, fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = await parseBody(request, emailCaptureSchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  if (honeypotTripped(parsed.raw)) return json({ errorText: "Your request could not be processed." }, { status: 400 });
  const result = await captureEmail(clientIp(request, context), parsed.data);
  return result.ok ? json({ message: result.message }) : failureReply(result);
}

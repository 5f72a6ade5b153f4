import { json, type ActionFunctionArgs } from "@remix-run/node";
import { resendVerification } from "~/services/accounts.server";
import { requireApiUser } from "~/utils/auth.server";
import { failureReply, methodNotAllowed, readBody, safeRedirect, wantsJson } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const asJson = wantsJson(request);
  const body = await readBody(request);
  const result = await resendVerification(user);
  if (!result.ok) return failureReply(result);
  // A fetcher (JavaScript on) gets JSON; a plain form post goes back to its page with a toast.
  if (asJson || body.reply === "json") return json({ message: result.message });
  return redirectWithToast(safeRedirect(body.redirectTo ?? "/learn/home"), { status: "SUCCESS", text: result.message });
}

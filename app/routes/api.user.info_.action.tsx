// POST /api/user/info/action {action, flag} (docs/product/attribution.md#user-info-actions): the
// user-info actions on the server. "viewed" with a known flag sets that tour or modal flag for
// good; the other known actions answer the user info as it is after them; an unknown action is a
// 400 "Specified action does not exist".
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { userInfoAction } from "~/services/userInfo.server";
import { requireApiUser } from "~/utils/auth.server";
import { failureReply, fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";

const actionSchema = z.object({
  action: z.string({ error: "action is required." }).trim().min(1, "action is required.").max(64, "Specified action does not exist"),
  flag: z.string().trim().max(64).optional(),
});

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const parsed = await parseBody(request, actionSchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const result = await userInfoAction(user, parsed.data);
  if (!result.ok) return failureReply(result);
  return json({ user_info: result.user_info }, { headers: { "Cache-Control": "private, no-store" } });
}

import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { refusalReply, submitCode } from "~/services/coach/code.server";
import { pageRefSchema } from "~/services/coach/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, requireBody } from "~/utils/http.server";
import { requireCoachPathAccess } from "~/services/organizations/access.server";

const submitSchema = pageRefSchema.extend({
  language: z.string({ error: "language is required." }).trim().min(1, "language is required.").max(40, "Unknown language."),
  code: z.string({ error: "code is required." }).min(1, "code is required."),
  // seconds; the coach keeps at most a day (the engine's boundedTimeSpent, applied by submitCode)
  user_time_spent: z.preprocess(
    (v) => (v === "" || v == null ? 0 : typeof v === "string" ? Number(v) : v),
    z.number({ error: "user_time_spent must be a number of seconds." }).min(0, "user_time_spent must be a number of seconds."),
  ),
});

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const body = await requireBody(request, submitSchema);
  await requireCoachPathAccess(request, user, { moduleAuthorId: body.author_id, collectionId: body.work_id });
  const outcome = await submitCode(user, body);
  if (!outcome.ok) throw refusalReply(outcome);
  const { ok: _ok, ...reply } = outcome;
  return json(reply);
}

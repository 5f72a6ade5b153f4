import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { refusalReply, runCode } from "~/services/coach/code.server";
import { pageRefSchema } from "~/services/coach/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, requireBody } from "~/utils/http.server";
import { requireCoachPathAccess } from "~/services/organizations/access.server";

const runSchema = pageRefSchema.extend({
  language: z.string({ error: "language is required." }).trim().min(1, "language is required.").max(40, "Unknown language."),
  code: z.string({ error: "code is required." }).min(1, "code is required."),
  /** the learner's own test input: one JSON value a line, one line per parameter (checked against the problem in runCode) */
  custom_input: z.string({ error: "custom_input must be text." }).max(10_000, "custom_input must be at most 10,000 characters long.").optional(),
});

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const body = await requireBody(request, runSchema);
  await requireCoachPathAccess(request, user, { moduleAuthorId: body.author_id, collectionId: body.work_id });
  const outcome = await runCode(user, body);
  if (!outcome.ok) throw refusalReply(outcome);
  const { ok: _ok, ...reply } = outcome;
  return json(reply);
}

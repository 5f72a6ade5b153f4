// POST /api/mock-interview/{id}/update-user-mock-interview-session (docs/product/interview-prep.md#mock-interviews): stores the
// client's session document (a JSON object up to 16 KB, body `{ "session": {…} }`) on the
// learner's own in-progress mock interview. Another learner's id → 404; an ended one → 409.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { idSchema, ownMockInterview, sessionBodySchema, updateMockSession } from "~/services/mockInterviews.server";
import { requireApiUser } from "~/utils/auth.server";
import { failureReply, methodNotAllowed, notFound, parseParams, requireBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  // the body first: a malformed body is 400 whatever the id
  const body = await requireBody(request, sessionBodySchema);
  const { id } = parseParams(params, idSchema);
  const row = await ownMockInterview(user.id, id);
  if (!row) throw notFound();
  const outcome = await updateMockSession(row, body.session);
  if (!outcome.ok) return failureReply(outcome);
  return json({ id: row.id, saved: true });
}

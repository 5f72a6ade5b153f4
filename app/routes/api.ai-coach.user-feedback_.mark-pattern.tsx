import { json, type ActionFunctionArgs } from "@remix-run/node";
import { idField, pathQuerySchema } from "~/services/coach/api.server";
import { markPatternFeedback } from "~/services/coach/path.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, requireBody } from "~/utils/http.server";
import { requireCoachPathAccess } from "~/services/organizations/access.server";

const markSchema = pathQuerySchema.extend({ author_id: idField("author_id"), collection_id: idField("collection_id") });

export const loader = () => methodNotAllowed("PUT");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const user = await requireApiUser(request);
  const body = await requireBody(request, markSchema);
  await requireCoachPathAccess(request, user, { pathAuthorId: body.path_author_id, pathId: body.path_id });
  const userPath = await markPatternFeedback(user.id, body);
  return json({ submitted_feedback_patterns: userPath.submitted_feedback_patterns, user_path: userPath });
}

import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getUserPath, recordVisit } from "~/services/coach/path.server";
import { idField, pageRefSchema, requireQuery } from "~/services/coach/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, requireBody } from "~/utils/http.server";
import { requireCoachPathAccess } from "~/services/organizations/access.server";

// GET ?author_id&work_id: the path's ids (work_id = path_id).
const querySchema = z.object({ author_id: idField("author_id"), work_id: idField("work_id") });
// PUT: a page completion on the path (author_id and work_id are the module's ids).
const visitSchema = pageRefSchema.extend({
  group_id: idField("group_id").optional(),
  attempt_id: idField("attempt_id").optional(),
  completion_timestamp: z.unknown().optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const q = requireQuery(request, querySchema);
  await requireCoachPathAccess(request, user, { pathAuthorId: q.author_id, pathId: q.work_id });
  return json({ user_path: await getUserPath(user.id, { authorId: q.author_id, pathId: q.work_id }) });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("GET, PUT");
  const user = await requireApiUser(request);
  const body = await requireBody(request, visitSchema);
  await requireCoachPathAccess(request, user, { moduleAuthorId: body.author_id, collectionId: body.work_id });
  const result = await recordVisit(user.id, body);
  return json({ recorded: result.recorded, visit_key: result.visit_key, user_path: result.user_path, path_taken: result.user_path.path_taken });
}

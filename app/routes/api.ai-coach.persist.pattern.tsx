import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { persistPattern } from "~/services/coach/path.server";
import { idField, optionalText } from "~/services/coach/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, requireBody } from "~/utils/http.server";
import { requireCoachPathAccess } from "~/services/organizations/access.server";

// author_id and work_id are the pattern module's ids (work_id = collection_id).
const persistSchema = z.object({ author_id: idField("author_id"), work_id: idField("work_id"), title: optionalText(200, "title") });

export const loader = () => methodNotAllowed("PUT");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const user = await requireApiUser(request);
  const body = await requireBody(request, persistSchema);
  await requireCoachPathAccess(request, user, { moduleAuthorId: body.author_id, collectionId: body.work_id });
  const userPath = await persistPattern(user.id, body);
  return json({ persisted_patterns: userPath.persisted_patterns, user_path: userPath });
}

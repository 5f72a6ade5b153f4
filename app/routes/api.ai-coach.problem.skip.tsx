import { json, type ActionFunctionArgs } from "@remix-run/node";
import { skipProblem } from "~/services/coach/path.server";
import { idField, pageRefSchema } from "~/services/coach/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, requireBody } from "~/utils/http.server";
import { requireCoachPathAccess } from "~/services/organizations/access.server";

const skipSchema = pageRefSchema.extend({ group_id: idField("group_id") });

export const loader = () => methodNotAllowed("PUT");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const user = await requireApiUser(request);
  const body = await requireBody(request, skipSchema);
  await requireCoachPathAccess(request, user, { moduleAuthorId: body.author_id, collectionId: body.work_id });
  const userPath = await skipProblem(user.id, body);
  return json({ skipped_groups: userPath.skipped_groups, skipped_problems: userPath.skipped_problems, user_path: userPath });
}

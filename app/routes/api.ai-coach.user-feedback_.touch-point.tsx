import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getTouchPoints, recordTouchPoint, touchPointSchema } from "~/services/coach/path.server";
import { pathQuerySchema, requireQuery } from "~/services/coach/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, requireBody } from "~/utils/http.server";
import { requireCoachPathAccess } from "~/services/organizations/access.server";

const bodySchema = z.object({ touch_point: touchPointSchema });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const q = requireQuery(request, pathQuerySchema);
  await requireCoachPathAccess(request, user, { pathAuthorId: q.path_author_id, pathId: q.path_id });
  return json({ user_feedback_touch_points_map: await getTouchPoints(user.id, { authorId: q.path_author_id, pathId: q.path_id }) });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("GET, PUT");
  const user = await requireApiUser(request);
  const q = requireQuery(request, pathQuerySchema);
  await requireCoachPathAccess(request, user, { pathAuthorId: q.path_author_id, pathId: q.path_id });
  const body = await requireBody(request, bodySchema);
  return json({
    user_feedback_touch_points_map: await recordTouchPoint(user.id, { authorId: q.path_author_id, pathId: q.path_id }, body.touch_point),
  });
}

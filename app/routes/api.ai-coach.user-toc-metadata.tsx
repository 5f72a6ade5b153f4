import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { saveTocMetadata } from "~/services/coach/path.server";
import { pathQuerySchema, requireQuery } from "~/services/coach/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, requireBody } from "~/utils/http.server";
import { requireCoachPathAccess } from "~/services/organizations/access.server";

const ITEMS_ERROR = "included_items must be JSON text of a list of modules (pattern keys, collection ids or slugs).";
// included_items is JSON text (an array is accepted too); each item names a module; null = every module.
const tocSchema = z.object({
  included_items: z.preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.union([z.array(z.union([z.string().max(200), z.number()])).max(500), z.null()], { error: ITEMS_ERROR }),
  ),
});

export const loader = () => methodNotAllowed("PUT");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const user = await requireApiUser(request);
  const q = requireQuery(request, pathQuerySchema);
  await requireCoachPathAccess(request, user, { pathAuthorId: q.path_author_id, pathId: q.path_id });
  const body = await requireBody(request, tocSchema);
  const userPath = await saveTocMetadata(user.id, { authorId: q.path_author_id, pathId: q.path_id }, body.included_items);
  return json({ included_items: userPath.included_items, user_path: userPath });
}

import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { submissionsData } from "~/services/coach/code.server";
import { getUserPath } from "~/services/coach/path.server";
import { idField, pathQuerySchema, requireQuery } from "~/services/coach/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";
import { requireCoachPathAccess } from "~/services/organizations/access.server";

// path_author_id & path_id name the path; author_id & work_id (optional) one of its modules.
const optionalId = (name: string) => z.preprocess((v) => (v === "" || v == null ? undefined : v), idField(name).optional());
const querySchema = pathQuerySchema
  .extend({ author_id: optionalId("author_id"), work_id: optionalId("work_id") })
  .refine((v) => (v.author_id == null) === (v.work_id == null), { message: "author_id and work_id go together.", path: ["work_id"] });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const q = requireQuery(request, querySchema);
  await requireCoachPathAccess(request, user, { pathAuthorId: q.path_author_id, pathId: q.path_id });
  const path = { authorId: q.path_author_id, pathId: q.path_id };
  const module = q.author_id != null && q.work_id != null ? { authorId: q.author_id, collectionId: q.work_id } : undefined;
  const { submissions_data } = await submissionsData(user.id, path, module);
  return json({ submissions_data, user_path: await getUserPath(user.id, path) });
}

export const action = () => methodNotAllowed("GET");

// POST /api/document/parent/comments-count {document_keys: JSON text}: the number of threads per key
// (docs/product/learner-data.md#comments); a parent key (e.g. collection:{a}:{c} for a course) counts the
// threads of every document under it. Logged-in learners only.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { countThreadsUnder } from "~/models/documentComments.server";
import { readDocumentKeys } from "~/utils/commentRoutes.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  await requireApiUser(request);
  const keys = await readDocumentKeys(request, true);
  const counts: Record<string, number> = {};
  for (const k of keys) counts[k] = await countThreadsUnder(k);
  return json({ counts });
}

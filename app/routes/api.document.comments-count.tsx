// POST /api/document/comments-count {document_keys: JSON text}: the number of threads per key
// (docs/product/learner-data.md#comments). Logged-in learners only.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { countThreads } from "~/models/documentComments.server";
import { readDocumentKeys } from "~/utils/commentRoutes.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  await requireApiUser(request);
  const keys = await readDocumentKeys(request, false);
  const counts = await countThreads(keys);
  return json({ counts: Object.fromEntries(keys.map((k) => [k, counts.get(k) ?? 0])) });
}

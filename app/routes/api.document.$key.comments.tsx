// GET /api/document/{key}/comments: the document's threads with their replies (docs/product/learner-data.md#comments).
// POST /api/document/{key}/comments {intent: create|reply|edit|delete|resolve, comment_id?,
// md_text?, resolved?}: the comment store's actions (docs/product/learner-data.md#comments); JSON, or a form post with
// redirectTo (JavaScript off) answered by a redirect with a toast. Logged-in learners only.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { commentActionReply, commentInputError, documentKeyParam, readableDocumentKey, refusedAction } from "~/utils/commentRoutes.server";
import { documentAccess } from "~/services/comments/documentAccess.server";
import { commentActionSchema, documentThreads, runCommentAction } from "~/services/comments/documentComments.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, parseBody } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  // Only on a document the viewer may read (otherwise that document's own 404 or 403).
  const key = await readableDocumentKey(request, user, params);
  return json({ document_key: key, comments: await documentThreads(key) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const user = await requireApiUser(request);
  const key = documentKeyParam(params);
  const parsed = await parseBody(request, commentActionSchema);
  const access = await documentAccess(request, user, key);
  if (!access.ok) return commentActionReply(request, parsed.raw, refusedAction(access));
  if (!parsed.ok) return commentInputError(request, parsed.raw, parsed.errors);
  return commentActionReply(request, parsed.raw, await runCommentAction(user, key, parsed.data, new Date()));
}

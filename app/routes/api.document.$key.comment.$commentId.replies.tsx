// GET /api/document/{key}/comment/{commentId}/replies: one thread's replies (docs/product/learner-data.md#comments).
// POST with {md_text}: replies to the thread (the same action as intent=reply on .../comments).
// Only on a document the viewer may read (otherwise that document's 404 or 403).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { commentActionReply, commentInputError, documentKeyParam, readableDocumentKey, refusedAction } from "~/utils/commentRoutes.server";
import { documentAccess } from "~/services/comments/documentAccess.server";
import { COMMENT_TEXTS, commentActionSchema, runCommentAction, threadReplies } from "~/services/comments/documentComments.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, notFound, parseBody } from "~/utils/http.server";

const commentIdParam = (params: Record<string, string | undefined>) => {
  const id = Number(params.commentId);
  if (!Number.isSafeInteger(id) || id <= 0) notFound(COMMENT_TEXTS.notFound);
  return id;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const key = await readableDocumentKey(request, user, params);
  const replies = await threadReplies(key, commentIdParam(params));
  if (!replies) notFound(COMMENT_TEXTS.notFound);
  return json({ document_key: key, comment_id: Number(params.commentId), replies }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const user = await requireApiUser(request);
  const key = documentKeyParam(params);
  const id = commentIdParam(params);
  const parsed = await parseBody(request, commentActionSchema);
  const access = await documentAccess(request, user, key);
  if (!access.ok) return commentActionReply(request, parsed.raw, refusedAction(access));
  // The URL names the thread; the body only carries the text.
  const again = commentActionSchema.safeParse({ ...parsed.raw, intent: "reply", comment_id: id });
  if (!again.success) return commentInputError(request, parsed.raw, { md_text: again.error.issues[0]?.message ?? COMMENT_TEXTS.missingText });
  return commentActionReply(request, parsed.raw, await runCommentAction(user, key, again.data, new Date()));
}

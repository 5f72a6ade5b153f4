// The comment store (docs/product/learner-data.md#comments) on the server: list a document's threads (Markdown rendered
// safely: raw HTML shown as text, unsafe link targets dropped), and the actions create, reply,
// edit (marks modified), delete, resolve (records time and resolver). An action on a comment
// that does not exist changes nothing and says so; posting is rate limited per learner.
import { z } from "zod";
import {
  COMMENT_MAX_CHARS,
  COMMENT_POST_LIMIT,
  COMMENT_POST_WINDOW_MS,
  canDeleteComment,
  canEditComment,
  canResolveComment,
  commentThreads,
  replyView,
  type CommentView,
  type ReplyView,
} from "~/engine/comments";
import {
  authorNames,
  countThreads,
  deleteCommentTree,
  getDocumentComment,
  insertComment,
  listDocumentComments,
  listReplies,
  setCommentResolved,
  updateCommentText,
} from "~/models/documentComments.server";
import { consumeRateLimit } from "~/models/rateLimit.server";
import { renderMarkdown } from "~/services/catalog/markdown.server";
import { isStaff } from "~/utils/auth.server";
import type { User } from "~/models/user.server";

export const COMMENT_TEXTS = {
  missingText: "Write something first (md_text).",
  tooLong: `A comment can be at most ${COMMENT_MAX_CHARS.toLocaleString("en-US")} characters.`,
  missingId: "Name the comment (comment_id).",
  notFound: "That comment does not exist (any more). Nothing was changed.",
  notYours: "You can only change your own comments.",
  cannotResolve: "Only the comment's author or staff can resolve it; replies are not resolved.",
  replyToReply: "Reply to the thread, not to a reply.",
  rateLimited: "You are posting comments too quickly. Wait a few minutes and try again.",
  created: "Comment posted.",
  replied: "Reply posted.",
  edited: "Comment updated.",
  deleted: "Comment deleted.",
  resolved: "Comment resolved.",
  reopened: "Comment reopened.",
} as const;

const mdText = z.string({ error: COMMENT_TEXTS.missingText }).trim().min(1, COMMENT_TEXTS.missingText).max(COMMENT_MAX_CHARS, COMMENT_TEXTS.tooLong);
const commentId = z.coerce.number({ error: COMMENT_TEXTS.missingId }).int(COMMENT_TEXTS.missingId).positive(COMMENT_TEXTS.missingId);

export const commentActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("create"), md_text: mdText }),
    z.object({ intent: z.literal("reply"), comment_id: commentId, md_text: mdText }),
    z.object({ intent: z.literal("edit"), comment_id: commentId, md_text: mdText }),
    z.object({ intent: z.literal("delete"), comment_id: commentId }),
    z.object({ intent: z.literal("resolve"), comment_id: commentId, resolved: z.enum(["true", "false"]).default("true") }),
  ],
  { error: "Unknown comment action (intent: create, reply, edit, delete or resolve)." },
);
type CommentAction = z.infer<typeof commentActionSchema>;

type Rendered<T> = T & { html: string; authorName: string };
type ThreadView = Rendered<Omit<CommentView, "replies">> & { replies: Rendered<ReplyView>[] };

const POST_RULE = { bucket: "document-comment-post", limit: COMMENT_POST_LIMIT, windowMs: COMMENT_POST_WINDOW_MS };

export async function documentThreads(documentKey: string): Promise<ThreadView[]> {
  const threads = commentThreads(await listDocumentComments(documentKey));
  const names = await authorNames(threads.flatMap((t) => [t.userId, ...t.replies.map((r) => r.userId)]));
  const render = <T extends { mdText: string; userId: number }>(x: T): Rendered<T> => ({
    ...x,
    html: renderMarkdown(x.mdText),
    authorName: names.get(x.userId) ?? "A former learner",
  });
  return threads.map((t) => ({ ...render(t), replies: t.replies.map(render) }));
}

/** The replies of one thread; null when the thread is not on this document. */
export async function threadReplies(documentKey: string, id: number): Promise<ReplyView[] | null> {
  const thread = await getDocumentComment(documentKey, id);
  if (!thread || thread.parentId !== null) return null;
  return (await listReplies(documentKey, id)).map(replyView);
}

export type ActionResult =
  | { ok: true; status: 200; text: string; commentId: number | null }
  | { ok: false; status: 403 | 404 | 400 | 429; text: string; retryAfterMs?: number };

export async function runCommentAction(user: User, documentKey: string, action: CommentAction, now: Date): Promise<ActionResult> {
  const actor = { id: user.id, staff: isStaff(user) };
  if (action.intent === "create" || action.intent === "reply") {
    let parentId: number | null = null;
    if (action.intent === "reply") {
      const parent = await getDocumentComment(documentKey, action.comment_id);
      if (!parent) return { ok: false, status: 404, text: COMMENT_TEXTS.notFound };
      if (parent.parentId !== null) return { ok: false, status: 400, text: COMMENT_TEXTS.replyToReply };
      parentId = parent.id;
    }
    const limit = await consumeRateLimit(POST_RULE, String(user.id), now.getTime());
    if (!limit.allowed) return { ok: false, status: 429, text: COMMENT_TEXTS.rateLimited, retryAfterMs: limit.retryAfterMs };
    const row = await insertComment({ documentKey, parentId, userId: user.id, mdText: action.md_text, now });
    return { ok: true, status: 200, text: parentId === null ? COMMENT_TEXTS.created : COMMENT_TEXTS.replied, commentId: row.id };
  }
  const target = await getDocumentComment(documentKey, action.comment_id);
  if (!target) return { ok: false, status: 404, text: COMMENT_TEXTS.notFound };
  switch (action.intent) {
    case "edit":
      if (!canEditComment(actor, target)) return { ok: false, status: 403, text: COMMENT_TEXTS.notYours };
      await updateCommentText(target.id, action.md_text, now);
      return { ok: true, status: 200, text: COMMENT_TEXTS.edited, commentId: target.id };
    case "delete":
      if (!canDeleteComment(actor, target)) return { ok: false, status: 403, text: COMMENT_TEXTS.notYours };
      await deleteCommentTree(target.id);
      return { ok: true, status: 200, text: COMMENT_TEXTS.deleted, commentId: target.id };
    case "resolve": {
      if (!canResolveComment(actor, target)) return { ok: false, status: 403, text: COMMENT_TEXTS.cannotResolve };
      const resolved = action.resolved === "true";
      await setCommentResolved(target.id, resolved, user.id, now);
      return { ok: true, status: 200, text: resolved ? COMMENT_TEXTS.resolved : COMMENT_TEXTS.reopened, commentId: target.id };
    }
  }
}

export const DOCUMENT_KEY_TEXT =
  "The document key is not valid: use collection:{authorId}:{collectionId}:{pageId} or interview-prep:{pathUrlSlug}:{pageUrlSlug}.";

/** The panel's data for a page: the viewer's id and role decide which buttons show. */
export async function commentsPanelFor(user: User, documentKey: string, redirectTo: string) {
  return {
    documentKey,
    threads: await documentThreads(documentKey),
    viewerId: user.id,
    viewerStaff: isStaff(user),
    redirectTo,
    maxChars: COMMENT_MAX_CHARS,
  };
}

/**
 * Thread counts for the lists that link to commentable pages (course TOC, interview-prep lists):
 * `{ link: count }` for the links whose document has at least one thread (docs/product/learner-data.md#comments).
 */
export async function commentCountsByLink(items: readonly { link: string; key: string }[]): Promise<Record<string, number>> {
  const counts = await countThreads([...new Set(items.map((i) => i.key))]);
  const out: Record<string, number> = {};
  for (const i of items) {
    const n = counts.get(i.key) ?? 0;
    if (n > 0) out[i.link] = n;
  }
  return out;
}

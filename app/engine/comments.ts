// Document comments (docs/product/learner-data.md#comments): which document a key names, the size
// limit of a comment, who may do what to a comment, and the shape the API answers with. Pure.

/** A comment's Markdown text, at most this many characters (a reply too). */
export const COMMENT_MAX_CHARS = 5000;
/** Posting (comments and replies together): at most this many per learner in the window. */
export const COMMENT_POST_LIMIT = 20;
export const COMMENT_POST_WINDOW_MS = 10 * 60_000;

/**
 * A document key names the page the discussion is under:
 * - a lesson: `collection:{authorId}:{collectionId}:{pageId}`
 * - an interview-prep page: `interview-prep:{pathUrlSlug}:{pageUrlSlug}`
 * A parent key (for /api/document/parent/comments-count) is any leading part of these,
 * e.g. `collection:{authorId}:{collectionId}` for a whole course.
 */
const DOCUMENT_KEY_PATTERN = /^(collection:\d{1,12}:\d{1,12}:\d{1,12}|interview-prep:[a-z0-9][a-z0-9-]{0,119}:[a-z0-9][a-z0-9-]{0,119})$/;
const PARENT_KEY_PATTERN = /^(collection:\d{1,12}(:\d{1,12}){0,2}|interview-prep:[a-z0-9][a-z0-9-]{0,119}(:[a-z0-9][a-z0-9-]{0,119})?)$/;

export const isDocumentKey = (key: string) => DOCUMENT_KEY_PATTERN.test(key);
export const isParentKey = (key: string) => PARENT_KEY_PATTERN.test(key);

export const lessonDocumentKey = (authorId: number, collectionId: number, pageId: number) => `collection:${authorId}:${collectionId}:${pageId}`;
export const interviewPrepDocumentKey = (pathUrlSlug: string, pageUrlSlug: string) => `interview-prep:${pathUrlSlug}:${pageUrlSlug}`;

type CommentActor = { id: number; staff: boolean };
type CommentOwner = { userId: number; parentId: number | null };

/** Authors edit their own comments and replies; nobody edits another's (staff neither). */
export const canEditComment = (actor: CommentActor, c: CommentOwner) => actor.id === c.userId;
/** Authors delete their own; staff delete any. */
export const canDeleteComment = (actor: CommentActor, c: CommentOwner) => actor.id === c.userId || actor.staff;
/** A thread (not a reply) is resolved by its author or by staff. */
export const canResolveComment = (actor: CommentActor, c: CommentOwner) => c.parentId === null && (actor.id === c.userId || actor.staff);

export type CommentRow = {
  id: number;
  parentId: number | null;
  userId: number;
  mdText: string;
  isResolved: boolean;
  isModified: boolean;
  resolvedBy: number | null;
  lastResolvedTime: string | null;
  lastModifiedTime: string | null;
  createdAt: string;
};

export type ReplyView = { id: number; mdText: string; userId: number; isModified: boolean; lastModifiedTime: string | null; created: string };
export type CommentView = {
  id: number;
  mdText: string;
  userId: number;
  isResolved: boolean;
  isModified: boolean;
  repliesCount: number;
  created: string;
  lastModifiedTime: string | null;
  lastResolvedTime: string | null;
  resolvedBy: number | null;
  replies: ReplyView[];
};

export const replyView = (r: CommentRow): ReplyView => ({
  id: r.id,
  mdText: r.mdText,
  userId: r.userId,
  isModified: r.isModified,
  lastModifiedTime: r.lastModifiedTime,
  created: r.createdAt,
});

/** Threads oldest first, each with its replies oldest first (rows of one document). */
export function commentThreads(rows: CommentRow[]): CommentView[] {
  const byParent = new Map<number, CommentRow[]>();
  for (const r of rows) if (r.parentId !== null) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const order = (a: CommentRow, b: CommentRow) => (a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1);
  return rows
    .filter((r) => r.parentId === null)
    .sort(order)
    .map((c) => {
      const replies = (byParent.get(c.id) ?? []).sort(order).map(replyView);
      return {
        id: c.id,
        mdText: c.mdText,
        userId: c.userId,
        isResolved: c.isResolved,
        isModified: c.isModified,
        repliesCount: replies.length,
        created: c.createdAt,
        lastModifiedTime: c.lastModifiedTime,
        lastResolvedTime: c.lastResolvedTime,
        resolvedBy: c.resolvedBy,
        replies,
      };
    });
}

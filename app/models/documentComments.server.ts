// Document comments and their replies (docs/product/learner-data.md#comments): queries only. A reply is a row whose
// parent_id names its thread; deleting a thread deletes its replies in the same transaction.
import { and, count, eq, inArray, isNull, like, or, sql } from "drizzle-orm";
import { getDb, schema } from "../../db/client";
import { prepared } from "../../db/prepared";
import type { CommentRow } from "~/engine/comments";

const c = schema.documentComments;
const columns = {
  id: c.id,
  documentKey: c.documentKey,
  parentId: c.parentId,
  userId: c.userId,
  mdText: c.mdText,
  isResolved: c.isResolved,
  isModified: c.isModified,
  resolvedBy: c.resolvedBy,
  lastResolvedTime: c.lastResolvedTime,
  lastModifiedTime: c.lastModifiedTime,
  createdAt: c.createdAt,
};

export type StoredComment = CommentRow & { documentKey: string };

const commentsOf = prepared((db) =>
  db
    .select(columns)
    .from(c)
    .where(eq(c.documentKey, sql.placeholder("documentKey")))
    .prepare(),
);

export async function listDocumentComments(documentKey: string): Promise<StoredComment[]> {
  return commentsOf(getDb()).all({ documentKey });
}

export async function getDocumentComment(documentKey: string, id: number): Promise<StoredComment | null> {
  return (
    getDb()
      .select(columns)
      .from(c)
      .where(and(eq(c.documentKey, documentKey), eq(c.id, id)))
      .get() ?? null
  );
}

export async function listReplies(documentKey: string, parentId: number): Promise<StoredComment[]> {
  return getDb()
    .select(columns)
    .from(c)
    .where(and(eq(c.documentKey, documentKey), eq(c.parentId, parentId)))
    .orderBy(c.createdAt, c.id)
    .all();
}

/** Threads (not replies) per document key. */
export async function countThreads(keys: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!keys.length) return out;
  for (const r of threadCounts(getDb()).all({ keys: JSON.stringify(keys) })) out.set(r.key, r.n);
  return out;
}

// The keys go in as one JSON array, so the query has one shape whatever their number. The unary
// + keeps SQLite on the key index: without it, not knowing how many keys json_each holds, it
// chose the parent index and read every thread of the site.
const threadCounts = prepared((db) =>
  db
    .select({ key: c.documentKey, n: count() })
    .from(c)
    .where(and(sql`${c.documentKey} IN (SELECT value FROM json_each(${sql.placeholder("keys")}))`, sql`+${c.parentId} IS NULL`))
    .groupBy(c.documentKey)
    .prepare(),
);

/** Threads under a parent key: the key itself or any key that starts with `{parent}:`. */
export async function countThreadsUnder(parent: string): Promise<number> {
  // Keys hold only [a-z0-9:-] (engine/comments), so no LIKE wildcard can sneak in.
  const row = getDb()
    .select({ n: count() })
    .from(c)
    .where(and(isNull(c.parentId), or(eq(c.documentKey, parent), like(c.documentKey, `${parent}:%`))))
    .get();
  return row?.n ?? 0;
}

/** Display names of comment authors. */
export async function authorNames(ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = getDb().select({ id: schema.users.id, name: schema.users.fullName }).from(schema.users).where(inArray(schema.users.id, unique)).all();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function insertComment(v: {
  documentKey: string;
  parentId: number | null;
  userId: number;
  mdText: string;
  now: Date;
}): Promise<StoredComment> {
  return getDb().transaction(
    (tx) =>
      tx
        .insert(c)
        .values({ documentKey: v.documentKey, parentId: v.parentId, userId: v.userId, mdText: v.mdText, createdAt: v.now.toISOString() })
        .returning(columns)
        .get(),
    { behavior: "immediate" },
  );
}

export async function updateCommentText(id: number, mdText: string, now: Date): Promise<void> {
  getDb().transaction(
    (tx) => {
      tx.update(c).set({ mdText, isModified: true, lastModifiedTime: now.toISOString() }).where(eq(c.id, id)).run();
    },
    { behavior: "immediate" },
  );
}

export async function setCommentResolved(id: number, resolved: boolean, by: number, now: Date): Promise<void> {
  getDb().transaction(
    (tx) => {
      tx.update(c)
        .set(resolved ? { isResolved: true, resolvedBy: by, lastResolvedTime: now.toISOString() } : { isResolved: false })
        .where(eq(c.id, id))
        .run();
    },
    { behavior: "immediate" },
  );
}

/** Deletes a comment and, when it is a thread, its replies. */
export async function deleteCommentTree(id: number): Promise<void> {
  getDb().transaction(
    (tx) => {
      tx.delete(c).where(eq(c.parentId, id)).run();
      tx.delete(c).where(eq(c.id, id)).run();
    },
    { behavior: "immediate" },
  );
}

// Document comments and their replies (docs/product/learner-data.md#comments): queries only. A reply is a row whose
// parent_id names its thread; deleting a thread deletes its replies in the same transaction.
import { and, count, eq, inArray, isNull, like, or, sql } from "drizzle-orm";
import { run, transaction, type Tables } from "../../db/access";
import { preparedOn } from "../../db/prepared";
import type { CommentRow } from "~/engine/comments";

const columnsOf = (t: Tables) => {
  const c = t.documentComments;
  return {
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
};

type StoredComment = CommentRow & { documentKey: string };

const commentsOf = preparedOn((db, t) =>
  db
    .select(columnsOf(t))
    .from(t.documentComments)
    .where(eq(t.documentComments.documentKey, sql.placeholder("documentKey")))
    .prepare(),
);

export async function listDocumentComments(documentKey: string): Promise<StoredComment[]> {
  return run(async (db, t) => commentsOf(db, t).execute({ documentKey }));
}

export async function getDocumentComment(documentKey: string, id: number): Promise<StoredComment | null> {
  return run(async (db, t) => {
    const c = t.documentComments;
    const [row] = await db
      .select(columnsOf(t))
      .from(c)
      .where(and(eq(c.documentKey, documentKey), eq(c.id, id)))
      .limit(1);
    return row ?? null;
  });
}

export async function listReplies(documentKey: string, parentId: number): Promise<StoredComment[]> {
  return run(async (db, t) => {
    const c = t.documentComments;
    return db
      .select(columnsOf(t))
      .from(c)
      .where(and(eq(c.documentKey, documentKey), eq(c.parentId, parentId)))
      .orderBy(c.createdAt, c.id);
  });
}

/** Threads (not replies) per document key. */
export async function countThreads(keys: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!keys.length) return out;
  // The unary + keeps SQLite on the key index: without it, it chose the parent index and read
  // every thread of the site.
  const rows = await run(async (db, t) => {
    const c = t.documentComments;
    return db
      .select({ key: c.documentKey, n: count() })
      .from(c)
      .where(and(inArray(c.documentKey, [...new Set(keys)]), sql`+${c.parentId} IS NULL`))
      .groupBy(c.documentKey);
  });
  for (const r of rows) out.set(r.key, Number(r.n));
  return out;
}

/** Threads under a parent key: the key itself or any key that starts with `{parent}:`. */
export async function countThreadsUnder(parent: string): Promise<number> {
  // Keys hold only [a-z0-9:-] (engine/comments), so no LIKE wildcard (nor a letter case) can sneak in.
  const [row] = await run(async (db, t) => {
    const c = t.documentComments;
    return db
      .select({ n: count() })
      .from(c)
      .where(and(isNull(c.parentId), or(eq(c.documentKey, parent), like(c.documentKey, `${parent}:%`))));
  });
  return Number(row?.n ?? 0);
}

/** Display names of comment authors. */
export async function authorNames(ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await run(async (db, t) => db.select({ id: t.users.id, name: t.users.fullName }).from(t.users).where(inArray(t.users.id, unique)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Stores one comment (one row per call, whatever runs at the same time). */
export async function insertComment(v: {
  documentKey: string;
  parentId: number | null;
  userId: number;
  mdText: string;
  now: Date;
}): Promise<StoredComment> {
  const [row] = await run(async (db, t) =>
    db
      .insert(t.documentComments)
      .values({ documentKey: v.documentKey, parentId: v.parentId, userId: v.userId, mdText: v.mdText, createdAt: v.now.toISOString() })
      .returning(columnsOf(t)),
  );
  return row!;
}

export async function updateCommentText(id: number, mdText: string, now: Date): Promise<void> {
  await run(async (db, t) =>
    db.update(t.documentComments).set({ mdText, isModified: true, lastModifiedTime: now.toISOString() }).where(eq(t.documentComments.id, id)),
  );
}

export async function setCommentResolved(id: number, resolved: boolean, by: number, now: Date): Promise<void> {
  await run(async (db, t) =>
    db
      .update(t.documentComments)
      .set(resolved ? { isResolved: true, resolvedBy: by, lastResolvedTime: now.toISOString() } : { isResolved: false })
      .where(eq(t.documentComments.id, id)),
  );
}

/** Deletes a comment and, when it is a thread, its replies. */
export async function deleteCommentTree(id: number): Promise<void> {
  await transaction(async (db, t) => {
    await db.delete(t.documentComments).where(eq(t.documentComments.parentId, id));
    await db.delete(t.documentComments).where(eq(t.documentComments.id, id));
  });
}

// Notes and highlights: a learner's rows, with the course and lesson they sit on, and the
// full-text search over notes_fts (kept by triggers, porter tokenizer), ranked by bm25.
import { and, count, eq, sql } from "drizzle-orm";
import { getDb, schema } from "../../db/client";
import { sqlInt } from "../../db/prepared";

const { notesHighlights: nh } = schema;

export type NoteRow = typeof nh.$inferSelect;
export type NewNote = Omit<typeof nh.$inferInsert, "id" | "createdAt" | "updatedAt" | "version">;

/** A note with where it lives (course and lesson titles and slugs; null when the lesson is gone). */
export interface NoteWithPlace extends NoteRow {
  courseTitle: string | null;
  courseSlug: string | null;
  lessonTitle: string | null;
  lessonSlug: string | null;
}

const placeColumns = sql`n.id AS id, n.user_id AS userId, n.author_id AS authorId, n.work_id AS workId, n.page_id AS pageId,
  n.widget_id AS widgetId, n.md_child_id AS mdChildId, n.selection_id AS selectionId, n.quote AS quote,
  n.start_offset AS startOffset, n.end_offset AS endOffset, n.color AS color, n.comment AS comment, n.version AS version,
  n.created_at AS createdAt, n.updated_at AS updatedAt,
  c.title AS courseTitle, c.url_slug AS courseSlug, l.title AS lessonTitle, l.slug AS lessonSlug`;
const placeJoins = sql`LEFT JOIN courses c ON c.author_id = n.author_id AND c.collection_id = n.work_id
  LEFT JOIN lessons l ON l.course_id = c.id AND l.page_id = n.page_id`;

export interface NoteFilter {
  authorId?: number;
  workId?: number;
  pageId?: number;
}

const filterSql = (f: NoteFilter) =>
  sql.join(
    [
      f.authorId !== undefined ? sql` AND n.author_id = ${f.authorId}` : sql``,
      f.workId !== undefined ? sql` AND n.work_id = ${f.workId}` : sql``,
      f.pageId !== undefined ? sql` AND n.page_id = ${f.pageId}` : sql``,
    ],
    sql``,
  );

/** A learner's notes, by course and lesson position, oldest first within a lesson. */
export async function listNotes(userId: number, f: NoteFilter = {}): Promise<NoteWithPlace[]> {
  return getDb().all<NoteWithPlace>(
    sql`SELECT ${placeColumns} FROM notes_highlights n ${placeJoins}
        WHERE n.user_id = ${userId}${filterSql(f)}
        ORDER BY c.title IS NULL, c.title, n.work_id, l.position, n.page_id, n.start_offset IS NULL, n.start_offset, n.id`,
  );
}

export async function findNote(userId: number, id: number): Promise<NoteRow | null> {
  const [row] = await getDb()
    .select()
    .from(nh)
    .where(and(eq(nh.id, id), eq(nh.userId, userId)));
  return row ?? null;
}

export async function countNotes(userId: number): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(nh).where(eq(nh.userId, userId));
  return row?.n ?? 0;
}

/** Inserts a note unless the learner already has `max`; null when at the limit. */
export async function insertNote(values: NewNote, max: number, now: Date): Promise<NoteRow | null> {
  return getDb().transaction(
    (tx) => {
      const [{ n }] = tx.select({ n: count() }).from(nh).where(eq(nh.userId, values.userId)).all();
      if (n >= max) return null;
      return tx
        .insert(nh)
        .values({ ...values, createdAt: now.toISOString(), updatedAt: now.toISOString() })
        .returning()
        .get();
    },
    { behavior: "immediate" },
  );
}

export type UpdateResult = { ok: true; note: NoteRow } | { ok: false; reason: "missing" | "stale" };

/** Updates the comment and colour of the learner's note; `version`, when given, must be current. */
export async function updateNote(
  userId: number,
  id: number,
  patch: { comment?: string; color?: string | null },
  version: number | undefined,
  now: Date,
): Promise<UpdateResult> {
  return getDb().transaction(
    (tx) => {
      const row = tx
        .select()
        .from(nh)
        .where(and(eq(nh.id, id), eq(nh.userId, userId)))
        .get();
      if (!row) return { ok: false as const, reason: "missing" as const };
      if (version !== undefined && version !== row.version) return { ok: false as const, reason: "stale" as const };
      const note = tx
        .update(nh)
        .set({ ...patch, version: row.version + 1, updatedAt: now.toISOString() })
        .where(eq(nh.id, id))
        .returning()
        .get();
      return { ok: true as const, note };
    },
    { behavior: "immediate" },
  );
}

export async function deleteNote(userId: number, id: number): Promise<boolean> {
  return getDb().transaction(
    (tx) => {
      const gone = tx
        .delete(nh)
        .where(and(eq(nh.id, id), eq(nh.userId, userId)))
        .returning({ id: nh.id })
        .all();
      return gone.length > 0;
    },
    { behavior: "immediate" },
  );
}

export type SearchHit = NoteWithPlace & { rank: number };

/**
 * The learner's notes matching an FTS5 expression (already made safe by engine ftsQuery), with the
 * total. bm25 weighs a word in the note 10× one in the highlighted text.
 */
export async function searchNotes(
  userId: number,
  match: string,
  opts: NoteFilter & { sort: "relevance" | "newest" | "oldest"; limit: number; offset: number },
): Promise<{ total: number; hits: SearchHit[] }> {
  const db = getDb();
  const where = sql`notes_fts MATCH ${match} AND n.user_id = ${userId}${filterSql(opts)}`;
  const [{ total }] = db.all<{ total: number }>(
    sql`SELECT count(*) AS total FROM notes_fts JOIN notes_highlights n ON n.id = notes_fts.rowid WHERE ${where}`,
  );
  const order =
    opts.sort === "newest" ? sql`n.created_at DESC, n.id DESC` : opts.sort === "oldest" ? sql`n.created_at ASC, n.id ASC` : sql`rank ASC, n.id DESC`;
  const hits = db.all<SearchHit>(
    sql`SELECT ${placeColumns}, bm25(notes_fts, 10.0, 1.0) AS rank
        FROM notes_fts JOIN notes_highlights n ON n.id = notes_fts.rowid ${placeJoins}
        WHERE ${where} ORDER BY ${order} LIMIT ${sqlInt(opts.limit)} OFFSET ${sqlInt(opts.offset)}`,
  );
  return { total, hits };
}

/** The courses (works) the learner has notes or highlights in, with how many. */
export async function listWorksWithNotes(
  userId: number,
): Promise<{ authorId: number; workId: number; count: number; title: string | null; slug: string | null }[]> {
  return getDb().all(
    sql`SELECT n.author_id AS authorId, n.work_id AS workId, count(*) AS count, c.title AS title, c.url_slug AS slug
        FROM notes_highlights n LEFT JOIN courses c ON c.author_id = n.author_id AND c.collection_id = n.work_id
        WHERE n.user_id = ${userId} GROUP BY n.author_id, n.work_id ORDER BY c.title IS NULL, c.title, n.work_id`,
  );
}

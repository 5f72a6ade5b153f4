// Notes and highlights: a learner's rows, with the course and lesson they sit on, and the
// full-text search: notes_fts on SQLite (kept by triggers, porter tokenizer, ranked by bm25), the
// search_vector column on PostgreSQL (English stemming, ranked by ts_rank).
import { and, count, eq, sql } from "drizzle-orm";
import { currentEngine, rows, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";
import { sqlInt } from "../../db/prepared";
import { foldedText, ftsTerms, rankQuery, termRegex, wordQuery } from "./textSearch.server";

type Notes = typeof schema.notesHighlights;

export type NoteRow = Notes["$inferSelect"];
type NewNote = Omit<Notes["$inferInsert"], "id" | "createdAt" | "updatedAt" | "version">;

/** A note with where it lives (course and lesson titles and slugs; null when the lesson is gone). */
export interface NoteWithPlace extends NoteRow {
  courseTitle: string | null;
  courseSlug: string | null;
  lessonTitle: string | null;
  lessonSlug: string | null;
}

// SQLite compares text by bytes (BINARY); PostgreSQL by the database's collation unless told: "C" is bytes.
const byBytes = () => (currentEngine() === "postgres" ? sql.raw(' COLLATE "C"') : sql.raw(""));

const placeColumns = sql`n.id AS "id", n.user_id AS "userId", n.author_id AS "authorId", n.work_id AS "workId", n.page_id AS "pageId",
  n.widget_id AS "widgetId", n.md_child_id AS "mdChildId", n.selection_id AS "selectionId", n.quote AS "quote",
  n.start_offset AS "startOffset", n.end_offset AS "endOffset", n.color AS "color", n.comment AS "comment", n.version AS "version",
  n.created_at AS "createdAt", n.updated_at AS "updatedAt",
  c.title AS "courseTitle", c.url_slug AS "courseSlug", l.title AS "lessonTitle", l.slug AS "lessonSlug"`;
const placeJoins = sql`LEFT JOIN courses c ON c.author_id = n.author_id AND c.collection_id = n.work_id
  LEFT JOIN lessons l ON l.course_id = c.id AND l.page_id = n.page_id`;

interface NoteFilter {
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
  return rows<NoteWithPlace>(
    sql`SELECT ${placeColumns} FROM notes_highlights n ${placeJoins}
        WHERE n.user_id = ${userId}${filterSql(f)}
        ORDER BY c.title IS NULL, c.title${byBytes()}, n.work_id, l.position, n.page_id, n.start_offset IS NULL, n.start_offset, n.id`,
  );
}

export async function findNote(userId: number, id: number): Promise<NoteRow | null> {
  const [row] = await run((db, t) =>
    db
      .select()
      .from(t.notesHighlights)
      .where(and(eq(t.notesHighlights.id, id), eq(t.notesHighlights.userId, userId)))
      .limit(1),
  );
  return row ?? null;
}

export async function countNotes(userId: number): Promise<number> {
  const [row] = await run((db, t) => db.select({ n: count() }).from(t.notesHighlights).where(eq(t.notesHighlights.userId, userId)));
  return Number(row?.n ?? 0);
}

/** Inserts a note unless the learner already has `max`; null when at the limit. */
export async function insertNote(values: NewNote, max: number, now: Date): Promise<NoteRow | null> {
  return transaction(async (db, t, forUpdate) => {
    const n = t.notesHighlights;
    // Two inserts of one learner take turns: the learner's row is locked on PostgreSQL.
    await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(sql`${t.users.id} = ${values.userId} ${forUpdate}`);
    const [{ total }] = await db.select({ total: count() }).from(n).where(eq(n.userId, values.userId));
    if (Number(total) >= max) return null;
    const [row] = await db
      .insert(n)
      .values({ ...values, createdAt: now.toISOString(), updatedAt: now.toISOString() })
      .returning();
    return row;
  });
}

type UpdateResult = { ok: true; note: NoteRow } | { ok: false; reason: "missing" | "stale" };

/** Updates the comment and colour of the learner's note; `version`, when given, must be current. */
export async function updateNote(
  userId: number,
  id: number,
  patch: { comment?: string; color?: string | null },
  version: number | undefined,
  now: Date,
): Promise<UpdateResult> {
  return transaction(async (db, t, forUpdate) => {
    const n = t.notesHighlights;
    const [row] = await db
      .select()
      .from(n)
      .where(sql`${and(eq(n.id, id), eq(n.userId, userId))} ${forUpdate}`);
    if (!row) return { ok: false as const, reason: "missing" as const };
    if (version !== undefined && version !== row.version) return { ok: false as const, reason: "stale" as const };
    const [note] = await db
      .update(n)
      .set({ ...patch, version: row.version + 1, updatedAt: now.toISOString() })
      .where(eq(n.id, id))
      .returning();
    return { ok: true as const, note };
  });
}

export async function deleteNote(userId: number, id: number): Promise<boolean> {
  const gone = await run((db, t) =>
    db
      .delete(t.notesHighlights)
      .where(and(eq(t.notesHighlights.id, id), eq(t.notesHighlights.userId, userId)))
      .returning({ id: t.notesHighlights.id }),
  );
  return gone.length > 0;
}

type SearchHit = NoteWithPlace & { rank: number };

/**
 * The learner's notes matching an FTS5 expression (already made safe by engine ftsQuery), with the
 * total. SQLite: notes_fts, bm25 weighing a word in the note 10× one in the highlighted text.
 * PostgreSQL: the same terms on search_vector or the folded text (app/models/textSearch.server.ts),
 * ts_rank with the note weighing 10× the highlighted text.
 */
export async function searchNotes(
  userId: number,
  match: string,
  opts: NoteFilter & { sort: "relevance" | "newest" | "oldest"; limit: number; offset: number },
): Promise<{ total: number; hits: SearchHit[] }> {
  const order =
    opts.sort === "newest" ? sql`n.created_at DESC, n.id DESC` : opts.sort === "oldest" ? sql`n.created_at ASC, n.id ASC` : sql`rank ASC, n.id DESC`;
  const page = sql`LIMIT ${sqlInt(opts.limit)} OFFSET ${sqlInt(opts.offset)}`;
  if (currentEngine() === "postgres") {
    const terms = ftsTerms(match);
    const text = foldedText(sql`coalesce(n.comment, '') || ' ' || coalesce(n.quote, '')`);
    const conditions = terms.map((term) => {
      const words = wordQuery(term);
      const byToken = sql`${text} ~ ${termRegex(term, "")}`;
      return words ? sql`(n.search_vector @@ to_tsquery('codelift_english', ${words}) OR ${byToken})` : byToken;
    });
    const where = sql`n.user_id = ${userId}${filterSql(opts)} AND ${sql.join(conditions, sql` AND `)}`;
    const ranking = rankQuery(terms, false);
    const rank = ranking ? sql`-ts_rank('{0.1, 0.1, 0.1, 1.0}', n.search_vector, to_tsquery('codelift_english', ${ranking}))` : sql`0`;
    const [{ total }] = await rows<{ total: number }>(sql`SELECT count(*) AS "total" FROM notes_highlights n WHERE ${where}`);
    const hits = await rows<SearchHit>(
      sql`SELECT ${placeColumns}, ${rank} AS "rank" FROM notes_highlights n ${placeJoins} WHERE ${where} ORDER BY ${order} ${page}`,
    );
    return { total: Number(total), hits };
  }
  const where = sql`notes_fts MATCH ${match} AND n.user_id = ${userId}${filterSql(opts)}`;
  const [{ total }] = await rows<{ total: number }>(
    sql`SELECT count(*) AS "total" FROM notes_fts JOIN notes_highlights n ON n.id = notes_fts.rowid WHERE ${where}`,
  );
  const hits = await rows<SearchHit>(
    sql`SELECT ${placeColumns}, bm25(notes_fts, 10.0, 1.0) AS "rank"
        FROM notes_fts JOIN notes_highlights n ON n.id = notes_fts.rowid ${placeJoins}
        WHERE ${where} ORDER BY ${order} ${page}`,
  );
  return { total, hits };
}

/** The courses (works) the learner has notes or highlights in, with how many. */
export async function listWorksWithNotes(
  userId: number,
): Promise<{ authorId: number; workId: number; count: number; title: string | null; slug: string | null }[]> {
  return rows(
    sql`SELECT n.author_id AS "authorId", n.work_id AS "workId", count(*) AS "count", c.title AS "title", c.url_slug AS slug
        FROM notes_highlights n LEFT JOIN courses c ON c.author_id = n.author_id AND c.collection_id = n.work_id
        WHERE n.user_id = ${userId} GROUP BY n.author_id, n.work_id, c.title, c.url_slug ORDER BY c.title IS NULL, c.title${byBytes()}, n.work_id`,
  );
}

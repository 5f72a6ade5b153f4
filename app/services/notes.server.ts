// Notes and highlights (docs/product/learner-data.md#notes-and-highlights): validation at the edge, the JSON shape of the API,
// creation on an existing lesson, search (FTS5, bm25, 10 a page) and the "My notes" groups.
import { z } from "zod";
import {
  DEFAULT_NOTE_COLOR,
  NOTE_COLORS,
  NOTE_COMMENT_MAX,
  NOTE_QUOTE_MAX,
  NOTE_SEARCH_MAX,
  NOTE_SORTS,
  NOTES_PER_USER_MAX,
  NOTES_SEARCH_PAGE_SIZE,
  NOTES_TEXTS,
  ftsQuery,
  groupInOrder,
  lessonPath,
  notesPage,
} from "~/engine";
import { checkLessonAccess } from "~/services/catalog/context.server";
import { findNote, insertNote, listNotes, searchNotes, updateNote, type NoteRow, type NoteWithPlace } from "~/models/notes.server";
import { renderMarkdown } from "~/services/catalog/markdown.server";

const id = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .positive(`${name} must be positive.`)
    .max(2 ** 31, `${name} is too large.`);
const optText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .max(max, `${name} is too long.`)
    .optional();
const optNullText = (name: string, max: number) =>
  z.union([z.string().max(max, `${name} is too long.`), z.null()], { error: `${name} must be text.` }).optional();
const offset = (name: string) =>
  z
    .union([
      z.coerce
        .number({ error: `${name} must be a number.` })
        .int(`${name} must be a whole number.`)
        .min(0)
        .max(10_000_000),
      z.null(),
    ])
    .optional();
const colorSchema = z.enum(NOTE_COLORS, { error: `color must be one of ${NOTE_COLORS.join(", ")}.` });

export const createNoteSchema = z
  .object({
    author_id: id("author_id"),
    work_id: id("work_id"),
    page_id: id("page_id"),
    widget_id: optNullText("widget_id", 200),
    md_child_id: optNullText("md_child_id", 200),
    selection_id: optNullText("selection_id", 200),
    comment: optText("comment", NOTE_COMMENT_MAX),
    quote: optText("quote", NOTE_QUOTE_MAX),
    start_offset: offset("start_offset"),
    end_offset: offset("end_offset"),
    color: z.union([colorSchema, z.null()]).optional(),
  })
  .refine((b) => (b.comment ?? "").trim() !== "" || (b.quote ?? "").trim() !== "", { error: NOTES_TEXTS.empty, path: ["comment"] })
  .refine((b) => b.start_offset == null || b.end_offset == null || b.end_offset >= b.start_offset, {
    error: "end_offset must not be before start_offset.",
    path: ["end_offset"],
  });
type CreateNoteInput = z.infer<typeof createNoteSchema>;

export const updateNoteSchema = z
  .object({
    id: id("id"),
    comment: optText("comment", NOTE_COMMENT_MAX),
    color: z.union([colorSchema, z.null()]).optional(),
    version: z.coerce.number({ error: "version must be a number." }).int().positive().optional(),
  })
  .refine((b) => b.comment !== undefined || b.color !== undefined, { error: "Send a comment or a color to change.", path: ["comment"] });

export const deleteNoteSchema = z.object({ id: id("id") });

export const listQuerySchema = z.object({
  author_id: id("author_id").optional(),
  work_id: id("work_id").optional(),
  page_id: id("page_id").optional(),
});

export const searchSchema = z.object({
  current_page: z.coerce
    .number({ error: "current_page must be a number." })
    .int("current_page must be a whole number.")
    .min(1, "current_page starts at 1.")
    .max(100_000)
    .default(1),
  engine_name: z.string({ error: "engine_name must be text." }).max(50, "engine_name is too long."),
  results_per_page: z.coerce
    .number({ error: "results_per_page must be a number." })
    .refine((n) => n === NOTES_SEARCH_PAGE_SIZE, `results_per_page must be ${NOTES_SEARCH_PAGE_SIZE}.`)
    .default(NOTES_SEARCH_PAGE_SIZE),
  query: z.string({ error: "query must be text." }).max(NOTE_SEARCH_MAX, `query must be at most ${NOTE_SEARCH_MAX} characters.`).default(""),
  include_filters: z
    .object(
      {
        author_id: id("author_id").optional(),
        work_id: id("work_id").optional(),
        page_id: id("page_id").optional(),
      },
      { error: "include_filters must be an object." },
    )
    .strict()
    .default({}),
  sort_filter: z.enum(NOTE_SORTS, { error: `sort_filter must be one of ${NOTE_SORTS.join(", ")}.` }).default("relevance"),
});
type SearchInput = z.infer<typeof searchSchema>;

/** The API's JSON for one note (docs/product/learner-data.md#notes-and-highlights). */
export function noteJson(n: NoteRow & Partial<Pick<NoteWithPlace, "courseTitle" | "courseSlug" | "lessonTitle" | "lessonSlug">>) {
  const place =
    n.courseSlug && n.lessonSlug
      ? {
          course_title: n.courseTitle,
          lesson_title: n.lessonTitle,
          lesson_url: `${lessonPath({ slug: n.courseSlug, authorId: n.authorId, collectionId: n.workId }, { slug: n.lessonSlug, pageId: n.pageId })}#note-${n.id}`,
        }
      : {};
  return {
    id: n.id,
    author_id: n.authorId,
    work_id: n.workId,
    page_id: n.pageId,
    widget_id: n.widgetId,
    md_child_id: n.mdChildId,
    selection_id: n.selectionId,
    comment: n.comment,
    quote: n.quote,
    start_offset: n.startOffset,
    end_offset: n.endOffset,
    color: n.color,
    version: n.version,
    type: n.comment.trim() ? ("note" as const) : ("highlight" as const),
    created_at: n.createdAt,
    updated_at: n.updatedAt,
    ...place,
  };
}

/** A note's markdown as safe HTML (the one Markdown renderer, with its allow-list). */
export const noteHtml = (comment: string) => (comment.trim() ? renderMarkdown(comment) : "");

type CreateResult = { ok: true; note: NoteRow } | { ok: false; status: 403 | 404 | 409; errorText: string };

/**
 * Creates a note or highlight on a lesson the learner may read: 404 for a lesson that does not
 * exist, 403 (the reader's sentence) for one that is locked to them (docs/product/catalog.md#access).
 */
export async function createNote(request: Request, userId: number, input: CreateNoteInput, now: Date): Promise<CreateResult> {
  const access = await checkLessonAccess(request, { authorId: input.author_id, workId: input.work_id, pageId: input.page_id }, now);
  if (!access.ok) return { ok: false, status: access.status, errorText: access.status === 404 ? NOTES_TEXTS.lessonNotFound : access.errorText };
  const comment = input.comment ?? "";
  const quote = input.quote ?? "";
  const note = await insertNote(
    {
      userId,
      authorId: input.author_id,
      workId: input.work_id,
      pageId: input.page_id,
      widgetId: input.widget_id ?? null,
      mdChildId: input.md_child_id ?? null,
      selectionId: input.selection_id ?? null,
      comment,
      quote,
      startOffset: input.start_offset ?? null,
      endOffset: input.end_offset ?? null,
      // A highlight always has a colour; a bare note may have none.
      color: input.color !== undefined ? input.color : quote.trim() ? DEFAULT_NOTE_COLOR : null,
    },
    NOTES_PER_USER_MAX,
    now,
  );
  return note ? { ok: true, note } : { ok: false, status: 409, errorText: NOTES_TEXTS.tooMany };
}

/** The notes search (docs/product/learner-data.md#notes-and-highlights): ranked (or by date), 10 a page. An empty query lists every note. */
export async function runNoteSearch(userId: number, input: SearchInput) {
  const match = ftsQuery(input.query);
  const filter = input.include_filters;
  if (!match) {
    const all = await listNotes(userId, { authorId: filter.author_id, workId: filter.work_id, pageId: filter.page_id });
    if (input.sort_filter === "newest") all.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
    if (input.sort_filter === "oldest") all.sort((a, b) => (a.createdAt > b.createdAt ? 1 : a.createdAt < b.createdAt ? -1 : a.id - b.id));
    const p = notesPage(input.current_page, all.length);
    return { total: all.length, ...p, hits: all.slice(p.offset, p.offset + p.limit) };
  }
  const first = await searchNotes(userId, match, {
    authorId: filter.author_id,
    workId: filter.work_id,
    pageId: filter.page_id,
    sort: input.sort_filter,
    limit: 0,
    offset: 0,
  });
  const p = notesPage(input.current_page, first.total);
  const { hits } = await searchNotes(userId, match, {
    authorId: filter.author_id,
    workId: filter.work_id,
    pageId: filter.page_id,
    sort: input.sort_filter,
    limit: p.limit,
    offset: p.offset,
  });
  return { total: first.total, ...p, hits };
}

export function searchJson(input: SearchInput, r: Awaited<ReturnType<typeof runNoteSearch>>) {
  return {
    engine_name: input.engine_name,
    query: input.query,
    current_page: r.page,
    results_per_page: NOTES_SEARCH_PAGE_SIZE,
    total_results: r.total,
    total_pages: r.totalPages,
    sort_filter: input.sort_filter,
    results: r.hits.map(noteJson),
  };
}

/** "My notes": every note grouped by course, each with its lesson link and safe HTML. */
export function groupNotesByCourse(notes: readonly NoteWithPlace[]) {
  return groupInOrder(notes, (n) => `${n.authorId}/${n.workId}`).map((g) => ({
    key: g.key,
    courseTitle: g.rows[0]!.courseTitle ?? "A course no longer offered",
    notes: g.rows.map((n) => ({ ...noteJson(n), html: noteHtml(n.comment) })),
  }));
}

/** The learner's notes on one lesson, for the lesson page (drawn back as highlights). */
export async function lessonNotesFor(userId: number, authorId: number, workId: number, pageId: number) {
  const notes = await listNotes(userId, { authorId, workId, pageId });
  return notes.map((n) => ({
    id: n.id,
    quote: n.quote,
    comment: n.comment,
    html: noteHtml(n.comment),
    color: n.color,
    mdChildId: n.mdChildId,
    startOffset: n.startOffset,
    endOffset: n.endOffset,
    version: n.version,
    createdAt: n.createdAt,
  }));
}
export type LessonNote = Awaited<ReturnType<typeof lessonNotesFor>>[number];

type EditResult = { ok: true; note: NoteRow } | { ok: false; status: 400 | 404 | 409; errorText: string };

/**
 * Edits a note's text from the page form (the version increments). A note without a quote must
 * keep some text; a stale version (the note was changed elsewhere) is refused.
 */
export async function editNoteText(userId: number, id: number, comment: string, version: number | undefined, now: Date): Promise<EditResult> {
  const note = await findNote(userId, id);
  if (!note) return { ok: false, status: 404, errorText: NOTES_TEXTS.notFound };
  if (!comment.trim() && !note.quote.trim()) return { ok: false, status: 400, errorText: NOTES_TEXTS.empty };
  const res = await updateNote(userId, id, { comment }, version, now);
  if (!res.ok)
    return res.reason === "missing"
      ? { ok: false, status: 404, errorText: NOTES_TEXTS.notFound }
      : { ok: false, status: 409, errorText: NOTES_TEXTS.stale };
  return { ok: true, note: res.note };
}

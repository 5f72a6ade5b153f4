// Notes and highlights (docs/product/learner-data.md#notes-and-highlights): colours, limits, the full-text query a learner's search
// text becomes (always safe FTS5 syntax), paging and the Markdown export. Pure.
import { NOTES_SEARCH_PAGE_SIZE } from "./constants";

export const NOTE_COLORS = ["yellow", "green", "blue", "pink", "purple"] as const;
type NoteColor = (typeof NOTE_COLORS)[number];
export const DEFAULT_NOTE_COLOR: NoteColor = "yellow";

/** A note's markdown, at most this many characters. */
export const NOTE_COMMENT_MAX = 10_000;
/** The highlighted text, at most this many characters. */
export const NOTE_QUOTE_MAX = 5_000;
/** At most this many notes and highlights per learner. */
export const NOTES_PER_USER_MAX = 5_000;
/** A search text, at most this many characters and terms. */
export const NOTE_SEARCH_MAX = 200;
export const NOTE_SEARCH_MAX_TERMS = 12;

export const NOTE_SORTS = ["relevance", "newest", "oldest"] as const;

export const NOTES_TEXTS = {
  notFound: "We could not find that note.",
  lessonNotFound: "We could not find that lesson.",
  empty: "Write a note or select some text to highlight.",
  tooMany: `You have reached the limit of ${NOTES_PER_USER_MAX} notes and highlights. Delete some to add more.`,
  stale: "This note was changed somewhere else. Reload to see the latest version.",
  added: "Note added.",
  highlighted: "Highlight added.",
  deleted: "Note deleted.",
  updated: "Note updated.",
} as const;

/**
 * The learner's search text as an FTS5 MATCH expression: every word becomes a quoted string
 * (so `"`, `*`, `NEAR`, `AND`, `:`, `(`… are never syntax), all of them required; a word typed
 * with a trailing `*` is a prefix search. Null when nothing searchable is left.
 */
export function ftsQuery(input: string): string | null {
  const terms: string[] = [];
  const re = /([\p{L}\p{N}_]+)(\*?)/gu;
  for (const m of input.slice(0, NOTE_SEARCH_MAX).matchAll(re)) {
    const word = m[1]!.toLowerCase();
    terms.push(`"${word}"${m[2] ? "*" : ""}`);
    if (terms.length >= NOTE_SEARCH_MAX_TERMS) break;
  }
  return terms.length ? terms.join(" ") : null;
}

/** Page arithmetic for the notes search (1-based pages, 10 a page). */
export function notesPage(currentPage: number, total: number, perPage = NOTES_SEARCH_PAGE_SIZE) {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, Math.floor(currentPage)), totalPages);
  return { page, offset: (page - 1) * perPage, limit: perPage, totalPages };
}

interface ExportNote {
  id: number;
  quote: string;
  comment: string;
  color: string | null;
  createdAt: string;
  lessonTitle: string;
  lessonHref: string;
}
interface ExportGroup {
  courseTitle: string;
  notes: ExportNote[];
}

const quoteBlock = (text: string) =>
  text
    .trim()
    .split(/\r?\n/)
    .map((l) => `> ${l}`)
    .join("\n");

/** Every note as one Markdown document, grouped by course, then by lesson. */
export function notesToMarkdown(groups: readonly ExportGroup[], origin: string): string {
  const out: string[] = ["# My notes", ""];
  if (groups.length === 0) out.push("You have no notes or highlights yet.", "");
  for (const g of groups) {
    out.push(`## ${g.courseTitle}`, "");
    let lesson = "";
    for (const n of g.notes) {
      if (n.lessonTitle !== lesson) {
        lesson = n.lessonTitle;
        out.push(`### [${n.lessonTitle}](${origin}${n.lessonHref})`, "");
      }
      if (n.quote.trim()) out.push(quoteBlock(n.quote), "");
      if (n.comment.trim()) out.push(n.comment.trim(), "");
      out.push(
        `*${n.comment.trim() ? "Note" : "Highlight"}${n.color ? ` (${n.color})` : ""}, ${n.createdAt.slice(0, 10)} · [open](${origin}${n.lessonHref}#note-${n.id})*`,
        "",
      );
    }
  }
  return out.join("\n");
}

/** Groups rows by a key, keeping the first-seen order of the keys. */
export function groupInOrder<T, K>(rows: readonly T[], key: (r: T) => K): { key: K; rows: T[] }[] {
  const map = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = map.get(k);
    if (list) list.push(r);
    else map.set(k, [r]);
  }
  return [...map].map(([k, rs]) => ({ key: k, rows: rs }));
}

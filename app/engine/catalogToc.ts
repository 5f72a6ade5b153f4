// The table of contents of a course (its entry fields: docs/product/catalog.md#courses) and the components of a
// lesson page, shared by the lesson reader and the page-props API. Pure.
import { lessonPath, type CourseRefFacts, type UrlForm } from "./catalog";

interface TocLessonFacts {
  id: number;
  pageId: number;
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  isOptional: boolean;
}

interface TocSectionFacts {
  id: number;
  title: string;
  lessons: readonly TocLessonFacts[];
}

/** A table-of-contents entry: a section with its lessons in `pages`, or a lesson. */
export interface TocEntry {
  id: string;
  title: string;
  type: "section" | "lesson";
  author_id: number;
  collection_id: number;
  /** The lesson's page id; null on a section. */
  page_id: number | null;
  slug: string;
  /** Where the entry leads: the lesson, or a section's first lesson (null when it has none). */
  url: string | null;
  /** Minutes. */
  estimatedTime: number;
  is_optional: boolean;
  is_required: boolean;
  can_edit: boolean;
  work_type: "collection";
  is_standalone_module: boolean;
  is_template_module: boolean;
  page_count: number;
  brief_summary: string | null;
  is_lesson: boolean;
  pages: TocEntry[];
  /** The viewer's state, beside the entry fields of docs/product/catalog.md#courses. */
  is_completed: boolean;
  is_locked: boolean;
}

interface TocInput {
  course: CourseRefFacts;
  sections: readonly TocSectionFacts[];
  form: UrlForm;
  canEdit: boolean;
  completedLessonIds?: ReadonlySet<number>;
  /** Whether the lesson at this reading-order index is closed to the viewer. */
  isLocked?: (lessonIndex: number) => boolean;
}

const slugify = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export function buildToc(input: TocInput): TocEntry[] {
  const { course } = input;
  const done = input.completedLessonIds ?? new Set<number>();
  let index = 0;
  return input.sections.map((section) => {
    const pages: TocEntry[] = section.lessons.map((l) => {
      const locked = input.isLocked?.(index++) ?? false;
      return {
        id: `lesson-${l.id}`,
        title: l.title,
        type: "lesson",
        author_id: course.authorId,
        collection_id: course.collectionId,
        page_id: l.pageId,
        slug: l.slug,
        url: lessonPath(course, l, input.form),
        estimatedTime: l.minutes,
        is_optional: l.isOptional,
        is_required: !l.isOptional,
        can_edit: input.canEdit,
        work_type: "collection",
        is_standalone_module: false,
        is_template_module: false,
        page_count: 1,
        brief_summary: l.summary,
        is_lesson: true,
        pages: [],
        is_completed: done.has(l.id),
        is_locked: locked,
      };
    });
    const optional = pages.length > 0 && pages.every((p) => p.is_optional);
    return {
      id: `section-${section.id}`,
      title: section.title,
      type: "section",
      author_id: course.authorId,
      collection_id: course.collectionId,
      page_id: null,
      slug: slugify(section.title),
      url: pages[0]?.url ?? null,
      estimatedTime: pages.reduce((n, p) => n + p.estimatedTime, 0),
      is_optional: optional,
      is_required: !optional,
      can_edit: input.canEdit,
      work_type: "collection",
      is_standalone_module: false,
      is_template_module: false,
      page_count: pages.length,
      brief_summary: null,
      is_lesson: false,
      pages,
      is_completed: pages.length > 0 && pages.every((p) => p.is_completed),
      is_locked: pages.length > 0 && pages.every((p) => p.is_locked),
    };
  });
}

/** The lesson entries in reading order. */
export function flattenToc(toc: readonly TocEntry[]): TocEntry[] {
  return toc.flatMap((e) => (e.is_lesson ? [e] : flattenToc(e.pages)));
}

/** Previous and next lessons around a page, in reading order. */
export function lessonNeighbours<T extends { pageId: number }>(
  ordered: readonly T[],
  pageId: number,
): { index: number; prev: T | null; next: T | null } {
  const index = ordered.findIndex((l) => l.pageId === pageId);
  if (index < 0) return { index, prev: null, next: null };
  return { index, prev: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}

// ---- Page components -------------------------------------------------------------

export type PageComponent = { type: "MarkdownEditor"; content: string } | { type: "Code"; language: string | null; content: string };

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)[^`]*$/;

/**
 * Splits a lesson's Markdown into text blocks and fenced code blocks (with their language),
 * in order. An unclosed fence runs to the end, as in CommonMark. Blank-only text is dropped.
 */
export function splitLessonComponents(markdown: string): PageComponent[] {
  const out: PageComponent[] = [];
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  let text: string[] = [];
  const flushText = () => {
    const content = text.join("\n").trim();
    if (content) out.push({ type: "MarkdownEditor", content });
    text = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]);
    if (!open) {
      text.push(lines[i]);
      continue;
    }
    flushText();
    const fence = open[1];
    const close = new RegExp(`^ {0,3}${fence[0] === "`" ? "`" : "~"}{${fence.length},}\\s*$`);
    const code: string[] = [];
    for (i = i + 1; i < lines.length && !close.test(lines[i]); i++) code.push(lines[i]);
    out.push({ type: "Code", language: open[2] ? open[2].toLowerCase() : null, content: code.join("\n") });
  }
  flushText();
  return out;
}

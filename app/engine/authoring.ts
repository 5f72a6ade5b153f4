// Authoring rules (docs/product/authoring.md): who is an author, the shape of a course being
// written, how its lessons' blocks become the Markdown learners read (with the content rules of
// app/engine/content.ts applied), reordering, and the states a work goes through.
import type { Block, CourseDraft, DraftLesson, ModuleDraft, PathDraft, WorkItem } from "./authoringSchemas";
import { type CALLOUT_TONES, LIMITS, type BlockKind } from "./authoringTexts";
import { groupPageWidgets, replacePlaceholders } from "./content";
import { COACH_LANGUAGES } from "./constants";
import { formatSignature, parseRunnableTests, parseSignature, type LessonSegment } from "./lessonBlocks";

export type { Block, CourseDraft, DraftLesson, ModuleDraft, PathDraft, WorkItem };
export * from "./authoringTexts";

// ---------------------------------------------------------------- who is an author
interface AuthorFacts {
  isStaff: boolean;
  /** staff approved their application */
  hasAuthorRole: boolean;
  /** an admin of an organization whose feature flags include can_create_private_content */
  adminOfPrivateContentOrganization: boolean;
}

/** Staff, approved applicants and admins of organizations that may write private content. */
export const isAuthor = (f: AuthorFacts): boolean => f.isStaff || f.hasAuthorRole || f.adminOfPrivateContentOrganization;

/** Whether an organization's feature flags (a JSON object) allow private content. */
export function allowsPrivateContent(featureFlags: string | Record<string, unknown> | null | undefined): boolean {
  if (!featureFlags) return false;
  let flags: unknown = featureFlags;
  if (typeof featureFlags === "string") {
    try {
      flags = JSON.parse(featureFlags);
    } catch {
      return false;
    }
  }
  return typeof flags === "object" && flags !== null && (flags as Record<string, unknown>).can_create_private_content === true;
}

// ---------------------------------------------------------------- the document
export const BLOCK_LABELS: Record<BlockKind, string> = {
  text: "Markdown text",
  code: "Code",
  tabbed: "Tabbed code",
  callout: "Callout",
  quiz: "Quiz",
  runnable: "Runnable code",
  image: "Image",
};

/** A lower-case, hyphenated slug from a title ("Intro to C++!" → "intro-to-c"). */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "untitled";
}

/** A key not yet used among `taken` (k1, k2, …). */
function nextKey(taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`k${n}`)) n++;
  return `k${n}`;
}

/** A new work: one section, no lessons. */
export function newCourseDraft(title: string, categorySlug: string): CourseDraft {
  return {
    title,
    slug: slugify(title),
    summary: "",
    categorySlug,
    difficulty: "beginner",
    access: "free",
    placeholders: {},
    sections: [{ key: "k1", title: "Getting started", lessons: [] }],
  };
}

export const allLessons = (draft: CourseDraft): DraftLesson[] => draft.sections.flatMap((s) => s.lessons);

/** Finds a lesson by its key: its section index and place in that section. */
export function findLesson(draft: CourseDraft, key: string): { section: number; index: number; lesson: DraftLesson } | null {
  for (let s = 0; s < draft.sections.length; s++) {
    const index = draft.sections[s]!.lessons.findIndex((l) => l.key === key);
    if (index >= 0) return { section: s, index, lesson: draft.sections[s]!.lessons[index]! };
  }
  return null;
}

/** Adds a lesson at the end of a section, with a slug not yet used in the course. */
export function addLesson(draft: CourseDraft, sectionIndex: number, title: string): { draft: CourseDraft; key: string } {
  const lessons = allLessons(draft);
  const key = nextKey(lessons.map((l) => l.key));
  const slugs = new Set(lessons.map((l) => l.slug));
  const base = slugify(title);
  let slug = base;
  for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
  const lesson: DraftLesson = { key, slug, title, summary: "", minutes: 5, blocks: [{ kind: "text", id: "intro", markdown: "" }] };
  const sections = draft.sections.map((s, i) => (i === sectionIndex ? { ...s, lessons: [...s.lessons, lesson] } : s));
  return { draft: { ...draft, sections }, key };
}

export function addSection(draft: CourseDraft, title: string): CourseDraft {
  return { ...draft, sections: [...draft.sections, { key: nextKey(draft.sections.map((s) => s.key)), title, lessons: [] }] };
}

/** Moves an item one place up (-1) or down (+1); at either end the list is unchanged. */
export function moveItem<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const to = index + direction;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const out = [...items];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/**
 * Moves a lesson one place up or down in reading order: inside its section, or, from the first
 * place of a section, to the end of the section before (from the last place, to the start of the
 * next). The first lesson of the course does not move up, nor the last one down.
 */
export function moveLesson(draft: CourseDraft, key: string, direction: -1 | 1): CourseDraft {
  const at = findLesson(draft, key);
  if (!at) return draft;
  const sections = draft.sections.map((s) => ({ ...s, lessons: [...s.lessons] }));
  const here = sections[at.section]!;
  const to = at.index + direction;
  if (to >= 0 && to < here.lessons.length) {
    here.lessons = moveItem(here.lessons, at.index, direction);
    return { ...draft, sections };
  }
  const neighbour = sections[at.section + direction];
  if (!neighbour) return draft;
  here.lessons.splice(at.index, 1);
  if (direction === -1) neighbour.lessons.push(at.lesson);
  else neighbour.lessons.unshift(at.lesson);
  return { ...draft, sections };
}

export function removeLesson(draft: CourseDraft, key: string): CourseDraft {
  return { ...draft, sections: draft.sections.map((s) => ({ ...s, lessons: s.lessons.filter((l) => l.key !== key) })) };
}

/** Replaces a lesson (found by key) with a new version of it. */
export function replaceLesson(draft: CourseDraft, lesson: DraftLesson): CourseDraft {
  return { ...draft, sections: draft.sections.map((s) => ({ ...s, lessons: s.lessons.map((l) => (l.key === lesson.key ? lesson : l)) })) };
}

// ---------------------------------------------------------------- the content rules on blocks
/**
 * The blocks a learner gets: tabbed-code blocks without any code dropped, repeated block ids made
 * unique with a numeric suffix (the widget rules of app/engine/content.ts).
 */
export function normalizeBlocks(blocks: readonly Block[]): Block[] {
  const widgets = blocks.map((b) => ({
    type: b.kind === "tabbed" ? "TabbedCode" : b.kind,
    comp_id: b.id,
    content: b.kind === "tabbed" ? { codeContents: b.tabs.filter((t) => t.code.trim() !== "") } : null,
    block: b,
  }));
  return groupPageWidgets(widgets).map((w) => {
    const b = { ...w.block, id: w.comp_id } as Block;
    return b.kind === "tabbed" ? { ...b, tabs: b.tabs.filter((t) => t.code.trim() !== "") } : b;
  });
}

const fence = (code: string) => {
  let ticks = "```";
  while (code.includes(ticks)) ticks += "`";
  return ticks;
};

const codeMarkdown = (language: string, code: string) => {
  const f = fence(code);
  return `${f}${language}\n${code.replace(/\n+$/, "")}\n${f}`;
};

const CALLOUT_LABELS: Record<(typeof CALLOUT_TONES)[number], string> = { note: "Note", tip: "Tip", warning: "Warning" };

/** Markdown that shows a text as written (no formatting characters take effect). */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_{}[\]()#+\-.!|<>~])/g, "\\$1");

/**
 * A lesson's blocks as the Markdown the lesson page renders (through the site's one sanitising
 * renderer): the content rules applied first, placeholders in code replaced in all four styles.
 */
export function lessonMarkdown(blocks: readonly Block[], placeholders: Readonly<Record<string, string>> = {}): string {
  const parts: string[] = [];
  for (const b of normalizeBlocks(blocks)) {
    if (b.kind === "text") {
      if (b.markdown.trim()) parts.push(b.markdown.trim());
    } else if (b.kind === "code") {
      parts.push(codeMarkdown(b.language, replacePlaceholders(b.code, placeholders)));
    } else if (b.kind === "tabbed") {
      for (const t of b.tabs)
        parts.push(`**${escapeMarkdown(t.language || "code")}**`, codeMarkdown(t.language, replacePlaceholders(t.code, placeholders)));
    } else if (b.kind === "callout") {
      const body = b.markdown.trim() ? b.markdown.trim().split("\n") : [];
      parts.push([`> **${CALLOUT_LABELS[b.tone]}:**`, ...body.map((line) => `> ${line}`)].join("\n"));
    } else if (b.kind === "image") {
      // The alt text and caption are shown as written; the address is one of ours (IMAGE_SRC). A
      // block whose image was not uploaded yet shows nothing.
      if (!b.src) continue;
      parts.push(`![${escapeMarkdown(b.alt)}](${b.src})`);
      if (b.caption.trim()) parts.push(`*${escapeMarkdown(b.caption.trim())}*`);
    } else if (b.kind === "runnable") {
      const language = COACH_LANGUAGES.find((l) => l.id === b.language)?.name ?? b.language;
      parts.push(
        `**Exercise (${escapeMarkdown(language)}):** write \`${formatSignature(b)}\`.`,
        codeMarkdown(b.language, replacePlaceholders(b.starter, placeholders)),
      );
    } else {
      const lines = [`**Quiz${b.multiple ? " (more than one answer)" : ""}:** ${escapeMarkdown(b.question)}`, ""];
      for (const o of b.options) lines.push(`- [ ] ${escapeMarkdown(o.text)}`);
      parts.push(lines.join("\n"));
    }
  }
  return parts.join("\n\n") + "\n";
}

/**
 * A lesson as the page shows it to learners (docs/product/authoring.md#blocks-learners-use): the
 * Markdown of the blocks between quizzes and runnable blocks, and those blocks themselves (with
 * the content rules applied and placeholders replaced in starter code). Null when the lesson has
 * neither: its Markdown alone is the page.
 */
export function lessonSegments(blocks: readonly Block[], placeholders: Readonly<Record<string, string>> = {}): LessonSegment[] | null {
  const out: LessonSegment[] = [];
  let chunk: Block[] = [];
  const flush = () => {
    const markdown = chunk.length ? lessonMarkdown(chunk, placeholders) : "";
    if (markdown.trim()) out.push({ kind: "markdown", markdown });
    chunk = [];
  };
  let interactive = false;
  for (const b of normalizeBlocks(blocks)) {
    if (b.kind === "quiz" || b.kind === "runnable") {
      flush();
      interactive = true;
      out.push(b.kind === "runnable" ? { ...b, starter: replacePlaceholders(b.starter, placeholders) } : b);
    } else chunk.push(b);
  }
  flush();
  return interactive ? out : null;
}

// ---------------------------------------------------------------- plain-form fields
/**
 * Tabbed code as one text: a line `--- language` starts each tab ("--- python", "--- javascript").
 * Text before the first such line is a tab without a language.
 */
export function parseTabs(text: string): { language: string; code: string }[] {
  const tabs: { language: string; code: string }[] = [];
  let current: { language: string; lines: string[] } | null = null;
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const m = /^---\s*([a-z0-9+#-]*)\s*$/i.exec(line);
    if (m) {
      if (current) tabs.push({ language: current.language, code: current.lines.join("\n").replace(/\n+$/, "") });
      current = { language: m[1]!.toLowerCase(), lines: [] };
    } else {
      if (!current) {
        if (line.trim() === "") continue;
        current = { language: "", lines: [] };
      }
      current.lines.push(line);
    }
  }
  if (current) tabs.push({ language: current.language, code: current.lines.join("\n").replace(/\n+$/, "") });
  return tabs;
}

export const formatTabs = (tabs: readonly { language: string; code: string }[]) => tabs.map((t) => `--- ${t.language}\n${t.code}`).join("\n");

/** Quiz options as text: one a line, a leading `*` marks a correct one. */
export function parseQuizOptions(text: string): { text: string; correct: boolean }[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => (l.startsWith("*") ? { text: l.slice(1).trim(), correct: true } : { text: l, correct: false }));
}

export const formatQuizOptions = (options: readonly { text: string; correct: boolean }[]) =>
  options.map((o) => `${o.correct ? "* " : ""}${o.text}`).join("\n");

/** Placeholder values as text: NAME=value a line. Null when a line is not of that form. */
export function parsePlaceholders(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^(\w{1,40})\s*=\s*(.*)$/.exec(line);
    if (!m) return null;
    out[m[1]!] = m[2]!;
  }
  return out;
}

export const formatPlaceholders = (values: Readonly<Record<string, string>>) =>
  Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join("\n");

const str = (v: unknown) => (typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : "");

/**
 * The blocks of the lesson editor's plain form: `block_count`, then for block i the fields
 * b{i}_kind, b{i}_id, b{i}_text (Markdown, code, tabbed code or quiz question), b{i}_language,
 * b{i}_tone, b{i}_options and b{i}_multiple; a runnable block's b{i}_text is its starter code,
 * with b{i}_signature and b{i}_tests; an image block has b{i}_src (its stored address, set by the
 * upload), b{i}_alt and b{i}_caption. Not validated here (lessonSchema does that); a signature or
 * tests that do not parse keep the author's text (signatureText, testsText) for the form.
 */
export function blocksFromForm(values: Readonly<Record<string, unknown>>): unknown[] {
  const count = Math.min(Number.parseInt(str(values.block_count), 10) || 0, LIMITS.blocks + 1);
  const blocks: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const kind = str(values[`b${i}_kind`]);
    const id = str(values[`b${i}_id`]).trim();
    const text = str(values[`b${i}_text`]).replace(/\r\n?/g, "\n");
    const language = str(values[`b${i}_language`]).trim().toLowerCase();
    if (kind === "text") blocks.push({ kind, id, markdown: text });
    else if (kind === "code") blocks.push({ kind, id, language, code: text });
    else if (kind === "tabbed") blocks.push({ kind, id, tabs: parseTabs(text) });
    else if (kind === "callout") blocks.push({ kind, id, tone: str(values[`b${i}_tone`]) || "note", markdown: text });
    else if (kind === "image")
      blocks.push({ kind, id, src: str(values[`b${i}_src`]).trim(), alt: str(values[`b${i}_alt`]), caption: str(values[`b${i}_caption`]) });
    else if (kind === "quiz")
      blocks.push({
        kind,
        id,
        question: text,
        multiple: str(values[`b${i}_multiple`]) === "on",
        options: parseQuizOptions(str(values[`b${i}_options`])),
      });
    else if (kind === "runnable") {
      const signatureText = str(values[`b${i}_signature`]).trim();
      const testsText = str(values[`b${i}_tests`]).replace(/\r\n?/g, "\n");
      const signature = parseSignature(signatureText);
      const tests = parseRunnableTests(testsText);
      blocks.push({
        kind,
        id,
        language,
        functionName: signature?.functionName ?? "",
        params: signature?.params ?? [],
        returnType: signature?.returnType ?? "",
        starter: text,
        tests,
        ...(signature ? {} : { signatureText }),
        ...(tests ? {} : { testsText }),
      });
    } else blocks.push({ kind, id });
  }
  return blocks;
}

/** A new block of a kind, with an id not used in the lesson. */
export function newBlock(kind: BlockKind, blocks: readonly Block[]): Block {
  const used = new Set(blocks.map((b) => b.id));
  let n = blocks.length + 1;
  while (used.has(`${kind}-${n}`)) n++;
  const id = `${kind}-${n}`;
  if (kind === "text") return { kind, id, markdown: "" };
  if (kind === "code") return { kind, id, language: "python", code: "" };
  if (kind === "tabbed") return { kind, id, tabs: [] };
  if (kind === "callout") return { kind, id, tone: "note", markdown: "" };
  if (kind === "image") return { kind, id, src: "", alt: "", caption: "" };
  if (kind === "runnable")
    return {
      kind,
      id,
      language: "python",
      functionName: "add",
      params: [
        { name: "a", type: "int" },
        { name: "b", type: "int" },
      ],
      returnType: "int",
      starter: "def add(a, b):\n    # your code here\n    return 0\n",
      tests: [
        { input: [1, 2], expected: 3 },
        { input: [-4, 4], expected: 0 },
      ],
    };
  return {
    kind,
    id,
    question: "",
    multiple: false,
    options: [
      { text: "Option A", correct: true },
      { text: "Option B", correct: false },
    ],
  };
}

// ---------------------------------------------------------------- states and review
export const WORK_STATES = ["draft", "in_review", "published", "deprecated"] as const;
export type WorkState = (typeof WORK_STATES)[number];
export const WORK_STATE_LABELS: Record<WorkState, string> = {
  draft: "Draft",
  in_review: "In review",
  published: "Published",
  deprecated: "Deprecated",
};

type WorkEvent = "edit" | "submit" | "approve" | "send_back";

export const STATE_REFUSALS = {
  editInReview: "This course is waiting for review and cannot be changed now. Staff will approve it or send it back to you.",
  submitNotDraft: "Only a draft with changes can be submitted for review.",
  reviewNotInReview: "This course is not waiting for review.",
  deprecated: "This course is deprecated and can no longer be changed.",
  noLessons: "Add at least one lesson before submitting the course for review.",
} as const;

/** The state after an event, or the sentence that refuses it. */
export function nextWorkState(state: WorkState, event: WorkEvent): { ok: true; state: WorkState } | { ok: false; reason: string } {
  if (state === "deprecated") return { ok: false, reason: STATE_REFUSALS.deprecated };
  if (event === "edit") return state === "in_review" ? { ok: false, reason: STATE_REFUSALS.editInReview } : { ok: true, state: "draft" };
  if (event === "submit") return state === "draft" ? { ok: true, state: "in_review" } : { ok: false, reason: STATE_REFUSALS.submitNotDraft };
  if (state !== "in_review") return { ok: false, reason: STATE_REFUSALS.reviewNotInReview };
  return { ok: true, state: event === "approve" ? "published" : "draft" };
}

export const CONFLICT_TEXT =
  "This was changed in another tab or by another author after you opened it, so your save was not applied. Both versions are below: nothing is lost. Save again to keep yours, or reload to take the saved one.";

// ---------------------------------------------------------------- paths and standalone modules
/** What a work is (docs/product/authoring.md#paths-and-standalone-modules). */
export const WORK_KINDS = ["course", "path", "module"] as const;
export type WorkKind = (typeof WORK_KINDS)[number];
export const WORK_KIND_LABELS: Record<WorkKind, string> = { course: "Course", path: "Path", module: "Module" };
const WORK_NOUNS: Record<WorkKind, string> = { course: "course", path: "path", module: "module" };

/** A state sentence said of a path or a module instead of a course. */
export const forKind = (text: string, kind: WorkKind): string =>
  kind === "course" ? text : text.replace(/\b(T|t)his course\b/g, (_, t: string) => `${t}his ${WORK_NOUNS[kind]}`);

export const WORK_REFUSALS = {
  noPathItems: "Add at least one course or module before submitting the path for review.",
  noModuleLessons: "Add at least one lesson before submitting the module for review.",
  unknownItem: "Pick one of the listed items.",
  duplicateItem: "This item is already in the list.",
  tooManyItems: "A list holds at most 60 items.",
} as const;

export function newPathDraft(title: string): PathDraft {
  return { title, slug: slugify(title), summary: "", difficulty: "beginner", items: [] };
}

export function newModuleDraft(title: string): ModuleDraft {
  return { title, slug: slugify(title), summary: "", items: [] };
}

/** An item as one form value ("course:12") and back. */
export const itemValue = (item: WorkItem): string => `${item.kind}:${item.id}`;
export function parseItemValue(value: string): WorkItem | null {
  const m = /^(course|module|lesson):(\d{1,10})$/.exec(value);
  return m ? { kind: m[1] as WorkItem["kind"], id: Number(m[2]) } : null;
}

/**
 * What a button of the path or module editor does to the ordered items: add one picked from the
 * catalog (at the end, once), remove one, or move one up or down. A refusal gives its sentence.
 */
export function applyItemIntent<T extends WorkItem>(
  items: readonly T[],
  intent: string,
  picked: T | null,
): { ok: true; items: T[] } | { ok: false; reason: string } {
  const [verb, arg] = intent.split(":") as [string, string | undefined];
  const index = Number(arg);
  if (verb === "add") {
    if (!picked) return { ok: false, reason: WORK_REFUSALS.unknownItem };
    if (items.some((i) => i.kind === picked.kind && i.id === picked.id)) return { ok: false, reason: WORK_REFUSALS.duplicateItem };
    if (items.length >= LIMITS.items) return { ok: false, reason: WORK_REFUSALS.tooManyItems };
    return { ok: true, items: [...items, picked] };
  }
  if (verb === "up" || verb === "down") return { ok: true, items: moveItem(items, index, verb === "up" ? -1 : 1) };
  if (verb === "remove") return { ok: true, items: items.filter((_, i) => i !== index) };
  return { ok: true, items: [...items] };
}

// Authoring (docs/product/authoring.md): becoming an author, writing a course as a draft with
// optimistic concurrency, review and publication into the catalog. Rules are in
// app/engine/authoring.ts; tables in app/models/authoring.server.ts.
import { z } from "zod";
import {
  addLesson,
  addSection,
  allowsPrivateContent,
  blocksFromForm,
  CONFLICT_TEXT,
  findLesson,
  isAuthor,
  lessonMarkdown,
  lessonSegments,
  moveItem,
  moveLesson,
  newBlock,
  newCourseDraft,
  nextWorkState,
  parsePlaceholders,
  removeLesson,
  replaceLesson,
  AUTHORING_TEXTS,
  AUTOSAVE_TEXTS,
  BLOCK_KINDS,
  STATE_REFUSALS,
  type Block,
  type BlockKind,
  type CourseDraft,
  type DraftLesson,
  type WorkState,
} from "~/engine/authoring";
import { courseDraftSchema, lessonSchema } from "~/engine/authoringSchemas";
import { listCategories } from "~/models/catalog.server";
import * as m from "~/models/authoring.server";
import { consumeRateLimit } from "~/models/rateLimit.server";
import { findUserByEmail, type User } from "~/models/user.server";
import { isStaff } from "~/utils/auth.server";
import { notFound } from "~/utils/http.server";

export const AUTHORING_MESSAGES = {
  applied: "Thank you: your application is in. Staff will read it and you will see their answer here.",
  alreadyPending: "You have already applied; staff have not answered yet.",
  alreadyAuthor: "You are already an author: start writing at /create.",
  approved: "Application approved: they are an author now.",
  declined: "Application declined.",
  notPending: "This application has already been answered.",
  saved: "Saved.",
  submitted: "Submitted for review. Staff will approve it or send it back with comments.",
  published: "Approved and published: the course is in the catalog.",
  sentBack: "Sent back to the author with your comment.",
  commentRequired: "Tell the author what to change (at least 5 characters).",
  slugTaken: "Another course already has this URL slug: choose another one.",
  unknownCategory: "Choose one of the categories.",
  rateLimited: "You are saving too often: wait a minute and save again. Your text is still in the form.",
  stale: "This course changed since you opened this page; reload it and try again.",
} as const;

// ---------------------------------------------------------------- who is an author
export async function isAuthorUser(user: User): Promise<boolean> {
  if (isStaff(user)) return true;
  if (await m.hasAuthorRole(user.id)) return true;
  const flags = await m.adminOrganizationFlags(user.id);
  return isAuthor({ isStaff: false, hasAuthorRole: false, adminOfPrivateContentOrganization: flags.some((f) => allowsPrivateContent(f)) });
}

/** Editors and drafts: anyone but an author gets the not-found page (a draft's existence is not told). */
export async function requireAuthor(user: User): Promise<void> {
  if (!(await isAuthorUser(user))) notFound();
}

// ---------------------------------------------------------------- applications
const httpUrl = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), "Give a link starting with http:// or https://, or leave it empty.");

export const applicationSchema = z.object({
  topics: z.string().trim().min(3, "Tell us what you want to teach (at least 3 characters).").max(1000, "At most 1,000 characters."),
  experience: z
    .string()
    .trim()
    .min(20, "Tell us a little more about your experience (at least 20 characters).")
    .max(3000, "At most 3,000 characters."),
  sample_url: httpUrl.optional().default(""),
});

export async function apply(user: User, data: z.infer<typeof applicationSchema>): Promise<{ ok: true } | { ok: false; errorText: string }> {
  if (await isAuthorUser(user)) return { ok: false, errorText: AUTHORING_MESSAGES.alreadyAuthor };
  const last = await m.latestApplication(user.id);
  if (last?.status === "pending") return { ok: false, errorText: AUTHORING_MESSAGES.alreadyPending };
  await m.createApplication(user.id, { topics: data.topics, experience: data.experience, sampleUrl: data.sample_url || null });
  return { ok: true };
}

export async function decide(staff: User, applicationId: number, decision: "approved" | "declined", now = new Date()) {
  const ok = await m.decideApplication(applicationId, staff.id, decision, now);
  return ok
    ? ({ ok: true, text: decision === "approved" ? AUTHORING_MESSAGES.approved : AUTHORING_MESSAGES.declined } as const)
    : ({ ok: false, text: AUTHORING_MESSAGES.notPending } as const);
}

// ---------------------------------------------------------------- drafts
export interface LoadedDraft {
  id: number;
  ownerUserId: number;
  state: WorkState;
  version: number;
  draft: CourseDraft;
  courseId: number | null;
  reviewComment: string | null;
  updatedAt: string;
}

const isCourseRow = (row: m.DraftRow) => row.kind === "course";

function parseDraftRow(row: m.DraftRow): LoadedDraft {
  return {
    id: row.id,
    ownerUserId: row.ownerUserId,
    state: row.state as WorkState,
    version: row.version,
    draft: courseDraftSchema.parse(JSON.parse(row.content)),
    courseId: row.courseId,
    reviewComment: row.reviewComment,
    updatedAt: row.updatedAt,
  };
}

/** A draft its owner (or staff) may open; everyone else, and unknown ids, get the not-found page. */
export async function loadDraftFor(user: User, draftId: number): Promise<LoadedDraft> {
  const row = await m.findDraft(draftId);
  if (!row || row.kind !== "course" || (row.ownerUserId !== user.id && !isStaff(user))) notFound();
  await requireAuthor(user);
  return parseDraftRow(row);
}

export async function listWorks(user: Pick<User, "id">) {
  return (await m.listDraftsOf(user.id)).filter(isCourseRow).map(parseDraftRow);
}

export const newCourseSchema = z.object({ title: z.string().trim().min(1, AUTHORING_TEXTS.title).max(150, AUTHORING_TEXTS.title) });

export async function createCourse(user: User, title: string, now = new Date()): Promise<number> {
  const categories = await listCategories();
  const draft = newCourseDraft(title, categories[0]?.slug ?? "");
  return m.createDraft(user.id, JSON.stringify(draft), now);
}

export const SAVE_LIMIT = { bucket: "authoring-save", limit: 120, windowMs: 10 * 60_000 };

type SaveResult<Yours> =
  | { kind: "saved"; version: number; draft: CourseDraft; lessonKey?: string }
  | { kind: "invalid"; errors: Record<string, string>; yours: Yours; version: number }
  | { kind: "conflict"; text: string; yours: Yours; theirs: CourseDraft; version: number }
  | { kind: "refused"; text: string; yours: Yours; version: number; status: number };

export const firstErrors = (error: z.ZodError): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
};

/**
 * Saves a changed draft if nobody saved since `version` was read; a stale save is refused with
 * both versions (the caller shows them), nothing written.
 */
async function saveIfCurrent<Yours>(
  user: User,
  loaded: LoadedDraft,
  version: number,
  next: CourseDraft,
  yours: Yours,
  now: Date,
): Promise<SaveResult<Yours>> {
  const edit = nextWorkState(loaded.state, "edit");
  if (!edit.ok) return { kind: "refused", text: edit.reason, yours, version: loaded.version, status: 409 };
  if (version !== loaded.version) return { kind: "conflict", text: CONFLICT_TEXT, yours, theirs: loaded.draft, version: loaded.version };
  const limit = await consumeRateLimit(SAVE_LIMIT, String(user.id), now.getTime());
  if (!limit.allowed) return { kind: "refused", text: AUTHORING_MESSAGES.rateLimited, yours, version, status: 429 };
  const saved = await m.saveDraftContent(loaded.id, version, JSON.stringify(next), { state: "draft", fromStates: ["draft", "published"] }, now);
  if (saved === null) {
    // Someone saved between our read and our write: show what they saved.
    const fresh = parseDraftRow((await m.findDraft(loaded.id))!);
    return { kind: "conflict", text: CONFLICT_TEXT, yours, theirs: fresh.draft, version: fresh.version };
  }
  return { kind: "saved", version: saved, draft: next };
}

// ---------------------------------------------------------------- the course editor
export type CourseFormValues = {
  title: string;
  slug: string;
  summary: string;
  category: string;
  difficulty: string;
  access: string;
  placeholders: string;
  sectionTitles: string[];
};

const str = (v: unknown) => (typeof v === "string" ? v : "");

function courseFormValues(raw: Record<string, unknown>, sectionCount: number): CourseFormValues {
  return {
    title: str(raw.title),
    slug: str(raw.slug).trim(),
    summary: str(raw.summary),
    category: str(raw.category),
    difficulty: str(raw.difficulty),
    access: str(raw.access),
    placeholders: str(raw.placeholders),
    sectionTitles: Array.from({ length: sectionCount }, (_, i) => str(raw[`s${i}_title`])),
  };
}

const intentSchema = z
  .string()
  .regex(/^(save|submit|add-section|add-lesson:\d{1,3}|section-(up|down|remove):\d{1,3}|lesson-(up|down|remove):[a-z0-9]{1,20})$/)
  .catch("save");

/** The course editor's one form: saves the fields, then does what the pressed button asks. */
export async function saveCourse(
  user: User,
  loaded: LoadedDraft,
  raw: Record<string, unknown>,
  now = new Date(),
): Promise<SaveResult<CourseFormValues> & { intent: string }> {
  const intent = intentSchema.parse(raw.intent);
  const version = Number.parseInt(str(raw.version), 10);
  const values = courseFormValues(raw, loaded.draft.sections.length);
  const with_ = <T extends object>(r: T) => ({ ...r, intent });
  const placeholders = parsePlaceholders(values.placeholders);
  const categories = await listCategories();
  const errors: Record<string, string> = {};
  if (placeholders === null) errors.placeholders = AUTHORING_TEXTS.placeholder;
  if (!categories.some((c) => c.slug === values.category)) errors.category = AUTHORING_MESSAGES.unknownCategory;
  let next: CourseDraft = {
    ...loaded.draft,
    title: values.title.trim(),
    slug: values.slug,
    summary: values.summary.trim(),
    categorySlug: values.category,
    difficulty: values.difficulty as CourseDraft["difficulty"],
    access: values.access as CourseDraft["access"],
    placeholders: placeholders ?? {},
    sections: loaded.draft.sections.map((s, i) => ({ ...s, title: (values.sectionTitles[i] ?? s.title).trim() })),
  };
  const checked = courseDraftSchema.safeParse(next);
  if (!checked.success) Object.assign(errors, firstErrors(checked.error));
  if (!errors.slug && (await m.courseSlugTaken(values.slug, loaded.courseId))) errors.slug = AUTHORING_MESSAGES.slugTaken;
  if (Object.keys(errors).length)
    return with_({ kind: "invalid" as const, errors, yours: values, version: Number.isFinite(version) ? version : loaded.version });
  const [verb, arg] = intent.split(":") as [string, string | undefined];
  if (verb === "add-section") next = addSection(next, `Section ${next.sections.length + 1}`);
  else if (verb === "add-lesson") {
    const s = Number(arg);
    if (next.sections[s]) next = addLesson(next, s, `Lesson ${next.sections.flatMap((x) => x.lessons).length + 1}`).draft;
  } else if (verb === "section-up" || verb === "section-down")
    next = { ...next, sections: moveItem(next.sections, Number(arg), verb === "section-up" ? -1 : 1) };
  else if (verb === "section-remove") {
    const s = next.sections[Number(arg)];
    if (s && s.lessons.length === 0 && next.sections.length > 1) next = { ...next, sections: next.sections.filter((_, i) => i !== Number(arg)) };
  } else if (verb === "lesson-up" || verb === "lesson-down") next = moveLesson(next, arg!, verb === "lesson-up" ? -1 : 1);
  else if (verb === "lesson-remove") next = removeLesson(next, arg!);
  const saved = await saveIfCurrent(user, loaded, version, next, values, now);
  if (saved.kind !== "saved" || intent !== "submit") return with_(saved);
  const submitted = await submitForReview(user, { ...loaded, version: saved.version, draft: next, state: "draft" }, saved.version, now);
  if (!submitted.ok) return with_({ kind: "refused" as const, text: submitted.text, yours: values, version: saved.version, status: 409 });
  return with_(saved);
}

// ---------------------------------------------------------------- the lesson editor
export type LessonFormValues = { title: string; slug: string; summary: string; minutes: string; blocks: unknown[] };

const lessonIntent = z
  .string()
  .regex(/^(save|add:(text|code|tabbed|callout|quiz|runnable|image)|(up|down|remove):\d{1,2})$/)
  .catch("save");

export async function saveLesson(
  user: User,
  loaded: LoadedDraft,
  lessonKey: string,
  raw: Record<string, unknown>,
  now = new Date(),
  /** fields refused before the save (an image upload, docs/product/authoring.md#images-in-lessons) */
  refusedFields: Record<string, string> = {},
): Promise<SaveResult<LessonFormValues> & { intent: string }> {
  const at = findLesson(loaded.draft, lessonKey);
  if (!at) notFound();
  const intent = lessonIntent.parse(raw.intent);
  const version = Number.parseInt(str(raw.version), 10);
  const values: LessonFormValues = {
    title: str(raw.title),
    slug: str(raw.slug).trim(),
    summary: str(raw.summary),
    minutes: str(raw.minutes),
    blocks: blocksFromForm(raw),
  };
  const parsed = lessonSchema.safeParse({
    key: lessonKey,
    slug: values.slug,
    title: values.title.trim(),
    summary: values.summary.trim(),
    minutes: Number.parseInt(values.minutes, 10),
    blocks: values.blocks,
  });
  const errors: Record<string, string> = { ...(parsed.success ? {} : firstErrors(parsed.error)), ...refusedFields };
  if (parsed.success) {
    const clash = loaded.draft.sections.flatMap((s) => s.lessons).some((l) => l.key !== lessonKey && l.slug === parsed.data.slug);
    if (clash) errors.slug = "Another lesson of this course has this slug.";
  }
  if (!parsed.success || Object.keys(errors).length)
    return { kind: "invalid", errors, yours: values, version: Number.isFinite(version) ? version : loaded.version, intent };
  let lesson: DraftLesson = parsed.data;
  const [verb, arg] = intent.split(":") as [string, string | undefined];
  if (verb === "add" && (BLOCK_KINDS as readonly string[]).includes(arg!))
    lesson = { ...lesson, blocks: [...lesson.blocks, newBlock(arg as BlockKind, lesson.blocks)] };
  else if (verb === "up" || verb === "down") lesson = { ...lesson, blocks: moveItem(lesson.blocks, Number(arg), verb === "up" ? -1 : 1) };
  else if (verb === "remove") lesson = { ...lesson, blocks: lesson.blocks.filter((_, i) => i !== Number(arg)) };
  const saved = await saveIfCurrent(user, loaded, version, replaceLesson(loaded.draft, lesson), values, now);
  return { ...saved, intent };
}

/** The lesson editor's autosave answer: the new version, or why nothing was written (the form keeps the text). */
export function autosaveAnswer(result: SaveResult<LessonFormValues>): {
  kind: "saved" | "conflict" | "invalid" | "refused";
  version: number;
  text: string;
} {
  if (result.kind === "saved") return { kind: "saved", version: result.version, text: AUTOSAVE_TEXTS.saved };
  if (result.kind === "conflict") return { kind: "conflict", version: result.version, text: AUTOSAVE_TEXTS.conflict };
  if (result.kind === "invalid") return { kind: "invalid", version: result.version, text: AUTOSAVE_TEXTS.invalid };
  return { kind: "refused", version: result.version, text: result.text };
}

export function autosaveStatus(result: SaveResult<LessonFormValues>): number {
  return result.kind === "saved" ? 200 : result.kind === "conflict" ? 409 : result.kind === "invalid" ? 400 : result.status;
}

// ---------------------------------------------------------------- review and publication
async function submitForReview(
  user: User,
  loaded: LoadedDraft,
  version: number,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; text: string }> {
  const step = nextWorkState(loaded.state, "submit");
  if (!step.ok) return { ok: false, text: step.reason };
  if (loaded.draft.sections.every((s) => s.lessons.length === 0)) return { ok: false, text: STATE_REFUSALS.noLessons };
  const moved = await m.moveDraftState(
    loaded.id,
    { state: "draft", version },
    { state: "in_review", submittedAt: now.toISOString(), reviewComment: null },
    now,
  );
  return moved ? { ok: true } : { ok: false, text: AUTHORING_MESSAGES.stale };
}

export async function listReviewQueue() {
  return (await m.listInReview()).filter(isCourseRow).map((r) => ({ ...parseDraftRow(r), ownerEmail: r.ownerEmail, ownerName: r.ownerName }));
}

const serializeSegments = (segments: ReturnType<typeof lessonSegments>) => (segments ? JSON.stringify(segments) : null);

/** The catalog rows a draft becomes: each lesson's blocks as Markdown, with the content rules applied. */
function compileCourse(draft: CourseDraft, categoryId: number): m.PublishedCourse {
  return {
    title: draft.title,
    slug: draft.slug,
    summary: draft.summary,
    categoryId,
    difficulty: draft.difficulty,
    isFree: draft.access === "free",
    isEarlyAccess: draft.access === "early_access",
    sections: draft.sections.map((s) => ({
      title: s.title,
      lessons: s.lessons.map((l) => ({
        slug: l.slug,
        title: l.title,
        summary: l.summary,
        minutes: l.minutes,
        body: lessonMarkdown(l.blocks, draft.placeholders),
        // quizzes and runnable blocks, as the lesson page uses them (docs/product/authoring.md#blocks-learners-use)
        blocks: serializeSegments(lessonSegments(l.blocks, draft.placeholders)),
      })),
    })),
  };
}

export const reviewSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), draft_id: z.coerce.number().int().positive(), version: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal("send_back"),
    draft_id: z.coerce.number().int().positive(),
    version: z.coerce.number().int().positive(),
    comment: z.string().trim().min(5, AUTHORING_MESSAGES.commentRequired).max(3000),
  }),
]);

export async function review(
  staff: User,
  input: z.infer<typeof reviewSchema>,
  now = new Date(),
): Promise<{ ok: boolean; text: string; courseSlug?: string }> {
  const row = await m.findDraft(input.draft_id);
  if (!row) return { ok: false, text: STATE_REFUSALS.reviewNotInReview };
  const loaded = parseDraftRow(row);
  const step = nextWorkState(loaded.state, input.intent);
  if (!step.ok) return { ok: false, text: step.reason };
  if (input.version !== loaded.version) return { ok: false, text: AUTHORING_MESSAGES.stale };
  if (input.intent === "send_back") {
    const moved = await m.moveDraftState(
      loaded.id,
      { state: "in_review", version: input.version },
      { state: "draft", reviewComment: input.comment },
      now,
    );
    return moved ? { ok: true, text: AUTHORING_MESSAGES.sentBack } : { ok: false, text: AUTHORING_MESSAGES.stale };
  }
  const categoryId = await m.categoryIdBySlug(loaded.draft.categorySlug);
  if (categoryId === null) return { ok: false, text: AUTHORING_MESSAGES.unknownCategory };
  if (await m.courseSlugTaken(loaded.draft.slug, loaded.courseId)) return { ok: false, text: AUTHORING_MESSAGES.slugTaken };
  const published = await m.publishDraft(
    loaded.id,
    input.version,
    loaded.ownerUserId,
    compileCourse(loaded.draft, categoryId),
    row.content,
    staff.id,
    now,
  );
  return published ? { ok: true, text: AUTHORING_MESSAGES.published, courseSlug: loaded.draft.slug } : { ok: false, text: AUTHORING_MESSAGES.stale };
}

// ---------------------------------------------------------------- route inputs
export const draftParams = z.object({
  draftId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});
export const lessonParams = draftParams.extend({ lessonKey: z.string().regex(/^[a-z0-9]{1,20}$/) });
export const decisionSchema = z.object({ application_id: z.coerce.number().int().positive(), decision: z.enum(["approved", "declined"]) });

// ---------------------------------------------------------------- preview
export { lessonMarkdown };
export type { Block, CourseDraft, DraftLesson };

// ---------------------------------------------------------------- export and import (the CLI)
/** The file a course is exported to and imported from (docs/product/authoring.md#authors-who-work-in-files). */
export const COURSE_FILE_FORMAT = "codelift-course";
const courseFileSchema = z.object({ format: z.literal(COURSE_FILE_FORMAT), formatVersion: z.literal(1), course: courseDraftSchema }).strict();

export const CONTENT_MESSAGES = {
  notFound: (ref: string) => `No course draft ${ref}: give a draft id or a course slug`,
  manyFound: (ref: string) => `More than one draft has the slug ${ref}: give the draft id`,
  notJson: (why: string) => `not valid JSON (${why})`,
  unknownOwner: (email: string) => `No user ${email}`,
  notAnAuthor: (email: string) => `${email} is not an author: staff approve an application at /staff/authors first`,
  inReview: (id: number) => `Draft ${id} with this slug is waiting for review and cannot be changed now`,
  created: (id: number) => `Imported as a new draft ${id}.`,
  updated: (id: number) => `Imported into draft ${id}.`,
  unchanged: (id: number) => `Draft ${id} already holds this course: nothing changed.`,
} as const;

const fileText = (course: CourseDraft) => `${JSON.stringify({ format: COURSE_FILE_FORMAT, formatVersion: 1, course }, null, 2)}\n`;

/** A draft by id, or by the slug its content carries. */
async function findDraftByRef(ref: string): Promise<{ ok: true; row: m.DraftRow } | { ok: false; error: string }> {
  if (/^\d{1,10}$/.test(ref)) {
    const row = await m.findDraft(Number(ref));
    return row && isCourseRow(row) ? { ok: true, row } : { ok: false, error: CONTENT_MESSAGES.notFound(ref) };
  }
  const rows = (await m.listAllDrafts()).filter((r) => isCourseRow(r) && parseDraftRow(r).draft.slug === ref);
  if (rows.length === 1) return { ok: true, row: rows[0]! };
  return { ok: false, error: rows.length ? CONTENT_MESSAGES.manyFound(ref) : CONTENT_MESSAGES.notFound(ref) };
}

/** A course draft as the text of its file: the same draft always gives the same bytes. */
export async function exportCourse(ref: string): Promise<{ ok: true; draftId: number; title: string; text: string } | { ok: false; error: string }> {
  const found = await findDraftByRef(ref.trim());
  if (!found.ok) return found;
  const loaded = parseDraftRow(found.row);
  return { ok: true, draftId: loaded.id, title: loaded.draft.title, text: fileText(loaded.draft) };
}

const issueLine = (e: z.ZodError) => {
  const issue = e.issues[0]!;
  const at = issue.path.reduce<string>((s, k) => (typeof k === "number" ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), "");
  return at ? `${at}: ${issue.message}` : issue.message;
};

/**
 * Imports a course file for an author: into their draft with the same slug (a new version, back to
 * draft), or as a new draft. Never published from here: it goes through review like any other.
 */
export async function importCourse(
  ownerEmail: string,
  text: string,
  now = new Date(),
): Promise<{ ok: true; draftId: number; created: boolean; version: number; message: string } | { ok: false; error: string }> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: CONTENT_MESSAGES.notJson((e as Error).message) };
  }
  const parsed = courseFileSchema.safeParse(data);
  if (!parsed.success) return { ok: false, error: issueLine(parsed.error) };
  const course = parsed.data.course;
  const owner = await findUserByEmail(ownerEmail.trim().toLowerCase());
  if (!owner) return { ok: false, error: CONTENT_MESSAGES.unknownOwner(ownerEmail) };
  if (!(await isAuthorUser(owner))) return { ok: false, error: CONTENT_MESSAGES.notAnAuthor(ownerEmail) };
  if ((await m.categoryIdBySlug(course.categorySlug)) === null)
    return { ok: false, error: `course.categorySlug: ${AUTHORING_MESSAGES.unknownCategory}` };
  const mine = (await m.listDraftsOf(owner.id))
    .filter(isCourseRow)
    .map(parseDraftRow)
    .find((d) => d.draft.slug === course.slug);
  if (await m.courseSlugTaken(course.slug, mine?.courseId ?? null)) return { ok: false, error: `course.slug: ${AUTHORING_MESSAGES.slugTaken}` };
  const content = JSON.stringify(course);
  if (!mine) {
    const id = await m.createDraft(owner.id, content, now);
    return { ok: true, draftId: id, created: true, version: 1, message: CONTENT_MESSAGES.created(id) };
  }
  if (mine.state === "in_review") return { ok: false, error: CONTENT_MESSAGES.inReview(mine.id) };
  if (mine.state === "deprecated") return { ok: false, error: STATE_REFUSALS.deprecated };
  if (fileText(mine.draft) === fileText(course))
    return { ok: true, draftId: mine.id, created: false, version: mine.version, message: CONTENT_MESSAGES.unchanged(mine.id) };
  const version = await m.saveDraftContent(mine.id, mine.version, content, { state: "draft", fromStates: ["draft", "published"] }, now);
  if (version === null) return { ok: false, error: AUTHORING_MESSAGES.stale };
  return { ok: true, draftId: mine.id, created: false, version, message: CONTENT_MESSAGES.updated(mine.id) };
}

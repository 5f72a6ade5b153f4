// Paths and standalone modules written in the editor, and deprecation of a published course
// (docs/product/authoring.md#paths-and-standalone-modules, #deprecation): the same drafts, versions,
// review and publication as courses, publishing into the tables the learner's path and module
// pages read. Rules are in app/engine/authoring.ts; tables in app/models/authoring.server.ts.
import { z } from "zod";
import {
  applyItemIntent,
  CONFLICT_TEXT,
  forKind,
  itemValue,
  newModuleDraft,
  newPathDraft,
  nextWorkState,
  parseItemValue,
  WORK_REFUSALS,
  STATE_REFUSALS,
  type ModuleDraft,
  type PathDraft,
  type WorkItem,
  type WorkKind,
  type WorkState,
} from "~/engine/authoring";
import { moduleDraftSchema, pathDraftSchema } from "~/engine/authoringSchemas";
import { lessonPath } from "~/engine/catalog";
import { lessonTocEntry, partTocEntry } from "~/engine/learningPlans";
import * as m from "~/models/authoring.server";
import {
  courseSummariesById,
  findModule,
  lessonsByIds,
  lessonsOfCourses,
  listPublishedModules,
  saveModule,
  type ModuleRow,
} from "~/models/learningContent.server";
import { consumeRateLimit } from "~/models/rateLimit.server";
import type { User } from "~/models/user.server";
import { isStaff } from "~/utils/auth.server";
import { notFound } from "~/utils/http.server";
import {
  AUTHORING_MESSAGES,
  firstErrors,
  listReviewQueue,
  listWorks,
  requireAuthor,
  review,
  type reviewSchema,
  SAVE_LIMIT,
  type CourseDraft,
} from "./authoring.server";
import { modulePage, pathPagePath, standaloneModulePath } from "./learning/content.server";

export const WORK_MESSAGES = {
  pathPublished: "Approved and published: the path is live.",
  modulePublished: "Approved and published: the module is live.",
  pathSlugTaken: "Another path already has this URL slug: choose another one.",
  moduleSlugTaken: "Another module already has this URL slug: choose another one.",
  stale: "This work changed since you opened this page; reload it and try again.",
  deprecated: "The course is deprecated: learners see the banner and its alternatives.",
  alternativesRequired: "Choose at least one alternative course from the catalog.",
  notPublished: "Only a published course can be deprecated.",
} as const;

type EditableKind = Exclude<WorkKind, "course">;
type WorkDraft = PathDraft | ModuleDraft;

export interface LoadedWork<D extends WorkDraft = WorkDraft> {
  id: number;
  kind: EditableKind;
  ownerUserId: number;
  state: WorkState;
  version: number;
  draft: D;
  targetId: number | null;
  reviewComment: string | null;
}

function parseWorkRow(row: m.DraftRow): LoadedWork {
  const kind = row.kind as EditableKind;
  const schema = kind === "path" ? pathDraftSchema : moduleDraftSchema;
  return {
    id: row.id,
    kind,
    ownerUserId: row.ownerUserId,
    state: row.state as WorkState,
    version: row.version,
    draft: schema.parse(JSON.parse(row.content)),
    targetId: row.targetId,
    reviewComment: row.reviewComment,
  };
}

/** A path or module draft its owner (or staff) may open; anyone else, and unknown ids, get the not-found page. */
export async function loadWorkFor(user: User, kind: EditableKind, draftId: number): Promise<LoadedWork> {
  const row = await m.findDraft(draftId);
  if (!row || row.kind !== kind || (row.ownerUserId !== user.id && !isStaff(user))) notFound();
  await requireAuthor(user);
  return parseWorkRow(row);
}

export const newWorkSchema = z.object({
  kind: z.enum(["course", "path", "module"]).catch("course"),
  title: z.string().trim().min(1, "Give it a title (at most 150 characters).").max(150, "Give it a title (at most 150 characters)."),
});

/**
 * A new path or module draft. A module gets its learner address at once (a draft row of the
 * modules table, which learners never see), so its draft view exists from the start.
 */
export async function createWork(user: User, kind: EditableKind, title: string, now = new Date()): Promise<number> {
  if (kind === "path") return m.createDraft(user.id, JSON.stringify(newPathDraft(title)), now, "path");
  const draft = newModuleDraft(title);
  const base = draft.slug;
  for (let n = 2; await m.moduleSlugTaken(draft.slug, null); n++) draft.slug = `${base}-${n}`;
  const id = await m.createDraft(user.id, JSON.stringify(draft), now, "module");
  const moduleId = await nextModuleId(user.id);
  const row = await saveModule({
    authorId: user.id,
    moduleId,
    slug: draft.slug,
    title: draft.title,
    summary: "",
    isStandalone: true,
    status: "draft",
    lessonIds: [],
  });
  await m.setDraftTarget(id, row.id);
  return id;
}

async function nextModuleId(authorId: number): Promise<number> {
  for (let n = 1; ; n++) if (!(await findModule({ authorId, moduleId: n }))) return n;
}

// ---------------------------------------------------------------- the catalog the editors pick from
export interface PickOption {
  value: string;
  label: string;
  group: string;
}

/** What a path or a module may hold: published courses and public standalone modules, or the lessons of published courses. */
export async function pickOptions(kind: EditableKind): Promise<PickOption[]> {
  const courses = await courseSummariesById(null);
  if (kind === "path") {
    const modules = (await listPublishedModules()).filter((x) => x.isStandalone && x.organizationId === null && !x.isTemplate);
    return [
      ...courses.map((c) => ({ value: itemValue({ kind: "course", id: c.id }), label: c.title, group: "Courses" })),
      ...modules.map((x) => ({ value: itemValue({ kind: "module", id: x.id }), label: x.title, group: "Modules" })),
    ];
  }
  const titles = new Map(courses.map((c) => [c.id, c.title]));
  const lessons = await lessonsOfCourses(courses.map((c) => c.id));
  return lessons.map((l) => ({ value: itemValue({ kind: "lesson", id: l.id }), label: l.title, group: titles.get(l.courseId) ?? "" }));
}

/** The items' labels as the editor lists them (an item no longer in the catalog says so). */
export function itemLabels(items: readonly WorkItem[], options: readonly PickOption[]): { value: string; label: string; group: string }[] {
  const byValue = new Map(options.map((o) => [o.value, o]));
  return items.map((i) => byValue.get(itemValue(i)) ?? { value: itemValue(i), label: `No longer in the catalog (${itemValue(i)})`, group: "" });
}

// ---------------------------------------------------------------- the editor's one form
export type WorkFormValues = { title: string; slug: string; summary: string; difficulty: string };

export type WorkSaveResult =
  | { kind: "saved"; version: number; intent: string }
  | { kind: "invalid"; errors: Record<string, string>; yours: WorkFormValues; version: number; intent: string }
  | { kind: "conflict"; text: string; yours: WorkFormValues; theirs: WorkDraft; version: number; intent: string }
  | { kind: "refused"; text: string; yours: WorkFormValues; version: number; status: number; intent: string };

const workIntent = z
  .string()
  .regex(/^(save|submit|add|(up|down|remove):\d{1,2})$/)
  .catch("save");
const str = (v: unknown) => (typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : "");

/** Saves the fields with the version the page was read at, then does what the pressed button asks. */
export async function saveWork(user: User, loaded: LoadedWork, raw: Record<string, unknown>, now = new Date()): Promise<WorkSaveResult> {
  const intent = workIntent.parse(raw.intent);
  const version = Number.parseInt(str(raw.version), 10);
  const yours: WorkFormValues = {
    title: str(raw.title),
    slug: str(raw.slug).trim(),
    summary: str(raw.summary),
    difficulty: str(raw.difficulty),
  };
  const fields = { title: yours.title.trim(), slug: yours.slug, summary: yours.summary.trim() };
  const parsed =
    loaded.kind === "path"
      ? pathDraftSchema.safeParse({ ...fields, difficulty: yours.difficulty, items: loaded.draft.items })
      : moduleDraftSchema.safeParse({ ...fields, items: loaded.draft.items });
  const errors: Record<string, string> = parsed.success ? {} : firstErrors(parsed.error);
  if (!errors.slug && (await slugTaken(loaded.kind, yours.slug, loaded.targetId)))
    errors.slug = loaded.kind === "path" ? WORK_MESSAGES.pathSlugTaken : WORK_MESSAGES.moduleSlugTaken;
  const base = { yours, version: Number.isFinite(version) ? version : loaded.version, intent };
  if (!parsed.success || Object.keys(errors).length) return { kind: "invalid", errors, ...base };
  let next: WorkDraft = parsed.data;
  if (intent !== "save" && intent !== "submit") {
    const picked = parseItemValue(str(raw.pick));
    const allowed = picked && (await pickOptions(loaded.kind)).some((o) => o.value === itemValue(picked)) ? picked : null;
    const applied = applyItemIntent<WorkItem>(next.items, intent, allowed);
    if (!applied.ok) return { kind: "invalid", errors: { pick: applied.reason }, ...base };
    next = { ...next, items: applied.items } as WorkDraft;
  }
  const edit = nextWorkState(loaded.state, "edit");
  if (!edit.ok) return { kind: "refused", text: forKind(edit.reason, loaded.kind), status: 409, ...base };
  if (version !== loaded.version) return { kind: "conflict", text: CONFLICT_TEXT, theirs: loaded.draft, ...base, version: loaded.version };
  const limit = await consumeRateLimit(SAVE_LIMIT, String(user.id), now.getTime());
  if (!limit.allowed) return { kind: "refused", text: AUTHORING_MESSAGES.rateLimited, status: 429, ...base };
  const saved = await m.saveDraftContent(loaded.id, version, JSON.stringify(next), { state: "draft", fromStates: ["draft", "published"] }, now);
  if (saved === null) {
    const fresh = parseWorkRow((await m.findDraft(loaded.id))!);
    return { kind: "conflict", text: CONFLICT_TEXT, theirs: fresh.draft, ...base, version: fresh.version };
  }
  if (intent !== "submit") return { kind: "saved", version: saved, intent };
  if (next.items.length === 0)
    return {
      kind: "refused",
      text: loaded.kind === "path" ? WORK_REFUSALS.noPathItems : WORK_REFUSALS.noModuleLessons,
      status: 409,
      ...base,
      version: saved,
    };
  const moved = await m.moveDraftState(
    loaded.id,
    { state: "draft", version: saved },
    { state: "in_review", submittedAt: now.toISOString(), reviewComment: null },
    now,
  );
  if (!moved) return { kind: "refused", text: WORK_MESSAGES.stale, status: 409, ...base, version: saved };
  return { kind: "saved", version: saved + 1, intent };
}

async function slugTaken(kind: EditableKind, slug: string, targetId: number | null): Promise<boolean> {
  return kind === "path" ? m.pathSlugTaken(slug, targetId) : m.moduleSlugTaken(slug, targetId);
}

// ---------------------------------------------------------------- /create and the review queue
/** Every work of an author, courses, paths and modules, for /create. */
export async function listAllWorks(user: User) {
  const courses = (await listWorks(user)).map((w) => ({
    id: w.id,
    kind: "course" as WorkKind,
    state: w.state,
    title: w.draft.title,
    count: w.draft.sections.reduce((n, s) => n + s.lessons.length, 0),
    editHref: `/create/course/${w.id}`,
    liveHref: w.courseId !== null ? `/courses/${w.draft.slug}` : null,
    reviewComment: w.reviewComment,
  }));
  const rows = (await m.listDraftsOf(user.id)).filter((r) => r.kind === "path" || r.kind === "module").map(parseWorkRow);
  const others = await Promise.all(
    rows.map(async (w) => ({
      id: w.id,
      kind: w.kind as WorkKind,
      state: w.state,
      title: w.draft.title,
      count: w.draft.items.length,
      editHref: `/create/${w.kind}/${w.id}`,
      liveHref: await liveHref(w),
      reviewComment: w.reviewComment,
    })),
  );
  return [...courses, ...others];
}

/** Where learners read a published path or module (null before its first approval). */
async function liveHref(w: LoadedWork): Promise<string | null> {
  if (w.targetId === null) return null;
  if (w.kind === "path") return w.state === "published" || (await m.countPublications(w.id)) > 0 ? pathPagePath(w.draft.slug) : null;
  const row = await findModule({ id: w.targetId });
  return row && row.status === "published" ? standaloneModulePath(row) : null;
}

/** The queue of every kind, the longest-waiting first, with the links a reviewer reads. */
export async function listWorkQueue() {
  const courses = new Map(
    (await listReviewQueue()).map((w) => [
      w.id,
      {
        id: w.id,
        kind: "course" as WorkKind,
        version: w.version,
        title: w.draft.title,
        summary: w.draft.summary,
        address: `/courses/${w.draft.slug}`,
        update: w.courseId !== null,
        owner: `${w.ownerName} (${w.ownerEmail})`,
        links: w.draft.sections.flatMap((s) => s.lessons.map((l) => ({ href: `/create/course/${w.id}/preview/${l.key}`, label: l.title }))),
      },
    ]),
  );
  const out = [];
  for (const r of await m.listInReview()) {
    const course = courses.get(r.id);
    if (course) {
      out.push(course);
      continue;
    }
    if (r.kind !== "path" && r.kind !== "module") continue;
    const w = parseWorkRow(r);
    const labels = itemLabels(w.draft.items, await pickOptions(w.kind));
    const module = w.kind === "module" && w.targetId !== null ? await findModule({ id: w.targetId }) : null;
    out.push({
      id: w.id,
      kind: w.kind as WorkKind,
      version: w.version,
      title: w.draft.title,
      summary: w.draft.summary,
      address: w.kind === "path" ? pathPagePath(w.draft.slug) : module ? standaloneModulePath(module) : "",
      update: (await m.countPublications(w.id)) > 0,
      owner: `${r.ownerName} (${r.ownerEmail})`,
      links: module
        ? [
            { href: `${standaloneModulePath(module)}/draft`, label: "Preview the module" },
            ...labels.map((l) => ({ href: "", label: `${l.group}: ${l.label}` })),
          ]
        : labels.map((l) => ({ href: "", label: `${l.group}: ${l.label}` })),
    });
  }
  return out;
}

/** Approve or send back a work of any kind. */
export async function reviewWork(staff: User, input: z.infer<typeof reviewSchema>, now = new Date()): Promise<{ ok: boolean; text: string }> {
  const row = await m.findDraft(input.draft_id);
  if (!row || row.kind === "course") return review(staff, input, now);
  const loaded = parseWorkRow(row);
  const step = nextWorkState(loaded.state, input.intent);
  if (!step.ok) return { ok: false, text: forKind(step.reason, loaded.kind) };
  if (input.version !== loaded.version) return { ok: false, text: WORK_MESSAGES.stale };
  if (input.intent === "send_back") {
    const moved = await m.moveDraftState(
      loaded.id,
      { state: "in_review", version: input.version },
      { state: "draft", reviewComment: input.comment },
      now,
    );
    return moved ? { ok: true, text: AUTHORING_MESSAGES.sentBack } : { ok: false, text: WORK_MESSAGES.stale };
  }
  if (await slugTaken(loaded.kind, loaded.draft.slug, loaded.targetId))
    return { ok: false, text: loaded.kind === "path" ? WORK_MESSAGES.pathSlugTaken : WORK_MESSAGES.moduleSlugTaken };
  // Only what is still in the catalog is published (a course deprecated meanwhile drops out).
  const options = new Set((await pickOptions(loaded.kind)).map((o) => o.value));
  const items = loaded.draft.items.filter((i) => options.has(itemValue(i)));
  const { title, slug, summary } = loaded.draft;
  if (loaded.kind === "path") {
    const draft = loaded.draft as PathDraft;
    const path = { title, slug, summary, difficulty: draft.difficulty, items: items as PathDraft["items"] };
    const done = await m.publishPath(loaded.id, input.version, loaded.ownerUserId, path, row.content, staff.id, now);
    return done ? { ok: true, text: WORK_MESSAGES.pathPublished } : { ok: false, text: WORK_MESSAGES.stale };
  }
  const module = { title, slug, summary, lessonIds: items.map((i) => i.id) };
  const done = await m.publishModule(loaded.id, input.version, loaded.ownerUserId, module, row.content, staff.id, now);
  return done ? { ok: true, text: WORK_MESSAGES.modulePublished } : { ok: false, text: WORK_MESSAGES.stale };
}

// ---------------------------------------------------------------- the standalone module's draft view
/**
 * The draft view of a standalone module (its author and staff only): what the editor holds now —
 * title, summary and lessons, each linking to its course lesson — with the link back to the editor.
 * A module not written in the editor shows its stored lessons as before.
 */
export async function moduleDraftView(module: ModuleRow, userId: number) {
  const page = await modulePage(module, userId);
  const row = await m.findDraftByModule(module.id);
  if (!row) return { ...page, editHref: null };
  const work = parseWorkRow(row);
  const lessons = await lessonsByIds(work.draft.items.map((i) => i.id));
  const url = (l: (typeof lessons)[number]) => lessonPath({ authorId: l.authorId, collectionId: l.collectionId, slug: l.courseSlug }, l, "slug");
  const shown = lessons.map((l) => ({ id: l.id, title: l.title, minutes: l.minutes, isOptional: l.isOptional, url: url(l) }));
  const none = new Set<number>();
  return {
    ...page,
    module: { ...page.module, title: work.draft.title, summary: work.draft.summary },
    lessons: shown.map((l, i) => ({ ...l, completed: false, courseTitle: lessons[i]!.courseTitle })),
    toc: partTocEntry(
      {
        id: `module-${module.id}`,
        title: work.draft.title,
        type: "module",
        work_type: "module",
        url: null,
        summary: work.draft.summary,
        isOptional: false,
        isStandalone: true,
      },
      shown.map((l) => lessonTocEntry(l, none)),
    ),
    editHref: `${standaloneModulePath(module)}/edit`,
  };
}

// ---------------------------------------------------------------- deprecation from the course editor
export const deprecateSchema = z.object({
  version: z.coerce.number().int().positive(),
  alternatives: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.coerce.number().int().positive()).min(1, WORK_MESSAGES.alternativesRequired).max(10),
  ),
});

/** The catalog courses a deprecated course may point to (never itself). */
export async function alternativeOptions(courseId: number | null) {
  return (await courseSummariesById(null)).filter((c) => c.id !== courseId).map((c) => ({ id: c.id, title: c.title }));
}

/** Deprecates a published course (its author or staff): the banner and /transition page take over. */
export async function deprecate(
  loaded: { id: number; state: WorkState; version: number; courseId: number | null; draft: CourseDraft },
  input: z.infer<typeof deprecateSchema>,
  now = new Date(),
): Promise<{ ok: true; text: string } | { ok: false; text: string; errors?: Record<string, string> }> {
  if (loaded.state === "deprecated") return { ok: false, text: STATE_REFUSALS.deprecated };
  if (loaded.courseId === null || loaded.state === "in_review") return { ok: false, text: WORK_MESSAGES.notPublished };
  if (input.version !== loaded.version) return { ok: false, text: WORK_MESSAGES.stale };
  const allowed = new Set((await alternativeOptions(loaded.courseId)).map((c) => c.id));
  const alternatives = [...new Set(input.alternatives)];
  if (alternatives.some((id) => !allowed.has(id)))
    return { ok: false, text: WORK_MESSAGES.alternativesRequired, errors: { alternatives: WORK_MESSAGES.alternativesRequired } };
  const done = await m.deprecateCourse(loaded.id, input.version, loaded.courseId, alternatives, now);
  return done ? { ok: true, text: WORK_MESSAGES.deprecated } : { ok: false, text: WORK_MESSAGES.stale };
}

/** The editor of a standalone module written in the editor, or null. */
export async function moduleEditorHref(moduleRowId: number): Promise<string | null> {
  const row = await m.findDraftByModule(moduleRowId);
  return row ? `/create/module/${row.id}` : null;
}

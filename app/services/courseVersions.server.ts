// A course's versions (docs/product/authoring.md#versions): the current draft, every publication
// and every draft kept by a restore; comparing two of them (app/engine/courseDiff.ts) and restoring
// one into the draft as a new version, with the same rules as a save (the version the page was read
// at, the review lock, the save allowance). Tables in app/models/courseVersions.server.ts.
import { z } from "zod";
import { nextWorkState, type CourseDraft } from "~/engine/authoring";
import { courseDraftSchema } from "~/engine/authoringSchemas";
import { compareCourses, type CourseComparison } from "~/engine/courseDiff";
import * as versions from "~/models/courseVersions.server";
import { consumeRateLimit } from "~/models/rateLimit.server";
import type { User } from "~/models/user.server";
import { AUTHORING_MESSAGES, SAVE_LIMIT, loadDraftFor, type LoadedDraft } from "./authoring.server";

export const VERSION_TEXTS = {
  restored: (label: string, version: number) =>
    `${label} is now the draft (draft version ${version}). The draft it replaced is kept in this list; submit the course for review to publish it.`,
  unknownVersion: "There is no such version of this course: pick one from the list.",
  unreadable: "This version can no longer be read.",
} as const;

export type VersionEntry = {
  ref: string;
  kind: "draft" | "published" | "kept";
  label: string;
  /** when it was published or kept (ISO), null for the draft */
  at: string | null;
  by: string | null;
  /** the draft version it was, or is */
  draftVersion: number;
};

const REF = /^(draft|[ps]\d{1,10})$/;
export const compareQuerySchema = z.object({
  from: z.string().regex(REF, VERSION_TEXTS.unknownVersion).optional(),
  to: z.string().regex(REF, VERSION_TEXTS.unknownVersion).optional(),
});
export const restoreSchema = z.object({
  ref: z.string().regex(/^[ps]\d{1,10}$/, VERSION_TEXTS.unknownVersion),
  version: z.coerce.number({ error: AUTHORING_MESSAGES.stale }).int().positive(),
});

type Kept = { entry: VersionEntry; course: CourseDraft | null; publicationId: number | null };

const readCourse = (content: string): CourseDraft | null => {
  try {
    const parsed = courseDraftSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

async function keptVersions(loaded: LoadedDraft): Promise<Kept[]> {
  const [publications, snapshots] = await Promise.all([versions.listPublications(loaded.id), versions.listSnapshots(loaded.id)]);
  const out: Kept[] = [
    {
      entry: { ref: "draft", kind: "draft", label: "Current draft", at: null, by: null, draftVersion: loaded.version },
      course: loaded.draft,
      publicationId: null,
    },
  ];
  const published: Kept[] = publications.map((p, i) => ({
    entry: { ref: `p${p.id}`, kind: "published", label: `Published version ${i + 1}`, at: p.createdAt, by: p.byName, draftVersion: p.draftVersion },
    course: readCourse(p.content),
    publicationId: p.id,
  }));
  const kept: Kept[] = snapshots.map((s) => ({
    entry: { ref: `s${s.id}`, kind: "kept", label: `Draft kept before a restore`, at: s.createdAt, by: s.byName, draftVersion: s.draftVersion },
    course: readCourse(s.content),
    publicationId: null,
  }));
  // Newest first after the current draft.
  return [...out, ...[...published, ...kept].sort((a, b) => (b.entry.at ?? "").localeCompare(a.entry.at ?? ""))];
}

export type VersionsPage = {
  id: number;
  title: string;
  state: LoadedDraft["state"];
  version: number;
  entries: VersionEntry[];
  from: string;
  to: string;
  comparison: (CourseComparison & { fromLabel: string; toLabel: string }) | null;
  errorText: string | null;
};

/** The versions page: the list, and the comparison of two versions (by default the last publication and the draft). */
export async function versionsPage(user: User, draftId: number, query: Record<string, unknown>): Promise<VersionsPage> {
  const loaded = await loadDraftFor(user, draftId);
  const all = await keptVersions(loaded);
  const parsed = compareQuerySchema.safeParse(query);
  const lastPublished = all.find((k) => k.entry.kind === "published")?.entry.ref;
  const from = (parsed.success ? parsed.data.from : undefined) ?? lastPublished ?? "draft";
  const to = (parsed.success ? parsed.data.to : undefined) ?? "draft";
  const a = all.find((k) => k.entry.ref === from);
  const b = all.find((k) => k.entry.ref === to);
  let errorText: string | null = parsed.success ? null : VERSION_TEXTS.unknownVersion;
  let comparison: VersionsPage["comparison"] = null;
  if (!a || !b) errorText = VERSION_TEXTS.unknownVersion;
  else if (!a.course || !b.course) errorText = VERSION_TEXTS.unreadable;
  else if (all.length > 1) comparison = { ...compareCourses(a.course, b.course), fromLabel: a.entry.label, toLabel: b.entry.label };
  return {
    id: loaded.id,
    title: loaded.draft.title,
    state: loaded.state,
    version: loaded.version,
    entries: all.map((k) => k.entry),
    from,
    to,
    comparison,
    errorText,
  };
}

export type RestoreResult = { ok: true; version: number; text: string } | { ok: false; status: number; text: string };

/** Restores a kept version into the draft (a new draft version; the replaced draft is kept). */
export async function restoreVersion(user: User, draftId: number, input: z.infer<typeof restoreSchema>, now = new Date()): Promise<RestoreResult> {
  const loaded = await loadDraftFor(user, draftId);
  const edit = nextWorkState(loaded.state, "edit");
  if (!edit.ok) return { ok: false, status: 409, text: edit.reason };
  const kept = (await keptVersions(loaded)).find((k) => k.entry.ref === input.ref);
  if (!kept) return { ok: false, status: 404, text: VERSION_TEXTS.unknownVersion };
  if (!kept.course) return { ok: false, status: 409, text: VERSION_TEXTS.unreadable };
  if (input.version !== loaded.version) return { ok: false, status: 409, text: AUTHORING_MESSAGES.stale };
  const limit = await consumeRateLimit(SAVE_LIMIT, String(user.id), now.getTime());
  if (!limit.allowed) return { ok: false, status: 429, text: AUTHORING_MESSAGES.rateLimited };
  const version = await versions.restoreIntoDraft(
    loaded.id,
    input.version,
    ["draft", "published"],
    JSON.stringify(kept.course),
    kept.publicationId,
    user.id,
    now,
  );
  if (version === null) return { ok: false, status: 409, text: AUTHORING_MESSAGES.stale };
  return { ok: true, version, text: VERSION_TEXTS.restored(kept.entry.label, version) };
}

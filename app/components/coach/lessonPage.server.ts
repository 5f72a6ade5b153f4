// Loader and action of a coach lesson, served by the three URL forms of coach.md §2:
//   /interview-prep/{pathUrlSlug}/{pageSlug}                                   (slug form)
//   /interview-prep/{encodedPathInfo}/{authorId}/{collectionId}/{pageId}        (id form)
//   /interview-prep/{pathAuthorId}/{collectionId}/{pageId}[?mp=encodedPathInfo] (fallback)
// The loader only reads. Visits, Run, Submit and Skip are POSTs to the action.
import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { isFinalRemarks, lessonKind } from "~/engine";
import { findCoachPage, findCoachPageBySlug, findGroupSiblings, findModulePath, loadCoachPathContent, type CoachPathRow } from "~/models/coachPathContent.server";
import {
  coachLessonPath,
  decodePathInfo,
  nextStepFor,
  patternSummaries,
  recordVisit,
  requirePath,
  runCode,
  skipProblem,
  submissionAllowance,
  submitCode,
  toJudgeLanguage,
} from "~/services/coach.server";
import { getUser } from "~/utils/auth.server";
import { readForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { renderLessonMarkdown } from "~/services/catalog/markdown.server";
import { loginRedirectPath } from "~/engine/routing";
import { asActionData, coachViewer, gradingLanguages, mpParam } from "./coachPage.server";

export type CoachLessonKey =
  | { form: "slug"; pathSlug: string; pageSlug: string }
  | { form: "ids"; encodedPathInfo: string; authorId: number; collectionId: number; pageId: number }
  | { form: "fallback"; pathAuthorId: number; collectionId: number; pageId: number };

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/);
const id = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const slugParams = z.object({ pathUrlSlug: slug, pageSlug: slug }).transform((p): CoachLessonKey => ({ form: "slug", pathSlug: p.pathUrlSlug, pageSlug: p.pageSlug }));
export const idParams = z
  .object({ encodedPathInfo: z.string().min(1).max(64), authorId: id, collectionId: id, pageId: id })
  .transform((p): CoachLessonKey => ({ form: "ids", ...p }));
export const fallbackParams = z
  .object({ pathAuthorId: id, collectionId: id, pageId: id })
  .transform((p): CoachLessonKey => ({ form: "fallback", ...p }));

const lessonNotFound = (text = "Lesson not found.") => json({ errorText: text }, { status: 404 });

export function lessonKey<T extends z.ZodTypeAny>(schema: T, params: unknown): CoachLessonKey {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw lessonNotFound();
  return parsed.data as CoachLessonKey;
}

/** The path and page a key names; a thrown 404 when either is unknown or they do not belong together. */
async function resolveLesson(request: Request, key: CoachLessonKey) {
  let path: CoachPathRow;
  if (key.form === "slug") {
    path = await requirePath({ slug: key.pathSlug });
    const found = await findCoachPageBySlug(path.id, key.pageSlug);
    if (!found) throw lessonNotFound(`Page not found: path "${key.pathSlug}" has no page "${key.pageSlug}".`);
    return { path, ...found };
  }
  const [authorId, collectionId, pageId] = key.form === "ids" ? [key.authorId, key.collectionId, key.pageId] : [key.pathAuthorId, key.collectionId, key.pageId];
  const found = await findCoachPage(authorId, collectionId, pageId);
  if (!found) throw lessonNotFound(`Page not found: no interview-prep page has author_id ${authorId}, collection_id ${collectionId} and page_id ${pageId}.`);
  // The id form names the path in its first segment; the fallback takes it from `mp`, else from the module.
  const info = key.form === "ids" ? decodePathInfo(key.encodedPathInfo) : mpParam(request);
  if (key.form === "ids" && !info) throw lessonNotFound("Interview-prep path not found: the encoded path info is not valid.");
  if (info) path = await requirePath({ authorId: info.pathAuthorId, pathId: info.pathId });
  else {
    const own = await findModulePath(authorId, collectionId);
    if (!own) throw lessonNotFound();
    path = own;
  }
  if (found.module.pathId !== path.id) throw lessonNotFound(`Page not found: this page is not part of the path "${path.slug}".`);
  return { path, ...found };
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export async function loadCoachLesson(request: Request, key: CoachLessonKey) {
  const { path, module, page, problem } = await resolveLesson(request, key);
  const { user, context } = await coachViewer(request);
  const content = await loadCoachPathContent(path);
  const kind = lessonKind(page.title);
  const isProblem = kind === "problem" && !!problem && !isFinalRemarks(page.title);
  const ordered = content.modules.flatMap((m) => m.pages.map((p) => ({ title: p.title, link: coachLessonPath(path.slug, p.slug), rowId: p.rowId })));
  const at = ordered.findIndex((p) => p.rowId === page.id);
  const mod = content.modules.find((m) => m.rowId === module.id)!;
  const url = new URL(request.url);
  const here = coachLessonPath(path.slug, page.slug);

  let workspace = null;
  if (isProblem && problem) {
    const wanted = url.searchParams.get("lang");
    const lang = (wanted && toJudgeLanguage(wanted)) || toJudgeLanguage(context.lang) || "python";
    const summaries = user ? await patternSummaries(user.id, { slug: path.slug }) : [];
    const pattern = summaries.find((s) => s.module_id === module.id) ?? null;
    const stats = pattern?.problems.find((p) => p.id === page.id) ?? null;
    workspace = {
      difficulty: problem.difficulty,
      functionName: problem.functionName,
      params: parseJson<{ name: string; type: string }[]>(problem.params, []),
      returnType: problem.returnType,
      starter: parseJson<Record<string, string>>(problem.starter, {}),
      visibleTests: parseJson<{ input: unknown[]; expected: unknown }[]>(problem.visibleTests, []),
      lang,
      gradingLanguages: gradingLanguages(),
      allowance: user ? await submissionAllowance(user) : null,
      pattern: pattern ? { name: pattern.name, score: pattern.score, level: pattern.level, attempted: pattern.attempted, complete: pattern.complete } : null,
      stats: stats ? { correctness: stats.correctness_percent, submissions: stats.submission_count, skipped: stats.isSkipped } : null,
      startedAt: Date.now(),
    };
  }
  const siblings = kind === "intro" ? [] : await findGroupSiblings(page);
  const sibling = (wanted: "problem" | "solution") => {
    const s = siblings.find((r) => lessonKind(r.title) === wanted && !isFinalRemarks(r.title));
    return s ? { title: s.title, link: coachLessonPath(path.slug, s.slug) } : null;
  };
  return json({
    path: { slug: path.slug, title: path.title },
    module: {
      title: module.title,
      slug: module.slug,
      pages: mod.pages.map((p) => ({
        title: p.title,
        link: coachLessonPath(path.slug, p.slug),
        kind: isFinalRemarks(p.title) ? "final" : lessonKind(p.title),
        difficulty: p.difficulty,
        current: p.rowId === page.id,
      })),
    },
    page: { title: page.title, kind: isFinalRemarks(page.title) ? ("final" as const) : kind, pageId: page.pageId, groupId: page.groupId },
    ref: { author_id: module.authorId, work_id: module.collectionId, page_id: page.pageId },
    html: renderLessonMarkdown(page.body),
    canonicalPath: here,
    prev: at > 0 ? ordered[at - 1]! : null,
    next: at >= 0 && at < ordered.length - 1 ? ordered[at + 1]! : null,
    solution: isProblem ? sibling("solution") : null,
    problemLink: kind === "solution" ? sibling("problem") : null,
    workspace,
    loggedIn: !!user,
    loginHref: loginRedirectPath(url.pathname + url.search),
  });
}

const code = z.string().transform((s) => s.replace(/\r\n?/g, "\n"));
/** when the page with the editor was rendered (ms since the epoch), for user_time_spent */
const startedAt = z.coerce.number().int().min(0).optional().catch(undefined);
export const lessonActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("visit") }),
    z.object({ intent: z.literal("run"), lang: z.string().max(20), code, started_at: startedAt }),
    z.object({ intent: z.literal("submit"), lang: z.string().max(20), code, started_at: startedAt }),
    z.object({ intent: z.literal("skip") }),
  ],
  { error: "Unknown action." },
);

/** Seconds between the page render and the submission, within a day (an untrusted form value). */
function timeSpent(startedAt: number | undefined, now: number): number {
  if (!startedAt || startedAt > now) return 0;
  return Math.min(24 * 3600, Math.round((now - startedAt) / 1000));
}

export async function coachLessonAction(request: Request, key: CoachLessonKey) {
  const { path, module, page } = await resolveLesson(request, key);
  const form = Object.fromEntries(await readForm(request));
  const parsed = lessonActionSchema.safeParse(form);
  if (!parsed.success) return json({ intent: "unknown", errorText: "Unknown action." }, { status: 400 });
  const input = parsed.data;
  const user = await getUser(request);
  const ref = { author_id: module.authorId, work_id: module.collectionId, page_id: page.pageId };
  if (input.intent === "visit") {
    if (!user) return json({ intent: "visit", recorded: false });
    const visit = await recordVisit(user.id, ref);
    return json({ intent: "visit", recorded: visit.recorded });
  }
  const url = new URL(request.url);
  if (!user) throw redirect(loginRedirectPath(url.pathname + url.search));
  const coachUser = { id: user.id, email: user.email, verified: user.verified };

  if (input.intent === "skip") {
    const skipped = await asActionData("skip", () => skipProblem(user.id, { ...ref, group_id: page.groupId }));
    if (skipped instanceof Response) return skipped;
    const next = await nextStepFor(user.id, { slug: path.slug });
    return redirectWithToast(next.link ?? `/interview-prep/${path.slug}`, { status: "INFO", text: `Problem skipped. ${next.sentence}` }, { request });
  }
  if (input.intent === "run") {
    const ran = await asActionData("run", () => runCode(coachUser, { ...ref, language: input.lang, code: input.code }));
    if (ran instanceof Response) return withEcho(ran, { ...input, startedAt: input.started_at });
    return json({ intent: "run" as const, lang: input.lang, code: input.code, startedAt: input.started_at, run: ran });
  }
  const submitted = await asActionData("submit", () =>
    submitCode(coachUser, { ...ref, language: input.lang, code: input.code, user_time_spent: timeSpent(input.started_at, Date.now()) }),
  );
  if (submitted instanceof Response) return withEcho(submitted, { ...input, startedAt: input.started_at });
  const echo = { intent: "submit" as const, lang: input.lang, code: input.code, startedAt: input.started_at };
  if (!submitted.ok) return json({ ...echo, refused: { errorText: submitted.errorText, upgradeUrl: submitted.upgrade_url } }, { status: 403 });
  return json({ ...echo, submit: submitted });
}

/** An error reply that also carries the learner's code back, so a page without JavaScript keeps it. */
async function withEcho(res: Response, input: { lang: string; code: string; startedAt?: number }) {
  const body = (await res.json()) as Record<string, unknown>;
  return json({ ...body, lang: input.lang, code: input.code, startedAt: input.startedAt }, { status: res.status });
}

export type CoachLessonLoader = typeof loadCoachLesson;
export type CoachLessonAction = typeof coachLessonAction;

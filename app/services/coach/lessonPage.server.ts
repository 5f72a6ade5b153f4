// Loader and action of a coach lesson, served by the three URL forms (docs/product/interview-prep.md#roadmaps):
//   /interview-prep/{pathUrlSlug}/{pageSlug}                                   (slug form)
//   /interview-prep/{encodedPathInfo}/{authorId}/{collectionId}/{pageId}        (id form)
//   /interview-prep/{pathAuthorId}/{collectionId}/{pageId}[?mp=encodedPathInfo] (fallback)
// The loader only reads. Visits, Run, Submit and Skip are POSTs to the action. Run and Submit
// answer their refusals as data with the learner's code, so a page without JavaScript keeps it.
import { interviewPrepDocumentKey } from "~/engine/comments";
import { commentsPanelFor } from "~/services/comments/documentComments.server";
import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import {
  COACH_LANGUAGES,
  codeLanguageId,
  codeMapName,
  findProblemOfSolution,
  findSolutionPage,
  isFinalRemarks,
  languageName,
  lessonKind,
  MOCK_SCREEN_TEXTS,
  mockEndTimeText,
  problemPages,
} from "~/engine";
import { CONCEPT_TRANSITION_DIALOG, coachLessonPath, timeSpentSince } from "~/engine/coachProgress";
import { loginRedirectPath } from "~/engine/routing";
import {
  findCoachPage,
  findCoachPageBySlug,
  findModulePath,
  loadCoachPathContent,
  type CoachPathContent,
  type CoachPathRow,
} from "~/models/coachPathContent.server";
import { renderMarkdown } from "~/services/catalog/markdown.server";
import { runningMockInterviews } from "~/models/mockInterview.server";

import { pathAccessFor, requirePathAccess } from "~/services/organizations/access.server";
import { getUser, loginRedirect } from "~/utils/auth.server";
import { badRequest, notFound, parseForm, retryAfterHeaders } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { liveRunCode, MAX_CODE_LENGTH, runCode, submissionAllowance, submitCode, type CodeRefusal } from "./code.server";
import { liveTestsEnabled, loadSavedCode, openedSubmission, pageHistory, sandboxWarmth, saveProblemCode, setLiveTests } from "./workspace.server";
import { moduleProblems, requirePath } from "./common.server";
import { gradingLanguages } from "./judge.server";
import { pageIdsNotFoundText, pageSlugNotFoundText, type CoachLessonKey } from "./params.server";
import { recordVisit, skipProblem, unskipProblem } from "./path.server";
import { openSolutions, revealSolution } from "./solutions.server";
import { nextStepFor, patternSummaries } from "./progress.server";
import { coachViewer, mpParam } from "./viewer.server";
import { featureFlagsFor } from "~/services/featureFlags.server";

/** The path and page a key names; a thrown 404 when either is unknown or they do not belong together. */
export async function resolveLesson(request: Request, key: CoachLessonKey) {
  let path: CoachPathRow;
  if (key.form === "slug") {
    path = await requirePath({ slug: key.pathSlug });
    const found = await findCoachPageBySlug(path.id, key.pageSlug);
    if (!found) notFound(pageSlugNotFoundText(key.pathSlug, key.pageSlug));
    return { path, ...found };
  }
  const authorId = key.form === "ids" ? key.authorId : key.pathAuthorId;
  const { collectionId, pageId } = key;
  const found = await findCoachPage(authorId, collectionId, pageId);
  if (!found) notFound(pageIdsNotFoundText(authorId, collectionId, pageId));
  // The id form names the path in its first segment; the fallback takes it from `mp`, else from the module.
  const info = key.form === "ids" ? key : mpParam(request);
  if (info) path = await requirePath({ authorId: info.pathAuthorId, pathId: info.pathId });
  else {
    const own = await findModulePath(authorId, collectionId);
    if (!own) notFound(pageIdsNotFoundText(authorId, collectionId, pageId));
    path = own;
  }
  if (found.module.pathId !== path.id) notFound(`Page not found: this page is not part of the path "${path.slug}".`);
  return { path, ...found };
}

/** The solution pages (coach_pages.id) this viewer may not read yet: their problem is neither submitted nor revealed. */
async function lockedSolutionPages(request: Request, userId: number | null, content: CoachPathContent): Promise<Set<number>> {
  const pairs = content.modules.flatMap((m) =>
    problemPages(m.pages).flatMap((problem) => {
      const solution = findSolutionPage(problem.title, m.pages);
      return solution ? [{ problem: problem.rowId, solution: solution.rowId }] : [];
    }),
  );
  const open = await openSolutions(
    request,
    userId,
    pairs.map((p) => p.problem),
  );
  // A problem of a mock interview still running keeps its solution closed until the interview ends.
  const inInterview = await mockProblemRows(userId, new Date());
  return new Set(pairs.filter((p) => !open.has(p.problem) || inInterview.has(p.problem)).map((p) => p.solution));
}

/** The problem pages (coach_pages.id) of the learner's mock interviews still running. */
export async function mockProblemRows(userId: number | null, now: Date): Promise<Set<number>> {
  if (userId == null) return new Set();
  return new Set((await runningMockInterviews(userId, now)).flatMap((m) => m.problems.map((p) => p.page_row_id)));
}

/** The interview screen's facts when this problem is part of the learner's mock interview still running. */
async function mockScreenFor(userId: number | null, pageRowId: number, now: Date) {
  if (userId == null) return null;
  const running = (await runningMockInterviews(userId, now)).find((m) => m.problems.some((p) => p.page_row_id === pageRowId));
  if (!running) return null;
  const { row, problems } = running;
  return {
    id: row.id,
    title: MOCK_SCREEN_TEXTS.title(row.company, row.lengthMinutes),
    endsAt: row.endsAt,
    endsAtText: mockEndTimeText(row.endsAt, row.timezone),
    sessionLink: `/interview-prep/mock-interview/${row.id}`,
    problems: problems.map((p, i) => ({
      n: i + 1,
      title: p.title,
      link: coachLessonPath(p.path_slug, p.page_slug),
      current: p.page_row_id === pageRowId,
    })),
  };
}

/**
 * The reference solution shown under a solution page: in the language ?lang= names, else the
 * learner's language, else Python; with links to the same page in the other languages.
 */
async function referenceSolution(
  module: { authorId: number; collectionId: number },
  mod: CoachPathContent["modules"][number],
  solutionTitle: string,
  url: URL,
  learnerLang: string,
  here: string,
) {
  const problemPage = findProblemOfSolution(solutionTitle, mod.pages);
  const found = problemPage ? await findCoachPage(module.authorId, module.collectionId, problemPage.pageId) : null;
  const solutions = found?.problem?.solutions ?? {};
  const asked = url.searchParams.get("lang");
  const wanted = (asked && codeLanguageId(asked)) || codeLanguageId(learnerLang) || "python";
  const language = solutions[wanted] ? wanted : "python";
  const code = solutions[language];
  if (!code) return null;
  return {
    language,
    name: languageName(language),
    // a four-backtick fence: no reference solution contains one
    html: renderMarkdown(["````" + language, code.trimEnd(), "````"].join("\n")),
    languages: COACH_LANGUAGES.filter((l) => solutions[l.id]).map((l) => ({
      id: l.id,
      name: l.name,
      link: `${here}?lang=${l.id}`,
      current: l.id === language,
    })),
  };
}

export async function loadCoachLesson(request: Request, key: CoachLessonKey) {
  const { path, module, page, problem } = await resolveLesson(request, key);
  const { user, context } = await coachViewer(request);
  // A path the member's organizations do not grant: back to the path's page, which says so (docs/product/organizations.md#content-access).
  if (!(await pathAccessFor(request, user, path)).allowed) throw redirect(`/interview-prep/${path.slug}`);
  const content = await loadCoachPathContent(path);
  const kind = lessonKind(page.title);
  const isProblem = kind === "problem" && !!problem && !isFinalRemarks(page.title);
  // No spoilers: a solution whose problem is neither submitted nor revealed is not served, and
  // Previous/Next step over it (it stays reachable through its reveal confirmation).
  const locked = await lockedSolutionPages(request, user?.id ?? null, content);
  const gated = kind === "solution" && locked.has(page.id);
  const ordered = content.modules
    .flatMap((m) => m.pages.map((p) => ({ title: p.title, link: coachLessonPath(path.slug, p.slug), rowId: p.rowId })))
    .filter((p) => !locked.has(p.rowId) || p.rowId === page.id);
  const at = ordered.findIndex((p) => p.rowId === page.id);
  const mod = content.modules.find((m) => m.rowId === module.id)!;
  const url = new URL(request.url);
  const here = coachLessonPath(path.slug, page.slug);
  // During a mock interview its problems open as the interview screen: the problem, the clock and
  // Finish; no solution, no coach advice, no pager or discussion until the interview ends.
  const mock = isProblem ? await mockScreenFor(user?.id ?? null, page.id, new Date()) : null;
  const solutionOfMock = kind === "solution" && user ? findProblemOfSolution(page.title, mod.pages) : null;
  const closedByMock = !!solutionOfMock && (await mockProblemRows(user!.id, new Date())).has(solutionOfMock.rowId);
  // A solution page served shows the reference solution in the learner's language, or in the one
  // ?lang= asks for (docs/product/interview-prep.md#solutions).
  const reference = kind === "solution" && !gated && !closedByMock ? await referenceSolution(module, mod, page.title, url, context.lang, here) : null;

  let workspace = null;
  if (isProblem && problem) {
    const ref = { author_id: module.authorId, work_id: module.collectionId, page_id: page.pageId };
    // ?submission=<id> opens one of the learner's earlier runs or submissions on this page.
    const wantedSubmission = submissionParam.safeParse(url.searchParams.get("submission") ?? undefined);
    const opened =
      user && wantedSubmission.success && wantedSubmission.data != null
        ? await openedSubmission(user.id, page.id, wantedSubmission.data, {
            authorId: module.authorId,
            collectionId: module.collectionId,
            pageId: page.pageId,
          })
        : null;
    // The language selector is a product flag (docs/product/feature-flags.md#the-coachs-flags): without
    // it the editor stays in the learner's preferred language and ?lang= is not followed.
    const languageSelector = (await featureFlagsFor(user)).language_selector === true;
    const wanted = opened?.submission_data.selectedLanguage ?? (languageSelector ? url.searchParams.get("lang") : null);
    const lang = (wanted && codeLanguageId(wanted)) || codeLanguageId(context.lang) || "python";
    const summaries = user ? await patternSummaries(user.id, { slug: path.slug }) : [];
    const pattern = summaries.find((s) => s.module_id === module.id) ?? null;
    const stats = pattern?.problems.find((p) => p.id === page.id) ?? null;
    const saved = user ? await loadSavedCode(user.id, ref) : null;
    workspace = {
      /** the learner's autosaved code per language (logged in; visitors keep theirs in the browser) */
      saved: saved?.code ?? null,
      savedTimestamp: saved?.timestamp ?? null,
      codeMap: codeMapName(ref),
      history: user ? await pageHistory(user.id, page.id) : [],
      /** the visible tests run by themselves after a pause in typing (Python and JavaScript; the learner may turn it off) */
      liveTests: user ? await liveTestsEnabled(user.id) : false,
      opened,
      warm: sandboxWarmth(gradingLanguages()),
      difficulty: problem.difficulty,
      functionName: problem.functionName,
      params: problem.params,
      returnType: problem.returnType,
      starter: problem.starter,
      visibleTests: problem.visibleTests,
      lang,
      /** the language_selector flag: the toolbar offers the other languages */
      languageSelector,
      gradingLanguages: gradingLanguages(),
      allowance: user ? await submissionAllowance(user) : null,
      pattern: pattern
        ? {
            name: pattern.name,
            score: pattern.score,
            level: pattern.level,
            attempted: pattern.attempted,
            complete: pattern.complete,
            attemptedProblems: pattern.problems.filter((p) => p.attempted).length,
            totalProblems: pattern.problems.length,
          }
        : null,
      stats: stats ? { correctness: stats.correctness_percent, submissions: stats.submission_count, skipped: stats.isSkipped } : null,
      startedAt: Date.now(),
    };
  }
  // The concept transition (docs/product/interview-prep.md#concept-transition): going from a lesson
  // module (one without graded problems) to the next lesson module goes through its modal.
  const moduleAt = new Map(content.modules.flatMap((m, i) => m.pages.map((p) => [p.rowId, i] as const)));
  const moduleIndex = moduleAt.get(page.id) ?? -1;
  const following = at >= 0 ? ordered[at + 1] : undefined;
  const isConcept = (i: number) => i >= 0 && moduleProblems(content.modules[i]!).length === 0;
  const followingIndex = following ? (moduleAt.get(following.rowId) ?? -1) : -1;
  const nextCrossesConcept = followingIndex !== moduleIndex && isConcept(moduleIndex) && isConcept(followingIndex);
  const previousModule = moduleIndex > 0 ? content.modules[moduleIndex - 1]! : null;
  const conceptTransition =
    url.searchParams.get("dialog") === CONCEPT_TRANSITION_DIALOG &&
    mod.pages[0]?.rowId === page.id &&
    previousModule &&
    isConcept(moduleIndex - 1) &&
    isConcept(moduleIndex)
      ? { from: previousModule.title, to: mod.title, summary: mod.summary, lessons: mod.pages.length }
      : null;
  const link = (p: { title: string; slug: string } | null) => (p ? { title: p.title, link: coachLessonPath(path.slug, p.slug) } : null);
  const strip = (p: { title: string; link: string }) => ({ title: p.title, link: p.link });
  const withLock = (l: { title: string; link: string } | null, p: { rowId: number } | null) =>
    l && p ? { ...l, locked: locked.has(p.rowId) } : null;
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
        locked: locked.has(p.rowId),
      })),
    },
    page: { title: page.title, kind: isFinalRemarks(page.title) ? ("final" as const) : kind, pageId: page.pageId, groupId: page.groupId },
    ref: { author_id: module.authorId, work_id: module.collectionId, page_id: page.pageId },
    html: gated ? "" : renderMarkdown(page.body),
    /** a solution page not served yet: the reveal confirmation takes its place */
    gated,
    canonicalPath: here,
    prev: mock ? null : at > 0 ? strip(ordered[at - 1]!) : null,
    next: mock
      ? null
      : following
        ? { ...strip(following), link: nextCrossesConcept ? `${following.link}?dialog=${CONCEPT_TRANSITION_DIALOG}` : following.link }
        : null,
    conceptTransition,
    solution: isProblem && !mock ? withLock(link(findSolutionPage(page.title, mod.pages)), findSolutionPage(page.title, mod.pages)) : null,
    mock,
    /** a solution page whose problem is in the learner's mock interview still running */
    closedByMock,
    problemLink: kind === "solution" ? link(findProblemOfSolution(page.title, mod.pages)) : null,
    reference,
    workspace,
    loggedIn: !!user,
    loginHref: loginRedirectPath(url.pathname + url.search),
    // The discussion under the page (docs/product/learner-data.md#comments): logged-in learners.
    // (not under a solution that is not served yet: the discussion may give it away)
    comments: user && !gated && !mock ? await commentsPanelFor(user, interviewPrepDocumentKey(path.slug, page.slug), here) : null,
  });
}

const submissionParam = z.coerce.number().int().positive().max(1e12).optional();
const code = z.string().transform((s) => s.replace(/\r\n?/g, "\n"));
/** when the page with the editor was rendered (ms since the epoch), for user_time_spent */
const startedAt = z.coerce.number().int().min(0).optional().catch(undefined);
const lessonActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("visit") }),
    z.object({
      intent: z.literal("run"),
      lang: z.string().max(40),
      code,
      started_at: startedAt,
      custom_input: z.string().max(10_000, "Your input must be at most 10,000 characters long.").optional(),
      /** "1": a live run while typing (docs/product/judge.md#live-tests-while-typing) */
      live: z.literal("1").optional(),
    }),
    z.object({ intent: z.literal("submit"), lang: z.string().max(40), code, started_at: startedAt }),
    z.object({ intent: z.literal("skip") }),
    z.object({ intent: z.literal("reveal") }),
    z.object({ intent: z.literal("unskip") }),
    z.object({ intent: z.literal("live_tests"), enabled: z.enum(["on", "off"], { error: "Choose on or off." }) }),
  ],
  { error: "Unknown action." },
);

/** A refusal of Run or Submit as the page shows it: the text (or the premium offer) beside the learner's code. */
function refusedData(refusal: CodeRefusal, echo: { intent: "run" | "submit"; lang: string; code: string; startedAt?: number; customInput?: string }) {
  const headers = retryAfterHeaders(refusal.status === 429 ? refusal.retryAfterMs : undefined);
  const shown =
    refusal.status === 403
      ? { refused: { errorText: refusal.errorText, upgradeUrl: refusal.upgrade_url } }
      : refusal.status === 400 && refusal.field === "custom_input"
        ? { customInputError: refusal.errorText }
        : { errorText: refusal.errorText };
  return json({ ...echo, ...shown }, { status: refusal.status, headers });
}

export async function coachLessonAction(request: Request, key: CoachLessonKey) {
  const { path, module, page } = await resolveLesson(request, key);
  const parsed = await parseForm(request, lessonActionSchema);
  // A form of this page always sends a valid body: a broken one gets the error page with the reason.
  if (!parsed.ok) badRequest(Object.values(parsed.errors).join(" "));
  const input = parsed.data;
  const user = await getUser(request);
  await requirePathAccess(request, user, path);
  const ref = { author_id: module.authorId, work_id: module.collectionId, page_id: page.pageId };
  if (input.intent === "visit") {
    // A visitor's visit is simply not recorded.
    if (!user) return json({ intent: "visit", recorded: false });
    const visit = await recordVisit(user.id, ref);
    return json({ intent: "visit", recorded: visit.recorded });
  }
  if (input.intent === "reveal") {
    const problemRow = lessonKind(page.title) === "solution" ? null : page.id;
    const mine = user ? await mockProblemRows(user.id, new Date()) : new Set<number>();
    const pages = (await loadCoachPathContent(path)).modules.find((m) => m.rowId === module.id)?.pages ?? [];
    const target = problemRow ?? findProblemOfSolution(page.title, pages)?.rowId ?? null;
    if (target != null && mine.has(target)) badRequest(MOCK_SCREEN_TEXTS.solutionClosed);
    return revealAndShow(request, user?.id ?? null, path, module.id, page);
  }
  if (!user) throw loginRedirect(request);

  if (input.intent === "skip") {
    if ((await mockProblemRows(user.id, new Date())).has(page.id))
      badRequest("A problem of your mock interview cannot be skipped: finish the interview first.");
    await skipProblem(user.id, { ...ref, group_id: page.groupId });
    const next = await nextStepFor(user.id, { slug: path.slug });
    // The reason stays until closed (and is plain HTML without JavaScript); Undo puts the problem back.
    const undo = { label: "Undo", href: coachLessonPath(path.slug, page.slug), intent: "unskip" };
    return redirectWithToast(
      next.link ?? `/interview-prep/${path.slug}`,
      { status: "INFO", text: `Problem skipped. ${next.sentence}`, closeable: true, action: undo },
      { request },
    );
  }
  if (input.intent === "unskip") {
    await unskipProblem(user.id, { ...ref, group_id: page.groupId });
    return redirectWithToast(
      coachLessonPath(path.slug, page.slug),
      { status: "SUCCESS", text: `Skip undone: ${page.title} is back in your practice.` },
      { request },
    );
  }
  if (input.intent === "live_tests") {
    await setLiveTests(user.id, input.enabled === "on");
    return json({ intent: "live_tests", liveTests: input.enabled === "on" });
  }
  if (input.intent === "run" && input.live) {
    // A live run answers its marks only, as JSON; a refusal (429 past one a second) is JSON too.
    const live = await liveRunCode(user, { ...ref, language: input.lang, code: input.code });
    if (!live.ok)
      return json(
        { intent: "run", live: null, errorText: live.errorText },
        { status: live.status, headers: retryAfterHeaders(live.status === 429 ? live.retryAfterMs : undefined) },
      );
    return json({ intent: "run", lang: input.lang, live });
  }
  const customInput = input.intent === "run" ? input.custom_input : undefined;
  const echo = { intent: input.intent, lang: input.lang, code: input.code, startedAt: input.started_at, customInput };
  const codeRef = { ...ref, language: input.lang, code: input.code };
  // The code run or submitted is kept (nothing lost, also without JavaScript: docs/product/interview-prep.md#graded-submissions); a refused
  // Run or Submit writes nothing (the page echoes the code back instead).
  const language = codeLanguageId(input.lang);
  const keepCode = async () => {
    if (language && input.code.length <= MAX_CODE_LENGTH) await saveProblemCode(user.id, ref, language, input.code);
  };
  if (input.intent === "run") {
    const ran = await runCode(user, { ...codeRef, custom_input: customInput });
    if (!ran.ok) return refusedData(ran, echo);
    await keepCode();
    return json({ ...echo, run: ran });
  }
  const submitted = await submitCode(user, { ...codeRef, user_time_spent: timeSpentSince(input.started_at, Date.now()) });
  if (!submitted.ok) return refusedData(submitted, echo);
  await keepCode();
  // A submission during a mock interview answers its verdict only: the coach's advice waits for the report.
  const inMock = (await mockProblemRows(user.id, new Date())).has(page.id);
  return json({ ...echo, submit: submitted, mock: inMock });
}

/** Reveal, asked on a problem or its solution page: records the choice and opens the solution page. */
async function revealAndShow(request: Request, userId: number | null, path: CoachPathRow, moduleRowId: number, page: { id: number; title: string }) {
  const pages = (await loadCoachPathContent(path)).modules.find((m) => m.rowId === moduleRowId)?.pages ?? [];
  const isSolution = lessonKind(page.title) === "solution";
  const problem = isSolution ? findProblemOfSolution(page.title, pages) : pages.find((p) => p.rowId === page.id && lessonKind(p.title) === "problem");
  const solution = problem ? findSolutionPage(problem.title, pages) : null;
  if (!problem || !solution) badRequest("This page has no solution to reveal.");
  const headers = await revealSolution(request, userId, problem.rowId, new Date());
  return redirect(coachLessonPath(path.slug, solution.slug), { headers });
}

export type CoachLessonLoader = typeof loadCoachLesson;

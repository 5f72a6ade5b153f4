// Comparing two attempts at a problem, or an attempt with its reference solution
// (docs/product/judge.md#diffs-between-attempts). Read only: the learner's own runs and
// submissions on the page (another learner's id is a 404), and the solution only once it is open
// to them (submitted or revealed, and not in a mock interview still running).
import { z } from "zod";
import { ATTEMPT_DIFF_TEXTS, attemptDiff, attemptLabel } from "~/engine/attemptDiff";
import { codeLanguageId, languageName, lessonKind } from "~/engine";
import { coachLessonPath } from "~/engine/coachProgress";
import { findPageSubmission, listPageSubmissions, type CoachSubmissionRow } from "~/models/coachSubmissions.server";
import { requirePathAccess } from "~/services/organizations/access.server";
import { requireUser } from "~/utils/auth.server";
import { badRequest, forbidden, notFound } from "~/utils/http.server";
import { mockProblemRows, resolveLesson } from "./lessonPage.server";
import type { CoachLessonKey } from "./params.server";
import { openSolutions } from "./solutions.server";

/** The attempts offered in the choices (any of the learner's attempts can still be named by its number). */
const CHOICES_LIMIT = 100;

const side = z.union([z.literal("solution"), z.coerce.number().int().positive().max(1e12)], { error: ATTEMPT_DIFF_TEXTS.badChoice });
const compareQuery = z.object({ from: side.optional(), to: side.optional() });

type Side = z.infer<typeof side>;

export async function loadAttemptComparison(request: Request, key: CoachLessonKey) {
  const user = await requireUser(request);
  const { path, module, page, problem } = await resolveLesson(request, key);
  if (lessonKind(page.title) !== "problem" || !problem) notFound(ATTEMPT_DIFF_TEXTS.notAProblem);
  await requirePathAccess(request, user, path);
  const url = new URL(request.url);
  const parsed = compareQuery.safeParse({ from: url.searchParams.get("from") || undefined, to: url.searchParams.get("to") || undefined });
  if (!parsed.success) badRequest(ATTEMPT_DIFF_TEXTS.badChoice);

  const problemLink = coachLessonPath(path.slug, page.slug);
  const recent = await listPageSubmissions(user.id, page.id, CHOICES_LIMIT);
  const solutionOpen = (await openSolutions(request, user.id, [page.id])).has(page.id) && !(await mockProblemRows(user.id, new Date())).has(page.id);
  // Without a choice: the latest attempt with the one before it, or with the solution.
  let { from, to } = parsed.data;
  if (from == null && to == null && recent.length > 0) {
    to = recent[0]!.id;
    from = recent[1]?.id ?? (solutionOpen ? "solution" : undefined);
  }
  if (from === "solution" && to === "solution") badRequest(ATTEMPT_DIFF_TEXTS.twoSolutions);
  if ((from === "solution" || to === "solution") && !solutionOpen) forbidden(ATTEMPT_DIFF_TEXTS.solutionClosed);

  const rowOf = async (s: Side | undefined): Promise<CoachSubmissionRow | null> => {
    if (s == null || s === "solution") return null;
    const row = recent.find((r) => r.id === s) ?? (await findPageSubmission(user.id, page.id, s));
    if (!row) notFound(ATTEMPT_DIFF_TEXTS.notYours);
    return row;
  };
  const fromRow = await rowOf(from);
  const toRow = await rowOf(to);
  const label = (r: CoachSubmissionRow) =>
    attemptLabel(
      { id: r.id, kind: r.kind, created: r.createdAt, language: r.language, passed: r.passedTestcases, total: r.totalTestcases, score: r.score },
      languageName(r.language),
    );
  // The solution in the language of the attempt it is compared with (Python when it has none in that language).
  const solutionSide = (other: CoachSubmissionRow | null) => {
    const wanted = (other && codeLanguageId(other.language)) || "python";
    const language = problem.solutions[wanted] != null ? wanted : "python";
    return {
      key: "solution",
      label: ATTEMPT_DIFF_TEXTS.solution(languageName(language)),
      language,
      code: problem.solutions[language] ?? "",
      link: null,
    };
  };
  const attemptSide = (r: CoachSubmissionRow) => ({
    key: String(r.id),
    label: label(r),
    language: r.language,
    code: r.code,
    link: `${problemLink}?submission=${r.id}#ws-results`,
  });
  const a = fromRow ? attemptSide(fromRow) : from === "solution" ? solutionSide(toRow) : null;
  const b = toRow ? attemptSide(toRow) : to === "solution" ? solutionSide(fromRow) : null;

  return {
    path: { slug: path.slug, title: path.title },
    module: { title: module.title },
    page: { title: page.title, link: problemLink },
    compareLink: `${problemLink}/compare`,
    choices: recent.map((r) => ({ key: String(r.id), label: label(r) })),
    solutionOpen,
    from: a,
    to: b,
    diff: a && b ? attemptDiff(a.code, b.code) : null,
  };
}

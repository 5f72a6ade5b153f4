// Running and grading learner code: Run (visible tests, stored as kind "run"), Submit (every
// test, scored and ranked by the engine, stored as kind "submission", followed by the next
// decision), the constraint evaluation of the latest submission, and the submissions list.
//
// What a learner can act on (a language not graded here, the judge busy, too many runs, the
// premium offer, code the problem cannot take) comes back as a value, a CodeRefusal, so a page
// can show it beside the learner's code; the API answers it with refusalReply. Unknown pages
// throw the 404 answer.
import { gradedSubmissionDays, otherLearnersBestCosts } from "~/models/coachSubmissions.server";
import { costPercentile } from "~/engine/cost";
import { afterVerdict, storeComplexity, storeCounterexample, type Counterexample } from "./insight.server";
import { streakAfterSubmission } from "./habits.server";
import type { Streak } from "~/engine/streaks";
import { json } from "@remix-run/node";
import { env } from "~/utils/env.server";
import {
  codeLanguageId,
  LANGUAGE_CHOICES,
  submissionRanking,
  submissionScore,
  submissionStatus,
  type Difficulty,
  type RankingLabel,
  type SubmissionStatus,
} from "~/engine";
import {
  boundedTimeSpent,
  COACH_PREMIUM_REFUSAL,
  COACH_UPGRADE_URL,
  evaluateConstraints,
  gradedSubmissionAllowance,
  holdsPremiumTier,
  patternKey,
  patternState,
  transitionSummary,
  type ConstraintsEvaluation,
  type TransitionSummary,
} from "~/engine/coachProgress";
import { loadCoachPathContent, type CoachPathRow } from "~/models/coachPathContent.server";
import { getOrCreateUserPath } from "~/models/coachState.server";
import {
  countGradedSubmissions,
  insertCoachSubmission,
  latestCoachSubmission,
  setCoachSubmissionResult,
  type CoachSubmissionRow,
} from "~/models/coachSubmissions.server";
import { consumeRateLimit } from "~/models/rateLimit.server";
import { listSubscriptions } from "~/models/subscription.server";
import { isStaff } from "~/utils/auth.server";
import { badRequest, failureReply, notFound } from "~/utils/http.server";
import { loadLearnerSnapshot, requirePath, type PathRef } from "./common.server";
import {
  allTests,
  boundedResult,
  gradeCode,
  JudgeUnavailable,
  storedError,
  visibleTests,
  type GradedRun,
  type JudgeLanguage,
  type TestVerdict,
} from "./judge.server";
import { parseCustomInput } from "~/engine/customInput";
import { requireCoachPage, type PageRef } from "./path.server";
import { decideInModule, type DecisionView } from "./progress.server";
import { trackServerEvent } from "~/services/analytics.server";

/** Who is running code: the signed-in learner (staff are recognised by e-mail domain). */
type CoachUser = { id: number; email: string; verified?: boolean | null };

/** COACH_FREE_SUBMISSIONS: graded submissions a free user may make (docs/product/interview-prep.md#graded-submissions, default 0). */
export function freeSubmissionLimit(): number {
  return env().COACH_FREE_SUBMISSIONS;
}

export const MAX_CODE_LENGTH = 100_000;

const RUN_WINDOW_MS = 60_000;

/** The sentence of a refused run (429); `seconds` until the next run is allowed. */
export function runLimitText(limit: number, seconds: number): string {
  return `You are running code too often: at most ${limit} runs and submissions a minute. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
}

/**
 * Why code was not run or graded, as a value: 400 code or a language the problem cannot take
 * here, 403 the premium offer (with upgrade_url), 429 too many runs (retryAfterMs), 503 the
 * judge is busy. Nothing was stored.
 */
export type CodeRefusal =
  | { ok: false; status: 400 | 503; errorText: string; field?: "custom_input" }
  | { ok: false; status: 429; errorText: string; retryAfterMs: number }
  | { ok: false; status: 403; errorText: string; upgrade_url: string };

/** The API answer of a refusal: JSON { errorText } (with upgrade_url for the offer) and its status; 429 with Retry-After. */
export function refusalReply(refusal: CodeRefusal): Response {
  if (refusal.status === 403) return json({ errorText: refusal.errorText, upgrade_url: refusal.upgrade_url }, { status: 403 });
  if (refusal.status === 400 && refusal.field)
    return json({ errorText: refusal.errorText, errors: { [refusal.field]: refusal.errorText } }, { status: 400 });
  return failureReply({
    status: refusal.status,
    errorText: refusal.errorText,
    retryAfterMs: refusal.status === 429 ? refusal.retryAfterMs : undefined,
  });
}

const refuse = (status: 400 | 503, errorText: string): CodeRefusal => ({ ok: false, status, errorText });

/**
 * Takes one run from the learner's allowance (COACH_RUN_RATE_LIMIT a minute, Run and Submit
 * together): every run occupies a sandbox, and a refused operation costs a fresh one. A 429
 * refusal when the allowance is used up.
 */
async function takeRunAllowance(user: CoachUser, now: Date): Promise<CodeRefusal | null> {
  const limit = env().COACH_RUN_RATE_LIMIT;
  const taken = await consumeRateLimit({ bucket: "coach-run", limit, windowMs: RUN_WINDOW_MS }, String(user.id), now.getTime());
  if (taken.allowed) return null;
  const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
  return { ok: false, status: 429, errorText: runLimitText(limit, seconds), retryAfterMs: seconds * 1000 };
}

/** The shape of a Submission (docs/product/interview-prep.md#graded-submissions) as the API delivers it. */
export interface SubmissionView {
  id: number;
  kind: "submission" | "run";
  score: number;
  difficulty: string;
  created: string;
  author_id: number;
  work_id: number;
  page_id: number;
  comp_id: string;
  group_id: number;
  attempt_id: number;
  status: SubmissionStatus;
  ranking: { rank: 1 | 2 | 3; label: RankingLabel };
  submission_data: { selectedLanguage: string; code: string };
  constraints_evaluation: string | null;
  submission_result: {
    result: {
      passed_testcases: number;
      total_testcases: number;
      execution_time: number;
      user_time_spent: number;
      total_mem_usage: number;
      code_insight: string | null;
      code_insight_explanation: string | null;
      error: string | null;
    };
  };
  tests: TestVerdict[];
  /** an accepted submission's counted operations and where they stood when it was graded (docs/product/judge.md#the-cost) */
  cost: number | null;
  cost_percentile: number | null;
  /** a failing submission's smallest failing input found after its verdict, or null */
  counterexample: Counterexample | null;
}

type StoredResult = {
  tests?: TestVerdict[];
  constraints_evaluation?: ConstraintsEvaluation;
  limits?: GradedRun["limits"];
  cost_percentile?: number | null;
  /** the smallest failing input, added after the verdict (docs/product/judge.md#the-smallest-failing-input) */
  counterexample?: Counterexample;
  /** the measured complexity, added after the verdict (docs/product/judge.md#the-measured-complexity) */
  code_insight?: string | null;
  code_insight_explanation?: string | null;
};

function storedResult(row: CoachSubmissionRow): StoredResult {
  try {
    return JSON.parse(row.result) as StoredResult;
  } catch {
    return {};
  }
}

/** A stored row as the API shows it; module ids are passed in because rows hold row ids. */
export function submissionView(row: CoachSubmissionRow, ids: { authorId: number; collectionId: number; pageId: number }): SubmissionView {
  const result = storedResult(row);
  const difficulty = row.difficulty as Difficulty;
  return {
    id: row.id,
    kind: row.kind as "submission" | "run",
    score: row.score,
    difficulty: row.difficulty,
    created: row.createdAt,
    author_id: ids.authorId,
    work_id: ids.collectionId,
    page_id: ids.pageId,
    comp_id: `code-${ids.pageId}`,
    group_id: row.groupId,
    attempt_id: row.attemptId,
    status: submissionStatus(row.score, difficulty),
    ranking: submissionRanking({ score: row.score, difficulty, user_time_spent: row.userTimeSpent }),
    submission_data: { selectedLanguage: row.language, code: row.code },
    constraints_evaluation: result.constraints_evaluation ? JSON.stringify(result.constraints_evaluation) : null,
    submission_result: {
      result: {
        passed_testcases: row.passedTestcases,
        total_testcases: row.totalTestcases,
        execution_time: row.executionTime,
        user_time_spent: row.userTimeSpent,
        total_mem_usage: row.totalMemUsage,
        code_insight: typeof result.code_insight === "string" ? result.code_insight : null,
        code_insight_explanation: typeof result.code_insight_explanation === "string" ? result.code_insight_explanation : null,
        error: row.error,
      },
    },
    tests: result.tests ?? [],
    cost: row.cost ?? null,
    cost_percentile: result.cost_percentile ?? null,
    counterexample: result.counterexample ?? null,
  };
}

interface CodeRequest extends PageRef {
  language: string;
  code: string;
}

interface RunRequest extends CodeRequest {
  /** the learner's own test input (customInput.ts format); run beside the visible tests */
  custom_input?: string;
}

/** The page and its problem, or a 400 refusal for code the problem cannot take; a thrown 404 for an unknown page. */
async function prepare(ref: CodeRequest) {
  const found = await requireCoachPage(ref);
  if (!found.problem) return refuse(400, "This page has no coding problem to run.");
  const language = codeLanguageId(ref.language);
  if (!language) return refuse(400, `Unknown language "${ref.language.slice(0, 40)}". Choose a language: ${LANGUAGE_CHOICES.join(", ")}.`);
  if (ref.code.length > MAX_CODE_LENGTH) return refuse(400, `Code must be at most ${MAX_CODE_LENGTH} characters long.`);
  return { ok: true as const, ...found, problem: found.problem, language };
}

type Prepared = Extract<Awaited<ReturnType<typeof prepare>>, { ok: true }>;

async function grade(
  language: JudgeLanguage,
  code: string,
  problem: Prepared["problem"],
  tests: ReturnType<typeof allTests>,
  visibleCount: number,
): Promise<GradedRun | CodeRefusal> {
  try {
    return await gradeCode({ language, code, problem, tests, visibleCount });
  } catch (e) {
    // The judge cannot grade here (e.g. Java without the grading service) or is busy: its message, as is.
    if (e instanceof JudgeUnavailable) return refuse(e.status, e.message);
    throw e;
  }
}

const isRefusal = (x: object): x is CodeRefusal => "ok" in x && x.ok === false;

export interface RunOutcome {
  run: SubmissionView;
  passed_testcases: number;
  total_testcases: number;
  execution_time: number;
  total_mem_usage: number;
  error: string | null;
  tests: TestVerdict[];
  /** what the code printed; runs see only visible tests, so no hidden input can leak through it */
  stdout: string;
}

/**
 * The expected answers of the learner's own inputs: the problem's reference solution (in the
 * learner's language when there is one, else Python) run on them through the judge. An input
 * the reference cannot take (outside the problem's constraints) gets its error instead.
 */
async function referenceAnswers(
  problem: Prepared["problem"],
  language: JudgeLanguage,
  cases: unknown[][],
): Promise<{ expected?: unknown; error?: string }[] | CodeRefusal> {
  const refLang = (problem.solutions[language] != null ? language : "python") as JudgeLanguage;
  const code = problem.solutions[refLang];
  if (code == null) return cases.map(() => ({ error: "This problem has no reference solution to compare with." }));
  const tests = cases.map((input) => ({ input, expected: null }));
  const run = await grade(refLang, code, problem, tests, tests.length);
  if (isRefusal(run)) return run;
  return cases.map((_, i) => {
    const t = run.tests[i];
    if (!t) return { error: "The reference solution did not run on this input." };
    if (t.error || (t.verdict !== "Accepted" && t.verdict !== "Wrong Answer"))
      return { error: `The reference solution cannot take this input (${t.verdict}): check it against the problem's constraints.` };
    return { expected: t.output };
  });
}

/**
 * Runs code on the problem's visible tests (and on the learner's own inputs, if any, whose
 * expected answers come from the reference solution) and stores the run (kind "run"). The
 * run's score counts the visible tests only. Any learner may Run.
 */
export async function runCode(user: CoachUser, ref: RunRequest, now: Date = new Date()): Promise<({ ok: true } & RunOutcome) | CodeRefusal> {
  const prepared = await prepare(ref);
  if (!prepared.ok) return prepared;
  const { page, module, path, problem, language } = prepared;
  const own = parseCustomInput(problem.params, ref.custom_input ?? "");
  if (!own.ok) return { ok: false, status: 400, errorText: own.error, field: "custom_input" };
  const limited = await takeRunAllowance(user, now);
  if (limited) return limited;
  const tests = visibleTests(problem);
  let custom: { input: unknown[]; expected: unknown; error?: string }[] = [];
  if (own.cases.length) {
    const answers = await referenceAnswers(problem, language, own.cases);
    if (isRefusal(answers)) return answers;
    custom = own.cases.map((input, i) => ({ input, expected: answers[i]!.expected ?? null, error: answers[i]!.error }));
  }
  const graded = await grade(language, ref.code, problem, [...tests, ...custom], tests.length + custom.length);
  if (isRefusal(graded)) return graded;
  const visible = graded.tests.slice(0, tests.length);
  const ownTests: TestVerdict[] = graded.tests.slice(tests.length).map((t, i) => {
    const referenceError = custom[i]!.error;
    // Without a reference answer nothing can be compared: the learner's output is shown as is.
    if (referenceError)
      return { ...t, expected: undefined, custom: true, reference_error: referenceError, passed: !t.error, verdict: t.error ? t.verdict : "Ran" };
    return { ...t, custom: true };
  });
  const run = {
    ...graded,
    tests: [...visible, ...ownTests],
    passed_testcases: visible.filter((t) => t.passed).length,
    total_testcases: visible.length,
  };
  const stored = boundedResult(run.tests, run.limits);
  const userPath = await getOrCreateUserPath(user.id, path.id, now);
  const score = submissionScore(run);
  const row = await insertCoachSubmission({
    userId: user.id,
    pageRowId: page.id,
    moduleId: module.id,
    groupId: page.groupId,
    attemptId: userPath.attemptId,
    kind: "run",
    language,
    code: ref.code,
    difficulty: problem.difficulty,
    score,
    passedTestcases: run.passed_testcases,
    totalTestcases: run.total_testcases,
    executionTime: run.execution_time,
    totalMemUsage: run.total_mem_usage,
    error: storedError(run.error),
    result: stored.text,
    createdAt: now.toISOString(),
  });
  return {
    ok: true,
    run: submissionView(row, { authorId: module.authorId, collectionId: module.collectionId, pageId: page.pageId }),
    passed_testcases: run.passed_testcases,
    total_testcases: run.total_testcases,
    execution_time: run.execution_time,
    total_mem_usage: run.total_mem_usage,
    error: storedError(run.error),
    tests: stored.tests,
    stdout: run.stdout,
  };
}

/** Live tests (docs/product/judge.md#live-tests-while-typing): the languages, and one run a second per learner. */
const LIVE_LANGUAGES: readonly string[] = ["python", "javascript"];
const LIVE_WINDOW_MS = 1000;
const LIVE_TEXTS = {
  tooOften: "Live tests run at most once a second: the next run starts after your next pause in typing.",
  language: "Live tests run Python and JavaScript code only: use Run for this language.",
} as const;

/** The visible tests' marks of a live run: nothing is stored, and the learner's Run allowance is untouched. */
interface LiveRun {
  tests: { passed: boolean; verdict: string }[];
  passed_testcases: number;
  total_testcases: number;
  error: string | null;
}

/**
 * A live run: the visible tests only, at most one a second per learner (a 429 refusal past it),
 * not stored (the history keeps the runs the learner asked for) and outside the Run allowance
 * a minute, which a learner typing would otherwise use up.
 */
export async function liveRunCode(user: CoachUser, ref: CodeRequest, now: Date = new Date()): Promise<({ ok: true } & LiveRun) | CodeRefusal> {
  const prepared = await prepare(ref);
  if (!prepared.ok) return prepared;
  const { problem, language } = prepared;
  if (!LIVE_LANGUAGES.includes(language)) return refuse(400, LIVE_TEXTS.language);
  const taken = await consumeRateLimit({ bucket: "coach-live-run", limit: 1, windowMs: LIVE_WINDOW_MS }, String(user.id), now.getTime());
  if (!taken.allowed) return { ok: false, status: 429, errorText: LIVE_TEXTS.tooOften, retryAfterMs: Math.max(1000, taken.retryAfterMs) };
  const tests = visibleTests(problem);
  const graded = await grade(language, ref.code, problem, tests, tests.length);
  if (isRefusal(graded)) return graded;
  const marks = graded.tests.slice(0, tests.length).map((t) => ({ passed: t.passed, verdict: t.verdict }));
  return {
    ok: true,
    tests: marks,
    passed_testcases: marks.filter((t) => t.passed).length,
    total_testcases: marks.length,
    error: storedError(graded.error),
  };
}

interface PatternTransition {
  from: { id: string; name: string };
  to: { id: string; name: string; link: string | null } | null;
  /** the pattern score and a submissions summary (problem ids resolved to names) */
  summary: TransitionSummary & { problems: (TransitionSummary["problems"][number] & { name: string })[] };
}

export type SubmitOutcome =
  | {
      ok: true;
      submission: SubmissionView;
      score: number;
      status: SubmissionStatus;
      ranking: { rank: 1 | 2 | 3; label: RankingLabel };
      passed_testcases: number;
      total_testcases: number;
      execution_time: number;
      total_mem_usage: number;
      error: string | null;
      /** visible tests with input, expected and actual; hidden tests by verdict only */
      tests: TestVerdict[];
      pattern: {
        id: string;
        name: string;
        score: number;
        points: number;
        level: string;
        complete: boolean;
        attempted_problems: number;
        total_problems: number;
      };
      decision: DecisionView;
      /** set when the decision leaves the pattern (next pattern or path finished) */
      transition: PatternTransition | null;
      /** graded submissions left for a free user (null = unlimited) */
      remaining_free_submissions: number | null;
      /** the learner's streak with this submission; new_day: the first graded submission of its day (the streak modal) */
      streak: Streak & { new_day: boolean };
      /** an accepted submission's counted operations, the same for the same code (docs/product/judge.md#the-cost); null when not counted */
      cost: number | null;
      /** "cheaper than X % of accepted submissions to this problem in this language" (other learners' best); null without a cost or others */
      cost_percentile: number | null;
    }
  | CodeRefusal;

/** Whether the user may make a graded submission now (a premium tier, staff, or free allowance left). */
export async function submissionAllowance(user: CoachUser): Promise<{ allowed: boolean; remaining: number | null }> {
  const premiumTier = holdsPremiumTier(await listSubscriptions(user.id), new Date());
  const staff = isStaff(user);
  const used = premiumTier || staff ? 0 : await countGradedSubmissions(user.id);
  return gradedSubmissionAllowance({ premiumTier, staff, used, freeLimit: freeSubmissionLimit() });
}

/**
 * Grades code on every test (visible + hidden), scores it with the engine, stores it (kind
 * "submission") and answers the next decision of nextProblem in the problem's pattern, with
 * the transition data when the decision leaves the pattern. Learners without a premium tier
 * beyond their free allowance get the 403 refusal with upgrade_url; nothing is graded or stored.
 * user_time_spent is untrusted: it is bounded by the engine (boundedTimeSpent).
 */
export async function submitCode(user: CoachUser, ref: CodeRequest & { user_time_spent: number }, now: Date = new Date()): Promise<SubmitOutcome> {
  const prepared = await prepare(ref);
  if (!prepared.ok) return prepared;
  const { page, module, path, problem, language } = prepared;
  const allowance = await submissionAllowance(user);
  if (!allowance.allowed) return { ok: false, status: 403, errorText: COACH_PREMIUM_REFUSAL, upgrade_url: COACH_UPGRADE_URL };
  const limited = await takeRunAllowance(user, now);
  if (limited) return limited;
  const visibleCount = visibleTests(problem).length;
  const run = await grade(language, ref.code, problem, allTests(problem), visibleCount);
  if (isRefusal(run)) return run;
  const stored = boundedResult(
    run.tests.map((t) => (t.hidden ? { index: t.index, hidden: true, passed: t.passed, verdict: t.verdict } : t)),
    run.limits,
  );
  const tests = stored.tests;
  const difficulty = problem.difficulty;
  const score = submissionScore(run);
  const userTimeSpent = boundedTimeSpent(ref.user_time_spent);
  const userPath = await getOrCreateUserPath(user.id, path.id, now);
  // The days with a graded submission before this one: the streak it extends.
  const daysBefore = await gradedSubmissionDays(user.id);
  const accepted = run.passed_testcases === run.total_testcases && run.total_testcases > 0;
  const cost = accepted ? run.cost : null;
  const costPercent = cost == null ? null : costPercentile(cost, await otherLearnersBestCosts(user.id, page.id, language));
  const row = await insertCoachSubmission({
    userId: user.id,
    pageRowId: page.id,
    moduleId: module.id,
    groupId: page.groupId,
    attemptId: userPath.attemptId,
    kind: "submission",
    language,
    code: ref.code,
    difficulty,
    score,
    passedTestcases: run.passed_testcases,
    totalTestcases: run.total_testcases,
    executionTime: run.execution_time,
    userTimeSpent,
    totalMemUsage: run.total_mem_usage,
    error: storedError(run.error),
    result: cost == null ? stored.text : JSON.stringify({ ...JSON.parse(stored.text), cost, cost_percentile: costPercent }),
    cost,
    createdAt: now.toISOString(),
  });
  // After the verdict, never delaying it: the measured complexity of a counted, accepted
  // submission; the smallest failing input of one that failed a hidden test (docs/product/judge.md).
  const ids = { userId: user.id, pageRowId: page.id, submissionId: row.id };
  if (cost != null) afterVerdict(() => storeComplexity(ids, language, ref.code, problem, String(page.id)));
  else if (!run.compile_error && run.tests.some((t) => t.hidden && !t.passed))
    afterVerdict(() => storeCounterexample(ids, language, ref.code, problem, String(page.id)));

  const snapshot = await loadLearnerSnapshot(user.id, await loadCoachPathContent(path));
  const key = patternKey(module.authorId, module.collectionId);
  const here = snapshot.modules.find((m) => m.key === key)!;
  const { decision, view } = decideInModule(snapshot, key);
  const state = patternState(here.engineSubmissions);
  let transition: PatternTransition | null = null;
  if (decision.kind !== "problem") {
    const summary = transitionSummary(here.engineSubmissions);
    const nameOf = (id: string) => here.problems.find((p) => String(p.rowId) === id)?.title ?? id;
    transition = {
      from: { id: key, name: module.title },
      to: view.next_pattern ? { id: view.next_pattern.id, name: view.next_pattern.name, link: view.next_pattern.link } : null,
      summary: { ...summary, problems: summary.problems.map((p) => ({ ...p, name: nameOf(p.problemId) })) },
    };
  }
  const ranking = submissionRanking({ score, difficulty, user_time_spent: userTimeSpent });
  // The coach funnel by pattern (docs/product/learner-data.md#analytics).
  await trackServerEvent(null, user, "coach_submission", {
    pattern: module.title,
    difficulty,
    score,
    passed: submissionStatus(score, difficulty) === "Correct",
    language,
  });
  return {
    ok: true,
    submission: submissionView(row, { authorId: module.authorId, collectionId: module.collectionId, pageId: page.pageId }),
    score,
    status: submissionStatus(score, difficulty),
    ranking,
    passed_testcases: run.passed_testcases,
    total_testcases: run.total_testcases,
    execution_time: run.execution_time,
    total_mem_usage: run.total_mem_usage,
    error: storedError(run.error),
    tests,
    pattern: {
      id: key,
      name: module.title,
      score: state.score,
      points: state.points,
      level: state.level,
      complete: state.complete,
      attempted_problems: new Set(here.engineSubmissions.map((s) => s.problemId)).size,
      total_problems: here.problems.length,
    },
    decision: view,
    transition,
    streak: streakAfterSubmission(daysBefore, now),
    cost,
    cost_percentile: costPercent,
    remaining_free_submissions: allowance.remaining == null ? null : Math.max(0, allowance.remaining - 1),
  };
}

interface ConstraintRequest extends PageRef {
  attempt_id: number;
}

/**
 * Evaluates the latest graded submission on a problem (in the given attempt) against what we
 * can measure: all tests, time to solve vs the target, runtime and memory vs the judge's
 * limits. Stored with the submission as constraints_evaluation. 404 when nothing was submitted.
 */
export async function evaluateLatestConstraints(
  userId: number,
  ref: ConstraintRequest,
): Promise<{ submission_id: number; constraints_evaluation: ConstraintsEvaluation }> {
  const { page, problem } = await requireCoachPage(ref);
  if (!problem) badRequest("This page has no coding problem.");
  const latest = await latestCoachSubmission(userId, page.id, ref.attempt_id);
  if (!latest) notFound(`No submission to evaluate: submit your code for page_id ${ref.page_id} in attempt ${ref.attempt_id} first.`);
  const stored = storedResult(latest);
  const evaluation = evaluateConstraints({
    difficulty: latest.difficulty as Difficulty,
    passed_testcases: latest.passedTestcases,
    total_testcases: latest.totalTestcases,
    user_time_spent: latest.userTimeSpent,
    execution_time: latest.executionTime,
    total_mem_usage: latest.totalMemUsage,
    limits: stored.limits ?? {},
    error: latest.error,
  });
  await setCoachSubmissionResult(latest.id, { ...stored, constraints_evaluation: evaluation });
  return { submission_id: latest.id, constraints_evaluation: evaluation };
}

/**
 * The learner's graded submissions on a path, keyed by "authorId_collectionId" (oldest first
 * within each pattern), optionally limited to one module; with the user path.
 */
export async function submissionsData(
  userId: number,
  path: PathRef,
  module?: { authorId: number; collectionId: number },
): Promise<{ path: CoachPathRow; submissions_data: Record<string, SubmissionView[]> }> {
  const p = await requirePath(path);
  const content = await loadCoachPathContent(p);
  if (module && !content.modules.some((m) => m.authorId === module.authorId && m.collectionId === module.collectionId))
    notFound(`Pattern not found: path ${p.slug} has no module with author_id ${module.authorId} and collection_id ${module.collectionId}.`);
  const snapshot = await loadLearnerSnapshot(userId, content);
  const out: Record<string, SubmissionView[]> = {};
  for (const m of snapshot.modules) {
    if (module && (m.module.authorId !== module.authorId || m.module.collectionId !== module.collectionId)) continue;
    if (!m.submissions.length) continue;
    const pageIdOf = new Map(m.module.pages.map((pg) => [pg.rowId, pg.pageId]));
    out[m.key] = m.submissions.map((s) =>
      submissionView(s, { authorId: m.module.authorId, collectionId: m.module.collectionId, pageId: pageIdOf.get(s.pageRowId)! }),
    );
  }
  return { path: p, submissions_data: out };
}

// The measured complexity of an accepted submission (docs/product/judge.md#the-measured-complexity)
// and the smallest failing input of a failing one (docs/product/judge.md#the-smallest-failing-input):
// the code runs on inputs of growing size shaped like the problem's tests (app/engine/complexity.ts),
// its counted cost per size is fitted to a class, and the reference solution is measured the
// same way for comparison. Runs after the verdict is answered; the result is stored with the
// submission and shown on its next load.
import {
  complexityExplanation,
  costCurve,
  fitComplexity,
  measurementInputs,
  templateInput,
  type ComplexityClass,
  type CostPoint,
} from "~/engine/complexity";
import { isHiddenInput, searchInputs, shrinkCandidates, SHRINK_STEPS } from "~/engine/counterexample";
import type { CoachProblem } from "~/models/coachPathContent.server";
import { findPageSubmission, setCoachSubmissionResult } from "~/models/coachSubmissions.server";
import { outputsMatch } from "~/services/judge/compare";
import { grade, type CompareMode, type JudgeLanguage } from "~/services/judge/index.server";
import { BoundedQueue } from "~/services/judge/queue";
import { judgeEnv } from "~/utils/env.server";

/** CPU time allowed per measured input: a size that takes longer ends the curve. */
const MEASURE_TIME_MS = 1000;

// One measurement or search at a time per server and a few waiting: the insight takes the
// judge's spare room, never the verdicts' (docs/product/judge.md#the-measured-complexity).
// Beyond that, a submission gets no insight: the judge is busy.
const insightQueue = new BoundedQueue(1, 8);

/** Runs `job` after the verdict, in the insight queue; never throws (a full queue skips it; JUDGE_INSIGHT=0 turns it off). */
export function afterVerdict(job: () => Promise<unknown>): void {
  if (judgeEnv().JUDGE_INSIGHT === "0") return;
  insightQueue.run(job).catch(() => undefined);
}

interface CodeInsight {
  code_insight: string;
  code_insight_explanation: string;
}

/** The cost curve of `code` on the problem's grown inputs (empty when it cannot be measured). */
async function measureCurve(language: JudgeLanguage, code: string, problem: CoachProblem, problemKey: string): Promise<CostPoint[]> {
  const types = problem.params.map((p) => p.type);
  const template = templateInput([...problem.visibleTests, ...problem.hiddenTests].map((t) => t.input));
  if (!template) return [];
  const inputs = measurementInputs(template, types, problemKey);
  const result = await grade({
    language,
    code,
    problem: { functionName: problem.functionName, params: problem.params, returnType: problem.returnType, compare: problem.compare as CompareMode },
    tests: inputs.map((m) => ({ input: m.input, expected: null })),
    limits: { timeMs: MEASURE_TIME_MS, stdoutBytes: 0 },
  });
  const costs = result.test_costs ?? [];
  return costCurve(inputs.map((m, i) => ({ n: m.n, cost: costs[i] ?? null })));
}

// The reference solution's class per problem and language: measured once per server.
const referenceClasses = new Map<string, Promise<ComplexityClass | null>>();

function referenceClass(language: JudgeLanguage, problem: CoachProblem, problemKey: string): Promise<ComplexityClass | null> {
  const refLanguage = (problem.solutions[language] != null ? language : "python") as JudgeLanguage;
  const code = problem.solutions[refLanguage];
  if (code == null) return Promise.resolve(null);
  const key = `${problemKey}:${refLanguage}`;
  let found = referenceClasses.get(key);
  if (!found) {
    found = measureCurve(refLanguage, code, problem, problemKey)
      .then(fitComplexity)
      .catch(() => null);
    referenceClasses.set(key, found);
  }
  return found;
}

/** The measured class and its sentence, or null when fewer than four sizes could be measured. */
export async function measureComplexity(
  language: JudgeLanguage,
  code: string,
  problem: CoachProblem,
  problemKey: string,
): Promise<CodeInsight | null> {
  const curve = await measureCurve(language, code, problem, problemKey);
  const cls = fitComplexity(curve);
  if (!cls) return null;
  const reference = await referenceClass(language, problem, problemKey);
  return { code_insight: cls, code_insight_explanation: complexityExplanation(cls, curve, reference) };
}

/**
 * Measures an accepted submission and adds the class to its stored result. Never throws: a
 * measurement that fails leaves the insight empty (a busy judge, code that only passes the
 * problem's own tests).
 */
export async function storeComplexity(
  ids: { userId: number; pageRowId: number; submissionId: number },
  language: JudgeLanguage,
  code: string,
  problem: CoachProblem,
  problemKey: string,
): Promise<CodeInsight | null> {
  try {
    const insight = await measureComplexity(language, code, problem, problemKey);
    if (!insight) return null;
    await mergeResult(ids, { ...insight });
    return insight;
  } catch (e) {
    console.error("Complexity measurement failed:", e);
    return null;
  }
}

export interface Counterexample {
  /** the input, one argument per element: not one of the problem's hidden tests */
  input: unknown[];
  /** the reference solution's answer (always set; optional as JSON sees an unknown value) */
  expected?: unknown;
  /** the learner's answer, or their error */
  actual?: unknown;
  error?: string;
}

type Answer = { ran: false } | { ran: true; output: unknown; error: string | null };

/** What `code` answers on each input (not graded: no expected values). */
async function answers(language: JudgeLanguage, code: string, problem: CoachProblem, inputs: unknown[][]): Promise<Answer[]> {
  const result = await grade({
    language,
    code,
    problem: { functionName: problem.functionName, params: problem.params, returnType: problem.returnType, compare: problem.compare as CompareMode },
    tests: inputs.map((input) => ({ input, expected: null })),
    limits: { timeMs: MEASURE_TIME_MS, stdoutBytes: 0 },
  });
  return inputs.map((_, i) => {
    const t = result.tests[i];
    if (!t || (t.error ?? "").startsWith("Not run")) return { ran: false };
    const ok = t.verdict === "Accepted" || t.verdict === "Wrong Answer";
    return { ran: true, output: ok ? t.output : undefined, error: ok ? null : (t.error ?? t.verdict) };
  });
}

/**
 * The smallest input found on which `code` and the reference solution disagree, or null: small
 * random inputs first, then one-step smaller versions of the first failing one while any of
 * them still fails. Inputs the reference solution cannot take are skipped; hidden test inputs
 * are never answered.
 */
async function findCounterexample(language: JudgeLanguage, code: string, problem: CoachProblem, problemKey: string): Promise<Counterexample | null> {
  const refLanguage = (problem.solutions[language] != null ? language : "python") as JudgeLanguage;
  const reference = problem.solutions[refLanguage];
  const types = problem.params.map((p) => p.type);
  const template = templateInput([...problem.visibleTests, ...problem.hiddenTests].map((t) => t.input));
  if (reference == null || !template) return null;
  const hiddenInputs = problem.hiddenTests.map((t) => t.input);
  const mode = problem.compare as CompareMode;
  /** the first of `inputs` that fails, with both answers */
  const firstFailing = async (inputs: unknown[][]): Promise<Counterexample | null> => {
    const allowed = inputs.filter((i) => !isHiddenInput(i, hiddenInputs));
    if (!allowed.length) return null;
    const [expected, actual] = await Promise.all([answers(refLanguage, reference, problem, allowed), answers(language, code, problem, allowed)]);
    for (let i = 0; i < allowed.length; i++) {
      const e = expected[i]!;
      const a = actual[i]!;
      if (!e.ran || e.error != null || !a.ran) continue;
      if (a.error != null) return { input: allowed[i]!, expected: e.output, error: a.error };
      if (!outputsMatch(a.output, e.output, mode)) return { input: allowed[i]!, expected: e.output, actual: a.output };
    }
    return null;
  };
  let found = await firstFailing(searchInputs(template, types, problemKey));
  for (let step = 0; found && step < SHRINK_STEPS; step++) {
    const smaller = await firstFailing(shrinkCandidates(found.input, types));
    if (!smaller) break;
    found = smaller;
  }
  return found;
}

/** Finds the smallest failing input of a submission that failed a hidden test and adds it to its stored result. Never throws. */
export async function storeCounterexample(
  ids: { userId: number; pageRowId: number; submissionId: number },
  language: JudgeLanguage,
  code: string,
  problem: CoachProblem,
  problemKey: string,
): Promise<Counterexample | null> {
  try {
    const counterexample = await findCounterexample(language, code, problem, problemKey);
    if (!counterexample) return null;
    await mergeResult(ids, { counterexample });
    return counterexample;
  } catch (e) {
    console.error("The smallest failing input could not be found:", e);
    return null;
  }
}

async function mergeResult(ids: { userId: number; pageRowId: number; submissionId: number }, fields: Record<string, unknown>): Promise<void> {
  const row = await findPageSubmission(ids.userId, ids.pageRowId, ids.submissionId);
  if (!row) return;
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(row.result) as Record<string, unknown>;
  } catch {
    /* an unreadable result gets the new fields alone */
  }
  await setCoachSubmissionResult(row.id, { ...stored, ...fields });
}

// The measured complexity of an accepted submission (docs/product/judge.md#the-measured-complexity):
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
import type { CoachProblem } from "~/models/coachPathContent.server";
import { findPageSubmission, setCoachSubmissionResult } from "~/models/coachSubmissions.server";
import { grade, type CompareMode, type JudgeLanguage } from "~/services/judge/index.server";

/** CPU time allowed per measured input: a size that takes longer ends the curve. */
const MEASURE_TIME_MS = 1000;

export interface CodeInsight {
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
    const row = await findPageSubmission(ids.userId, ids.pageRowId, ids.submissionId);
    if (!row) return null;
    let stored: Record<string, unknown> = {};
    try {
      stored = JSON.parse(row.result) as Record<string, unknown>;
    } catch {
      /* an unreadable result gets the insight alone */
    }
    await setCoachSubmissionResult(row.id, { ...stored, ...insight });
    return insight;
  } catch (e) {
    console.error("Complexity measurement failed:", e);
    return null;
  }
}

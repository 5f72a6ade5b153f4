// The measured complexity against what each problem's solution page states
// (docs/product/judge.md#the-measured-complexity): every reference solution is measured as a
// learner's accepted submission would be, and its class compared with the "Time:" line of its
// solution page. Reports the agreement, each disagreement, and the time per measurement.
//   npm run bench:complexity          (LANGUAGE=javascript, ONLY=<pattern slug> to narrow it)
import { measureComplexity } from "../app/services/coach/insight.server";
import { shutdownJudge, type JudgeLanguage } from "../app/services/judge/index.server";
import type { CoachProblem } from "../app/models/coachPathContent.server";
import { loadCodingPatterns } from "../seeds/coach/index";

const LANGUAGE = (process.env.LANGUAGE ?? "python") as JudgeLanguage;
const ONLY = process.env.ONLY ?? "";

/**
 * The class a solution page states on its "Time:" line, in the measurement's spelling; a sum of
 * single sizes (O(m + n), O(|s| + |t|)) is O(n), as every collection grows with n here.
 */
function statedClass(explanation: string): string | null {
  const line = /Time:?\**:?\s*\**`?\s*(O\(.*)$/m.exec(explanation)?.[1];
  if (!line) return null;
  let depth = 0;
  let end = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === "(") depth++;
    if (line[i] === ")" && --depth === 0) {
      end = i + 1;
      break;
    }
  }
  const cls = line.slice(0, end).replace(/²/g, "^2").replace(/³/g, "^3").replace(/ⁿ/g, "^n").replace(/·|\*/g, " ").replace(/\s+/g, " ").trim();
  const inner = cls.slice(2, -1).trim();
  if (/^(\|?[a-zA-Z]\|?)( \+ \|?[a-zA-Z]\|?)*$/.test(inner)) return "O(n)";
  return cls;
}

const patterns = (await loadCodingPatterns()).filter((p) => !ONLY || p.slug === ONLY);
let agree = 0;
let measured = 0;
const rows: string[] = [];
const times: number[] = [];
for (const pattern of patterns)
  for (const seed of pattern.problems) {
    const problem = { ...seed, compare: seed.compare ?? "exact", companies: seed.companies } as unknown as CoachProblem;
    const stated = statedClass(seed.solutionExplanation);
    const t0 = performance.now();
    const insight = await measureComplexity(LANGUAGE, seed.solutions[LANGUAGE as keyof typeof seed.solutions], problem, seed.slug);
    times.push(performance.now() - t0);
    const got = insight?.code_insight ?? "none";
    measured += insight ? 1 : 0;
    const same = got === stated;
    agree += same ? 1 : 0;
    if (!same) rows.push(`  ${pattern.slug}/${seed.slug}: stated ${stated ?? "?"}, measured ${got}`);
  }
shutdownJudge();
const sorted = [...times].sort((a, b) => a - b);
const p = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN);
console.log(`${LANGUAGE}: ${times.length} reference solutions, ${measured} measured, ${agree} agree with their solution page`);
console.log(`time per measurement: p50 ${p(0.5)} ms, p90 ${p(0.9)} ms, max ${p(1)} ms`);
if (rows.length) console.log(`disagreements:\n${rows.join("\n")}`);

// Judge benchmark: latency of a 10-test submission per language (a real coach problem and its
// reference solution), cold and warm, and throughput with 20 submissions at once.
//   npm run bench:judge            (WARM=50 COLD=5 CONCURRENT=20 to change the samples)
//   cold start   = no sandbox process yet: the grading includes starting one
//   fresh worker = the sandbox process is ready, this is its first submission
//   warm         = a worker that has graded before
//   after refusal = right after a submission whose refused operation retired its Python sandbox
//                  (REFUSED=10 pairs, PAUSE_MS=2000 between them, as a learner at the run limit)
//   Java, C++ and Go (built and run on this machine): "new code" = a program not built before
//   (build + one run over the tests), "same code" = a resubmission (the build is reused),
//   NATIVE_WARM=10 samples. ONLY=native benchmarks just these three; ONLY=interpreted the others.
import os from "node:os";
import { configureJudge, grade, shutdownJudge, warmUp, type JudgeLanguage } from "../app/services/judge/index.server";
import { loadCodingPatterns } from "../seeds/coach/index";

const WARM = Number(process.env.WARM ?? 50);
const COLD = Number(process.env.COLD ?? 5);
const CONCURRENT = Number(process.env.CONCURRENT ?? 20);
const REFUSED = Number(process.env.REFUSED ?? 10);
const PAUSE_MS = Number(process.env.PAUSE_MS ?? 2000);
const LANGUAGES = ["javascript", "python"] as const;
const ONLY = process.env.ONLY ?? "";
const NATIVE_WARM = Number(process.env.NATIVE_WARM ?? 10);

const patterns = await loadCodingPatterns();
const problem = patterns.flatMap((p) => p.problems).find((p) => p.visibleTests.length + p.hiddenTests.length >= 10);
if (!problem) throw new Error("no coach problem with 10 tests found");
const tests = [...problem.visibleTests, ...problem.hiddenTests.map((t) => ({ ...t, hidden: true }))].slice(0, 10);

async function once(language: Exclude<JudgeLanguage, "java" | "cpp" | "go">): Promise<number> {
  const t0 = performance.now();
  const r = await grade({ language, code: problem!.solutions[language], problem: problem!, tests });
  if (r.verdict !== "Accepted") throw new Error(`${language}: ${r.verdict} ${r.error}`);
  return performance.now() - t0;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1)).padStart(9);

interface Row {
  language: string;
  scenario: string;
  samples: number[];
  extra?: string;
}
const rows: Row[] = [];

if (ONLY !== "native") {
  for (const language of LANGUAGES) {
    const cold: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < COLD; i++) {
      shutdownJudge();
      cold.push(await once(language));
      shutdownJudge();
      await warmUp();
      fresh.push(await once(language));
    }
    rows.push({ language, scenario: "cold start", samples: cold });
    rows.push({ language, scenario: "fresh worker", samples: fresh });

    shutdownJudge();
    await warmUp();
    for (let i = 0; i < 5; i++) await once(language);
    const warm: number[] = [];
    for (let i = 0; i < WARM; i++) warm.push(await once(language));
    rows.push({ language, scenario: "warm", samples: warm });

    const t0 = performance.now();
    const burst = await Promise.all(Array.from({ length: CONCURRENT }, () => once(language)));
    const seconds = (performance.now() - t0) / 1000;
    rows.push({ language, scenario: `${CONCURRENT} at once`, samples: burst, extra: `${(CONCURRENT / seconds).toFixed(1)} submissions/s` });
  }

  // A refused operation retires the Python sandbox; the next submission should find a warm spare.
  shutdownJudge();
  await warmUp();
  const refusal = "def f(*args):\n    open('/tmp/bench-refused', 'w')\n";
  const afterRefusal: number[] = [];
  for (let i = 0; i < REFUSED; i++) {
    const refused = await grade({ language: "python", code: refusal, problem: { ...problem, functionName: "f" }, tests: tests.slice(0, 1) });
    if (!/PermissionError/.test(refused.error ?? "")) throw new Error(`the refusal was not refused: ${refused.error}`);
    afterRefusal.push(await once("python"));
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  rows.push({ language: "python", scenario: "after refusal", samples: afterRefusal, extra: `pause ${PAUSE_MS} ms between pairs` });

  shutdownJudge();
  configureJudge({});
  await warmUp();
  const t0 = performance.now();
  const mixed = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => once(LANGUAGES[i % 2]!)));
  const seconds = (performance.now() - t0) / 1000;
  rows.push({ language: "both", scenario: `${CONCURRENT} at once`, samples: mixed, extra: `${(CONCURRENT / seconds).toFixed(1)} submissions/s` });
  shutdownJudge();
}

// ---- Java, C++ and Go: a two-sum over ten tests, built and run in the bubblewrap sandbox
const twoSum = {
  functionName: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returnType: "int[]",
};
const twoSumTests = Array.from({ length: 10 }, (_, k) => {
  const nums = Array.from({ length: 50 + k * 10 }, (_, i) => i * 3 + 1);
  const target = nums[k]! + nums[k + 7]!;
  const seen = new Map<number, number>();
  let expected: number[] = [];
  for (const [i, x] of nums.entries()) {
    if (seen.has(target - x)) {
      expected = [seen.get(target - x)!, i];
      break;
    }
    seen.set(x, i);
  }
  return { input: [nums, target], expected, hidden: k >= 2 };
});
const NATIVE_CODE = {
  cpp: "std::vector<int> twoSum(std::vector<int>& nums, int target) {\n  std::unordered_map<int, int> seen;\n  for (int i = 0; i < (int) nums.size(); i++) {\n    auto it = seen.find(target - nums[i]);\n    if (it != seen.end()) return {it->second, i};\n    seen[nums[i]] = i;\n  }\n  return {};\n}\n",
  java: "import java.util.*;\n\nclass Solution {\n  public static int[] twoSum(int[] nums, int target) {\n    Map<Integer, Integer> seen = new HashMap<>();\n    for (int i = 0; i < nums.length; i++) {\n      Integer j = seen.get(target - nums[i]);\n      if (j != null) return new int[] { j, i };\n      seen.put(nums[i], i);\n    }\n    return new int[0];\n  }\n}\n",
  go: "package main\n\nfunc twoSum(nums []int, target int) []int {\n\tseen := map[int]int{}\n\tfor i, x := range nums {\n\t\tif j, ok := seen[target-x]; ok {\n\t\t\treturn []int{j, i}\n\t\t}\n\t\tseen[x] = i\n\t}\n\treturn nil\n}\n",
} as const;
let unique = 0;
async function native(language: keyof typeof NATIVE_CODE, fresh: boolean): Promise<number> {
  // a different program text (a new variable name) is a new build; the same text reuses the build
  const code = fresh ? NATIVE_CODE[language].replace("seen", `seen${++unique}`).replaceAll(/\bseen\b/g, `seen${unique}`) : NATIVE_CODE[language];
  const t0 = performance.now();
  const r = await grade({ language, code, problem: twoSum, tests: twoSumTests });
  if (r.verdict !== "Accepted") throw new Error(`${language}: ${r.verdict} ${r.error}`);
  return performance.now() - t0;
}
if (ONLY !== "interpreted") {
  for (const language of ["cpp", "java", "go"] as const) {
    const fresh: number[] = [];
    for (let i = 0; i < COLD; i++) fresh.push(await native(language, true));
    rows.push({ language, scenario: "new code", samples: fresh });
    await native(language, false);
    const same: number[] = [];
    for (let i = 0; i < NATIVE_WARM; i++) same.push(await native(language, false));
    rows.push({ language, scenario: "same code", samples: same });
    const t0 = performance.now();
    const burst = await Promise.all(Array.from({ length: CONCURRENT }, () => native(language, false)));
    const seconds = (performance.now() - t0) / 1000;
    rows.push({ language, scenario: `${CONCURRENT} at once`, samples: burst, extra: `${(CONCURRENT / seconds).toFixed(1)} submissions/s` });
  }
}

console.log(`\nJudge: "${problem.slug}" reference solution, ${tests.length} tests per submission (Java, C++ and Go: a two-sum, 10 tests)`);
console.log(
  `${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}, concurrency ${os.availableParallelism()}\n`,
);
console.log(
  "language".padEnd(11),
  "scenario".padEnd(14),
  "n".padStart(4),
  "p50 ms".padStart(9),
  "p95 ms".padStart(9),
  "max ms".padStart(9),
  "  throughput",
);
for (const r of rows) {
  console.log(
    r.language.padEnd(11),
    r.scenario.padEnd(14),
    String(r.samples.length).padStart(4),
    fmt(pct(r.samples, 50)),
    fmt(pct(r.samples, 95)),
    fmt(Math.max(...r.samples)),
    r.extra ? `  ${r.extra}` : "",
  );
}

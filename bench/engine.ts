// Engine throughput, no database: next-problem decisions per second and priced checkouts per
// second, on inputs built in memory. `npm run bench:engine` (a benchmark, never a test).
import {
  nextProblem,
  parsePlanCode,
  priceCheckout,
  type CoachSubmission,
  type Coupon,
  type NextProblemInput,
  type PriceCheckoutInput,
} from "../app/engine";
import { coupons, GITHUB_STUDENT_PERCENT, planCode, planPrices, regionalDiscounts } from "../seeds/commerce";

const DURATION_MS = Number(process.env.BENCH_MS ?? 2000);
const difficulties = ["easy", "medium", "hard"] as const;

/** Calls `fn` over the inputs round-robin for DURATION_MS (after a warm-up); calls per second. */
function measure<T>(name: string, inputs: readonly T[], fn: (x: T) => unknown): number {
  let sink = 0; // results are used, so the calls cannot be optimised away
  const run = (ms: number) => {
    let n = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      for (let i = 0; i < 1000; i++) {
        const r = fn(inputs[n % inputs.length]!);
        if (r) sink++;
        n++;
      }
    }
    return n;
  };
  run(Math.min(500, DURATION_MS / 4)); // warm-up: let the JIT settle
  const started = performance.now();
  const n = run(DURATION_MS);
  const perSecond = n / ((performance.now() - started) / 1000);
  console.log(`${name.padEnd(28)} ${Math.round(perSecond).toLocaleString("en-US").padStart(12)} /s   (${n.toLocaleString("en-US")} calls)`);
  (globalThis as { benchSink?: number }).benchSink = sink;
  return perSecond;
}

// ---- next-problem: a 25-pattern path, an 8-problem pattern, histories of 0 to 8 submissions
const problems = Array.from({ length: 8 }, (_, i) => ({ id: `p${i}`, difficulty: difficulties[i % 3] }));
const path = {
  patterns: Array.from({ length: 25 }, (_, i) => ({ id: `pattern-${i}`, complete: i < 3, visitedGroups: i < 5 ? 2 : 0 })),
  currentPatternId: "pattern-4",
};
let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const decisionInputs: NextProblemInput[] = Array.from({ length: 512 }, (_, k) => {
  const count = k % 9;
  const submissions: CoachSubmission[] = Array.from({ length: count }, (_, j) => {
    const p = problems[(j * 3 + k) % problems.length]!;
    return {
      problemId: p.id,
      difficulty: p.difficulty,
      score: Math.round(rand() * 100),
      created: Date.UTC(2026, 0, 1) + j * 3_600_000,
    };
  });
  return { problems, submissions, skippedProblemIds: k % 5 === 0 ? ["p7"] : [], path };
});

// ---- priced checkouts: every individual plan × countries × coupons × students × credit
const now = new Date("2026-11-20T12:00:00Z");
const engineCoupons: (Coupon | null)[] = [
  null,
  ...coupons.map((c) => ({
    code: c.code,
    kind: c.kind,
    ...(c.kind === "percent" ? { percentOff: c.value } : { amountOffCents: c.value }),
    expiresAt: c.expiresAt ?? null,
    maxRedemptions: c.maxRedemptions ?? null,
    redemptions: c.redemptions ?? 0,
    planCodes: c.planCodes ?? null,
    discount_never_expires: c.discountNeverExpires ?? false,
  })),
];
const checkoutInputs: PriceCheckoutInput[] = [];
planPrices
  .filter((p) => p.planType === 6000)
  .forEach((p, i) => {
    for (let k = 0; k < 24; k++) {
      const region = k % 3 === 0 ? regionalDiscounts[(i + k) % regionalDiscounts.length]! : null;
      checkoutInputs.push({
        item: { kind: "plan", plan: parsePlanCode(planCode(p)) },
        listPriceCents: p.listPriceCents,
        regionalDiscountPercent: region?.percent ?? 0,
        githubStudent: k % 4 === 0 ? { verified: true, percent: GITHUB_STUDENT_PERCENT } : null,
        coupon: engineCoupons[k % engineCoupons.length]!,
        upgradeFrom: k % 6 === 0 ? { paidCents: 5900, start_date: "2026-11-01", expiration_date: "2026-12-01" } : null,
        referralBalanceCents: k % 5 === 0 ? 1500 : 0,
        now,
      });
    }
  });

console.log(`engine benchmark: ${DURATION_MS} ms per case, Node ${process.version}`);
measure("next-problem decisions", decisionInputs, (x) => nextProblem(x).reason);
measure("priced checkouts", checkoutInputs, (x) => priceCheckout(x).totalCents >= 0);

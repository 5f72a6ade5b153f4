import { describe, expect, it } from "vitest";
import { parsePlanCode, type Difficulty } from "../../../app/engine";
import { coupons, GITHUB_STUDENT_PERCENT, planCode, planPrices, regionalDiscounts } from "../../../seeds/commerce";
import { couponFromRow } from "../../../app/models/commerce.server";
import { CoachSimulation, drawScore, simulateCoach, simulateLearner, type SimPattern } from "../../../cli/sim/coach";
import { simulateCoupon } from "../../../cli/sim/coupon";
import { createRng } from "../../../app/engine/prng";

const difficulties: Difficulty[] = ["easy", "medium", "hard", "medium", "easy", "hard"];
const patterns: SimPattern[] = Array.from({ length: 25 }, (_, i) => ({
  id: `pattern-${i + 1}`,
  problems: difficulties.map((difficulty, j) => ({ id: `${i + 1}-${j + 1}`, difficulty })),
}));
const options = { learners: 200, skill: 0.6, days: 28, perDay: 3, seed: 9 };

describe("simulate coach", () => {
  it("is deterministic: same seed, same result; chunking does not change it", () => {
    const a = simulateCoach(patterns, options);
    expect(simulateCoach(patterns, options)).toEqual(a);
    const chunked = new CoachSimulation(patterns, options);
    while (chunked.done < options.learners) chunked.add(7);
    expect(chunked.result()).toEqual(a);
    expect(simulateCoach(patterns, { ...options, seed: 10 })).not.toEqual(a);
  });

  it("never does more problems than the days allow, and plans 28 days over 25 patterns as 7, 6, 6, 6", () => {
    const r = simulateCoach(patterns, options);
    expect(r.learners.submissions.p90).toBeLessThanOrEqual(84);
    expect(r.weekly.map((w) => w.planned)).toEqual([7, 6, 6, 6]);
    expect(r.weekly.at(-1)!.planned_cumulative).toBe(25);
    expect(r.histogram.bins.reduce((s, b) => s + b.count, 0)).toBe(200);
    expect(r.per_pattern).toHaveLength(25);
  });

  it("skilled learners complete more patterns than weak ones", () => {
    const strong = simulateCoach(patterns, { ...options, skill: 0.95 });
    const weak = simulateCoach(patterns, { ...options, skill: 0.2 });
    expect(strong.learners.patterns_completed.mean).toBeGreaterThan(weak.learners.patterns_completed.mean + 3);
  });

  it("finishes the path when there is time enough, every pattern left once", () => {
    const rng = createRng(1);
    const out = simulateLearner(rng, patterns, { ...options, skill: 0.9, days: 365 });
    expect(out.finishedPath).toBe(true);
    expect(out.problemsWhenLeft.every((n) => n >= 0 && n <= 6)).toBe(true);
    expect(out.submissions).toBe(out.submitted.reduce((s, n) => s + n, 0));
  });

  it("draws lower scores for harder problems", () => {
    const rng = createRng(5);
    const mean = (d: Difficulty) => Array.from({ length: 5000 }, () => drawScore(rng, 0.6, d)).reduce((s, x) => s + x, 0) / 5000;
    const [easy, medium, hard] = [mean("easy"), mean("medium"), mean("hard")];
    expect(easy).toBeGreaterThan(medium);
    expect(medium).toBeGreaterThan(hard);
  });
});

describe("simulate coupon", () => {
  const plans = planPrices.map((p) => ({
    code: planCode(p),
    plan: parsePlanCode(planCode(p)),
    listPriceCents: p.listPriceCents,
  }));
  const coupon = (code: string) => {
    const c = coupons.find((x) => x.code === code)!;
    return couponFromRow({
      code: c.code,
      kind: c.kind,
      value: c.value,
      expiresAt: c.expiresAt ?? null,
      maxRedemptions: c.maxRedemptions ?? null,
      redemptions: c.redemptions ?? 0,
      planCodes: c.planCodes ? JSON.stringify(c.planCodes) : null,
      courseKeys: c.courseKeys ? JSON.stringify(c.courseKeys) : null,
      discountNeverExpires: c.discountNeverExpires ?? false,
      active: true,
      transactionId: null,
      isSiteCoupon: false,
      actionId: null,
      description: c.description,
    });
  };
  const run = (code: string, seed = 1) =>
    simulateCoupon({
      plans,
      regional: regionalDiscounts,
      githubStudentPercent: GITHUB_STUDENT_PERCENT,
      coupon: coupon(code),
      learners: 3000,
      seed,
      now: new Date("2026-11-20"),
    });

  it("is reproducible and only prices individual plans", () => {
    expect(run("WELCOME20")).toEqual(run("WELCOME20"));
    expect(run("WELCOME20").per_plan.every((p) => p.plan.endsWith("-6000"))).toBe(true);
  });

  it("a 20 % coupon takes close to 20 % of revenue; an expired one nothing", () => {
    const w = run("WELCOME20").totals;
    expect(w.revenue_change_percent).toBeLessThan(-15);
    expect(w.revenue_change_percent).toBeGreaterThan(-25);
    const s = run("SPRING30");
    expect(s.totals.revenue_change_usd).toBe(0);
    expect(s.rejections.expired).toBe(3000);
  });

  it("maps course keys of a coupon row to course refs", () => {
    expect(coupon("PYTHON10").courses).toEqual([{ author_id: "4831", work_id: "100001" }]);
    expect(coupon("FLAT50")).toMatchObject({
      kind: "amount",
      amountOffCents: 5000,
      planCodes: ["300-12-6000", "400-12-6000", "200-12-6000"],
    });
  });
});

// `codelift simulate coach` and `codelift simulate coupon`: seeded simulations on the engine.
import type { Command } from "commander";
import { z } from "zod";
import { GITHUB_STUDENT_DISCOUNT_PERCENT, parsePlanCode } from "../../app/engine";
import { openData, requireCoupon, requirePathOutline } from "../database";
import { dateArg, emit, fail, flag, intArg, numArg, parseOptions, textArg } from "../io";
import { seedFrom } from "../../app/engine/prng";
import { CoachSimulation, type CoachSimResult, type SimPattern } from "../sim/coach";
import { simulateCoupon } from "../sim/coupon";

const seedArg = z.string().transform((raw) => {
  const s = raw.trim();
  return /^\d+$/.test(s) && Number(s) <= 0xffffffff ? Number(s) : seedFrom(s);
});

const coachSchema = z.object({
  path: textArg("--path").default("coding"),
  learners: intArg("--learners", 1, 1_000_000).default(1000),
  skill: numArg("--skill", 0, 1).default(0.6),
  days: intArg("--days", 1, 3650).default(28),
  perDay: intArg("--per-day", 1, 100).default(3),
  seed: seedArg.default(1),
  json: flag(),
});

async function simulateCoachCommand(raw: unknown) {
  const o = parseOptions(coachSchema, raw);
  const outline = await requirePathOutline(await openData(), o.path);
  const patterns: SimPattern[] = outline.modules.map((m) => ({
    id: m.slug,
    problems: m.problems.map((p) => ({ id: String(p.id), difficulty: p.difficulty })),
  }));
  if (patterns.every((p) => p.problems.length === 0)) fail(`Path ${o.path} has no coding problems to simulate`);
  const options = { learners: o.learners, skill: o.skill, days: o.days, perDay: o.perDay, seed: o.seed };
  const sim = new CoachSimulation(patterns, options);
  const pathTitle = `Path ${outline.slug} (${outline.title})`;

  if (o.json || !process.stdout.isTTY) {
    // No live bar in JSON or when piped: one document, or one view at the end.
    sim.add(o.learners);
    const result = sim.result();
    await emit(o, { path: outline.slug, ...result }, async () => {
      const { SimCoachView } = await import("../views/SimCoach");
      return <SimCoachView r={result} pathTitle={pathTitle} />;
    });
    return;
  }
  const { render } = await import("ink");
  const { CoachLive } = await import("../views/SimCoach");
  const started = performance.now();
  const props = (result: CoachSimResult | null) => ({
    done: sim.done,
    total: o.learners,
    elapsedMs: performance.now() - started,
    result,
    pathTitle,
  });
  const ink = render(<CoachLive {...props(null)} />, { patchConsole: false, exitOnCtrlC: true });
  const exited = ink.waitUntilExit();
  const chunk = Math.max(25, Math.ceil(o.learners / 200));
  while (sim.done < o.learners) {
    sim.add(chunk);
    ink.rerender(<CoachLive {...props(null)} />);
    await new Promise((r) => setImmediate(r)); // let Ink draw
  }
  ink.rerender(<CoachLive {...props(sim.result())} />);
  ink.unmount();
  await exited;
}

const couponSchema = z
  .object({
    coupon: textArg("--coupon").optional(),
    learners: intArg("--learners", 1, 1_000_000).default(10_000),
    seed: seedArg.default(1),
    now: dateArg("--now").optional(),
    json: flag(),
  })
  .superRefine((o, ctx) => {
    if (o.coupon === undefined) ctx.addIssue({ code: "custom", message: "--coupon CODE is required" });
  });

async function simulateCouponCommand(raw: unknown) {
  const o = parseOptions(couponSchema, raw);
  const db = await openData();
  const { listAllPlanPrices, listRegionalDiscounts } = await import("../../app/models/commerce.server");
  const coupon = await requireCoupon(db, o.coupon!);
  const plans = (await listAllPlanPrices()).map((r) => ({
    code: r.planCode,
    plan: parsePlanCode(r.planCode),
    listPriceCents: r.listPriceCents,
  }));
  const result = simulateCoupon({
    plans,
    regional: await listRegionalDiscounts(),
    githubStudentPercent: GITHUB_STUDENT_DISCOUNT_PERCENT,
    coupon,
    learners: o.learners,
    seed: o.seed,
    now: o.now ?? new Date(),
  });
  await emit(o, result, async () => {
    const { SimCouponView } = await import("../views/SimCoupon");
    return <SimCouponView r={result} description={coupon.description} />;
  });
}

export function registerSimulate(program: Command): void {
  const simulate = program.command("simulate").description("seeded simulations on the engine");
  simulate
    .command("coach")
    .description("walk simulated learners through a path with the coach's decisions")
    .option("--path <slug>", "path to walk", "coding")
    .option("--learners <n>", "number of learners", "1000")
    .option("--skill <0..1>", "mean learner skill", "0.6")
    .option("--days <n>", "days of practice", "28")
    .option("--per-day <n>", "problems a learner does per day", "3")
    .option("--seed <s>", "random seed (number or text)", "1")
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => simulateCoachCommand(opts));
  simulate
    .command("coupon")
    .description("revenue and discount given away by a coupon over a mix of buyers")
    .option("--coupon <code>", "coupon code from the coupons table")
    .option("--learners <n>", "number of buyers", "10000")
    .option("--seed <s>", "random seed (number or text)", "1")
    .option("--now <date>", "price as of this date (default: now)")
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => simulateCouponCommand(opts));
}

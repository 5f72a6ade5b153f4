// The real `codelift` command as a child process on a fresh seeded SQLite file: the coach's
// engine commands (next problem, weekly plan), access decisions and simulations.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliOn } from "./helpers/cli";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-cli-"));
const dbFile = path.join(dir, "codelift.db");
const NOW = "2026-11-20"; // before BLACKFRIDAY40 ends, after SPRING30 ended
const { run, json, expectBadInput } = cliOn(dbFile);

function writeJson(name: string, data: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof data === "string" ? data : JSON.stringify(data));
  return file;
}

beforeAll(async () => {
  // The first command migrates and seeds the file.
  const seeded = await run(["price", "300-12-6000", "--json", "--now", NOW]);
  if (seeded.code !== 0) throw new Error(seeded.stderr);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("codelift next-problem", () => {
  const problems = [
    { id: "e1", difficulty: "easy" },
    { id: "m1", difficulty: "medium" },
    { id: "h1", difficulty: "hard" },
    { id: "e2", difficulty: "easy" },
    { id: "m2", difficulty: "medium" },
    { id: "h2", difficulty: "hard" },
  ];
  const inPath = () => writeJson("pattern-path.json", { id: "two-pointers", problems, path: [{ id: "two-pointers" }, { id: "sliding-window" }] });
  const alone = () => writeJson("pattern-alone.json", { problems });
  let n = 0;
  const subs = (list: [string, number][]) =>
    writeJson(
      `subs-${++n}.json`,
      list.map(([problem, score], i) => ({ problem, score, created: `2026-01-01T10:0${i}:00Z` })),
    );
  const decide = (pattern: string, list: [string, number][], extra: string[] = []) =>
    json(["next-problem", "--pattern-file", pattern, "--submissions", subs(list), ...extra]);

  it("reproduces each reason", async () => {
    const p = inPath();
    const [start, twoFailures, stepUp, dflt, complete, poolEmpty, finished] = await Promise.all([
      decide(p, []),
      decide(p, [
        ["m1", 10],
        ["h1", 20],
      ]),
      decide(p, [["m1", 80]]),
      decide(p, [["e1", 90]]),
      decide(p, [
        ["m1", 100],
        ["h1", 100],
        ["m2", 100],
      ]),
      decide(p, [["e1", 10]], ["--skipped", "m1,h1,e2,m2,h2"]),
      decide(alone(), [
        ["m1", 100],
        ["h1", 100],
        ["m2", 100],
      ]),
    ]);
    expect(start).toMatchObject({ kind: "problem", reason: "start", problem: { id: "m1", difficulty: "medium" } });
    expect(start.sentence).toMatch(/not submitted anything/);
    expect(twoFailures).toMatchObject({
      reason: "two-failures",
      problem: { id: "e1" },
      points: 0,
      failure_streak: 2,
      pattern_score: 15,
    });
    expect(stepUp).toMatchObject({ reason: "step-up", problem: { id: "h1" }, points: 2, failure_streak: 0, pattern_score: 80 });
    expect(dflt).toMatchObject({ reason: "default", problem: { id: "m1" }, points: 1 });
    expect(complete).toMatchObject({
      kind: "next-pattern",
      reason: "pattern-complete",
      next_pattern: "sliding-window",
      points: 6,
      pattern_score: 100,
      problem: null,
    });
    expect(complete.staff_sentence).toMatch(/^Step 1 \(pattern-complete\)/);
    expect(poolEmpty).toMatchObject({ kind: "next-pattern", reason: "pool-empty", next_pattern: "sliding-window", pool: [] });
    expect(finished).toMatchObject({ kind: "path-finished", reason: "path-finished", moved_because: "pattern-complete" });
  });

  it("reads a pattern's problems from the database's coding path", async () => {
    const d = await json(["next-problem", "--pattern", "two-pointers", "--submissions", subs([])]);
    expect(d).toMatchObject({ pattern: "two-pointers", kind: "problem", reason: "start" });
    expect(["medium", "easy"]).toContain(d.problem.difficulty);
    await expectBadInput(["next-problem", "--pattern", "no-such-pattern", "--submissions", subs([])], /Unknown pattern no-such-pattern/);
  });

  it("rejects missing files, malformed JSON and wrong shapes", async () => {
    const p = inPath();
    const good = subs([]);
    await Promise.all([
      expectBadInput(
        ["next-problem", "--pattern-file", path.join(dir, "missing.json"), "--submissions", good],
        /cannot read the file \(no such file\)/,
      ),
      expectBadInput(["next-problem", "--pattern-file", writeJson("broken.json", "{ not json"), "--submissions", good], /not valid JSON/),
      expectBadInput(
        ["next-problem", "--pattern-file", writeJson("shape.json", { problems: [{ id: 1, difficulty: "tricky" }] }), "--submissions", good],
        /problems\[0\]\.difficulty/,
      ),
      expectBadInput(
        ["next-problem", "--pattern-file", p, "--submissions", writeJson("unknown.json", [{ problem: "zz", score: 5, created: "2026-01-01" }])],
        /zz is not a problem of two-pointers/,
      ),
      expectBadInput(
        ["next-problem", "--pattern-file", p, "--submissions", writeJson("score.json", [{ problem: "e1", score: 500, created: "2026-01-01" }])],
        /\[0\]\.score: a score is 0 to 100/,
      ),
      expectBadInput(["next-problem", "--pattern-file", p, "--submissions", good, "--skipped", "e1,,m1"], /--skipped must be a comma-separated list/),
      expectBadInput(["next-problem", "--pattern-file", p, "--submissions", good, "--skipped", "q9"], /--skipped: q9 is not a problem/),
      expectBadInput(["next-problem", "--submissions", good], /give either --pattern SLUG or --pattern-file F/),
    ]);
  });
});

describe("codelift plan weekly", () => {
  it("splits 25 modules over 28 days into 7, 6, 6, 6 and the empty bucket", async () => {
    const d = await json(["plan", "weekly", "--days", "28", "--modules", "25"]);
    expect(d).toMatchObject({ days_to_interview: 28, weeks: 4, sizes: [7, 6, 6, 6, 0] });
    expect(d.buckets[0]).toEqual(["module-1", "module-2", "module-3", "module-4", "module-5", "module-6", "module-7"]);
    expect(d.buckets[4]).toEqual([]);
  });

  it("counts days to an interview date, and falls back to 28 for a date in the past", async () => {
    const [soon, past] = await Promise.all([
      json(["plan", "weekly", "--interview-date", "2026-12-01", "--today", "2026-11-20", "--modules", "3"]),
      json(["plan", "weekly", "--interview-date", "2026-01-01", "--today", "2026-11-20", "--modules", "10"]),
    ]);
    expect(soon).toMatchObject({ days_to_interview: 11, weeks: 2, sizes: [2, 1, 0] });
    expect(past).toMatchObject({ days_to_interview: 28, weeks: 4, sizes: [3, 3, 2, 2, 0] });
  });

  it("plans the coding path's modules from the database", async () => {
    const d = await json(["plan", "weekly", "--days", "14", "--path", "coding"]);
    expect(d.weeks).toBe(2);
    expect(d.buckets.flat()[0]).toBe("two-pointers");
    expect(d.sizes[0]! - d.sizes[1]!).toBeLessThanOrEqual(1);
  });

  it("rejects contradictory or missing options", async () => {
    await Promise.all([
      expectBadInput(["plan", "weekly", "--modules", "3"], /give either --days N or --interview-date D/),
      expectBadInput(["plan", "weekly", "--days", "3"], /give either --modules N or --path SLUG/),
      expectBadInput(["plan", "weekly", "--days", "3", "--modules", "0"], /--modules must be between 1 and/),
      expectBadInput(["plan", "weekly", "--days", "3", "--path", "nowhere"], /Unknown path nowhere/),
    ]);
  });
});

describe("codelift access", () => {
  const course = { kind: "course", author_id: 4831, work_id: 100001, categories: [3] };
  const org = (extra: object) => ({ organization_id: 7, is_subscriber: true, ...extra });
  const decide = (user: object, content: object) =>
    json(["access", "--user-file", writeJson(`user-${++k}.json`, user), "--content-file", writeJson(`content-${k}.json`, content)]);
  let k = 0;

  it("says allowed or denied and which rule decided", async () => {
    const [free, excluded, notExcluded, notIncluded, includedCategory, path, pathFreemium] = await Promise.all([
      decide({ organizations: [] }, course),
      decide({ organizations: [org({ excluded_courses: [{ author_id: 4831, work_id: 100001 }] })] }, course),
      decide({ organizations: [org({ excluded_courses: [{ author_id: 1, work_id: 2 }] })] }, course),
      decide({ organizations: [org({ included_courses: [{ author_id: 1, work_id: 2 }] })] }, course),
      decide({ enterprise: { organizations: [org({ included_categories: [3] })] } }, course),
      decide({ organizations: [org({ include_all_courses: true, no_courses_access: true })] }, { ...course, kind: "path" }),
      decide({ organizations: [org({ include_all_courses: true, no_courses_access: true })], is_learn_freemium: true }, { ...course, kind: "path" }),
    ]);
    expect(free).toMatchObject({ allowed: true, rule: "no-subscriber-organizations" });
    expect(excluded).toMatchObject({ allowed: false, rule: "excluded-content", rule_set: "organization-content-access" });
    expect(notExcluded).toMatchObject({ allowed: true, rule: "not-excluded" });
    expect(notIncluded).toMatchObject({ allowed: false, rule: "not-included" });
    expect(includedCategory).toMatchObject({ allowed: true, rule: "included-category" });
    expect(path).toMatchObject({ allowed: false, rule: "no-courses-access", rule_set: "path-plan-organization" });
    expect(path.checks[0]).toMatchObject({ allowed: true, rule: "include-all" });
    expect(pathFreemium).toMatchObject({ allowed: true, rule: "include-all" });
  });

  it("rejects files of the wrong shape", async () => {
    const c = writeJson("content-ok.json", course);
    await Promise.all([
      expectBadInput(["access", "--user-file", writeJson("user-bad.json", { orgs: [] }), "--content-file", c], /expected "organizations"/),
      expectBadInput(
        ["access", "--user-file", writeJson("user-bad2.json", { organizations: [{ is_subscriber: true }] }), "--content-file", c],
        /organizations\[0\]\.organization_id/,
      ),
      expectBadInput(
        [
          "access",
          "--user-file",
          writeJson("user-ok.json", { organizations: [] }),
          "--content-file",
          writeJson("content-bad.json", { kind: "course" }),
        ],
        /author_id/,
      ),
      expectBadInput(["access", "--content-file", c], /--user-file F is required/),
    ]);
  });
});

describe("codelift simulate", () => {
  it("simulate coach: the same seed gives the same result, another seed another one", async () => {
    const args = ["simulate", "coach", "--learners", "300", "--days", "21", "--seed", "42", "--json"];
    const [a, b, c] = await Promise.all([run(args), run(args), run([...args.slice(0, -2), "--seed", "43", "--json"])]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(c.stdout).not.toBe(a.stdout);
    const d = JSON.parse(a.stdout);
    expect(d.path).toBe("coding");
    expect(d.patterns).toBeGreaterThan(0);
    expect(d.per_pattern).toHaveLength(d.patterns);
    expect(d.weekly.map((w: { week: number }) => w.week)).toEqual([1, 2, 3]);
    expect(d.histogram.bins.reduce((s: number, x: { count: number }) => s + x.count, 0)).toBe(300);
    expect(d.learners.submissions.p90).toBeLessThanOrEqual(21 * 3);
    for (const p of d.per_pattern) expect(p.problems_to_complete.p50).toBeLessThanOrEqual(p.problems_to_complete.p90);
  });

  it("simulate coach: bad numbers are bad input", async () => {
    await Promise.all([
      expectBadInput(["simulate", "coach", "--skill", "1.5", "--json"], /--skill must be between 0 and 1/),
      expectBadInput(["simulate", "coach", "--learners", "ten", "--json"], /--learners must be a whole number/),
      expectBadInput(["simulate", "coach", "--path", "nowhere", "--json"], /Unknown path nowhere/),
    ]);
  });

  it("simulate coupon: revenue with and without the coupon, reproducible", async () => {
    const args = ["simulate", "coupon", "--coupon", "WELCOME20", "--learners", "2000", "--seed", "7", "--now", NOW, "--json"];
    const [a, b, flat] = await Promise.all([
      run(args),
      run(args),
      json(["simulate", "coupon", "--coupon", "FLAT50", "--learners", "2000", "--now", NOW]),
    ]);
    expect(a.stdout).toBe(b.stdout);
    const d = JSON.parse(a.stdout);
    expect(d.totals.buyers).toBe(2000);
    expect(d.totals.revenue_with_coupon_usd).toBeLessThan(d.totals.revenue_without_coupon_usd);
    expect(d.totals.coupon_discount_usd).toBeGreaterThan(0);
    expect(d.totals.coupon_applied).toBe(2000);
    expect(flat.rejections["not-for-this-plan"]).toBeGreaterThan(0);
    expect(flat.totals.coupon_applied + flat.rejections["not-for-this-plan"]).toBe(2000);
    await expectBadInput(["simulate", "coupon", "--json"], /--coupon CODE is required/);
  });
});

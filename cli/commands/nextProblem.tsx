// `codelift next-problem`: the coach's next decision for one pattern (engine nextProblem),
// with its reason, the human sentences, points, failure streak and pattern score.
import type { Command } from "commander";
import { z } from "zod";
import {
  DIFFICULTIES,
  bestScores,
  explainDecision,
  isPatternComplete,
  levelForScore,
  nextProblem,
  sortOldestFirst,
  submissionStatus,
  type CoachSubmission,
  type Difficulty,
  type PathPattern,
} from "../../app/engine";
import { openData, requirePathOutline } from "../database";
import { emit, fail, flag, listArg, parseOptions, readJsonFile, textArg } from "../io";

const id = z.union([z.string().min(1), z.number().int()]).transform(String);

const patternFileSchema = z.object({
  id: id.optional(),
  title: z.string().optional(),
  problems: z.array(z.object({ id, difficulty: z.enum(DIFFICULTIES), title: z.string().optional() })).min(1, "a pattern needs at least one problem"),
  /** The path around the pattern, in order, so that moving on can name the next pattern. */
  path: z.array(z.object({ id, complete: z.boolean().default(false), visitedGroups: z.number().int().min(0).default(0) })).optional(),
});

const submissionsFileSchema = z.array(
  z.object({
    problem: id,
    score: z.number().min(0, "a score is 0 to 100").max(100, "a score is 0 to 100"),
    created: z.union([z.string(), z.number()]).refine((v) => !Number.isNaN(new Date(v).getTime()), "not a date (use an ISO time)"),
  }),
);

const optionsSchema = z
  .object({
    pattern: textArg("--pattern").optional(),
    patternFile: textArg("--pattern-file").optional(),
    path: textArg("--path").default("coding"),
    submissions: textArg("--submissions").optional(),
    skipped: listArg("--skipped").optional(),
    json: flag(),
  })
  .superRefine((o, ctx) => {
    if ((o.pattern === undefined) === (o.patternFile === undefined))
      ctx.addIssue({ code: "custom", message: "give either --pattern SLUG or --pattern-file F" });
    else if (o.submissions === undefined) ctx.addIssue({ code: "custom", message: "--submissions F is required" });
  });

interface Problem {
  id: string;
  difficulty: Difficulty;
  title?: string;
  slug?: string;
}

interface Pattern {
  id: string;
  title?: string;
  problems: Problem[];
  path: PathPattern[];
}

async function loadPattern(o: z.output<typeof optionsSchema>): Promise<Pattern> {
  if (o.patternFile !== undefined) {
    const f = readJsonFile(o.patternFile, patternFileSchema, "--pattern-file");
    const patternId = f.id ?? "pattern";
    if (f.path && !f.path.some((p) => p.id === patternId))
      fail(`--pattern-file ${o.patternFile}: path must contain the pattern's own id "${patternId}"`);
    return {
      id: patternId,
      title: f.title,
      problems: f.problems,
      path: f.path ?? [{ id: patternId, complete: false, visitedGroups: 0 }],
    };
  }
  const db = await openData();
  const outline = await requirePathOutline(db, o.path);
  const m = outline.modules.find((x) => x.slug === o.pattern);
  if (!m) fail(`Unknown pattern ${o.pattern} on path ${o.path} (known: ${outline.modules.map((x) => x.slug).join(", ")})`);
  if (m.problems.length === 0) fail(`Pattern ${o.pattern} has no problems`);
  return {
    id: m.slug,
    title: m.title,
    problems: m.problems.map((p) => ({ id: String(p.id), difficulty: p.difficulty, title: p.title, slug: p.slug })),
    // Other patterns: as for a learner who has not started them.
    path: outline.modules.map((x) => ({ id: x.slug, complete: false, visitedGroups: 0 })),
  };
}

async function nextProblemCommand(raw: unknown) {
  const o = parseOptions(optionsSchema, raw);
  const pattern = await loadPattern(o);
  const subsFile = readJsonFile(o.submissions!, submissionsFileSchema, "--submissions");
  const byKey = new Map<string, Problem>();
  for (const p of pattern.problems) {
    byKey.set(p.id, p);
    if (p.slug) byKey.set(p.slug, p);
  }
  const known = () => pattern.problems.map((p) => p.id).join(", ");
  const submissions: CoachSubmission[] = subsFile.map((s, i) => {
    const p = byKey.get(s.problem);
    if (!p) fail(`--submissions ${o.submissions}: [${i}].problem: ${s.problem} is not a problem of ${pattern.id} (known: ${known()})`);
    return { problemId: p.id, difficulty: p.difficulty, score: s.score, created: s.created };
  });
  const skipped = (o.skipped ?? []).map((s) => {
    const p = byKey.get(s);
    if (!p) fail(`--skipped: ${s} is not a problem of ${pattern.id} (known: ${known()})`);
    return p.id;
  });

  const d = nextProblem({
    problems: pattern.problems,
    submissions,
    skippedProblemIds: skipped,
    path: { patterns: pattern.path, currentPatternId: pattern.id },
  });
  const offered = d.problemId ? byKey.get(d.problemId)! : null;
  const best = bestScores(submissions);
  const submitted = new Set(submissions.map((s) => s.problemId));
  const doc = {
    pattern: pattern.id,
    kind: d.kind,
    reason: d.reason,
    problem: offered ? { id: offered.id, difficulty: offered.difficulty, ...(offered.title ? { title: offered.title } : {}) } : null,
    next_pattern: d.kind === "next-pattern" ? (d.patternId ?? null) : null,
    moved_because: d.movedBecause ?? null,
    sentence: explainDecision(d, "learner"),
    staff_sentence: explainDecision(d, "staff"),
    points: d.points,
    failure_streak: d.failureStreak,
    pattern_score: d.patternScore,
    level: levelForScore(d.patternScore),
    pattern_complete: isPatternComplete(d.points, d.patternScore),
    pool: pattern.problems.filter((p) => !submitted.has(p.id) && !skipped.includes(p.id)).map((p) => p.id),
  };

  const ordered = sortOldestFirst(submissions);
  const decisionText =
    d.kind === "problem" && offered
      ? `problem ${offered.id} (${offered.difficulty})${offered.title ? ` ${offered.title}` : ""}`
      : d.kind === "next-pattern"
        ? `move to the next pattern: ${d.patternId}`
        : "the path is finished";
  await emit(o, doc, async () => {
    const { Box, Heading, KeyValue, Screen, Table } = await import("../views/ui");
    return (
      <Screen title={`Next step in ${pattern.title ?? pattern.id}`}>
        <Box marginTop={1}>
          <KeyValue
            items={[
              ["decision", decisionText],
              ["reason", `${d.reason}${d.movedBecause ? ` (moved because ${d.movedBecause})` : ""}`],
              ["for the learner", doc.sentence],
              ["for staff", doc.staff_sentence],
              ["points", `${d.points} (6 complete a pattern)`],
              ["failure streak", String(d.failureStreak)],
              ["pattern score", `${d.patternScore} (${doc.level})`],
            ]}
          />
        </Box>
        <Heading>Submissions, oldest first</Heading>
        {ordered.length === 0 ? (
          <Box>{/* nothing submitted */}</Box>
        ) : (
          <Table
            columns={[
              { header: "Problem" },
              { header: "Difficulty" },
              { header: "Score", align: "right" },
              { header: "Status" },
              { header: "Created" },
            ]}
            rows={ordered.map((s) => [
              s.problemId,
              s.difficulty,
              String(s.score),
              submissionStatus(s.score, s.difficulty),
              new Date(s.created).toISOString().slice(0, 16).replace("T", " "),
            ])}
          />
        )}
        <Heading>Problems in course order</Heading>
        <Table
          columns={[{ header: "Problem" }, { header: "Difficulty" }, { header: "State" }]}
          rows={pattern.problems.map((p) => [
            `${p.id}${p.title ? ` ${p.title}` : ""}`.slice(0, 48),
            p.difficulty,
            p.id === d.problemId ? "← next" : submitted.has(p.id) ? `best ${best.get(p.id)!.score}` : skipped.includes(p.id) ? "skipped" : "in pool",
          ])}
          highlight={(i) => pattern.problems[i]!.id === d.problemId}
        />
      </Screen>
    );
  });
}

export function registerNextProblem(program: Command): void {
  program
    .command("next-problem")
    .description("the coach's next decision for one pattern, with its reason")
    .option("--pattern <slug>", "a pattern of the database's coding path")
    .option("--path <slug>", "the path of --pattern", "coding")
    .option("--pattern-file <file>", 'JSON { "problems": [{ "id", "difficulty" }], "id"?, "path"?: [{ "id", "complete"?, "visitedGroups"? }] }')
    .option("--submissions <file>", 'JSON [{ "problem", "score", "created" }]')
    .option("--skipped <ids>", "comma-separated problem ids the learner skipped")
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => nextProblemCommand(opts));
}

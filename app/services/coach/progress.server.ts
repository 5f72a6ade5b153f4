// Progress answers of the coach: the pattern summaries (docs/product/interview-prep.md#pass-bar), the weekly plan toward the interview date, and the learner's next step.
import {
  explainDecision,
  frequencyLabel,
  moduleStatus,
  nextProblem,
  planModules,
  weeklyPlan,
  type FrequencyLabel,
  type FrequencyTable,
  type NextDecision,
} from "~/engine";
import { currentPatternId, pathPatterns, patternState, problemStats } from "~/engine/coachProgress";
import type { CoachPathRow } from "~/models/coachPathContent.server";
import { getCoachContext } from "./context.server";
import {
  loadLearnerSnapshot,
  moduleKey,
  pageLinks,
  patternFacts,
  requirePathContent,
  skippedProblemIds,
  solutionPageFor,
  type LearnerSnapshot,
  type ModuleSnapshot,
  type PathRef,
} from "./common.server";

interface ProblemSummary {
  /** coach_pages.id */
  id: number;
  page_id: number;
  group_id: number;
  name: string;
  slug: string;
  difficulty: "easy" | "medium" | "hard";
  /** best score in percent, null before any submission */
  correctness_percent: number | null;
  /** seconds spent on the best submission */
  time: number | null;
  /** measured runtime (ms) of the best submission */
  runtime: number | null;
  submission_count: number;
  attempted: boolean;
  problem_link: string;
  problem_id_link: string;
  solution_link: string | null;
  isSkipped: boolean;
}

export interface PatternSummary {
  /** the pattern key "authorId_collectionId" */
  id: string;
  module_id: number;
  author_id: number;
  collection_id: number;
  name: string;
  slug: string;
  description: string;
  attempted: boolean;
  score: number;
  points: number;
  level: string;
  complete: boolean;
  first_lesson_link: string | null;
  last_interacted_problem: { id: number; name: string; link: string } | null;
  problems: ProblemSummary[];
  /** Low / Medium / High for the chosen company; null when the company has no data */
  frequency: FrequencyLabel | null;
  /** true when every problem of the pattern is skipped */
  skipped: boolean;
  skipped_count: number;
  /** chosen for the weekly plan */
  included: boolean;
}

function frequencyTable(snapshot: LearnerSnapshot): FrequencyTable {
  const table: Record<string, Record<string, number>> = {};
  for (const m of snapshot.modules) if (m.module.companyFrequency) table[m.key] = m.module.companyFrequency;
  return table;
}

function summarize(path: CoachPathRow, m: ModuleSnapshot, table: FrequencyTable, company: string, included: boolean): PatternSummary {
  const status = moduleStatus({
    problems: m.problems.map((p) => ({ page: p, groupId: String(p.groupId) })),
    submittedGroupIds: [...new Set(m.submissions.map((s) => String(m.problems.find((p) => p.rowId === s.pageRowId)?.groupId)))],
    skippedGroupIds: m.skippedGroupIds,
    lastVisited: m.lastVisited,
  });
  const problems = status.problems.map(({ page: p, attempted, skipped }): ProblemSummary => {
    const stats = problemStats(
      m.submissions
        .filter((s) => s.pageRowId === p.rowId)
        .map((s) => ({ score: s.score, userTimeSpent: s.userTimeSpent, executionTime: s.executionTime, created: s.createdAt })),
    );
    const links = pageLinks(path, m.module, p);
    const solution = solutionPageFor(m.module, p);
    return {
      id: p.rowId,
      page_id: p.pageId,
      group_id: p.groupId,
      name: p.title,
      slug: p.slug,
      difficulty: p.difficulty!,
      correctness_percent: stats.correctness_percent,
      time: stats.time,
      runtime: stats.runtime,
      submission_count: stats.submission_count,
      attempted,
      problem_link: links.link,
      problem_id_link: links.id_link,
      solution_link: solution ? pageLinks(path, m.module, solution).link : null,
      isSkipped: skipped,
    };
  });
  const state = patternState(m.engineSubmissions);
  const first = m.module.pages[0];
  const last = status.lastInteracted;
  return {
    id: m.key,
    module_id: m.module.rowId,
    author_id: m.module.authorId,
    collection_id: m.module.collectionId,
    name: m.module.title,
    slug: m.module.slug,
    description: m.module.summary,
    attempted: status.attemptedCount > 0,
    score: state.score,
    points: state.points,
    level: state.level,
    complete: state.complete,
    first_lesson_link: first ? pageLinks(path, m.module, first).link : null,
    last_interacted_problem: last ? { id: last.page.rowId, name: last.page.title, link: pageLinks(path, m.module, last.page).link } : null,
    problems,
    frequency: frequencyLabel(table, m.key, company),
    skipped: problems.length > 0 && status.skippedCount === problems.length,
    skipped_count: status.skippedCount,
    included,
  };
}

/** Keys of the modules chosen for the plan: included_items, else the context's patterns, else all. */
function chosenKeys(snapshot: LearnerSnapshot, selectedPatternSlugs: readonly string[] | null): Set<string> {
  const all = snapshot.modules.map((m) => m.key);
  if (snapshot.userPath?.includedItems) return new Set(snapshot.userPath.includedItems);
  if (selectedPatternSlugs && selectedPatternSlugs.length) {
    const chosen = snapshot.modules.filter((m) => selectedPatternSlugs.includes(m.module.slug)).map((m) => m.key);
    if (chosen.length) return new Set(chosen);
  }
  return new Set(all);
}

interface ProgressOptions {
  /** a visitor's Cookie header, for the context cookie */
  cookieHeader?: string | null;
  /** overrides the context's company for the frequency label */
  company?: string;
  today?: Date;
}

/** One summary per module of the path, in course order (a visitor sees no progress). */
export async function patternSummaries(userId: number | null, path: PathRef, opts: ProgressOptions = {}): Promise<PatternSummary[]> {
  const content = await requirePathContent(path);
  const [snapshot, context] = await Promise.all([loadLearnerSnapshot(userId, content), getCoachContext(userId, opts.cookieHeader, opts.today)]);
  const table = frequencyTable(snapshot);
  const chosen = chosenKeys(snapshot, context.context_status === 1004 ? null : context.selectedPatterns);
  return snapshot.modules.map((m) => summarize(content.path, m, table, opts.company ?? context.company, chosen.has(m.key)));
}

interface WeeklyPlanView {
  interviewDate: string | null;
  daysToInterview: number;
  weeks: number;
  /** one bucket per week, then the trailing empty bucket (engine weeklyPlan) */
  buckets: PatternSummary[][];
  /** the chosen modules (pattern keys) in path order */
  included_items: string[];
}

/** The weekly plan toward the interview date over the chosen modules; conclusion modules never appear. */
export async function weeklyPlanFor(userId: number | null, path: PathRef, opts: ProgressOptions = {}): Promise<WeeklyPlanView> {
  const today = opts.today ?? new Date();
  const content = await requirePathContent(path);
  const [snapshot, context] = await Promise.all([loadLearnerSnapshot(userId, content), getCoachContext(userId, opts.cookieHeader, today)]);
  const table = frequencyTable(snapshot);
  const chosen = chosenKeys(snapshot, context.context_status === 1004 ? null : context.selectedPatterns);
  const summaries = planModules(
    snapshot.modules.map((m) => ({ ...summarize(content.path, m, table, opts.company ?? context.company, true), title: m.module.title })),
  )
    .filter((s) => chosen.has(s.id))
    .map(({ title: _title, ...s }) => s);
  const plan = weeklyPlan({ modules: summaries, interviewDate: context.interviewDate, today });
  return {
    interviewDate: context.interviewDate,
    daysToInterview: plan.daysToInterview,
    weeks: plan.weeks,
    buckets: plan.buckets,
    included_items: summaries.map((s) => s.id),
  };
}

export interface DecisionView {
  kind: NextDecision["kind"];
  reason: NextDecision["reason"];
  /** explainDecision for learners */
  sentence: string;
  /** explainDecision for staff */
  staff_sentence: string;
  points: number;
  failure_streak: number;
  pattern_score: number;
  /** the offered problem (kind "problem") */
  problem: { id: number; page_id: number; name: string; slug: string; difficulty: string; link: string; id_link: string } | null;
  /** the pattern to move to (kind "next-pattern") */
  next_pattern: { id: string; name: string; slug: string; link: string | null } | null;
}

/** A decision of nextProblem in a module, with links. */
export function decideInModule(snapshot: LearnerSnapshot, key: string): { decision: NextDecision; view: DecisionView } {
  const m = snapshot.modules.find((x) => x.key === key)!;
  const decision = nextProblem({
    problems: m.problems.map((p) => ({ id: String(p.rowId), difficulty: p.difficulty })),
    submissions: m.engineSubmissions,
    skippedProblemIds: skippedProblemIds(m),
    path: { patterns: pathPatterns(patternFacts(snapshot)), currentPatternId: key },
  });
  const path = snapshot.content.path;
  const offered = decision.problemId ? m.problems.find((p) => String(p.rowId) === decision.problemId) : undefined;
  const next = decision.patternId ? snapshot.modules.find((x) => x.key === decision.patternId) : undefined;
  return {
    decision,
    view: {
      kind: decision.kind,
      reason: decision.reason,
      sentence: explainDecision(decision, "learner"),
      staff_sentence: explainDecision(decision, "staff"),
      points: decision.points,
      failure_streak: decision.failureStreak,
      pattern_score: decision.patternScore,
      problem: offered
        ? {
            id: offered.rowId,
            page_id: offered.pageId,
            name: offered.title,
            slug: offered.slug,
            difficulty: offered.difficulty!,
            ...pageLinks(path, m.module, offered),
          }
        : null,
      next_pattern: next
        ? {
            id: next.key,
            name: next.module.title,
            slug: next.module.slug,
            link: next.module.pages[0] ? pageLinks(path, next.module, next.module.pages[0]).link : null,
          }
        : null,
    },
  };
}

interface NextStep {
  /** the pattern the learner is in (or moves to) */
  pattern: { id: string; name: string; slug: string; link: string | null } | null;
  /** the decision in the current pattern (why) */
  decision: DecisionView | null;
  /** where to go now: the offered problem, else the next pattern's first problem or lesson */
  link: string | null;
  /** one sentence for the learner */
  sentence: string;
}

/**
 * Where the learner should go now and why: the engine's decision in the current pattern (the
 * pattern of the latest submission, else the first chosen pattern that is not complete). When
 * the decision moves to another pattern, the link leads to that pattern's starting problem.
 */
export async function nextStepFor(userId: number | null, path: PathRef, opts: ProgressOptions = {}): Promise<NextStep> {
  const content = await requirePathContent(path);
  const snapshot = await loadLearnerSnapshot(userId, content);
  const context = await getCoachContext(userId, opts.cookieHeader, opts.today);
  const chosen = chosenKeys(snapshot, context.context_status === 1004 ? null : context.selectedPatterns);
  const facts = patternFacts(snapshot);
  const current = currentPatternId(
    facts,
    facts.map((f) => f.id).filter((id) => chosen.has(id)),
  );
  if (!current) {
    const first = content.modules[0];
    const link = first?.pages[0] ? pageLinks(content.path, first, first.pages[0]).link : null;
    return {
      pattern: first ? { id: moduleKey(first), name: first.title, slug: first.slug, link } : null,
      decision: null,
      link,
      sentence: "Start with the first lesson of this roadmap.",
    };
  }
  const here = decideInModule(snapshot, current);
  const m = snapshot.modules.find((x) => x.key === current)!;
  const patternOf = (x: ModuleSnapshot) => ({
    id: x.key,
    name: x.module.title,
    slug: x.module.slug,
    link: x.module.pages[0] ? pageLinks(content.path, x.module, x.module.pages[0]).link : null,
  });
  if (here.decision.kind === "problem")
    return { pattern: patternOf(m), decision: here.view, link: here.view.problem!.link, sentence: here.view.sentence };
  if (here.decision.kind === "next-pattern") {
    const target = snapshot.modules.find((x) => x.key === here.decision.patternId)!;
    const there = decideInModule(snapshot, target.key);
    return {
      pattern: patternOf(target),
      decision: here.view,
      link: there.view.problem?.link ?? patternOf(target).link,
      sentence: here.view.sentence,
    };
  }
  return { pattern: patternOf(m), decision: here.view, link: null, sentence: here.view.sentence };
}

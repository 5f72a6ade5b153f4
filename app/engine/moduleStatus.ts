// Module status on a path (docs/product/interview-prep.md#module-status).
import { toDate, type DateInput } from "./dates";

interface ModuleProblem {
  groupId: string;
}

interface ModuleStatusInput<T extends ModuleProblem> {
  problems: readonly T[];
  /** Groups that have at least one submission. */
  submittedGroupIds: readonly string[];
  /** The user path's skipped groups. */
  skippedGroupIds: readonly string[];
  /** LAST_VISITED per group (grouped_path_taken). */
  lastVisited?: Readonly<Record<string, DateInput | null | undefined>>;
}

type ProblemStatus<T> = T & { attempted: boolean; skipped: boolean };

interface ModuleStatus<T extends ModuleProblem> {
  problems: ProblemStatus<T>[];
  attemptedCount: number;
  skippedCount: number;
  /** The attempted, not skipped problem with the latest last-visited time; null when none. */
  lastInteracted: ProblemStatus<T> | null;
}

export function moduleStatus<T extends ModuleProblem>(input: ModuleStatusInput<T>): ModuleStatus<T> {
  const submitted = new Set(input.submittedGroupIds);
  const skippedIds = new Set(input.skippedGroupIds);
  const problems = input.problems.map((p) => ({
    ...p,
    attempted: submitted.has(p.groupId),
    skipped: skippedIds.has(p.groupId),
  }));
  let lastInteracted: ProblemStatus<T> | null = null;
  let latest = Number.NEGATIVE_INFINITY;
  for (const p of problems) {
    if (!p.attempted || p.skipped) continue;
    const visited = toDate(input.lastVisited?.[p.groupId] ?? null);
    if (visited && visited.getTime() > latest) {
      latest = visited.getTime();
      lastInteracted = p;
    }
  }
  return {
    problems,
    attemptedCount: problems.filter((p) => p.attempted).length,
    skippedCount: problems.filter((p) => p.skipped).length,
    lastInteracted,
  };
}

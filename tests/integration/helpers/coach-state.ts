// Everything the coach stores about learners, as one text, to show that a refused request wrote
// nothing. What the judge adds to an earlier submission after its verdict (the measured
// complexity, the smallest failing input: docs/product/judge.md#the-measured-complexity) is left
// out: it is written in the background, whenever the measurement ends.
import type Database from "better-sqlite3";

const STATE_TABLES = ["coach_preferences", "coach_user_paths", "coach_submissions", "coach_visits", "coach_feedback"];
const AFTER_VERDICT = ["code_insight", "code_insight_explanation", "counterexample"];

function withoutInsight(row: Record<string, unknown>): Record<string, unknown> {
  if (typeof row.result !== "string") return row;
  const result = JSON.parse(row.result) as Record<string, unknown>;
  for (const key of AFTER_VERDICT) delete result[key];
  return { ...row, result };
}

export function coachState(db: Database.Database): string {
  return STATE_TABLES.map(
    (t) => `${t}: ${JSON.stringify((db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all() as Record<string, unknown>[]).map(withoutInsight))}`,
  ).join("\n");
}

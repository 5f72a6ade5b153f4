// The timeline of a mock interview's report (docs/product/interview-prep.md#mock-interviews):
// every run and submission made on the interview's problems while it ran, in order, with its
// verdict and the time since the interview started. Pure: the attempts are arguments.
import type { Difficulty } from "./constants";
import { runTone, verdictWords } from "./workspace";

export interface MockAttemptFact {
  id: number;
  pageRowId: number;
  kind: "run" | "submission";
  score: number;
  passed: number;
  total: number;
  difficulty: Difficulty;
  language: string;
  createdAt: string;
}

interface MockTimelineEntry {
  id: number;
  /** 1-based: the interview's problem the attempt was made on */
  problem: number;
  kind: "run" | "submission";
  verdict: string;
  tone: ReturnType<typeof runTone>;
  language: string;
  /** seconds since the interview started */
  elapsed_seconds: number;
  /** the learner's attempt on the same problem just before this one, to compare with */
  previous_id: number | null;
}

/** "m:ss" (or "h:mm:ss") after the start: "12:05". */
export function elapsedText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** A run's verdict: the visible tests it passed. */
function runVerdict(passed: number, total: number): string {
  if (total === 0) return "Run: no test ran";
  return passed >= total ? `Run: all ${total} visible tests passed` : `Run: ${passed} of ${total} visible tests passed`;
}

/** Every attempt on the interview's problems between its start and its end, oldest first. */
export function mockTimeline(input: {
  problemRowIds: readonly number[];
  attempts: readonly MockAttemptFact[];
  startedAt: string;
  endedAt: string;
}): MockTimelineEntry[] {
  const start = Date.parse(input.startedAt);
  const end = Date.parse(input.endedAt);
  const within = input.attempts
    .filter((a) => input.problemRowIds.includes(a.pageRowId))
    .filter((a) => {
      const t = Date.parse(a.createdAt);
      return t >= start && t <= end;
    })
    .sort((x, y) => Date.parse(x.createdAt) - Date.parse(y.createdAt) || x.id - y.id);
  const last = new Map<number, number>();
  return within.map((a) => {
    const words =
      a.kind === "run"
        ? { title: runVerdict(a.passed, a.total), tone: runTone(a.passed, a.total) }
        : verdictWords({ score: a.score, passed: a.passed, total: a.total, difficulty: a.difficulty });
    const previous = last.get(a.pageRowId) ?? null;
    last.set(a.pageRowId, a.id);
    return {
      id: a.id,
      problem: input.problemRowIds.indexOf(a.pageRowId) + 1,
      kind: a.kind,
      verdict: words.title,
      tone: words.tone,
      language: a.language,
      elapsed_seconds: Math.max(0, Math.round((Date.parse(a.createdAt) - start) / 1000)),
      previous_id: previous,
    };
  });
}

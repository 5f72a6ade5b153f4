// Mock coding interviews (docs/product/interview-prep.md#mock-interviews): the monthly allowance counted in the
// learner's time zone, the draw of two problems from a company's frequent patterns, the
// session's clock and the report. Pure: the time and the random seed are arguments.
import { mulberry32 } from "./prng";
import { COMPANY_CHOICES, FEATURE_SETS, MOCK_INTERVIEWS_PER_MONTH, type FeatureSet } from "./constants";
import { tierName } from "./plans";

export const MOCK_INTERVIEW_LENGTHS = [45, 60] as const;
const MOCK_INTERVIEW_PROBLEM_COUNT = 2;
/** how many of a company's most frequent patterns the problems are drawn from */
const MOCK_INTERVIEW_TOP_PATTERNS = 6;
type MockInterviewStatus = "in_progress" | "finished" | "expired";
/** the largest session document the client may store (update-user-mock-interview-session) */
export const MOCK_INTERVIEW_SESSION_MAX_BYTES = 16 * 1024;
/** a problem is solved (and its pattern not to revisit) at this best score */
const MOCK_INTERVIEW_SOLVED_SCORE = 100;

export const MOCK_INTERVIEW_TEXTS = {
  noAllowance: `Mock interviews are part of Codelift ${tierName(FEATURE_SETS.PREMIUM)} (${MOCK_INTERVIEWS_PER_MONTH[FEATURE_SETS.PREMIUM]} a month) and ${tierName(FEATURE_SETS.PREMIUM_PLUS)} (${MOCK_INTERVIEWS_PER_MONTH[FEATURE_SETS.PREMIUM_PLUS]} a month). Upgrade to start one.`,
  usedUp: (allowance: number) => `You have used all ${allowance} mock interviews of this month. Your allowance renews on the 1st.`,
  inProgress: "You already have a mock interview in progress.",
  ended: "This mock interview has ended.",
  badTimeZone: "Choose a valid time zone (an IANA name such as Europe/Paris).",
  badCompany: `Choose a company: ${COMPANY_CHOICES.join(", ")}.`,
  badLength: "Choose a length of 45 or 60 minutes.",
  // the start, loading and error modals of /interview-prep/mock-interview (docs/product/interview-prep.md#mock-interviews)
  startTitle: (company: string, minutes: number) => `Start your ${minutes}-minute ${company} mock interview?`,
  startBody: (company: string, remainingAfter: number) =>
    `The clock starts at once and does not pause. You get two problems from ${company}'s most frequent patterns: submit your code on each problem's page, then Finish for your report. This uses one interview of your month (${remainingAfter} left after it).`,
  startConfirm: "Start now",
  notNow: "Not now",
  startingTitle: "Starting your mock interview…",
  startingBody: "Choosing your two problems and starting the clock.",
  refusedTitle: "Your mock interview did not start",
  // the feedback modal of the report (?dialog=feedback)
  feedbackOpen: "Rate this interview",
  feedbackTitle: "How was this mock interview?",
  feedbackRating: "Your rating, from 1 (poor) to 5 (great)",
  feedbackText: "Anything to tell us? (optional)",
  feedbackSend: "Send feedback",
  feedbackThanks: "Thanks: your feedback is saved.",
  feedbackRatingRequired: "Choose a rating from 1 to 5.",
  feedbackTooLong: "Your feedback must be at most 5,000 characters long.",
} as const;

/** The ?dialog= value of the report's feedback modal, and the touch point its feedback is stored with. */
export const MOCK_FEEDBACK_DIALOG = "feedback";
export const mockFeedbackTouchPoint = (interviewId: number) => `mock_interview:${interviewId}`;

/** The ?dialog= value of the start confirmation on /interview-prep/mock-interview. */
export const MOCK_START_DIALOG = "start";

// ---- time zones and months --------------------------------------------------------------

/** True for an IANA time-zone name that Intl knows (e.g. "Europe/Paris", "UTC"). */
export function isValidTimeZone(tz: unknown): tz is string {
  if (typeof tz !== "string" || tz.length === 0 || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The calendar month ("YYYY-MM") that an instant falls in, in a time zone. */
export function monthKeyIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit" }).formatToParts(instant);
  const year = parts.find((p) => p.type === "year")?.value;
  const month = parts.find((p) => p.type === "month")?.value;
  if (!year || !month) throw new Error(`Cannot compute the month of ${instant.toISOString()} in ${timeZone}`);
  return `${year.padStart(4, "0")}-${month}`;
}

// ---- allowance ------------------------------------------------------------------------------

/** Mock interviews a month for a plan's feature set: 3 on premium, 7 on premium plus, else 0. */
export function mockInterviewAllowance(featureSet: number | null | undefined): number {
  if (featureSet == null) return 0;
  return MOCK_INTERVIEWS_PER_MONTH[featureSet as FeatureSet] ?? 0;
}

export interface MockAllowanceStatus {
  monthKey: string;
  allowance: number;
  used: number;
  remaining: number;
  /** null when the learner may start one */
  refusal: null | "no_plan" | "used_up";
}

/**
 * The allowance of the month that `now` falls in, in the learner's time zone. Every interview
 * started counts (finished, expired or in progress) in the month it was started in, as stored
 * in its month_key.
 */
export function mockAllowanceStatus(input: {
  featureSet: number | null | undefined;
  startedMonthKeys: readonly string[];
  now: Date;
  timeZone: string;
}): MockAllowanceStatus {
  const monthKey = monthKeyIn(input.now, input.timeZone);
  const allowance = mockInterviewAllowance(input.featureSet);
  const used = input.startedMonthKeys.filter((k) => k === monthKey).length;
  const remaining = Math.max(0, allowance - used);
  return { monthKey, allowance, used, remaining, refusal: allowance === 0 ? "no_plan" : remaining === 0 ? "used_up" : null };
}

// ---- the draw ---------------------------------------------------------------------------------

interface MockCandidateProblem {
  /** coach_pages.id */
  pageRowId: number;
  pageId: number;
  slug: string;
  title: string;
  difficulty: string | null;
  /** interview frequency of this problem per company */
  companies: Readonly<Record<string, number>>;
}
export interface MockCandidatePattern {
  slug: string;
  title: string;
  authorId: number;
  collectionId: number;
  pathSlug: string;
  /** the company frequency table row of the pattern */
  companyFrequency: Readonly<Record<string, number>> | null;
  problems: readonly MockCandidateProblem[];
}
export interface MockDrawnProblem {
  page_row_id: number;
  author_id: number;
  work_id: number;
  page_id: number;
  title: string;
  difficulty: string | null;
  pattern: string;
  pattern_slug: string;
  path_slug: string;
  page_slug: string;
}

/** A company's count in a row; companies outside the table (Oracle, Other) use the sum of all. */
function countFor(row: Readonly<Record<string, number>> | null | undefined, company: string): number {
  if (!row) return 0;
  if (company in row) return row[company] ?? 0;
  return Object.values(row).reduce((a, b) => a + b, 0);
}

function weightedPick<T>(items: readonly T[], weight: (t: T) => number, random: () => number): number {
  const weights = items.map((t) => Math.max(1, weight(t)));
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/**
 * Draws two problems from two different patterns among the company's most frequent ones
 * (the top MOCK_INTERVIEW_TOP_PATTERNS by the company frequency table; a company outside the
 * table uses the total over all companies). Patterns and then problems are picked with
 * weights proportional to the company's counts. Returns fewer only when the content has fewer
 * patterns with problems.
 */
export function drawMockProblems(patterns: readonly MockCandidatePattern[], company: string, seed: number): MockDrawnProblem[] {
  const random = mulberry32(seed);
  const ranked = patterns
    .filter((p) => p.problems.length > 0)
    .map((p, i) => ({ p, i, count: countFor(p.companyFrequency, company) }))
    .sort((a, b) => b.count - a.count || a.i - b.i)
    .slice(0, MOCK_INTERVIEW_TOP_PATTERNS);
  const drawn: MockDrawnProblem[] = [];
  const pool = [...ranked];
  while (drawn.length < MOCK_INTERVIEW_PROBLEM_COUNT && pool.length > 0) {
    const { p } = pool.splice(
      weightedPick(pool, (x) => x.count, random),
      1,
    )[0]!;
    const problem = p.problems[weightedPick(p.problems, (q) => countFor(q.companies, company), random)]!;
    drawn.push({
      page_row_id: problem.pageRowId,
      author_id: p.authorId,
      work_id: p.collectionId,
      page_id: problem.pageId,
      title: problem.title,
      difficulty: problem.difficulty,
      pattern: p.title,
      pattern_slug: p.slug,
      path_slug: p.pathSlug,
      page_slug: problem.slug,
    });
  }
  return drawn;
}

// ---- the clock -------------------------------------------------------------------------------------

export function mockInterviewEndsAt(startedAt: Date, lengthMinutes: number): Date {
  return new Date(startedAt.getTime() + lengthMinutes * 60_000);
}

/** The status as of `now`: an in-progress interview whose end time has passed is expired. */
export function effectiveMockStatus(row: { status: string; endsAt: string }, now: Date): MockInterviewStatus {
  if (row.status === "finished" || row.status === "expired") return row.status;
  return now.getTime() >= Date.parse(row.endsAt) ? "expired" : "in_progress";
}

/** Whole seconds left (0 once over). */
export function mockSecondsLeft(endsAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now.getTime()) / 1000));
}

/** When the interview ended: when it was finished, else its end time. */
export function mockEndedAt(row: { status: string; endsAt: string; finishedAt: string | null }): string {
  return row.status === "finished" && row.finishedAt ? row.finishedAt : row.endsAt;
}

// ---- the report ---------------------------------------------------------------------------------------

export interface MockSubmissionFact {
  pageRowId: number;
  score: number;
  createdAt: string;
}
interface MockReportProblem {
  title: string;
  pattern: string;
  difficulty: string | null;
  best_score: number | null;
  submissions: number;
  solved: boolean;
}
export interface MockReport {
  problems: MockReportProblem[];
  time_used_seconds: number;
  length_minutes: number;
  patterns_to_revisit: string[];
}

/**
 * The report: per problem the best score of the graded submissions made between the start and
 * the end (later ones do not count), the time used, and the patterns to revisit (every
 * pattern whose problem is not solved).
 */
export function buildMockReport(input: {
  problems: readonly MockDrawnProblem[];
  submissions: readonly MockSubmissionFact[];
  startedAt: string;
  endedAt: string;
  lengthMinutes: number;
}): MockReport {
  const start = Date.parse(input.startedAt);
  const end = Date.parse(input.endedAt);
  const within = input.submissions.filter((s) => {
    const t = Date.parse(s.createdAt);
    return t >= start && t <= end;
  });
  const problems = input.problems.map((p) => {
    const mine = within.filter((s) => s.pageRowId === p.page_row_id);
    const best = mine.length ? Math.max(...mine.map((s) => s.score)) : null;
    return {
      title: p.title,
      pattern: p.pattern,
      difficulty: p.difficulty,
      best_score: best,
      submissions: mine.length,
      solved: (best ?? 0) >= MOCK_INTERVIEW_SOLVED_SCORE,
    };
  });
  const revisit = [...new Set(problems.filter((p) => !p.solved).map((p) => p.pattern))];
  const used = Math.max(0, Math.min(input.lengthMinutes * 60, Math.round((end - start) / 1000)));
  return { problems, time_used_seconds: used, length_minutes: input.lengthMinutes, patterns_to_revisit: revisit };
}

/** The session page reports the time used to the server this often while it is open (ms). */
export const MOCK_SESSION_SYNC_MS = 30_000;

// ---- what belongs to an interview ----------------------------------------------------------------

/** The problems of one interview and the time it ran (from its start to its finish or end time). */
export interface MockWindow {
  id: number;
  pageRowIds: readonly number[];
  startedAt: string;
  endedAt: string;
}

/** The window of an interview as of `now`: one still running runs until now. */
export function mockWindowOf(
  row: { id: number; status: string; startedAt: string; endsAt: string; finishedAt: string | null },
  problems: readonly Pick<MockDrawnProblem, "page_row_id">[],
  now: Date,
): MockWindow {
  const status = effectiveMockStatus(row, now);
  const endedAt = status === "in_progress" ? now.toISOString() : mockEndedAt({ ...row, status });
  return { id: row.id, pageRowIds: problems.map((p) => p.page_row_id), startedAt: row.startedAt, endedAt };
}

/**
 * A graded submission (or run) belongs to a mock interview when it was made on one of the
 * interview's problems while the interview ran: the report counts it, and the coach's practice
 * (pattern scores, the next problem) leaves it out, so an interview never steers the practice.
 */
function isMockSubmission(s: { pageRowId: number; createdAt: string }, windows: readonly MockWindow[]): boolean {
  const t = Date.parse(s.createdAt);
  return windows.some((w) => w.pageRowIds.includes(s.pageRowId) && t >= Date.parse(w.startedAt) && t <= Date.parse(w.endedAt));
}

/** The practice submissions: every one that is not part of a mock interview. */
export function withoutMockSubmissions<T extends { pageRowId: number; createdAt: string }>(rows: readonly T[], windows: readonly MockWindow[]): T[] {
  return windows.length === 0 ? [...rows] : rows.filter((r) => !isMockSubmission(r, windows));
}

// ---- the interview screen and the report ---------------------------------------------------------------

/** The page state of the Finish confirmation on the interview's page. */
export const MOCK_FINISH_DIALOG = "finish";

export const MOCK_SCREEN_TEXTS = {
  title: (company: string, minutes: number) => `${company} mock interview (${minutes} minutes)`,
  problemOf: (n: number, count: number) => `Problem ${n} of ${count}`,
  rules: "Interview conditions: the problem only. Solutions, the coach's advice and the discussion open when the interview ends.",
  solutionClosed: "Solutions open when your mock interview ends.",
  finishTitle: "Finish the interview now?",
  finishBody: (left: string) => `You have ${left} left. Problems you have not submitted count as not submitted, and the report is final.`,
  finishConfirm: "Finish the interview",
  keepGoing: "Keep going",
} as const;

export type MockVerdict = "solved" | "partly" | "unsolved" | "not_submitted";

/** A problem's verdict in the report: solved at the solved score, partly when some tests passed. */
export function mockVerdict(p: Pick<MockReportProblem, "best_score" | "submissions">): MockVerdict {
  if (p.submissions === 0 || p.best_score == null) return "not_submitted";
  if (p.best_score >= MOCK_INTERVIEW_SOLVED_SCORE) return "solved";
  return p.best_score > 0 ? "partly" : "unsolved";
}

export const MOCK_VERDICT_LABELS: Readonly<Record<MockVerdict, string>> = {
  solved: "Solved",
  partly: "Partly solved",
  unsolved: "Not solved",
  not_submitted: "Not submitted",
};

/** "12 min 5 s of 45 min" */
export function mockTimeUsedText(seconds: number, lengthMinutes: number): string {
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  return `${m} min ${s % 60} s of ${lengthMinutes} min`;
}

/** The end time as the learner reads it, in the interview's time zone ("10:45 AM GMT+1"). */
export function mockEndTimeText(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone, hour: "2-digit", minute: "2-digit", timeZoneName: "short" }).format(new Date(iso));
  } catch {
    return new Date(iso).toISOString().slice(11, 16) + " UTC";
  }
}

/** The catalogue's mock interview section (/courses/mock-interview): one per company, each opening the start form with it chosen. */
export function mockInterviewSectionItems(): { kind: "mock-interview"; title: string; summary: string; url: string }[] {
  const lengths = MOCK_INTERVIEW_LENGTHS.join(" or ");
  return COMPANY_CHOICES.filter((c) => c !== "Other").map((company) => ({
    kind: "mock-interview",
    title: `${company} mock interview`,
    summary: `Two problems from ${company}'s most frequent patterns in ${lengths} minutes, graded by the coach, with a report at the end.`,
    url: `/interview-prep/mock-interview?company=${encodeURIComponent(company)}`,
  }));
}

// Each member's progress for the organization's admin area: courses (lessons completed, from
// lesson_progress) and the interview-prep coach (patterns attempted, problems solved, best
// scores, from coach_submissions), with a CSV export. Two grouped queries, whatever the size.
import { passes } from "~/engine/scoring";
import type { Difficulty } from "~/engine/constants";
import { listMembers } from "~/models/organization.server";
import { bestCoachScoresByUser, lessonTotalsByUser, onboardingCounts } from "~/models/organizationProgress.server";

interface MemberProgress {
  userId: number;
  fullName: string;
  email: string;
  role: string;
  hasSeat: boolean;
  coursesStarted: number;
  lessonsCompleted: number;
  lastLessonAt: string | null;
  /** the latest lesson visit or graded submission (ISO), null when the member has done neither */
  lastActiveAt: string | null;
  patternsAttempted: number;
  problemsAttempted: number;
  problemsSolved: number;
  submissions: number;
  /** mean of the best score per attempted problem, rounded; null with no graded submission */
  averageBestScore: number | null;
}

export async function organizationProgress(organizationId: number): Promise<MemberProgress[]> {
  const members = await listMembers(organizationId);
  if (members.length === 0) return [];
  const ids = members.map((m) => m.userId);
  const [lessons, best] = await Promise.all([lessonTotalsByUser(ids), bestCoachScoresByUser(ids)]);

  const lessonBy = new Map(lessons.map((l) => [l.userId, l]));
  const coachBy = new Map<number, typeof best>();
  for (const b of best) coachBy.set(b.userId, [...(coachBy.get(b.userId) ?? []), b]);
  return members.map((m) => {
    const l = lessonBy.get(m.userId);
    const c = coachBy.get(m.userId) ?? [];
    const problems = new Map<number, { best: number; difficulty: string }>();
    for (const row of c) {
      const prev = problems.get(row.pageRowId);
      if (!prev || Number(row.best) > prev.best) problems.set(row.pageRowId, { best: Number(row.best), difficulty: row.difficulty });
    }
    const scores = [...problems.values()];
    const lastSubmission = c.reduce<string | null>((at, r) => (at === null || r.last > at ? r.last : at), null);
    const lastLesson = l?.last ?? null;
    return {
      userId: m.userId,
      fullName: m.fullName,
      email: m.email,
      role: m.role,
      hasSeat: m.subscriptionId !== null,
      coursesStarted: Number(l?.courses ?? 0),
      lessonsCompleted: Number(l?.completed ?? 0),
      lastLessonAt: lastLesson,
      lastActiveAt: lastLesson === null ? lastSubmission : lastSubmission === null || lastLesson > lastSubmission ? lastLesson : lastSubmission,
      patternsAttempted: new Set(c.map((r) => r.moduleId)).size,
      problemsAttempted: problems.size,
      problemsSolved: scores.filter((s) => isDifficulty(s.difficulty) && passes(s.best, s.difficulty)).length,
      submissions: c.reduce((n, r) => n + Number(r.n), 0),
      averageBestScore: scores.length ? Math.round(scores.reduce((n, s) => n + s.best, 0) / scores.length) : null,
    };
  });
}

/** The figures above the progress table: how many members, how many active in the last 7 days, and totals. */
export function progressSummary(progress: MemberProgress[], now = new Date()) {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const scored = progress.filter((p) => p.averageBestScore !== null);
  return {
    members: progress.length,
    withSeat: progress.filter((p) => p.hasSeat).length,
    activeThisWeek: progress.filter((p) => p.lastActiveAt !== null && p.lastActiveAt >= weekAgo).length,
    lessonsCompleted: progress.reduce((n, p) => n + p.lessonsCompleted, 0),
    problemsSolved: progress.reduce((n, p) => n + p.problemsSolved, 0),
    averageBestScore: scored.length ? Math.round(scored.reduce((n, p) => n + (p.averageBestScore ?? 0), 0) / scored.length) : null,
  };
}

function isDifficulty(d: string): d is Difficulty {
  return d === "easy" || d === "medium" || d === "hard";
}

const PROGRESS_CSV_HEADER = [
  "Name",
  "Email",
  "Role",
  "Seat",
  "Courses started",
  "Lessons completed",
  "Last lesson visit",
  "Patterns attempted",
  "Problems attempted",
  "Problems solved",
  "Submissions",
  "Average best score",
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A text that a spreadsheet would read as a formula (= + - @ at the start) gets a leading
 * apostrophe, so a member's name cannot run in the admin's spreadsheet.
 */
function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map((r) => r.map(csvField).join(",")).join("\r\n") + "\r\n";
}

export function progressCsv(progress: MemberProgress[]): string {
  return toCsv([
    PROGRESS_CSV_HEADER,
    ...progress.map((p) => [
      p.fullName,
      p.email,
      p.role,
      p.hasSeat ? "yes" : "no",
      p.coursesStarted,
      p.lessonsCompleted,
      p.lastLessonAt,
      p.patternsAttempted,
      p.problemsAttempted,
      p.problemsSolved,
      p.submissions,
      p.averageBestScore,
    ]),
  ]);
}

/**
 * The facts of the admin onboarding prompt (needsAdminOnboardingPrompt) for the viewer: in a
 * track (a coach roadmap started) and their own progress (0 until a lesson is completed or a
 * graded submission made).
 */
export async function onboardingFacts(userId: number): Promise<{ inTrack: boolean; progressPercent: number }> {
  const r = await onboardingCounts(userId);
  const activity = r.done + r.graded;
  // The rule asks only whether progress is 0 %; any completed lesson or graded submission is above it.
  return { inTrack: r.track, progressPercent: activity > 0 ? 1 : 0 };
}

// Mock coding interviews (docs/product/interview-prep.md#mock-interviews): start (allowance counted in the
// learner's time zone), the session, finish or time up, and the report. The problems are the
// coach's problem pages: the learner submits them through the coach judge
// (POST /api/ctw/submission/save/v2), and the report reads those graded submissions.
import { randomInt } from "node:crypto";
import { z } from "zod";
import {
  COMPANY_CHOICES,
  MOCK_INTERVIEW_LENGTHS,
  MOCK_INTERVIEW_SESSION_MAX_BYTES,
  MOCK_INTERVIEW_TEXTS,
  buildMockReport,
  drawMockProblems,
  effectiveMockStatus,
  isValidTimeZone,
  mockAllowanceStatus,
  mockEndedAt,
  mockInterviewEndsAt,
  mockSecondsLeft,
  monthKeyIn,
  type MockAllowanceStatus,
  type MockReport,
} from "~/engine";
import { elapsedText, mockTimeline } from "~/engine/mockTimeline";
import {
  attemptFacts,
  endMockInterview,
  findMockInterview,
  gradedSubmissionFacts,
  inProgressMockInterviews,
  latestMockInterview,
  learnersWithExpiredMockInterviews,
  listMockInterviews,
  mockCandidatePatterns,
  parseDrawnProblems,
  setMockInterviewSession,
  startMockInterviewTx,
  startedMonthKeys,
  type MockInterviewRow,
} from "~/models/mockInterview.server";
import { activeSubscription } from "~/models/subscription.server";
import { coachLessonPath } from "~/engine/coachProgress";
import { onBillingTick } from "~/services/billing/scheduler.server";

// ---- input schemas (shared by the pages and the API) --------------------------------------

const companyByLower = new Map(COMPANY_CHOICES.map((c) => [c.toLowerCase(), c]));
export const companySchema = z
  .string({ error: MOCK_INTERVIEW_TEXTS.badCompany })
  .trim()
  .transform((v, ctx) => {
    const c = companyByLower.get(v.toLowerCase());
    if (!c) {
      ctx.addIssue({
        code: "custom",
        message: MOCK_INTERVIEW_TEXTS.badCompany,
      });
      return z.NEVER;
    }
    return c;
  });
export const lengthSchema = z.preprocess(
  (v) => (typeof v === "string" && /^\d{1,3}$/.test(v.trim()) ? Number(v) : v),
  z.union([z.literal(MOCK_INTERVIEW_LENGTHS[0]), z.literal(MOCK_INTERVIEW_LENGTHS[1])], { error: MOCK_INTERVIEW_TEXTS.badLength }),
);
export const timeZoneSchema = z
  .string({ error: MOCK_INTERVIEW_TEXTS.badTimeZone })
  .trim()
  .refine((v) => isValidTimeZone(v), MOCK_INTERVIEW_TEXTS.badTimeZone);
export const startSchema = z.object({
  company: companySchema,
  length: lengthSchema,
  timezone: timeZoneSchema,
});
export const idSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The session document: any JSON object (or its JSON text) up to MOCK_INTERVIEW_SESSION_MAX_BYTES. */
export const sessionBodySchema = z.object({
  session: z.preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z
      .record(z.string(), z.unknown(), {
        error: "session must be a JSON object.",
      })
      .refine(
        (v) => Buffer.byteLength(JSON.stringify(v), "utf8") <= MOCK_INTERVIEW_SESSION_MAX_BYTES,
        `session must be at most ${MOCK_INTERVIEW_SESSION_MAX_BYTES} bytes.`,
      ),
  ),
});

// ---- plan and allowance -----------------------------------------------------------------------

async function featureSetOf(userId: number, now: Date): Promise<number | null> {
  return (await activeSubscription(userId, now))?.featureSet ?? null;
}

export async function mockAllowance(userId: number, timeZone: string, now = new Date()): Promise<MockAllowanceStatus> {
  return mockAllowanceStatus({
    featureSet: await featureSetOf(userId, now),
    startedMonthKeys: await startedMonthKeys(userId),
    now,
    timeZone,
  });
}

// ---- views ---------------------------------------------------------------------------------------

interface MockInterviewView {
  id: number;
  company: string;
  length_minutes: number;
  timezone: string;
  month_key: string;
  status: "in_progress" | "finished" | "expired";
  started_at: string;
  ends_at: string;
  finished_at: string | null;
  seconds_left: number;
  problems: {
    title: string;
    pattern: string;
    difficulty: string | null;
    link: string;
    /** the pattern on its roadmap, where practice goes on */
    pattern_link: string;
    author_id: number;
    work_id: number;
    page_id: number;
  }[];
  report: MockReport | null;
  session: unknown;
}

async function reportFor(row: MockInterviewRow, endedAt: string): Promise<MockReport> {
  const problems = parseDrawnProblems(row.problems);
  const facts = await gradedSubmissionFacts(
    row.userId,
    problems.map((p) => p.page_row_id),
  );
  return buildMockReport({
    problems,
    submissions: facts,
    startedAt: row.startedAt,
    endedAt,
    lengthMinutes: row.lengthMinutes,
  });
}

const parseJson = (text: string | null): unknown => {
  if (text == null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The view of an interview as of `now`. An in-progress one past its end time reads as expired
 * with its report computed (the same report it gets stored with at the next write): a GET
 * writes nothing.
 */
export async function mockInterviewView(row: MockInterviewRow, now = new Date()): Promise<MockInterviewView> {
  const status = effectiveMockStatus(row, now);
  let report: MockReport | null = null;
  if (status !== "in_progress") report = (parseJson(row.report) as MockReport | null) ?? (await reportFor(row, mockEndedAt({ ...row, status })));
  return {
    id: row.id,
    company: row.company,
    length_minutes: row.lengthMinutes,
    timezone: row.timezone,
    month_key: row.monthKey,
    status,
    started_at: row.startedAt,
    ends_at: row.endsAt,
    finished_at: row.finishedAt,
    seconds_left: status === "in_progress" ? mockSecondsLeft(row.endsAt, now) : 0,
    problems: parseDrawnProblems(row.problems).map((p) => ({
      title: p.title,
      pattern: p.pattern,
      difficulty: p.difficulty,
      link: coachLessonPath(p.path_slug, p.page_slug),
      pattern_link: `/interview-prep/${p.path_slug}#pattern-${p.pattern_slug}`,
      author_id: p.author_id,
      work_id: p.work_id,
      page_id: p.page_id,
    })),
    report,
    session: parseJson(row.session),
  };
}

/**
 * The report's timeline of an ended interview: every run and submission on its problems while it
 * ran, with its verdict, the time since the start, a link that opens it and one that compares it
 * with the learner's attempt just before it on the same problem (docs/product/judge.md#diffs-between-attempts).
 */
export async function mockInterviewTimeline(row: MockInterviewRow, now = new Date()) {
  const problems = parseDrawnProblems(row.problems);
  const status = effectiveMockStatus(row, now);
  const endedAt = status === "in_progress" ? now.toISOString() : mockEndedAt({ ...row, status });
  const attempts = await attemptFacts(
    row.userId,
    problems.map((p) => p.page_row_id),
  );
  return mockTimeline({ problemRowIds: problems.map((p) => p.page_row_id), attempts, startedAt: row.startedAt, endedAt }).map((e) => {
    const problem = problems[e.problem - 1]!;
    const link = coachLessonPath(problem.path_slug, problem.page_slug);
    return {
      ...e,
      title: problem.title,
      elapsed: elapsedText(e.elapsed_seconds),
      link: `${link}?submission=${e.id}#ws-results`,
      compare_link: e.previous_id == null ? null : `${link}/compare?from=${e.previous_id}&to=${e.id}`,
    };
  });
}

/** The learner's own interview; another learner's (or an unknown id) is null → 404. */
export async function ownMockInterview(userId: number, id: number): Promise<MockInterviewRow | null> {
  const row = await findMockInterview(id);
  return row && row.userId === userId ? row : null;
}

export async function mockInterviewHistory(userId: number, now = new Date()): Promise<MockInterviewView[]> {
  return Promise.all((await listMockInterviews(userId)).map((r) => mockInterviewView(r, now)));
}

export async function latestMockAttempt(userId: number, company: string, lengthMinutes: number, now = new Date()): Promise<MockInterviewView | null> {
  const row = await latestMockInterview(userId, company, lengthMinutes);
  return row ? mockInterviewView(row, now) : null;
}

// ---- writes ----------------------------------------------------------------------------------------

type StartOutcome =
  | { ok: true; row: MockInterviewRow }
  | {
      ok: false;
      status: 403 | 409 | 503;
      errorText: string;
      refusal: "no_plan" | "used_up" | "in_progress" | "no_content";
      inProgressId?: number;
    };

/**
 * Stores the reports of the learner's in-progress interviews whose time is up (idempotent). Run
 * on every write of the learner's and by the server's scheduled tick (closeAllExpiredMockInterviews);
 * pages and APIs only read: an interview past its end already reads as expired (mockInterviewView).
 */
async function closeExpiredMockInterviews(userId: number, now = new Date()): Promise<void> {
  for (const row of await inProgressMockInterviews(userId)) {
    if (effectiveMockStatus(row, now) !== "expired") continue;
    const report = await reportFor(row, row.endsAt);
    await endMockInterview(row.id, {
      status: "expired",
      finishedAt: null,
      report: JSON.stringify(report),
    });
  }
}

/** The scheduled close: every learner's interviews whose time is up get their report stored. */
async function closeAllExpiredMockInterviews(now = new Date()): Promise<number> {
  const learners = await learnersWithExpiredMockInterviews(now.toISOString());
  for (const userId of learners) await closeExpiredMockInterviews(userId, now);
  return learners.length;
}
// The server's timer (BILLING_INTERVAL_SECONDS) runs it with the billing work, in one process.
onBillingTick(closeAllExpiredMockInterviews);

export async function startMockInterview(userId: number, input: z.infer<typeof startSchema>, now = new Date()): Promise<StartOutcome> {
  await closeExpiredMockInterviews(userId, now);
  const featureSet = await featureSetOf(userId, now);
  const patterns = await mockCandidatePatterns();
  const problems = drawMockProblems(patterns, input.company, randomInt(1, 2 ** 31 - 1));
  const { row, refusal } = await startMockInterviewTx<Exclude<StartOutcome, { ok: true }>>(userId, ({ monthKeys, inProgress }) => {
    const open = inProgress.find((r) => effectiveMockStatus(r, now) === "in_progress");
    if (open)
      return {
        close: [],
        insert: null,
        refusal: {
          ok: false,
          status: 409,
          errorText: MOCK_INTERVIEW_TEXTS.inProgress,
          refusal: "in_progress",
          inProgressId: open.id,
        },
      };
    const allowance = mockAllowanceStatus({
      featureSet,
      startedMonthKeys: monthKeys,
      now,
      timeZone: input.timezone,
    });
    if (allowance.refusal === "no_plan")
      return {
        close: [],
        insert: null,
        refusal: {
          ok: false,
          status: 403,
          errorText: MOCK_INTERVIEW_TEXTS.noAllowance,
          refusal: "no_plan",
        },
      };
    if (allowance.refusal === "used_up")
      return {
        close: [],
        insert: null,
        refusal: {
          ok: false,
          status: 403,
          errorText: MOCK_INTERVIEW_TEXTS.usedUp(allowance.allowance),
          refusal: "used_up",
        },
      };
    if (problems.length === 0)
      return {
        close: [],
        insert: null,
        refusal: {
          ok: false,
          status: 503,
          errorText: "No interview problems are available right now.",
          refusal: "no_content",
        },
      };
    return {
      close: [],
      refusal: null,
      insert: {
        userId,
        company: input.company,
        lengthMinutes: input.length,
        problems: JSON.stringify(problems),
        timezone: input.timezone,
        monthKey: monthKeyIn(now, input.timezone),
        status: "in_progress",
        startedAt: now.toISOString(),
        endsAt: mockInterviewEndsAt(now, input.length).toISOString(),
      },
    };
  });
  return row ? { ok: true, row } : refusal!;
}

/** "Finish": ends the learner's in-progress interview now; a past end time makes it expired instead. */
export async function finishMockInterview(row: MockInterviewRow, now = new Date()): Promise<MockInterviewRow> {
  const status = effectiveMockStatus(row, now);
  if (status === "in_progress") {
    const report = await reportFor(row, now.toISOString());
    await endMockInterview(row.id, {
      status: "finished",
      finishedAt: now.toISOString(),
      report: JSON.stringify(report),
    });
  } else if (row.status === "in_progress") {
    await endMockInterview(row.id, {
      status: "expired",
      finishedAt: null,
      report: JSON.stringify(await reportFor(row, row.endsAt)),
    });
  }
  return (await findMockInterview(row.id))!;
}

type SessionOutcome = { ok: true } | { ok: false; status: 409; errorText: string };

/** Stores the client's session document while the interview is in progress. */
export async function updateMockSession(row: MockInterviewRow, session: Record<string, unknown>, now = new Date()): Promise<SessionOutcome> {
  if (effectiveMockStatus(row, now) !== "in_progress") {
    await closeExpiredMockInterviews(row.userId, now);
    return { ok: false, status: 409, errorText: MOCK_INTERVIEW_TEXTS.ended };
  }
  await setMockInterviewSession(row.id, JSON.stringify(session));
  return { ok: true };
}

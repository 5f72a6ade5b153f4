// No spoilers (docs/product/interview-prep.md#solutions, docs/decisions/0016-coach-solution-gate.md): a problem's solution page is
// served only once the learner has submitted the problem or chose to reveal its solution. A
// logged-in learner's reveals are stored (coach_solution_reveals); a visitor's live in a cookie.
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { openSolutionProblemRows, recordSolutionReveal } from "~/models/coachSolutionReveals.server";
import { secureCookies } from "~/utils/env.server";

/** At most this many revealed problems are remembered for a visitor (the cookie stays small). */
const VISITOR_REVEALS_MAX = 200;
const YEAR_S = 365 * 24 * 3600;

let cookie: ReturnType<typeof createCookie> | undefined;
const revealsCookie = () =>
  (cookie ??= createCookie("coach_reveals", { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies(), maxAge: YEAR_S }));

const visitorReveals = z.array(z.number().int().positive()).max(VISITOR_REVEALS_MAX).catch([]);

async function readVisitorReveals(request: Request): Promise<number[]> {
  const raw: unknown = await revealsCookie().parse(request.headers.get("Cookie"));
  return visitorReveals.parse(raw ?? []);
}

/** Of the given problem pages (coach_pages.id), those whose solution this viewer may read. */
export async function openSolutions(request: Request, userId: number | null, problemRowIds: readonly number[]): Promise<Set<number>> {
  if (userId != null) return openSolutionProblemRows(userId, problemRowIds);
  const revealed = new Set(await readVisitorReveals(request));
  return new Set(problemRowIds.filter((id) => revealed.has(id)));
}

/** Records the choice to reveal a problem's solution; for a visitor, the Set-Cookie header to send. */
export async function revealSolution(request: Request, userId: number | null, problemRowId: number, now: Date): Promise<Headers> {
  const headers = new Headers();
  if (userId != null) {
    await recordSolutionReveal(userId, problemRowId, now);
    return headers;
  }
  const kept = (await readVisitorReveals(request)).filter((id) => id !== problemRowId);
  const next = [...kept, problemRowId].slice(-VISITOR_REVEALS_MAX);
  headers.append("Set-Cookie", await revealsCookie().serialize(next));
  return headers;
}

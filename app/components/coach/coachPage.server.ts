// What every coach page loader starts from: the viewer, the learner's context (account or
// visitor cookie), and the path chosen by URL slug or by the `mp` query parameter.
import { json } from "@remix-run/node";
import { CONTEXT_STATUS } from "~/engine";
import { decodePathInfo, getCoachContext, type CoachContext } from "~/services/coach.server";
import type { ContextView } from "./PreferencesSummary";
import { getUser } from "~/utils/auth.server";

export async function coachViewer(request: Request) {
  const user = await getUser(request);
  const context = await getCoachContext(user?.id ?? null, request.headers.get("Cookie"));
  return { user, context };
}

/** The context as the preferences summary shows it; `saved` is false while the defaults apply. */
export function contextView(context: CoachContext): ContextView {
  const { company, lang, position, interviewDate, daysToInterview } = context;
  return { company, lang, position, interviewDate, daysToInterview, saved: context.context_status !== CONTEXT_STATUS.NO_CONTEXT_FOUND };
}

/** The `mp` query parameter (an encoded path id) as path ids; null when absent or malformed. */
export function mpParam(request: Request) {
  const mp = new URL(request.url).searchParams.get("mp");
  return mp ? decodePathInfo(mp) : null;
}

/**
 * Turns a Response thrown by the coach services (404/400/503 JSON with errorText) into action data,
 * so a form post without JavaScript re-renders the page with the message instead of an error page.
 */
export async function asActionData<T>(intent: string, run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof Response) || e.status < 400) throw e;
    // 4xx: bad input or an unknown page; 503: the judge is busy. Both carry an errorText to show.
    const body = (await e.clone().json().catch(() => ({}))) as { errorText?: string; errors?: Record<string, string> };
    if (typeof body.errorText !== "string") throw e;
    return json({ intent, errorText: body.errorText, errors: body.errors ?? null }, { status: e.status });
  }
}

export { gradingLanguages } from "~/services/judge/index.server";

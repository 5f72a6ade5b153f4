// What every coach page loader starts from: the viewer, the learner's context (account or
// visitor cookie), and a path chosen by the `mp` query parameter.
import { CONTEXT_STATUS } from "~/engine";
import { decodePathInfo } from "~/engine/coachProgress";
import { getUser } from "~/utils/auth.server";
import { getCoachContext, type CoachContext } from "./context.server";

export async function coachViewer(request: Request) {
  const user = await getUser(request);
  const context = await getCoachContext(user?.id ?? null, request.headers.get("Cookie"));
  return { user, context };
}

/** The context as the preferences summary shows it. */
export type ContextView = {
  company: string;
  lang: string;
  position: string;
  interviewDate: string | null;
  daysToInterview: number;
  /** false while the defaults apply (nothing stored yet) */
  saved: boolean;
};

export function contextView(context: CoachContext): ContextView {
  const { company, lang, position, interviewDate, daysToInterview } = context;
  return { company, lang, position, interviewDate, daysToInterview, saved: context.context_status !== CONTEXT_STATUS.NO_CONTEXT_FOUND };
}

/** The `mp` query parameter (an encoded path id) as path ids; null when absent or malformed. */
export function mpParam(request: Request) {
  const mp = new URL(request.url).searchParams.get("mp");
  return mp ? decodePathInfo(mp) : null;
}

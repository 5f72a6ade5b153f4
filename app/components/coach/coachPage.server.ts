// What every coach page loader starts from: the viewer, the learner's context (account or
// visitor cookie), and the path chosen by URL slug or by the `mp` query parameter.
import { json, redirect } from "@remix-run/node";
import { decodePathInfo, getCoachContext, requirePath } from "~/services/coach.server";
import { getUser } from "~/utils/auth.server";
import { loginRedirectPath } from "~/engine/routing";

export async function coachViewer(request: Request) {
  const user = await getUser(request);
  const context = await getCoachContext(user?.id ?? null, request.headers.get("Cookie"));
  return { user, context };
}

/** The `mp` query parameter (an encoded path id) as path ids; null when absent or malformed. */
export function mpParam(request: Request) {
  const mp = new URL(request.url).searchParams.get("mp");
  return mp ? decodePathInfo(mp) : null;
}

/** Throws the login redirect of a page that needs a session, back to this page. */
export function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  throw redirect(loginRedirectPath(url.pathname + url.search));
}

/**
 * Turns a Response thrown by the coach services (404/400 JSON with errorText) into action data,
 * so a form post without JavaScript re-renders the page with the message instead of an error page.
 */
export async function asActionData<T>(intent: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (e) {
    if (e instanceof Response && e.status >= 400 && e.status < 500) {
      const body = (await e.json().catch(() => ({}))) as { errorText?: string; errors?: Record<string, string> };
      return json({ intent, errorText: body.errorText ?? "That did not work.", errors: body.errors ?? null }, { status: e.status });
    }
    throw e;
  }
}

/** A path by slug, with an `mp` query parameter taking precedence when it names another path. */
export async function pathFromRequest(request: Request, slug: string) {
  const mp = mpParam(request);
  return mp ? requirePath({ authorId: mp.pathAuthorId, pathId: mp.pathId }) : requirePath({ slug });
}

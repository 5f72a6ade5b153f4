// Who is asking: guards that throw Responses (redirects for pages, 401 JSON for the API). Guards
// come first in a loader or action: requireUser, requireApiUser, requireAnonymous, requireStaff.
import { redirect } from "@remix-run/node";
import { loginRedirectPath } from "~/engine/routing";
import type { SessionStart } from "~/engine/sessionStarts";
import { isInternalStaff } from "~/engine/staff";
import { getUserById, type User } from "~/models/user.server";
import { getSession, sessionStorage } from "./session.server";
import { env } from "./env.server";
import { requestMemo } from "../../db/requestMemo";
import { forbidden, notFound, safeRedirect, unauthorized } from "./http.server";

export async function getUser(request: Request): Promise<User | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  if (typeof userId !== "number") return null;
  return (await requestMemo(`user:${userId}`, () => getUserById(userId))) ?? null;
}

/** Where a page that needs a session sends a visitor: /login?ru=<this path>. */
export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(loginRedirectPath(url.pathname + url.search));
}

/** Pages: a visitor without a session goes to /login?ru=<this path>. */
export async function requireUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

/** API paths: 401 with errorText when there is no session. */
export async function requireApiUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (!user) unauthorized();
  return user;
}

/** Pages for visitors only (log in, sign up): a logged-in user goes on to `ru` (or the fallback). */
export async function requireAnonymous(request: Request, fallback = "/learn/home"): Promise<void> {
  if (await getUser(request)) throw redirect(safeRedirect(new URL(request.url).searchParams.get("ru") ?? fallback));
}

/**
 * Internal staff: the engine's one rule (a verified address of the staff domain). A caller that
 * passes no `verified` gets false, so a partial user object can never grant staff rights.
 */
export const isStaff = (user: (Pick<User, "email"> & { verified?: boolean | null }) | null | undefined): boolean =>
  isInternalStaff(user, env().STAFF_EMAIL_DOMAIN);

/**
 * Staff-only pages: everyone else, visitors included, gets the not-found answer of an unknown
 * page (a login redirect would tell that the page exists).
 */
export async function requireStaff(request: Request): Promise<User> {
  const user = await getUser(request);
  if (!user || !isStaff(user)) notFound();
  return user;
}

export const IMPERSONATION_REFUSAL = "Password, e-mail and payment changes are not allowed while impersonating a learner.";

/**
 * The one guard of what staff may not do in a learner's name (password change or reset, e-mail
 * change, checkout, payment methods): 403 with one sentence while the session is an impersonation.
 */
export async function refuseWhileImpersonating(request: Request): Promise<void> {
  if (await isImpersonating(request)) forbidden(IMPERSONATION_REFUSAL);
}

export const IMPERSONATION_SESSION_REFUSAL = "You cannot log in or start another session while impersonating a learner. Stop impersonating first.";

/** Whether this request's session is an impersonation (staff acting as a learner). */
export async function isImpersonating(request: Request): Promise<boolean> {
  return typeof (await getSession(request)).get("impersonatorUserId") === "number";
}

/**
 * Refuses (403) to start a session while this request is an impersonation. startSession checks
 * it; a path with other writes before its session calls it first, so a refusal writes nothing.
 */
export async function refuseSessionWhileImpersonating(request: Request): Promise<void> {
  if (await isImpersonating(request)) forbidden(IMPERSONATION_SESSION_REFUSAL);
}

/**
 * Starts a fresh session row (never reuses the visitor's old id) and returns its cookie. `via`
 * names the path (the list of every one is SESSION_STARTS, app/engine/sessionStarts.ts), kept in
 * the session's data. Never while the request is an impersonation: that would replace it with a
 * plain learner session.
 */
export async function startSession(request: Request, userId: number, via: SessionStart): Promise<string> {
  await refuseSessionWhileImpersonating(request);
  const storage = sessionStorage();
  const old = await getSession(request);
  if (old.id) await storage.destroySession(old);
  const session = await storage.getSession();
  session.set("userId", userId);
  session.set("startedVia", via);
  const agent = request.headers.get("User-Agent");
  if (agent) session.set("userAgent", agent.slice(0, 256));
  return storage.commitSession(session);
}

export async function endSession(request: Request): Promise<string> {
  const storage = sessionStorage();
  return storage.destroySession(await getSession(request));
}

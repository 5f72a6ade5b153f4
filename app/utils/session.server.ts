// Sessions live in the database: the cookie carries a random id only, so logout (and a
// password reset) revokes them by deleting rows. The idle limit (docs/product/accounts.md#session-idle, 15 minutes) is
// enforced here: a session idle too long is deleted and read as no session at all, and reading a
// live one records its activity at most once a minute (docs/decisions/0022-session-idle.md).
import { createCookie, createSessionStorage, type Cookie } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isSessionIdleExpired, shouldTouchSession } from "~/engine/shell";
import { deleteSession, findSession, insertSession, updateSession, type SessionValues } from "~/models/session.server";
import { databasePath } from "../../db/client";
import { databaseEngine } from "../../db/engine";
import { env, POSTGRES_NEEDS_SESSION_SECRET, secureCookies } from "./env.server";
import { forgetRequestMemo, requestMemo } from "../../db/requestMemo";

const SESSION_DAYS = 30;

export function sessionSecret(): string {
  const configured = env().SESSION_SECRET;
  if (configured) return configured;
  // On PostgreSQL there is no file beside the database, and every machine must sign with the same
  // secret: SESSION_SECRET is required there (the server refuses to start without it, see
  // POSTGRES_NEEDS_SESSION_SECRET). A secret derived from the URL would be guessable when the URL
  // carries no password.
  if (databaseEngine() === "postgres") throw new Error(POSTGRES_NEEDS_SESSION_SECRET);
  // Embedded default: one random secret per database, kept beside it.
  const file = path.join(path.dirname(databasePath()), ".session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("hex");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

const secure = secureCookies;

export type SessionData = {
  userId?: number;
  /** while staff impersonate a learner (userId): who, the impersonations row, and the staff's own session to return to */
  impersonatorUserId?: number;
  impersonationId?: number;
  staffSessionId?: string;
  /** the browser that signed in (User-Agent, shortened), listed on the account page */
  userAgent?: string;
  /** how the session started: a name of SESSION_STARTS (app/engine/sessionStarts.ts) */
  startedVia?: string;
};

let storage: ReturnType<typeof createSessionStorage<SessionData>> | undefined;

export function sessionStorage() {
  if (storage) return storage;
  const cookie = createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secure(),
    secrets: [sessionSecret()],
    maxAge: SESSION_DAYS * 24 * 3600,
  });
  // The root, layout and page loaders each read the session: the signed cookie is verified
  // (an HMAC) once per GET request, like the row it names.
  const onceCookie: Cookie = {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    parse: (header, options) => (options || !header ? cookie.parse(header, options) : requestMemo(`cookie:${header}`, () => cookie.parse(header))),
    serialize: (value, options) => cookie.serialize(value, options),
  };
  storage = createSessionStorage<SessionData>({
    cookie: onceCookie,
    async createData(data, expires) {
      const id = randomBytes(24).toString("base64url");
      const exp = expires ?? new Date(Date.now() + SESSION_DAYS * 864e5);
      await insertSession({
        id,
        userId: data.userId ?? null,
        data: JSON.stringify(data),
        expiresAt: exp.toISOString(),
        lastSeenAt: Date.now(),
        userAgent: data.userAgent ?? null,
      });
      return id;
    },
    async readData(id) {
      // Once per GET request (the root, layout and page loaders all ask); each caller gets its own copy.
      const data = await requestMemo(`session:${id}`, () => readSessionData(id));
      return data === null ? null : (JSON.parse(data) as SessionData);
    },
    async updateData(id, data, expires) {
      forgetRequestMemo(`session:${id}`);
      // Writing a session is activity too (this also revives a staff session handed back after an impersonation).
      const values: SessionValues = {
        data: JSON.stringify(data),
        userId: data.userId ?? null,
        lastSeenAt: Date.now(),
      };
      if (expires) values.expiresAt = expires.toISOString();
      await updateSession(id, values);
    },
    async deleteData(id) {
      forgetRequestMemo(`session:${id}`);
      await deleteSession(id);
    },
  });
  return storage;
}

/** A live session's stored data (as JSON), or null: an expired or idle one is deleted, a live one touched. */
async function readSessionData(id: string): Promise<string | null> {
  const row = await findSession(id);
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt < new Date(now).toISOString() || isSessionIdleExpired(row.lastSeenAt ?? null, now)) {
    await deleteSession(id);
    return null;
  }
  if (shouldTouchSession(row.lastSeenAt ?? null, now)) {
    await updateSession(id, { lastSeenAt: now });
  }
  return row.data;
}

/**
 * Whether the request's cookie names a session that no longer exists (ended by the idle limit,
 * expiry, a password change or a revocation), as opposed to no cookie at all: the login page
 * then says "Your session has expired." (a logout clears the cookie, so it never says so).
 */
export async function hadStaleSession(request: Request): Promise<boolean> {
  const session = await getSession(request);
  return session.id !== "" && Object.keys(session.data).length === 0;
}

/** The session a request's cookie names (an empty one when none): what services that need it are given. */
export type RequestSession = Awaited<ReturnType<typeof getSession>>;

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/**
 * Records activity on the request's live session now, past the once-a-minute throttle: the page's
 * keepalive ("Resume Session", or input after a quiet minute) always moves the idle limit.
 */
export async function recordSessionActivity(request: Request): Promise<void> {
  const session = await getSession(request);
  if (session.id === "" || Object.keys(session.data).length === 0) return;
  forgetRequestMemo(`session:${session.id}`);
  await updateSession(session.id, { lastSeenAt: Date.now() });
}

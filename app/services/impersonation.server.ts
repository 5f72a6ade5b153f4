// Staff impersonating a learner (docs/product/accounts.md#impersonation): internal staff
// only, never another staff member. Starting makes a NEW session for the learner that remembers
// the staff user and the staff's own session (sessions.data); the staff session row is left alone,
// so stopping hands it back as it was, and if it was revoked meanwhile (logout elsewhere,
// password reset) stopping just ends everything. Every start and stop is written to
// `impersonations` and `staff_audit_log` in one transaction. While it lasts the root loader shows
// the banner, and refuseWhileImpersonating (auth.server) keeps passwords, e-mail and payments
// out of reach.
import { createSession } from "@remix-run/node";
import { z } from "zod";
import { emailSchema } from "~/engine/validation";
import { findLiveSession, recordImpersonationStart, recordImpersonationStop, setImpersonationSession } from "~/models/impersonation.server";
import { findUserByEmail, getUserById, type User } from "~/models/user.server";
import { isStaff } from "~/utils/auth.server";
import { sessionStorage, type RequestSession, type SessionData } from "~/utils/session.server";

/** An impersonation session lasts at most this long. */
const IMPERSONATION_HOURS = 2;

export const IMPERSONATION_TEXTS = {
  banner: (name: string, email: string) => `You are viewing Codelift as ${name} (${email}).`,
  noTarget: "No learner has this e-mail address or id.",
  staffTarget: "Staff members cannot be impersonated.",
  already: "You are already impersonating someone. Stop impersonating first.",
  notImpersonating: "You are not impersonating anyone.",
  started: (name: string) => `You are now viewing Codelift as ${name}. Password, e-mail and payment changes are off.`,
  stopped: "You stopped impersonating. You are back in your own account.",
  ownSessionEnded: "You stopped impersonating. Your own session has ended meanwhile: please log in again.",
} as const;

export const impersonateSchema = z
  .object({
    email: z.preprocess((v) => (v === "" ? undefined : v), emailSchema.optional()),
    user_id: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.coerce.number({ error: "Enter a user id." }).int("Enter a user id.").positive("Enter a user id.").optional(),
    ),
    reason: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      z
        .string({ error: "Say why you need to impersonate this learner." })
        .min(5, "Say why you need to impersonate this learner (at least 5 characters).")
        .max(500, "Keep the reason under 500 characters."),
    ),
  })
  .refine((v) => v.email !== undefined || v.user_id !== undefined, { message: "Enter the learner's e-mail address or user id.", path: ["email"] });
type ImpersonateInput = z.infer<typeof impersonateSchema>;

interface ActiveImpersonation {
  impersonationId: number;
  staffUserId: number;
  staffSessionId: string;
}

/** The impersonation this session (the request's, read by the route) is, or null. */
export function readImpersonation(session: RequestSession): ActiveImpersonation | null {
  const staffUserId = session.get("impersonatorUserId");
  const impersonationId = session.get("impersonationId");
  const staffSessionId = session.get("staffSessionId");
  if (typeof staffUserId !== "number" || typeof impersonationId !== "number" || typeof staffSessionId !== "string") return null;
  return { impersonationId, staffUserId, staffSessionId };
}

/** The banner's text for this request (root loader), or null when nobody is impersonated. */
export function impersonationBanner(session: RequestSession, user: Pick<User, "fullName" | "email"> | null): { text: string } | null {
  if (!user || !readImpersonation(session)) return null;
  return { text: IMPERSONATION_TEXTS.banner(user.fullName, user.email) };
}

type StartResult = { ok: true; target: User; impersonationId: number; setCookie: string } | { ok: false; status: 400 | 403 | 404; errorText: string };

/** Starts impersonating from the staff's session: `staff` must already be checked to be internal staff (isStaff). */
export async function startImpersonation(
  staffSession: RequestSession,
  staff: User,
  input: ImpersonateInput,
  now: Date = new Date(),
): Promise<StartResult> {
  if (readImpersonation(staffSession)) return { ok: false, status: 400, errorText: IMPERSONATION_TEXTS.already };
  const target = input.user_id !== undefined ? await getUserById(input.user_id) : await findUserByEmail(input.email!);
  if (!target || (input.email !== undefined && input.user_id !== undefined && target.email !== input.email.trim().toLowerCase()))
    return { ok: false, status: 404, errorText: IMPERSONATION_TEXTS.noTarget };
  // Any address of the staff domain, verified or not, and oneself.
  if (target.id === staff.id || isStaff({ email: target.email, verified: true }))
    return { ok: false, status: 403, errorText: IMPERSONATION_TEXTS.staffTarget };
  if (!staffSession.id) return { ok: false, status: 400, errorText: IMPERSONATION_TEXTS.notImpersonating };
  const row = await recordImpersonationStart({ staff, target, reason: input.reason }, now);
  const storage = sessionStorage();
  const session = await storage.getSession();
  const data: SessionData = { userId: target.id, impersonatorUserId: staff.id, impersonationId: row.id, staffSessionId: staffSession.id };
  for (const [k, v] of Object.entries(data)) session.set(k as keyof SessionData, v as never);
  const setCookie = await storage.commitSession(session, { expires: new Date(now.getTime() + IMPERSONATION_HOURS * 3600_000) });
  // The new row's id is what the cookie carries.
  const created = await storage.getSession(setCookie.split(";")[0]);
  if (created.id) await setImpersonationSession(row.id, created.id);
  return { ok: true, target, impersonationId: row.id, setCookie };
}

type StopResult = { ok: true; restored: boolean; setCookies: string[]; staffEmail: string | null } | { ok: false };

/** Stops the impersonation of this session: records the end, revokes it, and returns the staff's own session. */
export async function stopImpersonation(session: RequestSession, now: Date = new Date()): Promise<StopResult> {
  const active = readImpersonation(session);
  if (!active) return { ok: false };
  const storage = sessionStorage();
  const staff = await getUserById(active.staffUserId);
  if (staff) await recordImpersonationStop(active.impersonationId, staff, now);
  // The impersonation session row goes in any case.
  const cleared = await storage.destroySession(session);
  const own = await findLiveSession(active.staffSessionId, now);
  if (!staff || !own || own.userId !== staff.id) return { ok: true, restored: false, setCookies: [cleared], staffEmail: staff?.email ?? null };
  // The staff's own session row, unchanged: committing it again only renews its cookie.
  const restored = createSession<SessionData>(JSON.parse(own.data) as SessionData, own.id);
  return { ok: true, restored: true, setCookies: [await storage.commitSession(restored)], staffEmail: staff.email };
}

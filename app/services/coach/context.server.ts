// The learner's coach context (docs/product/interview-prep.md#context): company, language, position, interview
// date and chosen patterns. Stored on the account for a learner, in a cookie for a visitor,
// and moved from the cookie to the account at login.
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { COMPANY_CHOICES, CONTEXT_STATUS, LANGUAGE_CHOICES, POSITION_CHOICES, planModules, resolveCoachContext, type CoachContext } from "~/engine";
import { findCoachPathBySlug, loadCoachPathContent } from "~/models/coachPathContent.server";
import { getCoachPreferences, upsertCoachPreferences } from "~/models/coachState.server";
import { MESSAGES } from "~/engine/messages";
import { secureCookies } from "~/utils/env.server";
import { flattenIssues } from "~/utils/http.server";

export type { CoachContext };

/** The roadmap whose pattern modules are the selectable patterns. */
const PATTERN_PATH_SLUG = "coding";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** selectedPatterns may arrive as an array, JSON text of an array, or comma-separated text. */
const patternList = z.preprocess(
  (v) => {
    if (v == null || v === "") return undefined;
    if (typeof v !== "string") return v;
    const t = v.trim();
    if (t.startsWith("[")) {
      try {
        return JSON.parse(t);
      } catch {
        return v;
      }
    }
    return t
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  },
  z.array(z.string().trim().min(1).max(120), { error: "selectedPatterns must be a list of pattern slugs." }).max(100).optional(),
);

/** The body of a context save (forms send every value as a string). */
const coachContextInputSchema = z.object({
  company: z.enum(COMPANY_CHOICES, { error: `Choose a company: ${COMPANY_CHOICES.join(", ")}.` }),
  lang: z.enum(LANGUAGE_CHOICES, { error: `Choose a language: ${LANGUAGE_CHOICES.join(", ")}.` }),
  position: z.enum(POSITION_CHOICES, { error: `Choose a position: ${POSITION_CHOICES.join(", ")}.` }),
  interviewDate: z
    .union([z.string(), z.null(), z.undefined()])
    .transform((v) => (v == null ? "" : v.trim()))
    .refine((v) => v === "" || (ISO_DATE.test(v) && isRealDate(v)), { error: "The interview date must be a date (YYYY-MM-DD) or empty." })
    .transform((v) => (v === "" ? null : v)),
  selectedPatterns: patternList,
});
type CoachContextInput = z.infer<typeof coachContextInputSchema>;

/** The preferences page's form: the context and where to go back to (`ru`, checked with safeRedirect). */
export const preferencesFormSchema = coachContextInputSchema.extend({ ru: z.string().optional() });

/** The selectable patterns: the coding roadmap's modules (slugs, in order), conclusion modules excluded. */
async function defaultPatternSlugs(): Promise<string[]> {
  const path = await findCoachPathBySlug(PATTERN_PATH_SLUG);
  if (!path) return [];
  return planModules((await loadCoachPathContent(path)).modules).map((m) => m.slug);
}

/** Validates a context body: zod, then the chosen patterns against the existing ones. */
export async function parseCoachContextInput(
  raw: unknown,
): Promise<{ ok: true; data: CoachContextInput } | { ok: false; status: 400; errors: Record<string, string> }> {
  const parsed = coachContextInputSchema.safeParse(raw ?? {});
  if (!parsed.success) return { ok: false, status: 400, errors: flattenIssues(parsed.error) };
  if (parsed.data.selectedPatterns?.length) {
    const known = new Set(await defaultPatternSlugs());
    const unknown = parsed.data.selectedPatterns.find((s) => !known.has(s));
    if (unknown) return { ok: false, status: 400, errors: { selectedPatterns: `Unknown pattern: "${unknown}".` } };
  }
  return { ok: true, data: parsed.data };
}

// ---------------------------------------------------------------- visitor cookie

const secure = secureCookies;
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** What the visitor cookie holds (validated on read: the cookie is untrusted input). */
const cookieSchema = z.object({
  company: z.string().max(40),
  lang: z.string().max(40),
  position: z.string().max(60),
  interviewDate: z.string().max(10).nullable(),
  selectedPatterns: z.array(z.string().max(120)).max(100).nullable(),
  updatedAt: z.string().max(40),
});
type CookieCoachContext = z.infer<typeof cookieSchema>;

let cookie: ReturnType<typeof createCookie> | undefined;
const contextCookie = () =>
  (cookie ??= createCookie("coach_context", { httpOnly: true, sameSite: "lax", path: "/", secure: secure(), maxAge: COOKIE_MAX_AGE_S }));

/** The logged-out learner's context cookie: httpOnly, SameSite=Lax, one year. */
export const coachContextCookie = {
  name: "coach_context",
  /** The stored context from a Cookie header; null when absent or not valid. */
  async parse(cookieHeader: string | null | undefined): Promise<CookieCoachContext | null> {
    if (!cookieHeader) return null;
    try {
      const r = cookieSchema.safeParse(await contextCookie().parse(cookieHeader));
      return r.success ? r.data : null;
    } catch {
      return null;
    }
  },
  /** A Set-Cookie value storing a validated context. */
  serialize(input: CoachContextInput, now = new Date()): Promise<string> {
    const value: CookieCoachContext = {
      company: input.company,
      lang: input.lang,
      position: input.position,
      interviewDate: input.interviewDate,
      selectedPatterns: input.selectedPatterns?.length ? input.selectedPatterns : null,
      updatedAt: now.toISOString(),
    };
    return contextCookie().serialize(value);
  },
  /** A Set-Cookie value that removes the cookie. */
  clear(): Promise<string> {
    return contextCookie().serialize("", { maxAge: 0, expires: new Date(0) });
  },
};

// ---------------------------------------------------------------- reading and saving

/**
 * The learner's context with the defaults of docs/product/interview-prep.md#context (Google, Python, Entry-Level
 * Engineer, 28 days, every pattern). A learner's context comes from the account; a visitor's
 * from the context cookie (pass the request's Cookie header). Nothing stored: context_status
 * 1004.
 */
export async function getCoachContext(userId: number | null, cookieHeader?: string | null, today: Date = new Date()): Promise<CoachContext> {
  const defaults = await defaultPatternSlugs();
  if (userId != null) {
    const row = await getCoachPreferences(userId);
    if (!row) return resolveCoachContext(null, today, defaults);
    let selected: string[] | null = null;
    try {
      const v = row.selectedPatterns ? (JSON.parse(row.selectedPatterns) as unknown) : null;
      selected = Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : null;
    } catch {
      selected = null;
    }
    return resolveCoachContext(
      {
        company: row.company,
        lang: row.lang,
        position: row.position,
        interviewDate: row.interviewDate,
        selectedPatterns: selected,
        context_status: row.contextStatus,
      },
      today,
      defaults,
    );
  }
  const stored = await coachContextCookie.parse(cookieHeader);
  return resolveCoachContext(stored ? { ...stored, context_status: CONTEXT_STATUS.CONTEXT_EXISTS } : null, today, defaults);
}

type SaveContextResult = { ok: true; context: CoachContext } | { ok: false; status: 400; errors: Record<string, string> };

/** Validates (zod: company, lang, position, interviewDate, selectedPatterns) and stores the learner's context. */
export async function saveCoachContext(userId: number, input: unknown, now: Date = new Date()): Promise<SaveContextResult> {
  const parsed = await parseCoachContextInput(input);
  if (!parsed.ok) return parsed;
  const d = parsed.data;
  await upsertCoachPreferences(
    userId,
    {
      company: d.company,
      lang: d.lang,
      position: d.position,
      interviewDate: d.interviewDate,
      selectedPatterns: d.selectedPatterns?.length ? d.selectedPatterns : null,
      contextStatus: CONTEXT_STATUS.CONTEXT_EXISTS,
    },
    now,
  );
  return { ok: true, context: await getCoachContext(userId, null, now) };
}

/**
 * At login: moves the visitor cookie's context to the account when the account has none or an
 * older one, and clears the cookie either way. `migrated` true means the page should show the
 * toast "Data successfully migrated"; `setCookie` (when present) must be sent with the reply.
 */
export async function migrateCoachContextFromCookie(request: Request, userId: number): Promise<{ migrated: boolean; setCookie?: string }> {
  const stored = await coachContextCookie.parse(request.headers.get("Cookie"));
  if (!stored) return { migrated: false };
  const setCookie = await coachContextCookie.clear();
  const parsed = await parseCoachContextInput(stored);
  if (!parsed.ok) return { migrated: false, setCookie };
  const existing = await getCoachPreferences(userId);
  if (existing && existing.updatedAt >= stored.updatedAt) return { migrated: false, setCookie };
  const d = parsed.data;
  await upsertCoachPreferences(
    userId,
    {
      company: d.company,
      lang: d.lang,
      position: d.position,
      interviewDate: d.interviewDate,
      selectedPatterns: d.selectedPatterns?.length ? d.selectedPatterns : null,
      contextStatus: CONTEXT_STATUS.CONTEXT_EXISTS,
    },
    new Date(),
  );
  return { migrated: true, setCookie };
}

export const MIGRATION_TOAST = MESSAGES.dataSuccessfullyMigrated;

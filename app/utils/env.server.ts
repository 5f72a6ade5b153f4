// Configuration, validated once with zod. Every variable is optional: the embedded defaults run anywhere.
import { z } from "zod";
import { DEFAULT_INTERNAL_EMAIL_DOMAIN } from "~/engine/constants";
import { DEFAULT_SITE_ORIGIN, normalizeOrigin } from "~/engine/seo";

const PORT_MESSAGE = "must be a port number from 0 to 65535";
const unsetWhenEmpty = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

// ---- the judge (app/services/judge): its settings, validated with all the others
const STRIPE_JS_URL_MESSAGE = "must be an http:// or https:// URL of Stripe.js";
const JUDGE_URL_MESSAGE = "must be an http:// or https:// URL of a Judge0-compatible grading service";
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(unsetWhenEmpty, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional());
};
const judgeSchema = z.object({
  /** a Judge0-compatible grading service for Java, C++ and Go (unset: only Python and JavaScript are graded) */
  JUDGE_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .trim()
      .url(JUDGE_URL_MESSAGE)
      .refine((v) => /^https?:\/\//i.test(v), JUDGE_URL_MESSAGE)
      .optional(),
  ),
  /** sent as X-Auth-Token to the grading service */
  JUDGE_AUTH_TOKEN: z.preprocess(unsetWhenEmpty, z.string().optional()),
  /** gradings at once (default: the number of cores), and waiting before "The judge is busy" (default 50) */
  JUDGE_CONCURRENCY: wholeNumber(1, 64),
  JUDGE_MAX_WAITING: wholeNumber(0, 100_000),
  /** CPU time per test case (default 2000) */
  JUDGE_TIME_LIMIT_MS: wholeNumber(100, 60_000),
  /** warm Python sandboxes (default 2), and submissions before one is replaced (default 100) */
  JUDGE_PYTHON_WARM: wholeNumber(0, 16),
  JUDGE_PYTHON_RECYCLE_AFTER: wholeNumber(1, 100_000),
  /** start one sandbox per language when the server starts, so the first learner does not wait (default 1; 0: start on first use) */
  JUDGE_WARM_ON_START: z.preprocess(unsetWhenEmpty, z.enum(["0", "1"], { error: 'must be "0" or "1"' }).optional()),
  /** "0": Java, C++ and Go are not built here even when their compilers are installed (only through JUDGE_URL) */
  JUDGE_NATIVE: z.preprocess(unsetWhenEmpty, z.enum(["0", "1"], { error: 'must be "0" or "1"' }).optional()),
  /** "0": no complexity measurement or failing-input search after a verdict (docs/product/judge.md#the-measured-complexity) */
  JUDGE_INSIGHT: z.preprocess(unsetWhenEmpty, z.enum(["0", "1"], { error: 'must be "0" or "1"' }).optional()),
});
type JudgeEnv = z.infer<typeof judgeSchema>;

const schema = z
  .object({
    ...judgeSchema.shape,
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** HTTP port (0: any free port); HOST: the interface to listen on, a host name or an IP address */
    PORT: z.preprocess(
      unsetWhenEmpty,
      z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(0, PORT_MESSAGE).max(65535, PORT_MESSAGE).default(3000),
    ),
    HOST: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .trim()
        .regex(/^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)$/, "must be a host name or an IP address such as 127.0.0.1")
        .default("0.0.0.0"),
    ),
    DATABASE_URL: z.string().default("data/codelift.db"),
    SESSION_SECRET: z.string().min(16).optional(),
    /** e-mail domain of internal staff */
    STAFF_EMAIL_DOMAIN: z.string().default(DEFAULT_INTERNAL_EMAIL_DOMAIN),
    /** when set (smtp://user:pass@host:587, smtps://…:465), mail goes out over SMTP; else it stays in the outbox table */
    SMTP_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .url("must be an smtp:// or smtps:// URL")
        .refine((v) => /^smtps?:\/\//i.test(v), "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    /** sender of outgoing mail */
    MAIL_FROM: z.string().trim().min(3).default("Codelift <no-reply@codelift.dev>"),
    /** when set, a request carrying this bypass_recaptcha_token skips the captcha provider */
    RECAPTCHA_BYPASS_TOKEN: z.string().optional(),
    /** when set, recaptcha_token is verified with the provider */
    RECAPTCHA_SECRET: z.string().optional(),
    RECAPTCHA_VERIFY_URL: z.string().url().default("https://www.google.com/recaptcha/api/siteverify"),
    /**
     * the origin the site is served at (https://codelift.dev): every mailed link, the SSO callback and
     * the payment return pages are built on it, never on a request's Host. Required with
     * NODE_ENV=production; elsewhere http://localhost:<PORT>
     */
    APP_ORIGIN: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .trim()
        .url("must be an http:// or https:// origin such as https://codelift.dev")
        .refine((v) => /^https?:\/\/[^/]+\/?$/i.test(v), "must be an http:// or https:// origin such as https://codelift.dev (no path)")
        .optional(),
    ),
    /** the origin search engines and shared links should name (canonical URLs, Open Graph, sitemap.xml, robots.txt); default APP_ORIGIN, else https://codelift.dev */
    PUBLIC_ORIGIN: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .trim()
        .url("must be an http:// or https:// origin such as https://codelift.dev")
        .refine((v) => /^https?:\/\/[^/]+\/?$/i.test(v), "must be an http:// or https:// origin such as https://codelift.dev (no path)")
        .optional(),
    ),
    /**
     * the team product's origin (docs/product/white-label.md#the-team-product): the hand-over
     * redirect goes there, and its host name (with its subdomains) is the business domain;
     * default https://teams.codelift.dev
     */
    TEAM_PRODUCT_ORIGIN: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .trim()
        .url("must be an http:// or https:// origin such as https://teams.codelift.dev")
        .refine((v) => /^https?:\/\/[^/]+\/?$/i.test(v), "must be an http:// or https:// origin such as https://teams.codelift.dev (no path)")
        .optional(),
    ),
    COOKIE_SECURE: z
      .enum(["true", "false", "1", "0"])
      .transform((v) => v === "true" || v === "1")
      .optional(),
    /** graded coach submissions a free learner gets (docs/product/interview-prep.md#graded-submissions, default 0) */
    COACH_FREE_SUBMISSIONS: z.coerce.number().int().min(0).max(1_000_000).default(0),
    SUPPORT_EMAIL: z.string().default("support@codelift.dev"),
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    /** coach code runs and submissions per learner per minute */
    COACH_RUN_RATE_LIMIT: z.coerce.number().int().positive().max(100_000).default(30),
    /** failed sign-ins per client address per 15 minutes (default: four times LOGIN_RATE_LIMIT) */
    LOGIN_IP_RATE_LIMIT: z.coerce.number().int().positive().optional(),
    /** password-reset and verification mails per address per hour (four times that per client address) */
    MAIL_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    /** mails requested per client address per hour (default: four times MAIL_RATE_LIMIT) */
    MAIL_IP_RATE_LIMIT: z.coerce.number().int().positive().optional(),
    /** "1" when a reverse proxy in front sets X-Forwarded-For/-Proto (else they are ignored, so clients cannot spoof their address) */
    TRUST_PROXY: z.enum(["0", "1"]).default("0"),
    /** request body limit in bytes (413 past it); routes that take code allow BODY_LIMIT_CODE */
    BODY_LIMIT: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(64 * 1024),
    BODY_LIMIT_CODE: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(1024 * 1024),
    /** the lesson editor's body limit: an uploaded image (at most 2 MB) and the lesson's fields */
    BODY_LIMIT_UPLOAD: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(3 * 1024 * 1024),
    /** where uploaded lesson images are kept (default: "uploads" beside the SQLite file, or data/uploads) */
    UPLOADS_DIR: z.preprocess(unsetWhenEmpty, z.string().trim().min(1).optional()),
    /** the request header a CDN or proxy sets to the visitor's country (e.g. CF-IPCountry); prices use it before the learner's saved country */
    COUNTRY_HEADER: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]+$/, "must be an HTTP header name")
        .optional(),
    ),
    /** PayPal beside the card processor (docs/product/billing.md#paypal): the REST app's client id and secret, set together with PAYPAL_WEBHOOK_ID */
    PAYPAL_CLIENT_ID: z.preprocess(unsetWhenEmpty, z.string().trim().min(1).optional()),
    PAYPAL_CLIENT_SECRET: z.preprocess(unsetWhenEmpty, z.string().trim().min(1).optional()),
    /** the webhook's id at PayPal (its signatures are verified against it) */
    PAYPAL_WEBHOOK_ID: z.preprocess(unsetWhenEmpty, z.string().trim().min(1).optional()),
    /** PayPal's REST API (default the live one; https://api-m.sandbox.paypal.com for the sandbox; tests use a loopback server) */
    PAYPAL_API_BASE: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .trim()
        .url("must be an http:// or https:// URL")
        .refine((v) => /^https?:\/\//i.test(v), "must be an http:// or https:// URL")
        .default("https://api-m.paypal.com"),
    ),
    /** the feature flag of recurring PayPal (on / off, default off) */
    PAYPAL_RECURRING: z.preprocess(unsetWhenEmpty, z.enum(["on", "off"], { error: "must be on or off" }).default("off")),
    /** recurring PayPal only for a price under this many rupees (default 15000) */
    PAYPAL_RECURRING_INR_LIMIT: z.preprocess(
      unsetWhenEmpty,
      z.coerce.number({ error: "must be a whole number from 1 to 10000000" }).int().min(1).max(10_000_000).default(15_000),
    ),
    /** the discount offered for replacing an expiring primary card, off its plan's next renewal (percent, 0–100, default 0: none) */
    UPDATE_PM_DISCOUNT_PERCENT: z.preprocess(
      unsetWhenEmpty,
      z.coerce.number({ error: "must be a whole number from 0 to 100" }).int().min(0).max(100).default(0),
    ),
    /** rupees per US dollar, for that limit (default 84) */
    INR_PER_USD: z.preprocess(unsetWhenEmpty, z.coerce.number({ error: "must be a positive number" }).positive().max(10_000).default(84)),
    /** Stripe instead of the embedded test-mode gateway: both set together (sk_… / rk_… and whsec_…) */
    STRIPE_SECRET_KEY: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .trim()
        .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_…, sk_live_…)")
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .trim()
        .regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)")
        .optional(),
    ),
    /** where the Stripe SDK sends its requests (default api.stripe.com:443 over https); tests point it at a loopback server */
    STRIPE_API_HOST: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .trim()
        .regex(/^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[?[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*\]?)$/, "must be a host name or an IP address")
        .optional(),
    ),
    STRIPE_API_PORT: z.preprocess(
      unsetWhenEmpty,
      z.coerce
        .number({ error: "must be a port number from 1 to 65535" })
        .int("must be a port number from 1 to 65535")
        .min(1, "must be a port number from 1 to 65535")
        .max(65535, "must be a port number from 1 to 65535")
        .optional(),
    ),
    STRIPE_API_PROTOCOL: z.preprocess(unsetWhenEmpty, z.enum(["http", "https"], { error: "must be http or https" }).optional()),
    /** the key the browser's Stripe.js collects cards with (pk_test_… / pk_live_…); required with STRIPE_SECRET_KEY */
    STRIPE_PUBLISHABLE_KEY: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .trim()
        .regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_…, pk_live_…)")
        .optional(),
    ),
    /** where the browser loads Stripe.js from (the CSP allows its origin); tests point it at a loopback fake */
    STRIPE_JS_URL: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .trim()
        .url(STRIPE_JS_URL_MESSAGE)
        .refine((v) => /^https?:\/\//i.test(v), STRIPE_JS_URL_MESSAGE)
        .default("https://js.stripe.com/v3/"),
    ),
    /** server processes (node:cluster workers); default: one per core. 1 serves from a single process */
    WEB_CONCURRENCY: wholeNumber(1, 256),
    /** scrypt's work factor for new password hashes, as a power of two (default 15; docs/decisions/0039-password-hash-cost.md) */
    PASSWORD_HASH_COST: wholeNumber(12, 20),
    /** seconds an anonymous page stays in the in-process page cache (and s-maxage for a CDN); 0 turns the cache off */
    PAGE_CACHE_TTL_SECONDS: z.preprocess(
      unsetWhenEmpty,
      z.coerce
        .number({ error: "must be a number of seconds from 0 to 3600" })
        .int("must be a number of seconds from 0 to 3600")
        .min(0, "must be a number of seconds from 0 to 3600")
        .max(3600, "must be a number of seconds from 0 to 3600")
        .default(30),
    ),
    /** pages kept per process at most (the oldest go first) */
    PAGE_CACHE_MAX_ENTRIES: z.preprocess(
      unsetWhenEmpty,
      z.coerce.number({ error: "must be a whole number from 1 to 100000" }).int().min(1).max(100_000).default(2000),
    ),
    /** how often the server renews what has fallen due (seconds); 0 turns the timer off (run `codelift billing run-due` instead) */
    BILLING_INTERVAL_SECONDS: z.preprocess(
      unsetWhenEmpty,
      z.coerce
        .number({ error: "must be a number of seconds from 0 to 86400" })
        .int("must be a number of seconds from 0 to 86400")
        .min(0, "must be a number of seconds from 0 to 86400")
        .max(86_400, "must be a number of seconds from 0 to 86400")
        .default(60),
    ),
    /** days analytics events are kept; older ones are deleted by the server's scheduled tick (BILLING_INTERVAL_SECONDS) */
    ANALYTICS_RETENTION_DAYS: z.preprocess(
      unsetWhenEmpty,
      z.coerce
        .number({ error: "must be a number of days from 1 to 3650" })
        .int("must be a number of days from 1 to 3650")
        .min(1, "must be a number of days from 1 to 3650")
        .max(3650, "must be a number of days from 1 to 3650")
        .default(395),
    ),
    /** how long a renewal claimed by a runner stays its own; a crashed runner's claim is resumed after it */
    BILLING_LEASE_SECONDS: z.preprocess(
      unsetWhenEmpty,
      z.coerce
        .number({ error: "must be a number of seconds from 1 to 3600" })
        .int("must be a number of seconds from 1 to 3600")
        .min(1, "must be a number of seconds from 1 to 3600")
        .max(3600, "must be a number of seconds from 1 to 3600")
        .default(120),
    ),
  })
  .superRefine((c, ctx) => {
    // PayPal half-configured would take payments it could not verify the webhooks of.
    const paypal = [c.PAYPAL_CLIENT_ID, c.PAYPAL_CLIENT_SECRET, c.PAYPAL_WEBHOOK_ID];
    if (paypal.some(Boolean) && !paypal.every(Boolean)) {
      const missing = !c.PAYPAL_CLIENT_ID ? "PAYPAL_CLIENT_ID" : !c.PAYPAL_CLIENT_SECRET ? "PAYPAL_CLIENT_SECRET" : "PAYPAL_WEBHOOK_ID";
      ctx.addIssue({ code: "custom", path: [missing], message: "PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID must be set together" });
    }
    // Stripe half-configured would take payments whose webhooks are never verified (or the reverse).
    if (Boolean(c.STRIPE_SECRET_KEY) !== Boolean(c.STRIPE_WEBHOOK_SECRET)) {
      const missing = c.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
      ctx.addIssue({ code: "custom", path: [missing], message: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together" });
    }
    // Without the publishable key the checkout could charge saved cards but never take a new one.
    if (c.STRIPE_SECRET_KEY && !c.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_PUBLISHABLE_KEY"],
        message: "STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY (pk_test_… or pk_live_…)",
      });
    }
    if (
      c.STRIPE_SECRET_KEY &&
      c.STRIPE_PUBLISHABLE_KEY &&
      c.STRIPE_SECRET_KEY.includes("_live_") !== c.STRIPE_PUBLISHABLE_KEY.startsWith("pk_live_")
    ) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_PUBLISHABLE_KEY"], message: "must be in the same mode (test or live) as STRIPE_SECRET_KEY" });
    }
    if (c.STRIPE_SECRET_KEY?.includes("_live_") && !c.STRIPE_JS_URL.startsWith("https://")) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_JS_URL"], message: "must be https with a live STRIPE_SECRET_KEY" });
    }
    // A live key never travels in clear text.
    if (c.STRIPE_SECRET_KEY?.includes("_live_") && c.STRIPE_API_PROTOCOL === "http") {
      ctx.addIssue({ code: "custom", path: ["STRIPE_API_PROTOCOL"], message: "must be https with a live STRIPE_SECRET_KEY" });
    }
  });

export type Env = z.infer<typeof schema>;

const invalidConfiguration = (error: z.ZodError) =>
  new Error(`Invalid configuration: ${error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);

let cached: Env | undefined;
export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) throw invalidConfiguration(parsed.error);
    cached = parsed.data;
  }
  return cached;
}

const JUDGE_KEYS = Object.keys(judgeSchema.shape);
let judgeCached: { raw: string; value: JudgeEnv } | undefined;

/**
 * The judge's settings, the same schema as in env() (where a bad value stops the start). Parsed
 * again whenever one of its variables changed since the last call (the judge's own tests switch
 * JUDGE_URL within one process); otherwise the last result, since every problem page asks.
 */
export function judgeEnv(): JudgeEnv {
  const raw = JUDGE_KEYS.map((k) => process.env[k] ?? "\u0000").join("\u0001");
  if (judgeCached?.raw === raw) return judgeCached.value;
  const parsed = judgeSchema.safeParse(process.env);
  if (!parsed.success) throw invalidConfiguration(parsed.error);
  judgeCached = { raw, value: parsed.data };
  return parsed.data;
}

/**
 * The origin of every link the site sends or hands to a third party (mail, the SSO callback,
 * payment return pages): APP_ORIGIN, else http://localhost:<PORT> on a developer's machine. Never
 * taken from a request (Host, X-Forwarded-Host, Origin): anyone can send those, and a mailed link
 * built on them takes its token to the sender's host. In production the server does not start
 * without APP_ORIGIN (appOriginProblem).
 */
export function appOrigin(): string {
  const c = env();
  return (c.APP_ORIGIN ?? `http://localhost:${c.PORT}`).replace(/\/+$/, "");
}

/** Why the server must not start (a one-line message naming the variable), or null. */
export function appOriginProblem(nodeEnv: string | undefined, configured: string | undefined): string | null {
  if (nodeEnv !== "production" || configured) return null;
  return "APP_ORIGIN must be set when NODE_ENV=production: it is the origin of every mailed link (for example APP_ORIGIN=https://codelift.dev)";
}

/** The team product's origin (no trailing slash): TEAM_PRODUCT_ORIGIN, else https://teams.codelift.dev. */
export const teamProductOrigin = (): string => (env().TEAM_PRODUCT_ORIGIN ?? "https://teams.codelift.dev").replace(/\/+$/, "");

/** The public origin of canonical URLs, Open Graph, the sitemap and robots.txt (no trailing slash). */
export const publicOrigin = (): string => normalizeOrigin(env().PUBLIC_ORIGIN ?? env().APP_ORIGIN ?? DEFAULT_SITE_ORIGIN) ?? DEFAULT_SITE_ORIGIN;

/**
 * Secure cookies whenever the site is served over HTTPS (APP_ORIGIN), or when forced with
 * COOKIE_SECURE; the embedded default serves plain http://localhost, where some browsers drop them.
 */
export const secureCookies = (): boolean => env().COOKIE_SECURE ?? env().APP_ORIGIN?.startsWith("https://") ?? false;

/** Why a PostgreSQL installation will not start (or sign anything) without SESSION_SECRET. */
export const POSTGRES_NEEDS_SESSION_SECRET =
  "SESSION_SECRET must be set (at least 16 characters) when DATABASE_URL names PostgreSQL: every machine serving the database signs sessions with it";

// The authorization matrix (docs/threat-model.md): every route module of app/routes × every
// method it serves × {logged out, free, premium, unverified staff-domain sign-up, staff}, each
// cell with its exact expected answer, against one real server and the seeded data.
//
// The product's rules, as the cells state them:
// - Logged-out visitors get 401 `{errorText}` on API paths that need a session and a redirect to
//   /login?ru=<path> on pages that need one.
// - Premium content (locked lessons, graded coach submissions) is for premium learners and staff.
// - Staff pages are for verified staff only; everyone else gets the not-found answer.
// - An unverified sign-up with the staff e-mail domain is a free learner, never staff.
// - No GET changes data; a GET on an action-only API answers 405 with Allow. A refused request
//   (401/403/404/405, or a redirect to log in) writes nothing either.
// Writes are sent as a same-origin browser sends them (Origin and Sec-Fetch-Site headers):
// JSON for API paths, HTML form posts (no JavaScript) for pages.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMailToken, sessionsJustSeen, startServer, type Client, type TestServer } from "./helpers/server";
import { visibleText } from "./helpers/html";

const ROUTES_DIR = path.resolve(import.meta.dirname, "../../app/routes");

// ---- who ------------------------------------------------------------------------------

const ROLES = ["anon", "free", "premium", "mallory", "staff"] as const;
type Role = (typeof ROLES)[number];
const ROLE_LABEL: Record<Role, string> = {
  anon: "logged out",
  free: "free",
  premium: "premium",
  mallory: "unverified staff-domain sign-up",
  staff: "staff",
};
const ACCOUNTS: Record<Exclude<Role, "anon">, { email: string; password: string; fullName: string }> = {
  free: { email: "free@codelift.test", password: "learn-free-2026", fullName: "Frida Freeman" },
  premium: { email: "premium@codelift.test", password: "learn-premium-2026", fullName: "Priya Raman" },
  staff: { email: "staff@codelift.dev", password: "staff-codelift-2026", fullName: "Sam Staffer" },
  // signed up in beforeAll and never verified
  mallory: { email: "mallory@codelift.dev", password: "mallory-sneaks-in-2026", fullName: "Mallory Mole" },
};

// ---- the seeded data the URLs are built from (checked against the database first) --------

const SEED = {
  freeCourse: { slug: "modern-javascript-essentials", authorId: 4831, collectionId: 100001 },
  freeLesson: { slug: "functions-and-closures", pageId: 2, bodyText: "JavaScript functions are values" },
  premiumCourse: { slug: "react-fundamentals", authorId: 4831, collectionId: 100002 },
  premiumLesson: { slug: "props-and-composition", pageId: 2, bodyText: "Props are the attributes you pass to a component." },
  deprecatedCourse: { slug: "learn-jquery-classic", authorId: 4831, collectionId: 100003, title: "jQuery" },
  coding: { slug: "coding", authorId: 6001, pathId: 300001, title: "Coding Interview Patterns" },
  twoPointers: { slug: "two-pointers", authorId: 6001, collectionId: 310001 },
  intro: { slug: "introduction-to-two-pointers", pageId: 1, groupId: 1 },
  problem: { slug: "palindrome-ignoring-symbols", pageId: 2, groupId: 2, title: "Palindrome Ignoring Symbols" },
  skippable: { slug: "dutch-flag-color-sort", pageId: 8, groupId: 5 },
  path: { slug: "become-a-front-end-developer", title: "Become a Front-End Developer" },
  // a module of a premium course's lessons: the second is not a free preview
  module: {
    id: 1,
    slug: "data-structures-for-the-front-end",
    title: "Data Structures for the Front End",
    lessonId: 73,
    nextLesson: "/module/lesson/1/75",
  },
  moduleCourse: { slug: "data-structures-in-practice", authorId: 4831, collectionId: 100013, pageId: 2 },
  standalone: { authorId: 4831, moduleId: 300002, title: "Big-O in One Sitting" },
  globex: { id: 2, name: "Globex Enterprise", managerId: 6, menteeId: 9, mentee: "Nia Mentee" },
} as const;

const ENCODED_CODING = Buffer.from(`${SEED.coding.authorId}-${SEED.coding.pathId}`).toString("base64url");
const FREE_LESSON_IDS = `/collection/lesson/${SEED.freeCourse.authorId}/${SEED.freeCourse.collectionId}/${SEED.freeLesson.pageId}`;
const PREMIUM_LESSON_IDS = `/collection/lesson/${SEED.premiumCourse.authorId}/${SEED.premiumCourse.collectionId}/${SEED.premiumLesson.pageId}`;
const FREE_LESSON_SLUG = `/coursesv3/${SEED.freeCourse.slug}/${SEED.freeLesson.slug}`;
const PREMIUM_LESSON_SLUG = `/coursesv3/${SEED.premiumCourse.slug}/${SEED.premiumLesson.slug}`;
const PROBLEM_SLUG = `/interview-prep/${SEED.coding.slug}/${SEED.problem.slug}`;
const PROBLEM_IDS = `/interview-prep/${ENCODED_CODING}/${SEED.twoPointers.authorId}/${SEED.twoPointers.collectionId}/${SEED.problem.pageId}`;
const INTRO_FALLBACK = `/interview-prep/${SEED.coding.authorId}/${SEED.twoPointers.collectionId}/${SEED.intro.pageId}`;
const PATH_QUERY = `path_author_id=${SEED.coding.authorId}&path_id=${SEED.coding.pathId}`;
const PROBLEM_REF = {
  author_id: String(SEED.twoPointers.authorId),
  work_id: String(SEED.twoPointers.collectionId),
  page_id: String(SEED.problem.pageId),
};

// ---- exact texts ------------------------------------------------------------------------

const NOT_LOGGED_IN = "You need to log in to do that.";
const NOT_IN_SUBSCRIPTION = "This content is not included in your subscription.";
const PREMIUM_REFUSAL = "Graded submissions are part of Codelift Premium. Upgrade to get your code graded and your next problem chosen for you.";
const PAYWALL = "Keep reading with Codelift Unlimited";
const RESET_SENT = "If an account exists for this email, we have sent a link to reset the password.";
const VERIFICATION_SENT = "We have sent you an email to verify your account.";
const ALREADY_VERIFIED_SHORT = "Your email is already verified.";
const PAGE_PROPS_GET_ONLY = "Page props are read with GET.";
const LINK_INVALID = "This link is invalid or has expired. Please request a new one.";

// ---- mock interviews ------------------------------------------------------------------------
const MOCK_NO_PLAN = "Mock interviews are part of Codelift Premium (3 a month) and Premium Plus (7 a month). Upgrade to start one.";
/** An in-progress mock interview owned by someone other than the role (the free learner's, or the premium learner's for free). */
async function othersMockInterview(role: Role): Promise<Vars> {
  const owner = ACCOUNTS[role === "free" ? "premium" : "free"].email;
  const ownerId = (server.db.prepare("SELECT id FROM users WHERE email = ?").get(owner) as { id: number }).id;
  const now = Date.now();
  const row = server.db
    .prepare(
      "INSERT INTO mock_interviews (user_id, company, length_minutes, problems, timezone, month_key, status, started_at, ends_at) VALUES (?, 'Google', 45, '[]', 'UTC', '2026-01', 'in_progress', ?, ?) RETURNING id",
    )
    .get(ownerId, new Date(now).toISOString(), new Date(now + 45 * 60_000).toISOString()) as { id: number };
  return { id: String(row.id) };
}

// ---- the matrix -----------------------------------------------------------------------

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Vars = Record<string, string>;
interface Expect {
  status: number;
  /** exact Location of a redirect */
  location?: string;
  /** exact JSON body */
  json?: unknown;
  /** JSON body containing at least this */
  jsonMatch?: Record<string, unknown>;
  /** visible texts of an HTML page */
  text?: string[];
  /** texts that must not be on the page */
  absent?: string[];
  /** exact Allow header */
  allow?: string;
}
type PerRole = Record<Role, Expect>;
interface Row {
  /** the route module in app/routes */
  route: string;
  method: Method;
  /** the URL; {name} is filled from what setup returns */
  path: string;
  /** JSON for /api/ paths, an HTML form post for pages, unless `as` says otherwise */
  body?: Vars | ((v: Vars) => Vars);
  as?: "json" | "form";
  /** the cell gets its own freshly logged-in client (for writes that replace or end a session) */
  fresh?: boolean;
  /** runs before the request; may return values for the path and the body */
  setup?: (role: Role) => Promise<Vars | void>;
  /** more assertions after the request (with the client that sent it) */
  after?: (c: Client, role: Role) => Promise<void>;
  /** the endpoint is switched off in this configuration (answers before reading any body) */
  offHere?: boolean;
  /** why the unverified staff-domain account may differ from the free learner in this row */
  unverifiedDiffers?: string;
  /**
   * The one write a GET may make: a staff view of other people's data is recorded in
   * staff_audit_log (role → the action recorded). Nothing else may be written.
   */
  auditedGet?: Partial<Record<Role, string>>;
  expect: PerRole;
}

const enc = encodeURIComponent;
const everyone = (e: Expect): PerRole => ({ anon: e, free: e, premium: e, mallory: e, staff: e });
const loggedIn = (f: (role: Exclude<Role, "anon">) => Expect) => ({
  free: f("free"),
  premium: f("premium"),
  mallory: f("mallory"),
  staff: f("staff"),
});
const UNAUTHORIZED: Expect = { status: 401, json: { errorText: NOT_LOGGED_IN } };
/** API paths that need a session: 401 for a visitor, `ok` for every account. */
const apiSession = (ok: Expect | ((role: Exclude<Role, "anon">) => Expect)): PerRole => ({
  anon: UNAUTHORIZED,
  ...loggedIn(typeof ok === "function" ? ok : () => ok),
});
const toLogin = (returnPath: string): Expect => ({ status: 302, location: `/login?ru=${enc(returnPath)}` });
/** Pages (and page actions) that need a session: a visitor goes to /login?ru=<path>. */
const pageSession = (returnPath: string, ok: Expect | ((role: Exclude<Role, "anon">) => Expect)): PerRole => ({
  anon: toLogin(returnPath),
  ...loggedIn(typeof ok === "function" ? ok : () => ok),
});
/** Premium content: premium learners and staff get `ok`; free learners (verified or not) are refused. */
const premiumOnly = (e: { anon: Expect; refused: Expect; ok: Expect }): PerRole => ({
  anon: e.anon,
  free: e.refused,
  mallory: e.refused,
  premium: e.ok,
  staff: e.ok,
});
const notAllowed = (allow: string, errorText = `Method not allowed. Use ${allow}.`): PerRole => everyone({ status: 405, allow, json: { errorText } });
const page = (...text: string[]): Expect => ({ status: 200, text });

let fresh = 0;
const uniqueEmail = (what: string) => `authz-${what}-${++fresh}@example.com`;

// Filled in beforeAll.
let server: TestServer;
const clients = {} as Record<Role, Client>;
let jsSolution = "";

const submitBody = (): Vars => ({ ...PROBLEM_REF, language: "javascript", code: jsSolution, user_time_spent: "60" });

/** A throwaway account's verification token (the account is not one of the roles). */
async function verifyToken(): Promise<Vars> {
  const email = uniqueEmail("verify");
  const res = await send(server.client(), "POST", "/api/user/signup", { full_name: "Token Holder", email, password: "token-holder-pass" });
  expect(res.status, "sign-up for a verification token").toBe(201);
  return { token: latestMailToken(server, email, "verify"), email };
}

/** A throwaway account's password-reset token. */
async function resetToken(): Promise<Vars> {
  const { email } = await verifyToken();
  const res = await send(server.client(), "POST", "/api/user/forgot-password", { email });
  expect(res.status, "forgot-password for a reset token").toBe(200);
  return { token: latestMailToken(server, email, "reset"), email };
}

/** The organization of the organization rows (made by organizationVars, far above any seeded id). */
const MATRIX_ORG_ID = 900001;

/** Business purchases and enterprise trials (docs/product/organizations.md#trials). */
const TRIAL_NOT_FOUND = "We could not find that trial request. Request a new trial on the enterprise page.";
const ORG_SUB_NOT_FOUND = "We could not find that organization subscription.";

// ---- paths, modules, the seeded organization and its plan (docs/product/learning-plans.md) -----
const MODULE_NOT_FOUND = "We could not find that module.";
const PLAN_NOT_FOUND = "We could not find that plan.";
const STAFF_READ_ONLY = "Staff can view this organization but not change it.";
const MODULE_LESSON = `/module/lesson/${SEED.module.id}/${SEED.module.lessonId}`;
const TASK_MAP = `/api/userdata/task/map/${SEED.globex.id}/${SEED.moduleCourse.authorId}/${SEED.moduleCourse.collectionId}/${SEED.moduleCourse.pageId}/${SEED.globex.menteeId}`;
/** Globex's published plan, built by its manager and assigned to the mentee (made by matrixPlan, far above any id the app makes here). */
const PLAN_ID = 900001;
const PLAN_TITLE = "Matrix Onboarding Plan";
const PLAN_EDIT = `/plan/${SEED.globex.managerId}/${PLAN_ID}/edit`;

async function matrixPlan(): Promise<Vars> {
  const db = server.db;
  db.prepare(
    `INSERT INTO learning_plans (id, organization_id, author_id, title, summary, status) VALUES (?, ?, ?, ?, 'The matrix plan.', 'published')
     ON CONFLICT(id) DO UPDATE SET title = excluded.title, status = 'published'`,
  ).run(PLAN_ID, SEED.globex.id, SEED.globex.managerId, PLAN_TITLE);
  db.prepare("INSERT OR IGNORE INTO learning_plan_weeks (id, plan_id, position, title) VALUES (?, ?, 0, 'Basics')").run(PLAN_ID, PLAN_ID);
  const course = (db.prepare("SELECT id FROM courses WHERE url_slug = ?").get(SEED.moduleCourse.slug) as { id: number }).id;
  db.prepare("INSERT OR IGNORE INTO learning_plan_items (id, week_id, kind, course_id, position) VALUES (?, ?, 'course', ?, 0)").run(
    PLAN_ID,
    PLAN_ID,
    course,
  );
  db.prepare(
    "INSERT OR IGNORE INTO learning_plan_assignments (id, plan_id, user_id, start_date, due_date, assigned_by) VALUES (?, ?, ?, '2026-01-01', '2099-01-01', ?)",
  ).run(PLAN_ID, PLAN_ID, SEED.globex.menteeId, SEED.globex.managerId);
  return {};
}

// ---- projects, certificates and authoring ------------------------------------------------
const LAB = { slug: "s3-buckets-and-objects", title: "Store files in S3: buckets and objects" };
const LAB_UPGRADE = "Cloud labs are part of Codelift Premium Plus. Upgrade to start a lab.";
const PROJECT = { slug: "python-word-count-cli", title: "Build a word-count command-line tool in Python" } as const;
const PROJECT_UPGRADE = "Projects are part of Premium and Premium Plus. Upgrade to open the workspace, run the checks and keep your files.";
const NOT_FOUND = "We could not find what you were looking for.";
/** The premium learner's certificate (made by matrixCertificate, waiting for the name to be confirmed). */
const CERT_ID = "c0ffee0000000000000a7712";
const CERT_TITLE = "Matrix Certificate of Completion";
const CERT_PENDING = "This certificate is waiting for the learner to confirm their name.";
/** An author's draft (not any role's) and a draft in review, and an application to teach (ids far above any made by the app here). */
const DRAFT_ID = 900001;
const REVIEW_DRAFT_ID = 900002;
/** The author's path draft and standalone-module draft (docs/product/authoring.md#paths-and-standalone-modules). */
const PATH_DRAFT_ID = 910001;
const MODULE_DRAFT_ID = 910002;
const APPLICATION_ID = 900001;
const APPLICATION_TOPICS = "Matrix topics: SQLite internals";

const userIdOf = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;

/** Resets the premium learner's certificate to waiting for the name (a cell may have confirmed or revoked it). */
async function matrixCertificate(): Promise<Vars> {
  server.db
    .prepare(
      `INSERT INTO earned_certificates (id, user_id, kind, subject_id, title, state, issued_at) VALUES (?, ?, 'course', 900001, ?, 'pending_verification', ?)
       ON CONFLICT(id) DO UPDATE SET state = 'pending_verification', revoked_reason = NULL, revoked_by_user_id = NULL, revoked_at = NULL`,
    )
    .run(CERT_ID, userIdOf(ACCOUNTS.premium.email), CERT_TITLE, "2026-01-15T10:00:00.000Z");
  return {};
}

/** A throwaway account, made once: `author` owns the drafts (an author, not one of the roles); `applicant` applies to teach. */
const throwaway: Partial<Record<"author" | "applicant", Promise<number>>> = {};
function throwawayUser(what: "author" | "applicant"): Promise<number> {
  throwaway[what] ??= verifyToken().then(({ email }) => {
    const id = userIdOf(email!);
    if (what === "author") server.db.prepare("INSERT OR IGNORE INTO authors (user_id) VALUES (?)").run(id);
    return id;
  });
  return throwaway[what]!;
}

const firstCategory = () => (server.db.prepare("SELECT slug FROM categories ORDER BY id LIMIT 1").get() as { slug: string }).slug;

/** The author's draft with one lesson (key l1), reset to version 1 in `state`; returns the category for a course form. */
async function authorsDraft(id: number, state: "draft" | "in_review", title: string): Promise<Vars> {
  const owner = await throwawayUser("author");
  const category = firstCategory();
  const content = JSON.stringify({
    title,
    slug: title.toLowerCase().replace(/\s+/g, "-"),
    summary: "A course of the authorization matrix.",
    categorySlug: category,
    difficulty: "beginner",
    access: "free",
    placeholders: {},
    sections: [
      {
        key: "k1",
        title: "Getting started",
        lessons: [
          {
            key: "l1",
            slug: "first-steps",
            title: "Matrix first steps",
            summary: "",
            minutes: 5,
            blocks: [{ kind: "text", id: "b1", markdown: "The matrix draft's first lesson." }],
          },
        ],
      },
    ],
  });
  const now = new Date().toISOString();
  server.db
    .prepare(
      `INSERT INTO course_drafts (id, owner_user_id, state, version, content, submitted_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET state = excluded.state, version = 1, content = excluded.content, review_comment = NULL, submitted_at = excluded.submitted_at`,
    )
    .run(id, owner, state, content, state === "in_review" ? now : null, now);
  return { category };
}
const matrixDraft = () => authorsDraft(DRAFT_ID, "draft", "Matrix Draft Course");

/** The author's path or module draft, empty, reset to version 1. */
async function authorsWork(kind: "path" | "module"): Promise<Vars> {
  const owner = await throwawayUser("author");
  const title = kind === "path" ? "Matrix Draft Path" : "Matrix Draft Module";
  const content = JSON.stringify({
    title,
    slug: title.toLowerCase().replace(/\s+/g, "-"),
    summary: "",
    ...(kind === "path" ? { difficulty: "beginner" } : {}),
    items: [],
  });
  server.db
    .prepare(
      `INSERT INTO course_drafts (id, owner_user_id, kind, state, version, content, updated_at) VALUES (?, ?, ?, 'draft', 1, ?, ?)
       ON CONFLICT(id) DO UPDATE SET kind = excluded.kind, owner_user_id = excluded.owner_user_id, state = 'draft', version = 1, content = excluded.content, review_comment = NULL`,
    )
    .run(kind === "path" ? PATH_DRAFT_ID : MODULE_DRAFT_ID, owner, kind, content, new Date().toISOString());
  return {};
}
const reviewDraft = () => authorsDraft(REVIEW_DRAFT_ID, "in_review", "Matrix Review Course");

/** The applicant's application to teach, pending again. */
async function pendingApplication(): Promise<Vars> {
  const applicant = await throwawayUser("applicant");
  server.db
    .prepare(
      `INSERT INTO author_applications (id, user_id, topics, experience) VALUES (?, ?, ?, 'Ten years of writing database engines.')
       ON CONFLICT(id) DO UPDATE SET status = 'pending', decided_by_user_id = NULL, decided_at = NULL`,
    )
    .run(APPLICATION_ID, applicant, APPLICATION_TOPICS);
  return {};
}

const MATRIX: Row[] = [
  // ---- pages ----
  {
    route: "$.tsx",
    method: "GET",
    path: "/no/such/page",
    expect: everyone({ status: 404, text: ["Page not found"] }),
  },
  {
    route: "$.tsx",
    method: "POST",
    path: "/no/such/page",
    body: { anything: "at all" },
    expect: everyone({ status: 404, text: ["Page not found"] }),
  },
  { route: "_index.tsx", method: "GET", path: "/", expect: everyone(page("Level up as a developer, one lesson at a time.")) },
  // The account modals of the home page: states of the page for a visitor; a logged-in account sees the home page.
  {
    route: "_index.tsx",
    method: "GET",
    path: "/?openSignupModal=true&ru=%2Fexplore",
    expect: { anon: page("Create your account", "Full name"), ...loggedIn(() => page("Level up as a developer, one lesson at a time.")) },
  },
  {
    route: "_index.tsx",
    method: "POST",
    path: "/?index&openRecoverPasswordModal=true",
    body: () => ({ intent: "recover-password", email: uniqueEmail("nobody-modal") }),
    expect: { anon: page(RESET_SENT), ...loggedIn(() => ({ status: 200 })) },
  },
  {
    route: "_index.tsx",
    method: "POST",
    path: "/?index&openSignupModal=true",
    fresh: true,
    body: () => ({
      intent: "signup",
      full_name: "Modal Signup",
      email: uniqueEmail("signup-modal"),
      password: "modal-signup-pass",
      ru: "/learn/home",
    }),
    expect: everyone({ status: 302, location: "/learn/home" }),
  },
  { route: "_index.tsx", method: "POST", path: "/?index", body: { intent: "nothing" }, expect: everyone({ status: 400 }) },
  { route: "explore._index.tsx", method: "GET", path: "/explore", expect: everyone(page("Explore courses")) },
  { route: "search.tsx", method: "GET", path: "/search?q=python", expect: everyone(page("Search")) },
  {
    route: "team-product.($subdomain).tsx",
    method: "GET",
    path: "/team-product/acme",
    expect: everyone({ status: 302, location: "https://acme.teams.codelift.dev/" }),
  },
  { route: "explore.free.tsx", method: "GET", path: "/explore/free", expect: everyone(page("Free courses")) },
  { route: "explore.early-access.tsx", method: "GET", path: "/explore/early-access", expect: everyone(page("Early access courses")) },
  { route: "unlimited.tsx", method: "GET", path: "/unlimited", expect: everyone(page("Codelift Unlimited")) },

  // billing: a checkout needs a session; a payment without a card is refused before money moves
  {
    route: "checkout.$checkoutType.tsx",
    method: "GET",
    path: "/checkout/subscription-buy?plan=400-1-6000",
    expect: pageSession("/checkout/subscription-buy?plan=400-1-6000", page("Subscribe", "Premium Plus · Monthly", "Test mode.")),
  },
  {
    route: "checkout.$checkoutType.tsx",
    method: "POST",
    path: "/checkout/subscription-buy?plan=400-1-6000",
    body: () => ({ attempt_id: randomUUID(), plan: "400-1-6000" }),
    expect: pageSession("/checkout/subscription-buy?plan=400-1-6000", (r) =>
      r === "premium"
        ? { status: 400, text: ["You already have an active subscription. Change your plan with an upgrade instead."] }
        : { status: 400, text: ["Enter a card to pay with."] },
    ),
  },
  {
    route: "checkout.$checkoutType.tsx",
    method: "GET",
    path: "/checkout/coupon-purchase?plan=300-1-6000&action_id=matrix",
    // No custom action is seeded: only a sponsor's admins may buy an action's coupons, and nobody else learns it exists.
    expect: pageSession("/checkout/coupon-purchase?plan=300-1-6000&action_id=matrix", {
      status: 404,
      text: ["There is no custom action by that id."],
    }),
  },
  {
    route: "checkout.3ds.$intentId.tsx",
    method: "GET",
    path: "/checkout/3ds/pi_unknown",
    expect: pageSession("/checkout/3ds/pi_unknown", { status: 404, text: ["We could not find that payment."] }),
  },
  {
    route: "checkout.3ds.$intentId.tsx",
    method: "POST",
    path: "/checkout/3ds/pi_unknown",
    body: { decision: "approve" },
    expect: pageSession("/checkout/3ds/pi_unknown", { status: 404, text: ["We could not find that payment."] }),
  },
  {
    route: "checkout.paypal.$attemptId.tsx",
    method: "GET",
    path: "/checkout/paypal/none",
    expect: pageSession("/checkout/paypal/none", { status: 404, text: ["We could not find that payment."] }),
  },
  {
    route: "checkout.paypal.$attemptId.tsx",
    method: "POST",
    path: "/checkout/paypal/none",
    body: { intent: "confirm" },
    expect: pageSession("/checkout/paypal/none", { status: 404, text: ["We could not find that payment."] }),
  },
  {
    route: "account.billing_.invoices.$transactionId.tsx",
    method: "GET",
    path: "/account/billing/invoices/999999",
    expect: pageSession("/account/billing/invoices/999999", { status: 404, text: ["We could not find that invoice."] }),
  },
  {
    route: "account.billing_.invoices.$transactionId_.pdf.tsx",
    method: "GET",
    path: "/account/billing/invoices/999999/pdf",
    expect: pageSession("/account/billing/invoices/999999/pdf", { status: 404, text: ["We could not find that invoice."] }),
  },
  {
    route: "account.billing_.details.tsx",
    method: "GET",
    path: "/account/billing/details",
    expect: pageSession("/account/billing/details", page("Billing details")),
  },
  {
    route: "account.billing_.details.tsx",
    method: "POST",
    path: "/account/billing/details",
    body: { name: "" },
    expect: pageSession("/account/billing/details", { status: 400, text: ["Enter the name to print on invoices."] }),
  },
  {
    route: "order-confirmation.tsx",
    method: "GET",
    path: "/order-confirmation?attempt=none",
    expect: pageSession("/order-confirmation?attempt=none", { status: 404, text: ["We could not find that order."] }),
  },
  {
    route: "order-confirmation.stripe.tsx",
    method: "GET",
    path: "/order-confirmation/stripe?attempt=none",
    expect: pageSession("/order-confirmation/stripe?attempt=none", { status: 404, text: ["We could not find that order."] }),
  },
  {
    route: "checkout.return.$attemptId.tsx",
    method: "GET",
    path: "/checkout/return/none",
    expect: pageSession("/checkout/return/none", { status: 404, text: ["We could not find that payment."] }),
  },
  {
    route: "gift.claim.$token.tsx",
    method: "GET",
    path: "/gift/claim/not-a-real-gift-token-0123456789",
    expect: pageSession("/gift/claim/not-a-real-gift-token-0123456789", {
      status: 404,
      text: ["This gift link is not valid, or the gift was already claimed."],
    }),
  },
  {
    route: "gift.claim.$token.tsx",
    method: "POST",
    path: "/gift/claim/not-a-real-gift-token-0123456789",
    body: {},
    expect: pageSession("/gift/claim/not-a-real-gift-token-0123456789", {
      status: 404,
      text: ["This gift link is not valid, or the gift was already claimed."],
    }),
  },
  {
    route: "api.user.credit-on-gift-info.tsx",
    method: "GET",
    path: "/api/user/credit-on-gift-info",
    expect: apiSession({ status: 200, json: { has_unclaimed_gift: false, unclaimed_gifts: [], sent_gifts: [], credit_amount_usd: 0 } }),
  },
  {
    route: "api.user.credit-on-gift-info.tsx",
    method: "POST",
    path: "/api/user/credit-on-gift-info",
    body: {},
    expect: everyone({ status: 405, allow: "GET", json: { errorText: "Method not allowed. Use GET." } }),
  },
  {
    route: "api.coupon.subscription.$plan.$code.($upgradePlan).tsx",
    method: "GET",
    path: "/api/coupon/subscription/300-1-6000/WELCOME20",
    expect: apiSession({ status: 200, jsonMatch: { plan: "300-1-6000", total_price_usd: 47.2, coupon_code: "WELCOME20" } }),
  },
  {
    route: "api.coupon.subscription.$plan.$code.($upgradePlan).tsx",
    method: "DELETE",
    path: "/api/coupon/subscription/300-1-6000/WELCOME20",
    expect: apiSession({ status: 200, jsonMatch: { plan: "300-1-6000", total_price_usd: 59, coupon: null, coupon_code: null } }),
  },
  {
    route: "api.coupon.subscription.$plan.$code.($upgradePlan).tsx",
    method: "POST",
    path: "/api/coupon/subscription/300-1-6000/WELCOME20",
    body: {},
    expect: everyone({ status: 405, allow: "GET, DELETE", json: { errorText: "Method not allowed. Use GET, DELETE." } }),
  },
  ...["client-token-for-sale", "client-token-for-payment-method"].flatMap((name): Row[] => [
    {
      route: `api.braintree.${name}.tsx`,
      method: "GET",
      path: `/api/braintree/${name}`,
      expect: everyone({ status: 405, allow: "POST", json: { errorText: "Method not allowed. Use POST." } }),
    },
    {
      route: `api.braintree.${name}.tsx`,
      method: "POST",
      path: `/api/braintree/${name}`,
      body: {},
      expect: apiSession({ status: 200, jsonMatch: { BT_3D_secure_status: true } }),
    },
  ]),
  {
    route: "api.braintree.tokenize-card.tsx",
    method: "GET",
    path: "/api/braintree/tokenize-card",
    expect: everyone({ status: 405, allow: "POST", json: { errorText: "Method not allowed. Use POST." } }),
  },
  {
    route: "api.braintree.tokenize-card.tsx",
    method: "POST",
    path: "/api/braintree/tokenize-card",
    body: { client_token: "forged.token", card_number: "4242424242424242", card_expiry: "12/34", card_cvc: "123" },
    // a visitor may tokenize with the logged-out purchase's token only (docs/product/billing.md#organization-billing)
    expect: everyone({ status: 403, json: { errorText: "The client token is not valid for this account, or has expired." } }),
  },
  {
    route: "api.braintree.payment-method.tsx",
    method: "GET",
    path: "/api/braintree/payment-method",
    // The premium demo learner's plan was paid with the seeded test Visa; the others have none.
    expect: apiSession((role) =>
      role === "premium"
        ? {
            status: 200,
            jsonMatch: {
              payment_methods: [expect.objectContaining({ last_4: "4242", is_primary: true, payment_processor: "stripe" })],
              update_pm_discount: 0,
            },
          }
        : { status: 200, json: { payment_methods: [], update_pm_discount: 0 } },
    ),
  },
  {
    route: "api.braintree.payment-method.tsx",
    method: "POST",
    path: "/api/braintree/payment-method",
    body: {},
    expect: apiSession({ status: 400, json: { errors: { payment_method_nonce: "The payment method nonce is missing." } } }),
  },
  {
    route: "api.braintree.create-intent-transaction.tsx",
    method: "GET",
    path: "/api/braintree/create-intent-transaction",
    expect: everyone({ status: 405, allow: "POST", json: { errorText: "Method not allowed. Use POST." } }),
  },
  {
    route: "api.braintree.create-intent-transaction.tsx",
    method: "POST",
    path: "/api/braintree/create-intent-transaction",
    body: () => ({ attempt_id: randomUUID(), checkout_type: "subscription-buy", plan: "400-1-6000" }),
    expect: apiSession({ status: 400, json: { errors: { payment_method_nonce: "Send payment_method_nonce or payment_method_token." } } }),
  },
  // payment methods: each learner's own; another learner's (or an unknown) id is a 404, never a change
  {
    route: "api.braintree.payment-method.$id.tsx",
    method: "GET",
    path: "/api/braintree/payment-method/card_nobody",
    expect: notAllowed("DELETE, POST"),
  },
  {
    route: "api.braintree.payment-method.$id.tsx",
    method: "DELETE",
    path: "/api/braintree/payment-method/card_nobody",
    body: {},
    expect: apiSession({ status: 404, json: { errorText: "We could not find that payment method." } }),
  },
  { route: "api.braintree.add-payment-method.tsx", method: "GET", path: "/api/braintree/add-payment-method", expect: notAllowed("PUT, POST") },
  {
    route: "api.braintree.add-payment-method.tsx",
    method: "PUT",
    path: "/api/braintree/add-payment-method",
    body: { user_transaction_id: "" },
    expect: apiSession({ status: 400, json: { errors: { payment_method_nonce: "The payment method nonce is missing." } } }),
  },
  { route: "api.braintree.update-payment-method.tsx", method: "GET", path: "/api/braintree/update-payment-method", expect: notAllowed("PUT, POST") },
  {
    route: "api.braintree.update-payment-method.tsx",
    method: "PUT",
    path: "/api/braintree/update-payment-method",
    body: { payment_method_token: "card_nobody" },
    expect: apiSession({ status: 404, json: { errorText: "Payment Method against the recurring subscription not found" } }),
  },
  { route: "api.secondary-payment-method.tsx", method: "GET", path: "/api/secondary-payment-method", expect: notAllowed("POST, DELETE") },
  {
    route: "api.secondary-payment-method.tsx",
    method: "POST",
    path: "/api/secondary-payment-method",
    body: { payment_method_token: "card_nobody" },
    expect: apiSession({ status: 404, json: { errorText: "We could not find that payment method." } }),
  },
  {
    route: "api.secondary-payment-method.tsx",
    method: "DELETE",
    path: "/api/secondary-payment-method",
    body: {},
    expect: apiSession({ status: 400, json: { errors: { payment_method_token: "The payment method token is missing." } } }),
  },
  {
    route: "api.is-payment-method-going-to-expire.tsx",
    method: "GET",
    path: "/api/is-payment-method-going-to-expire",
    expect: apiSession({ status: 200, json: { is_payment_method_going_to_expired: false } }),
  },
  // the Stripe-style paths are Stripe's: here (the embedded gateway) they answer 404 with the reason
  {
    route: "api.stripe.list-payment-methods.tsx",
    method: "GET",
    path: "/api/stripe/list-payment-methods",
    expect: apiSession({
      status: 404,
      json: { errorText: "Card payments here are taken by the site's own card gateway: use the card-provider paths." },
    }),
  },
  { route: "api.stripe.detach-payment-method.tsx", method: "GET", path: "/api/stripe/detach-payment-method", expect: notAllowed("DELETE, POST") },
  {
    route: "api.stripe.detach-payment-method.tsx",
    method: "DELETE",
    path: "/api/stripe/detach-payment-method",
    body: { payment_method_id: "pm_nobody" },
    offHere: true,
    expect: apiSession({
      status: 404,
      json: { errorText: "Card payments here are taken by the site's own card gateway: use the card-provider paths." },
    }),
  },
  { route: "api.stripe.update-default-method.tsx", method: "GET", path: "/api/stripe/update-default-method", expect: notAllowed("POST") },
  {
    route: "api.stripe.update-default-method.tsx",
    method: "POST",
    path: "/api/stripe/update-default-method",
    body: { payment_method_id: "pm_nobody" },
    offHere: true,
    expect: apiSession({
      status: 404,
      json: { errorText: "Card payments here are taken by the site's own card gateway: use the card-provider paths." },
    }),
  },
  {
    route: "account.billing.tsx",
    method: "GET",
    path: "/account/billing",
    expect: pageSession("/account/billing", (role) =>
      role === "premium"
        ? page("Billing", "Your plan", "Premium · Annual", "Auto-renew: On", "Visa ending in 4242", "Primary", "Add a card")
        : page("Billing", "Payment methods", "You have no saved payment methods yet.", "Add a card"),
    ),
  },
  {
    route: "account.billing.tsx",
    method: "POST",
    path: "/account/billing",
    body: { intent: "primary", token: "card_nobody" },
    expect: pageSession("/account/billing", { status: 302, location: "/account/billing" }),
  },

  // keeping a subscription: auto-renew, the win-back discount, the annual nudge, banner dismissals
  // Renewals: a retry with nothing past due changes nothing (409); another learner's renewal is not found.
  { route: "api.retry-renewal-payment.tsx", method: "GET", path: "/api/retry-renewal-payment", expect: notAllowed("PUT, POST") },
  {
    route: "api.retry-renewal-payment.tsx",
    method: "PUT",
    path: "/api/retry-renewal-payment",
    body: {},
    expect: apiSession({
      status: 409,
      json: {
        is_payment_successful: false,
        status: "none",
        errorText: "There is no failed payment to retry.",
        subscription_id: null,
        renewal_id: null,
      },
    }),
  },
  {
    route: "api.check-retry-payment-success-status.$subscriptionId.$renewalId.tsx",
    method: "GET",
    path: "/api/check-retry-payment-success-status/1/1",
    expect: apiSession({ status: 404, json: { errorText: "We could not find that renewal payment." } }),
  },
  {
    route: "api.check-retry-payment-success-status.$subscriptionId.$renewalId.tsx",
    method: "POST",
    path: "/api/check-retry-payment-success-status/1/1",
    body: {},
    expect: notAllowed("GET"),
  },
  { route: "api.subscription.auto-renew.tsx", method: "GET", path: "/api/subscription/auto-renew", expect: notAllowed("PUT, POST") },
  {
    route: "api.subscription.auto-renew.tsx",
    method: "PUT",
    path: "/api/subscription/auto-renew",
    // (an undecided body: nobody's plan changes in this matrix)
    body: { auto_renew: "maybe" },
    expect: apiSession({ status: 400, json: { errors: { auto_renew: "Say whether auto-renew is on (auto_renew: true or false)." } } }),
  },
  { route: "api.subscription.extend-trial.tsx", method: "GET", path: "/api/subscription/extend-trial", expect: notAllowed("PUT, POST") },
  {
    route: "api.subscription.extend-trial.tsx",
    method: "PUT",
    path: "/api/subscription/extend-trial",
    // (no such plan: nobody's trial changes in this matrix)
    body: { subscription_id: "999999999" },
    expect: apiSession({ status: 404, json: { errorText: "No such plan of yours." } }),
  },
  {
    route: "api.subscription.reactivation-discount-info.tsx",
    method: "GET",
    path: "/api/subscription/reactivation-discount-info",
    expect: apiSession({ status: 200, json: { churned_buyer_discount: null } }),
  },
  {
    route: "api.subscription.reactivation-discount-info.tsx",
    method: "POST",
    path: "/api/subscription/reactivation-discount-info",
    body: {},
    expect: notAllowed("GET"),
  },
  {
    route: "api.subscription.handle-upgrade-to-annual-modal-click.tsx",
    method: "GET",
    path: "/api/subscription/handle-upgrade-to-annual-modal-click",
    expect: notAllowed("PUT, POST"),
  },
  {
    route: "api.subscription.handle-upgrade-to-annual-modal-click.tsx",
    method: "PUT",
    path: "/api/subscription/handle-upgrade-to-annual-modal-click",
    body: {},
    expect: apiSession({ status: 200, jsonMatch: { nudge: { kind: "upgrade_to_annual_modal", count: 1 } } }),
  },
  { route: "api.banners.dismiss.tsx", method: "GET", path: "/api/banners/dismiss", expect: notAllowed("POST") },
  {
    route: "api.banners.dismiss.tsx",
    method: "POST",
    path: "/api/banners/dismiss",
    body: { banner_id: "start_free_trial", scope: "all" },
    expect: apiSession({ status: 200, json: { dismissed: { banner_id: "start_free_trial", scope: "all" } } }),
  },
  {
    route: "api.coupon.$authorId.$workId.$code.tsx",
    method: "GET",
    path: "/api/coupon/4831/100002/WELCOME20",
    expect: apiSession({ status: 200, jsonMatch: { plan: "course:4831:100002", total_price_usd: 39.2, coupon_code: "WELCOME20" } }),
  },
  {
    route: "api.coupon.$authorId.$workId.$code.tsx",
    method: "POST",
    path: "/api/coupon/4831/100002/WELCOME20",
    body: {},
    expect: everyone({ status: 405, allow: "GET", json: { errorText: "Method not allowed. Use GET." } }),
  },
  {
    route: "api.stripe.setup-intent.create.$audience.tsx",
    method: "GET",
    path: "/api/stripe/setup-intent/create/b2c",
    expect: everyone({ status: 405, allow: "POST", json: { errorText: "Method not allowed. Use POST." } }),
  },
  {
    route: "api.stripe.setup-intent.create.$audience.tsx",
    method: "POST",
    path: "/api/stripe/setup-intent/create/b2c",
    body: {},
    expect: apiSession({
      status: 404,
      json: { errorText: "Card payments here are taken by the site's own card gateway: use the card-provider paths." },
    }),
  },
  {
    route: "api.coupon.site.$name.tsx",
    method: "GET",
    path: "/api/coupon/site/WELCOME20",
    // No site coupon is set in the seeds.
    expect: everyone({ status: 404, json: { errorText: "There is no site coupon by that name." } }),
  },
  {
    route: "api.coupon.site.$name.tsx",
    method: "POST",
    path: "/api/coupon/site/WELCOME20",
    body: {},
    expect: everyone({ status: 405, allow: "GET", json: { errorText: "Method not allowed. Use GET." } }),
  },
  // custom actions (docs/product/billing.md#custom-actions): none is seeded, so every account is told there is no such action
  {
    route: "api.custom-actions.context.$id.($code).tsx",
    method: "GET",
    path: "/api/custom-actions/context/matrix",
    expect: apiSession({ status: 404, json: { errorText: "There is no custom action by that id." } }),
  },
  {
    route: "api.custom-actions.context.$id.($code).tsx",
    method: "POST",
    path: "/api/custom-actions/context/matrix",
    body: {},
    expect: notAllowed("GET"),
  },
  {
    route: "api.custom-actions.$id.recruiting-usage.tsx",
    method: "GET",
    path: "/api/custom-actions/matrix/recruiting-usage",
    expect: apiSession({ status: 404, json: { errorText: "There is no custom action by that id." } }),
  },
  {
    route: "api.custom-actions.$id.recruiting-usage.tsx",
    method: "POST",
    path: "/api/custom-actions/matrix/recruiting-usage",
    body: {},
    expect: notAllowed("GET"),
  },
  {
    route: "api.custom-actions.$id.coupons.tsx",
    method: "GET",
    path: "/api/custom-actions/matrix/coupons",
    expect: notAllowed("POST"),
  },
  {
    route: "api.custom-actions.$id.coupons.tsx",
    method: "POST",
    path: "/api/custom-actions/matrix/coupons",
    body: { status: "all" },
    expect: apiSession({ status: 404, json: { errorText: "There is no custom action by that id." } }),
  },
  {
    route: "api.custom-actions.transaction.coupon.$id.$transactionId.invoice.tsx",
    method: "GET",
    path: "/api/custom-actions/transaction/coupon/matrix/1/invoice",
    expect: apiSession({ status: 404, json: { errorText: "There is no custom action by that id." } }),
  },
  {
    route: "api.custom-actions.transaction.coupon.$id.$transactionId.invoice.tsx",
    method: "POST",
    path: "/api/custom-actions/transaction/coupon/matrix/1/invoice",
    body: {},
    expect: notAllowed("GET"),
  },
  {
    route: "api.custom-actions.result.$id.($code).tsx",
    method: "GET",
    path: "/api/custom-actions/result/matrix/GIFT-000000000000",
    expect: notAllowed("POST"),
  },
  {
    route: "api.custom-actions.result.$id.($code).tsx",
    method: "POST",
    path: "/api/custom-actions/result/matrix/GIFT-000000000000",
    body: {},
    expect: apiSession({ status: 404, json: { errorText: "This coupon is not one of this custom action's coupons." } }),
  },
  {
    route: "api.custom-actions.purchase.$id.tsx",
    method: "GET",
    path: "/api/custom-actions/purchase/matrix",
    expect: notAllowed("POST"),
  },
  {
    route: "api.custom-actions.purchase.$id.tsx",
    method: "POST",
    path: "/api/custom-actions/purchase/matrix",
    body: () => ({ attempt_id: randomUUID(), payment_method_nonce: "nonce_matrix" }),
    expect: apiSession({ status: 404, json: { errorText: "There is no custom action by that id." } }),
  },
  {
    route: "custom-actions.$id.tsx",
    method: "GET",
    path: "/custom-actions/matrix",
    expect: pageSession("/custom-actions/matrix", { status: 404, text: ["There is no custom action by that id."] }),
  },
  // referrals: the learner's own page; a GET never makes the link, a POST does
  {
    route: "refer-a-friend.tsx",
    method: "GET",
    path: "/refer-a-friend",
    expect: pageSession("/refer-a-friend", page("Refer a friend", "Credit balance: $0.00")),
  },
  {
    route: "refer-a-friend.tsx",
    method: "POST",
    path: "/refer-a-friend",
    body: { intent: "create-link" },
    expect: pageSession("/refer-a-friend", { status: 302, location: "/refer-a-friend" }),
  },
  // affiliates: a click is anyone's (the seeded demo affiliate); a sales report is staff's or the affiliate's (report key)
  {
    route: "api.affiliate.getencodedid.$id.$context.tsx",
    method: "GET",
    path: "/api/affiliate/getencodedid/1/context",
    expect: notAllowed("POST"),
  },
  {
    route: "api.affiliate.getencodedid.$id.$context.tsx",
    method: "POST",
    path: "/api/affiliate/getencodedid/1/context",
    body: { referral_site: "https://blog.example.com", utm_source: "matrix" },
    expect: everyone({ status: 200, json: { encoded_affiliate_id: "aff_demo_partner", associated_affiliate_name: "Demo Partner Blog" } }),
  },
  {
    route: "api.affiliate.$id.catalog-data.tsx",
    method: "GET",
    path: "/api/affiliate/1/catalog-data",
    expect: notAllowed("POST"),
  },
  {
    route: "api.affiliate.$id.catalog-data.tsx",
    method: "POST",
    path: "/api/affiliate/1/catalog-data",
    body: { start_date: "2026-01-01", end_date: "2026-01-31" },
    expect: {
      anon: UNAUTHORIZED,
      ...loggedIn((r) =>
        r === "staff"
          ? { status: 200, jsonMatch: { affiliate: { id: 1, encoded_affiliate_id: "aff_demo_partner" }, sales_count: 0, total_usd: 0 } }
          : { status: 403, json: { errorText: "You do not have access to this." } },
      ),
    },
  },
  {
    route: "api.webhooks.stripe.tsx",
    method: "GET",
    path: "/api/webhooks/stripe",
    expect: everyone({ status: 405, allow: "POST", json: { errorText: "Method not allowed. Use POST." } }),
  },
  {
    route: "api.webhooks.stripe.tsx",
    method: "POST",
    path: "/api/webhooks/stripe",
    body: { id: "evt_1", type: "payment_intent.succeeded" },
    // The embedded gateway is in use: there is no Stripe endpoint to reach.
    offHere: true,
    expect: everyone({ status: 404, json: { errorText: "Stripe is not configured on this site." } }),
  },
  {
    route: "api.webhooks.paypal.tsx",
    method: "GET",
    path: "/api/webhooks/paypal",
    expect: everyone({ status: 405, allow: "POST", json: { errorText: "Method not allowed. Use POST." } }),
  },
  {
    route: "api.webhooks.paypal.tsx",
    method: "POST",
    path: "/api/webhooks/paypal",
    body: { id: "WH-1", event_type: "PAYMENT.SALE.COMPLETED" },
    // PayPal is not configured in this run: there is no PayPal endpoint to reach.
    offHere: true,
    expect: everyone({ status: 404, json: { errorText: "PayPal is not configured on this site." } }),
  },
  {
    route: "learn.home.tsx",
    method: "GET",
    path: "/learn/home",
    // Only staff get the Outbox link in the header. A learner with nothing done yet is welcomed for
    // the first time; the premium account has progress and is welcomed back.
    expect: pageSession("/learn/home", (r) => {
      const greeting = `${r === "premium" ? "Welcome back" : "Welcome to Codelift"}, ${ACCOUNTS[r].fullName.split(" ")[0]}`;
      return r === "staff" ? page(greeting, "Outbox") : { status: 200, text: [greeting], absent: ["Outbox"] };
    }),
  },
  {
    // The weekly-goal modal's form (docs/product/interview-prep.md#streaks): each learner's own goal.
    route: "learn.home.tsx",
    method: "POST",
    path: "/learn/home?dialog=weekly-goal",
    body: { intent: "weekly-goal", problems_per_week: "5" },
    expect: pageSession("/learn/home?dialog=weekly-goal", { status: 302, location: "/learn/home" }),
  },
  {
    route: "staff.outbox.tsx",
    method: "GET",
    path: "/staff/outbox",
    auditedGet: { staff: "outbox.view" },
    expect: {
      // Not even a login redirect: that would tell a visitor the page exists.
      anon: { status: 404, text: ["Page not found"], absent: ["Outbox"] },
      free: { status: 404, text: ["Page not found"], absent: ["Outbox"] },
      premium: { status: 404, text: ["Page not found"], absent: ["Outbox"] },
      mallory: { status: 404, text: ["Page not found"], absent: ["Outbox"] },
      staff: page("Outbox", "Verify your Codelift account"),
    },
  },

  // catalog: courses
  ...(["/courses/" + SEED.freeCourse.slug, `/collection/${SEED.freeCourse.authorId}/${SEED.freeCourse.collectionId}`] as const).map((p, i): Row => ({
    route: i === 0 ? "courses.$slug.tsx" : "collection.$authorId.$collectionId.tsx",
    method: "GET",
    path: p,
    expect: everyone(page("Modern JavaScript Essentials", "Course contents")),
  })),
  ...(["/courses/" + SEED.premiumCourse.slug, `/collection/${SEED.premiumCourse.authorId}/${SEED.premiumCourse.collectionId}`] as const).map(
    (p, i): Row => ({
      route: i === 0 ? "courses.$slug.tsx" : "collection.$authorId.$collectionId.tsx",
      method: "GET",
      path: p,
      expect: everyone(page("React Fundamentals", "Course contents")),
    }),
  ),
  ...(["/courses/" + SEED.deprecatedCourse.slug, `/collection/${SEED.deprecatedCourse.authorId}/${SEED.deprecatedCourse.collectionId}`] as const).map(
    (p, i): Row => ({
      route: i === 0 ? "courses.$slug.tsx" : "collection.$authorId.$collectionId.tsx",
      method: "POST",
      path: p,
      body: { intent: "dismiss-banner" },
      // A visitor's dismissal lives in a cookie, an account's in the database: both are fine.
      expect: everyone({ status: 302, location: p }),
    }),
  ),
  {
    route: "transition.$authorId.$collectionId.tsx",
    method: "GET",
    path: `/transition/${SEED.deprecatedCourse.authorId}/${SEED.deprecatedCourse.collectionId}`,
    expect: everyone(page("Retired course", "Visit New Course")),
  },

  // catalog: lessons (free course: open to all; paid course beyond the preview: premium and staff)
  ...([FREE_LESSON_IDS, FREE_LESSON_SLUG] as const).map((p, i): Row => ({
    route: i === 0 ? "collection.lesson.$authorId.$collectionId.$pageId.tsx" : "coursesv3.$courseSlug.$pageSlug.tsx",
    method: "GET",
    path: p,
    expect: everyone({ status: 200, text: [SEED.freeLesson.bodyText], absent: [PAYWALL] }),
  })),
  ...([PREMIUM_LESSON_IDS, PREMIUM_LESSON_SLUG] as const).map((p, i): Row => ({
    route: i === 0 ? "collection.lesson.$authorId.$collectionId.$pageId.tsx" : "coursesv3.$courseSlug.$pageSlug.tsx",
    method: "GET",
    path: p,
    expect: premiumOnly({
      // Content that needs a session: a visitor logs in first (docs/product/catalog.md#access).
      anon: toLogin(p),
      refused: { status: 200, text: [PAYWALL, NOT_IN_SUBSCRIPTION], absent: [SEED.premiumLesson.bodyText] },
      ok: { status: 200, text: [SEED.premiumLesson.bodyText], absent: [PAYWALL, NOT_IN_SUBSCRIPTION] },
    }),
  })),
  ...([PREMIUM_LESSON_IDS, PREMIUM_LESSON_SLUG] as const).map((p, i): Row => ({
    route: i === 0 ? "collection.lesson.$authorId.$collectionId.$pageId.tsx" : "coursesv3.$courseSlug.$pageSlug.tsx",
    method: "POST",
    path: p,
    body: { intent: "complete" },
    expect: premiumOnly({
      anon: toLogin(p),
      refused: { status: 403, text: [NOT_IN_SUBSCRIPTION] },
      ok: { status: 302, location: `${p}#lesson-complete` },
    }),
  })),
  {
    route: "coursesv3.$courseSlug.$pageSlug.tsx",
    method: "POST",
    path: FREE_LESSON_SLUG,
    body: { intent: "complete" },
    expect: pageSession(FREE_LESSON_SLUG, { status: 302, location: `${FREE_LESSON_SLUG}#lesson-complete` }),
  },

  // accounts: pages
  {
    route: "login.tsx",
    method: "GET",
    path: "/login",
    expect: { anon: page("Log in to Codelift"), ...loggedIn(() => ({ status: 302, location: "/learn/home" })) },
  },
  {
    route: "login.tsx",
    method: "POST",
    path: "/login",
    fresh: true,
    body: (v) => v,
    setup: async (role) => {
      const who = ACCOUNTS[role === "anon" ? "free" : role];
      return { email: who.email, password: who.password, ru: "/explore" };
    },
    expect: everyone({ status: 302, location: "/explore" }),
  },
  {
    route: "signup.tsx",
    method: "GET",
    path: "/signup",
    expect: { anon: page("Create your account"), ...loggedIn(() => ({ status: 302, location: "/learn/home" })) },
  },
  {
    route: "signup.tsx",
    method: "POST",
    path: "/signup",
    fresh: true,
    body: () => ({ full_name: "Page Signup", email: uniqueEmail("signup-page"), password: "page-signup-pass", ru: "/learn/home" }),
    expect: everyone({ status: 302, location: "/learn/home" }),
  },
  {
    route: "logout.tsx",
    method: "GET",
    path: "/logout",
    // GET never logs out.
    after: async (c, role) => expect((await c.get("/api/user/info")).status, "still logged in after GET /logout").toBe(role === "anon" ? 401 : 200),
    expect: everyone({ status: 302, location: "/" }),
  },
  {
    route: "logout.tsx",
    method: "POST",
    path: "/logout",
    fresh: true,
    after: async (c) => expect((await c.get("/api/user/info")).status, "logged out after POST /logout").toBe(401),
    expect: everyone({ status: 302, location: "/" }),
  },
  // The browser's side of the session idle limit (docs/product/accounts.md#session-idle).
  { route: "api.session.tsx", method: "GET", path: "/api/session", expect: notAllowed("POST") },
  {
    route: "api.session.tsx",
    method: "POST",
    path: "/api/session",
    body: { intent: "keepalive" },
    expect: apiSession({ status: 200, json: { active: true, idle_ms: 900_000, warning_after_ms: 840_000, warning_ms: 60_000 } }),
  },
  {
    route: "api.session.tsx",
    method: "POST",
    path: "/api/session",
    fresh: true,
    body: { intent: "expire" },
    after: async (c) => expect((await c.get("/api/user/info")).status, "the session ended").toBe(401),
    expect: everyone({ status: 200, json: { expired: true } }),
  },
  { route: "forgot-password.tsx", method: "GET", path: "/forgot-password", expect: everyone(page("Reset your password")) },
  {
    route: "forgot-password.tsx",
    method: "POST",
    path: "/forgot-password",
    body: () => ({ email: uniqueEmail("nobody") }),
    expect: everyone(page(RESET_SENT)),
  },
  {
    route: "verify.$token.tsx",
    method: "GET",
    path: "/verify/{token}",
    setup: verifyToken,
    expect: everyone(page("Verify your email", "Verify my email")),
  },
  {
    route: "verify.$token.tsx",
    method: "POST",
    path: "/verify/{token}",
    setup: verifyToken,
    body: {},
    expect: everyone({ status: 302, location: "/learn/home" }),
  },
  {
    route: "reset-password.$token.tsx",
    method: "GET",
    path: "/reset-password/{token}",
    setup: resetToken,
    expect: everyone(page("Choose a new password")),
  },
  {
    route: "reset-password.$token.tsx",
    method: "POST",
    path: "/reset-password/{token}",
    setup: resetToken,
    body: { new_password: "a-brand-new-pass", new_password_confirm: "a-brand-new-pass" },
    expect: everyone({ status: 302, location: "/login" }),
  },

  // account security (docs/product/accounts.md): the account page, two-factor, e-mail change, sign-up with a password, onboarding
  {
    route: "account._index.tsx",
    method: "GET",
    path: "/account",
    expect: pageSession("/account", page("Your account", "Where you are logged in", "Delete my account…")),
  },
  {
    route: "account._index.tsx",
    method: "POST",
    path: "/account",
    body: { intent: "name", full_name: "R2 D2 unit" },
    expect: pageSession("/account", { status: 400, text: ["Invalid Name. You can only use Alphabets."] }),
  },
  {
    route: "account.two-factor.tsx",
    method: "GET",
    path: "/account/two-factor",
    expect: pageSession("/account/two-factor", page("Two-factor authentication", "Set up an authenticator app", "Codes by email")),
  },
  {
    route: "account.two-factor.tsx",
    method: "POST",
    path: "/account/two-factor",
    body: { intent: "confirm", totp: "000000" },
    expect: pageSession("/account/two-factor", { status: 400, text: ["Start the set-up first."] }),
  },
  {
    route: "account.email.$token.tsx",
    method: "GET",
    path: "/account/email/not-a-real-email-change-token",
    expect: everyone(page("Confirm your new email", LINK_INVALID)),
  },
  {
    route: "account.email.$token.tsx",
    method: "POST",
    path: "/account/email/not-a-real-email-change-token",
    body: {},
    expect: everyone({ status: 400, text: [LINK_INVALID] }),
  },
  {
    route: "signup-and-reset-password.$token.tsx",
    method: "GET",
    path: "/signup-and-reset-password/not-a-real-token",
    expect: everyone(page("Finish creating your account", LINK_INVALID)),
  },
  {
    route: "signup-and-reset-password.$token.tsx",
    method: "POST",
    path: "/signup-and-reset-password/not-a-real-token",
    body: { full_name: "Valid Name", new_password: "long-enough-1", new_password_confirm: "long-enough-1" },
    expect: everyone({ status: 400, text: [LINK_INVALID] }),
  },
  {
    route: "onboarding.tsx",
    method: "GET",
    path: "/onboarding",
    expect: pageSession("/onboarding", page("Tell us about you", "What brings you to Codelift?")),
  },
  {
    route: "onboarding.tsx",
    method: "POST",
    path: "/onboarding",
    body: { full_name: "Valid Name", phone: "12345", goal: "skills" },
    expect: pageSession("/onboarding", { status: 400, text: ["Phone number should be at least 10 digits long."] }),
  },

  // interview prep: pages
  { route: "interview-prep._index.tsx", method: "GET", path: "/interview-prep", expect: everyone(page("Choose your roadmap")) },
  {
    route: "interview-prep._index.tsx",
    method: "POST",
    path: "/interview-prep",
    // the onboarding tour's Done: the learner's own viewed flag
    body: { intent: "tour-done" },
    expect: pageSession("/interview-prep", { status: 302, location: "/interview-prep" }),
  },
  {
    route: "interview-prep.$pathUrlSlug._index.tsx",
    method: "GET",
    path: "/interview-prep/coding",
    expect: everyone(page(SEED.coding.title, "Pattern outline")),
  },
  {
    route: "interview-prep.$pathUrlSlug._index.tsx",
    method: "POST",
    path: "/interview-prep/coding?index&dialog=weekly-goal",
    body: { intent: "weekly-goal", problems_per_week: "7" },
    // Remix takes ?index off the URL the action sees.
    expect: pageSession("/interview-prep/coding?dialog=weekly-goal", { status: 302, location: "/interview-prep/coding" }),
  },
  { route: "interview-prep.$pathUrlSlug.plan.tsx", method: "GET", path: "/interview-prep/coding/plan", expect: everyone(page("Your weekly plan")) },
  {
    route: "interview-prep.$pathUrlSlug.plan.tsx",
    method: "POST",
    path: "/interview-prep/coding/plan",
    body: { intent: "all" },
    expect: pageSession("/interview-prep/coding/plan", { status: 302, location: "/interview-prep/coding/plan" }),
  },
  {
    route: "interview-prep.preferences.tsx",
    method: "GET",
    path: "/interview-prep/preferences",
    expect: everyone(page("Your interview preferences")),
  },
  {
    route: "interview-prep.preferences.tsx",
    method: "POST",
    path: "/interview-prep/preferences",
    // A visitor's preferences live in a cookie, an account's in the database.
    body: { company: "Google", lang: "JavaScript", position: "Senior Engineer", interviewDate: "", ru: "/interview-prep/coding" },
    expect: everyone({ status: 302, location: "/interview-prep/coding" }),
  },
  // mock interviews (docs/product/interview-prep.md#mock-interviews): premium tiers only; an interview is its owner's alone (everyone else: 404)
  {
    route: "interview-prep.mock-interview._index.tsx",
    method: "GET",
    path: "/interview-prep/mock-interview",
    expect: pageSession("/interview-prep/mock-interview", (r) =>
      r === "premium"
        ? page("Mock coding interview", "mock interviews left this month")
        : page("Mock coding interview", MOCK_NO_PLAN, "Upgrade to Premium"),
    ),
  },
  {
    route: "interview-prep.mock-interview._index.tsx",
    method: "POST",
    path: "/interview-prep/mock-interview",
    body: { company: "Google", length: "45", timezone: "UTC" },
    expect: pageSession("/interview-prep/mock-interview", (r) => (r === "premium" ? { status: 302 } : { status: 403, text: [MOCK_NO_PLAN] })),
  },
  ...(["GET", "POST"] as const).map((method): Row => ({
    route: "interview-prep.mock-interview.$id._index.tsx",
    method,
    path: "/interview-prep/mock-interview/{id}",
    setup: othersMockInterview,
    ...(method === "POST" ? { body: { intent: "finish" } } : {}),
    expect: { anon: { status: 302 }, ...loggedIn(() => ({ status: 404, text: ["We could not find what you were looking for."] })) },
  })),
  {
    route: "interview-prep.mock-interview.$id.report.tsx",
    method: "GET",
    path: "/interview-prep/mock-interview/{id}/report",
    setup: othersMockInterview,
    expect: { anon: { status: 302 }, ...loggedIn(() => ({ status: 404, text: ["We could not find what you were looking for."] })) },
  },
  {
    route: "interview-prep.mock-interview.$id.report.tsx",
    method: "POST",
    path: "/interview-prep/mock-interview/{id}/report",
    setup: othersMockInterview,
    // the feedback modal's form on another learner's interview
    body: { intent: "feedback", rating: "5" },
    expect: { anon: { status: 302 }, ...loggedIn(() => ({ status: 404, text: ["We could not find what you were looking for."] })) },
  },
  {
    route: "api.mock-interview.$id.update-user-mock-interview-session.tsx",
    method: "GET",
    path: "/api/mock-interview/1/update-user-mock-interview-session",
    expect: notAllowed("POST"),
  },
  {
    route: "api.mock-interview.$id.update-user-mock-interview-session.tsx",
    method: "POST",
    path: "/api/mock-interview/{id}/update-user-mock-interview-session",
    setup: othersMockInterview,
    body: { session: '{"opened":"1"}' },
    expect: apiSession({ status: 404, json: { errorText: "We could not find what you were looking for." } }),
  },
  {
    route: "api.user.mock-interview.$company.$length.latest-attempt.tsx",
    method: "GET",
    path: "/api/user/mock-interview/Google/45/latest-attempt?timezone=UTC",
    expect: apiSession({ status: 200, jsonMatch: { company: "Google", length_minutes: 45, timezone: "UTC" } }),
  },
  {
    route: "api.user.mock-interview.$company.$length.latest-attempt.tsx",
    method: "POST",
    path: "/api/user/mock-interview/Google/45/latest-attempt",
    expect: notAllowed("GET"),
  },
  // the three URL forms of a coach lesson; reading is open, running needs a session, grading is premium
  {
    route: "interview-prep.$pathUrlSlug.$pageSlug.tsx",
    method: "GET",
    path: PROBLEM_SLUG,
    expect: everyone(page(SEED.problem.title, "Function to write")),
  },
  {
    route: "interview-prep.$pathUrlSlug.$pageSlug.tsx",
    method: "POST",
    path: PROBLEM_SLUG,
    body: () => ({ intent: "submit", lang: "javascript", code: jsSolution }),
    expect: premiumOnly({
      anon: toLogin(PROBLEM_SLUG),
      refused: { status: 403, text: [PREMIUM_REFUSAL], absent: ["Passed tests"] },
      ok: { status: 200, text: ["Passed tests", "Score"], absent: [PREMIUM_REFUSAL] },
    }),
  },
  {
    // the learner's own attempts compared (docs/product/judge.md#diffs-between-attempts): read only, no action
    route: "interview-prep.$pathUrlSlug.$pageSlug_.compare.tsx",
    method: "GET",
    path: `${PROBLEM_SLUG}/compare`,
    expect: pageSession(`${PROBLEM_SLUG}/compare`, page(`Compare attempts: ${SEED.problem.title}`, "Back to the problem")),
  },
  {
    route: "interview-prep.$encodedPathInfo.$authorId.$collectionId.$pageId.tsx",
    method: "GET",
    path: PROBLEM_IDS,
    expect: everyone(page(SEED.problem.title, "Function to write")),
  },
  {
    route: "interview-prep.$encodedPathInfo.$authorId.$collectionId.$pageId.tsx",
    method: "POST",
    path: PROBLEM_IDS,
    body: () => ({ intent: "run", lang: "javascript", code: jsSolution }),
    expect: pageSession(PROBLEM_IDS, { status: 200, text: ["Passed tests"], absent: [PREMIUM_REFUSAL] }),
  },
  {
    route: "interview-prep.$pathAuthorId.$collectionId.$pageId.tsx",
    method: "GET",
    path: INTRO_FALLBACK,
    expect: everyone(page("Introduction to Two Pointers")),
  },
  {
    route: "interview-prep.$pathAuthorId.$collectionId.$pageId.tsx",
    method: "POST",
    path: INTRO_FALLBACK,
    body: { intent: "visit" },
    // A visitor's visit is simply not recorded.
    expect: everyone(page("Introduction to Two Pointers")),
  },

  // ---- API paths ----
  // accounts
  { route: "api.user.info.tsx", method: "GET", path: "/api/user/info", expect: apiSession((r) => ({ status: 200, jsonMatch: userInfo(r) })) },
  // attribution and the complete user info (docs/product/attribution.md)
  {
    route: "api.user.info_.subscriptions.tsx",
    method: "GET",
    path: "/api/user/info/subscriptions?return_complete_response=true",
    expect: apiSession((r) => ({ status: 200, jsonMatch: { is_user_subscribed: r === "premium", has_active_b2c_trial: false } })),
  },
  {
    route: "api.user.info_.subscriptions.tsx",
    method: "POST",
    path: "/api/user/info/subscriptions",
    body: {},
    expect: notAllowed("GET"),
  },
  { route: "api.user.info_.action.tsx", method: "GET", path: "/api/user/info/action", expect: notAllowed("POST") },
  {
    route: "api.user.info_.action.tsx",
    method: "POST",
    path: "/api/user/info/action",
    body: { action: "update" },
    unverifiedDiffers: "the answer is the account's own user info (its e-mail, verified false)",
    expect: apiSession((r) => ({ status: 200, jsonMatch: { user_info: userInfo(r) } })),
  },
  {
    route: "api.user.info_.action.tsx",
    method: "POST",
    path: "/api/user/info/action",
    body: { action: "self_destruct" },
    expect: apiSession({ status: 400, json: { errorText: "Specified action does not exist" } }),
  },
  { route: "api.user.utm.tsx", method: "GET", path: "/api/user/utm", expect: notAllowed("POST") },
  {
    route: "api.user.utm.tsx",
    method: "POST",
    path: "/api/user/utm",
    body: { utm_source: "matrix", utm_campaign: "authz", page_uri: "/pricing" },
    expect: apiSession({
      status: 201,
      jsonMatch: { attribution: { origin: "utm", page_uri: "/pricing", utm: { utm_source: "matrix", utm_campaign: "authz" }, utm_init: {} } },
    }),
  },
  { route: "api.rakuten.set-cookie.tsx", method: "GET", path: "/api/rakuten/set-cookie", expect: notAllowed("PUT") },
  {
    route: "api.rakuten.set-cookie.tsx",
    method: "PUT",
    path: "/api/rakuten/set-cookie",
    body: { ranSiteID: "matrix-site.1" },
    expect: everyone({ status: 200, json: { ran_site_id: "matrix-site.1", expires_in_days: 30 } }),
  },
  {
    route: "api.event.marketing.email-capture.tsx",
    method: "GET",
    path: "/api/event/marketing/email-capture",
    expect: notAllowed("PUT"),
  },
  {
    route: "api.event.marketing.email-capture.tsx",
    method: "PUT",
    path: "/api/event/marketing/email-capture",
    body: { email: "matrix-capture@example.com", marketing_page_url: "/business", cta_url: "/trial" },
    expect: everyone({ status: 200, json: { recorded: true } }),
  },
  { route: "api.event.campaign-events.tsx", method: "GET", path: "/api/event/campaign-events", expect: notAllowed("POST") },
  {
    route: "api.event.campaign-events.tsx",
    method: "POST",
    path: "/api/event/campaign-events",
    // one fresh event, one a week and a day old (dropped), one without its data (dropped)
    body: () => ({
      events: JSON.stringify([
        { event_name: "matrix_visit", event_data: { utm_source: "matrix" }, queued_at: Date.now() - 1000 },
        { event_name: "matrix_visit", event_data: {}, queued_at: Date.now() - 8 * 86_400_000 },
        { event_name: "matrix_visit", queued_at: Date.now() - 1000 },
      ]),
    }),
    expect: everyone({ status: 200, json: { stored: 1, dropped: 2 } }),
  },
  { route: "api.user.login.tsx", method: "GET", path: "/api/user/login", expect: notAllowed("POST") },
  {
    route: "api.user.login.tsx",
    method: "POST",
    path: "/api/user/login",
    fresh: true,
    body: (v) => v,
    setup: async (role) => {
      const who = ACCOUNTS[role === "anon" ? "free" : role];
      return { email: who.email, password: who.password };
    },
    expect: { anon: { status: 200, jsonMatch: userInfo("free") }, ...loggedIn((r) => ({ status: 200, jsonMatch: userInfo(r) })) },
  },
  { route: "api.user.signup.tsx", method: "GET", path: "/api/user/signup", expect: notAllowed("POST") },
  {
    route: "api.user.signup.tsx",
    method: "POST",
    path: "/api/user/signup",
    fresh: true,
    body: () => ({ full_name: "Api Signup", email: uniqueEmail("signup-api"), password: "api-signup-pass" }),
    expect: everyone({ status: 201, jsonMatch: { verified: false, is_internal: false, is_user_subscribed: false } }),
  },
  { route: "api.user.verify.tsx", method: "GET", path: "/api/user/verify", expect: notAllowed("POST") },
  {
    route: "api.user.verify.tsx",
    method: "POST",
    path: "/api/user/verify",
    setup: verifyToken,
    body: (v) => ({ verify_token: v.token! }),
    expect: everyone({ status: 200, jsonMatch: { verified: true } }),
  },
  { route: "api.user.forgot-password.tsx", method: "GET", path: "/api/user/forgot-password", expect: notAllowed("POST") },
  {
    route: "api.user.forgot-password.tsx",
    method: "POST",
    path: "/api/user/forgot-password",
    body: () => ({ email: uniqueEmail("nobody") }),
    expect: everyone({ status: 200, json: { message: RESET_SENT } }),
  },
  { route: "api.user.reset-password.tsx", method: "GET", path: "/api/user/reset-password", expect: notAllowed("POST") },
  {
    route: "api.user.reset-password.tsx",
    method: "POST",
    path: "/api/user/reset-password",
    setup: resetToken,
    body: (v) => ({ reset_token: v.token!, new_password: "a-brand-new-pass", new_password_confirm: "a-brand-new-pass" }),
    expect: everyone({ status: 200, json: { message: "Your password has been changed." } }),
  },
  { route: "api.user.verify-and-reset-password.tsx", method: "GET", path: "/api/user/verify-and-reset-password", expect: notAllowed("POST") },
  {
    route: "api.user.verify-and-reset-password.tsx",
    method: "POST",
    path: "/api/user/verify-and-reset-password",
    body: { verify_token: "not-a-real-token", new_password: "long-enough-1", new_password_confirm: "long-enough-1" },
    expect: everyone({ status: 400, json: { errorText: LINK_INVALID } }),
  },
  { route: "api.user.user-onboard.tsx", method: "GET", path: "/api/user/user-onboard", expect: notAllowed("POST") },
  {
    route: "api.user.user-onboard.tsx",
    method: "POST",
    path: "/api/user/user-onboard?set_session=true",
    body: { full_name: "Valid Name", phone: "not-digits", goal: "skills" },
    expect: apiSession({ status: 400, json: { errors: { phone: "Invalid Phone Number" } } }),
  },
  { route: "api.signup.tsx", method: "GET", path: "/api/signup", expect: notAllowed("POST") },
  {
    route: "api.signup.tsx",
    method: "POST",
    path: "/api/signup",
    body: () => ({ email: uniqueEmail("capture") }),
    expect: everyone({ status: 200, json: { message: "Thanks! We will keep you posted." } }),
  },
  { route: "api.user.resend-verification.tsx", method: "GET", path: "/api/user/resend-verification", expect: notAllowed("POST") },
  {
    route: "api.user.resend-verification.tsx",
    method: "POST",
    path: "/api/user/resend-verification",
    body: () => ({ email: uniqueEmail("nobody") }),
    expect: everyone({ status: 200, json: { message: VERIFICATION_SENT } }),
  },
  {
    route: "api.user.resend-verification_.logged-in.tsx",
    method: "GET",
    path: "/api/user/resend-verification/logged-in",
    expect: notAllowed("POST"),
  },
  {
    route: "api.user.resend-verification_.logged-in.tsx",
    method: "POST",
    path: "/api/user/resend-verification/logged-in",
    body: {},
    unverifiedDiffers: "only an unverified account has a verification mail to resend",
    expect: apiSession((r) => ({ status: 200, json: { message: r === "mallory" ? VERIFICATION_SENT : ALREADY_VERIFIED_SHORT } })),
  },
  // analytics (docs/product/learner-data.md#analytics): anyone may report events (labelled on the server); the dashboard is verified staff only
  { route: "api.event.triggered-multi.tsx", method: "GET", path: "/api/event/triggered-multi", expect: notAllowed("PUT") },
  {
    route: "api.event.triggered-multi.tsx",
    method: "PUT",
    path: "/api/event/triggered-multi",
    body: { events: JSON.stringify([{ event_name: "page_view", event_data: {}, path: "/explore" }]) },
    expect: everyone({ status: 200, json: { stored: 1, unexpected: [], dropped_campaign_events: 0 } }),
  },
  {
    route: "api.google-analytics.subscription-type.tsx",
    method: "GET",
    path: "/api/google-analytics/subscription-type",
    unverifiedDiffers: "the label is the account's own (an unverified sign-up is a new learner, not a free one with history)",
    expect: {
      anon: { status: 200, json: { subscription_type: "logged_out", user_kind: "LOGGED_OUT" } },
      free: { status: 200, json: { subscription_type: "non_paying", user_kind: "B2C_USER" } },
      premium: { status: 200, jsonMatch: { user_kind: "B2C_USER" } },
      mallory: { status: 200, jsonMatch: { user_kind: "B2C_USER" } },
      staff: { status: 200, json: { subscription_type: "internal", user_kind: "EDUCATIVE_INTERNAL" } },
    },
  },
  {
    route: "api.google-analytics.subscription-type.tsx",
    method: "POST",
    path: "/api/google-analytics/subscription-type",
    body: {},
    expect: notAllowed("GET"),
  },
  {
    route: "staff.analytics.tsx",
    method: "GET",
    path: "/staff/analytics",
    expect: {
      anon: { status: 404, text: ["Page not found"], absent: ["Coach funnel by pattern"] },
      free: { status: 404, text: ["Page not found"], absent: ["Coach funnel by pattern"] },
      premium: { status: 404, text: ["Page not found"], absent: ["Coach funnel by pattern"] },
      mallory: { status: 404, text: ["Page not found"], absent: ["Coach funnel by pattern"] },
      staff: page("Analytics", "Coach funnel by pattern", "Sign-ups and active learners per day"),
    },
  },
  {
    route: "staff.design.tsx",
    method: "GET",
    path: "/staff/design",
    expect: {
      anon: { status: 404, text: ["Page not found"], absent: ["Form controls"] },
      free: { status: 404, text: ["Page not found"], absent: ["Form controls"] },
      premium: { status: 404, text: ["Page not found"], absent: ["Form controls"] },
      mallory: { status: 404, text: ["Page not found"], absent: ["Form controls"] },
      staff: page("Design system", "Light", "Dark", "Buttons", "Form controls"),
    },
  },
  {
    route: "api.userdata.darkmode.tsx",
    method: "GET",
    path: "/api/userdata/darkmode",
    expect: everyone({ status: 405, allow: "POST", json: { errorText: "Method not allowed. Use POST." } }),
  },
  {
    route: "api.userdata.darkmode.tsx",
    method: "POST",
    path: "/api/userdata/darkmode",
    body: { frontend_theme: "dark" },
    expect: {
      anon: { status: 200, json: { frontend_theme: "dark", saved_on_account: false } },
      ...loggedIn(() => ({ status: 200, json: { frontend_theme: "dark", saved_on_account: true } })),
    },
  },
  // saved user data (docs/product/learner-data.md#user-data): every learner's own data; a visitor gets 401
  {
    route: "api.userdata.map.$name.tsx",
    method: "GET",
    path: "/api/userdata/map/matrix_read",
    expect: apiSession({ status: 200, json: { name: "matrix_read", data: null, timestamp: null, updated_at: null } }),
  },
  {
    route: "api.userdata.map.$name.tsx",
    method: "POST",
    path: "/api/userdata/map/matrix_prefs",
    body: { timestamp: "1000", data: '{"font":"large"}' },
    expect: apiSession({ status: 200, jsonMatch: { saved: true, name: "matrix_prefs", data: { font: "large" }, timestamp: 1000 } }),
  },
  {
    route: "api.userdata.map.$name_.delete.tsx",
    method: "GET",
    path: "/api/userdata/map/matrix_prefs/delete",
    expect: notAllowed("POST"),
  },
  {
    route: "api.userdata.map.$name_.delete.tsx",
    method: "POST",
    path: "/api/userdata/map/matrix_never_saved/delete",
    body: {},
    expect: apiSession({ status: 200, json: { name: "matrix_never_saved", deleted: false } }),
  },
  {
    route: "api.userdata.map.work_id.$id.tsx",
    method: "GET",
    path: `/api/userdata/map/work_id/${SEED.premiumCourse.collectionId}?get_widget_data=true`,
    expect: apiSession({ status: 200, json: { work_id: SEED.premiumCourse.collectionId, page_ids: [], widget_count: 0, widget_data: [] } }),
  },
  {
    route: "api.userdata.map.work_id.$id.tsx",
    method: "POST",
    path: `/api/userdata/map/work_id/${SEED.freeCourse.collectionId}`,
    body: {
      author_id: String(SEED.freeCourse.authorId),
      page_id: String(SEED.freeLesson.pageId),
      widget_id: "matrix",
      item_type: "text-input",
      userdata: "hello",
      timestamp: "1000",
    },
    expect: apiSession({ status: 200, jsonMatch: { saved: true } }),
  },
  {
    route: "api.userdata.maps.get_values.tsx",
    method: "GET",
    path: "/api/userdata/maps/get_values",
    expect: notAllowed("POST"),
  },
  {
    route: "api.userdata.maps.get_values.tsx",
    method: "POST",
    path: "/api/userdata/maps/get_values",
    body: { names: '["matrix_nothing"]' },
    expect: apiSession({ status: 200, json: { values: { matrix_nothing: null } } }),
  },
  {
    route: "api.userdata.get-access-map.tsx",
    method: "GET",
    path: "/api/userdata/get-access-map",
    expect: notAllowed("POST"),
  },
  {
    route: "api.userdata.get-access-map.tsx",
    method: "POST",
    path: "/api/userdata/get-access-map",
    body: { works: JSON.stringify([{ author_id: SEED.freeCourse.authorId, work_id: SEED.freeCourse.collectionId }]) },
    expect: apiSession({ status: 200, json: { access_map: { [`${SEED.freeCourse.authorId}-${SEED.freeCourse.collectionId}`]: 200 } } }),
  },
  {
    route: "api.userdata.live.interactions.tsx",
    method: "GET",
    path: "/api/userdata/live/interactions",
    expect: notAllowed("POST"),
  },
  {
    route: "api.userdata.live.interactions.tsx",
    method: "POST",
    path: "/api/userdata/live/interactions",
    body: {
      app_id: "matrix",
      comp_type: "Canvas",
      comp_id: "c1",
      is_draft_page: "false",
      is_test_workspace: "false",
      interaction_map: '{"kind":"no-input"}',
    },
    expect: apiSession({ status: 200, jsonMatch: { saved: true } }),
  },
  {
    route: "api.userdata.interview-prep.interaction.tsx",
    method: "GET",
    path: "/api/userdata/interview-prep/interaction",
    expect: notAllowed("POST"),
  },
  {
    route: "api.userdata.interview-prep.interaction.tsx",
    method: "POST",
    path: "/api/userdata/interview-prep/interaction",
    body: { event_type: "matrix_probe", interaction_map: '{"step":1}' },
    expect: apiSession({ status: 200, jsonMatch: { saved: true } }),
  },
  {
    route: "api.userdata.user_config.tsx",
    method: "GET",
    path: "/api/userdata/user_config?cache=false",
    expect: {
      anon: { status: 200, jsonMatch: { is_logged_in: false, user_theme: null } },
      ...loggedIn(() => ({ status: 200, jsonMatch: { is_logged_in: true } })),
    },
  },
  // notes and highlights (docs/product/learner-data.md#notes-and-highlights): every learner sees only their own; a missing or another's note is not found
  {
    route: "api.userdata.notes-and-highlights.tsx",
    method: "GET",
    path: "/api/userdata/notes-and-highlights?work_id=100001",
    expect: apiSession({ status: 200, json: { notes: [], count: 0 } }),
  },
  {
    route: "api.userdata.notes-and-highlights.tsx",
    method: "POST",
    path: "/api/userdata/notes-and-highlights",
    body: { engine_name: "notes", query: "anything", current_page: "1", results_per_page: "10" },
    expect: apiSession({ status: 200, jsonMatch: { total_results: 0, results: [], current_page: 1, results_per_page: 10 } }),
  },
  {
    route: "api.userdata.notes-and-highlights.tsx",
    method: "PUT",
    path: "/api/userdata/notes-and-highlights",
    body: { id: "999999", comment: "not mine" },
    expect: apiSession({ status: 404, json: { errorText: "We could not find that note." } }),
  },
  {
    route: "api.userdata.notes-and-highlights.tsx",
    method: "DELETE",
    path: "/api/userdata/notes-and-highlights",
    body: { id: "999999" },
    expect: apiSession({ status: 404, json: { errorText: "We could not find that note." } }),
  },
  {
    route: "api.userdata.get-works-with-notes-and-highlights.tsx",
    method: "GET",
    path: "/api/userdata/get-works-with-notes-and-highlights",
    expect: apiSession({ status: 200, json: { works: [] } }),
  },
  {
    route: "learn.notes.tsx",
    method: "GET",
    path: "/learn/notes",
    expect: pageSession("/learn/notes", page("My notes", "You have no notes or highlights yet.")),
  },
  {
    route: "learn.notes.tsx",
    method: "POST",
    path: "/learn/notes",
    body: { intent: "delete-note", id: "999999" },
    expect: pageSession("/learn/notes", { status: 302, location: "/learn/notes" }),
  },
  { route: "learn.notes[.]md.tsx", method: "GET", path: "/learn/notes.md", expect: pageSession("/learn/notes.md", { status: 200 }) },
  { route: "learn.notes[.]md.tsx", method: "POST", path: "/learn/notes.md", body: {}, expect: notAllowed("GET") },
  {
    route: "api.userdata.get-works-with-notes-and-highlights.tsx",
    method: "POST",
    path: "/api/userdata/get-works-with-notes-and-highlights",
    body: {},
    expect: notAllowed("GET"),
  },

  // page props
  ...(
    [
      [
        `/api/collection/${SEED.freeCourse.authorId}/${SEED.freeCourse.collectionId}/page/${SEED.freeLesson.pageId}/props`,
        "api.collection.$authorId.$collectionId.page.$pageId.props.tsx",
      ],
      [`/api/collection/${SEED.freeCourse.slug}/page/${SEED.freeLesson.slug}/props`, "api.collection.$courseSlug.page.$pageSlug.props.tsx"],
    ] as const
  ).map(([p, route]): Row => ({
    route,
    method: "GET",
    path: p,
    expect: everyone({
      status: 200,
      jsonMatch: { item_type: "lesson", collection_id: SEED.freeCourse.collectionId, page_id: SEED.freeLesson.pageId, slug: SEED.freeLesson.slug },
    }),
  })),
  ...(
    [
      [
        `/api/collection/${SEED.premiumCourse.authorId}/${SEED.premiumCourse.collectionId}/page/${SEED.premiumLesson.pageId}/props`,
        "api.collection.$authorId.$collectionId.page.$pageId.props.tsx",
      ],
      [`/api/collection/${SEED.premiumCourse.slug}/page/${SEED.premiumLesson.slug}/props`, "api.collection.$courseSlug.page.$pageSlug.props.tsx"],
    ] as const
  ).flatMap(([p, route]): Row[] => [
    {
      route,
      method: "GET",
      path: p,
      expect: premiumOnly({
        // No session, and one could open it: 401 (docs/product/catalog.md#access); a learner without access: 403,
        // naming the course page (by the form of the address asked) to go to instead.
        anon: UNAUTHORIZED,
        refused: {
          status: 403,
          json: {
            errorText: NOT_IN_SUBSCRIPTION,
            redirect_to: p.includes(SEED.premiumCourse.slug)
              ? `/courses/${SEED.premiumCourse.slug}`
              : `/collection/${SEED.premiumCourse.authorId}/${SEED.premiumCourse.collectionId}`,
          },
        },
        ok: {
          status: 200,
          jsonMatch: {
            item_type: "lesson",
            collection_id: SEED.premiumCourse.collectionId,
            page_id: SEED.premiumLesson.pageId,
            slug: SEED.premiumLesson.slug,
          },
        },
      }),
    },
    { route, method: "POST", path: p, body: {}, expect: everyone({ status: 405, allow: "GET", json: { errorText: PAGE_PROPS_GET_ONLY } }) },
  ]),
  {
    route: "api.interview-prep.$pathUrlSlug.page.$pageUrlSlug.props.tsx",
    method: "GET",
    path: `/api/interview-prep/coding/page/${SEED.problem.slug}/props`,
    expect: everyone({
      status: 200,
      jsonMatch: { item_type: "lesson", path_url_slug: "coding", page_id: SEED.problem.pageId, slug: SEED.problem.slug },
    }),
  },
  {
    route: "api.interview-prep.$pathUrlSlug.page.$pageUrlSlug.props.tsx",
    method: "POST",
    path: `/api/interview-prep/coding/page/${SEED.problem.slug}/props`,
    body: {},
    expect: everyone({ status: 405, allow: "GET", json: { errorText: PAGE_PROPS_GET_ONLY } }),
  },

  // the coach
  {
    route: "api.ai-coach.user.path.tsx",
    method: "GET",
    path: `/api/ai-coach/user/path?author_id=${SEED.coding.authorId}&work_id=${SEED.coding.pathId}`,
    expect: apiSession({ status: 200, jsonMatch: { user_path: { path_url_slug: "coding", path_id: SEED.coding.pathId } } }),
  },
  {
    route: "api.ai-coach.user.path.tsx",
    method: "PUT",
    path: "/api/ai-coach/user/path",
    body: { author_id: String(SEED.twoPointers.authorId), work_id: String(SEED.twoPointers.collectionId), page_id: String(SEED.intro.pageId) },
    expect: apiSession({ status: 200, jsonMatch: { user_path: { path_url_slug: "coding" } } }),
  },
  { route: "api.ai-coach.problem.skip.tsx", method: "GET", path: "/api/ai-coach/problem/skip", expect: notAllowed("PUT") },
  {
    route: "api.ai-coach.problem.skip.tsx",
    method: "PUT",
    path: "/api/ai-coach/problem/skip",
    body: {
      author_id: String(SEED.twoPointers.authorId),
      work_id: String(SEED.twoPointers.collectionId),
      page_id: String(SEED.skippable.pageId),
      group_id: String(SEED.skippable.groupId),
    },
    expect: apiSession({ status: 200, jsonMatch: { skipped_groups: expect.arrayContaining([expect.anything()]) } }),
  },
  { route: "api.ai-coach.persist.pattern.tsx", method: "GET", path: "/api/ai-coach/persist/pattern", expect: notAllowed("PUT") },
  {
    route: "api.ai-coach.persist.pattern.tsx",
    method: "PUT",
    path: "/api/ai-coach/persist/pattern",
    body: { author_id: String(SEED.twoPointers.authorId), work_id: String(SEED.twoPointers.collectionId) },
    expect: apiSession({
      status: 200,
      jsonMatch: { persisted_patterns: [expect.objectContaining({ author_id: SEED.twoPointers.authorId, work_id: SEED.twoPointers.collectionId })] },
    }),
  },
  { route: "api.ai-coach.user-feedback.tsx", method: "GET", path: "/api/ai-coach/user-feedback", expect: notAllowed("POST") },
  {
    route: "api.ai-coach.user-feedback.tsx",
    method: "POST",
    path: "/api/ai-coach/user-feedback",
    body: { path_author_id: String(SEED.coding.authorId), path_id: String(SEED.coding.pathId), rating: "4", feedback: "Clear explanations." },
    expect: apiSession({ status: 200, jsonMatch: { saved: true, id: expect.any(Number) } }),
  },
  {
    route: "api.ai-coach.user-feedback_.mark-pattern.tsx",
    method: "GET",
    path: "/api/ai-coach/user-feedback/mark-pattern",
    expect: notAllowed("PUT"),
  },
  {
    route: "api.ai-coach.user-feedback_.mark-pattern.tsx",
    method: "PUT",
    path: "/api/ai-coach/user-feedback/mark-pattern",
    body: {
      path_author_id: String(SEED.coding.authorId),
      path_id: String(SEED.coding.pathId),
      author_id: String(SEED.twoPointers.authorId),
      collection_id: String(SEED.twoPointers.collectionId),
    },
    expect: apiSession({
      status: 200,
      jsonMatch: {
        submitted_feedback_patterns: [
          expect.objectContaining({ author_id: SEED.twoPointers.authorId, collection_id: SEED.twoPointers.collectionId }),
        ],
      },
    }),
  },
  {
    route: "api.ai-coach.user-feedback_.touch-point.tsx",
    method: "GET",
    path: `/api/ai-coach/user-feedback/touch-point?${PATH_QUERY}`,
    expect: apiSession({ status: 200, jsonMatch: { user_feedback_touch_points_map: expect.any(Object) } }),
  },
  {
    route: "api.ai-coach.user-feedback_.touch-point.tsx",
    method: "PUT",
    path: `/api/ai-coach/user-feedback/touch-point?${PATH_QUERY}`,
    body: { touch_point: "pattern_complete" },
    expect: apiSession({
      status: 200,
      jsonMatch: { user_feedback_touch_points_map: { pattern_complete: expect.objectContaining({ count: expect.any(Number) }) } },
    }),
  },
  { route: "api.ai-coach.user-toc-metadata.tsx", method: "GET", path: `/api/ai-coach/user-toc-metadata?${PATH_QUERY}`, expect: notAllowed("PUT") },
  {
    route: "api.ai-coach.user-toc-metadata.tsx",
    method: "PUT",
    path: `/api/ai-coach/user-toc-metadata?${PATH_QUERY}`,
    body: { included_items: JSON.stringify([`${SEED.twoPointers.authorId}_${SEED.twoPointers.collectionId}`]) },
    expect: apiSession({ status: 200, jsonMatch: { included_items: [`${SEED.twoPointers.authorId}_${SEED.twoPointers.collectionId}`] } }),
  },
  { route: "api.ctw.runs.save.v2.tsx", method: "GET", path: "/api/ctw/runs/save/v2", expect: notAllowed("POST") },
  {
    route: "api.ctw.runs.save.v2.tsx",
    method: "POST",
    path: "/api/ctw/runs/save/v2",
    // Free learners can run their code.
    body: () => ({ ...PROBLEM_REF, language: "javascript", code: jsSolution }),
    expect: apiSession({ status: 200, jsonMatch: { error: null, run: expect.objectContaining({ kind: "run" }) } }),
  },
  { route: "api.ctw.submission.save.v2.tsx", method: "GET", path: "/api/ctw/submission/save/v2", expect: notAllowed("POST") },
  {
    route: "api.ctw.submission.save.v2.tsx",
    method: "POST",
    path: "/api/ctw/submission/save/v2",
    body: submitBody,
    expect: premiumOnly({
      anon: UNAUTHORIZED,
      refused: { status: 403, json: { errorText: PREMIUM_REFUSAL, upgrade_url: "/unlimited" } },
      ok: { status: 200, jsonMatch: { score: 100, status: "Correct" } },
    }),
  },
  {
    route: "api.ctw.submissions.v2.tsx",
    method: "GET",
    path: `/api/ctw/submissions/v2?${PATH_QUERY}`,
    expect: apiSession({
      status: 200,
      jsonMatch: { submissions_data: expect.any(Object), user_path: expect.objectContaining({ path_url_slug: "coding" }) },
    }),
  },
  { route: "api.ctw.submissions.v2.tsx", method: "POST", path: `/api/ctw/submissions/v2?${PATH_QUERY}`, body: {}, expect: notAllowed("GET") },
  { route: "api.ai-coach.constraint-evaluation.tsx", method: "GET", path: "/api/ai-coach/constraint-evaluation", expect: notAllowed("POST") },
  {
    route: "api.ai-coach.constraint-evaluation.tsx",
    method: "POST",
    path: "/api/ai-coach/constraint-evaluation",
    // Each account first tries a graded submission: only premium learners and staff get one to evaluate.
    setup: async (role) => {
      if (role !== "anon") await send(clients[role], "POST", "/api/ctw/submission/save/v2", submitBody());
    },
    body: { ...PROBLEM_REF, attempt_id: "1" },
    expect: premiumOnly({
      anon: UNAUTHORIZED,
      refused: {
        status: 404,
        json: { errorText: `No submission to evaluate: submit your code for page_id ${SEED.problem.pageId} in attempt 1 first.` },
      },
      ok: { status: 200, jsonMatch: { submission_id: expect.any(Number), constraints_evaluation: expect.any(Object) } },
    }),
  },
  // ---- single sign-on (the provider is not running here: only what answers without it) ----
  {
    route: "authorize.$provider.tsx",
    method: "GET",
    path: "/authorize/no-such-org-sso?operation=login",
    expect: everyone({ status: 404, json: { errorText: "We could not find what you were looking for." } }),
  },
  { route: "authorize.$provider.tsx", method: "POST", path: "/authorize/no-such-org-sso", body: {}, expect: notAllowed("GET") },
  {
    route: "authorize.$provider_.callback.tsx",
    method: "GET",
    path: "/authorize/no-such-org-sso/callback?code=x&state=y",
    expect: everyone({ status: 404, json: { errorText: "We could not find what you were looking for." } }),
  },
  { route: "authorize.$provider_.callback.tsx", method: "POST", path: "/authorize/no-such-org-sso/callback", body: {}, expect: notAllowed("GET") },
  { route: "api.user.verify-sso.tsx", method: "GET", path: "/api/user/verify-sso", expect: notAllowed("POST") },
  {
    route: "api.user.verify-sso.tsx",
    method: "POST",
    path: "/api/user/verify-sso",
    body: { email: "someone@example.com" },
    expect: everyone({ status: 200, json: { sso: false } }),
  },
  // ---- impersonation: verified staff only (everyone else: the not-found answer of a staff page) ----
  { route: "api.user.impersonate.tsx", method: "GET", path: "/api/user/impersonate", expect: notAllowed("POST, DELETE") },
  {
    route: "api.user.impersonate.tsx",
    method: "POST",
    path: "/api/user/impersonate",
    fresh: true,
    body: { email: ACCOUNTS.free.email, reason: "authorization matrix check" },
    after: async (c, role) => {
      if (role !== "staff") return;
      expect((await c.get("/api/user/info")).status).toBe(200);
      const stop = await send(c, "DELETE", "/api/user/impersonate");
      expect(stop.status, "stopping the matrix's impersonation").toBe(200);
    },
    expect: {
      anon: { status: 404, json: { errorText: "We could not find what you were looking for." } },
      free: { status: 404, json: { errorText: "We could not find what you were looking for." } },
      premium: { status: 404, json: { errorText: "We could not find what you were looking for." } },
      mallory: { status: 404, json: { errorText: "We could not find what you were looking for." } },
      staff: { status: 200, jsonMatch: { impersonating: { email: ACCOUNTS.free.email, full_name: ACCOUNTS.free.fullName } } },
    },
  },
  {
    route: "api.user.impersonate.tsx",
    method: "DELETE",
    path: "/api/user/impersonate",
    expect: {
      anon: { status: 404, json: { errorText: "We could not find what you were looking for." } },
      free: { status: 404, json: { errorText: "We could not find what you were looking for." } },
      premium: { status: 404, json: { errorText: "We could not find what you were looking for." } },
      mallory: { status: 404, json: { errorText: "We could not find what you were looking for." } },
      staff: { status: 400, json: { errorText: "You are not impersonating anyone." } },
    },
  },
  {
    route: "staff.impersonate.tsx",
    method: "GET",
    path: "/staff/impersonate",
    expect: {
      anon: { status: 404, text: ["Page not found"], absent: ["Impersonate a learner"] },
      free: { status: 404, text: ["Page not found"], absent: ["Impersonate a learner"] },
      premium: { status: 404, text: ["Page not found"], absent: ["Impersonate a learner"] },
      mallory: { status: 404, text: ["Page not found"], absent: ["Impersonate a learner"] },
      staff: page("Impersonate a learner", "Latest impersonations"),
    },
  },
  {
    route: "staff.impersonate.tsx",
    method: "POST",
    path: "/staff/impersonate",
    fresh: true,
    body: { email: ACCOUNTS.free.email, reason: "authorization matrix check" },
    after: async (c, role) => {
      if (role !== "staff") return;
      const stop = await send(c, "DELETE", "/api/user/impersonate");
      expect(stop.status, "stopping the matrix's impersonation").toBe(200);
    },
    expect: {
      anon: { status: 404, text: ["Page not found"] },
      free: { status: 404, text: ["Page not found"] },
      premium: { status: 404, text: ["Page not found"] },
      mallory: { status: 404, text: ["Page not found"] },
      staff: { status: 302, location: "/learn/home" },
    },
  },

  // ---- organizations (docs/product/organizations.md#roles): nobody here is a member of the organization, so everyone but
  // staff gets the not-found answer (another organization is never revealed); staff may look
  // (recorded) but not change. Member, manager and admin cells: organizations-authz.test.ts.
  {
    route: "enterprise-dashboard.$orgId._index.tsx",
    method: "GET",
    path: `/enterprise-dashboard/${MATRIX_ORG_ID}`,
    setup: organizationVars,
    auditedGet: { staff: "organization.view" },
    expect: {
      anon: toLogin(`/enterprise-dashboard/${MATRIX_ORG_ID}`),
      ...loggedIn((r) => (r === "staff" ? page("Matrix Org", "read-only") : { status: 404, text: ["Page not found"], absent: ["Matrix Org"] })),
    },
  },
  {
    route: "enterprise-dashboard.$orgId._index.tsx",
    method: "POST",
    path: `/enterprise-dashboard/${MATRIX_ORG_ID}`,
    setup: organizationVars,
    body: (v) => ({ intent: "revoke-seat", user_id: v.member! }),
    expect: {
      anon: toLogin(`/enterprise-dashboard/${MATRIX_ORG_ID}`),
      ...loggedIn((r) =>
        r === "staff" ? { status: 403, text: ["Staff can view this organization but not change it."] } : { status: 404, text: ["Page not found"] },
      ),
    },
  },
  {
    route: "enterprise-dashboard.$orgId.progress.tsx",
    method: "GET",
    path: `/enterprise-dashboard/${MATRIX_ORG_ID}/progress`,
    setup: organizationVars,
    auditedGet: { staff: "organization.view" },
    expect: {
      anon: toLogin(`/enterprise-dashboard/${MATRIX_ORG_ID}/progress`),
      ...loggedIn((r) =>
        r === "staff" ? page("Matrix Org: progress", "Matrix Member") : { status: 404, text: ["Page not found"], absent: ["Matrix Member"] },
      ),
    },
  },
  {
    route: "enterprise-dashboard.$orgId.progress[.csv].tsx",
    method: "GET",
    path: `/enterprise-dashboard/${MATRIX_ORG_ID}/progress.csv`,
    setup: organizationVars,
    auditedGet: { staff: "organization.view" },
    expect: {
      anon: toLogin(`/enterprise-dashboard/${MATRIX_ORG_ID}/progress.csv`),
      ...loggedIn((r) =>
        r === "staff"
          ? { status: 200, text: ["Name,Email,Role,Seat", "Matrix Member"] }
          : { status: 404, json: { errorText: "We could not find what you were looking for." } },
      ),
    },
  },
  {
    route: "enterprise-dashboard.$orgId.progress[.csv].tsx",
    method: "POST",
    path: "/enterprise-dashboard/1/progress.csv",
    body: {},
    expect: notAllowed("GET"),
  },
  // ---- paths, modules and catalogue sections (docs/product/paths-and-modules.md)
  { route: "courses._index.tsx", method: "GET", path: "/courses/", expect: everyone(page("Courses", "Learning paths", SEED.path.title)) },
  { route: "cloudlabs._index.tsx", method: "GET", path: "/cloudlabs/", expect: everyone(page("Cloud labs")) },
  // the suffixed sections: anyone reads them (the mock interview form itself needs a session)
  {
    route: "courses.mock-interview.tsx",
    method: "GET",
    path: "/courses/mock-interview",
    expect: everyone(page("Mock interviews", "Google mock interview", "Coaching sessions")),
  },
  {
    route: "courses.coaching-session.tsx",
    method: "GET",
    path: "/courses/coaching-session",
    expect: everyone(page("Coaching sessions", SEED.coding.title, "Mock interviews")),
  },
  // cloud labs (docs/product/cloud-labs.md): anyone reads a lab; Premium Plus, staff and organizations with can_access_cloudlabs run it
  {
    route: "cloudlabs.$slug.tsx",
    method: "GET",
    path: `/cloudlabs/${LAB.slug}`,
    expect: {
      anon: { status: 200, text: [LAB.title, "A Premium Plus lab", LAB_UPGRADE, "Log in", "What this lab runs on"], absent: ["Start lab"] },
      free: { status: 200, text: [LAB.title, "A Premium Plus lab", LAB_UPGRADE], absent: ["Start lab"] },
      premium: { status: 200, text: [LAB.title, "A Premium Plus lab", LAB_UPGRADE], absent: ["Start lab"] },
      mallory: { status: 200, text: [LAB.title, "A Premium Plus lab", LAB_UPGRADE], absent: ["Start lab"] },
      staff: { status: 200, text: [LAB.title, "Start lab", "What this lab runs on"], absent: ["A Premium Plus lab"] },
    },
  },
  {
    route: "cloudlabs.$slug.tsx",
    method: "POST",
    path: `/cloudlabs/${LAB.slug}`,
    body: { intent: "end" },
    expect: {
      anon: toLogin(`/cloudlabs/${LAB.slug}`),
      free: { status: 403, text: [LAB_UPGRADE] },
      premium: { status: 403, text: [LAB_UPGRADE] },
      mallory: { status: 403, text: [LAB_UPGRADE] },
      staff: { status: 302, location: `/cloudlabs/${LAB.slug}` },
    },
  },
  { route: "cloudlabs.$slug.tsx", method: "GET", path: "/cloudlabs/no-such-lab", expect: everyone({ status: 404, text: [NOT_FOUND] }) },
  { route: "path.page._index.tsx", method: "GET", path: "/path/page", expect: everyone(page("Learning paths", SEED.path.title)) },
  {
    route: "path.page.$slug.tsx",
    method: "GET",
    path: `/path/page/${SEED.path.slug}`,
    expect: { anon: page(SEED.path.title, "Log in to start"), ...loggedIn(() => page(SEED.path.title, "Courses and modules")) },
  },
  {
    route: "path.lesson.$slug.tsx",
    method: "GET",
    path: `/path/lesson/${SEED.path.slug}`,
    // to the lesson where the learner stopped (which lesson depends on the progress the rows above leave:
    // they read lessons of the path's first course), never refused for an account
    expect: { anon: toLogin(`/path/lesson/${SEED.path.slug}`), ...loggedIn(() => ({ status: 302 })) },
    after: async (c, role) => {
      if (role === "anon") return;
      const res = await c.fetch(`/path/lesson/${SEED.path.slug}`, { headers: { Accept: "text/html" } });
      expect(res.headers.get("location") ?? "").toMatch(new RegExp(`^/coursesv3/${SEED.freeCourse.slug}/[a-z0-9-]+$`));
    },
  },
  {
    route: "module.page.$id.$.tsx",
    method: "GET",
    path: `/module/page/${SEED.module.id}/${SEED.module.slug}`,
    expect: everyone(page(SEED.module.title)),
  },
  {
    route: "module.standalone.$authorId.$moduleId._index.tsx",
    method: "GET",
    path: `/module/standalone/${SEED.standalone.authorId}/${SEED.standalone.moduleId}`,
    expect: everyone(page(SEED.standalone.title)),
  },
  {
    // the author's view: nobody but its author (not a role here) and staff learns it exists
    route: "module.standalone.$authorId.$moduleId.draft.tsx",
    method: "GET",
    path: `/module/standalone/${SEED.standalone.authorId}/${SEED.standalone.moduleId}/draft`,
    expect: {
      anon: toLogin(`/module/standalone/${SEED.standalone.authorId}/${SEED.standalone.moduleId}/draft`),
      ...loggedIn((r) => (r === "staff" ? page(SEED.standalone.title) : { status: 404, text: [MODULE_NOT_FOUND], absent: [SEED.standalone.title] })),
    },
  },
  {
    // the editor's address of a standalone module: a module not written in the editor has none
    route: "module.standalone.$authorId.$moduleId.edit.tsx",
    method: "GET",
    path: `/module/standalone/${SEED.standalone.authorId}/${SEED.standalone.moduleId}/edit`,
    expect: {
      anon: toLogin(`/module/standalone/${SEED.standalone.authorId}/${SEED.standalone.moduleId}/edit`),
      ...loggedIn(() => ({ status: 404, text: [MODULE_NOT_FOUND] })),
    },
  },
  {
    // a premium course's lesson inside a module: the course's rules decide who reads it
    route: "module.lesson.$moduleId.$lessonId.tsx",
    method: "GET",
    path: MODULE_LESSON,
    expect: premiumOnly({
      anon: page(SEED.module.title, "This lesson is not open to you.", NOT_IN_SUBSCRIPTION),
      refused: page(SEED.module.title, "This lesson is not open to you.", NOT_IN_SUBSCRIPTION),
      ok: page(SEED.module.title, "Mark as complete"),
    }),
  },
  {
    route: "module.lesson.$moduleId.$lessonId.tsx",
    method: "POST",
    path: MODULE_LESSON,
    body: { intent: "complete", completed: "true" },
    expect: premiumOnly({
      anon: toLogin(MODULE_LESSON),
      refused: { status: 403 },
      ok: { status: 302, location: SEED.module.nextLesson },
    }),
  },

  // ---- organization flags, manager and mentor areas, learning plans (docs/product/learning-plans.md#who-reads-what):
  // the roles are not members of the seeded organization (Globex) and its plan: a visitor logs in, a learner gets
  // the not-found answer (the organization, its plan and its people are never revealed), staff read but never change.
  {
    route: "enterprise-dashboard.$orgId.flags.tsx",
    method: "GET",
    path: `/enterprise-dashboard/${SEED.globex.id}/flags`,
    expect: {
      // a staff page: not even a login redirect
      anon: { status: 404, text: ["Page not found"], absent: [SEED.globex.name] },
      ...loggedIn((r) =>
        r === "staff"
          ? page(`${SEED.globex.name}: feature flags`, "can_access_learning_plans")
          : { status: 404, text: ["Page not found"], absent: [SEED.globex.name] },
      ),
    },
  },
  {
    route: "enterprise-dashboard.$orgId.flags.tsx",
    method: "POST",
    path: `/enterprise-dashboard/${MATRIX_ORG_ID}/flags`,
    setup: organizationVars,
    body: { flags: "onboarding_enabled" },
    expect: {
      anon: { status: 404, text: ["Page not found"] },
      ...loggedIn((r) =>
        r === "staff" ? { status: 302, location: `/enterprise-dashboard/${MATRIX_ORG_ID}/flags` } : { status: 404, text: ["Page not found"] },
      ),
    },
  },
  {
    route: "manager.$orgId.tsx",
    method: "GET",
    path: `/manager/${SEED.globex.id}`,
    auditedGet: { staff: "organization.view" },
    expect: {
      anon: toLogin(`/manager/${SEED.globex.id}`),
      ...loggedIn((r) =>
        r === "staff" ? page(`${SEED.globex.name}: manager area`, "Platform") : { status: 404, text: ["Page not found"], absent: [SEED.globex.name] },
      ),
    },
  },
  {
    route: "manager.$orgId.tsx",
    method: "POST",
    path: `/manager/${SEED.globex.id}`,
    body: { intent: "new-plan", title: "Matrix new plan", summary: "" },
    expect: {
      anon: toLogin(`/manager/${SEED.globex.id}`),
      ...loggedIn((r) =>
        r === "staff"
          ? { status: 403, text: ["Access denied", "Staff can view this organization but not change it."] }
          : { status: 404, text: ["Page not found"] },
      ),
    },
  },
  {
    route: "mentor.$orgId._index.tsx",
    method: "GET",
    path: `/mentor/${SEED.globex.id}`,
    expect: {
      anon: toLogin(`/mentor/${SEED.globex.id}`),
      ...loggedIn((r) => (r === "staff" ? page("My mentees") : { status: 404, text: ["Page not found"], absent: [SEED.globex.name] })),
    },
  },
  {
    route: "mentor.$orgId.mentee.$menteeId.tsx",
    method: "GET",
    path: `/mentor/${SEED.globex.id}/mentee/${SEED.globex.menteeId}`,
    expect: {
      anon: toLogin(`/mentor/${SEED.globex.id}/mentee/${SEED.globex.menteeId}`),
      ...loggedIn((r) =>
        r === "staff" ? page(`${SEED.globex.mentee}: plans and progress`) : { status: 404, text: ["Page not found"], absent: [SEED.globex.mentee] },
      ),
    },
  },
  {
    route: "api.userdata.task.map.$org.$author.$collection.$page.$mentee.tsx",
    method: "GET",
    path: TASK_MAP,
    expect: apiSession((r) =>
      r === "staff" ? { status: 200, jsonMatch: { page: expect.anything() } } : { status: 404, json: { errorText: NOT_FOUND } },
    ),
  },
  {
    route: "learning-plans.tsx",
    method: "GET",
    path: "/learning-plans",
    expect: pageSession("/learning-plans", page("My learning plans", "No plans assigned to you yet.")),
  },
  {
    route: "plan.page.$planId._index.tsx",
    method: "GET",
    path: `/plan/page/${PLAN_ID}`,
    setup: matrixPlan,
    expect: pageSession(`/plan/page/${PLAN_ID}`, (r) =>
      r === "staff" ? page(PLAN_TITLE) : { status: 404, text: [PLAN_NOT_FOUND], absent: [PLAN_TITLE] },
    ),
  },
  {
    route: "plan.page.$planId.mentee.$menteeId.tsx",
    method: "GET",
    path: `/plan/page/${PLAN_ID}/mentee/${SEED.globex.menteeId}`,
    setup: matrixPlan,
    expect: pageSession(`/plan/page/${PLAN_ID}/mentee/${SEED.globex.menteeId}`, (r) =>
      r === "staff"
        ? page(`${PLAN_TITLE}: ${SEED.globex.mentee}`)
        : { status: 404, text: [PLAN_NOT_FOUND], absent: [PLAN_TITLE, SEED.globex.mentee] },
    ),
  },
  {
    route: "plan.page.$planId.progress.tsx",
    method: "GET",
    path: `/plan/page/${PLAN_ID}/progress`,
    setup: matrixPlan,
    expect: pageSession(`/plan/page/${PLAN_ID}/progress`, (r) =>
      r === "staff"
        ? page(`${PLAN_TITLE}: progress`, SEED.globex.mentee)
        : { status: 404, text: [PLAN_NOT_FOUND], absent: [PLAN_TITLE, SEED.globex.mentee] },
    ),
  },
  {
    route: "plan.page.$planId.progress[.csv].tsx",
    method: "GET",
    path: `/plan/page/${PLAN_ID}/progress.csv`,
    setup: matrixPlan,
    expect: {
      anon: UNAUTHORIZED,
      ...loggedIn((r) => (r === "staff" ? { status: 200, text: [SEED.globex.mentee] } : { status: 404, json: { errorText: PLAN_NOT_FOUND } })),
    },
  },
  {
    route: "plan.$authorId.$planId.preview.tsx",
    method: "GET",
    path: PLAN_EDIT.replace("/edit", "/preview"),
    setup: matrixPlan,
    expect: pageSession(PLAN_EDIT.replace("/edit", "/preview"), (r) =>
      r === "staff" ? { status: 403, text: [STAFF_READ_ONLY], absent: [PLAN_TITLE] } : { status: 404, text: [PLAN_NOT_FOUND], absent: [PLAN_TITLE] },
    ),
  },
  {
    route: "plan.$authorId.$planId.edit.tsx",
    method: "GET",
    path: PLAN_EDIT,
    setup: matrixPlan,
    expect: pageSession(PLAN_EDIT, (r) =>
      r === "staff" ? { status: 403, text: [STAFF_READ_ONLY], absent: [PLAN_TITLE] } : { status: 404, text: [PLAN_NOT_FOUND], absent: [PLAN_TITLE] },
    ),
  },
  {
    route: "plan.$authorId.$planId.edit.tsx",
    method: "POST",
    path: PLAN_EDIT,
    setup: matrixPlan,
    body: { intent: "details", title: "Renamed by the matrix", summary: "" },
    expect: pageSession(PLAN_EDIT, (r) => (r === "staff" ? { status: 403, text: [STAFF_READ_ONLY] } : { status: 404, text: [PLAN_NOT_FOUND] })),
  },
  {
    route: "enterprise-invite.$token.tsx",
    method: "GET",
    path: "/enterprise-invite/not-a-real-invitation-token-0123456789",
    expect: everyone({ status: 404, text: ["This invitation link is not valid. It may have been replaced by a newer invitation."] }),
  },
  {
    route: "enterprise-invite.$token.tsx",
    method: "POST",
    path: "/enterprise-invite/not-a-real-invitation-token-0123456789",
    body: {},
    expect: {
      anon: toLogin("/enterprise-invite/not-a-real-invitation-token-0123456789"),
      ...loggedIn(() => ({ status: 404, text: ["This invitation link is not valid. It may have been replaced by a newer invitation."] })),
    },
  },
  // Document comments (docs/product/learner-data.md#comments): logged-in learners read and post; visitors get 401.
  {
    route: "api.document.$key.comments.tsx",
    method: "GET",
    path: "/api/document/collection:4831:100001:2/comments",
    expect: apiSession({ status: 200, jsonMatch: { document_key: "collection:4831:100001:2" } }),
  },
  {
    route: "api.document.$key.comments.tsx",
    method: "POST",
    path: "/api/document/collection:4831:100001:2/comments",
    body: { intent: "create", md_text: "A question from the authorization matrix" },
    expect: apiSession({ status: 200, jsonMatch: { message: "Comment posted." } }),
  },
  {
    route: "api.document.$key.comment.$commentId.replies.tsx",
    method: "GET",
    path: "/api/document/collection:4831:100001:2/comment/987654/replies",
    expect: apiSession({ status: 404, json: { errorText: "That comment does not exist (any more). Nothing was changed." } }),
  },
  {
    route: "api.document.$key.comment.$commentId.replies.tsx",
    method: "POST",
    path: "/api/document/collection:4831:100001:2/comment/987654/replies",
    body: { md_text: "A reply to nothing" },
    expect: apiSession({ status: 404, json: { errorText: "That comment does not exist (any more). Nothing was changed." } }),
  },
  { route: "api.document.comments-count.tsx", method: "GET", path: "/api/document/comments-count", expect: notAllowed("POST") },
  {
    route: "api.document.comments-count.tsx",
    method: "POST",
    path: "/api/document/comments-count",
    body: { document_keys: JSON.stringify(["interview-prep:coding:two-pointers-intro"]) },
    expect: apiSession({ status: 200, json: { counts: { "interview-prep:coding:two-pointers-intro": 0 } } }),
  },
  { route: "api.document.parent.comments-count.tsx", method: "GET", path: "/api/document/parent/comments-count", expect: notAllowed("POST") },
  {
    route: "api.document.parent.comments-count.tsx",
    method: "POST",
    path: "/api/document/parent/comments-count",
    body: { document_keys: JSON.stringify(["interview-prep:coding"]) },
    expect: apiSession({ status: 200, json: { counts: { "interview-prep:coding": 0 } } }),
  },
  {
    route: "api.enterprise.accept-assignment-request.tsx",
    method: "GET",
    path: "/api/enterprise/accept-assignment-request",
    expect: notAllowed("PUT"),
  },
  {
    route: "api.enterprise.accept-assignment-request.tsx",
    method: "PUT",
    path: "/api/enterprise/accept-assignment-request",
    body: { request_token: "not-a-real-invitation-token-0123456789" },
    expect: apiSession({ status: 404, json: { errorText: "This invitation link is not valid. It may have been replaced by a newer invitation." } }),
  },
  { route: "api.enterprise.active-organization.tsx", method: "GET", path: "/api/enterprise/active-organization", expect: notAllowed("POST") },
  {
    route: "api.enterprise.active-organization.tsx",
    method: "POST",
    path: "/api/enterprise/active-organization",
    setup: organizationVars,
    body: (v) => ({ organization_id: v.org! }),
    expect: apiSession({ status: 404, json: { errorText: "You are not a member of that organization." } }),
  },

  // ---- business purchases and enterprise trials (docs/product/organizations.md#trials): nobody here is an admin of the matrix
  // organization, so its subscription and its payment methods are not found for anyone (staff too).
  {
    route: "checkout.$checkoutType.tsx",
    method: "GET",
    path: "/checkout/loggedout-enterprise-purchase?plan=300-12-6003&seats=2",
    expect: {
      anon: page("Buy Codelift for your enterprise", "List price (2 seats × $349.00)", "Your account", "Pay $698.00"),
      ...loggedIn(() => ({ status: 200, text: ["Buy Codelift for your enterprise", "Pay $698.00"], absent: ["Your account"] })),
    },
  },
  {
    route: "checkout.$checkoutType.tsx",
    method: "GET",
    path: "/checkout/enterprise-seats-purchase?subscription_id={sub}&seats=1",
    setup: matrixSubscriptionVars,
    expect: {
      anon: { status: 302 },
      ...loggedIn(() => ({ status: 404, text: [ORG_SUB_NOT_FOUND] })),
    },
  },
  {
    route: "enterprise.tsx",
    method: "GET",
    path: "/enterprise",
    expect: everyone(page("Codelift for teams and enterprises", "Try it free for 14 days")),
  },
  {
    route: "enterprise.tsx",
    method: "POST",
    path: "/enterprise",
    body: { company_name: "", email: "nope" },
    expect: everyone({ status: 400, text: ["Please check the form."] }),
  },

  // ---- marketing and SEO (docs/product/catalog.md#marketing-and-seo): public pages for everyone; the student offer's writes need a session
  { route: "upskill.tsx", method: "GET", path: "/upskill", expect: everyone(page("Upskill your engineers without stopping the roadmap")) },
  { route: "work-product.tsx", method: "GET", path: "/work-product", expect: everyone(page("Learning that fits in your team's workflow")) },
  { route: "learn-product.tsx", method: "GET", path: "/learn-product", expect: everyone(page("Courses you read, code you run")) },
  { route: "interview._index.tsx", method: "GET", path: "/interview", expect: everyone(page("Walk into your interview knowing the patterns")) },
  {
    route: "interview.$landing.tsx",
    method: "GET",
    path: "/interview/front-end-interview-prep",
    expect: everyone(page("JavaScript, React and the coding round")),
  },
  { route: "generative-ai.tsx", method: "GET", path: "/generative-ai", expect: everyone(page("Build with large language models")) },
  {
    route: "data-science._index.tsx",
    method: "GET",
    path: "/data-science",
    expect: everyone(page("From your first DataFrame to a model in production")),
  },
  {
    route: "data-science.machine-learning.tsx",
    method: "GET",
    path: "/data-science/machine-learning",
    expect: everyone(page("Machine learning you understand, not only call")),
  },
  { route: "trial.tsx", method: "GET", path: "/trial", expect: everyone(page("Try Codelift before you decide")) },
  {
    route: "trial.tsx",
    method: "POST",
    path: "/trial",
    body: { company_name: "", email: "nope" },
    expect: everyone({ status: 400, text: ["Please check the form."] }),
  },
  {
    route: "m.$marketingPageUrl.tsx",
    method: "GET",
    path: "/m/back-to-school",
    expect: everyone(page("Back to school: learn to code with your student discount")),
  },
  {
    route: "blog._index.tsx",
    method: "GET",
    path: "/blog",
    expect: everyone(page("The Codelift blog", "How to recognise a two pointers problem in 30 seconds")),
  },
  {
    route: "blog.$slug.tsx",
    method: "GET",
    path: "/blog/recognise-two-pointers",
    expect: everyone(page("How to recognise a two pointers problem in 30 seconds")),
  },
  { route: "answers._index.tsx", method: "GET", path: "/answers", expect: everyone(page("Answers", "Should I use BFS or DFS?")) },
  { route: "answers.$slug.tsx", method: "GET", path: "/answers/bfs-or-dfs", expect: everyone(page("Should I use BFS or DFS?")) },
  {
    route: "sitemap[.]xml.tsx",
    method: "GET",
    path: "/sitemap.xml",
    expect: everyone({ status: 200, text: ["/courses/react-fundamentals", "/m/back-to-school"] }),
  },
  { route: "robots[.]txt.tsx", method: "GET", path: "/robots.txt", expect: everyone({ status: 200, text: ["User-agent: *", "Disallow: /api/"] }) },
  {
    route: "api.reader.featured_items.tsx",
    method: "GET",
    path: "/api/reader/featured_items?search_string=react&only_courses=true&limit=1",
    expect: everyone({ status: 200, jsonMatch: { limit: 1, only_courses: true, featured_items: [{ type: "course", title: "React Fundamentals" }] } }),
  },
  {
    route: "github-students.tsx",
    method: "GET",
    path: "/github-students",
    expect: {
      anon: page("Students learn for 30% less", "Create a free account"),
      ...loggedIn(() => page("Students learn for 30% less", "Send verification link")),
    },
  },
  {
    route: "github-students.tsx",
    method: "POST",
    path: "/github-students",
    body: { student_email: "someone@gmail.com" },
    expect: { anon: toLogin("/github-students"), ...loggedIn(() => ({ status: 400, text: ["Use the e-mail address your school gave you"] })) },
  },
  {
    route: "github-students_.verify.$token.tsx",
    method: "GET",
    path: "/github-students/verify/not-a-real-student-token-0123456789",
    expect: {
      anon: toLogin("/github-students/verify/not-a-real-student-token-0123456789"),
      ...loggedIn(() => page("This verification link is invalid or has expired.")),
    },
  },
  {
    route: "github-students_.verify.$token.tsx",
    method: "POST",
    path: "/github-students/verify/not-a-real-student-token-0123456789",
    body: { intent: "confirm" },
    expect: {
      anon: toLogin("/github-students/verify/not-a-real-student-token-0123456789"),
      ...loggedIn(() => ({ status: 400, text: ["This verification link is invalid or has expired."] })),
    },
  },
  {
    route: "enterprise-trial.$token.tsx",
    method: "GET",
    path: "/enterprise-trial/not-a-real-trial-token",
    expect: { anon: toLogin("/enterprise-trial/not-a-real-trial-token"), ...loggedIn(() => ({ status: 404, text: [TRIAL_NOT_FOUND] })) },
  },
  {
    route: "enterprise-trial.$token.tsx",
    method: "POST",
    path: "/enterprise-trial/not-a-real-trial-token",
    body: { job_title: "CTO" },
    expect: { anon: toLogin("/enterprise-trial/not-a-real-trial-token"), ...loggedIn(() => ({ status: 404, text: [TRIAL_NOT_FOUND] })) },
  },
  {
    route: "enterprise-signup.$token.tsx",
    method: "GET",
    path: "/enterprise-signup/not-a-real-trial-token",
    expect: {
      anon: { status: 404, text: [TRIAL_NOT_FOUND] },
      ...loggedIn(() => ({ status: 302, location: "/enterprise-trial/not-a-real-trial-token" })),
    },
  },
  {
    route: "enterprise-signup.$token.tsx",
    method: "POST",
    path: "/enterprise-signup/not-a-real-trial-token",
    body: { full_name: "Trial Person", password: "trial-person-2026", job_title: "CTO" },
    expect: {
      anon: { status: 404, text: [TRIAL_NOT_FOUND] },
      ...loggedIn(() => ({ status: 302, location: "/enterprise-trial/not-a-real-trial-token" })),
    },
  },
  {
    route: "api.enterprise.team-trial.accept-trial-request.tsx",
    method: "GET",
    path: "/api/enterprise/team-trial/accept-trial-request",
    expect: notAllowed("PUT"),
  },
  {
    route: "api.enterprise.team-trial.accept-trial-request.tsx",
    method: "PUT",
    path: "/api/enterprise/team-trial/accept-trial-request",
    body: { request_token: "not-a-real-trial-token", job_title: "CTO" },
    expect: apiSession({ status: 404, json: { errorText: TRIAL_NOT_FOUND } }),
  },
  {
    route: "api.enterprise.team-trial.validate-trial-request-status.tsx",
    method: "GET",
    path: "/api/enterprise/team-trial/validate-trial-request-status",
    expect: notAllowed("PUT"),
  },
  {
    route: "api.enterprise.team-trial.validate-trial-request-status.tsx",
    method: "PUT",
    path: "/api/enterprise/team-trial/validate-trial-request-status",
    body: { request_token: "not-a-real-trial-token" },
    expect: everyone({ status: 404, json: { errorText: TRIAL_NOT_FOUND } }),
  },
  { route: "api.enterprise.team-trial.extend.tsx", method: "GET", path: "/api/enterprise/team-trial/extend", expect: notAllowed("PUT, POST") },
  {
    route: "api.enterprise.team-trial.extend.tsx",
    method: "PUT",
    path: "/api/enterprise/team-trial/extend",
    setup: organizationVars,
    body: (v) => ({ organization_id: v.org! }),
    expect: apiSession({ status: 404, json: { errorText: "We could not find that organization." } }),
  },
  {
    route: "api.enterprise.add-payment-method.organization.$orgId.subscription.$subId.tsx",
    method: "GET",
    path: `/api/enterprise/add-payment-method/organization/${MATRIX_ORG_ID}/subscription/1`,
    expect: notAllowed("PUT, POST"),
  },
  {
    route: "api.enterprise.add-payment-method.organization.$orgId.subscription.$subId.tsx",
    method: "PUT",
    path: `/api/enterprise/add-payment-method/organization/${MATRIX_ORG_ID}/subscription/{sub}`,
    setup: matrixSubscriptionVars,
    body: { payment_method_nonce: "nonce_nobody" },
    expect: apiSession({ status: 404, json: { errorText: "We could not find that organization." } }),
  },
  {
    route: "api.enterprise.stripe-payment-method-added.$a.$b.tsx",
    method: "GET",
    path: `/api/enterprise/stripe-payment-method-added/${MATRIX_ORG_ID}/{sub}`,
    setup: matrixSubscriptionVars,
    expect: apiSession({ status: 404, json: { errorText: "We could not find that organization." } }),
  },
  {
    route: "api.enterprise.stripe-payment-method-added.$a.$b.tsx",
    method: "POST",
    path: `/api/enterprise/stripe-payment-method-added/${MATRIX_ORG_ID}/1`,
    body: {},
    expect: notAllowed("GET"),
  },
  // organization billing (docs/product/billing.md#organization-billing): the organization's admins only; nobody here is one
  ...(
    [
      [
        "api.braintree.add-payment-method_.organization.$orgId.subscription.$subId.tsx",
        "add-payment-method",
        "PUT",
        "PUT, POST",
        { payment_method_nonce: "nonce_nobody" },
      ],
      [
        "api.braintree.update-payment-method_.organization.$orgId.subscription.$subId.tsx",
        "update-payment-method",
        "PUT",
        "PUT, POST",
        { payment_method_token: "card_nobody" },
      ],
      ["api.braintree.payment-method_.$id.organization.$orgId.subscription.$subId.tsx", "payment-method/card_nobody", "DELETE", "DELETE, POST", {}],
    ] as const
  ).flatMap(([route, name, method, allow, body]): Row[] => [
    { route, method: "GET", path: `/api/braintree/${name}/organization/${MATRIX_ORG_ID}/subscription/1`, expect: notAllowed(allow) },
    {
      route,
      method,
      path: `/api/braintree/${name}/organization/${MATRIX_ORG_ID}/subscription/{sub}`,
      setup: matrixSubscriptionVars,
      body,
      expect: apiSession({ status: 404, json: { errorText: "We could not find that organization." } }),
    },
  ]),
  ...(
    [
      ["api.stripe.update-default-method_.organization.$orgId.subscription.$subId.tsx", "update-default-method", "POST", "POST"],
      ["api.stripe.detach-payment-method_.organization.$orgId.subscription.$subId.tsx", "detach-payment-method", "DELETE", "DELETE, POST"],
    ] as const
  ).flatMap(([route, name, method, allow]): Row[] => [
    { route, method: "GET", path: `/api/stripe/${name}/organization/${MATRIX_ORG_ID}/subscription/1`, expect: notAllowed(allow) },
    {
      route,
      method,
      path: `/api/stripe/${name}/organization/${MATRIX_ORG_ID}/subscription/{sub}`,
      setup: matrixSubscriptionVars,
      body: { payment_method_id: "pm_nobody" },
      expect: apiSession({ status: 404, json: { errorText: "We could not find that organization." } }),
    },
  ]),
  {
    route: "api.stripe.list-payment-methods_.organization.$orgId.subscription.$subId.tsx",
    method: "GET",
    path: `/api/stripe/list-payment-methods/organization/${MATRIX_ORG_ID}/subscription/{sub}`,
    setup: matrixSubscriptionVars,
    expect: apiSession({ status: 404, json: { errorText: "We could not find that organization." } }),
  },
  {
    route: "api.stripe.list-payment-methods_.organization.$orgId.subscription.$subId.tsx",
    method: "POST",
    path: `/api/stripe/list-payment-methods/organization/${MATRIX_ORG_ID}/subscription/1`,
    body: {},
    expect: notAllowed("GET"),
  },
  {
    route: "api.stripe.setup-intent.create.$audience.tsx",
    method: "POST",
    path: "/api/stripe/setup-intent/create/b2b",
    setup: matrixSubscriptionVars,
    body: (v) => ({ organization_id: String(MATRIX_ORG_ID), subscription_id: v.sub! }),
    expect: apiSession({ status: 404, json: { errorText: "We could not find that organization." } }),
  },
  {
    route: "api.stripe.$audience.initiate-subscription.$checkoutType.tsx",
    method: "GET",
    path: "/api/stripe/b2b/initiate-subscription/enterprise-seats-purchase",
    expect: notAllowed("POST"),
  },
  {
    route: "api.stripe.$audience.initiate-subscription.$checkoutType.tsx",
    method: "POST",
    path: "/api/stripe/b2b/initiate-subscription/enterprise-seats-purchase",
    setup: matrixSubscriptionVars,
    body: (v) => ({ attempt_id: randomUUID(), payment_method_id: "pm_nobody", subscription_id: v.sub! }),
    expect: apiSession({ status: 404, json: { errorText: ORG_SUB_NOT_FOUND } }),
  },
  {
    route: "api.get-subscription-transaction.$a.($b).tsx",
    method: "GET",
    path: `/api/get-subscription-transaction/${MATRIX_ORG_ID}/{sub}`,
    setup: matrixSubscriptionVars,
    expect: apiSession({ status: 404, json: { errorText: "We could not find that organization." } }),
  },
  {
    route: "api.get-subscription-transaction.$a.($b).tsx",
    method: "POST",
    path: `/api/get-subscription-transaction/${MATRIX_ORG_ID}`,
    body: {},
    expect: notAllowed("GET"),
  },
  {
    route: "api.enterprise.events-info.tsx",
    method: "GET",
    path: "/api/enterprise/events-info",
    expect: apiSession({ status: 404, json: { errorText: "You are not an admin of any organization." } }),
  },
  { route: "api.enterprise.events-info.tsx", method: "POST", path: "/api/enterprise/events-info", body: {}, expect: notAllowed("GET") },
  {
    route: "api.braintree.client-token-for-logged-out-purchase.$x.tsx",
    method: "GET",
    path: "/api/braintree/client-token-for-logged-out-purchase/loggedout-enterprise-purchase",
    expect: notAllowed("POST"),
  },
  {
    route: "api.braintree.client-token-for-logged-out-purchase.$x.tsx",
    method: "POST",
    path: "/api/braintree/client-token-for-logged-out-purchase/loggedout-enterprise-purchase",
    body: {},
    expect: {
      anon: { status: 200, jsonMatch: { BT_3D_secure_status: true } },
      ...loggedIn(() => ({
        status: 400,
        json: { errorText: "You are logged in: ask for a client token with /api/braintree/client-token-for-sale." },
      })),
    },
  },
  {
    route: "enterprise-dashboard.$orgId.billing.tsx",
    method: "GET",
    path: `/enterprise-dashboard/${MATRIX_ORG_ID}/billing`,
    setup: organizationVars,
    expect: {
      anon: toLogin(`/enterprise-dashboard/${MATRIX_ORG_ID}/billing`),
      ...loggedIn(() => ({ status: 404, text: ["Page not found"], absent: ["Matrix Org"] })),
    },
  },
  {
    route: "enterprise-dashboard.$orgId.billing.tsx",
    method: "POST",
    path: `/enterprise-dashboard/${MATRIX_ORG_ID}/billing`,
    setup: organizationVars,
    body: { intent: "default", token: "card_nobody" },
    expect: {
      anon: toLogin(`/enterprise-dashboard/${MATRIX_ORG_ID}/billing`),
      ...loggedIn(() => ({ status: 404, text: ["Page not found"] })),
    },
  },
  {
    route: "api.braintree.payment-method.tsx",
    method: "GET",
    path: `/api/braintree/payment-method?org_id=${MATRIX_ORG_ID}`,
    setup: organizationVars,
    expect: apiSession({ status: 404, json: { errorText: "We could not find that organization." } }),
  },

  // hands-on projects (docs/product/hands-on.md#projects): everyone reads; the workspace is for Premium and staff
  {
    route: "projects._index.tsx",
    method: "GET",
    path: "/projects",
    expect: {
      anon: page("Projects", PROJECT.title, PROJECT_UPGRADE),
      free: page("Projects", PROJECT.title, PROJECT_UPGRADE),
      premium: page("Projects", PROJECT.title),
      mallory: page("Projects", PROJECT.title, PROJECT_UPGRADE),
      staff: page("Projects", PROJECT.title),
    },
  },
  {
    route: "projects.$slug.tsx",
    method: "GET",
    path: `/projects/${PROJECT.slug}`,
    expect: {
      anon: { status: 200, text: [PROJECT.title, "A Premium project", PROJECT_UPGRADE, "Log in"], absent: ["Run checks"] },
      free: { status: 200, text: [PROJECT.title, "A Premium project", PROJECT_UPGRADE], absent: ["Run checks"] },
      premium: { status: 200, text: [PROJECT.title, "Files", "Run checks"], absent: ["A Premium project"] },
      mallory: { status: 200, text: [PROJECT.title, "A Premium project", PROJECT_UPGRADE], absent: ["Run checks"] },
      staff: { status: 200, text: [PROJECT.title, "Files", "Run checks"], absent: ["A Premium project"] },
    },
  },
  {
    route: "projects.$slug.tsx",
    method: "POST",
    path: `/projects/${PROJECT.slug}`,
    body: { intent: "create", name: "matrix-notes.md" },
    expect: {
      anon: toLogin(`/projects/${PROJECT.slug}`),
      free: { status: 403, text: [PROJECT_UPGRADE] },
      premium: { status: 302, location: `/projects/${PROJECT.slug}?file=matrix-notes.md` },
      mallory: { status: 403, text: [PROJECT_UPGRADE] },
      staff: { status: 302, location: `/projects/${PROJECT.slug}?file=matrix-notes.md` },
    },
  },
  {
    route: "projects.$slug.tsx",
    method: "GET",
    path: "/projects/no-such-project",
    expect: everyone({ status: 404, text: [NOT_FOUND] }),
  },

  // skill assessments (docs/product/hands-on.md#skill-assessments): anyone reads; signed-in learners take them
  {
    route: "assessments._index.tsx",
    method: "GET",
    path: "/assessments",
    expect: everyone(page("Skill assessments", "Python skill assessment", "System design skill assessment")),
  },
  {
    route: "assessments.$slug.tsx",
    method: "GET",
    path: "/assessments/sql",
    expect: {
      anon: { status: 200, text: ["SQL skill assessment", "Sign in to take an assessment."], absent: ["Start the assessment"] },
      free: { status: 200, text: ["SQL skill assessment"], absent: ["Sign in to take an assessment."] },
      premium: { status: 200, text: ["SQL skill assessment"], absent: ["Sign in to take an assessment."] },
      mallory: { status: 200, text: ["SQL skill assessment"], absent: ["Sign in to take an assessment."] },
      staff: { status: 200, text: ["SQL skill assessment"], absent: ["Sign in to take an assessment."] },
    },
  },
  {
    route: "assessments.$slug.tsx",
    method: "POST",
    path: "/assessments/sql",
    body: { intent: "start" },
    expect: {
      anon: toLogin("/assessments/sql"),
      free: { status: 302, location: "/assessments/sql#question" },
      premium: { status: 302, location: "/assessments/sql#question" },
      mallory: { status: 302, location: "/assessments/sql#question" },
      staff: { status: 302, location: "/assessments/sql#question" },
    },
  },
  { route: "assessments.$slug.tsx", method: "GET", path: "/assessments/no-such-assessment", expect: everyone({ status: 404, text: [NOT_FOUND] }) },

  // certificates (docs/product/hands-on.md#certificates): anyone verifies one; the learner confirms the
  // name; staff (or an admin of the learner's organization) revoke
  {
    route: "certificates.$id.tsx",
    method: "GET",
    path: `/certificates/${CERT_ID}`,
    setup: matrixCertificate,
    expect: {
      anon: { status: 200, text: [CERT_TITLE, CERT_PENDING], absent: ["Confirm my name", "Reason for revoking"] },
      free: { status: 200, text: [CERT_TITLE, CERT_PENDING], absent: ["Confirm my name", "Reason for revoking"] },
      premium: { status: 200, text: [CERT_TITLE, CERT_PENDING, "Confirm my name"], absent: ["Reason for revoking"] },
      mallory: { status: 200, text: [CERT_TITLE, CERT_PENDING], absent: ["Confirm my name", "Reason for revoking"] },
      staff: { status: 200, text: [CERT_TITLE, CERT_PENDING, "Reason for revoking"], absent: ["Confirm my name"] },
    },
  },
  {
    route: "certificates.$id.tsx",
    method: "GET",
    path: "/certificates/000000000000000000000000",
    expect: everyone({ status: 404, text: [NOT_FOUND] }),
  },
  {
    // Only the learner confirms the name on their certificate.
    route: "certificates.$id.tsx",
    method: "POST",
    path: `/certificates/${CERT_ID}`,
    setup: matrixCertificate,
    body: { intent: "confirm-name", name: "Someone Else" },
    expect: {
      anon: toLogin(`/certificates/${CERT_ID}`),
      free: { status: 403 },
      premium: { status: 302, location: `/certificates/${CERT_ID}` },
      mallory: { status: 403 },
      staff: { status: 403 },
    },
  },
  {
    // Only staff revoke (not even the learner whose certificate it is).
    route: "certificates.$id.tsx",
    method: "POST",
    path: `/certificates/${CERT_ID}`,
    setup: matrixCertificate,
    body: { intent: "revoke", reason: "authorization matrix check" },
    expect: {
      anon: toLogin(`/certificates/${CERT_ID}`),
      free: { status: 403 },
      premium: { status: 403 },
      mallory: { status: 403 },
      staff: { status: 302, location: `/certificates/${CERT_ID}` },
    },
  },
  {
    route: "certificates.$id.certificate[.]pdf.tsx",
    method: "GET",
    path: `/certificates/${CERT_ID}/certificate.pdf`,
    setup: matrixCertificate,
    expect: everyone({ status: 200 }),
  },
  {
    route: "certificates.$id.certificate[.]pdf.tsx",
    method: "GET",
    path: "/certificates/000000000000000000000000/certificate.pdf",
    expect: everyone({ status: 404, json: { errorText: NOT_FOUND } }),
  },
  {
    route: "certificates.$id.image[.]svg.tsx",
    method: "GET",
    path: `/certificates/${CERT_ID}/image.svg`,
    setup: matrixCertificate,
    expect: everyone({ status: 200 }),
  },
  {
    route: "certificates.$id.image[.]svg.tsx",
    method: "GET",
    path: "/certificates/000000000000000000000000/image.svg",
    expect: everyone({ status: 404, json: { errorText: NOT_FOUND } }),
  },

  // authoring (docs/product/authoring.md): anyone applies at /teach; staff answer; authors write their own drafts
  { route: "teach.tsx", method: "GET", path: "/teach", expect: everyone(page("Teach on Codelift")) },
  {
    route: "teach.tsx",
    method: "POST",
    path: "/teach",
    body: { topics: "Testing web applications", experience: "Five years of writing integration tests for web applications." },
    expect: pageSession("/teach", (r) =>
      // staff are authors already: the page shows that instead of the form
      r === "staff" ? { status: 409, text: ["You are an author", "Start writing at /create"] } : { status: 302, location: "/teach" },
    ),
  },
  {
    route: "staff.authors.tsx",
    method: "GET",
    path: "/staff/authors",
    setup: pendingApplication,
    expect: {
      anon: { status: 404, text: ["Page not found"], absent: [APPLICATION_TOPICS] },
      free: { status: 404, text: ["Page not found"], absent: [APPLICATION_TOPICS] },
      premium: { status: 404, text: ["Page not found"], absent: [APPLICATION_TOPICS] },
      mallory: { status: 404, text: ["Page not found"], absent: [APPLICATION_TOPICS] },
      staff: page("Author applications", APPLICATION_TOPICS),
    },
  },
  {
    // Approving makes the applicant an author: staff only.
    route: "staff.authors.tsx",
    method: "POST",
    path: "/staff/authors",
    setup: pendingApplication,
    body: { application_id: String(APPLICATION_ID), decision: "approved" },
    expect: {
      anon: { status: 404, text: ["Page not found"] },
      free: { status: 404, text: ["Page not found"] },
      premium: { status: 404, text: ["Page not found"] },
      mallory: { status: 404, text: ["Page not found"] },
      staff: { status: 302, location: "/staff/authors" },
    },
  },
  {
    route: "staff.flags.tsx",
    method: "GET",
    path: "/staff/flags",
    expect: {
      anon: { status: 404, text: ["Page not found"], absent: ["explain_further"] },
      free: { status: 404, text: ["Page not found"], absent: ["explain_further"] },
      premium: { status: 404, text: ["Page not found"], absent: ["explain_further"] },
      mallory: { status: 404, text: ["Page not found"], absent: ["explain_further"] },
      staff: page("Feature flags", "explain_further"),
    },
  },
  {
    // Changing a flag's level: staff only.
    route: "staff.flags.tsx",
    method: "POST",
    path: "/staff/flags",
    body: { intent: "level", name: "explain_further", level: "production" },
    expect: {
      anon: { status: 404, text: ["Page not found"] },
      free: { status: 404, text: ["Page not found"] },
      premium: { status: 404, text: ["Page not found"] },
      mallory: { status: 404, text: ["Page not found"] },
      staff: { status: 302, location: "/staff/flags" },
    },
  },
  {
    route: "staff.reviews.tsx",
    method: "GET",
    path: "/staff/reviews",
    setup: reviewDraft,
    expect: {
      anon: { status: 404, text: ["Page not found"], absent: ["Matrix Review Course"] },
      free: { status: 404, text: ["Page not found"], absent: ["Matrix Review Course"] },
      premium: { status: 404, text: ["Page not found"], absent: ["Matrix Review Course"] },
      mallory: { status: 404, text: ["Page not found"], absent: ["Matrix Review Course"] },
      staff: page("Review queue", "Matrix Review Course"),
    },
  },
  ...(
    [
      { intent: "send_back", comment: "Please add a summary to every lesson." },
      // last: the staff cell publishes the course
      { intent: "approve" },
    ] as const
  ).map((b): Row => ({
    route: "staff.reviews.tsx",
    method: "POST",
    path: "/staff/reviews",
    setup: reviewDraft,
    body: { ...b, draft_id: String(REVIEW_DRAFT_ID), version: "1" },
    expect: {
      anon: { status: 404, text: ["Page not found"] },
      free: { status: 404, text: ["Page not found"] },
      premium: { status: 404, text: ["Page not found"] },
      mallory: { status: 404, text: ["Page not found"] },
      staff: { status: 302, location: "/staff/reviews" },
    },
  })),
  {
    // A learner who is not an author is sent to apply.
    route: "create._index.tsx",
    method: "GET",
    path: "/create",
    expect: pageSession("/create", (r) => (r === "staff" ? page("Your works", "Start a new course") : { status: 302, location: "/teach" })),
  },
  {
    route: "create._index.tsx",
    method: "POST",
    path: "/create",
    body: { title: "Matrix New Course" },
    // staff: to the new draft's editor
    expect: pageSession("/create", (r) => (r === "staff" ? { status: 302 } : { status: 302, location: "/teach" })),
  },
  // Someone else's draft (an author's, not any role's): the not-found page for everyone but staff.
  {
    route: "create.course.$draftId._index.tsx",
    method: "GET",
    path: `/create/course/${DRAFT_ID}`,
    setup: matrixDraft,
    expect: pageSession(`/create/course/${DRAFT_ID}`, (r) =>
      r === "staff"
        ? page("Matrix Draft Course", "Matrix first steps (1 block)")
        : { status: 404, text: [NOT_FOUND], absent: ["Matrix Draft Course"] },
    ),
  },
  {
    route: "create.course.$draftId._index.tsx",
    method: "POST",
    path: `/create/course/${DRAFT_ID}`,
    setup: matrixDraft,
    body: (v) => ({
      intent: "save",
      version: "1",
      title: "Matrix Draft Course",
      slug: "matrix-draft-course",
      summary: "Changed by the matrix.",
      category: v.category!,
      difficulty: "beginner",
      access: "free",
      placeholders: "",
      s0_title: "Getting started",
    }),
    expect: pageSession(`/create/course/${DRAFT_ID}`, (r) =>
      r === "staff" ? { status: 302, location: `/create/course/${DRAFT_ID}` } : { status: 404, text: [NOT_FOUND] },
    ),
  },
  // Someone else's path and module drafts: the not-found page for everyone but staff.
  ...(["path", "module"] as const).flatMap((kind) => {
    const id = kind === "path" ? PATH_DRAFT_ID : MODULE_DRAFT_ID;
    const title = kind === "path" ? "Matrix Draft Path" : "Matrix Draft Module";
    const url = `/create/${kind}/${id}`;
    return [
      {
        route: `create.${kind}.$draftId.tsx`,
        method: "GET" as const,
        path: url,
        setup: () => authorsWork(kind),
        expect: pageSession(url, (r) => (r === "staff" ? page(title) : { status: 404, text: [NOT_FOUND], absent: [title] })),
      },
      {
        route: `create.${kind}.$draftId.tsx`,
        method: "POST" as const,
        path: url,
        setup: () => authorsWork(kind),
        body: { intent: "save", version: "1", title, slug: title.toLowerCase().replace(/\s+/g, "-"), summary: "", difficulty: "beginner" },
        expect: pageSession(url, (r) => (r === "staff" ? { status: 302, location: url } : { status: 404, text: [NOT_FOUND] })),
      },
    ];
  }),
  {
    route: "create.course.$draftId._index.tsx",
    method: "GET",
    path: "/create/course/999999",
    expect: pageSession("/create/course/999999", { status: 404, text: [NOT_FOUND] }),
  },
  {
    route: "create.course.$draftId.lesson.$lessonKey.tsx",
    method: "GET",
    path: `/create/course/${DRAFT_ID}/lesson/l1`,
    setup: matrixDraft,
    expect: pageSession(`/create/course/${DRAFT_ID}/lesson/l1`, (r) =>
      r === "staff" ? page("Matrix first steps") : { status: 404, text: [NOT_FOUND], absent: ["Matrix first steps"] },
    ),
  },
  {
    route: "create.course.$draftId.lesson.$lessonKey.tsx",
    method: "POST",
    path: `/create/course/${DRAFT_ID}/lesson/l1`,
    setup: matrixDraft,
    body: { intent: "save", version: "1", title: "Matrix first steps", slug: "first-steps", summary: "Changed by the matrix.", minutes: "5" },
    expect: pageSession(`/create/course/${DRAFT_ID}/lesson/l1`, (r) =>
      r === "staff" ? { status: 302, location: `/create/course/${DRAFT_ID}/lesson/l1` } : { status: 404, text: [NOT_FOUND] },
    ),
  },
  // A draft's versions: its owner and staff only; a restore of a version that is not there is refused.
  {
    route: "create.course.$draftId.versions.tsx",
    method: "GET",
    path: `/create/course/${DRAFT_ID}/versions`,
    setup: matrixDraft,
    expect: pageSession(`/create/course/${DRAFT_ID}/versions`, (r) =>
      r === "staff" ? page("Matrix Draft Course", "Current draft") : { status: 404, text: [NOT_FOUND], absent: ["Matrix Draft Course"] },
    ),
  },
  {
    route: "create.course.$draftId.versions.tsx",
    method: "POST",
    path: `/create/course/${DRAFT_ID}/versions`,
    setup: matrixDraft,
    body: { ref: "p999999", version: "1" },
    expect: pageSession(`/create/course/${DRAFT_ID}/versions`, (r) => (r === "staff" ? { status: 404 } : { status: 404, text: [NOT_FOUND] })),
  },
  // An uploaded image is public (the published lessons show it); a name that is not a stored image is not found.
  {
    route: "media.images.$name.tsx",
    method: "GET",
    path: `/media/images/${"0".repeat(64)}.png`,
    expect: everyone({ status: 404 }),
  },
  {
    route: "create.course.$draftId.preview.$lessonKey.tsx",
    method: "GET",
    path: `/create/course/${DRAFT_ID}/preview/l1`,
    setup: matrixDraft,
    expect: pageSession(`/create/course/${DRAFT_ID}/preview/l1`, (r) =>
      r === "staff"
        ? page("Preview of a draft", "Matrix first steps", "The matrix draft's first lesson.")
        : { status: 404, text: [NOT_FOUND], absent: ["The matrix draft"] },
    ),
  },
];

/** The matrix organization's subscription id (the business checkout and payment-method rows). */
async function matrixSubscriptionVars(): Promise<Vars> {
  const v = await organizationVars();
  const sub = server.db.prepare("SELECT id FROM organization_subscriptions WHERE organization_id = ? ORDER BY id LIMIT 1").get(Number(v.org)) as {
    id: number;
  };
  return { ...v, sub: String(sub.id) };
}

/** One organization for the organization rows, with a fixed id so that paths and login redirects are exact (made once, directly in the database): an admin and a seated member who are none of the roles. */
let matrixOrganization: Vars | undefined;
async function organizationVars(): Promise<Vars> {
  if (matrixOrganization) return matrixOrganization;
  const db = server.db;
  const org = db
    .prepare("INSERT INTO organizations (id, name, slug, kind) VALUES (?, 'Matrix Org', ?, 'enterprise') RETURNING id")
    .get(MATRIX_ORG_ID, `matrix-org-${randomUUID()}`) as { id: number };
  const sub = db
    .prepare(
      "INSERT INTO organization_subscriptions (organization_id, plan_code, plan_type, seats, status, start_date, expiration_date) VALUES (?, 'enterprise-12-6003', 6003, 5, 'active', '2026-01-01', '2099-01-01') RETURNING id",
    )
    .get(org.id) as { id: number };
  const person = (email: string, name: string) =>
    (
      db.prepare("INSERT INTO users (email, full_name, password_hash, verified) VALUES (?, ?, 'x', 1) RETURNING id").get(email, name) as {
        id: number;
      }
    ).id;
  const admin = person(`matrix-admin-${randomUUID()}@example.com`, "Matrix Admin");
  const member = person(`matrix-member-${randomUUID()}@example.com`, "Matrix Member");
  db.prepare("INSERT INTO organization_members (organization_id, user_id, role, is_admin, admin_level) VALUES (?, ?, 'Admin', 1, 'super_admin')").run(
    org.id,
    admin,
  );
  db.prepare("INSERT INTO organization_members (organization_id, user_id, role, subscription_id) VALUES (?, ?, 'Member', ?)").run(
    org.id,
    member,
    sub.id,
  );
  matrixOrganization = { org: String(org.id), member: String(member) };
  return matrixOrganization;
}

/** The user-info fields that decide what an account may do. */
function userInfo(role: Exclude<Role, "anon">): Record<string, unknown> {
  return {
    email: ACCOUNTS[role].email,
    verified: role !== "mallory",
    is_internal: role === "staff",
    is_user_subscribed: role === "premium",
    has_valid_learn_sub: role === "premium",
  };
}

// ---- sending and checking ----------------------------------------------------------------

async function send(
  c: Client,
  method: Method,
  url: string,
  body?: Vars,
  as: "json" | "form" = url.startsWith("/api/") ? "json" : "form",
): Promise<Response> {
  if (method === "GET") return c.fetch(url, { headers: { Accept: url.startsWith("/api/") ? "application/json" : "text/html" } });
  const headers: Record<string, string> = { Origin: server.baseUrl, "Sec-Fetch-Site": "same-origin" };
  let payload: string | undefined;
  if (as === "json") {
    headers["Content-Type"] = "application/json";
    headers.Accept = "application/json";
    payload = JSON.stringify(body ?? {});
  } else {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers.Accept = "text/html";
    payload = new URLSearchParams(body ?? {}).toString();
  }
  return c.fetch(url, { method, headers, body: payload });
}

async function logIn(role: Exclude<Role, "anon">): Promise<Client> {
  const c = server.client();
  const res = await send(c, "POST", "/api/user/login", { email: ACCOUNTS[role].email, password: ACCOUNTS[role].password });
  if (res.status !== 200) throw new Error(`login as ${role} failed: ${res.status} ${await res.text()}`);
  return c;
}

const freshClient = (role: Role) => (role === "anon" ? Promise.resolve(server.client()) : logIn(role));

/** Changes whenever the server commits a write to the database file (SQLite's data_version). */
const dataVersion = () => server.db.pragma("data_version", { simple: true }) as number;

/** staff_audit_log rows by "actorUserId:action". */
function auditCount(): Record<string, number> {
  if (!server.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'staff_audit_log'").get()) return {};
  const rows = server.db.prepare("SELECT actor_user_id a, action, count(*) n FROM staff_audit_log GROUP BY actor_user_id, action").all() as {
    a: number;
    action: string;
    n: number;
  }[];
  return Object.fromEntries(rows.map((r) => [`${r.a}:${r.action}`, r.n]));
}

const fill = (template: string, vars: Vars) => template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? `{${k}}`);

async function runCell(row: Row, role: Role) {
  const e = row.expect[role];
  const vars = (await row.setup?.(role)) ?? {};
  const url = fill(row.path, vars);
  const body = typeof row.body === "function" ? row.body(vars) : row.body;
  const client = row.fresh ? await freshClient(role) : clients[role];
  const audited = row.method === "GET" ? row.auditedGet?.[role] : undefined;
  sessionsJustSeen(server.db);
  const before = dataVersion();
  const auditBefore = auditCount();
  const res = await send(client, row.method, url, body, row.as);
  const raw = await res.text();
  const where = `${row.method} ${url} as ${ROLE_LABEL[role]}: ${res.status} ${res.headers.get("location") ?? ""} ${raw.slice(0, 400)}`;

  expect(res.status, where).toBe(e.status);
  if (e.location !== undefined) expect(res.headers.get("location"), where).toBe(e.location);
  if (e.allow !== undefined) expect(res.headers.get("allow"), where).toBe(e.allow);
  if (e.json !== undefined || e.jsonMatch !== undefined) {
    expect(res.headers.get("content-type") ?? "", where).toMatch(/^application\/json/);
    const parsed = JSON.parse(raw);
    if (e.json !== undefined) expect(parsed, where).toEqual(e.json);
    if (e.jsonMatch !== undefined) expect(parsed, where).toMatchObject(e.jsonMatch);
  }
  if (e.text || e.absent) {
    const t = visibleText(raw);
    for (const s of e.text ?? []) expect(t, `${where}\nshould show: ${s}`).toContain(s);
    // Not in the HTML at all: neither shown nor carried in the page's serialized loader data.
    for (const s of e.absent ?? []) {
      expect(t, `${where}\nshould not show: ${s}`).not.toContain(s);
      expect(raw, `${where}\nshould not carry: ${s}`).not.toContain(s);
    }
  }
  // No GET changes data, and a refused request writes nothing.
  const refused = [401, 403, 404, 405].includes(e.status) || (e.location ?? "").startsWith("/login?ru=");
  if (audited) {
    const actor = (server.db.prepare("SELECT id FROM users WHERE email = ?").get(ACCOUNTS[role as Exclude<Role, "anon">].email) as { id: number }).id;
    expect(auditCount(), `${where}\nshould record one staff_audit_log row`).toEqual({
      ...auditBefore,
      [`${actor}:${audited}`]: (auditBefore[`${actor}:${audited}`] ?? 0) + 1,
    });
  } else if (row.method === "GET" || refused) {
    expect(dataVersion(), `${where}\nwrote to the database`).toBe(before);
    expect(auditCount(), `${where}\nwrote to staff_audit_log`).toEqual(auditBefore);
  }
  await row.after?.(client, role);
}

// ---- the tests ----------------------------------------------------------------------------

beforeAll(async () => {
  // Every cell checks that nothing was written during its request: the measurement the judge
  // runs in the background after an earlier cell's accepted submission would write meanwhile.
  server = await startServer({ MAIL_RATE_LIMIT: "1000", JUDGE_INSIGHT: "0" });
  clients.anon = server.client();
  clients.free = await logIn("free");
  clients.premium = await logIn("premium");
  clients.staff = await logIn("staff");
  const m = server.client();
  const res = await send(m, "POST", "/api/user/signup", {
    full_name: ACCOUNTS.mallory.fullName,
    email: ACCOUNTS.mallory.email,
    password: ACCOUNTS.mallory.password,
  });
  if (res.status !== 201) throw new Error(`mallory's sign-up failed: ${res.status} ${await res.text()}`);
  clients.mallory = m;
  const row = server.db
    .prepare(
      "SELECT pr.solutions FROM coach_problems pr JOIN coach_pages p ON p.id = pr.page_id JOIN coach_modules m ON m.id = p.module_id WHERE m.slug = ? AND p.slug = ?",
    )
    .get(SEED.twoPointers.slug, SEED.problem.slug) as { solutions: string } | undefined;
  jsSolution = row ? (JSON.parse(row.solutions) as { javascript: string }).javascript : "";
});
afterAll(async () => server?.stop());

describe("the matrix itself", () => {
  const routeEntries = () =>
    fs
      .readdirSync(ROUTES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory() || /\.(tsx?|jsx?|mdx?)$/.test(d.name))
      .map((d) => d.name)
      .sort();
  const source = (entry: string) => {
    const full = path.join(ROUTES_DIR, entry);
    if (!fs.statSync(full).isDirectory()) return fs.readFileSync(full, "utf8");
    const file = fs.readdirSync(full).find((f) => /^route\.(tsx?|jsx?)$/.test(f));
    return file ? fs.readFileSync(path.join(full, file), "utf8") : "";
  };

  it("lists every route module in app/routes, and no route that is not there", () => {
    const listed = new Set(MATRIX.map((r) => r.route));
    const entries = routeEntries();
    expect(entries.length).toBeGreaterThan(0);
    expect(
      entries.filter((f) => !listed.has(f)),
      "route modules missing from the matrix",
    ).toEqual([]);
    expect(
      [...listed].filter((f) => !entries.includes(f)),
      "matrix rows naming no route module",
    ).toEqual([]);
  });

  it("has a GET row for every route module, and a write row for every route module with an action", () => {
    const missing: string[] = [];
    for (const entry of routeEntries()) {
      const rows = MATRIX.filter((r) => r.route === entry);
      if (!rows.some((r) => r.method === "GET")) missing.push(`${entry}: GET`);
      const hasAction = /export\s+(async\s+)?function\s+action\b|export\s+(const|let)\s+action\b|export\s*\{[^}]*\baction\b/.test(source(entry));
      if (hasAction && !rows.some((r) => r.method !== "GET")) missing.push(`${entry}: a write (POST/PUT/DELETE)`);
    }
    expect(missing).toEqual([]);
  });

  it("gives the unverified staff-domain account exactly the answers the free learner gets", () => {
    // Statuses, redirects and Allow everywhere; whole bodies too, except where the row says why not
    // or where the body is personal (own e-mail, own name).
    const decisive = (e: Expect) => JSON.stringify({ status: e.status, location: e.location, allow: e.allow });
    const personal = (r: Row) => r.route === "api.user.info.tsx" || r.route === "api.user.login.tsx" || r.route === "learn.home.tsx";
    const differs = MATRIX.filter((r) =>
      r.unverifiedDiffers || personal(r)
        ? decisive(r.expect.mallory) !== decisive(r.expect.free)
        : JSON.stringify(r.expect.mallory) !== JSON.stringify(r.expect.free),
    );
    expect(differs.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("uses the seeded content it names", () => {
    const course = (slug: string) =>
      server.db.prepare("SELECT author_id, collection_id, is_free, is_marked_for_deletion FROM courses WHERE url_slug = ?").get(slug) as
        { author_id: number; collection_id: number; is_free: number; is_marked_for_deletion: number } | undefined;
    expect(course(SEED.freeCourse.slug)).toMatchObject({
      author_id: SEED.freeCourse.authorId,
      collection_id: SEED.freeCourse.collectionId,
      is_free: 1,
    });
    expect(course(SEED.premiumCourse.slug)).toMatchObject({
      author_id: SEED.premiumCourse.authorId,
      collection_id: SEED.premiumCourse.collectionId,
      is_free: 0,
    });
    expect(course(SEED.deprecatedCourse.slug)).toMatchObject({
      author_id: SEED.deprecatedCourse.authorId,
      collection_id: SEED.deprecatedCourse.collectionId,
      is_marked_for_deletion: 1,
    });
    const lesson = (courseSlug: string, slug: string) =>
      server.db
        .prepare("SELECT l.page_id, l.position FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.url_slug = ? AND l.slug = ?")
        .get(courseSlug, slug) as { page_id: number; position: number } | undefined;
    expect(lesson(SEED.freeCourse.slug, SEED.freeLesson.slug)?.page_id).toBe(SEED.freeLesson.pageId);
    // not the paid course's first lesson, which is a free preview
    const premiumLesson = lesson(SEED.premiumCourse.slug, SEED.premiumLesson.slug);
    expect(premiumLesson?.page_id).toBe(SEED.premiumLesson.pageId);
    expect(premiumLesson!.position).toBeGreaterThan(
      (
        server.db
          .prepare("SELECT min(l.position) n FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.url_slug = ?")
          .get(SEED.premiumCourse.slug) as { n: number }
      ).n,
    );
    expect(server.db.prepare("SELECT author_id, path_id FROM coach_paths WHERE slug = ?").get(SEED.coding.slug)).toEqual({
      author_id: SEED.coding.authorId,
      path_id: SEED.coding.pathId,
    });
    const coachPage = (slug: string) =>
      server.db
        .prepare(
          `SELECT m.author_id, m.collection_id, p.page_id, p.group_id, pr.difficulty FROM coach_pages p JOIN coach_modules m ON m.id = p.module_id
           LEFT JOIN coach_problems pr ON pr.page_id = p.id WHERE m.slug = ? AND p.slug = ?`,
        )
        .get(SEED.twoPointers.slug, slug);
    expect(coachPage(SEED.intro.slug)).toMatchObject({
      author_id: SEED.twoPointers.authorId,
      collection_id: SEED.twoPointers.collectionId,
      page_id: SEED.intro.pageId,
      difficulty: null,
    });
    expect(coachPage(SEED.problem.slug)).toMatchObject({
      page_id: SEED.problem.pageId,
      group_id: SEED.problem.groupId,
      difficulty: expect.any(String),
    });
    expect(coachPage(SEED.skippable.slug)).toMatchObject({
      page_id: SEED.skippable.pageId,
      group_id: SEED.skippable.groupId,
      difficulty: expect.any(String),
    });
    expect(server.db.prepare("SELECT slug, title FROM learning_paths WHERE slug = ?").get(SEED.path.slug)).toEqual(SEED.path);
    expect(server.db.prepare("SELECT slug, title, is_standalone FROM modules WHERE id = ?").get(SEED.module.id)).toEqual({
      slug: SEED.module.slug,
      title: SEED.module.title,
      is_standalone: 0,
    });
    expect(
      server.db
        .prepare(
          "SELECT c.url_slug slug, c.author_id authorId, c.collection_id collectionId, l.page_id pageId FROM module_lessons ml JOIN lessons l ON l.id = ml.lesson_id JOIN courses c ON c.id = l.course_id WHERE ml.module_id = ? AND ml.lesson_id = ?",
        )
        .get(SEED.module.id, SEED.module.lessonId),
    ).toEqual(SEED.moduleCourse);
    expect(
      server.db
        .prepare("SELECT title, is_standalone FROM modules WHERE author_id = ? AND module_id = ?")
        .get(SEED.standalone.authorId, SEED.standalone.moduleId),
    ).toEqual({
      title: SEED.standalone.title,
      is_standalone: 1,
    });
    expect(server.db.prepare("SELECT name FROM organizations WHERE id = ?").get(SEED.globex.id)).toEqual({ name: SEED.globex.name });
    expect(userIdOf("manager@globex.test")).toBe(SEED.globex.managerId);
    expect(server.db.prepare("SELECT id, full_name FROM users WHERE email = 'mentee@globex.test'").get()).toEqual({
      id: SEED.globex.menteeId,
      full_name: SEED.globex.mentee,
    });
    expect(jsSolution).not.toBe("");
    expect(server.db.prepare("SELECT verified FROM users WHERE email = ?").get(ACCOUNTS.mallory.email)).toEqual({ verified: 0 });
  });

  it("notices a write: the database check can fail", async () => {
    const c = await logIn("free");
    const before = dataVersion();
    const res = await send(c, "PUT", "/api/ai-coach/user-feedback/touch-point?" + PATH_QUERY, { touch_point: "write_probe" });
    expect(res.status).toBe(200);
    expect(dataVersion()).not.toBe(before);
  });
});

for (const row of MATRIX) {
  describe(`${row.method} ${row.path} (${row.route})`, () => {
    it.each(ROLES.map((role) => ({ role, who: ROLE_LABEL[role], status: row.expect[role].status })))("$who → $status", ({ role }) =>
      runCell(row, role),
    );
  });
}

// A bad body is its own concern: on every API write a malformed JSON body (sent by a logged-in
// free learner, so the session guard is passed) answers 400 with `errors` or `errorText`, never a
// 500 and never a success; a path that refuses the method still answers 405.
describe("API writes with a malformed JSON body", () => {
  const rows = MATRIX.filter((r) => r.method !== "GET" && r.path.startsWith("/api/"));
  // Answered before the body is read: a method the path lacks (405), an endpoint that is off here.
  const early = (r: Row) => r.expect.free.status === 405 || r.offHere === true;
  it.each(rows.map((r) => ({ r, name: `${r.method} ${r.path}`, status: early(r) ? r.expect.free.status : 400 })))(
    "$name → $status",
    async ({ r, status }) => {
      const c = r.fresh ? await logIn("free") : clients.free;
      const before = dataVersion();
      const res = await c.fetch(fill(r.path, {}), {
        method: r.method,
        headers: { Origin: server.baseUrl, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", Accept: "application/json" },
        body: '{"email": "free@codelift.test", not json',
      });
      const raw = await res.text();
      const where = `${r.method} ${r.path}: ${res.status} ${raw.slice(0, 300)}`;
      expect(res.status, where).toBe(status);
      const body = JSON.parse(raw) as { errors?: unknown; errorText?: unknown };
      if (early(r)) expect(body, where).toEqual(r.expect.free.json);
      else expect(typeof body.errorText === "string" || (typeof body.errors === "object" && body.errors !== null), where).toBe(true);
      expect(dataVersion(), `${where}\nwrote to the database`).toBe(before);
    },
  );
});

// The whole relational schema. Migrations under migrations/ are generated from this file by
// drizzle-kit (`npm run db:generate`) and applied at start-up.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

// ---------------------------------------------------------------- accounts
export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    /** light | dark | system */
    theme: text("theme").notNull().default("system"),
    isGithubStudent: integer("is_github_student", { mode: "boolean" }).notNull().default(false),
    country: text("country"),
    creditCents: integer("credit_cents").notNull().default(0),
    /** the code in the learner's referral link (/refer-a-friend); made on first visit */
    referralCode: text("referral_code"),
    /** who referred this learner (their referral link was used at sign-up) */
    referredByUserId: integer("referred_by_user_id"),
    /** two-factor by app: the confirmed TOTP secret (base32, whitespace stripped); null when off */
    totpSecret: text("totp_secret"),
    /** two-factor set-up in progress: the secret shown on the set-up page until a code confirms it */
    totpPendingSecret: text("totp_pending_secret"),
    /** the last TOTP time step accepted: a code of that step or an older one is never taken again */
    totpLastStep: integer("totp_last_step"),
    /** two-factor by e-mail: a code is mailed at each sign-in */
    twoFactorEmail: integer("two_factor_email", { mode: "boolean" }).notNull().default(false),
    /** digits only (the phone rule of docs/product/accounts.md#onboarding), given at onboarding */
    phone: text("phone"),
    /** when the learner finished /onboarding, and what brought them (interview | skills | career-change | team) */
    onboardedAt: text("onboarded_at"),
    onboardingGoal: text("onboarding_goal"),
    /** set when the account was deleted: the row stays, anonymised, for the accounting records */
    deletedAt: text("deleted_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), uniqueIndex("users_referral_code_unique").on(t.referralCode)],
);

/** Server-side sessions: the cookie holds only the id, so a session can be revoked by deleting its row. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: text("data").notNull().default("{}"),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
    userAgent: text("user_agent"),
    /** Last request seen on this session (epoch ms), touched at most once a minute; older than the idle limit (15 min) ends it. Null: not seen since this column came (counts as now). */
    lastSeenAt: integer("last_seen_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** One-time tokens for e-mail verification and password reset; only a hash is stored. */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** verify | reset | email-change */
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** email-change: the new address, applied when the link is opened */
    newEmail: text("new_email"),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("auth_tokens_hash_unique").on(t.tokenHash)],
);

/** Two-factor recovery codes: ten per set-up, each usable once; only a hash is stored. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId), uniqueIndex("recovery_codes_hash_unique").on(t.codeHash)],
);

/**
 * The second step of a sign-in: the password was right, a code is still owed. The login page
 * carries only the random token (never the password); an e-mailed code is kept hashed here.
 */
export const twoFactorChallenges = sqliteTable(
  "two_factor_challenges",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the code mailed for two-factor by e-mail (hash), its expiry, and how many codes were tried */
    emailCodeHash: text("email_code_hash"),
    emailCodeExpiresAt: text("email_code_expires_at"),
    attempts: integer("attempts").notNull().default(0),
    returnPath: text("return_path"),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("two_factor_challenges_token_unique").on(t.tokenHash), index("two_factor_challenges_user_idx").on(t.userId)],
);

/** E-mail capture (POST /api/signup): addresses left on marketing pages, once each. */
export const emailCaptures = sqliteTable(
  "email_captures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    source: text("source"),
    pageUri: text("page_uri"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_captures_email_unique").on(t.email)],
);

/** Attempts at rate-limited actions (sign-in, sign-up), by key (ip or e-mail). */
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("rate_limit_bucket_key_idx").on(t.bucket, t.key, t.at)],
);

/**
 * Which open terminal owns a learner's project workspace (docs/product/hands-on.md#the-terminal):
 * the one opened last. Every server process checks its own terminals against this row, so a second
 * tab served by another process or machine ends the first.
 */
export const terminalOwners = sqliteTable("terminal_owners", {
  workspaceKey: text("workspace_key").primaryKey(),
  token: text("token").notNull(),
  openedAt: integer("opened_at").notNull(),
});

/**
 * Outgoing mail. Without SMTP_URL nothing is delivered: the mail is kept here (status "kept")
 * for the CLI and /staff/outbox. With SMTP_URL, a delivered mail is logged with its secrets
 * masked ("sent"); one the SMTP server refused is kept whole with the error ("failed"), so it
 * is never lost.
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("body_text").notNull(),
    kind: text("kind").notNull(),
    /** kept | sent | failed */
    status: text("status").notNull().default("kept"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_to_kind_idx").on(t.to, t.kind)],
);

/** What staff did with their access (each view of the outbox, …): who, what, when. */
export const staffAuditLog = sqliteTable(
  "staff_audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Kept when the account goes: the detail still names the actor's e-mail.
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    /** JSON object */
    detail: text("detail").notNull().default("{}"),
    createdAt: createdAt(),
  },
  (t) => [index("staff_audit_actor_idx").on(t.actorUserId, t.createdAt)],
);

// ---------------------------------------------------------------- catalog
export const categories = sqliteTable("categories", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
});

export const courses = sqliteTable(
  "courses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    authorId: integer("author_id").notNull(),
    collectionId: integer("collection_id").notNull(),
    slug: text("url_slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    difficulty: text("difficulty").notNull(),
    isFree: integer("is_free", { mode: "boolean" }).notNull().default(false),
    isEarlyAccess: integer("is_early_access", { mode: "boolean" }).notNull().default(false),
    rank: integer("rank").notNull().default(1000),
    isMarkedForDeletion: integer("is_marked_for_deletion", { mode: "boolean" }).notNull().default(false),
    /** active | deleted */
    metadataStatus: text("metadata_status").notNull().default("active"),
    deletionTime: text("deletion_time"),
    /** absent means lifetime access after deprecation */
    courseExpirationDate: text("course_expiration_date"),
    showBannerOnDeletedCourse: integer("show_banner_on_deleted_course", { mode: "boolean" }).notNull().default(false),
    /** the a-la-carte price of a paid course (course-purchase); null when it is not sold alone */
    listPriceCents: integer("list_price_cents"),
  },
  (t) => [uniqueIndex("courses_author_collection_unique").on(t.authorId, t.collectionId)],
);

/** Extra category tags of a course (learner tags). */
export const courseTags = sqliteTable(
  "course_tags",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.categoryId] })],
);

/** additional_course_alternatives of a deprecated course. */
export const courseAlternatives = sqliteTable(
  "course_alternatives",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    alternativeId: integer("alternative_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.alternativeId] })],
);

export const courseSections = sqliteTable(
  "course_sections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("course_sections_course_idx").on(t.courseId, t.position)],
);

export const lessons = sqliteTable(
  "lessons",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => courseSections.id, { onDelete: "cascade" }),
    /** page_id: unique within its course */
    pageId: integer("page_id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    minutes: integer("minutes").notNull(),
    body: text("body").notNull(),
    position: integer("position").notNull(),
    isOptional: integer("is_optional", { mode: "boolean" }).notNull().default(false),
    /**
     * A lesson written in the editor with quizzes or runnable code blocks: its blocks as the page
     * shows them (JSON, app/engine/lessonBlocks.ts), with the correct answers, which only the
     * server reads. Null otherwise: `body` alone is the page.
     */
    blocks: text("blocks"),
  },
  (t) => [uniqueIndex("lessons_course_page_unique").on(t.courseId, t.pageId), uniqueIndex("lessons_course_slug_unique").on(t.courseId, t.slug)],
);

/**
 * One row (id 1) counting changes to the catalog: triggers on categories, courses, sections,
 * lessons and tags bump it (migration 0010), so a process can keep the catalog in memory and
 * know, with one tiny read, when another process or the CLI changed it.
 */
export const catalogVersion = sqliteTable("catalog_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

export const learningPaths = sqliteTable("learning_paths", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  authorId: integer("author_id").notNull(),
  pathId: integer("path_id").notNull().unique(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  difficulty: text("difficulty").notNull(),
});

export const learningPathCourses = sqliteTable(
  "learning_path_courses",
  {
    pathId: integer("path_id")
      .notNull()
      .references(() => learningPaths.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pathId, t.courseId] })],
);

/**
 * A module: an ordered unit of lessons that a path or a plan includes (docs/product/paths-and-modules.md#modules).
 * Its lessons are course lessons, so progress is the learner's lesson progress. A standalone
 * module belongs to its author (moduleAuthorId = the author's user id) and is a draft until published.
 */
export const modules = sqliteTable(
  "modules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    authorId: integer("author_id").notNull(),
    moduleId: integer("module_id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    isStandalone: integer("is_standalone", { mode: "boolean" }).notNull().default(false),
    isTemplate: integer("is_template", { mode: "boolean" }).notNull().default(false),
    /** draft | published */
    status: text("status").notNull().default("published"),
    /** private content of one organization; null for everyone */
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("modules_author_module_unique").on(t.authorId, t.moduleId), uniqueIndex("modules_slug_unique").on(t.slug)],
);

export const moduleLessons = sqliteTable(
  "module_lessons",
  {
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.lessonId] })],
);

/** Modules of a learning path; their positions interleave with learning_path_courses' (one order for the path). */
export const learningPathModules = sqliteTable(
  "learning_path_modules",
  {
    pathId: integer("path_id")
      .notNull()
      .references(() => learningPaths.id, { onDelete: "cascade" }),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    isOptional: integer("is_optional", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.pathId, t.moduleId] })],
);

// ---------------------------------------------------------------- progress
export const lessonProgress = sqliteTable(
  "lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lastVisitedAt: text("last_visited_at").notNull(),
    completedAt: text("completed_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index("lesson_progress_user_idx").on(t.userId, t.lastVisitedAt)],
);

/** Dismissals of the deprecated-course banner, per course and per lesson view. */
export const bannerDismissals = sqliteTable(
  "banner_dismissals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bannerId: text("banner_id").notNull(),
    scope: text("scope").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bannerId, t.scope] })],
);

// ---------------------------------------------------------------- commerce
/** One list price per plan code {featureSet}-{validityMonths}-{planType}. */
export const planPrices = sqliteTable("plan_prices", {
  planCode: text("plan_code").primaryKey(),
  featureSet: integer("feature_set").notNull(),
  validityMonths: integer("validity_months").notNull(),
  planType: integer("plan_type").notNull(),
  listPriceCents: integer("list_price_cents").notNull(),
});

export const regionalDiscounts = sqliteTable("regional_discounts", {
  country: text("country").primaryKey(),
  percent: real("percent").notNull(),
});

export const coupons = sqliteTable(
  "coupons",
  {
    code: text("code").primaryKey(),
    /** percent | amount */
    kind: text("kind").notNull(),
    /** percent (0-100) or cents */
    value: integer("value").notNull(),
    expiresAt: text("expires_at"),
    maxRedemptions: integer("max_redemptions"),
    redemptions: integer("redemptions").notNull().default(0),
    /** JSON array of plan codes the coupon is limited to, or null */
    planCodes: text("plan_codes"),
    /** JSON array of "authorId-collectionId" the coupon is limited to, or null */
    courseKeys: text("course_keys"),
    discountNeverExpires: integer("discount_never_expires", { mode: "boolean" }).notNull().default(false),
    description: text("description").notNull().default(""),
    /** staff can disable a coupon without deleting its history */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    /** a coupon bought with coupon-purchase: the transaction that paid for it */
    transactionId: integer("transaction_id"),
    /** the site coupon: applied to every visitor's prices while it is valid (at most one is set) */
    isSiteCoupon: integer("is_site_coupon", { mode: "boolean" }).notNull().default(false),
    /** a coupon one of a custom action's purchases created (docs/product/billing.md#custom-actions) */
    actionId: text("action_id"),
  },
  (t) => [index("coupons_action_idx").on(t.actionId)],
);

/**
 * A custom action (docs/product/billing.md#custom-actions): a sponsored or recruiting coupon programme
 * staff set up for an organization, whose admins buy its coupons by the batch.
 */
export const customActions = sqliteTable("custom_actions", {
  /** lower-case letters, digits and hyphens: the action_id of the coupon-purchase checkout */
  id: text("id").primaryKey(),
  /** sponsored | recruiting */
  kind: text("kind").notNull(),
  title: text("title").notNull(),
  /** the sponsor: its admins buy the coupons and see their use */
  organizationId: integer("organization_id")
    .notNull()
    .references(() => organizations.id),
  /** the plan every coupon of the action gives, once, free */
  planCode: text("plan_code").notNull(),
  /** how many coupons one purchase creates */
  couponsPerPurchase: integer("coupons_per_purchase").notNull(),
  /** open | closed: a closed action sells no more coupons; the coupons sold keep working */
  status: text("status").notNull().default("open"),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
});

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planCode: text("plan_code").notNull(),
    featureSet: integer("feature_set").notNull(),
    validityMonths: integer("validity_months").notNull(),
    planType: integer("plan_type").notNull(),
    /** active | renewal_canceled | churned | trial */
    status: text("status").notNull(),
    paidCents: integer("paid_cents").notNull().default(0),
    startDate: text("start_date").notNull(),
    expirationDate: text("expiration_date").notNull(),
    /** a free trial (b2c-trial-avail): counts once per learner, even after it converts */
    isTrial: integer("is_trial", { mode: "boolean" }).notNull().default(false),
    autoRenew: integer("auto_renew", { mode: "boolean" }).notNull().default(true),
    /** embedded | stripe (null for seeded or gifted plans) */
    processor: text("processor"),
    transactionId: integer("transaction_id"),
    giftId: integer("gift_id"),
    /** past_due only: access continues until then while the failed renewal is retried */
    graceUntil: text("grace_until"),
    /** when the learner turned auto-renew off (renewal_canceled) */
    canceledAt: text("canceled_at"),
    /** Stripe: the Stripe subscription whose invoices renew this plan */
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** Stripe: `created` of the last subscription event applied (older ones are ignored) */
    stripeEventAt: integer("stripe_event_at"),
    /** PayPal: the PayPal billing subscription whose sales renew this plan (recurring PayPal) */
    paypalSubscriptionId: text("paypal_subscription_id"),
    /** a free trial the learner extended (once) from the trial banner's Extend Trial */
    trialExtended: integer("trial_extended", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId),
    uniqueIndex("subscriptions_stripe_unique").on(t.stripeSubscriptionId),
    uniqueIndex("subscriptions_paypal_unique").on(t.paypalSubscriptionId),
  ],
);

// ---------------------------------------------------------------- interview-prep coach content
/** The six roadmaps (docs/product/interview-prep.md#roadmaps): coding has pattern modules with graded problems. */
export const coachPaths = sqliteTable("coach_paths", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  authorId: integer("author_id").notNull(),
  pathId: integer("path_id").notNull().unique(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  position: integer("position").notNull(),
});

export const coachModules = sqliteTable(
  "coach_modules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    pathId: integer("path_id")
      .notNull()
      .references(() => coachPaths.id, { onDelete: "cascade" }),
    authorId: integer("author_id").notNull(),
    collectionId: integer("collection_id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    position: integer("position").notNull(),
    /** JSON: problems asked per company for this pattern */
    companyFrequency: text("company_frequency"),
  },
  (t) => [
    uniqueIndex("coach_modules_path_slug_unique").on(t.pathId, t.slug),
    uniqueIndex("coach_modules_author_collection_unique").on(t.authorId, t.collectionId),
  ],
);

export const coachPages = sqliteTable(
  "coach_pages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    moduleId: integer("module_id")
      .notNull()
      .references(() => coachModules.id, { onDelete: "cascade" }),
    pageId: integer("page_id").notNull(),
    /** the group a problem and its solution share */
    groupId: integer("group_id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("coach_pages_module_page_unique").on(t.moduleId, t.pageId), index("coach_pages_slug_idx").on(t.slug)],
);

export const coachProblems = sqliteTable("coach_problems", {
  /** the problem page */
  pageId: integer("page_id")
    .primaryKey()
    .references(() => coachPages.id, { onDelete: "cascade" }),
  difficulty: text("difficulty").notNull(),
  functionName: text("function_name").notNull(),
  /** JSON */
  params: text("params").notNull(),
  returnType: text("return_type").notNull(),
  compare: text("compare").notNull().default("exact"),
  /** JSON: starter code per language */
  starter: text("starter").notNull(),
  /** JSON: reference solutions (python, javascript) */
  solutions: text("solutions").notNull(),
  visibleTests: text("visible_tests").notNull(),
  hiddenTests: text("hidden_tests").notNull(),
  /** JSON: interview frequency per company */
  companies: text("companies").notNull(),
});

// ---------------------------------------------------------------- interview-prep coach: learner state
/** A learner's coach context (docs/product/interview-prep.md#context): defaults apply when there is no row. */
export const coachPreferences = sqliteTable("coach_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  company: text("company").notNull(),
  lang: text("lang").notNull(),
  position: text("position").notNull(),
  /** ISO date (YYYY-MM-DD) or null */
  interviewDate: text("interview_date"),
  /** JSON array of pattern module slugs chosen for the plan, or null for all */
  selectedPatterns: text("selected_patterns"),
  contextStatus: integer("context_status").notNull().default(1001),
  updatedAt: text("updated_at").notNull(),
});

/** A learner's journey on one roadmap (visits and skips: docs/product/interview-prep.md#next-problem); list fields are JSON text. */
export const coachUserPaths = sqliteTable(
  "coach_user_paths",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pathId: integer("path_id")
      .notNull()
      .references(() => coachPaths.id, { onDelete: "cascade" }),
    attemptId: integer("attempt_id").notNull().default(1),
    pathTaken: text("path_taken").notNull().default("[]"),
    persistedPatterns: text("persisted_patterns").notNull().default("[]"),
    skippedProblems: text("skipped_problems").notNull().default("[]"),
    skippedGroups: text("skipped_groups").notNull().default("[]"),
    submittedFeedbackPatterns: text("submitted_feedback_patterns").notNull().default("[]"),
    touchPoints: text("touch_points").notNull().default("{}"),
    /** the weekly plan's chosen modules (PUT /api/ai-coach/user-toc-metadata), JSON or null for all */
    includedItems: text("included_items"),
    isMigrationInProgress: integer("is_migration_in_progress", { mode: "boolean" }).notNull().default(false),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [uniqueIndex("coach_user_paths_user_path_unique").on(t.userId, t.pathId)],
);

/** Graded submissions and ungraded runs of learner code. */
export const coachSubmissions = sqliteTable(
  "coach_submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the problem page (coach_pages.id) */
    pageRowId: integer("page_row_id")
      .notNull()
      .references(() => coachPages.id, { onDelete: "cascade" }),
    moduleId: integer("module_id")
      .notNull()
      .references(() => coachModules.id, { onDelete: "cascade" }),
    groupId: integer("group_id").notNull(),
    attemptId: integer("attempt_id").notNull().default(1),
    /** submission | run */
    kind: text("kind").notNull(),
    language: text("language").notNull(),
    code: text("code").notNull(),
    difficulty: text("difficulty").notNull(),
    score: integer("score").notNull(),
    passedTestcases: integer("passed_testcases").notNull(),
    totalTestcases: integer("total_testcases").notNull(),
    executionTime: real("execution_time").notNull().default(0),
    userTimeSpent: integer("user_time_spent").notNull().default(0),
    totalMemUsage: integer("total_mem_usage").notNull().default(0),
    error: text("error"),
    /** JSON: the judge's per-test results and anything else shown to the learner */
    result: text("result").notNull().default("{}"),
    /** an accepted graded submission's counted operations (docs/product/judge.md#the-cost); null when not counted */
    cost: integer("cost"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("coach_submissions_user_module_idx").on(t.userId, t.moduleId, t.createdAt),
    index("coach_submissions_page_language_cost_idx").on(t.pageRowId, t.language, t.cost),
  ],
);

/** Solutions a learner chose to reveal before submitting the problem (docs/product/interview-prep.md#solutions: no spoilers). */
export const coachSolutionReveals = sqliteTable(
  "coach_solution_reveals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the problem page (coach_pages.id) whose solution was revealed */
    pageRowId: integer("page_row_id")
      .notNull()
      .references(() => coachPages.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageRowId] })],
);

/** Lesson visits of the coach: recorded once per lesson for a logged-in learner. */
export const coachVisits = sqliteTable(
  "coach_visits",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    visitKey: text("visit_key").notNull(),
    pageRowId: integer("page_row_id")
      .notNull()
      .references(() => coachPages.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.visitKey] })],
);

/** Free-text and rating feedback on the coach (POST /api/ai-coach/user-feedback). */
export const coachFeedback = sqliteTable("coach_feedback", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  pathId: integer("path_id").references(() => coachPaths.id, { onDelete: "set null" }),
  payload: text("payload").notNull(),
  createdAt: text("created_at").notNull(),
});

// ---------------------------------------------------------------- billing
// The embedded card gateway (test mode) keeps its own state, as a processor would: a vault of
// tokens with display data (never a card number), one-time nonces, and payment intents.
export const gatewayCards = sqliteTable(
  "gateway_cards",
  {
    token: text("token").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    /** what the test card does when charged: succeed | decline | insufficient_funds | three_d_secure */
    behavior: text("behavior").notNull(),
    /** keyed hash of the number: the same card added twice is one method */
    fingerprint: text("fingerprint").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("gateway_cards_user_idx").on(t.userId, t.fingerprint)],
);

export const gatewayNonces = sqliteTable("gateway_nonces", {
  nonce: text("nonce").primaryKey(),
  cardToken: text("card_token")
    .notNull()
    .references(() => gatewayCards.token, { onDelete: "cascade" }),
  expiresAt: text("expires_at").notNull(),
  usedAt: text("used_at"),
});

export const gatewayIntents = sqliteTable("gateway_intents", {
  id: text("id").primaryKey(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  /** a payment-intent status of docs/product/billing.md#payment-methods */
  status: text("status").notNull(),
  cardToken: text("card_token").notNull(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  failureCode: text("failure_code"),
  createdAt: createdAt(),
  updatedAt: text("updated_at"),
});

/** A learner's saved payment methods, whichever the processor (docs/product/billing.md#payment-methods). */
export const paymentMethods = sqliteTable(
  "payment_methods",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** embedded | stripe */
    processor: text("processor").notNull(),
    processorToken: text("processor_token").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    isPrimary: integer("is_primary", { mode: "boolean" }).notNull().default(false),
    isSecondary: integer("is_secondary", { mode: "boolean" }).notNull().default(false),
    /** card | link | cashapp | afterpay_clearpay | google_pay | apple_pay | paypal | unknown (docs/product/billing.md#payment-methods) */
    methodType: text("method_type").notNull().default("card"),
    /** what identifies a method without a card number: the PayPal or Link e-mail */
    email: text("email"),
    /** Cash App: the $cashtag */
    cashtag: text("cashtag"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_methods_token_unique").on(t.userId, t.processor, t.processorToken)],
);

/**
 * One attempt to check out: its id is the idempotency key of the charge, created with the
 * checkout form, so a double click, a retry or a reload never charges twice.
 */
export const checkoutAttempts = sqliteTable(
  "checkout_attempts",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    checkoutType: text("checkout_type").notNull(),
    /** a plan code, or course:{author_id}:{work_id} */
    itemCode: text("item_code").notNull(),
    couponCode: text("coupon_code"),
    /** gifts: who receives the plan */
    receiverEmail: text("receiver_email"),
    /** JSON: the engine's price (line items) when the learner paid */
    price: text("price").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** open | requires_action | succeeded | failed */
    status: text("status").notNull(),
    processor: text("processor").notNull(),
    /** JSON card summary (token, brand, last4, expiry) of the method paid with: saved to the learner when the payment succeeds */
    paymentMethod: text("payment_method"),
    intentId: text("intent_id"),
    failureCode: text("failure_code"),
    /** JSON: affiliate and campaign attribution at checkout (copied to the transaction) */
    attribution: text("attribution"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [index("checkout_attempts_user_idx").on(t.userId, t.createdAt)],
);

/** Money that moved: one row per successful (or refused) charge of an attempt. */
export const transactions = sqliteTable(
  "transactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the checkout attempt (idempotency key): the database refuses a second transaction for it */
    attemptId: text("attempt_id").notNull().unique(),
    checkoutType: text("checkout_type").notNull(),
    itemCode: text("item_code").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** succeeded | failed */
    status: text("status").notNull(),
    processor: text("processor").notNull(),
    processorRef: text("processor_ref"),
    couponCode: text("coupon_code"),
    /** JSON line items of the engine's price */
    lineItems: text("line_items").notNull(),
    /** the affiliate credited with this sale */
    affiliateId: integer("affiliate_id"),
    /** JSON: campaign tags, referral site (≤ 512 characters), ref id of the sale */
    attribution: text("attribution"),
    /** renewals: the subscription renewed */
    subscriptionId: integer("subscription_id"),
    /** JSON: the buyer's billing details (name, company, address, tax ID) when the transaction was made, for its invoice */
    buyerDetails: text("buyer_details"),
    createdAt: createdAt(),
  },
  (t) => [index("transactions_user_idx").on(t.userId, t.createdAt), index("transactions_affiliate_idx").on(t.affiliateId, t.createdAt)],
);

/** A-la-carte courses a learner bought (owns_paid_courses_ac). */
/** A buyer's details for invoices (docs/product/billing.md#invoices): a business adds its tax ID and address. */
export const billingProfiles = sqliteTable("billing_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  company: text("company"),
  taxId: text("tax_id"),
  addressLine1: text("address_line1").notNull(),
  addressLine2: text("address_line2"),
  city: text("city").notNull(),
  postalCode: text("postal_code"),
  region: text("region"),
  country: text("country").notNull(),
  updatedAt: text("updated_at").notNull(),
});

export const courseOwnerships = sqliteTable(
  "course_ownerships",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: integer("author_id").notNull(),
    workId: integer("work_id").notNull(),
    transactionId: integer("transaction_id").references(() => transactions.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.authorId, t.workId] })],
);

export const certificates = sqliteTable(
  "certificates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: integer("author_id").notNull(),
    workId: integer("work_id").notNull(),
    transactionId: integer("transaction_id").references(() => transactions.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("certificates_user_course_unique").on(t.userId, t.authorId, t.workId)],
);

/** A plan bought for someone else: the receiver claims it with the mailed link. */
export const gifts = sqliteTable("gifts", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  buyerUserId: integer("buyer_user_id").references(() => users.id, { onDelete: "set null" }),
  receiverEmail: text("receiver_email").notNull(),
  planCode: text("plan_code").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  transactionId: integer("transaction_id").references(() => transactions.id),
  claimedByUserId: integer("claimed_by_user_id").references(() => users.id, { onDelete: "set null" }),
  claimedAt: text("claimed_at"),
  createdAt: createdAt(),
});

/** List prices of what is sold besides plans and courses (e.g. "certificate"): data, not code. */
export const productPrices = sqliteTable("product_prices", {
  code: text("code").primaryKey(),
  listPriceCents: integer("list_price_cents").notNull(),
  description: text("description").notNull().default(""),
});

/** Stripe: the customer of each user. */
export const stripeCustomers = sqliteTable("stripe_customers", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
});

/** Processor webhook events already applied: each event id is applied once. */
export const webhookEvents = sqliteTable("webhook_events", {
  id: text("id").primaryKey(),
  processor: text("processor").notNull(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

// ---------------------------------------------------------------- keeping a subscription
/**
 * The durable renewal jobs: one row per subscription period that falls due. The scheduler claims
 * a row (status charging, with a lease) before it calls the processor with the row's charge key,
 * so a crash in the middle resumes with the same key: the processor answers the charge it already
 * made instead of charging again.
 */
export const renewals = sqliteTable(
  "renewals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the expiration date being renewed (the period's end) */
    periodEnd: text("period_end").notNull(),
    /** due | charging | retrying | paid | lapsed | canceled */
    status: text("status").notNull(),
    /** charges tried so far (each tries the primary, then the secondary method) */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull(),
    /** the idempotency key of the charge in flight (status charging) */
    chargeKey: text("charge_key"),
    /** a claimed row is another runner's until then */
    leaseUntil: text("lease_until"),
    amountCents: integer("amount_cents").notNull(),
    failureCode: text("failure_code"),
    transactionId: integer("transaction_id"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [uniqueIndex("renewals_period_unique").on(t.subscriptionId, t.periodEnd), index("renewals_due_idx").on(t.status, t.nextAttemptAt)],
);

/** The referral credit ledger: credits earned (one per referred friend) and spent at checkout. */
export const referralCredits = sqliteTable(
  "referral_credits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** positive when earned, negative when spent */
    amountCents: integer("amount_cents").notNull(),
    /** earned | spent */
    kind: text("kind").notNull(),
    /** earned: the referred friend whose first payment earned it (once per friend) */
    sourceUserId: integer("source_user_id"),
    transactionId: integer("transaction_id"),
    /** when the learner saw the referral-credit banner for it */
    bannerSeenAt: text("banner_seen_at"),
    createdAt: createdAt(),
  },
  (t) => [index("referral_credits_user_idx").on(t.userId), uniqueIndex("referral_credits_source_unique").on(t.sourceUserId, t.kind)],
);

/** Affiliates: their sales are tracked by an encoded id kept in the visitor's cookie for 30 days. */
export const affiliates = sqliteTable("affiliates", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  encodedId: text("encoded_id").notNull().unique(),
  /** a secret the affiliate presents to read its own sales report (only its hash is kept) */
  reportKeyHash: text("report_key_hash"),
  createdAt: createdAt(),
});

/** Churned-buyer discounts (docs/product/billing.md#discounts): a win-back offer until it expires. */
export const churnedBuyerDiscounts = sqliteTable("churned_buyer_discounts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** golden_ticket_discount | repurchase_discount */
  discountType: text("discount_type").notNull(),
  discountPercentage: integer("discount_percentage").notNull(),
  expirationDate: text("expiration_date").notNull(),
  usedAt: text("used_at"),
  createdAt: createdAt(),
});

/** Billing nudges a learner acted on (e.g. the monthly → annual upgrade modal). */
export const billingNudges = sqliteTable(
  "billing_nudges",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** what the learner did: clicked | dismissed */
    action: text("action").notNull(),
    count: integer("count").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The discount for replacing an expiring primary card (docs/product/billing.md#payment-methods):
 * earned once per subscription period when the learner's new primary card no longer expires, and
 * taken off the renewal that ends that period's `period_end` (the plan's expiration date then).
 */
export const cardUpdateDiscounts = sqliteTable(
  "card_update_discounts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** the subscription's expiration date when it was earned: the renewal of that date gets it */
    periodEnd: text("period_end").notNull(),
    percent: integer("percent").notNull(),
    /** the processor's token of the card that was going to expire, and of the card that replaced it */
    replacedToken: text("replaced_token").notNull(),
    newToken: text("new_token").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("card_update_discounts_period_unique").on(t.subscriptionId, t.periodEnd), index("card_update_discounts_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------- organizations (teams and enterprises)
/** A business customer: a team (6005 plans) or an enterprise (6003/6004), with its feature flags (docs/product/organizations.md#kinds-and-plans). */
export const organizations = sqliteTable("organizations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  /** team | enterprise */
  kind: text("kind").notNull(),
  /** JSON: the per-organization feature flags (docs/product/organizations.md#roles; b2b_search_experience, can_access_cloudlabs, …) */
  featureFlags: text("feature_flags").notNull().default("{}"),
  includeAllCourses: integer("include_all_courses", { mode: "boolean" }).notNull().default(false),
  /** JSON category slugs the catalogue is sorted by */
  preferredCategories: text("preferred_categories").notNull().default("[]"),
  isTeamSku: integer("is_team_sku", { mode: "boolean" }).notNull().default(false),
  isSlackAuthorized: integer("is_slack_authorized", { mode: "boolean" }).notNull().default(false),
  isConfluenceIntegrationEnabled: integer("is_confluence_integration_enabled", { mode: "boolean" }).notNull().default(false),
  /** members may not read courses (paths and plans only) */
  noCoursesAccess: integer("no_courses_access", { mode: "boolean" }).notNull().default(false),
  /** enterprise trials */
  trialExpirationDate: text("trial_expiration_date"),
  trialExtended: integer("trial_extended", { mode: "boolean" }).notNull().default(false),
  isSelfInitiatedTrial: integer("is_self_initiated_trial", { mode: "boolean" }).notNull().default(false),
  /** single sign-on (OpenID Connect): issuer URL, client id and secret, and the e-mail domain it is for */
  ssoIssuer: text("sso_issuer"),
  ssoClientId: text("sso_client_id"),
  ssoClientSecret: text("sso_client_secret"),
  ssoEmailDomain: text("sso_email_domain"),
  createdAt: createdAt(),
});

/** An organization's subscription: a business plan with a number of seats. */
export const organizationSubscriptions = sqliteTable(
  "organization_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    planCode: text("plan_code").notNull(),
    /** 6003 enterprise, 6004 enterprise plus, 6005 team … (subscription_type) */
    planType: integer("plan_type").notNull(),
    /** 9000 enterprise, 9001 team, 9002 enterprise plus (subscription_sub_type) */
    subType: integer("sub_type"),
    seats: integer("seats").notNull(),
    canAddSeats: integer("can_add_seats", { mode: "boolean" }).notNull().default(true),
    /** active | trial | renewal_canceled | churned | past_due */
    status: text("status").notNull(),
    startDate: text("start_date").notNull(),
    expirationDate: text("expiration_date").notNull(),
    autoRenew: integer("auto_renew", { mode: "boolean" }).notNull().default(true),
    processor: text("processor"),
    transactionId: integer("transaction_id"),
    createdAt: createdAt(),
  },
  (t) => [index("organization_subscriptions_org_idx").on(t.organizationId)],
);

export const organizationTeams = sqliteTable(
  "organization_teams",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id").references(() => organizationSubscriptions.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("organization_teams_name_unique").on(t.organizationId, t.name)],
);

/** A person in an organization, with the roles of docs/product/organizations.md#roles; a seat is a subscription_id. */
export const organizationMembers = sqliteTable(
  "organization_members",
  {
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Admin | Manager | Member | Non-Paid Member (the enterprise roles of docs/product/organizations.md#roles) */
    role: text("role").notNull(),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    /** super_admin | sub_admin | subscription_executive */
    adminLevel: text("admin_level"),
    isManager: integer("is_manager", { mode: "boolean" }).notNull().default(false),
    isMentor: integer("is_mentor", { mode: "boolean" }).notNull().default(false),
    isMentee: integer("is_mentee", { mode: "boolean" }).notNull().default(false),
    isUserTeamManager: integer("is_user_team_manager", { mode: "boolean" }).notNull().default(false),
    isOnboardingSubscriptionManager: integer("is_onboarding_subscription_manager", { mode: "boolean" }).notNull().default(false),
    /** may build learning plans when the organization has can_access_learning_plans (docs/product/learning-plans.md#who-builds-plans) */
    canCreatePlans: integer("can_create_plans", { mode: "boolean" }).notNull().default(true),
    /** the seat: the organization subscription this member uses (is_subscriber when set) */
    subscriptionId: integer("subscription_id").references(() => organizationSubscriptions.id, { onDelete: "set null" }),
    teamId: integer("team_id").references(() => organizationTeams.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index("organization_members_user_idx").on(t.userId),
    index("organization_members_seat_idx").on(t.subscriptionId),
  ],
);

/** What an organization's members may read: include and exclude lists by course or by category. */
export const organizationContentRules = sqliteTable(
  "organization_content_rules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** include | exclude */
    mode: text("mode").notNull(),
    /** course | category */
    target: text("target").notNull(),
    authorId: integer("author_id"),
    workId: integer("work_id"),
    categorySlug: text("category_slug"),
  },
  (t) => [index("organization_content_rules_org_idx").on(t.organizationId)],
);

/** An invitation to join an organization (a mailed token link); only the token's hash is kept. */
export const organizationInvitations = sqliteTable(
  "organization_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    /** a seat to take on acceptance */
    subscriptionId: integer("subscription_id").references(() => organizationSubscriptions.id, { onDelete: "set null" }),
    teamId: integer("team_id").references(() => organizationTeams.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull().unique(),
    invitedByUserId: integer("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: text("expires_at").notNull(),
    acceptedAt: text("accepted_at"),
    acceptedByUserId: integer("accepted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: text("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("organization_invitations_org_idx").on(t.organizationId)],
);

/** Enterprise trial requests (/enterprise-trial/{token}, /enterprise-signup/{token}). */
export const enterpriseTrialRequests = sqliteTable("enterprise_trial_requests", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull(),
  companyName: text("company_name").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  /** pending | accepted | expired */
  status: text("status").notNull(),
  jobTitle: text("job_title"),
  organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "set null" }),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  expiresAt: text("expires_at").notNull(),
  acceptedAt: text("accepted_at"),
  createdAt: createdAt(),
});

/** Staff impersonating a learner: every start and stop. */
export const impersonations = sqliteTable(
  "impersonations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetUserId: integer("target_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the impersonating session (revoked when it stops) */
    sessionId: text("session_id"),
    reason: text("reason"),
    startedAt: text("started_at").notNull(),
    endedAt: text("ended_at"),
  },
  (t) => [index("impersonations_staff_idx").on(t.staffUserId)],
);

/** Which organization a user last chose (the stored active id of docs/product/organizations.md#active-organization). */
export const userActiveOrganizations = sqliteTable("user_active_organizations", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  organizationId: integer("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" }),
});

// ---------------------------------------------------------------- what learners keep (saved data, notes, comments, mock interviews)
/** A learner's named data map (GET/POST /api/userdata/map/{name}): one JSON document per name. */
export const userDataMaps = sqliteTable(
  "user_data_maps",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** JSON document */
    data: text("data").notNull(),
    /** the client's timestamp of the saved state (ms): the later write wins */
    clientTimestamp: integer("client_timestamp").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/** A lesson widget's saved state for a learner (docs/product/learner-data.md#user-data). */
export const widgetUserData = sqliteTable(
  "widget_user_data",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: integer("author_id").notNull(),
    workId: integer("work_id").notNull(),
    pageId: integer("page_id").notNull(),
    widgetId: text("widget_id").notNull(),
    itemType: text("item_type").notNull(),
    /** JSON */
    userdata: text("userdata").notNull(),
    /** the client's timestamp (ms) */
    timestamp: integer("timestamp").notNull(),
    aiFeedback: text("ai_feedback"),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workId, t.pageId, t.widgetId] }), index("widget_user_data_work_idx").on(t.userId, t.authorId, t.workId)],
);

/** Interactions reported by lesson apps and the interview-prep pages (live / interview-prep). */
export const userInteractions = sqliteTable(
  "user_interactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** live | interview-prep */
    kind: text("kind").notNull(),
    appId: text("app_id"),
    compType: text("comp_type"),
    compId: text("comp_id"),
    eventType: text("event_type"),
    isDraftPage: integer("is_draft_page", { mode: "boolean" }).notNull().default(false),
    isTestWorkspace: integer("is_test_workspace", { mode: "boolean" }).notNull().default(false),
    /** JSON */
    interactionMap: text("interaction_map").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("user_interactions_user_idx").on(t.userId, t.createdAt)],
);

/** Notes and highlights (docs/product/learner-data.md#notes-and-highlights); searched through the notes_fts full-text index. */
export const notesHighlights = sqliteTable(
  "notes_highlights",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: integer("author_id").notNull(),
    workId: integer("work_id").notNull(),
    pageId: integer("page_id").notNull(),
    widgetId: text("widget_id"),
    mdChildId: text("md_child_id"),
    selectionId: text("selection_id"),
    /** the highlighted text */
    quote: text("quote").notNull().default(""),
    /** where the highlight sits in its block (character offsets), to draw it back */
    startOffset: integer("start_offset"),
    endOffset: integer("end_offset"),
    /** yellow | green | blue | pink | purple */
    color: text("color"),
    /** the note (markdown), empty for a bare highlight */
    comment: text("comment").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [index("notes_highlights_user_idx").on(t.userId, t.workId, t.pageId)],
);

/** Comments under a document (a lesson or an interview-prep page), with one level of replies (docs/product/learner-data.md#comments). */
export const documentComments = sqliteTable(
  "document_comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentKey: text("document_key").notNull(),
    /** a reply's comment */
    parentId: integer("parent_id"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mdText: text("md_text").notNull(),
    isResolved: integer("is_resolved", { mode: "boolean" }).notNull().default(false),
    isModified: integer("is_modified", { mode: "boolean" }).notNull().default(false),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    lastResolvedTime: text("last_resolved_time"),
    lastModifiedTime: text("last_modified_time"),
    createdAt: createdAt(),
  },
  (t) => [index("document_comments_key_idx").on(t.documentKey, t.createdAt), index("document_comments_parent_idx").on(t.parentId)],
);

/** A timed mock coding interview and its report (docs/product/interview-prep.md#mock-interviews). */
export const mockInterviews = sqliteTable(
  "mock_interviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    company: text("company").notNull(),
    lengthMinutes: integer("length_minutes").notNull(),
    /** JSON: the problems drawn (author_id, work_id, page_id, title, difficulty, pattern) */
    problems: text("problems").notNull(),
    /** the learner's time zone and the month (YYYY-MM there) the allowance counts it in */
    timezone: text("timezone").notNull(),
    monthKey: text("month_key").notNull(),
    /** in_progress | finished | expired */
    status: text("status").notNull(),
    startedAt: text("started_at").notNull(),
    endsAt: text("ends_at").notNull(),
    finishedAt: text("finished_at"),
    /** JSON: per problem the best score, time used, patterns to revisit */
    report: text("report"),
    /** JSON: session data the client reported (update-user-mock-interview-session) */
    session: text("session"),
  },
  (t) => [index("mock_interviews_user_idx").on(t.userId, t.monthKey)],
);

// ---------------------------------------------------------------- marketing, blog and answers
/**
 * Pages stored in the database (docs/product/catalog.md#marketing-and-seo): /m/{url_key} (marketing 5001, landing 5006,
 * newsletter 5005) and /blog/{url_key} (blog 5002, enterprise blog 5003), each with its SEO meta
 * (title, description, canonical_url, structured_data_json, status 9001 active / 9002 inactive).
 */
export const marketingPages = sqliteTable(
  "marketing_pages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    urlKey: text("url_key").notNull(),
    pageType: integer("page_type").notNull(),
    /** the page's heading */
    heading: text("heading").notNull(),
    /** Markdown, rendered safely on the server */
    body: text("body").notNull(),
    /** the call to action at the end (label and same-site path), optional */
    ctaLabel: text("cta_label"),
    ctaPath: text("cta_path"),
    author: text("author").notNull().default("The Codelift team"),
    /** SEO meta */
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** absolute or site path; absent: the page's own URL */
    canonicalUrl: text("canonical_url"),
    structuredDataJson: text("structured_data_json"),
    status: integer("status").notNull().default(9001),
    publishedAt: text("published_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("marketing_pages_url_key_unique").on(t.urlKey), index("marketing_pages_type_idx").on(t.pageType, t.status)],
);

/** Short answers (/answers): one question, one answer in Markdown. */
export const answers = sqliteTable(
  "answers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    question: text("question").notNull(),
    /** one-sentence answer: the description and the structured data's answer text */
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    tags: text("tags").notNull().default("[]"),
    status: integer("status").notNull().default(9001),
    publishedAt: text("published_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("answers_slug_unique").on(t.slug)],
);

/**
 * GitHub student verification (/github-students): a mailed link to the student e-mail; when it is
 * opened and confirmed the account becomes a verified student (users.is_github_student). Only a
 * hash of the token is stored; a student e-mail verifies one account.
 */
export const studentVerifications = sqliteTable(
  "student_verifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentEmail: text("student_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    verifiedAt: text("verified_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("student_verifications_token_unique").on(t.tokenHash),
    index("student_verifications_user_idx").on(t.userId),
    index("student_verifications_email_idx").on(t.studentEmail),
  ],
);
// ---------------------------------------------------------------- page cache
/**
 * One row (id 1): a counter that every change to what anonymous pages show (catalog, coach
 * content, prices, coupons) raises, through triggers written in the migration. Each server
 * process compares it with the version its cached pages were rendered at, so an edit made by
 * any process (a staff page, the `codelift` command, a seed) invalidates every page cache at once.
 */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});
/**
 * Analytics events (docs/product/learner-data.md#analytics): what happened, labelled with the user kind and
 * user label at the time (never trusted from the browser). No IP address, no user agent; the
 * props are a small JSON object of primitives. Nothing is stored under Do Not Track or GPC.
 */
export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** LOGGED_OUT | B2C_USER | B2B_USER | EDUCATIVE_INTERNAL */
    userKind: text("user_kind").notNull(),
    userLabel: text("user_label").notNull(),
    path: text("path"),
    /** JSON object of primitives */
    props: text("props").notNull().default("{}"),
    /** "web" (the browser's batch) or "server" */
    source: text("source").notNull().default("web"),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_events_name_idx").on(t.name, t.createdAt), index("analytics_events_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- hands-on (docs/product/hands-on.md)
/**
 * The latest check run of a learner's project, one row per step (an unguided project's tests are
 * step 0): whether it passed and what the check printed. A new run replaces the rows.
 */
export const projectCheckResults = sqliteTable(
  "project_check_results",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectSlug: text("project_slug").notNull(),
    step: integer("step").notNull(),
    passed: integer("passed", { mode: "boolean" }).notNull(),
    output: text("output").notNull(),
    ranAt: text("ran_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectSlug, t.step] })],
);

/** When a learner finished a project (all steps or the tests passed); kept when the project is reset. */
export const projectCompletions = sqliteTable(
  "project_completions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectSlug: text("project_slug").notNull(),
    completedAt: text("completed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectSlug] })],
);

/** The name a learner confirmed for their certificates; until it exists their certificates wait (pending_verification). */
export const certificateNames = sqliteTable("certificate_names", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  verifiedAt: text("verified_at").notNull(),
});

/**
 * Certificates learners earned (docs/product/hands-on.md#certificates), verified by anyone at
 * /certificates/{id}. The id is random and public. state: active | revoked_by_admin | pending_verification.
 */
export const earnedCertificates = sqliteTable(
  "earned_certificates",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** course, path or assessment */
    kind: text("kind").notNull(),
    /** the course's or path's id; for an assessment, its number in the assessment catalogue */
    subjectId: integer("subject_id").notNull(),
    title: text("title").notNull(),
    state: text("state").notNull().default("pending_verification"),
    revokedReason: text("revoked_reason"),
    revokedByUserId: integer("revoked_by_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: text("revoked_at"),
    issuedAt: text("issued_at").notNull(),
  },
  (t) => [uniqueIndex("earned_certificates_subject_unique").on(t.userId, t.kind, t.subjectId)],
);

/**
 * Skill assessment attempts (docs/product/hands-on.md#skill-assessments). answers: JSON list of
 * { question, topic, difficulty, correct }. openKey is "{user}:{assessment}" while the attempt is
 * unfinished (null once finished), so a learner has at most one open attempt per assessment.
 */
export const assessmentAttempts = sqliteTable(
  "assessment_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assessmentSlug: text("assessment_slug").notNull(),
    openKey: text("open_key").unique(),
    answers: text("answers").notNull().default("[]"),
    currentQuestion: text("current_question"),
    startedAt: text("started_at").notNull(),
    finishedAt: text("finished_at"),
    score: integer("score"),
    level: text("level"),
  },
  (t) => [index("assessment_attempts_user").on(t.userId, t.assessmentSlug)],
);

// ---------------------------------------------------------------- authoring (docs/product/authoring.md)
/** An application to write for Codelift (/teach): pending until staff approve or decline it. */
export const authorApplications = sqliteTable(
  "author_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** what the applicant wants to teach */
    topics: text("topics").notNull(),
    /** their experience, in their words */
    experience: text("experience").notNull(),
    /** a link to something they wrote or built (optional) */
    sampleUrl: text("sample_url"),
    /** pending | approved | declined */
    status: text("status").notNull().default("pending"),
    decidedByUserId: integer("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: text("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [index("author_applications_status_idx").on(t.status, t.createdAt), index("author_applications_user_idx").on(t.userId)],
);

/** The author role, granted when staff approve an application. */
export const authors = sqliteTable("authors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  applicationId: integer("application_id").references(() => authorApplications.id, { onDelete: "set null" }),
  grantedByUserId: integer("granted_by_user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * A work being written (a course, a learning path or a standalone module): the whole work (course fields, sections, lessons and their blocks) as
 * one JSON document with a version number that every save must carry (optimistic concurrency).
 * Learners never read this table; approval copies the work into courses, sections and lessons.
 */
export const courseDrafts = sqliteTable(
  "course_drafts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** course | path | module: what the work is (its content follows the kind) */
    kind: text("kind").notNull().default("course"),
    /** draft | in_review | published | deprecated */
    state: text("state").notNull().default("draft"),
    /** raised by one at every save */
    version: integer("version").notNull().default(1),
    /** JSON: the CourseDraft, PathDraft or ModuleDraft of app/engine/authoring.ts */
    content: text("content").notNull(),
    /** the catalog course this work was published as (null until first approved) */
    courseId: integer("course_id").references(() => courses.id, { onDelete: "set null" }),
    /** a path's learning_paths.id or a module's modules.id once published (null before; courses use course_id) */
    targetId: integer("target_id"),
    /** the reviewer's comment when the work was sent back */
    reviewComment: text("review_comment"),
    submittedAt: text("submitted_at"),
    updatedAt: text("updated_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("course_drafts_owner_idx").on(t.ownerUserId, t.updatedAt), index("course_drafts_state_idx").on(t.state, t.submittedAt)],
);

/** Each publication of a work: the content that went live, kept to compare and restore. */
export const courseDraftPublications = sqliteTable(
  "course_draft_publications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    draftId: integer("draft_id")
      .notNull()
      .references(() => courseDrafts.id, { onDelete: "cascade" }),
    draftVersion: integer("draft_version").notNull(),
    content: text("content").notNull(),
    approvedByUserId: integer("approved_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("course_draft_publications_draft_idx").on(t.draftId, t.id)],
);

/**
 * A draft as it stood when the author restored a published version over it
 * (docs/product/authoring.md#versions): restoring never loses the text it replaces.
 */
export const courseDraftSnapshots = sqliteTable(
  "course_draft_snapshots",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    draftId: integer("draft_id")
      .notNull()
      .references(() => courseDrafts.id, { onDelete: "cascade" }),
    /** the draft version this content was saved as */
    draftVersion: integer("draft_version").notNull(),
    content: text("content").notNull(),
    /** the publication restored over it */
    restoredPublicationId: integer("restored_publication_id").references(() => courseDraftPublications.id, { onDelete: "set null" }),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("course_draft_snapshots_draft_idx").on(t.draftId, t.id)],
);

// ---------------------------------------------------------------- product feature flags
/** Product feature flags (docs/product/feature-flags.md): a rollout level per flag that staff changed from its default. */
export const featureFlags = sqliteTable("feature_flags", {
  name: text("name").primaryKey(),
  level: integer("level").notNull(),
  updatedBy: text("updated_by"),
  updatedAt: text("updated_at").notNull(),
});

/** A flag forced on or off for one organization or one cohort (a user type), whatever its level says. */
export const featureFlagOverrides = sqliteTable(
  "feature_flag_overrides",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    flag: text("flag").notNull(),
    /** "organization" (target: the organization's id) or "cohort" (target: a user type) */
    scope: text("scope").notNull(),
    target: text("target").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("feature_flag_overrides_target").on(t.flag, t.scope, t.target)],
);

/** Users in beta mode: the flags at the beta level are on for them. */
export const betaTesters = sqliteTable("beta_testers", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- learning plans and mentoring (docs/product/learning-plans.md)
/** A learning plan of an organization: weeks of courses, modules and paths; draft until published. */
export const learningPlans = sqliteTable(
  "learning_plans",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** planAuthorId: the user who built it */
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** draft | published */
    status: text("status").notNull().default("draft"),
    createdAt: createdAt(),
  },
  (t) => [index("learning_plans_org_idx").on(t.organizationId)],
);

/** A week of a plan, with an optional contact (connect_info: the mentor or manager to ask). */
export const learningPlanWeeks = sqliteTable(
  "learning_plan_weeks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    planId: integer("plan_id")
      .notNull()
      .references(() => learningPlans.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    contactUserId: integer("contact_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("learning_plan_weeks_plan_idx").on(t.planId, t.position)],
);

/** One course, module or path of a week. */
export const learningPlanItems = sqliteTable(
  "learning_plan_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    weekId: integer("week_id")
      .notNull()
      .references(() => learningPlanWeeks.id, { onDelete: "cascade" }),
    /** course | module | path */
    kind: text("kind").notNull(),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    moduleId: integer("module_id").references(() => modules.id, { onDelete: "cascade" }),
    pathId: integer("path_id").references(() => learningPaths.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    isOptional: integer("is_optional", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("learning_plan_items_week_idx").on(t.weekId, t.position)],
);

/** A plan assigned to a team or to one member, from a start date to a due date (YYYY-MM-DD). */
export const learningPlanAssignments = sqliteTable(
  "learning_plan_assignments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    planId: integer("plan_id")
      .notNull()
      .references(() => learningPlans.id, { onDelete: "cascade" }),
    teamId: integer("team_id").references(() => organizationTeams.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    startDate: text("start_date").notNull(),
    dueDate: text("due_date").notNull(),
    assignedBy: integer("assigned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("learning_plan_assignments_plan_idx").on(t.planId)],
);

/** A mentor and one of their mentees in an organization. */
export const mentorships = sqliteTable(
  "mentorships",
  {
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    mentorId: integer("mentor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    menteeId: integer("mentee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.mentorId, t.menteeId] }), index("mentorships_mentee_idx").on(t.menteeId)],
);

/**
 * Cloud-lab sessions (docs/product/cloud-labs.md): the row is the truth about a running lab, whatever
 * process started it. `activeUserId` is the learner's id while the session runs and NULL once it has
 * ended, so the unique index lets each learner hold one running lab at a time.
 */
export const labSessions = sqliteTable(
  "lab_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    labSlug: text("lab_slug").notNull(),
    /** active | ended | expired */
    status: text("status").notNull(),
    activeUserId: integer("active_user_id"),
    startedAt: text("started_at").notNull(),
    endsAt: text("ends_at").notNull(),
    extended: integer("extended", { mode: "boolean" }).notNull().default(false),
    endedAt: text("ended_at"),
    /** the services process of the session and where it answers (host loopback ports, its folder) */
    servicesPid: integer("services_pid"),
    s3Port: integer("s3_port"),
    dynamodbPort: integer("dynamodb_port"),
    servicesDir: text("services_dir"),
    /** JSON: indexes of the steps whose check passed */
    passedSteps: text("passed_steps").notNull().default("[]"),
    lastCommand: text("last_command"),
    lastOutput: text("last_output"),
    lastExitCode: integer("last_exit_code"),
    completedAt: text("completed_at"),
  },
  (t) => [uniqueIndex("lab_sessions_active_user_unique").on(t.activeUserId), index("lab_sessions_user_idx").on(t.userId, t.startedAt)],
);

/**
 * White-label hosts: other host names that serve the sign-up and trial pages under a partner's
 * name and colours (docs/product/white-label.md). A request's Host header is only ever matched
 * against these rows; links are still built on the configured origin.
 */
export const whiteLabelHosts = sqliteTable(
  "white_label_hosts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** lower-case host name, without port (learn.partner.example) */
    host: text("host").notNull(),
    name: text("name").notNull(),
    /** #rrggbb: buttons and links */
    primaryColor: text("primary_color").notNull(),
    /** #rrggbb: the page's header band */
    accentColor: text("accent_color").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("white_label_hosts_host_idx").on(t.host)],
);

// ---------------------------------------------------------------- attribution (docs/product/attribution.md)
/**
 * Where a learner came from: what the sign-up form carried (company, page, section, source,
 * operation, sign-up type), the campaign tags of this visit and of the first one (utm and
 * utm_init, JSON objects of bounded strings) and the referral site (≤ 512 characters). One row
 * per report: the sign-up (a form's, or a single sign-on's: origin sso), then each POST /api/user/utm.
 */
export const userAttributions = sqliteTable(
  "user_attributions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** signup | utm | sso (a sign-up through single sign-on) */
    origin: text("origin").notNull(),
    signupType: text("signup_type"),
    companyName: text("company_name"),
    orgSubdomain: text("org_subdomain"),
    operation: text("operation"),
    pageUri: text("page_uri"),
    source: text("source"),
    pageSection: text("page_section"),
    referralSite: text("referral_site"),
    lastReferralSite: text("last_referral_site"),
    refId: text("ref_id"),
    /** the Impact click id of the visit (irclickid), when it came through Impact */
    impactClickId: text("impact_click_id"),
    /** JSON object: the campaign tags of this visit */
    utm: text("utm").notNull().default("{}"),
    /** JSON object: the campaign tags of the first visit */
    utmInit: text("utm_init").notNull().default("{}"),
    createdAt: createdAt(),
  },
  (t) => [index("user_attributions_user_idx").on(t.userId, t.id)],
);

/** One-way "viewed" flags of the user-info actions (a tour or a modal seen once): set, never cleared. */
/** Quizzes of a lesson a learner has passed (docs/product/authoring.md#blocks-learners-use): one row each, kept. */
export const lessonQuizPasses = sqliteTable(
  "lesson_quiz_passes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    blockId: text("block_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId, t.blockId] })],
);

export const userViewedFlags = sqliteTable(
  "user_viewed_flags",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    flag: text("flag").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.flag] })],
);

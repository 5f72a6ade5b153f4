// GENERATED from db/schema.ts by scripts/gen-pg-schema.ts (npm run db:generate:pg): do not edit.
// The PostgreSQL dialect of the same tables, columns, keys and indexes; migrations-pg/ is generated
// from this file by drizzle-kit (drizzle.pg.config.ts). The full-text search columns and the
// triggers are custom SQL in migrations-pg/, as FTS5 and the triggers are in migrations/.
import { sql } from "drizzle-orm";
import { bigint, boolean, doublePrecision, index, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";

/** The ISO-8601 UTC text SQLite's strftime('%Y-%m-%dT%H:%M:%fZ','now') gives, e.g. 2026-11-27T08:15:02.123Z. */
const nowIso = sql`to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const users = pgTable(
  "users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    verified: boolean("verified").notNull().default(false),
    theme: text("theme").notNull().default("system"),
    isGithubStudent: boolean("is_github_student").notNull().default(false),
    country: text("country"),
    creditCents: bigint("credit_cents", { mode: "number" }).notNull().default(0),
    referralCode: text("referral_code"),
    referredByUserId: bigint("referred_by_user_id", { mode: "number" }),
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    twoFactorEmail: boolean("two_factor_email").notNull().default(false),
    phone: text("phone"),
    onboardedAt: text("onboarded_at"),
    onboardingGoal: text("onboarding_goal"),
    deletedAt: text("deleted_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_referral_code_unique").on(t.referralCode),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    data: text("data").notNull().default("{}"),
    expiresAt: text("expires_at").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
    userAgent: text("user_agent"),
    lastSeenAt: bigint("last_seen_at", { mode: "number" }),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
  ],
);

export const authTokens = pgTable(
  "auth_tokens",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    newEmail: text("new_email"),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("auth_tokens_hash_unique").on(t.tokenHash),
  ],
);

export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("recovery_codes_user_idx").on(t.userId),
    uniqueIndex("recovery_codes_hash_unique").on(t.codeHash),
  ],
);

export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    emailCodeHash: text("email_code_hash"),
    emailCodeExpiresAt: text("email_code_expires_at"),
    attempts: bigint("attempts", { mode: "number" }).notNull().default(0),
    returnPath: text("return_path"),
    expiresAt: text("expires_at").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("two_factor_challenges_token_unique").on(t.tokenHash),
    index("two_factor_challenges_user_idx").on(t.userId),
  ],
);

export const emailCaptures = pgTable(
  "email_captures",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    source: text("source"),
    pageUri: text("page_uri"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("email_captures_email_unique").on(t.email),
  ],
);

export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    at: bigint("at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("rate_limit_bucket_key_idx").on(t.bucket, t.key, t.at),
  ],
);

export const terminalOwners = pgTable("terminal_owners", {
  workspaceKey: text("workspace_key").primaryKey(),
  token: text("token").notNull(),
  openedAt: bigint("opened_at", { mode: "number" }).notNull(),
});

export const outbox = pgTable(
  "outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("body_text").notNull(),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("kept"),
    error: text("error"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("outbox_to_kind_idx").on(t.to, t.kind),
  ],
);

export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    actorUserId: bigint("actor_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    detail: text("detail").notNull().default("{}"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("staff_audit_actor_idx").on(t.actorUserId, t.createdAt),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
  },
  (t) => [
    uniqueIndex("categories_slug_unique").on(t.slug),
  ],
);

export const courses = pgTable(
  "courses",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    authorId: bigint("author_id", { mode: "number" }).notNull(),
    collectionId: bigint("collection_id", { mode: "number" }).notNull(),
    slug: text("url_slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    categoryId: bigint("category_id", { mode: "number" }).notNull().references(() => categories.id),
    difficulty: text("difficulty").notNull(),
    isFree: boolean("is_free").notNull().default(false),
    isEarlyAccess: boolean("is_early_access").notNull().default(false),
    rank: bigint("rank", { mode: "number" }).notNull().default(1000),
    isMarkedForDeletion: boolean("is_marked_for_deletion").notNull().default(false),
    metadataStatus: text("metadata_status").notNull().default("active"),
    deletionTime: text("deletion_time"),
    courseExpirationDate: text("course_expiration_date"),
    showBannerOnDeletedCourse: boolean("show_banner_on_deleted_course").notNull().default(false),
    listPriceCents: bigint("list_price_cents", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("courses_url_slug_unique").on(t.slug),
    uniqueIndex("courses_author_collection_unique").on(t.authorId, t.collectionId),
  ],
);

export const courseTags = pgTable(
  "course_tags",
  {
    courseId: bigint("course_id", { mode: "number" }).notNull().references(() => courses.id, { onDelete: "cascade" }),
    categoryId: bigint("category_id", { mode: "number" }).notNull().references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.categoryId] }),
  ],
);

export const courseAlternatives = pgTable(
  "course_alternatives",
  {
    courseId: bigint("course_id", { mode: "number" }).notNull().references(() => courses.id, { onDelete: "cascade" }),
    alternativeId: bigint("alternative_id", { mode: "number" }).notNull().references(() => courses.id, { onDelete: "cascade" }),
    position: bigint("position", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.alternativeId] }),
  ],
);

export const courseSections = pgTable(
  "course_sections",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    courseId: bigint("course_id", { mode: "number" }).notNull().references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    position: bigint("position", { mode: "number" }).notNull(),
  },
  (t) => [
    index("course_sections_course_idx").on(t.courseId, t.position),
  ],
);

export const lessons = pgTable(
  "lessons",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    courseId: bigint("course_id", { mode: "number" }).notNull().references(() => courses.id, { onDelete: "cascade" }),
    sectionId: bigint("section_id", { mode: "number" }).notNull().references(() => courseSections.id, { onDelete: "cascade" }),
    pageId: bigint("page_id", { mode: "number" }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    minutes: bigint("minutes", { mode: "number" }).notNull(),
    body: text("body").notNull(),
    position: bigint("position", { mode: "number" }).notNull(),
    isOptional: boolean("is_optional").notNull().default(false),
    blocks: text("blocks"),
  },
  (t) => [
    uniqueIndex("lessons_course_page_unique").on(t.courseId, t.pageId),
    uniqueIndex("lessons_course_slug_unique").on(t.courseId, t.slug),
  ],
);

export const catalogVersion = pgTable("catalog_version", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

export const learningPaths = pgTable(
  "learning_paths",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    authorId: bigint("author_id", { mode: "number" }).notNull(),
    pathId: bigint("path_id", { mode: "number" }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    difficulty: text("difficulty").notNull(),
  },
  (t) => [
    uniqueIndex("learning_paths_path_id_unique").on(t.pathId),
    uniqueIndex("learning_paths_slug_unique").on(t.slug),
  ],
);

export const learningPathCourses = pgTable(
  "learning_path_courses",
  {
    pathId: bigint("path_id", { mode: "number" }).notNull().references(() => learningPaths.id, { onDelete: "cascade" }),
    courseId: bigint("course_id", { mode: "number" }).notNull().references(() => courses.id, { onDelete: "cascade" }),
    position: bigint("position", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pathId, t.courseId] }),
  ],
);

export const modules = pgTable(
  "modules",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    authorId: bigint("author_id", { mode: "number" }).notNull(),
    moduleId: bigint("module_id", { mode: "number" }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    isStandalone: boolean("is_standalone").notNull().default(false),
    isTemplate: boolean("is_template").notNull().default(false),
    status: text("status").notNull().default("published"),
    organizationId: bigint("organization_id", { mode: "number" }).references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("modules_author_module_unique").on(t.authorId, t.moduleId),
    uniqueIndex("modules_slug_unique").on(t.slug),
  ],
);

export const moduleLessons = pgTable(
  "module_lessons",
  {
    moduleId: bigint("module_id", { mode: "number" }).notNull().references(() => modules.id, { onDelete: "cascade" }),
    lessonId: bigint("lesson_id", { mode: "number" }).notNull().references(() => lessons.id, { onDelete: "cascade" }),
    position: bigint("position", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.moduleId, t.lessonId] }),
  ],
);

export const learningPathModules = pgTable(
  "learning_path_modules",
  {
    pathId: bigint("path_id", { mode: "number" }).notNull().references(() => learningPaths.id, { onDelete: "cascade" }),
    moduleId: bigint("module_id", { mode: "number" }).notNull().references(() => modules.id, { onDelete: "cascade" }),
    position: bigint("position", { mode: "number" }).notNull(),
    isOptional: boolean("is_optional").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.pathId, t.moduleId] }),
  ],
);

export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    lessonId: bigint("lesson_id", { mode: "number" }).notNull().references(() => lessons.id, { onDelete: "cascade" }),
    courseId: bigint("course_id", { mode: "number" }).notNull().references(() => courses.id, { onDelete: "cascade" }),
    lastVisitedAt: text("last_visited_at").notNull(),
    completedAt: text("completed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index("lesson_progress_user_idx").on(t.userId, t.lastVisitedAt),
  ],
);

export const bannerDismissals = pgTable(
  "banner_dismissals",
  {
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    bannerId: text("banner_id").notNull(),
    scope: text("scope").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bannerId, t.scope] }),
  ],
);

export const planPrices = pgTable("plan_prices", {
  planCode: text("plan_code").primaryKey(),
  featureSet: bigint("feature_set", { mode: "number" }).notNull(),
  validityMonths: bigint("validity_months", { mode: "number" }).notNull(),
  planType: bigint("plan_type", { mode: "number" }).notNull(),
  listPriceCents: bigint("list_price_cents", { mode: "number" }).notNull(),
});

export const regionalDiscounts = pgTable("regional_discounts", {
  country: text("country").primaryKey(),
  percent: doublePrecision("percent").notNull(),
});

export const coupons = pgTable(
  "coupons",
  {
    code: text("code").primaryKey(),
    kind: text("kind").notNull(),
    value: bigint("value", { mode: "number" }).notNull(),
    expiresAt: text("expires_at"),
    maxRedemptions: bigint("max_redemptions", { mode: "number" }),
    redemptions: bigint("redemptions", { mode: "number" }).notNull().default(0),
    planCodes: text("plan_codes"),
    courseKeys: text("course_keys"),
    discountNeverExpires: boolean("discount_never_expires").notNull().default(false),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(true),
    transactionId: bigint("transaction_id", { mode: "number" }),
    isSiteCoupon: boolean("is_site_coupon").notNull().default(false),
    actionId: text("action_id"),
  },
  (t) => [
    index("coupons_action_idx").on(t.actionId),
  ],
);

export const customActions = pgTable("custom_actions", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  title: text("title").notNull(),
  organizationId: bigint("organization_id", { mode: "number" }).notNull().references(() => organizations.id),
  planCode: text("plan_code").notNull(),
  couponsPerPurchase: bigint("coupons_per_purchase", { mode: "number" }).notNull(),
  status: text("status").notNull().default("open"),
  createdBy: text("created_by").notNull(),
  createdAt: text("created_at").notNull().default(nowIso),
});

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    planCode: text("plan_code").notNull(),
    featureSet: bigint("feature_set", { mode: "number" }).notNull(),
    validityMonths: bigint("validity_months", { mode: "number" }).notNull(),
    planType: bigint("plan_type", { mode: "number" }).notNull(),
    status: text("status").notNull(),
    paidCents: bigint("paid_cents", { mode: "number" }).notNull().default(0),
    startDate: text("start_date").notNull(),
    expirationDate: text("expiration_date").notNull(),
    isTrial: boolean("is_trial").notNull().default(false),
    autoRenew: boolean("auto_renew").notNull().default(true),
    processor: text("processor"),
    transactionId: bigint("transaction_id", { mode: "number" }),
    giftId: bigint("gift_id", { mode: "number" }),
    graceUntil: text("grace_until"),
    canceledAt: text("canceled_at"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeEventAt: bigint("stripe_event_at", { mode: "number" }),
    paypalSubscriptionId: text("paypal_subscription_id"),
    trialExtended: boolean("trial_extended").notNull().default(false),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId),
    uniqueIndex("subscriptions_stripe_unique").on(t.stripeSubscriptionId),
    uniqueIndex("subscriptions_paypal_unique").on(t.paypalSubscriptionId),
  ],
);

export const coachPaths = pgTable(
  "coach_paths",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    authorId: bigint("author_id", { mode: "number" }).notNull(),
    pathId: bigint("path_id", { mode: "number" }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    position: bigint("position", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("coach_paths_path_id_unique").on(t.pathId),
    uniqueIndex("coach_paths_slug_unique").on(t.slug),
  ],
);

export const coachModules = pgTable(
  "coach_modules",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    pathId: bigint("path_id", { mode: "number" }).notNull().references(() => coachPaths.id, { onDelete: "cascade" }),
    authorId: bigint("author_id", { mode: "number" }).notNull(),
    collectionId: bigint("collection_id", { mode: "number" }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    position: bigint("position", { mode: "number" }).notNull(),
    companyFrequency: text("company_frequency"),
  },
  (t) => [
    uniqueIndex("coach_modules_path_slug_unique").on(t.pathId, t.slug),
    uniqueIndex("coach_modules_author_collection_unique").on(t.authorId, t.collectionId),
  ],
);

export const coachPages = pgTable(
  "coach_pages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    moduleId: bigint("module_id", { mode: "number" }).notNull().references(() => coachModules.id, { onDelete: "cascade" }),
    pageId: bigint("page_id", { mode: "number" }).notNull(),
    groupId: bigint("group_id", { mode: "number" }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    position: bigint("position", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("coach_pages_module_page_unique").on(t.moduleId, t.pageId),
    index("coach_pages_slug_idx").on(t.slug),
  ],
);

export const coachProblems = pgTable("coach_problems", {
  pageId: bigint("page_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity().references(() => coachPages.id, { onDelete: "cascade" }),
  difficulty: text("difficulty").notNull(),
  functionName: text("function_name").notNull(),
  params: text("params").notNull(),
  returnType: text("return_type").notNull(),
  compare: text("compare").notNull().default("exact"),
  starter: text("starter").notNull(),
  solutions: text("solutions").notNull(),
  visibleTests: text("visible_tests").notNull(),
  hiddenTests: text("hidden_tests").notNull(),
  companies: text("companies").notNull(),
});

export const coachPreferences = pgTable("coach_preferences", {
  userId: bigint("user_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity().references(() => users.id, { onDelete: "cascade" }),
  company: text("company").notNull(),
  lang: text("lang").notNull(),
  position: text("position").notNull(),
  interviewDate: text("interview_date"),
  selectedPatterns: text("selected_patterns"),
  contextStatus: bigint("context_status", { mode: "number" }).notNull().default(1001),
  updatedAt: text("updated_at").notNull(),
});

export const coachUserPaths = pgTable(
  "coach_user_paths",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    pathId: bigint("path_id", { mode: "number" }).notNull().references(() => coachPaths.id, { onDelete: "cascade" }),
    attemptId: bigint("attempt_id", { mode: "number" }).notNull().default(1),
    pathTaken: text("path_taken").notNull().default("[]"),
    persistedPatterns: text("persisted_patterns").notNull().default("[]"),
    skippedProblems: text("skipped_problems").notNull().default("[]"),
    skippedGroups: text("skipped_groups").notNull().default("[]"),
    submittedFeedbackPatterns: text("submitted_feedback_patterns").notNull().default("[]"),
    touchPoints: text("touch_points").notNull().default("{}"),
    includedItems: text("included_items"),
    isMigrationInProgress: boolean("is_migration_in_progress").notNull().default(false),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("coach_user_paths_user_path_unique").on(t.userId, t.pathId),
  ],
);

export const coachSubmissions = pgTable(
  "coach_submissions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    pageRowId: bigint("page_row_id", { mode: "number" }).notNull().references(() => coachPages.id, { onDelete: "cascade" }),
    moduleId: bigint("module_id", { mode: "number" }).notNull().references(() => coachModules.id, { onDelete: "cascade" }),
    groupId: bigint("group_id", { mode: "number" }).notNull(),
    attemptId: bigint("attempt_id", { mode: "number" }).notNull().default(1),
    kind: text("kind").notNull(),
    language: text("language").notNull(),
    code: text("code").notNull(),
    difficulty: text("difficulty").notNull(),
    score: bigint("score", { mode: "number" }).notNull(),
    passedTestcases: bigint("passed_testcases", { mode: "number" }).notNull(),
    totalTestcases: bigint("total_testcases", { mode: "number" }).notNull(),
    executionTime: doublePrecision("execution_time").notNull().default(0),
    userTimeSpent: bigint("user_time_spent", { mode: "number" }).notNull().default(0),
    totalMemUsage: bigint("total_mem_usage", { mode: "number" }).notNull().default(0),
    error: text("error"),
    result: text("result").notNull().default("{}"),
    cost: bigint("cost", { mode: "number" }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("coach_submissions_user_module_idx").on(t.userId, t.moduleId, t.createdAt),
    index("coach_submissions_page_language_cost_idx").on(t.pageRowId, t.language, t.cost),
  ],
);

export const coachSolutionReveals = pgTable(
  "coach_solution_reveals",
  {
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    pageRowId: bigint("page_row_id", { mode: "number" }).notNull().references(() => coachPages.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pageRowId] }),
  ],
);

export const coachVisits = pgTable(
  "coach_visits",
  {
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    visitKey: text("visit_key").notNull(),
    pageRowId: bigint("page_row_id", { mode: "number" }).notNull().references(() => coachPages.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.visitKey] }),
  ],
);

export const coachFeedback = pgTable("coach_feedback", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
  pathId: bigint("path_id", { mode: "number" }).references(() => coachPaths.id, { onDelete: "set null" }),
  payload: text("payload").notNull(),
  createdAt: text("created_at").notNull(),
});

export const gatewayCards = pgTable(
  "gateway_cards",
  {
    token: text("token").primaryKey(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: bigint("exp_month", { mode: "number" }).notNull(),
    expYear: bigint("exp_year", { mode: "number" }).notNull(),
    behavior: text("behavior").notNull(),
    fingerprint: text("fingerprint").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("gateway_cards_user_idx").on(t.userId, t.fingerprint),
  ],
);

export const gatewayNonces = pgTable("gateway_nonces", {
  nonce: text("nonce").primaryKey(),
  cardToken: text("card_token").notNull().references(() => gatewayCards.token, { onDelete: "cascade" }),
  expiresAt: text("expires_at").notNull(),
  usedAt: text("used_at"),
});

export const gatewayIntents = pgTable(
  "gateway_intents",
  {
    id: text("id").primaryKey(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    cardToken: text("card_token").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    failureCode: text("failure_code"),
    createdAt: text("created_at").notNull().default(nowIso),
    updatedAt: text("updated_at"),
  },
  (t) => [
    uniqueIndex("gateway_intents_idempotency_key_unique").on(t.idempotencyKey),
  ],
);

export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    processor: text("processor").notNull(),
    processorToken: text("processor_token").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: bigint("exp_month", { mode: "number" }).notNull(),
    expYear: bigint("exp_year", { mode: "number" }).notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    isSecondary: boolean("is_secondary").notNull().default(false),
    methodType: text("method_type").notNull().default("card"),
    email: text("email"),
    cashtag: text("cashtag"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("payment_methods_token_unique").on(t.userId, t.processor, t.processorToken),
  ],
);

export const checkoutAttempts = pgTable(
  "checkout_attempts",
  {
    id: text("id").primaryKey(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    checkoutType: text("checkout_type").notNull(),
    itemCode: text("item_code").notNull(),
    couponCode: text("coupon_code"),
    receiverEmail: text("receiver_email"),
    price: text("price").notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    status: text("status").notNull(),
    processor: text("processor").notNull(),
    paymentMethod: text("payment_method"),
    intentId: text("intent_id"),
    failureCode: text("failure_code"),
    attribution: text("attribution"),
    createdAt: text("created_at").notNull().default(nowIso),
    updatedAt: text("updated_at"),
  },
  (t) => [
    index("checkout_attempts_user_idx").on(t.userId, t.createdAt),
  ],
);

export const transactions = pgTable(
  "transactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    attemptId: text("attempt_id").notNull(),
    checkoutType: text("checkout_type").notNull(),
    itemCode: text("item_code").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    processor: text("processor").notNull(),
    processorRef: text("processor_ref"),
    couponCode: text("coupon_code"),
    lineItems: text("line_items").notNull(),
    affiliateId: bigint("affiliate_id", { mode: "number" }),
    attribution: text("attribution"),
    subscriptionId: bigint("subscription_id", { mode: "number" }),
    buyerDetails: text("buyer_details"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("transactions_attempt_id_unique").on(t.attemptId),
    index("transactions_user_idx").on(t.userId, t.createdAt),
    index("transactions_affiliate_idx").on(t.affiliateId, t.createdAt),
  ],
);

export const billingProfiles = pgTable("billing_profiles", {
  userId: bigint("user_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity().references(() => users.id, { onDelete: "cascade" }),
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

export const courseOwnerships = pgTable(
  "course_ownerships",
  {
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    authorId: bigint("author_id", { mode: "number" }).notNull(),
    workId: bigint("work_id", { mode: "number" }).notNull(),
    transactionId: bigint("transaction_id", { mode: "number" }).references(() => transactions.id),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.authorId, t.workId] }),
  ],
);

export const certificates = pgTable(
  "certificates",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    authorId: bigint("author_id", { mode: "number" }).notNull(),
    workId: bigint("work_id", { mode: "number" }).notNull(),
    transactionId: bigint("transaction_id", { mode: "number" }).references(() => transactions.id),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("certificates_user_course_unique").on(t.userId, t.authorId, t.workId),
  ],
);

export const gifts = pgTable(
  "gifts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    buyerUserId: bigint("buyer_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    receiverEmail: text("receiver_email").notNull(),
    planCode: text("plan_code").notNull(),
    tokenHash: text("token_hash").notNull(),
    transactionId: bigint("transaction_id", { mode: "number" }).references(() => transactions.id),
    claimedByUserId: bigint("claimed_by_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    claimedAt: text("claimed_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("gifts_token_hash_unique").on(t.tokenHash),
  ],
);

export const productPrices = pgTable("product_prices", {
  code: text("code").primaryKey(),
  listPriceCents: bigint("list_price_cents", { mode: "number" }).notNull(),
  description: text("description").notNull().default(""),
});

export const stripeCustomers = pgTable(
  "stripe_customers",
  {
    userId: bigint("user_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity().references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
  },
  (t) => [
    uniqueIndex("stripe_customers_customer_id_unique").on(t.customerId),
  ],
);

export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  processor: text("processor").notNull(),
  type: text("type").notNull(),
  receivedAt: text("created_at").notNull().default(nowIso),
});

export const renewals = pgTable(
  "renewals",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: bigint("subscription_id", { mode: "number" }).notNull().references(() => subscriptions.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    periodEnd: text("period_end").notNull(),
    status: text("status").notNull(),
    attempts: bigint("attempts", { mode: "number" }).notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull(),
    chargeKey: text("charge_key"),
    leaseUntil: text("lease_until"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    failureCode: text("failure_code"),
    transactionId: bigint("transaction_id", { mode: "number" }),
    createdAt: text("created_at").notNull().default(nowIso),
    updatedAt: text("updated_at"),
  },
  (t) => [
    uniqueIndex("renewals_period_unique").on(t.subscriptionId, t.periodEnd),
    index("renewals_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

export const referralCredits = pgTable(
  "referral_credits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    kind: text("kind").notNull(),
    sourceUserId: bigint("source_user_id", { mode: "number" }),
    transactionId: bigint("transaction_id", { mode: "number" }),
    bannerSeenAt: text("banner_seen_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("referral_credits_user_idx").on(t.userId),
    uniqueIndex("referral_credits_source_unique").on(t.sourceUserId, t.kind),
  ],
);

export const affiliates = pgTable(
  "affiliates",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    encodedId: text("encoded_id").notNull(),
    reportKeyHash: text("report_key_hash"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("affiliates_encoded_id_unique").on(t.encodedId),
  ],
);

export const churnedBuyerDiscounts = pgTable("churned_buyer_discounts", {
  userId: bigint("user_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity().references(() => users.id, { onDelete: "cascade" }),
  discountType: text("discount_type").notNull(),
  discountPercentage: bigint("discount_percentage", { mode: "number" }).notNull(),
  expirationDate: text("expiration_date").notNull(),
  usedAt: text("used_at"),
  createdAt: text("created_at").notNull().default(nowIso),
});

export const billingNudges = pgTable(
  "billing_nudges",
  {
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    action: text("action").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(1),
    createdAt: text("created_at").notNull().default(nowIso),
    updatedAt: text("updated_at"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
  ],
);

export const cardUpdateDiscounts = pgTable(
  "card_update_discounts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: bigint("subscription_id", { mode: "number" }).notNull().references(() => subscriptions.id, { onDelete: "cascade" }),
    periodEnd: text("period_end").notNull(),
    percent: bigint("percent", { mode: "number" }).notNull(),
    replacedToken: text("replaced_token").notNull(),
    newToken: text("new_token").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("card_update_discounts_period_unique").on(t.subscriptionId, t.periodEnd),
    index("card_update_discounts_user_idx").on(t.userId),
  ],
);

export const organizations = pgTable(
  "organizations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    kind: text("kind").notNull(),
    featureFlags: text("feature_flags").notNull().default("{}"),
    includeAllCourses: boolean("include_all_courses").notNull().default(false),
    preferredCategories: text("preferred_categories").notNull().default("[]"),
    isTeamSku: boolean("is_team_sku").notNull().default(false),
    isSlackAuthorized: boolean("is_slack_authorized").notNull().default(false),
    isConfluenceIntegrationEnabled: boolean("is_confluence_integration_enabled").notNull().default(false),
    noCoursesAccess: boolean("no_courses_access").notNull().default(false),
    trialExpirationDate: text("trial_expiration_date"),
    trialExtended: boolean("trial_extended").notNull().default(false),
    isSelfInitiatedTrial: boolean("is_self_initiated_trial").notNull().default(false),
    ssoIssuer: text("sso_issuer"),
    ssoClientId: text("sso_client_id"),
    ssoClientSecret: text("sso_client_secret"),
    ssoEmailDomain: text("sso_email_domain"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("organizations_slug_unique").on(t.slug),
  ],
);

export const organizationSubscriptions = pgTable(
  "organization_subscriptions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: bigint("organization_id", { mode: "number" }).notNull().references(() => organizations.id, { onDelete: "cascade" }),
    planCode: text("plan_code").notNull(),
    planType: bigint("plan_type", { mode: "number" }).notNull(),
    subType: bigint("sub_type", { mode: "number" }),
    seats: bigint("seats", { mode: "number" }).notNull(),
    canAddSeats: boolean("can_add_seats").notNull().default(true),
    status: text("status").notNull(),
    startDate: text("start_date").notNull(),
    expirationDate: text("expiration_date").notNull(),
    autoRenew: boolean("auto_renew").notNull().default(true),
    processor: text("processor"),
    transactionId: bigint("transaction_id", { mode: "number" }),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("organization_subscriptions_org_idx").on(t.organizationId),
  ],
);

export const organizationTeams = pgTable(
  "organization_teams",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: bigint("organization_id", { mode: "number" }).notNull().references(() => organizations.id, { onDelete: "cascade" }),
    subscriptionId: bigint("subscription_id", { mode: "number" }).references(() => organizationSubscriptions.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("organization_teams_name_unique").on(t.organizationId, t.name),
  ],
);

export const organizationMembers = pgTable(
  "organization_members",
  {
    organizationId: bigint("organization_id", { mode: "number" }).notNull().references(() => organizations.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    adminLevel: text("admin_level"),
    isManager: boolean("is_manager").notNull().default(false),
    isMentor: boolean("is_mentor").notNull().default(false),
    isMentee: boolean("is_mentee").notNull().default(false),
    isUserTeamManager: boolean("is_user_team_manager").notNull().default(false),
    isOnboardingSubscriptionManager: boolean("is_onboarding_subscription_manager").notNull().default(false),
    canCreatePlans: boolean("can_create_plans").notNull().default(true),
    subscriptionId: bigint("subscription_id", { mode: "number" }).references(() => organizationSubscriptions.id, { onDelete: "set null" }),
    teamId: bigint("team_id", { mode: "number" }).references(() => organizationTeams.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index("organization_members_user_idx").on(t.userId),
    index("organization_members_seat_idx").on(t.subscriptionId),
  ],
);

export const organizationContentRules = pgTable(
  "organization_content_rules",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: bigint("organization_id", { mode: "number" }).notNull().references(() => organizations.id, { onDelete: "cascade" }),
    mode: text("mode").notNull(),
    target: text("target").notNull(),
    authorId: bigint("author_id", { mode: "number" }),
    workId: bigint("work_id", { mode: "number" }),
    categorySlug: text("category_slug"),
  },
  (t) => [
    index("organization_content_rules_org_idx").on(t.organizationId),
  ],
);

export const organizationInvitations = pgTable(
  "organization_invitations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: bigint("organization_id", { mode: "number" }).notNull().references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    subscriptionId: bigint("subscription_id", { mode: "number" }).references(() => organizationSubscriptions.id, { onDelete: "set null" }),
    teamId: bigint("team_id", { mode: "number" }).references(() => organizationTeams.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull(),
    invitedByUserId: bigint("invited_by_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    expiresAt: text("expires_at").notNull(),
    acceptedAt: text("accepted_at"),
    acceptedByUserId: bigint("accepted_by_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    revokedAt: text("revoked_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("organization_invitations_token_hash_unique").on(t.tokenHash),
    index("organization_invitations_org_idx").on(t.organizationId),
  ],
);

export const enterpriseTrialRequests = pgTable(
  "enterprise_trial_requests",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    companyName: text("company_name").notNull(),
    tokenHash: text("token_hash").notNull(),
    status: text("status").notNull(),
    jobTitle: text("job_title"),
    organizationId: bigint("organization_id", { mode: "number" }).references(() => organizations.id, { onDelete: "set null" }),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    expiresAt: text("expires_at").notNull(),
    acceptedAt: text("accepted_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("enterprise_trial_requests_token_hash_unique").on(t.tokenHash),
  ],
);

export const impersonations = pgTable(
  "impersonations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    staffUserId: bigint("staff_user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    targetUserId: bigint("target_user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id"),
    reason: text("reason"),
    startedAt: text("started_at").notNull(),
    endedAt: text("ended_at"),
  },
  (t) => [
    index("impersonations_staff_idx").on(t.staffUserId),
  ],
);

export const userActiveOrganizations = pgTable("user_active_organizations", {
  userId: bigint("user_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity().references(() => users.id, { onDelete: "cascade" }),
  organizationId: bigint("organization_id", { mode: "number" }).notNull().references(() => organizations.id, { onDelete: "cascade" }),
});

export const userDataMaps = pgTable(
  "user_data_maps",
  {
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    data: text("data").notNull(),
    clientTimestamp: bigint("client_timestamp", { mode: "number" }).notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.name] }),
  ],
);

export const widgetUserData = pgTable(
  "widget_user_data",
  {
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    authorId: bigint("author_id", { mode: "number" }).notNull(),
    workId: bigint("work_id", { mode: "number" }).notNull(),
    pageId: bigint("page_id", { mode: "number" }).notNull(),
    widgetId: text("widget_id").notNull(),
    itemType: text("item_type").notNull(),
    userdata: text("userdata").notNull(),
    timestamp: bigint("timestamp", { mode: "number" }).notNull(),
    aiFeedback: text("ai_feedback"),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.workId, t.pageId, t.widgetId] }),
    index("widget_user_data_work_idx").on(t.userId, t.authorId, t.workId),
  ],
);

export const userInteractions = pgTable(
  "user_interactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    appId: text("app_id"),
    compType: text("comp_type"),
    compId: text("comp_id"),
    eventType: text("event_type"),
    isDraftPage: boolean("is_draft_page").notNull().default(false),
    isTestWorkspace: boolean("is_test_workspace").notNull().default(false),
    interactionMap: text("interaction_map").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("user_interactions_user_idx").on(t.userId, t.createdAt),
  ],
);

export const notesHighlights = pgTable(
  "notes_highlights",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    authorId: bigint("author_id", { mode: "number" }).notNull(),
    workId: bigint("work_id", { mode: "number" }).notNull(),
    pageId: bigint("page_id", { mode: "number" }).notNull(),
    widgetId: text("widget_id"),
    mdChildId: text("md_child_id"),
    selectionId: text("selection_id"),
    quote: text("quote").notNull().default(""),
    startOffset: bigint("start_offset", { mode: "number" }),
    endOffset: bigint("end_offset", { mode: "number" }),
    color: text("color"),
    comment: text("comment").notNull().default(""),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    createdAt: text("created_at").notNull().default(nowIso),
    updatedAt: text("updated_at"),
  },
  (t) => [
    index("notes_highlights_user_idx").on(t.userId, t.workId, t.pageId),
  ],
);

export const documentComments = pgTable(
  "document_comments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    documentKey: text("document_key").notNull(),
    parentId: bigint("parent_id", { mode: "number" }),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    mdText: text("md_text").notNull(),
    isResolved: boolean("is_resolved").notNull().default(false),
    isModified: boolean("is_modified").notNull().default(false),
    resolvedBy: bigint("resolved_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    lastResolvedTime: text("last_resolved_time"),
    lastModifiedTime: text("last_modified_time"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("document_comments_key_idx").on(t.documentKey, t.createdAt),
    index("document_comments_parent_idx").on(t.parentId),
  ],
);

export const mockInterviews = pgTable(
  "mock_interviews",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    company: text("company").notNull(),
    lengthMinutes: bigint("length_minutes", { mode: "number" }).notNull(),
    problems: text("problems").notNull(),
    timezone: text("timezone").notNull(),
    monthKey: text("month_key").notNull(),
    status: text("status").notNull(),
    startedAt: text("started_at").notNull(),
    endsAt: text("ends_at").notNull(),
    finishedAt: text("finished_at"),
    report: text("report"),
    session: text("session"),
  },
  (t) => [
    index("mock_interviews_user_idx").on(t.userId, t.monthKey),
  ],
);

export const marketingPages = pgTable(
  "marketing_pages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    urlKey: text("url_key").notNull(),
    pageType: bigint("page_type", { mode: "number" }).notNull(),
    heading: text("heading").notNull(),
    body: text("body").notNull(),
    ctaLabel: text("cta_label"),
    ctaPath: text("cta_path"),
    author: text("author").notNull().default("The Codelift team"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    canonicalUrl: text("canonical_url"),
    structuredDataJson: text("structured_data_json"),
    status: bigint("status", { mode: "number" }).notNull().default(9001),
    publishedAt: text("published_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("marketing_pages_url_key_unique").on(t.urlKey),
    index("marketing_pages_type_idx").on(t.pageType, t.status),
  ],
);

export const answers = pgTable(
  "answers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    slug: text("slug").notNull(),
    question: text("question").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    tags: text("tags").notNull().default("[]"),
    status: bigint("status", { mode: "number" }).notNull().default(9001),
    publishedAt: text("published_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("answers_slug_unique").on(t.slug),
  ],
);

export const studentVerifications = pgTable(
  "student_verifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    studentEmail: text("student_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    verifiedAt: text("verified_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("student_verifications_token_unique").on(t.tokenHash),
    index("student_verifications_user_idx").on(t.userId),
    index("student_verifications_email_idx").on(t.studentEmail),
  ],
);

export const contentVersion = pgTable("content_version", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    userKind: text("user_kind").notNull(),
    userLabel: text("user_label").notNull(),
    path: text("path"),
    props: text("props").notNull().default("{}"),
    source: text("source").notNull().default("web"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("analytics_events_name_idx").on(t.name, t.createdAt),
    index("analytics_events_created_idx").on(t.createdAt),
  ],
);

export const projectCheckResults = pgTable(
  "project_check_results",
  {
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    projectSlug: text("project_slug").notNull(),
    step: bigint("step", { mode: "number" }).notNull(),
    passed: boolean("passed").notNull(),
    output: text("output").notNull(),
    ranAt: text("ran_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectSlug, t.step] }),
  ],
);

export const projectCompletions = pgTable(
  "project_completions",
  {
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    projectSlug: text("project_slug").notNull(),
    completedAt: text("completed_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectSlug] }),
  ],
);

export const certificateNames = pgTable("certificate_names", {
  userId: bigint("user_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity().references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  verifiedAt: text("verified_at").notNull(),
});

export const earnedCertificates = pgTable(
  "earned_certificates",
  {
    id: text("id").primaryKey(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    subjectId: bigint("subject_id", { mode: "number" }).notNull(),
    title: text("title").notNull(),
    state: text("state").notNull().default("pending_verification"),
    revokedReason: text("revoked_reason"),
    revokedByUserId: bigint("revoked_by_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    revokedAt: text("revoked_at"),
    issuedAt: text("issued_at").notNull(),
  },
  (t) => [
    uniqueIndex("earned_certificates_subject_unique").on(t.userId, t.kind, t.subjectId),
  ],
);

export const assessmentAttempts = pgTable(
  "assessment_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    assessmentSlug: text("assessment_slug").notNull(),
    openKey: text("open_key"),
    answers: text("answers").notNull().default("[]"),
    currentQuestion: text("current_question"),
    startedAt: text("started_at").notNull(),
    finishedAt: text("finished_at"),
    score: bigint("score", { mode: "number" }),
    level: text("level"),
  },
  (t) => [
    uniqueIndex("assessment_attempts_open_key_unique").on(t.openKey),
    index("assessment_attempts_user").on(t.userId, t.assessmentSlug),
  ],
);

export const authorApplications = pgTable(
  "author_applications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    topics: text("topics").notNull(),
    experience: text("experience").notNull(),
    sampleUrl: text("sample_url"),
    status: text("status").notNull().default("pending"),
    decidedByUserId: bigint("decided_by_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    decidedAt: text("decided_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("author_applications_status_idx").on(t.status, t.createdAt),
    index("author_applications_user_idx").on(t.userId),
  ],
);

export const authors = pgTable("authors", {
  userId: bigint("user_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity().references(() => users.id, { onDelete: "cascade" }),
  applicationId: bigint("application_id", { mode: "number" }).references(() => authorApplications.id, { onDelete: "set null" }),
  grantedByUserId: bigint("granted_by_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
  createdAt: text("created_at").notNull().default(nowIso),
});

export const courseDrafts = pgTable(
  "course_drafts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    ownerUserId: bigint("owner_user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("course"),
    state: text("state").notNull().default("draft"),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    content: text("content").notNull(),
    courseId: bigint("course_id", { mode: "number" }).references(() => courses.id, { onDelete: "set null" }),
    targetId: bigint("target_id", { mode: "number" }),
    reviewComment: text("review_comment"),
    submittedAt: text("submitted_at"),
    updatedAt: text("updated_at").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("course_drafts_owner_idx").on(t.ownerUserId, t.updatedAt),
    index("course_drafts_state_idx").on(t.state, t.submittedAt),
  ],
);

export const courseDraftPublications = pgTable(
  "course_draft_publications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    draftId: bigint("draft_id", { mode: "number" }).notNull().references(() => courseDrafts.id, { onDelete: "cascade" }),
    draftVersion: bigint("draft_version", { mode: "number" }).notNull(),
    content: text("content").notNull(),
    approvedByUserId: bigint("approved_by_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("course_draft_publications_draft_idx").on(t.draftId, t.id),
  ],
);

export const courseDraftSnapshots = pgTable(
  "course_draft_snapshots",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    draftId: bigint("draft_id", { mode: "number" }).notNull().references(() => courseDrafts.id, { onDelete: "cascade" }),
    draftVersion: bigint("draft_version", { mode: "number" }).notNull(),
    content: text("content").notNull(),
    restoredPublicationId: bigint("restored_publication_id", { mode: "number" }).references(() => courseDraftPublications.id, { onDelete: "set null" }),
    byUserId: bigint("by_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("course_draft_snapshots_draft_idx").on(t.draftId, t.id),
  ],
);

export const featureFlags = pgTable("feature_flags", {
  name: text("name").primaryKey(),
  level: bigint("level", { mode: "number" }).notNull(),
  updatedBy: text("updated_by"),
  updatedAt: text("updated_at").notNull(),
});

export const featureFlagOverrides = pgTable(
  "feature_flag_overrides",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    flag: text("flag").notNull(),
    scope: text("scope").notNull(),
    target: text("target").notNull(),
    enabled: boolean("enabled").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("feature_flag_overrides_target").on(t.flag, t.scope, t.target),
  ],
);

export const betaTesters = pgTable("beta_testers", {
  userId: bigint("user_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity().references(() => users.id, { onDelete: "cascade" }),
  createdAt: text("created_at").notNull().default(nowIso),
});

export const learningPlans = pgTable(
  "learning_plans",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: bigint("organization_id", { mode: "number" }).notNull().references(() => organizations.id, { onDelete: "cascade" }),
    authorId: bigint("author_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    status: text("status").notNull().default("draft"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("learning_plans_org_idx").on(t.organizationId),
  ],
);

export const learningPlanWeeks = pgTable(
  "learning_plan_weeks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    planId: bigint("plan_id", { mode: "number" }).notNull().references(() => learningPlans.id, { onDelete: "cascade" }),
    position: bigint("position", { mode: "number" }).notNull(),
    title: text("title").notNull(),
    contactUserId: bigint("contact_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("learning_plan_weeks_plan_idx").on(t.planId, t.position),
  ],
);

export const learningPlanItems = pgTable(
  "learning_plan_items",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    weekId: bigint("week_id", { mode: "number" }).notNull().references(() => learningPlanWeeks.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    courseId: bigint("course_id", { mode: "number" }).references(() => courses.id, { onDelete: "cascade" }),
    moduleId: bigint("module_id", { mode: "number" }).references(() => modules.id, { onDelete: "cascade" }),
    pathId: bigint("path_id", { mode: "number" }).references(() => learningPaths.id, { onDelete: "cascade" }),
    position: bigint("position", { mode: "number" }).notNull(),
    isOptional: boolean("is_optional").notNull().default(false),
  },
  (t) => [
    index("learning_plan_items_week_idx").on(t.weekId, t.position),
  ],
);

export const learningPlanAssignments = pgTable(
  "learning_plan_assignments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    planId: bigint("plan_id", { mode: "number" }).notNull().references(() => learningPlans.id, { onDelete: "cascade" }),
    teamId: bigint("team_id", { mode: "number" }).references(() => organizationTeams.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    startDate: text("start_date").notNull(),
    dueDate: text("due_date").notNull(),
    assignedBy: bigint("assigned_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("learning_plan_assignments_plan_idx").on(t.planId),
  ],
);

export const mentorships = pgTable(
  "mentorships",
  {
    organizationId: bigint("organization_id", { mode: "number" }).notNull().references(() => organizations.id, { onDelete: "cascade" }),
    mentorId: bigint("mentor_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    menteeId: bigint("mentee_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.mentorId, t.menteeId] }),
    index("mentorships_mentee_idx").on(t.menteeId),
  ],
);

export const labSessions = pgTable(
  "lab_sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    labSlug: text("lab_slug").notNull(),
    status: text("status").notNull(),
    activeUserId: bigint("active_user_id", { mode: "number" }),
    startedAt: text("started_at").notNull(),
    endsAt: text("ends_at").notNull(),
    extended: boolean("extended").notNull().default(false),
    endedAt: text("ended_at"),
    servicesPid: bigint("services_pid", { mode: "number" }),
    s3Port: bigint("s3_port", { mode: "number" }),
    dynamodbPort: bigint("dynamodb_port", { mode: "number" }),
    servicesDir: text("services_dir"),
    passedSteps: text("passed_steps").notNull().default("[]"),
    lastCommand: text("last_command"),
    lastOutput: text("last_output"),
    lastExitCode: bigint("last_exit_code", { mode: "number" }),
    completedAt: text("completed_at"),
  },
  (t) => [
    uniqueIndex("lab_sessions_active_user_unique").on(t.activeUserId),
    index("lab_sessions_user_idx").on(t.userId, t.startedAt),
  ],
);

export const whiteLabelHosts = pgTable(
  "white_label_hosts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    host: text("host").notNull(),
    name: text("name").notNull(),
    primaryColor: text("primary_color").notNull(),
    accentColor: text("accent_color").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("white_label_hosts_host_idx").on(t.host),
  ],
);

export const userAttributions = pgTable(
  "user_attributions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
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
    impactClickId: text("impact_click_id"),
    utm: text("utm").notNull().default("{}"),
    utmInit: text("utm_init").notNull().default("{}"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("user_attributions_user_idx").on(t.userId, t.id),
  ],
);

export const lessonQuizPasses = pgTable(
  "lesson_quiz_passes",
  {
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    lessonId: bigint("lesson_id", { mode: "number" }).notNull().references(() => lessons.id, { onDelete: "cascade" }),
    blockId: text("block_id").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId, t.blockId] }),
  ],
);

export const userViewedFlags = pgTable(
  "user_viewed_flags",
  {
    userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
    flag: text("flag").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.flag] }),
  ],
);

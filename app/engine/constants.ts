// Enumerations and business constants, each stated on its page of docs/product/: plans and
// checkout in docs/product/billing.md, the coach's numbers in docs/product/interview-prep.md, timings in
// docs/product/shell.md.
// Values are the API's, word for word (docs/product/glossary.md); do not "tidy" them.

/** Subscription plan types (docs/product/billing.md#plans). */
export const PLAN_TYPES = {
  USER: 6000,
  TEAM: 6001,
  EXTERNAL: 6002,
  ENTERPRISE: 6003,
  ENTERPRISE_PLUS: 6004,
  ENTERPRISE_TEAM: 6005,
  ENTERPRISE_WORK: 6006,
  ENTERPRISE_FREE: 6999,
} as const;
export type PlanType = (typeof PLAN_TYPES)[keyof typeof PLAN_TYPES];

/** Feature sets (paid tiers), docs/product/billing.md#plans. */
export const FEATURE_SETS = {
  BASIC: 100,
  L2C: 150,
  STANDARD: 200,
  WORK: 250,
  PREMIUM: 300,
  PREMIUM_PLUS: 400,
} as const;
export type FeatureSet = (typeof FEATURE_SETS)[keyof typeof FEATURE_SETS];

/** Validity months, docs/product/billing.md#terms. */
export const VALIDITY_MONTHS = {
  MONTHLY: 1,
  QUARTERLY: 3,
  ANNUAL: 12,
  BIENNIAL: 24,
} as const;
export type ValidityMonths = (typeof VALIDITY_MONTHS)[keyof typeof VALIDITY_MONTHS];

/** Plan duration labels, docs/product/billing.md#terms. */
export const PLAN_DURATION_LABELS: Readonly<Record<ValidityMonths, string>> = {
  1: "Monthly",
  3: "Quarterly",
  12: "Annual",
  24: "Two Year Plan",
};

export const AVAILABILITY = { UNKNOWN: 100, AVAILABLE: 200, UNAVAILABLE: 300 } as const;

export const SUBSCRIBER_STATES = ["active_subscriber", "renewal_canceled_subscriber", "churned_subscriber"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export const ENTERPRISE_TYPES = { ENTERPRISE: 9000, TEAM: 9001, ENTERPRISE_PLUS: 9002 } as const;

export const PAGE_TYPES = {
  MARKETING: 5001,
  BLOG: 5002,
  ENTERPRISE_BLOG: 5003,
  NEWSLETTER: 5005,
  LANDING: 5006,
} as const;

/** Content status pairs: 7001/7002, 9001/9002 and 10001/10002 (active/inactive or expired). */
export const CONTENT_STATUS = {
  ACTIVE: 7001,
  EXPIRED: 7002,
  ACTIVE_9000: 9001,
  INACTIVE_9000: 9002,
  ACTIVE_10000: 10001,
  INACTIVE_10000: 10002,
} as const;

export const USER_TYPES = ["B2B_USER", "B2C_USER", "EDUCATIVE_INTERNAL", "LOGGED_OUT"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PAYMENT_INTENT_STATUSES = [
  "canceled",
  "succeeded",
  "processing",
  "requires_action",
  "requires_capture",
  "requires_confirmation",
  "requires_payment_method",
] as const;
export const TOAST_STATUSES = ["INIT", "SUCCESS", "ERROR", "LOADING", "INFO"] as const;

export const ORGANIZATION_FEATURE_FLAGS = [
  "b2b_search_experience",
  "can_access_cloudlabs",
  "can_access_learning_plans",
  "can_access_standalone_projects",
  "can_add_enterprise_subscription_teams",
  "can_create_private_content",
  "enable_discussions_for_ask_for_help",
  "enable_discussions_for_ask_a_question",
  "is_training_enabled",
  "onboarding_enabled",
  "is_workflow_enabled",
  "is_manager_home_deprecated",
] as const;
export type OrganizationFeatureFlag = (typeof ORGANIZATION_FEATURE_FLAGS)[number];

export const BANNER_IDS = [
  "site_coupon",
  "submit_course_for_review",
  "github_status",
  "referral_credit",
  "deprecated_content",
  "access_expiry",
  "pal",
  "freemium_limit",
  "workflow_integration",
  "start_free_trial",
  "extend_b2b_trial",
  "unverified_users",
] as const;
export type BannerId = (typeof BANNER_IDS)[number];

export const BANNER_TARGETS = {
  DEFAULT: "/unlimited",
  EXPLORE: "/explore",
  TRANSACTIONS: "/transactions",
  BUSINESS_PLANS: "business/#plans",
} as const;

export const SESSION_STORAGE_KEYS = ["subscriptionBannerStatus", "currentSubBanner", "giftCreditBanner", "has_viewed_nudge"] as const;

export const SEARCH_DIFFICULTY_LEVELS = ["beginner", "intermediate", "advanced"] as const;

// ---- Business constants (docs/product/organizations.md) ----------------------------------------

export const SESSION_IDLE_MS = 15 * 60 * 1000;
export const SESSION_WARNING_TIMES_S = [60, 840] as const;
/** How often (at most) the server records a session's activity: one write a minute, not one a request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** The response header our own server puts on every answer (a 403 without it came from something in front of us). */
export const APP_VERSION_HEADER = "X-Codelift-Version";
/** The request header the browser sends on every same-origin call. */
export const CLIENT_VERSION_HEADER = "X-Codelift-Client-Version";
/** The trace header of our own answers (a 429 without it came from something in front of us). */
export const CLOUD_TRACE_HEADER = "X-Cloud-Trace-Context";
export const NOTES_SEARCH_PAGE_SIZE = 10;
export const SEARCH_RESULTS_PAGE_SIZE = 10;
export const RELATED_RECOMMENDATIONS_SIZE = 10;
export const BOT_DETECTION_TIMEOUT_MS = 5000;
export const THEME_COOKIE_MAX_AGE_S = 31_536_000;
export const CHECKOUT_SUCCESS_FRESH_MS = 300_000;
export const AFFILIATE_CLICK_ID_DAYS = 30;
export const CAMPAIGN_EVENT_KEEP_DAYS = 7;
export const REFERRAL_SITE_MAX_LENGTH = 512;
export const INR_RECURRING_UPPER_LIMIT = 15000;
export const RECURRING_PAYPAL_VALIDITY_MONTHS = [1, 12] as const;
export const RELATIVE_TIME_FULL_DATE_AFTER_DAYS = 8;
export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;
export const YEAR_DAYS = 365;
export const DAY_HOURS = 24;
export const DAY_MS = 864e5;

// ---- Coach constants (docs/product/interview-prep.md) ----------------------------------------------

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const SCORE_THRESHOLDS: Readonly<Record<Difficulty, number>> = { easy: 70, medium: 60, hard: 60 };
export const TARGET_TIME_S: Readonly<Record<Difficulty, number>> = { easy: 900, medium: 1800, hard: 2400 };
export const PATTERN_COMPLETE_POINTS = 6;
export const PATTERN_COMPLETE_SCORE = 60;
export const LEVEL_CUTOFFS = { BEGINNER_BELOW: 25, INTERMEDIATE_BELOW: 55, ADVANCED_BELOW: 80 } as const;
export const LEVEL_NAMES = ["Beginner", "Intermediate", "Advanced", "Expert"] as const;
export type Level = (typeof LEVEL_NAMES)[number];

export const DEFAULT_DAYS_TO_INTERVIEW = 28;
export const DEFAULT_COMPANY = "Google";
export const DEFAULT_POSITION = "Entry-Level Engineer";
export const DEFAULT_LANGUAGE = "Python";

/**
 * The coach's languages (docs/product/interview-prep.md#context), listed once: the id the editor
 * and the judge use, and the name a learner sees and chooses in the preferences.
 */
export const COACH_LANGUAGES = [
  { id: "python", name: "Python" },
  { id: "javascript", name: "JavaScript" },
  { id: "java", name: "Java" },
  { id: "cpp", name: "C++" },
  { id: "go", name: "Go" },
] as const;
export type CodeLanguageId = (typeof COACH_LANGUAGES)[number]["id"];
export type CoachLanguage = (typeof COACH_LANGUAGES)[number]["name"];
/** The ids, in the same order (zod enums take them as they are). */
export const CODE_LANGUAGE_IDS = COACH_LANGUAGES.map((l) => l.id) as unknown as readonly [CodeLanguageId, ...CodeLanguageId[]];
export const LANGUAGE_CHOICES = COACH_LANGUAGES.map((l) => l.name) as unknown as readonly [CoachLanguage, ...CoachLanguage[]];

export const COMPANY_CHOICES = ["Meta", "Apple", "Google", "Microsoft", "Oracle", "Netflix", "LinkedIn", "Amazon", "Other"] as const;
export type CompanyChoice = (typeof COMPANY_CHOICES)[number];

export const POSITION_CHOICES = ["Entry-Level Engineer", "Mid-Level Engineer", "Senior Engineer", "Principal Engineer", "Other"] as const;
export type Position = (typeof POSITION_CHOICES)[number];

/** context_status codes of the coach preferences. */
export const CONTEXT_STATUS = {
  CONTEXT_EXISTS: 1001,
  MIGRATION_DISMISSED: 1002,
  MIGRATION_STARTED: 1003,
  NO_CONTEXT_FOUND: 1004,
} as const;
export type ContextStatus = (typeof CONTEXT_STATUS)[keyof typeof CONTEXT_STATUS];

export const TEAM_TRIAL_DAYS = 14;
export const FREE_TRIAL_DAYS = 7;
/** The one extension of a learner's free trial from the trial banner's Extend Trial (docs/product/billing.md#free-trial-extension). */
export const FREE_TRIAL_EXTENSION_DAYS = 7;
export const MOCK_INTERVIEWS_PER_MONTH: Readonly<Partial<Record<FeatureSet, number>>> = { 300: 3, 400: 7 };

// ---- Toasts (docs/product/shell.md#toasts-and-snackbars) -------------------------------------------------------

export const TOAST_ANIMATION_MS = 1000;
export const TOAST_STAY_MS = 3000;
export const TOAST_CLOSEABLE_EXIT_MS = 300;
export const SNACKBAR_MS_PER_DURATION_UNIT = 980;

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** Internal staff are recognised by this company e-mail domain unless told otherwise. */
export const DEFAULT_INTERNAL_EMAIL_DOMAIN = "codelift.dev";

// ---- Billing ----------------------------------------------------------------------
/** The GitHub Student Pack discount, in percent, for verified students (docs/product/billing.md#discounts). */
export const GITHUB_STUDENT_DISCOUNT_PERCENT = 30;
/** The billing terms the offer page switches between, in months. */
export const BILLING_TERMS = [1, 3, 12, 24] as const;

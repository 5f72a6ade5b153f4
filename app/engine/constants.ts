// Enumerations and business constants, each stated on its page of docs/product/: plans and
// checkout in docs/product/billing.md, the coach's numbers in docs/product/coach.md, timings in
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

export const SUBSCRIBER_STATES = [
  "active_subscriber",
  "renewal_canceled_subscriber",
  "churned_subscriber",
] as const;
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

export const FEATURE_ROLLOUT_LEVELS = {
  DISABLED: 0,
  DEVELOPMENT: 1,
  BETA: 2,
  INTERNAL_PRODUCTION: 3,
  PRODUCTION: 4,
} as const;

export const PAYMENT_PROCESSORS = ["braintree", "stripe", "razorpay", "paypal", "afterpay"] as const;
export type PaymentProcessor = (typeof PAYMENT_PROCESSORS)[number];

export const PAYMENT_METHOD_TYPES = ["CARD", "GOOGLE_PAY", "APPLE_PAY", "PAYPAL", "VENMO"] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Server names of the payment method types, in the same order. */
export const PAYMENT_METHOD_SERVER_NAMES: Readonly<Record<PaymentMethodType, string>> = {
  CARD: "CreditCard",
  GOOGLE_PAY: "AndroidPayCard",
  APPLE_PAY: "ApplePayCard",
  PAYPAL: "PayPalAccount",
  VENMO: "VenmoAccount",
};

export const STRIPE_METHOD_TYPES = [
  "card",
  "afterpay_clearpay",
  "google_pay",
  "cashapp",
  "apple_pay",
  "link",
  "unknown",
] as const;

export const ENTERPRISE_ROLES = ["Admin", "Manager", "Member", "Non-Paid Member"] as const;
export type EnterpriseRole = (typeof ENTERPRISE_ROLES)[number];

export const USER_TYPES = ["B2B_USER", "B2C_USER", "EDUCATIVE_INTERNAL", "LOGGED_OUT"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PROJECT_TYPES = { GUIDED: 2001, UNGUIDED: 2002 } as const;
export const PROJECT_VIEW_MODES = ["view", "edit", "preview"] as const;
export const CONTENT_TYPES = ["regular", "standalone-project"] as const;
export const INTERACTION_KINDS = ["no-input", "freehand-drawing", "uploaded-image", "text-input"] as const;
export const BUILD_STATUSES = ["SUCCESS", "PENDING"] as const;
export const CERTIFICATE_STATES = ["active", "revoked_by_admin", "pending_verification"] as const;

/** Checkout screens and flows (docs/product/billing.md#checkout). */
export const CHECKOUT_SCREENS = [
  "CHECKOUT",
  "SUBSCRIPTION_TILES",
  "EXTERNAL_SUBSCRIPTION_TILES",
  "BUSINESS_SUBSCRIPTION_TILES",
  "TRANSACTION_COMPLETED",
  "TRANSACTION_FAILURE",
] as const;
export const ORDER_TRANSITION_FLOW = ["WAIT", "SUCCESS", "ERROR"] as const;
export const PAYMENT_INTENT_STATUSES = [
  "canceled",
  "succeeded",
  "processing",
  "requires_action",
  "requires_capture",
  "requires_confirmation",
  "requires_payment_method",
] as const;
export const PAYMENT_METHOD_ACTIONS = [
  "PENDING",
  "FULFILLED",
  "REJECTED",
  "CLEAR",
  "SELECT_METHOD",
  "ADD_METHOD",
] as const;
export const LOADING_STATUSES = ["LOADED", "LOADING", "ERROR"] as const;
export const TOAST_STATUSES = ["INIT", "SUCCESS", "ERROR", "LOADING", "INFO"] as const;

/** Trial analytics events, spelled as clients send them (including "trail": docs/product/glossary.md). */
export const TRIAL_EVENTS = [
  "start_trial_cta_click",
  "start_trail_successful",
  "trial_cancelled_successfully",
  "trial_activate_now_navbar_cta_click",
] as const;

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

export const SESSION_STORAGE_KEYS = [
  "subscriptionBannerStatus",
  "currentSubBanner",
  "giftCreditBanner",
  "has_viewed_nudge",
] as const;
export const LOCAL_STORAGE_KEYS = ["ai-coach-user-preference", "disruptive-modal-flag"] as const;

export const SEARCH_FILTER_CATEGORIES = [
  "all",
  "paths",
  "cloudLabs",
  "courses",
  "assessments",
  "projects",
  "mockInterviews",
] as const;
export const SEARCH_DIFFICULTY_LEVELS = ["beginner", "intermediate", "advanced"] as const;

export const BREAKPOINTS_PX = { sm: 600, md: 780, lg: 1080, xl: 1320 } as const;

// ---- Business constants (docs/product/shell.md, accounts.md#session-idle) ----------------

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
export const THUMBNAIL_SIZE = { width: 188, height: 122 } as const;
export const ANALYTICS_POLL_MS = 100;
export const ANALYTICS_GIVE_UP_MS = 5000;
export const BOT_DETECTION_TIMEOUT_MS = 5000;
export const THEME_COOKIE_MAX_AGE_S = 31_536_000;
export const CHECKOUT_SUCCESS_FRESH_MS = 300_000;
export const USER_DATA_DEFLATE_LEVEL = 9;
export const AFFILIATE_CLICK_ID_DAYS = 30;
export const CAMPAIGN_EVENT_KEEP_DAYS = 7;
export const REFERRAL_SITE_MAX_LENGTH = 512;
export const USER_CONFIG_RETRIES = 2;
export const INR_RECURRING_UPPER_LIMIT = 15000;
export const RECURRING_PAYPAL_VALIDITY_MONTHS = [1, 12] as const;
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_CHECK_MS = 30_000;
export const RELATIVE_TIME_FULL_DATE_AFTER_DAYS = 8;
export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;
export const YEAR_DAYS = 365;
export const DAY_HOURS = 24;
export const DAY_MS = 864e5;

// ---- Coach constants (docs/product/coach.md) ----------------------------------------------

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
 * The coach's languages (docs/product/coach.md#context), listed once: the id the editor
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
export const FEATURED_SEARCH_LANGUAGES = ["TypeScript", "C++", "Rust", "JavaScript", "Go", "Python"] as const;

export const COMPANY_CHOICES = [
  "Meta",
  "Apple",
  "Google",
  "Microsoft",
  "Oracle",
  "Netflix",
  "LinkedIn",
  "Amazon",
  "Other",
] as const;
export type CompanyChoice = (typeof COMPANY_CHOICES)[number];
/** Companies that appear in the static frequency table. */
export const FREQUENCY_COMPANIES = ["Google", "Amazon", "Microsoft", "Apple", "Netflix", "LinkedIn", "Meta"] as const;

export const POSITION_CHOICES = [
  "Entry-Level Engineer",
  "Mid-Level Engineer",
  "Senior Engineer",
  "Principal Engineer",
  "Other",
] as const;
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
export const MOCK_INTERVIEWS_PER_MONTH: Readonly<Partial<Record<FeatureSet, number>>> = { 300: 3, 400: 7 };
export const MIGRATION_POLL_MS = 2000;
export const PAGE_PROPS_RETRIES = 3;
export const PAGE_PROPS_BACKOFF_MS = { min: 1000, max: 2000 } as const;
export const PAGE_PROPS_ABORT_MS = 30_000;
export const FREE_USER_AI_COACH_SUBMISSIONS_DEFAULT = 0;

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

import { describe, it, expect } from "vitest";
import {
  AFFILIATE_CLICK_ID_DAYS,
  AVAILABILITY,
  BANNER_IDS,
  CAMPAIGN_EVENT_KEEP_DAYS,
  CHECKOUT_SUCCESS_FRESH_MS,
  COMPANY_CHOICES,
  CONTENT_STATUS,
  DEFAULT_COMPANY,
  DEFAULT_DAYS_TO_INTERVIEW,
  DEFAULT_INTERNAL_EMAIL_DOMAIN,
  DEFAULT_LANGUAGE,
  DEFAULT_POSITION,
  ENTERPRISE_TYPES,
  FEATURE_SETS,
  INR_RECURRING_UPPER_LIMIT,
  LANGUAGE_CHOICES,
  MOCK_INTERVIEWS_PER_MONTH,
  PAGE_TYPES,
  PLAN_DURATION_LABELS,
  PLAN_TYPES,
  POSITION_CHOICES,
  REFERRAL_SITE_MAX_LENGTH,
  RELATIVE_TIME_FULL_DATE_AFTER_DAYS,
  SCORE_THRESHOLDS,
  SESSION_IDLE_MS,
  TARGET_TIME_S,
  THEME_COOKIE_MAX_AGE_S,
  THEMES,
  USER_TYPES,
  VALIDITY_MONTHS,
} from "~/engine";

describe("enumerations of the data model", () => {
  it.each([
    [
      "plan types",
      PLAN_TYPES,
      {
        USER: 6000,
        TEAM: 6001,
        EXTERNAL: 6002,
        ENTERPRISE: 6003,
        ENTERPRISE_PLUS: 6004,
        ENTERPRISE_TEAM: 6005,
        ENTERPRISE_WORK: 6006,
        ENTERPRISE_FREE: 6999,
      },
    ],
    ["feature sets", FEATURE_SETS, { BASIC: 100, L2C: 150, STANDARD: 200, WORK: 250, PREMIUM: 300, PREMIUM_PLUS: 400 }],
    ["validity months", VALIDITY_MONTHS, { MONTHLY: 1, QUARTERLY: 3, ANNUAL: 12, BIENNIAL: 24 }],
    ["availability", AVAILABILITY, { UNKNOWN: 100, AVAILABLE: 200, UNAVAILABLE: 300 }],
    ["enterprise types", ENTERPRISE_TYPES, { ENTERPRISE: 9000, TEAM: 9001, ENTERPRISE_PLUS: 9002 }],
    ["page types", PAGE_TYPES, { MARKETING: 5001, BLOG: 5002, ENTERPRISE_BLOG: 5003, NEWSLETTER: 5005, LANDING: 5006 }],
    [
      "content status",
      CONTENT_STATUS,
      { ACTIVE: 7001, EXPIRED: 7002, ACTIVE_9000: 9001, INACTIVE_9000: 9002, ACTIVE_10000: 10001, INACTIVE_10000: 10002 },
    ],
    ["plan duration labels", PLAN_DURATION_LABELS, { 1: "Monthly", 3: "Quarterly", 12: "Annual", 24: "Two Year Plan" }],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ["user types", USER_TYPES, ["B2B_USER", "B2C_USER", "EDUCATIVE_INTERNAL", "LOGGED_OUT"]],
    ["themes", THEMES, ["light", "dark", "system"]],
    ["banner ids", BANNER_IDS.length, 12],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe("business constants", () => {
  it.each([
    ["session idle", SESSION_IDLE_MS, 900_000],
    ["theme cookie max-age", THEME_COOKIE_MAX_AGE_S, 31_536_000],
    ["checkout-success freshness", CHECKOUT_SUCCESS_FRESH_MS, 300_000],
    ["affiliate click id days", AFFILIATE_CLICK_ID_DAYS, 30],
    ["campaign events days", CAMPAIGN_EVENT_KEEP_DAYS, 7],
    ["referral site length", REFERRAL_SITE_MAX_LENGTH, 512],
    ["INR recurring limit", INR_RECURRING_UPPER_LIMIT, 15000],
    ["relative time full date after", RELATIVE_TIME_FULL_DATE_AFTER_DAYS, 8],
    ["internal e-mail domain", DEFAULT_INTERNAL_EMAIL_DOMAIN, "codelift.dev"],
  ])("%s = %s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("coach constants", () => {
  it.each([
    ["thresholds", SCORE_THRESHOLDS, { easy: 70, medium: 60, hard: 60 }],
    ["target times", TARGET_TIME_S, { easy: 900, medium: 1800, hard: 2400 }],
    ["defaults", [DEFAULT_DAYS_TO_INTERVIEW, DEFAULT_COMPANY, DEFAULT_POSITION, DEFAULT_LANGUAGE], [28, "Google", "Entry-Level Engineer", "Python"]],
    ["languages", LANGUAGE_CHOICES, ["Python", "JavaScript", "Java", "C++", "Go"]],
    ["companies", COMPANY_CHOICES, ["Meta", "Apple", "Google", "Microsoft", "Oracle", "Netflix", "LinkedIn", "Amazon", "Other"]],
    ["positions", POSITION_CHOICES, ["Entry-Level Engineer", "Mid-Level Engineer", "Senior Engineer", "Principal Engineer", "Other"]],
    ["mock interviews", MOCK_INTERVIEWS_PER_MONTH, { 300: 3, 400: 7 }],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

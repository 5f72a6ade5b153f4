// Attribution (docs/product/attribution.md): the campaign data a sign-up or POST /api/user/utm
// brings is stored per learner; an Impact visit without its click id is reported; the Rakuten
// click cookie (30 days); the marketing e-mail capture event; the queued campaign events batch;
// the trial funnel events with their plan and learner checked. Plain values in, plain values out.
import { z } from "zod";
import { AFFILIATE_CLICK_MAX_AGE_S } from "~/engine/affiliates";
import { ANALYTICS_BATCH_MAX } from "~/engine/analyticsEvents";
import { ATTRIBUTION_TEXTS, hasAttribution, impactClickIdMissing, trialEventMissing, type AttributionFields } from "~/engine/attribution";
import type { TrialFunnelEvent } from "~/engine/trialFunnel";
import { fromJsonText } from "~/engine/userData";
import { insertAttribution, type UserAttribution } from "~/models/attribution.server";
import { insertAnalyticsEvents } from "~/models/analytics.server";
import { recordEmailCapture, getUserById } from "~/models/user.server";
import { analyticsLabel, campaignEventRows, trackServerEvent, type Tracking } from "~/services/analytics.server";
import { clickCookieNamed } from "~/services/billing/affiliates.server";

/** The attribution problems the staff report counts (props.problem of attribution_error). */
const ATTRIBUTION_PROBLEMS = {
  impactClickIdMissing: "impact_click_id_missing",
  trialEventPlanIdMissing: "trial_event_plan_id_missing",
  trialEventUserIdMissing: "trial_event_user_id_missing",
} as const;

type AttributionJson = {
  origin: string;
  signup_type: string | null;
  company_name: string | null;
  org_subdomain: string | null;
  operation: string | null;
  page_uri: string | null;
  source: string | null;
  page_section: string | null;
  referral_site: string | null;
  last_referral_site: string | null;
  ref_id: string | null;
  irclickid: string | null;
  utm: Record<string, string>;
  utm_init: Record<string, string>;
  created_at: string;
};

const objectOf = (text: string): Record<string, string> => {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
};

function attributionJson(r: UserAttribution): AttributionJson {
  return {
    origin: r.origin,
    signup_type: r.signupType,
    company_name: r.companyName,
    org_subdomain: r.orgSubdomain,
    operation: r.operation,
    page_uri: r.pageUri,
    source: r.source,
    page_section: r.pageSection,
    referral_site: r.referralSite,
    last_referral_site: r.lastReferralSite,
    ref_id: r.refId,
    irclickid: r.impactClickId,
    utm: objectOf(r.utm),
    utm_init: objectOf(r.utmInit),
    created_at: r.createdAt,
  };
}

/**
 * Stores what a sign-up (origin "signup"), POST /api/user/utm (origin "utm") or a sign-up through
 * single sign-on (origin "sso": the address it started at) carried; nothing when
 * it carried nothing. An Impact visit without its click id is stored all the same and reported.
 */
export async function recordAttribution(
  tracking: Tracking | null,
  userId: number,
  origin: "signup" | "utm" | "sso",
  f: AttributionFields,
): Promise<AttributionJson | null> {
  if (!hasAttribution(f)) return null;
  const row = await insertAttribution({
    userId,
    origin,
    signupType: f.signup_type ?? null,
    companyName: f.company_name ?? null,
    orgSubdomain: f.org_subdomain?.toLowerCase() ?? null,
    operation: f.operation ?? null,
    pageUri: f.page_uri ?? null,
    source: f.source ?? null,
    pageSection: f.page_section ?? null,
    referralSite: f.referral_site ?? null,
    lastReferralSite: f.last_referral_site ?? null,
    refId: f.ref_id ?? null,
    impactClickId: f.irclickid ?? null,
    utm: JSON.stringify(f.utm ?? {}),
    utmInit: JSON.stringify(f.utm_init ?? {}),
  });
  if (impactClickIdMissing(f))
    await trackServerEvent(tracking, { id: userId }, "attribution_error", { problem: ATTRIBUTION_PROBLEMS.impactClickIdMissing, origin });
  return attributionJson(row);
}

export { ATTRIBUTION_TEXTS };

// ---------------------------------------------------------------- Rakuten

/** The Rakuten click (PUT /api/rakuten/set-cookie): the publisher's site id is needed; the merchant and ad ids are kept when sent. */
export const rakutenClickSchema = z.object({
  ranSiteID: z
    .string({ error: "ranSiteID is required: the Rakuten publisher's site id." })
    .trim()
    .regex(/^[A-Za-z0-9._*-]{1,100}$/, "ranSiteID must be 1–100 letters, digits or . _ * -"),
  ranMID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, "ranMID must be 1–40 letters, digits, _ or -")
    .optional(),
  ranEAID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._*-]{1,100}$/, "ranEAID must be 1–100 letters, digits or . _ * -")
    .optional(),
});
type RakutenClick = z.infer<typeof rakutenClickSchema>;

let rakuten: ReturnType<typeof clickCookieNamed> | undefined;
/** Signed, httpOnly, SameSite=Lax, kept as long as an affiliate click: 30 days. */
const rakutenCookie = () => (rakuten ??= clickCookieNamed("rakuten_click"));

/** The Set-Cookie of a Rakuten click, and the click recorded for the staff report. */
export async function setRakutenClick(tracking: Tracking | null, user: { id: number } | null, click: RakutenClick, now = new Date()) {
  const setCookie = await rakutenCookie().serialize({
    site: click.ranSiteID,
    mid: click.ranMID ?? null,
    eaid: click.ranEAID ?? null,
    at: now.toISOString(),
  });
  await trackServerEvent(tracking, user, "rakuten_click", { ran_site_id: click.ranSiteID, ran_mid: click.ranMID ?? null });
  return { setCookie, answer: { ran_site_id: click.ranSiteID, expires_in_days: AFFILIATE_CLICK_MAX_AGE_S / 86_400 } };
}

// ---------------------------------------------------------------- e-mail capture event

export const emailCaptureEventSchema = z.object({
  email: z.string({ error: "Invalid Email Address" }).trim().max(254, "Invalid Email Address").email("Invalid Email Address"),
  marketing_page_url: z
    .string({ error: "marketing_page_url is required." })
    .trim()
    .max(2048, "marketing_page_url may be at most 2048 characters.")
    .regex(/^(\/|https?:\/\/)/i, "marketing_page_url must be a path or an http(s) address."),
  cta_url: z
    .string()
    .trim()
    .max(2048, "cta_url may be at most 2048 characters.")
    .regex(/^(\/|https?:\/\/)/i, "cta_url must be a path or an http(s) address.")
    .optional(),
});

/**
 * PUT /api/event/marketing/email-capture: the address is kept once (as a capture from that page);
 * the event (page and call to action, never the address) goes to analytics.
 */
export async function recordEmailCaptureEvent(
  tracking: Tracking | null,
  user: { id: number } | null,
  input: z.infer<typeof emailCaptureEventSchema>,
) {
  await recordEmailCapture(input.email, "email-capture", input.marketing_page_url);
  await trackServerEvent(tracking, user, "email_capture", {
    marketing_page_url: input.marketing_page_url.slice(0, 500),
    cta_url: input.cta_url?.slice(0, 500) ?? null,
  });
  return { recorded: true };
}

// ---------------------------------------------------------------- queued campaign events

export const campaignBatchSchema = z.object({
  events: z.preprocess(
    fromJsonText,
    z.array(z.unknown(), { error: "events must be a list." }).max(ANALYTICS_BATCH_MAX, `At most ${ANALYTICS_BATCH_MAX} campaign events at once.`),
  ),
});

/**
 * The browser's queued campaign events, sent as one batch: those older than 7 days or malformed
 * are dropped; the rest are stored together as "campaign" events (campaignEventRows, as in the analytics batch).
 */
export async function recordCampaignBatch(user: { id: number } | null, events: readonly unknown[], now = new Date()) {
  const who = await analyticsLabel(user ? ((await getUserById(user.id)) ?? null) : null);
  const { rows, dropped } = campaignEventRows(who, events, now);
  await insertAnalyticsEvents(rows);
  return { stored: rows.length, dropped };
}

// ---------------------------------------------------------------- the trial funnel

/**
 * A trial funnel event: recorded with its plan and learner; when either is missing the event is
 * still recorded and an attribution error names what was missing.
 */
export async function trackTrialEvent(tracking: Tracking | null, userId: number | null, event: TrialFunnelEvent, planId: string | null | undefined) {
  const data = { plan_id: planId ?? null };
  await trackServerEvent(tracking, userId ? { id: userId } : null, event, data);
  for (const missing of trialEventMissing(data, userId))
    await trackServerEvent(tracking, userId ? { id: userId } : null, "attribution_error", {
      problem: missing === "plan_id" ? ATTRIBUTION_PROBLEMS.trialEventPlanIdMissing : ATTRIBUTION_PROBLEMS.trialEventUserIdMissing,
      event_name: event,
    });
}

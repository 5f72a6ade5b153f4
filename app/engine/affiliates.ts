// Affiliates and campaigns (docs/product/billing.md#affiliates): an affiliate's link
// leaves a click cookie for 30 days holding the encoded affiliate id and the campaign data; a
// sale made while it is fresh is credited to the affiliate, who reads its sales by date range.
import { z } from "zod";
import { AFFILIATE_CLICK_ID_DAYS, REFERRAL_SITE_MAX_LENGTH } from "./constants";
import { centsToUsd, type Cents } from "./money";

/** "The affiliate click id lasts 30 days" (constants.ts), in seconds: the cookie's Max-Age. */
export const AFFILIATE_CLICK_MAX_AGE_S = AFFILIATE_CLICK_ID_DAYS * 24 * 60 * 60;
/** Campaign tags and the ref id are kept to this many characters (the cookie must stay under 4 KB). */
const CAMPAIGN_TAG_MAX_LENGTH = 150;
/** The longest date range of one sales report, in days (both ends included). */
export const AFFILIATE_REPORT_MAX_DAYS = 366;

export const AFFILIATE_TEXTS = {
  unknownAffiliate: "We could not find that affiliate.",
  startDate: "start_date must be a date such as 2026-01-31.",
  endDate: "end_date must be a date such as 2026-01-31.",
  endBeforeStart: "end_date must be on or after start_date.",
  rangeTooLong: `A report covers at most ${AFFILIATE_REPORT_MAX_DAYS} days: choose a shorter range.`,
  nameRequired: "An affiliate needs a name (1 to 100 characters).",
} as const;

/** Encoded affiliate ids: what links and cookies carry instead of the database id. */
const encodedAffiliateIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);
export const isEncodedAffiliateId = (v: unknown): v is string => encodedAffiliateIdSchema.safeParse(v).success;

/** The path's {id}: a database id (digits) or an encoded id. */
export function parseAffiliateRef(raw: unknown): { id: number } | { encodedId: string } | null {
  if (typeof raw !== "string") return null;
  const s = raw.trim();
  if (/^\d{1,15}$/.test(s)) {
    const id = Number(s);
    return id > 0 ? { id } : null;
  }
  return isEncodedAffiliateId(s) ? { encodedId: s } : null;
}

/** The last segment of POST /api/affiliate/getencodedid/{id}/context{suffix}: "context" and whatever follows. */
export const isContextSegment = (segment: string | undefined): boolean => typeof segment === "string" && segment.startsWith("context");

export const affiliateNameSchema = z
  .string({ error: AFFILIATE_TEXTS.nameRequired })
  .trim()
  .min(1, AFFILIATE_TEXTS.nameRequired)
  .max(100, AFFILIATE_TEXTS.nameRequired);

/** The campaign data of a click, as docs/product/billing.md#affiliates names it. */
export interface CampaignData {
  referral_site: string | null;
  last_referral_site: string | null;
  ref_id: string | null;
  utm_name: string | null;
  utm_term: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_content: string | null;
}
export const CAMPAIGN_FIELDS = [
  "referral_site",
  "last_referral_site",
  "ref_id",
  "utm_name",
  "utm_term",
  "utm_source",
  "utm_medium",
  "utm_content",
] as const;

const cut = (value: unknown, max: number): string | null => {
  if (value === undefined || value === null) return null;
  const s = String(value).trim();
  return s === "" ? null : s.slice(0, max);
};

/**
 * The campaign data of a click body, truncated: referral sites to 512 characters, tags and
 * the ref id to CAMPAIGN_TAG_MAX_LENGTH. The API's utm_campaign is accepted as utm_name.
 */
export function campaignData(body: Readonly<Record<string, unknown>>): CampaignData {
  return {
    referral_site: cut(body.referral_site, REFERRAL_SITE_MAX_LENGTH),
    last_referral_site: cut(body.last_referral_site, REFERRAL_SITE_MAX_LENGTH),
    ref_id: cut(body.ref_id, CAMPAIGN_TAG_MAX_LENGTH),
    utm_name: cut(body.utm_name ?? body.utm_campaign, CAMPAIGN_TAG_MAX_LENGTH),
    utm_term: cut(body.utm_term, CAMPAIGN_TAG_MAX_LENGTH),
    utm_source: cut(body.utm_source, CAMPAIGN_TAG_MAX_LENGTH),
    utm_medium: cut(body.utm_medium, CAMPAIGN_TAG_MAX_LENGTH),
    utm_content: cut(body.utm_content, CAMPAIGN_TAG_MAX_LENGTH),
  };
}

/** A click counts for 30 days from when it was made; a click dated in the future does not count. */
export function isAffiliateClickFresh(clickedAt: string | Date, now: Date): boolean {
  const at = new Date(clickedAt).getTime();
  if (Number.isNaN(at)) return false;
  const age = now.getTime() - at;
  return age >= -60_000 && age < AFFILIATE_CLICK_MAX_AGE_S * 1000;
}

const DAY_MS = 86_400_000;

/** A calendar date YYYY-MM-DD that exists (UTC midnight), or null. */
export function parseCalendarDate(raw: unknown): Date | null {
  if (typeof raw !== "string") return null;
  const s = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
  const d = new Date(`${s}T00:00:00.000Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s ? null : d;
}

export interface ReportRange {
  startDate: string;
  endDate: string;
  /** first instant included (ISO) */
  fromIso: string;
  /** first instant after the range (ISO): the end date is included whole */
  untilIso: string;
  days: number;
}

/** Checks a report's dates: both real dates, end on or after start, at most 366 days. */
export function parseReportRange(start: unknown, end: unknown): { ok: true; range: ReportRange } | { ok: false; errors: Record<string, string> } {
  const from = parseCalendarDate(start);
  const to = parseCalendarDate(end);
  const errors: Record<string, string> = {};
  if (!from) errors.start_date = AFFILIATE_TEXTS.startDate;
  if (!to) errors.end_date = AFFILIATE_TEXTS.endDate;
  if (!from || !to) return { ok: false, errors };
  if (to < from) return { ok: false, errors: { end_date: AFFILIATE_TEXTS.endBeforeStart } };
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days > AFFILIATE_REPORT_MAX_DAYS) return { ok: false, errors: { end_date: AFFILIATE_TEXTS.rangeTooLong } };
  return {
    ok: true,
    range: {
      startDate: from.toISOString().slice(0, 10),
      endDate: to.toISOString().slice(0, 10),
      fromIso: from.toISOString(),
      untilIso: new Date(to.getTime() + DAY_MS).toISOString(),
      days,
    },
  };
}

interface Sale {
  /** ISO time of the transaction */
  createdAt: string;
  itemCode: string;
  amountCents: Cents;
}

export interface SalesReport {
  start_date: string;
  end_date: string;
  sales_count: number;
  total_usd: number;
  /** per item (plan code or course), most sold first, then by code */
  items: { item_code: string; sales_count: number; total_usd: number }[];
  /** every day of the range, in order, with zeros on days without sales */
  days: { date: string; sales_count: number; total_usd: number }[];
}

/** The numbers of an affiliate's sales over a range (sales outside it are ignored). */
export function summarizeSales(sales: readonly Sale[], range: ReportRange): SalesReport {
  const inRange = sales.filter((s) => s.createdAt >= range.fromIso && s.createdAt < range.untilIso);
  const items = new Map<string, { n: number; cents: number }>();
  const byDay = new Map<string, { n: number; cents: number }>();
  for (const s of inRange) {
    const item = items.get(s.itemCode) ?? { n: 0, cents: 0 };
    item.n += 1;
    item.cents += s.amountCents;
    items.set(s.itemCode, item);
    const day = s.createdAt.slice(0, 10);
    const d = byDay.get(day) ?? { n: 0, cents: 0 };
    d.n += 1;
    d.cents += s.amountCents;
    byDay.set(day, d);
  }
  const start = new Date(range.fromIso).getTime();
  const days = Array.from({ length: range.days }, (_, i) => {
    const date = new Date(start + i * DAY_MS).toISOString().slice(0, 10);
    const d = byDay.get(date);
    return { date, sales_count: d?.n ?? 0, total_usd: centsToUsd(d?.cents ?? 0) };
  });
  return {
    start_date: range.startDate,
    end_date: range.endDate,
    sales_count: inRange.length,
    total_usd: centsToUsd(inRange.reduce((sum, s) => sum + s.amountCents, 0)),
    items: [...items]
      .sort(([a, x], [b, y]) => y.n - x.n || (a < b ? -1 : a > b ? 1 : 0))
      .map(([item_code, v]) => ({ item_code, sales_count: v.n, total_usd: centsToUsd(v.cents) })),
    days,
  };
}

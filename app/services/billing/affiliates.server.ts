// Affiliates (docs/product/billing.md#affiliates): the click that leaves a signed cookie for
// 30 days (the encoded affiliate id and the campaign data), the attribution a checkout takes from
// it, and the sales report that the API (staff, or the affiliate with its report key) and the CLI
// share. Rules and constants: app/engine/affiliates.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import {
  AFFILIATE_CLICK_MAX_AGE_S,
  AFFILIATE_TEXTS,
  affiliateNameSchema,
  CAMPAIGN_FIELDS,
  campaignData,
  centsToUsd,
  isAffiliateClickFresh,
  isEncodedAffiliateId,
  parseAffiliateRef,
  summarizeSales,
  type CampaignData,
  type ReportRange,
  type SalesReport,
} from "~/engine";
import { findAffiliate, insertAffiliate, listAffiliateSales, listAffiliates, type Affiliate } from "~/models/affiliate.server";
import { secureCookies } from "~/utils/env.server";
import { sessionSecret } from "~/utils/session.server";

export type { Affiliate };

const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** A new affiliate: its encoded id, and a report key shown once (only its hash is stored). */
export async function createAffiliate(rawName: string): Promise<{ affiliate: Affiliate; reportKey: string }> {
  const name = affiliateNameSchema.parse(rawName);
  const reportKey = `ark_${randomBytes(24).toString("base64url")}`;
  for (let i = 0; ; i++) {
    try {
      const affiliate = await insertAffiliate({ name, encodedId: `aff_${randomBytes(9).toString("base64url")}`, reportKeyHash: hashKey(reportKey) });
      return { affiliate, reportKey };
    } catch (e) {
      // An encoded id drawn twice (about never): draw again. SQLite says "UNIQUE constraint failed", PostgreSQL answers code 23505.
      const taken = /UNIQUE constraint failed|duplicate key value/i.test(String((e as Error).message)) || (e as { code?: string }).code === "23505";
      if (i >= 4 || !taken) throw e;
    }
  }
}

/** An affiliate by the path's {id} (database id or encoded id), or null. */
export async function affiliateByRef(raw: unknown): Promise<Affiliate | null> {
  const ref = parseAffiliateRef(raw);
  return ref ? findAffiliate(ref) : null;
}

export { listAffiliates };

/** Whether a presented report key is this affiliate's (compared by hash, in constant time). */
export function reportKeyMatches(affiliate: Pick<Affiliate, "reportKeyHash">, key: string | null | undefined): boolean {
  if (!key || !affiliate.reportKeyHash) return false;
  const a = Buffer.from(hashKey(key), "hex");
  const b = Buffer.from(affiliate.reportKeyHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export type AffiliateReport = { affiliate: { id: number; encoded_affiliate_id: string; name: string } } & SalesReport;

/** An affiliate's sales over a checked range (both ends included, UTC days). */
export async function affiliateReport(affiliate: Affiliate, range: ReportRange): Promise<AffiliateReport> {
  const sales = await listAffiliateSales(affiliate.id, range.fromIso, range.untilIso);
  return { affiliate: { id: affiliate.id, encoded_affiliate_id: affiliate.encodedId, name: affiliate.name }, ...summarizeSales(sales, range) };
}

/** An affiliate as the CLI and staff see it. */
export function affiliateJson(a: Affiliate & { salesCount?: number; totalCents?: number }) {
  return {
    id: a.id,
    encoded_affiliate_id: a.encodedId,
    name: a.name,
    created_at: a.createdAt,
    ...(a.salesCount !== undefined ? { sales_count: a.salesCount, total_usd: centsToUsd(a.totalCents ?? 0) } : {}),
  };
}

// ---------------------------------------------------------------- the click cookie

const clickSchema = z.object({
  a: z.string().refine(isEncodedAffiliateId),
  at: z.string().max(40),
  c: z.partialRecord(z.enum(CAMPAIGN_FIELDS), z.string().max(600)).optional(),
});
type ClickValue = z.infer<typeof clickSchema>;

/** A click's cookie: signed (a changed value is ignored), httpOnly, SameSite=Lax, 30 days (the Rakuten click's too). */
export const clickCookieNamed = (name: string) =>
  createCookie(name, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies(),
    secrets: [sessionSecret()],
    maxAge: AFFILIATE_CLICK_MAX_AGE_S,
  });

let cookie: ReturnType<typeof createCookie> | undefined;
/** One cookie for the concern. */
const clickCookie = () => (cookie ??= clickCookieNamed("affiliate_click"));

/** Browsers refuse cookies past 4 KB: the optional campaign fields go first when the value is too long. */
const COOKIE_BUDGET = 4000;
const DROP_ORDER = ["utm_content", "utm_term", "last_referral_site", "utm_medium", "utm_source", "utm_name", "ref_id"] as const;

/** The Set-Cookie value of a click on this affiliate's link, with its campaign data. */
export async function serializeClick(affiliate: Affiliate, campaign: CampaignData, now = new Date()): Promise<string> {
  const c: Record<string, string> = Object.fromEntries(Object.entries(campaign).filter((e): e is [string, string] => e[1] !== null));
  let value: ClickValue = { a: affiliate.encodedId, at: now.toISOString(), c };
  let header = await clickCookie().serialize(value);
  for (const field of DROP_ORDER) {
    if (header.length <= COOKIE_BUDGET) break;
    delete c[field];
    value = { ...value, c };
    header = await clickCookie().serialize(value);
  }
  return header;
}

/** A click on POST /api/affiliate/getencodedid/{id}/context…: the answer and the cookie. */
export async function recordClick(affiliate: Affiliate, body: Readonly<Record<string, unknown>>, now = new Date()) {
  const campaign = campaignData(body);
  return {
    answer: { encoded_affiliate_id: affiliate.encodedId, associated_affiliate_name: affiliate.name },
    setCookie: await serializeClick(affiliate, campaign, now),
  };
}

/** What a checkout stores: the affiliate and the campaign data of the click (transactions.attribution). */
export type Attribution = {
  affiliate_id: number;
  encoded_affiliate_id: string;
  associated_affiliate_name: string;
  clicked_at: string;
} & Partial<CampaignData>;

/**
 * The attribution of the click cookie in a request's Cookie header: null when there is none, it
 * was changed (bad signature), it is older than 30 days, or its affiliate is gone. Never throws.
 */
export async function readAttribution(cookieHeader: string | null, now = new Date()): Promise<Attribution | null> {
  try {
    const parsed = clickSchema.safeParse(await clickCookie().parse(cookieHeader));
    if (!parsed.success || !isAffiliateClickFresh(parsed.data.at, now)) return null;
    const affiliate = await findAffiliate({ encodedId: parsed.data.a });
    if (!affiliate) return null;
    const campaign = Object.fromEntries(Object.entries(parsed.data.c ?? {}).filter(([, v]) => v != null)) as Partial<CampaignData>;
    return {
      affiliate_id: affiliate.id,
      encoded_affiliate_id: affiliate.encodedId,
      associated_affiliate_name: affiliate.name,
      clicked_at: parsed.data.at,
      ...campaign,
    };
  } catch (e) {
    // docs/product/billing.md#affiliates: affiliate failures are logged and ignored.
    console.warn(`affiliate attribution ignored: ${(e as Error).message}`);
    return null;
  }
}

export { AFFILIATE_TEXTS };

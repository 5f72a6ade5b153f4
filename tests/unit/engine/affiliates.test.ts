import { describe, expect, it } from "vitest";
import {
  AFFILIATE_CLICK_MAX_AGE_S,
  AFFILIATE_REPORT_MAX_DAYS,
  AFFILIATE_TEXTS,
  campaignData,
  isAffiliateClickFresh,
  isContextSegment,
  parseAffiliateRef,
  parseCalendarDate,
  parseReportRange,
  REFERRAL_SITE_MAX_LENGTH,
  summarizeSales,
} from "~/engine";

describe("the affiliate click", () => {
  it("lasts 30 days and truncates the referral site to 512 characters", () => {
    expect(AFFILIATE_CLICK_MAX_AGE_S).toBe(2_592_000);
    expect(REFERRAL_SITE_MAX_LENGTH).toBe(512);
  });

  it("is fresh for 30 days from the click", () => {
    const clicked = "2026-01-01T12:00:00.000Z";
    expect(isAffiliateClickFresh(clicked, new Date("2026-01-01T12:00:00.000Z"))).toBe(true);
    expect(isAffiliateClickFresh(clicked, new Date("2026-01-31T11:59:59.999Z"))).toBe(true);
    expect(isAffiliateClickFresh(clicked, new Date("2026-01-31T12:00:00.000Z"))).toBe(false);
    expect(isAffiliateClickFresh(clicked, new Date("2025-12-31T12:00:00.000Z"))).toBe(false);
    expect(isAffiliateClickFresh("not a date", new Date())).toBe(false);
  });

  it("keeps the campaign data, truncated", () => {
    const long = `https://blog.example.com/${"a".repeat(600)}`;
    const data = campaignData({
      referral_site: long,
      last_referral_site: " https://x.test ",
      utm_campaign: "spring",
      utm_source: "news",
      utm_medium: "",
      ref_id: 42,
      utm_term: "t".repeat(400),
    });
    expect(data.referral_site).toHaveLength(512);
    expect(data.referral_site).toBe(long.slice(0, 512));
    expect(data).toMatchObject({
      last_referral_site: "https://x.test",
      utm_name: "spring",
      utm_source: "news",
      utm_medium: null,
      utm_content: null,
      ref_id: "42",
    });
    expect(data.utm_term).toHaveLength(150);
    expect(campaignData({ utm_name: "named", utm_campaign: "other" }).utm_name).toBe("named");
  });

  it("reads the path's id and context segment", () => {
    expect(parseAffiliateRef("12")).toEqual({ id: 12 });
    expect(parseAffiliateRef("aff_Xy12ab")).toEqual({ encodedId: "aff_Xy12ab" });
    expect(parseAffiliateRef("0")).toBeNull();
    expect(parseAffiliateRef("a b")).toBeNull();
    expect(parseAffiliateRef("abc")).toBeNull();
    expect(isContextSegment("context")).toBe(true);
    expect(isContextSegment("context-home_v2")).toBe(true);
    expect(isContextSegment("contex")).toBe(false);
    expect(isContextSegment(undefined)).toBe(false);
  });
});

describe("report ranges", () => {
  it.each([
    ["2026-02-28", "2026-02-28T00:00:00.000Z"],
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
    ["2026-02-29", null],
    ["2026-13-01", null],
    ["2026-1-01", null],
    ["yesterday", null],
    [20260101, null],
  ])("parseCalendarDate(%j)", (raw, iso) => {
    expect(parseCalendarDate(raw)?.toISOString() ?? null).toBe(iso);
  });

  it("includes both ends, up to 366 days", () => {
    const r = parseReportRange("2026-01-01", "2026-01-31");
    expect(r).toEqual({
      ok: true,
      range: { startDate: "2026-01-01", endDate: "2026-01-31", fromIso: "2026-01-01T00:00:00.000Z", untilIso: "2026-02-01T00:00:00.000Z", days: 31 },
    });
    expect(parseReportRange("2024-01-01", "2024-12-31")).toMatchObject({ ok: true, range: { days: 366 } });
    expect(AFFILIATE_REPORT_MAX_DAYS).toBe(366);
  });

  it("names the field that is wrong", () => {
    expect(parseReportRange("2026-02-30", "2026-03-01")).toEqual({ ok: false, errors: { start_date: AFFILIATE_TEXTS.startDate } });
    expect(parseReportRange(undefined, "nope")).toEqual({
      ok: false,
      errors: { start_date: AFFILIATE_TEXTS.startDate, end_date: AFFILIATE_TEXTS.endDate },
    });
    expect(parseReportRange("2026-03-02", "2026-03-01")).toEqual({ ok: false, errors: { end_date: AFFILIATE_TEXTS.endBeforeStart } });
    expect(parseReportRange("2025-01-01", "2026-01-02")).toEqual({ ok: false, errors: { end_date: AFFILIATE_TEXTS.rangeTooLong } });
  });
});

describe("summarizeSales", () => {
  it("counts and totals per item and per day, every day of the range listed", () => {
    const r = parseReportRange("2026-03-01", "2026-03-03");
    if (!r.ok) throw new Error("range");
    const report = summarizeSales(
      [
        { createdAt: "2026-02-28T23:59:59.999Z", itemCode: "300-12-6000", amountCents: 9999 },
        { createdAt: "2026-03-01T00:00:00.000Z", itemCode: "300-1-6000", amountCents: 4720 },
        { createdAt: "2026-03-01T10:00:00.000Z", itemCode: "300-12-6000", amountCents: 19900 },
        { createdAt: "2026-03-03T23:59:59.999Z", itemCode: "300-1-6000", amountCents: 5900 },
        { createdAt: "2026-03-04T00:00:00.000Z", itemCode: "300-1-6000", amountCents: 5900 },
      ],
      r.range,
    );
    expect(report).toEqual({
      start_date: "2026-03-01",
      end_date: "2026-03-03",
      sales_count: 3,
      total_usd: 305.2,
      items: [
        { item_code: "300-1-6000", sales_count: 2, total_usd: 106.2 },
        { item_code: "300-12-6000", sales_count: 1, total_usd: 199 },
      ],
      days: [
        { date: "2026-03-01", sales_count: 2, total_usd: 246.2 },
        { date: "2026-03-02", sales_count: 0, total_usd: 0 },
        { date: "2026-03-03", sales_count: 1, total_usd: 59 },
      ],
    });
  });
});

// List prices, regional discounts and coupons: data, not code (docs/product/billing.md#prices).
interface SeedPlanPrice {
  featureSet: number;
  validityMonths: number;
  planType: number;
  listPriceCents: number;
}

const usd = (dollars: number) => Math.round(dollars * 100);

/** Individual (6000) list prices by feature set and months. */
const individual: Record<number, Record<number, number>> = {
  100: { 1: 19, 3: 49, 12: 149, 24: 249 }, // basic
  150: { 1: 25, 3: 65, 12: 199, 24: 329 }, // learn to code
  200: { 1: 29, 3: 79, 12: 199, 24: 339 }, // standard
  250: { 1: 39, 3: 99, 12: 279, 24: 459 }, // work
  300: { 1: 59, 3: 149, 12: 299, 24: 499 }, // premium
  400: { 1: 79, 3: 199, 12: 399, 24: 649 }, // premium plus
};

/** Per-seat yearly prices of the business plans. */
const business: SeedPlanPrice[] = [
  { featureSet: 300, validityMonths: 12, planType: 6001, listPriceCents: usd(299) }, // team
  { featureSet: 400, validityMonths: 12, planType: 6001, listPriceCents: usd(399) },
  { featureSet: 300, validityMonths: 12, planType: 6003, listPriceCents: usd(349) }, // enterprise
  { featureSet: 400, validityMonths: 12, planType: 6003, listPriceCents: usd(449) },
  { featureSet: 400, validityMonths: 12, planType: 6004, listPriceCents: usd(549) }, // enterprise plus
  { featureSet: 300, validityMonths: 12, planType: 6005, listPriceCents: usd(329) }, // enterprise team
  { featureSet: 400, validityMonths: 12, planType: 6005, listPriceCents: usd(429) },
];

export const planPrices: SeedPlanPrice[] = [
  ...Object.entries(individual).flatMap(([fs, byMonths]) =>
    Object.entries(byMonths).map(([months, dollars]) => ({
      featureSet: Number(fs),
      validityMonths: Number(months),
      planType: 6000,
      listPriceCents: usd(dollars),
    })),
  ),
  ...business,
];

export const planCode = (p: Pick<SeedPlanPrice, "featureSet" | "validityMonths" | "planType">) => `${p.featureSet}-${p.validityMonths}-${p.planType}`;

/** Purchasing-power discounts by ISO country code, in percent. */
export const regionalDiscounts: { country: string; percent: number }[] = [
  { country: "IN", percent: 60 },
  { country: "PK", percent: 60 },
  { country: "BD", percent: 60 },
  { country: "NG", percent: 55 },
  { country: "KE", percent: 55 },
  { country: "EG", percent: 50 },
  { country: "ID", percent: 50 },
  { country: "VN", percent: 50 },
  { country: "PH", percent: 50 },
  { country: "TR", percent: 45 },
  { country: "AR", percent: 45 },
  { country: "UA", percent: 45 },
  { country: "BR", percent: 40 },
  { country: "CO", percent: 40 },
  { country: "MX", percent: 35 },
  { country: "PL", percent: 25 },
];

/** The GitHub Student Pack discount, in percent, for verified students (an engine constant). */
export { GITHUB_STUDENT_DISCOUNT_PERCENT as GITHUB_STUDENT_PERCENT } from "../app/engine/constants";

interface SeedCoupon {
  code: string;
  kind: "percent" | "amount";
  /** percent (0–100) or cents */
  value: number;
  expiresAt?: string;
  maxRedemptions?: number;
  redemptions?: number;
  planCodes?: string[];
  courseKeys?: string[];
  discountNeverExpires?: boolean;
  description: string;
}

export const coupons: SeedCoupon[] = [
  { code: "WELCOME20", kind: "percent", value: 20, description: "20% off any plan for new learners" },
  { code: "LIFETIME15", kind: "percent", value: 15, discountNeverExpires: true, description: "15% off every renewal, forever" },
  { code: "FLAT50", kind: "amount", value: usd(50), planCodes: ["300-12-6000", "400-12-6000", "200-12-6000"], description: "$50 off annual plans" },
  { code: "SPRING30", kind: "percent", value: 30, expiresAt: "2026-05-31T23:59:59.000Z", description: "Spring sale 2026 (ended)" },
  { code: "LAUNCH100", kind: "percent", value: 50, maxRedemptions: 100, redemptions: 100, description: "Launch week, first 100 buyers (all used)" },
  {
    code: "BLACKFRIDAY40",
    kind: "percent",
    value: 40,
    expiresAt: "2026-12-01T23:59:59.000Z",
    maxRedemptions: 5000,
    redemptions: 1234,
    description: "Black Friday 2026",
  },
  { code: "PYTHON10", kind: "amount", value: usd(10), courseKeys: ["4831-100001"], description: "$10 off the Python course" },
];

/** A-la-carte prices of paid courses, by difficulty (course-purchase checkout). */
const COURSE_PRICE_CENTS_BY_DIFFICULTY: Record<string, number> = { beginner: usd(39), intermediate: usd(49), advanced: usd(59) };
export const coursePriceCents = (c: { isFree: boolean; difficulty: string }) =>
  c.isFree ? null : (COURSE_PRICE_CENTS_BY_DIFFICULTY[c.difficulty] ?? usd(59));

/** What is sold besides plans and courses. */
export const productPrices = [{ code: "certificate", listPriceCents: usd(19), description: "Certificate of completion of a course" }];

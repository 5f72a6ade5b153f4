// The upgrade offer (docs/product/billing.md#banners: the modal of the "monthly → annual" banner): what a monthly subscriber saves by switching to the yearly plan of the
// same tier, from the two list prices. Pure.
import { discountPercent } from "./discounts";
import { formatUsd } from "./money";

/** The page state (?dialog=…) that opens the upgrade-offer modal from the annual-upgrade banner. */
export const ANNUAL_UPGRADE_DIALOG = "upgrade-annual";

export interface AnnualUpgradeOffer {
  monthlyPlanCode: string;
  annualPlanCode: string;
  monthlyCents: number;
  annualCents: number;
  /** twelve monthly payments */
  twelveMonthlyCents: number;
  /** what a year costs less on the annual plan (0 when it does not) */
  savingCents: number;
  /** round((1 − annual / twelve monthly) × 100), never below 0 */
  savingPercent: number;
  /** the annual price spread over twelve months, rounded half up to the cent */
  annualPerMonthCents: number;
}

export function annualUpgradeOffer(input: {
  monthlyPlanCode: string;
  annualPlanCode: string;
  monthlyCents: number;
  annualCents: number;
}): AnnualUpgradeOffer {
  const twelveMonthlyCents = input.monthlyCents * 12;
  const savingCents = Math.max(0, twelveMonthlyCents - input.annualCents);
  return {
    monthlyPlanCode: input.monthlyPlanCode,
    annualPlanCode: input.annualPlanCode,
    monthlyCents: input.monthlyCents,
    annualCents: input.annualCents,
    twelveMonthlyCents,
    savingCents,
    savingPercent: savingCents > 0 ? Math.max(0, discountPercent(input.annualCents, twelveMonthlyCents)) : 0,
    annualPerMonthCents: Math.floor(input.annualCents / 12 + 0.5),
  };
}

export const ANNUAL_OFFER_TEXTS = {
  title: "Switch to yearly billing",
  cta: "Upgrade to yearly",
  notNow: "Not now",
  /** the sentence under the figures */
  summary: (o: AnnualUpgradeOffer) =>
    o.savingCents > 0
      ? `Pay ${formatUsd(o.annualCents)} once a year instead of ${formatUsd(o.monthlyCents)} a month (${formatUsd(o.twelveMonthlyCents)} a year): you save ${formatUsd(o.savingCents)}, ${o.savingPercent}% of a year of monthly payments.`
      : `Pay ${formatUsd(o.annualCents)} once a year instead of ${formatUsd(o.monthlyCents)} a month.`,
  credit: "What is left of the month you paid for is credited at checkout, and your yearly plan starts the day you upgrade.",
} as const;

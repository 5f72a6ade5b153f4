// Business purchases and enterprise trials (docs/product/organizations.md#business-checkout,
// #seats, #trials): which organization kind and plan types a business checkout is
// for, how seats are priced (per seat, then the usual pricing steps), and the trial rules.
import { ENTERPRISE_TYPES, PLAN_TYPES, TEAM_TRIAL_DAYS } from "./constants";
import { calendarDaysBetween, requireDate, type DateInput } from "./dates";
import { formatUsd, roundHalfUp, type Cents } from "./money";
import { priceCheckout, type CheckoutPrice, type PriceCheckoutInput } from "./pricing";
import { isBusinessCheckoutType, type BusinessCheckoutType, type PlanCode } from "./plans";
import { showTrialExtensionBanner, trialDaysLeft } from "./banners";

// ---- constants -------------------------------------------------------------------

/** Seats a business checkout may buy at once (a buy, an upgrade, a reactivation, or seats added). */
export const BUSINESS_SEATS_MIN = 1;
export const BUSINESS_SEATS_MAX = 1000;
/** Seats of a self-initiated team trial. */
export const TEAM_TRIAL_SEATS = 5;
/** The team trial lasts this many days (docs/product/organizations.md#trials). */
export const ENTERPRISE_TRIAL_DAYS = TEAM_TRIAL_DAYS;
/** The trial-extension banner shows from this many days before the trial ends (docs/product/organizations.md#trials). */
export const TRIAL_EXTENSION_BANNER_DAYS = 3;
/** One extension adds this many days to the trial. */
export const TRIAL_EXTENSION_DAYS = 7;
/** A trial request's mailed link is valid this long. */
export const TRIAL_REQUEST_TTL_DAYS = 7;
/**
 * The plan a trial organization holds: premium, yearly, enterprise (6003), so that the trial is
 * bought with enterprise-subscription-upgrade while it runs, or -reactivation after it ended.
 */
export const TRIAL_PLAN: PlanCode = { featureSet: 300, validityMonths: 12, planType: PLAN_TYPES.ENTERPRISE };

export const BUSINESS_TEXTS = {
  seatsRange: `Choose between ${BUSINESS_SEATS_MIN} and ${BUSINESS_SEATS_MAX} seats.`,
  wrongPlanForTeam: "A team checkout sells team plans (plan type 6001 or 6005). Choose a team plan.",
  wrongPlanForEnterprise: "An enterprise checkout sells enterprise plans (plan type 6003 or 6004). Choose an enterprise plan.",
  wrongKindTeam: "This organization is an enterprise: use the enterprise checkout.",
  wrongKindEnterprise: "This organization is a team: use the team checkout.",
  cannotAddSeats: "Seats can be added only when the subscription allows it. Contact us to change your plan.",
  subscriptionNotRunning: "This subscription has ended. Reactivate it instead.",
  subscriptionStillRunning: "This subscription is still running: add seats or upgrade it instead.",
  trialNoSeats: "Seats cannot be added to a trial. Upgrade the trial to a paid plan first.",
  samePlan: "The organization already has this plan with these seats.",
  tooFewSeats: (inUse: number) => `${inUse} seats are in use in this organization: choose at least ${inUse}.`,
  trialAlreadyExtended: "This trial has already been extended once.",
  trialNotExtendable: "This trial cannot be extended now.",
  trialExtended: (days: number) => `Your trial has been extended by ${days} days.`,
  extendTrial: "Extend trial",
} as const;

// ---- checkout types ---------------------------------------------------------------

export type BusinessAction = "buy" | "upgrade" | "reactivation" | "seats";
export type OrganizationKind = "team" | "enterprise";

const ACTIONS: Record<BusinessCheckoutType, { action: BusinessAction; kind: OrganizationKind }> = {
  "enterprise-subscription-buy": { action: "buy", kind: "enterprise" },
  "enterprise-subscription-upgrade": { action: "upgrade", kind: "enterprise" },
  "enterprise-subscription-reactivation": { action: "reactivation", kind: "enterprise" },
  "enterprise-seats-purchase": { action: "seats", kind: "enterprise" },
  "loggedout-enterprise-purchase": { action: "buy", kind: "enterprise" },
  "team-subscription-buy": { action: "buy", kind: "team" },
  "team-subscription-seats-purchase": { action: "seats", kind: "team" },
  "team-subscription-reactivation": { action: "reactivation", kind: "team" },
};

/** What a business checkout does (buy, upgrade, reactivation, seats) and for which kind of organization. */
export function businessCheckout(type: BusinessCheckoutType): { action: BusinessAction; kind: OrganizationKind } {
  if (!isBusinessCheckoutType(type)) throw new Error("Unexpected checkout type");
  return ACTIONS[type];
}

/** Team checkouts sell plan types 6001 (team) and 6005 (enterprise team); enterprise ones 6003 and 6004. */
export const PLAN_TYPES_BY_KIND: Readonly<Record<OrganizationKind, readonly number[]>> = {
  team: [PLAN_TYPES.TEAM, PLAN_TYPES.ENTERPRISE_TEAM],
  enterprise: [PLAN_TYPES.ENTERPRISE, PLAN_TYPES.ENTERPRISE_PLUS],
};

/** Null when the plan fits the kind of organization, else the sentence that says why not. */
export function businessPlanRefusal(kind: OrganizationKind, plan: Pick<PlanCode, "planType">): string | null {
  if (PLAN_TYPES_BY_KIND[kind].includes(plan.planType)) return null;
  return kind === "team" ? BUSINESS_TEXTS.wrongPlanForTeam : BUSINESS_TEXTS.wrongPlanForEnterprise;
}

/** subscription_sub_type of a business plan: 9001 team, 9002 enterprise plus, 9000 enterprise. */
export function enterpriseSubType(planType: number): number {
  if (planType === PLAN_TYPES.TEAM || planType === PLAN_TYPES.ENTERPRISE_TEAM) return ENTERPRISE_TYPES.TEAM;
  if (planType === PLAN_TYPES.ENTERPRISE_PLUS) return ENTERPRISE_TYPES.ENTERPRISE_PLUS;
  return ENTERPRISE_TYPES.ENTERPRISE;
}

export function isValidSeatCount(seats: number): boolean {
  return Number.isInteger(seats) && seats >= BUSINESS_SEATS_MIN && seats <= BUSINESS_SEATS_MAX;
}

// ---- per-seat pricing ---------------------------------------------------------------

/** The term of the organization subscription that seats are added to. */
interface SeatTerm {
  start_date: DateInput;
  expiration_date: DateInput;
}

/**
 * Seats added to a running subscription cost their share of the remaining term:
 * per-seat list price × extra seats × remaining days ÷ term days, rounded half up to the cent
 * (whole calendar days; a term that has ended, or has no days, costs nothing and is refused
 * before this by the caller). On the term's first day the full price is due.
 */
export function proRataSeatsCents(
  perSeatCents: Cents,
  extraSeats: number,
  term: SeatTerm,
  now: DateInput,
): { cents: Cents; remainingDays: number; totalDays: number } {
  if (!Number.isInteger(perSeatCents) || perSeatCents < 0) throw new Error(`perSeatCents must be non-negative integer cents, got ${perSeatCents}`);
  if (!isValidSeatCount(extraSeats)) throw new Error(`extraSeats must be ${BUSINESS_SEATS_MIN}–${BUSINESS_SEATS_MAX}, got ${extraSeats}`);
  const totalDays = calendarDaysBetween(term.start_date, term.expiration_date);
  if (totalDays <= 0) return { cents: 0, remainingDays: 0, totalDays: Math.max(0, totalDays) };
  const remainingDays = Math.min(totalDays, Math.max(0, calendarDaysBetween(now, term.expiration_date)));
  return { cents: roundHalfUp((perSeatCents * extraSeats * remainingDays) / totalDays), remainingDays, totalDays };
}

interface BusinessPriceInput extends Omit<
  PriceCheckoutInput,
  "listPriceCents" | "item" | "githubStudent" | "regionalDiscountPercent" | "referralBalanceCents"
> {
  plan: PlanCode;
  /** the plan's list price per seat (seed data) */
  perSeatCents: Cents;
  seats: number;
  /** seats purchase: the term the extra seats join (priced pro rata) */
  addTo?: SeatTerm | null;
}

/**
 * A business checkout's price: seats × per-seat list price (or, for seats added to a running
 * subscription, their pro rata share of the remaining term), then the usual steps of
 * priceCheckout. Regional, student and referral discounts are for individual learners only; a
 * coupon and an upgrade credit apply as usual. The first line says how the list price is made.
 */
export function priceBusinessCheckout(input: BusinessPriceInput): CheckoutPrice {
  if (!isValidSeatCount(input.seats)) throw new Error(BUSINESS_TEXTS.seatsRange);
  let list: Cents;
  let label: string;
  if (input.addTo) {
    const share = proRataSeatsCents(input.perSeatCents, input.seats, input.addTo, input.now);
    list = share.cents;
    label = `${seatsLabel(input.seats)} × ${formatUsd(input.perSeatCents)} for ${share.remainingDays} of ${share.totalDays} days`;
  } else {
    list = input.perSeatCents * input.seats;
    label = `List price (${seatsLabel(input.seats)} × ${formatUsd(input.perSeatCents)})`;
  }
  const { plan, perSeatCents: _p, seats: _s, addTo: _a, ...rest } = input;
  const price = priceCheckout({ ...rest, item: { kind: "plan", plan }, listPriceCents: list });
  return { ...price, lineItems: price.lineItems.map((l) => (l.id === "list_price" ? { ...l, label } : l)) };
}

export const seatsLabel = (n: number) => `${n} ${n === 1 ? "seat" : "seats"}`;

// ---- trials ----------------------------------------------------------------------------

export interface TrialFacts {
  /** the organization's trial expiration date (null: not a trial) */
  trialExpirationDate: DateInput | null;
  trialExtended: boolean;
  isSelfInitiatedTrial: boolean;
}

/** A trial grants access until its expiration date (exclusive); after it, nothing. */
export function isTrialRunning(trialExpirationDate: DateInput | null, now: DateInput): boolean {
  if (!trialExpirationDate) return false;
  return requireDate(trialExpirationDate, "trialExpirationDate").getTime() > requireDate(now, "now").getTime();
}

/** The extension banner (docs/product/organizations.md#trials) with this project's threshold, and the days left it names. */
export function trialExtensionBanner(trial: TrialFacts, now: DateInput): { show: boolean; daysLeft: number } {
  if (!trial.trialExpirationDate) return { show: false, daysLeft: -1 };
  const daysLeft = trialDaysLeft(trial.trialExpirationDate, now);
  const show =
    isTrialRunning(trial.trialExpirationDate, now) &&
    showTrialExtensionBanner({
      daysLeft,
      threshold: TRIAL_EXTENSION_BANNER_DAYS,
      trial_extended: trial.trialExtended,
      is_self_initiated_trial: trial.isSelfInitiatedTrial,
    });
  return { show, daysLeft };
}

/**
 * One extension per trial, asked for while the banner shows: the new expiration date, or the
 * sentence that says why not.
 */
export function extendTrial(trial: TrialFacts, now: DateInput): { ok: true; expirationDate: Date } | { ok: false; reason: string } {
  if (trial.trialExtended) return { ok: false, reason: BUSINESS_TEXTS.trialAlreadyExtended };
  if (!trialExtensionBanner(trial, now).show) return { ok: false, reason: BUSINESS_TEXTS.trialNotExtendable };
  const end = requireDate(trial.trialExpirationDate!, "trialExpirationDate");
  return { ok: true, expirationDate: new Date(end.getTime() + TRIAL_EXTENSION_DAYS * 86_400_000) };
}

export type TrialRequestStatus = "valid" | "used" | "expired" | "invalid";

/** A trial request's token: pending and not past its date is valid; accepted is used; else expired. */
export function trialRequestStatus(request: { status: string; expiresAt: DateInput } | null | undefined, now: DateInput): TrialRequestStatus {
  if (!request) return "invalid";
  if (request.status === "accepted") return "used";
  if (request.status === "expired") return "expired";
  return requireDate(request.expiresAt, "expiresAt").getTime() > requireDate(now, "now").getTime() ? "valid" : "expired";
}

/** A slug for an organization's name: lower case words joined by hyphens (at most 48 characters). */
export function organizationSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/g, "");
  return slug || "organization";
}

// Business purchases (docs/product/organizations.md#business-checkout): the price of seats for an
// organization (the engine's priceBusinessCheckout on the seeded per-seat list prices), who may
// buy what for which organization, and what a paid attempt gives, inside the checkout's grant
// transaction: a new organization with its subscription and its buyer as super admin with a seat;
// seats added; a subscription upgraded or renewed in place (members keep their seats).
//
// What an attempt buys travels in its item code (no schema change):
//   org:{planCode}:{seats}:{organizationSubscriptionId or 0 for a new organization}:{name, URI-encoded}
// Organization payment methods: the organization's card is the primary method of its billing admin,
// the admin who paid for its subscription (organization_subscriptions.transaction_id → the
// transaction's user); payment_methods has no organization column.
import { z } from "zod";
import {
  addMonths,
  BUSINESS_SEATS_MAX,
  BUSINESS_SEATS_MIN,
  BUSINESS_TEXTS,
  businessCheckout,
  businessPlanRefusal,
  canAddSeats,
  enterpriseSubType,
  formatPlanCode,
  isBusinessCheckoutType,
  organizationSlug,
  parsePlanCode,
  planName,
  priceBusinessCheckout,
  seatsLabel,
  type BusinessAction,
  type BusinessCheckoutType,
  type CheckoutPrice,
  type OrganizationKind,
  type PlanCode,
} from "~/engine";
import { isLiveSubscription, type Organization, type OrganizationSubscriptionRow } from "~/models/organization.server";
import {
  addSeats,
  findMembership,
  findOrganization,
  findOrganizationSubscription,
  insertOrganization,
  insertOrganizationMember,
  insertOrganizationSubscription,
  lockOrganizationSubscription,
  organizationNameOfSubscription,
  organizationSlugTaken,
  seatsInUse,
  transactionFacts,
  updateOrganizationSubscription,
} from "~/models/organizationPurchase.server";
import type { User } from "~/models/user.server";
import { badRequest, forbidden, notFound } from "~/utils/http.server";
import { lookUpCoupon, requirePlan } from "../billing/pricing.server";

const PURCHASE_TEXTS = {
  subscriptionNotFound: "We could not find that organization subscription.",
  adminsOnly: "Only an admin of this organization can buy for it.",
  subscriptionRequired: "Name the organization subscription (subscription_id).",
  nameRequired: "Enter the name of your organization.",
  nameTooLong: "The organization's name is at most 100 characters.",
  planRequired: "Choose a plan.",
} as const;

export type BusinessFields = { seats?: unknown; organizationName?: unknown; subscriptionId?: unknown };

type BusinessQuote = {
  checkoutType: BusinessCheckoutType;
  action: BusinessAction;
  kind: OrganizationKind;
  itemCode: string;
  planCode: string;
  plan: PlanCode;
  seats: number;
  perSeatCents: number;
  price: CheckoutPrice;
  couponProblem: string | null;
  couponCode: string | null;
  country: null;
  organizationName: string;
  organization: Pick<Organization, "id" | "name" | "kind"> | null;
  subscription: OrganizationSubscriptionRow | null;
  /** what is bought, in words (page, receipt, confirmation) */
  label: string;
};

const seatsSchema = z.coerce
  .number({ error: BUSINESS_TEXTS.seatsRange })
  .int(BUSINESS_TEXTS.seatsRange)
  .min(BUSINESS_SEATS_MIN, BUSINESS_TEXTS.seatsRange)
  .max(BUSINESS_SEATS_MAX, BUSINESS_TEXTS.seatsRange);
const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** The organization's name as typed: trimmed, inner whitespace collapsed ("" when none). */
function cleanOrganizationName(raw: unknown): string {
  return typeof raw === "string" ? raw.trim().replace(/\s+/g, " ") : "";
}

/** A name problem, or null (a buy names its organization: 1–100 characters). */
export function organizationNameProblem(name: string): string | null {
  if (!name) return PURCHASE_TEXTS.nameRequired;
  if (name.length > 100) return PURCHASE_TEXTS.nameTooLong;
  return null;
}

async function paidCentsOf(transactionId: number | null): Promise<number> {
  if (!transactionId) return 0;
  return (await transactionFacts(transactionId))?.amountCents ?? 0;
}

/**
 * The organization subscription a checkout is for, when the buyer is an admin of its
 * organization: 404 for someone who is not a member (another organization's admin included),
 * 403 for a member who is not an admin.
 */
async function requireAdminSubscription(
  user: Pick<User, "id"> | null,
  rawId: unknown,
): Promise<{ subscription: OrganizationSubscriptionRow; organization: Organization }> {
  if (blank(rawId)) badRequest({ subscription_id: PURCHASE_TEXTS.subscriptionRequired });
  const id = idSchema.safeParse(rawId);
  if (!id.success) notFound(PURCHASE_TEXTS.subscriptionNotFound);
  const subscription = await findOrganizationSubscription(id.data);
  if (!subscription || !user) notFound(PURCHASE_TEXTS.subscriptionNotFound);
  const member = await findMembership(subscription.organizationId, user.id);
  if (!member) notFound(PURCHASE_TEXTS.subscriptionNotFound);
  if (!member.isAdmin) forbidden(PURCHASE_TEXTS.adminsOnly);
  const organization = (await findOrganization(subscription.organizationId))!;
  return { subscription, organization };
}

/**
 * Prices a business checkout for this buyer now, with every check of who may buy what: 400 with
 * the sentence for a wrong plan, seat count or state; 403/404 for an organization that is not the
 * buyer's to buy for. `user` is null only for the logged-out purchase (a new organization).
 */
export async function quoteBusiness(input: {
  user: Pick<User, "id"> | null;
  checkoutType: BusinessCheckoutType;
  planCode: string | null | undefined;
  business?: BusinessFields | null;
  couponCode?: string | null;
  now: Date;
}): Promise<BusinessQuote> {
  const { action, kind } = businessCheckout(input.checkoutType);
  const fields = input.business ?? {};
  const organizationName = action === "buy" ? cleanOrganizationName(fields.organizationName).slice(0, 200) : "";
  let subscription: OrganizationSubscriptionRow | null = null;
  let organization: Organization | null = null;
  if (action !== "buy") {
    const found = await requireAdminSubscription(input.user, fields.subscriptionId);
    subscription = found.subscription;
    organization = found.organization;
    if (organization.kind !== kind) badRequest(kind === "team" ? BUSINESS_TEXTS.wrongKindTeam : BUSINESS_TEXTS.wrongKindEnterprise);
  }
  const live = subscription ? isLiveSubscription(subscription, input.now) : false;
  // The plan: named by the buyer, except seats (the subscription's plan) and a reactivation without one.
  const planRaw =
    action === "seats" ? subscription!.planCode : blank(input.planCode) && action === "reactivation" ? subscription!.planCode : input.planCode;
  if (blank(planRaw)) badRequest({ plan: PURCHASE_TEXTS.planRequired });
  const { plan, code, listPriceCents } = await requirePlan(planRaw);
  const planProblem = businessPlanRefusal(kind, plan);
  if (planProblem) badRequest(planProblem);

  const defaultSeats = action === "buy" ? 5 : action === "seats" ? 1 : subscription!.seats;
  const seatsParsed = seatsSchema.safeParse(blank(fields.seats) ? defaultSeats : fields.seats);
  if (!seatsParsed.success) badRequest({ seats: BUSINESS_TEXTS.seatsRange });
  const seats = seatsParsed.data;

  if (subscription) {
    if (action === "seats") {
      if (!live) badRequest(BUSINESS_TEXTS.subscriptionNotRunning);
      if (subscription.status === "trial") badRequest(BUSINESS_TEXTS.trialNoSeats);
      if (!canAddSeats({ can_add_seats: subscription.canAddSeats })) badRequest(BUSINESS_TEXTS.cannotAddSeats);
      if (subscription.seats + seats > BUSINESS_SEATS_MAX) badRequest({ seats: BUSINESS_TEXTS.seatsRange });
    } else if (action === "upgrade") {
      if (!live) badRequest(BUSINESS_TEXTS.subscriptionNotRunning);
      if (subscription.planCode === code && subscription.seats === seats && subscription.status !== "trial") badRequest(BUSINESS_TEXTS.samePlan);
    } else if (action === "reactivation" && live && subscription.status !== "trial") {
      badRequest(BUSINESS_TEXTS.subscriptionStillRunning);
    }
    if (action === "upgrade" || action === "reactivation") {
      const inUse = await seatsInUse(subscription.id);
      if (seats < inUse) badRequest({ seats: BUSINESS_TEXTS.tooFewSeats(inUse) });
    }
  }

  const { coupon, problem } = await lookUpCoupon(input.couponCode);
  const price = priceBusinessCheckout({
    plan,
    perSeatCents: listPriceCents,
    seats,
    coupon,
    addTo: action === "seats" ? { start_date: subscription!.startDate, expiration_date: subscription!.expirationDate } : null,
    // An upgrade credits the unused value of what the organization paid for the plan it replaces.
    upgradeFrom:
      action === "upgrade" && subscription && subscription.status !== "trial"
        ? {
            paidCents: await paidCentsOf(subscription.transactionId),
            start_date: subscription.startDate,
            expiration_date: subscription.expirationDate,
          }
        : null,
    now: input.now,
  });
  const itemCode = `org:${code}:${seats}:${subscription?.id ?? 0}:${encodeURIComponent(organizationName)}`;
  return {
    checkoutType: input.checkoutType,
    action,
    kind,
    itemCode,
    planCode: code,
    plan,
    seats,
    perSeatCents: listPriceCents,
    price,
    couponProblem: problem ?? price.couponRejection?.message ?? null,
    couponCode: coupon && !price.couponRejection ? coupon.code : null,
    country: null,
    organizationName,
    organization: organization ? { id: organization.id, name: organization.name, kind: organization.kind } : null,
    subscription,
    label: describe(action, code, seats, organization?.name ?? organizationName),
  };
}

function describe(action: BusinessAction, planCode: string, seats: number, name: string): string {
  const who = name ? ` for ${name}` : "";
  if (action === "seats") return `${seatsLabel(seats)} more on ${planName(planCode)}${who}`;
  if (action === "upgrade") return `${planName(planCode)} with ${seatsLabel(seats)}${who} (upgrade)`;
  if (action === "reactivation") return `${planName(planCode)} with ${seatsLabel(seats)}${who} (renewed)`;
  return `${planName(planCode)} with ${seatsLabel(seats)}${who}`;
}

type BusinessItem = { planCode: string; seats: number; subscriptionId: number; organizationName: string };

/** The business item code of an attempt, or null for an individual one. */
function parseBusinessItem(itemCode: string): BusinessItem | null {
  const m = /^org:(\d+-\d+-\d+):(\d+):(\d+):(.*)$/.exec(itemCode);
  if (!m) return null;
  let name = "";
  try {
    name = decodeURIComponent(m[4]!);
  } catch {
    name = "";
  }
  return { planCode: m[1]!, seats: Number(m[2]), subscriptionId: Number(m[3]), organizationName: name };
}

/** What a business attempt bought, in words (receipts, confirmation); null for an individual one. */
export async function businessItemLabel(checkoutType: string, itemCode: string): Promise<string | null> {
  const item = parseBusinessItem(itemCode);
  if (!item || !isBusinessCheckoutType(checkoutType)) return null;
  const name = item.organizationName || (item.subscriptionId ? await organizationNameOfSubscription(item.subscriptionId) : "");
  return describe(businessCheckout(checkoutType).action, item.planCode, item.seats, name);
}

/** The checkout page of a business attempt (to try again). */
export function businessCheckoutPath(checkoutType: string, itemCode: string): string | null {
  const item = parseBusinessItem(itemCode);
  if (!item) return null;
  const params = new URLSearchParams({ plan: item.planCode, seats: String(item.seats) });
  if (item.subscriptionId) params.set("subscription_id", String(item.subscriptionId));
  if (item.organizationName) params.set("organization_name", item.organizationName);
  return `/checkout/${checkoutType}?${params}`;
}

/** A slug no other organization has: the name's, then -2, -3, … */
export async function uniqueOrganizationSlug(name: string): Promise<string> {
  const base = organizationSlug(name);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await organizationSlugTaken(slug))) return slug;
  }
}

/**
 * Gives what a paid business attempt bought, in the checkout's grant transaction (the subscription's
 * row locked, so that seat purchases of one subscription take turns). Returns a sentence for the receipt.
 */
export async function grantBusinessAttempt(input: {
  checkoutType: BusinessCheckoutType;
  itemCode: string;
  userId: number;
  transactionId: number;
  processor: string;
  now: Date;
}): Promise<string> {
  const item = parseBusinessItem(input.itemCode);
  if (!item) throw new Error(`not a business item code: ${input.itemCode}`);
  const { action, kind } = businessCheckout(input.checkoutType);
  const plan = parsePlanCode(item.planCode);
  const at = input.now.toISOString();
  const term = { planCode: formatPlanCode(plan), planType: plan.planType, subType: enterpriseSubType(plan.planType) };
  if (action === "buy") {
    const org = await insertOrganization({
      name: item.organizationName || "My organization",
      slug: await uniqueOrganizationSlug(item.organizationName),
      kind,
      isTeamSku: kind === "team",
    });
    const sub = await insertOrganizationSubscription({
      organizationId: org.id,
      ...term,
      seats: item.seats,
      canAddSeats: true,
      status: "active",
      startDate: at,
      expirationDate: addMonths(input.now, plan.validityMonths).toISOString(),
      autoRenew: true,
      processor: input.processor,
      transactionId: input.transactionId,
    });
    await insertOrganizationMember({
      organizationId: org.id,
      userId: input.userId,
      role: "Admin",
      isAdmin: true,
      adminLevel: "super_admin",
      subscriptionId: sub.id,
    });
    return `${org.name} is ready: you are its admin, with one of its ${item.seats} seats.`;
  }
  const sub = await lockOrganizationSubscription(item.subscriptionId);
  if (!sub) throw new Error(`organization subscription ${item.subscriptionId} is gone`);
  if (action === "seats") {
    await addSeats(sub.id, item.seats);
    return `${seatsLabel(item.seats)} added: the subscription has ${sub.seats + item.seats} seats now.`;
  }
  // An upgrade or a reactivation: the same subscription row (members keep their seats), a new term.
  await updateOrganizationSubscription(sub.id, {
    ...term,
    seats: item.seats,
    status: "active",
    startDate: at,
    expirationDate: addMonths(input.now, plan.validityMonths).toISOString(),
    autoRenew: true,
    processor: input.processor,
    transactionId: input.transactionId,
  });
  return `The subscription is on ${planName(term.planCode)} with ${seatsLabel(item.seats)} until ${addMonths(input.now, plan.validityMonths).toISOString().slice(0, 10)}.`;
}

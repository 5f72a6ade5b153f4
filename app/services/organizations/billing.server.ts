// Organization billing (docs/product/billing.md#organization-billing): who may read and change an
// organization subscription's payment methods, whose methods they are, and the facts the admin
// area's events carry.
//
// The organization's payment methods are the saved methods of its paying admin: the admin whose
// card paid last for the subscription (a purchase, more seats, an upgrade or a reactivation).
// Before anyone has paid, each admin sees and changes their own methods, the ones they would pay
// with. Every admin (the subscription executive included) reads them; only the paying admin
// changes them (403 for the other admins, 404 outside the organization, 403 for a member).
import { z } from "zod";
import {
  isLiveSubscription,
  listOrganizationSubscriptions,
  seatsUsedBySubscription,
  type Organization,
  type OrganizationSubscriptionRow,
} from "~/models/organization.server";
import {
  findMembership,
  findOrganization,
  findOrganizationSubscription,
  transactionsOfOrganizationSubscription,
} from "~/models/organizationPurchase.server";
import { hasPaymentMethodOn } from "~/models/paymentMethod.server";
import type { User } from "~/models/user.server";
import { isCardExpired, planName } from "~/engine";
import { forbidden, notFound } from "~/utils/http.server";
import { listMethods } from "../billing/paymentMethods.server";
import { paymentGateway } from "../payments/index.server";
import { headerOrganizations } from "./active.server";

export const ORG_BILLING_TEXTS = {
  organizationNotFound: "We could not find that organization.",
  subscriptionNotFound: "We could not find that organization subscription.",
  adminsOnly: "Only an admin of this organization can see or change its payment methods.",
  payerOnly: "Only the admin who pays for this subscription can change its payment method.",
  noOrganization: "You are not an admin of any organization.",
} as const;

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** An admin of the organization: the admin flag, or the subscription executive's level. */
export const isOrganizationAdmin = (m: Pick<Membership, "isAdmin" | "adminLevel">): boolean => m.isAdmin || m.adminLevel === "subscription_executive";

/** The organization an admin names (404 when the caller is not a member or it does not exist, 403 for a member who is not an admin). */
export async function requireAdminOf(
  user: Pick<User, "id">,
  rawOrganizationId: unknown,
): Promise<{ organization: Organization; membership: Membership }> {
  const id = idSchema.safeParse(rawOrganizationId);
  if (!id.success) notFound(ORG_BILLING_TEXTS.organizationNotFound);
  const membership = await findMembership(id.data, user.id);
  if (!membership) notFound(ORG_BILLING_TEXTS.organizationNotFound);
  if (!isOrganizationAdmin(membership)) forbidden(ORG_BILLING_TEXTS.adminsOnly);
  const organization = (await findOrganization(id.data))!;
  return { organization, membership };
}

/** The user who paid last for an organization subscription, or null when nobody has (a seeded plan, a trial). */
export async function organizationPayer(subscription: Pick<OrganizationSubscriptionRow, "id" | "transactionId">): Promise<number | null> {
  const [latest] = await transactionsOfOrganizationSubscription(subscription.id, subscription.transactionId);
  return latest?.userId ?? null;
}

export type OrganizationBilling = {
  organization: Organization;
  subscription: OrganizationSubscriptionRow;
  membership: Membership;
  /** the admin who paid last, null before anyone has */
  payerId: number | null;
  /** whose saved methods are the organization's for this caller */
  ownerId: number;
  /** whether this caller may change them */
  mayChange: boolean;
};

/**
 * An organization subscription's billing for an admin of its organization: 404 outside the
 * organization (or a subscription of another one), 403 for a member; with `change`, 403 for an
 * admin who is not the paying admin.
 */
export async function requireOrganizationBilling(
  user: Pick<User, "id">,
  rawOrganizationId: unknown,
  rawSubscriptionId: unknown,
  opts: { change?: boolean } = {},
): Promise<OrganizationBilling> {
  const { organization, membership } = await requireAdminOf(user, rawOrganizationId);
  const subId = idSchema.safeParse(rawSubscriptionId);
  if (!subId.success) notFound(ORG_BILLING_TEXTS.subscriptionNotFound);
  const subscription = await findOrganizationSubscription(subId.data);
  if (!subscription || subscription.organizationId !== organization.id) notFound(ORG_BILLING_TEXTS.subscriptionNotFound);
  const payerId = await organizationPayer(subscription);
  const ownerId = payerId ?? user.id;
  const mayChange = ownerId === user.id;
  if (opts.change && !mayChange) forbidden(ORG_BILLING_TEXTS.payerOnly);
  return { organization, subscription, membership, payerId, ownerId, mayChange };
}

/** The organization's subscription an admin's billing page is about: the one named, else the live one that ends last. */
export async function billingSubscriptionOf(
  organizationId: number,
  rawSubscriptionId: unknown,
  now = new Date(),
): Promise<OrganizationSubscriptionRow | null> {
  const subs = await listOrganizationSubscriptions(organizationId);
  const named = idSchema.safeParse(rawSubscriptionId);
  if (named.success) return subs.find((s) => s.id === named.data) ?? null;
  const live = subs.filter((s) => isLiveSubscription(s, now));
  const pool = live.length ? live : subs;
  return [...pool].sort((a, b) => Date.parse(b.expirationDate) - Date.parse(a.expirationDate))[0] ?? null;
}

/**
 * GET /api/enterprise/events-info: what the admin area's analytics events say about the caller's
 * organization (the one named by organization_id, else the active one): the organization, the
 * caller's admin level, and each subscription with its seats and whether it has a payment method.
 */
export async function eventsInfo(user: Pick<User, "id">, rawOrganizationId: string | null, now = new Date()) {
  let organizationId: unknown = rawOrganizationId;
  if (rawOrganizationId === null) {
    const header = await headerOrganizations(user.id);
    // The active organization first, then the others in the header's order: the first where the caller is an admin.
    const ordered = [...header.organizations].sort((a, b) => Number(b.id === header.activeId) - Number(a.id === header.activeId));
    let found: number | null = null;
    for (const o of ordered) {
      const m = await findMembership(o.id, user.id);
      if (m && isOrganizationAdmin(m)) {
        found = o.id;
        break;
      }
    }
    if (found === null) notFound(ORG_BILLING_TEXTS.noOrganization);
    organizationId = found;
  }
  const { organization, membership } = await requireAdminOf(user, organizationId);
  const [subs, used] = await Promise.all([listOrganizationSubscriptions(organization.id), seatsUsedBySubscription(organization.id)]);
  const processor = paymentGateway().name;
  const subscriptions = [];
  for (const s of subs) {
    const payer = await organizationPayer(s);
    subscriptions.push({
      subscription_id: s.id,
      plan: s.planCode,
      subscription_type: s.planType,
      subscription_sub_type: s.subType,
      status: s.status,
      is_live: isLiveSubscription(s, now),
      seats: s.seats,
      seats_used: used.get(s.id) ?? 0,
      can_add_seats: s.canAddSeats,
      expiration_date: s.expirationDate,
      payment_method_added: payer === null ? false : await hasPaymentMethodOn(payer, processor),
      is_paying_admin: payer === user.id,
    });
  }
  return {
    user_kind: "B2B_USER",
    organization_id: organization.id,
    organization_name: organization.name,
    organization_kind: organization.kind,
    is_admin: true,
    admin_level: membership.adminLevel ?? "super_admin",
    subscriptions,
  };
}

// ---- the admin area's billing page ----------------------------------------------------------

/** The page's view of one saved method (the shape of the learner's billing page). */
export type OrganizationMethodView = {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isPrimary: boolean;
  isSecondary: boolean;
  goingToExpire: boolean;
  expired: boolean;
  eligibleAsSecondary: boolean;
  methodType: string;
  email: string | null;
  cashtag: string | null;
};

/**
 * What /enterprise-dashboard/{orgId}/billing shows an admin: the subscription (the one named by
 * ?subscription=, else the live one that ends last), the organization's methods, whether this admin
 * may change them, and where more seats are bought. 404 outside the organization, 403 for a member.
 */
export async function organizationBillingPage(user: Pick<User, "id">, rawOrganizationId: unknown, rawSubscriptionId: unknown, now = new Date()) {
  const { organization } = await requireAdminOf(user, rawOrganizationId);
  const subscription = await billingSubscriptionOf(organization.id, rawSubscriptionId, now);
  if (!subscription)
    return {
      organization: { id: organization.id, name: organization.name },
      subscription: null,
      methods: [],
      mayChange: false,
      payer: "none" as const,
    };
  const billing = await requireOrganizationBilling(user, organization.id, subscription.id);
  const list = await listMethods({ id: billing.ownerId }, now);
  const methods: OrganizationMethodView[] = list.methods.map((m, i) => ({
    token: m.processorToken,
    brand: m.brand,
    last4: m.last4,
    expMonth: m.expMonth,
    expYear: m.expYear,
    isPrimary: m.isPrimary,
    isSecondary: m.isSecondary,
    goingToExpire: list.answers[i]!.is_card_going_to_expire,
    expired: isCardExpired(m, now),
    eligibleAsSecondary: false,
    methodType: m.methodType,
    email: m.email,
    cashtag: m.cashtag,
  }));
  const used = (await seatsUsedBySubscription(organization.id)).get(subscription.id) ?? 0;
  const seatsType = organization.kind === "team" ? "team-subscription-seats-purchase" : "enterprise-seats-purchase";
  return {
    organization: { id: organization.id, name: organization.name },
    subscription: {
      id: subscription.id,
      plan: planName(subscription.planCode),
      seats: subscription.seats,
      seatsUsed: used,
      live: isLiveSubscription(subscription, now),
      canAddSeats: subscription.canAddSeats && subscription.status !== "trial",
      seatsCheckoutPath: `/checkout/${seatsType}?${new URLSearchParams({ subscription_id: String(subscription.id), seats: "1" })}`,
    },
    methods,
    mayChange: billing.mayChange,
    payer: billing.payerId === null ? ("none" as const) : billing.payerId === user.id ? ("you" as const) : ("another-admin" as const),
  };
}

// Custom actions, the API's side (docs/product/billing.md#custom-actions): the context, the coupons and
// their use, a purchase's invoice, and a coupon's redemption (the result). A purchase is the
// coupon-purchase checkout (checkout.server); a redemption is a subscription-buy of the action's plan
// with the coupon, priced at 0, through the same checkout, so each is recorded, and happens, once.
// Every function takes the viewer as plain values (the route reads the session) and returns an
// outcome; nobody but staff and the sponsor's admins learns that an action exists.
import { createHash } from "node:crypto";
import { centsToUsd } from "~/engine";
import {
  actionCouponStatus,
  canSeeCustomAction,
  CUSTOM_ACTION_TEXTS,
  customActionIdProblem,
  customActionListPriceCents,
  filterActionCoupons,
  summarizeActionUsage,
  type CouponStatus,
  type UsageReport,
} from "~/engine/customActions";
import { planName } from "~/engine/plans";
import { findPlanPrice } from "~/models/commerce.server";
import {
  actionCouponCodes,
  adminOrganizationIds,
  couponsOfPurchase,
  findActionPurchase,
  findCustomAction,
  listActionCoupons,
  type CustomActionRow,
} from "~/models/customAction.server";
import { getOrganization } from "~/models/organization.server";
import { couponsBoughtBy } from "~/models/checkoutAttempt.server";
import type { User } from "~/models/user.server";
import { checkout, TEXTS, type CheckoutResult } from "./checkout.server";
import { invoiceFor } from "./invoices.server";

export type Viewer = { user: User; isStaff: boolean };
type Refused = { ok: false; status: 400 | 404 | 409; errorText: string };
type Outcome<T> = { ok: true; data: T } | Refused;

const notFound = (errorText: string = CUSTOM_ACTION_TEXTS.notFound): Refused => ({ ok: false, status: 404, errorText });

/** The action, when it exists and the viewer may see it (staff, or an admin of its sponsor). */
async function visibleAction(viewer: Viewer, actionId: string): Promise<CustomActionRow | null> {
  if (customActionIdProblem(actionId)) return null;
  const action = await findCustomAction(actionId);
  if (!action) return null;
  const admins = viewer.isStaff ? [] : await adminOrganizationIds(viewer.user.id);
  return canSeeCustomAction({ isStaff: viewer.isStaff, adminOfOrganizationIds: admins }, action) ? action : null;
}

const usageJson = (u: UsageReport) => ({
  total: u.total,
  used: u.used,
  unused: u.unused,
  disabled: u.disabled,
  used_percent: u.usedPercent,
  first_used_at: u.firstUsedAt,
  last_used_at: u.lastUsedAt,
});

/**
 * GET /api/custom-actions/context/{id}[/{code}]: what the action is (sponsor, plan, coupons per
 * purchase, the price of one purchase, where to buy) and its coupons' counts; version 2 adds each
 * purchase with its invoice. With a coupon code: that coupon's state, for whoever holds the code.
 */
export async function customActionContext(viewer: Viewer, input: { actionId: string; couponCode: string | null; version: 1 | 2 }) {
  if (input.couponCode !== null) return couponContext(input.actionId, input.couponCode);
  const action = await visibleAction(viewer, input.actionId);
  if (!action) return notFound();
  const sponsor = await getOrganization(action.organizationId);
  const listPrice = (await findPlanPrice(action.planCode))?.listPriceCents ?? null;
  const usage = summarizeActionUsage(await listActionCoupons(action.id));
  const data = {
    id: action.id,
    kind: action.kind,
    title: action.title,
    status: action.status,
    sponsor: { id: action.organizationId, name: sponsor?.name ?? "" },
    plan: { code: action.planCode, name: planName(action.planCode) },
    coupons_per_purchase: action.couponsPerPurchase,
    purchase_price_usd: listPrice === null ? null : centsToUsd(customActionListPriceCents(listPrice, action.couponsPerPurchase)),
    purchase_url: `/checkout/coupon-purchase?plan=${action.planCode}&action_id=${action.id}`,
    coupons: usageJson(usage),
    ...(input.version === 2
      ? {
          version: 2,
          purchases: usage.purchases.map((p) => ({
            transaction_id: p.transactionId,
            coupons: p.coupons,
            used: p.used,
            invoice_url: `/api/custom-actions/transaction/coupon/${action.id}/${p.transactionId}/invoice`,
          })),
        }
      : { version: 1 }),
  };
  return { ok: true as const, data };
}

/** One coupon of an action, for whoever holds its code: the programme it belongs to and whether it can still be used. */
async function couponContext(actionId: string, rawCode: string): Promise<Outcome<object>> {
  const code = rawCode.trim().toUpperCase();
  const action = customActionIdProblem(actionId) ? undefined : await findCustomAction(actionId);
  const coupon = action ? (await listActionCoupons(action.id)).find((c) => c.code === code) : undefined;
  if (!action || !coupon) return notFound(CUSTOM_ACTION_TEXTS.couponNotOfAction);
  const sponsor = await getOrganization(action.organizationId);
  return {
    ok: true,
    data: {
      id: action.id,
      kind: action.kind,
      title: action.title,
      sponsor: { name: sponsor?.name ?? "" },
      plan: { code: action.planCode, name: planName(action.planCode) },
      coupon: { code: coupon.code, status: actionCouponStatus(coupon) },
      result_url: `/api/custom-actions/result/${action.id}/${coupon.code}`,
    },
  };
}

type CouponFilter = { status: CouponStatus | "all"; limit: number; offset: number };

/** POST /api/custom-actions/{id}/coupons: the action's coupons, filtered by status, a page at a time (reads only). */
export async function customActionCoupons(viewer: Viewer, actionId: string, filter: CouponFilter) {
  const action = await visibleAction(viewer, actionId);
  if (!action) return notFound();
  const kept = filterActionCoupons(await listActionCoupons(action.id), filter.status);
  return {
    ok: true as const,
    data: {
      action_id: action.id,
      status: filter.status,
      total: kept.length,
      coupons: kept.slice(filter.offset, filter.offset + filter.limit).map((c) => ({
        code: c.code,
        status: actionCouponStatus(c),
        used_at: c.usedAt,
        transaction_id: c.transactionId,
      })),
    },
  };
}

/** GET /api/custom-actions/{id}/recruiting-usage: how many of the action's coupons were used, when, and per purchase. */
export async function customActionUsage(viewer: Viewer, actionId: string) {
  const action = await visibleAction(viewer, actionId);
  if (!action) return notFound();
  const usage = summarizeActionUsage(await listActionCoupons(action.id));
  return {
    ok: true as const,
    data: {
      action_id: action.id,
      kind: action.kind,
      ...usageJson(usage),
      purchases: usage.purchases.map((p) => ({ transaction_id: p.transactionId, coupons: p.coupons, used: p.used })),
    },
  };
}

/** GET /api/custom-actions/transaction/coupon/{id}/{transaction}/invoice: the invoice of one purchase of the action, with the coupons it created. */
export async function customActionInvoice(viewer: Viewer, actionId: string, transactionId: number) {
  const action = await visibleAction(viewer, actionId);
  if (!action) return notFound();
  const purchase = Number.isSafeInteger(transactionId) && transactionId > 0 ? await findActionPurchase(action.id, transactionId) : undefined;
  const invoice = purchase ? await invoiceFor(purchase.userId, purchase.id) : null;
  if (!purchase || !invoice) return notFound(CUSTOM_ACTION_TEXTS.noInvoice);
  return { ok: true as const, data: { action_id: action.id, transaction_id: purchase.id, invoice, coupons: await couponsOfPurchase(purchase.id) } };
}

/** The one attempt id of a learner's redemption of a coupon: a second request is a replay of the first, never a second plan. */
function redemptionAttemptId(userId: number, code: string): string {
  const h = createHash("sha256").update(`custom-action-result:${userId}:${code}`).digest("hex");
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * POST /api/custom-actions/result/{id}[/{code}] {request_data: {coupon_code}}: the learner uses one of
 * the action's coupons; its plan starts now, free, once (the checkout's coupon cap and attempt id).
 */
export async function redeemCustomActionCoupon(input: {
  user: User;
  actionId: string;
  pathCode: string | null;
  bodyCode: string | null;
  country: string | null;
  origin: string;
  now?: Date;
}): Promise<Outcome<{ action_id: string; coupon_code: string; plan_code: string; attempt_id: string }> | Extract<CheckoutResult, { ok: false }>> {
  const pathCode = input.pathCode?.trim().toUpperCase() || null;
  const bodyCode = input.bodyCode?.trim().toUpperCase() || null;
  if (pathCode && bodyCode && pathCode !== bodyCode) return { ok: false, status: 400, errorText: CUSTOM_ACTION_TEXTS.codesDiffer };
  const code = pathCode ?? bodyCode;
  if (!code) return { ok: false, status: 400, errorText: CUSTOM_ACTION_TEXTS.couponCodeRequired };
  const action = customActionIdProblem(input.actionId) ? undefined : await findCustomAction(input.actionId);
  if (!action || !(await actionCouponCodes(action.id, [code])).has(code)) return notFound(CUSTOM_ACTION_TEXTS.couponNotOfAction);
  const attemptId = redemptionAttemptId(input.user.id, code);
  const result = await checkout(
    {
      user: input.user,
      attemptId,
      checkoutType: "subscription-buy",
      planCode: action.planCode,
      couponCode: code,
      country: input.country,
      payment: null,
      origin: input.origin,
      // The coupon gives the plan free: any other price is refused, never charged.
      expectedTotalCents: 0,
    },
    input.now,
  );
  if (!result.ok) return result;
  if (result.status !== "succeeded") return { ok: false, status: 409, errorText: TEXTS.processing };
  return { ok: true, data: { action_id: action.id, coupon_code: code, plan_code: action.planCode, attempt_id: attemptId } };
}

/**
 * POST /api/custom-actions/purchase/{id}: a sponsor's admin buys one batch of the action's coupons
 * with a saved or vaulted card; the coupon-purchase checkout (its price, its one charge per attempt,
 * its grant) does the rest. Returns the checkout's result and, once paid, the coupons created.
 */
export async function purchaseCustomAction(input: {
  user: User;
  actionId: string;
  attemptId: string;
  paymentMethod: string;
  expectedTotalCents: number | null;
  origin: string;
  now?: Date;
}): Promise<{ result: CheckoutResult; coupons: string[] }> {
  const action = customActionIdProblem(input.actionId) ? undefined : await findCustomAction(input.actionId);
  const result = await checkout(
    {
      user: input.user,
      attemptId: input.attemptId,
      checkoutType: "coupon-purchase",
      // An unknown action is refused by the quote, as the page refuses it.
      planCode: action?.planCode ?? "",
      actionId: input.actionId,
      country: null,
      payment: { kind: "method", id: input.paymentMethod },
      origin: input.origin,
      expectedTotalCents: input.expectedTotalCents,
    },
    input.now,
  );
  const coupons = result.ok && result.status === "succeeded" ? await couponsBoughtBy(result.attemptId) : [];
  return { result, coupons };
}

/**
 * The page /custom-actions/{id}: the action, its coupons (filtered by status) and their use, and
 * whether this viewer may buy another batch (an admin of the sponsor, while the action is open).
 */
export async function customActionPage(viewer: Viewer, actionId: string, status: CouponStatus | "all") {
  const action = await visibleAction(viewer, actionId);
  if (!action) return null;
  const sponsor = await getOrganization(action.organizationId);
  const all = await listActionCoupons(action.id);
  const usage = summarizeActionUsage(all);
  const isSponsorAdmin = (await adminOrganizationIds(viewer.user.id)).includes(action.organizationId);
  return {
    action: {
      id: action.id,
      kind: action.kind,
      title: action.title,
      status: action.status,
      sponsorName: sponsor?.name ?? "",
      planName: planName(action.planCode),
      couponsPerPurchase: action.couponsPerPurchase,
      purchaseUrl: `/checkout/coupon-purchase?plan=${action.planCode}&action_id=${action.id}`,
    },
    canBuy: isSponsorAdmin && action.status === "open",
    usage: { total: usage.total, used: usage.used, unused: usage.unused, disabled: usage.disabled, usedPercent: usage.usedPercent },
    status,
    coupons: filterActionCoupons(all, status).map((c) => ({
      code: c.code,
      status: actionCouponStatus(c),
      usedAt: c.usedAt,
      transactionId: c.transactionId,
    })),
  };
}

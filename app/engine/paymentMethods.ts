// A learner's saved payment methods (docs/product/billing.md#payment-methods):
// which one is primary (charged for renewals), which one is the backup (secondary, charged when
// the primary fails), what a deletion warns about, and the expiry flags. Pure: "now" is an
// argument, and every change returns a new list.
import { MESSAGES } from "./messages";
import { isCardExpired, isCardGoingToExpire, type CardExpiry } from "./renewals";
import type { DateInput } from "./dates";

export const PAYMENT_METHOD_TEXTS = {
  /** word for word (docs/product/billing.md#payment-methods) */
  deleteWarning: MESSAGES.deletePaymentMethodWarning,
  subscriptionNotRenewed: "Your current subscription will not be renewed without an active payment method...",
  trialLost: "You will lose access to the 7-Day Free Trial without an active payment method...",
  /** written out as a sentence (docs/product/billing.md#payment-methods) */
  secondaryNoLongerBacksUp: "This payment method will no longer back up your primary payment method if a payment fails.",
  primaryCannotBeSecondary: "Your primary payment method cannot also be its own backup. Choose another card as the backup.",
  notFound: "We could not find that payment method.",
} as const;

/** One entry of the list: its processor id (token / PaymentMethod id), the nonce it was added with, its flags and expiry. */
export interface ListedMethod extends CardExpiry {
  token: string;
  nonce?: string | null;
  isPrimary: boolean;
  isSecondary: boolean;
}

export type ListChange<T> = { ok: true; list: T[] } | { ok: false; reason: "not-found" | "primary-cannot-be-secondary"; text: string };

const notFound = { ok: false, reason: "not-found", text: PAYMENT_METHOD_TEXTS.notFound } as const;

/** ADD_METHOD: a method already in the list (same nonce or same id) is ignored; the first method becomes primary. */
export function addMethod<T extends ListedMethod>(list: readonly T[], method: T): T[] {
  const duplicate = list.some((m) => m.token === method.token || (!!method.nonce && m.nonce === method.nonce));
  if (duplicate) return [...list];
  const hasPrimary = list.some((m) => m.isPrimary);
  return [...list, { ...method, isPrimary: !hasPrimary, isSecondary: false }];
}

/** Setting a primary clears its secondary flag and un-primaries the old primary. */
export function makePrimary<T extends ListedMethod>(list: readonly T[], token: string): ListChange<T> {
  if (!list.some((m) => m.token === token)) return notFound;
  return {
    ok: true,
    list: list.map((m) => (m.token === token ? { ...m, isPrimary: true, isSecondary: false } : m.isPrimary ? { ...m, isPrimary: false } : m)),
  };
}

/** Adding a secondary replaces the previous secondary; the primary cannot be secondary. */
export function makeSecondary<T extends ListedMethod>(list: readonly T[], token: string): ListChange<T> {
  const target = list.find((m) => m.token === token);
  if (!target) return notFound;
  if (target.isPrimary) return { ok: false, reason: "primary-cannot-be-secondary", text: PAYMENT_METHOD_TEXTS.primaryCannotBeSecondary };
  return { ok: true, list: list.map((m) => (m.token === token ? { ...m, isSecondary: true } : m.isSecondary ? { ...m, isSecondary: false } : m)) };
}

/** Removes the secondary flag (the card stays saved). */
export function clearSecondary<T extends ListedMethod>(list: readonly T[], token: string): ListChange<T> {
  if (!list.some((m) => m.token === token)) return notFound;
  return { ok: true, list: list.map((m) => (m.token === token ? { ...m, isSecondary: false } : m)) };
}

/**
 * Deletes a method. When it was the primary, the secondary takes its place; without a secondary,
 * the first other card that has not expired (the list's order: newest first), so a learner with a
 * usable card always has a primary. `promoted` names the new primary, if any.
 */
export function removeMethod<T extends ListedMethod>(list: readonly T[], token: string, now: DateInput): ListChange<T> & { promoted?: string } {
  const target = list.find((m) => m.token === token);
  if (!target) return notFound;
  let rest = list.filter((m) => m.token !== token);
  if (!target.isPrimary) return { ok: true, list: rest };
  const next = rest.find((m) => m.isSecondary) ?? rest.find((m) => !isCardExpired(m, now));
  if (!next) return { ok: true, list: rest };
  rest = rest.map((m) => (m.token === next.token ? { ...m, isPrimary: true, isSecondary: false } : m));
  return { ok: true, list: rest, promoted: next.token };
}

/** The learner's plan, as far as a deletion's warnings care. */
export interface PlanAtStake {
  /** the 7-day free trial (status trial) */
  onTrial: boolean;
  /** renews by itself (auto-renew on, not cancelled) */
  autoRenews: boolean;
}

/**
 * The warnings shown before a deletion is confirmed (docs/product/billing.md#payment-methods). Always the first; the plan's
 * when no other usable card would be left to charge (the trial's on a trial, the subscription's on
 * an auto-renewing plan); the backup's when the method is the secondary behind a primary.
 */
export function deletionWarnings(list: readonly ListedMethod[], token: string, plan: PlanAtStake | null, now: DateInput): string[] {
  const target = list.find((m) => m.token === token);
  if (!target) return [];
  const warnings: string[] = [PAYMENT_METHOD_TEXTS.deleteWarning];
  const othersLeft = list.some((m) => m.token !== token && !isCardExpired(m, now));
  if (plan && !othersLeft) {
    if (plan.onTrial) warnings.push(PAYMENT_METHOD_TEXTS.trialLost);
    else if (plan.autoRenews) warnings.push(PAYMENT_METHOD_TEXTS.subscriptionNotRenewed);
  }
  if (target.isSecondary && list.some((m) => m.isPrimary && m.token !== token)) warnings.push(PAYMENT_METHOD_TEXTS.secondaryNoLongerBacksUp);
  return warnings;
}

/** Removing the backup flag warns about the same thing as deleting the backup. */
export function clearSecondaryWarnings(list: readonly ListedMethod[], token: string): string[] {
  const target = list.find((m) => m.token === token);
  return target?.isSecondary ? [PAYMENT_METHOD_TEXTS.secondaryNoLongerBacksUp] : [];
}

/** eligible_to_set_as_secondary: neither primary nor already the backup, and not expired. */
export function isEligibleAsSecondary(m: Pick<ListedMethod, "isPrimary" | "isSecondary" | "expMonth" | "expYear">, now: DateInput): boolean {
  return !m.isPrimary && !m.isSecondary && !isCardExpired(m, now);
}

/** The primary method, if any. */
const primaryOf = <T extends ListedMethod>(list: readonly T[]): T | null => list.find((m) => m.isPrimary) ?? null;

/**
 * is_payment_method_going_to_expired (docs/product/billing.md#payment-methods): the primary card stops working within 30
 * days, or before the next renewal charge of an auto-renewing plan. No primary: false.
 */
export function isPrimaryGoingToExpire(list: readonly ListedMethod[], now: DateInput, nextChargeAt?: DateInput | null): boolean {
  const primary = primaryOf(list);
  return !!primary && isCardGoingToExpire(primary, now, nextChargeAt);
}

/**
 * update_pm_discount (docs/product/billing.md#payment-methods): the discount offered for updating a primary card that is
 * going to expire; 0 once the primary no longer expires (or there is none). `offeredPercent` is
 * the offer itself, which is data, not a rule.
 */
export function updatePmDiscount(
  list: readonly ListedMethod[],
  now: DateInput,
  nextChargeAt: DateInput | null | undefined,
  offeredPercent: number,
): number {
  if (!Number.isFinite(offeredPercent) || offeredPercent <= 0) return 0;
  return isPrimaryGoingToExpire(list, now, nextChargeAt) ? Math.min(100, Math.round(offeredPercent)) : 0;
}

/** What the billing page and the card-expiring banner say while update_pm_discount is above 0. */
export function cardUpdateOfferText(percent: number): string {
  return `Make a card that lasts past your next renewal your primary card and get ${Math.round(percent)}% off that renewal.`;
}

/**
 * The discount earned by a change of the list (docs/product/billing.md#payment-methods): the offer
 * of update_pm_discount before the change, when after it the primary no longer expires (the learner
 * replaced the expiring card with one that lasts past the next charge). Else null: nothing earned.
 */
export function earnedCardUpdateDiscount(
  before: readonly ListedMethod[],
  after: readonly ListedMethod[],
  now: DateInput,
  nextChargeAt: DateInput | null | undefined,
  offeredPercent: number,
): { percent: number; replacedToken: string; newToken: string } | null {
  const percent = updatePmDiscount(before, now, nextChargeAt, offeredPercent);
  const replaced = primaryOf(before);
  const replacement = primaryOf(after);
  if (percent === 0 || !replaced || !replacement || replacement.token === replaced.token) return null;
  if (updatePmDiscount(after, now, nextChargeAt, offeredPercent) !== 0) return null;
  return { percent, replacedToken: replaced.token, newToken: replacement.token };
}

/** A method's flags that changed between two lists (what a store writes back). */
export function changedFlags<T extends ListedMethod>(before: readonly T[], after: readonly T[]): T[] {
  return after.filter((a) => {
    const b = before.find((m) => m.token === a.token);
    return !b || b.isPrimary !== a.isPrimary || b.isSecondary !== a.isSecondary;
  });
}

/**
 * The list answered when the saved methods cannot be loaded (docs/product/billing.md#payment-methods):
 * an empty list, so a client shows none rather than breaking, with the message to show.
 */
export function paymentMethodsLoadFailed() {
  return { payment_methods: [] as never[], update_pm_discount: 0, errorText: MESSAGES.paymentMethodsFetchError };
}

// A learner's payment methods (docs/product/billing.md#payment-methods): list them with their primary and
// backup flags, add one (a nonce, a Stripe PaymentMethod id, or a card typed into the embedded
// gateway's form), make one primary, set or clear the backup (secondary), delete one. The list's
// rules are the engine's (app/engine/paymentMethods.ts); the processor is asked first and every
// database change is one immediate transaction, so a refused or failed call changes nothing.
//
// A card added, or made primary, while the plan is past due is charged at once for the failed
// renewal (retryPastDueRenewals), and the outcome is part of the answer.
import {
  changedFlags,
  clearSecondary,
  clearSecondaryWarnings,
  couldNotProcessText,
  deletionWarnings,
  earnedCardUpdateDiscount,
  failedToAddPaymentMethodText,
  failedToFetchPaymentMethodText,
  isPrimaryGoingToExpire,
  makePrimary,
  makeSecondary,
  MESSAGES,
  PAYMENT_METHOD_TEXTS,
  removeMethod,
  updatePmDiscount,
  type ListChange,
  type PlanAtStake,
} from "~/engine";
import {
  deletePaymentMethodRow,
  findPaymentMethod,
  paymentMethodsOf,
  recordCardUpdateDiscount,
  recordPaymentMethod,
  setPaymentMethodFlags,
  type PaymentMethodRow,
} from "~/models/paymentMethod.server";
import { activeSubscription, listSubscriptions } from "~/models/subscription.server";
import { inBillingTransaction, lockForBilling } from "~/models/billing.server";
import { isTransactionOf } from "~/models/checkoutAttempt.server";
import type { User } from "~/models/user.server";
import { GatewayUnavailable, MethodRefused, type CardSummary } from "~/services/payments/gateway.server";
import { embeddedGateway, paymentGateway } from "~/services/payments/index.server";
import type { CardInput } from "~/services/payments/embedded.server";
import { env } from "~/utils/env.server";
import { paymentMethodAnswer, type NextChargeFacts } from "./api.server";
import { pastDueRenewal, quoteRenewal, type RetryResult } from "./renewals.server";
import { retryRenewal } from "./retry.server";

const PAYMENT_METHOD_DONE = {
  added: "Your card was added.",
  alreadySaved: "This card is already saved.",
  madePrimary: "Your primary payment method was updated.",
  madeSecondary: "This card now backs up your primary payment method if a payment fails.",
  secondaryCleared: "This card no longer backs up your primary payment method.",
  deleted: "The payment method was deleted.",
} as const;
/** The offer for replacing a primary card that is going to expire (UPDATE_PM_DISCOUNT_PERCENT; 0: none). */
const offeredCardUpdatePercent = () => env().UPDATE_PM_DISCOUNT_PERCENT;
export const CONFIRM_DELETE_FIRST = "Confirm the deletion first: a deleted payment method cannot be recovered.";
export const TRANSACTION_NOT_FOUND = "We could not find that transaction.";

export type MethodOutcome =
  | { ok: true; text: string; token?: string; retry?: RetryResult }
  | { ok: false; status: number; errorText?: string; errors?: Record<string, string> };

const supportEmail = () => env().SUPPORT_EMAIL;

/** A saved method with the engine's `token` (the processor's id) beside the row. */
export type Method = PaymentMethodRow & { token: string };
/** The learner's methods on this processor, primary first, then the newest. */
const methodsOf = async (userId: number, processor: string): Promise<Method[]> =>
  (await paymentMethodsOf(userId, processor)).map((r) => ({ ...r, token: r.processorToken }));
const processorName = () => paymentGateway().name;

// ---- what the learner's plan means for their methods --------------------------------------------

type BillingContext = {
  /** the plan that grants access now, as far as a deletion's warnings care */
  plan: PlanAtStake | null;
  /** the next renewal charge: when, how much, for which subscription (auto-renewing plans only) */
  nextCharge: NextChargeFacts | null;
  /** a renewal failed and is being retried (past due) */
  pastDue: boolean;
};

/** The learner's plan and its next renewal charge, for the flags and warnings of the list. */
async function billingContext(userId: number, now: Date): Promise<BillingContext> {
  const sub = await activeSubscription(userId, now);
  if (!sub) return { plan: null, nextCharge: null, pastDue: false };
  const pastDue = sub.status === "past_due";
  const autoRenews = sub.autoRenew && (sub.status === "active" || sub.status === "trial" || pastDue);
  let nextCharge: NextChargeFacts | null = null;
  if (autoRenews) {
    const waiting = pastDue ? await pastDueRenewal(userId) : undefined;
    const amountCents = waiting?.amountCents ?? (await quoteRenewal(sub, now)).amountCents;
    nextCharge = { subscriptionId: sub.id, at: pastDue ? now.toISOString() : sub.expirationDate, amountCents };
  }
  return { plan: { onTrial: sub.status === "trial", autoRenews }, nextCharge, pastDue };
}

/** Whether a renewal of the learner's waits on a failed payment. */
async function isPastDue(userId: number): Promise<boolean> {
  return (await listSubscriptions(userId)).some((s) => s.status === "past_due");
}

// ---- reading ----------------------------------------------------------------------------------

type MethodList = {
  methods: Method[];
  context: BillingContext;
  /** the API's answer for each method */
  answers: ReturnType<typeof paymentMethodAnswer>[];
  updatePmDiscount: number;
  isGoingToExpire: boolean;
};

/** The learner's methods on this deployment's processor, primary first, with the API's fields (docs/product/billing.md#payment-methods). */
export async function listMethods(user: Pick<User, "id">, now = new Date()): Promise<MethodList> {
  const methods = await methodsOf(user.id, processorName());
  const context = await billingContext(user.id, now);
  const at = context.nextCharge?.at ?? null;
  return {
    methods,
    context,
    answers: methods.map((m) => paymentMethodAnswer(m, { now, nextCharge: context.nextCharge })),
    updatePmDiscount: updatePmDiscount(methods, now, at, offeredCardUpdatePercent()),
    isGoingToExpire: isPrimaryGoingToExpire(methods, now, at),
  };
}

/** The warnings to confirm before deleting one of the learner's methods; null for a method that is not theirs. */
export async function deletionCheck(user: Pick<User, "id">, token: string, now = new Date()): Promise<{ method: Method; warnings: string[] } | null> {
  const methods = await methodsOf(user.id, processorName());
  const method = methods.find((m) => m.processorToken === token);
  if (!method) return null;
  const { plan } = await billingContext(user.id, now);
  return { method, warnings: deletionWarnings(methods, token, plan, now) };
}

/** The warning shown before the backup flag is removed (none when the method is not the backup). */
export async function clearSecondaryCheck(user: Pick<User, "id">, token: string): Promise<string[]> {
  return clearSecondaryWarnings(await methodsOf(user.id, processorName()), token);
}

// ---- writing ----------------------------------------------------------------------------------

/** Applies an engine change of the learner's list (flags written back, in the caller's transaction). */
async function writeFlags(userId: number, before: Method[], after: Method[]) {
  for (const m of changedFlags(before, after)) await setPaymentMethodFlags(m.id, userId, { isPrimary: m.isPrimary, isSecondary: m.isSecondary });
}

/**
 * A new primary that replaced an expiring one earns the discount offered for it, off the renewal
 * that ends the plan's current period: once per period (the row's unique key), in the caller's
 * transaction with the learner's row locked (docs/product/billing.md#payment-methods).
 */
async function recordEarnedCardUpdateDiscount(userId: number, before: Method[], after: Method[], now: Date): Promise<void> {
  const offered = offeredCardUpdatePercent();
  if (offered <= 0) return;
  const { nextCharge } = await billingContext(userId, now);
  if (!nextCharge) return;
  const earned = earnedCardUpdateDiscount(before, after, now, nextCharge.at, offered);
  if (!earned) return;
  const sub = await activeSubscription(userId, now);
  if (!sub || sub.id !== nextCharge.subscriptionId) return;
  await recordCardUpdateDiscount({ userId, subscriptionId: sub.id, periodEnd: sub.expirationDate, ...earned, createdAt: now.toISOString() });
}

/** One change of the learner's list in one transaction (the learner's row locked): read, apply the engine's rule, write back. */
async function changeList(userId: number, change: (list: Method[]) => ListChange<Method>, now?: Date): Promise<ListChange<Method>> {
  return inBillingTransaction(async () => {
    await lockForBilling({ userId });
    const before = await methodsOf(userId, processorName());
    const result = change(before);
    if (result.ok) {
      await writeFlags(userId, before, result.list);
      // A change of primary may earn the discount for replacing an expiring card.
      if (now) await recordEarnedCardUpdateDiscount(userId, before, result.list, now);
    }
    return result;
  });
}

const refusal = (r: Extract<ListChange<unknown>, { ok: false }>, notFoundText: string = PAYMENT_METHOD_TEXTS.notFound): MethodOutcome =>
  r.reason === "not-found" ? { ok: false, status: 404, errorText: notFoundText } : { ok: false, status: 400, errorText: r.text };

/** A past-due renewal charged now with the learner's new or newly primary card (either processor's). */
async function retryIfPastDue(user: User, now: Date): Promise<RetryResult | undefined> {
  if (!(await isPastDue(user.id))) return undefined;
  const retry = await retryRenewal(user, now);
  return retry.ok || retry.status !== "none" ? retry : undefined;
}

const done = (text: string, extra: { token?: string; retry?: RetryResult } = {}): MethodOutcome => ({
  ok: true,
  text: extra.retry ? `${text} ${extra.retry.text}` : text,
  ...extra,
});

/**
 * Saves a nonce (embedded) or PaymentMethod id (Stripe) as a method of the learner. It becomes
 * primary when it is the first, when `primary` is asked (the add-payment-method call), or when the
 * plan is past due (the learner is replacing the card that failed, which is then charged at once).
 */
export async function addMethod(user: User, nonceOrId: string, opts: { now?: Date; primary?: boolean } = {}): Promise<MethodOutcome> {
  const now = opts.now ?? new Date();
  const gateway = paymentGateway();
  let card: CardSummary;
  try {
    card = await gateway.saveMethod(user, nonceOrId);
  } catch (e) {
    if (e instanceof MethodRefused) return { ok: false, status: 400, errorText: e.message };
    if (e instanceof GatewayUnavailable) return { ok: false, status: 503, errorText: failedToAddPaymentMethodText(supportEmail()) };
    throw e;
  }
  const pastDue = await isPastDue(user.id);
  const makeItPrimary = opts.primary || pastDue;
  if (makeItPrimary) {
    try {
      await gateway.setDefaultMethod(user, card.token);
    } catch (e) {
      if (e instanceof GatewayUnavailable) return { ok: false, status: 503, errorText: failedToAddPaymentMethodText(supportEmail()) };
      if (!(e instanceof MethodRefused)) throw e;
      return { ok: false, status: 400, errorText: MESSAGES.paymentMethodUpdateError };
    }
  }
  const known = await inBillingTransaction(async () => {
    await lockForBilling({ userId: user.id });
    // The same card again is the method the learner has (by id; the embedded vault also by card), its flags untouched unless asked.
    const known = !!(await findPaymentMethod(user.id, gateway.name, card.token));
    await recordPaymentMethod(user, gateway.name, card);
    if (makeItPrimary) {
      const before = await methodsOf(user.id, gateway.name);
      const r = makePrimary(before, card.token);
      if (r.ok) {
        await writeFlags(user.id, before, r.list);
        await recordEarnedCardUpdateDiscount(user.id, before, r.list, now);
      }
    }
    return known;
  });
  const retry = pastDue ? await retryIfPastDue(user, now) : undefined;
  return done(known ? PAYMENT_METHOD_DONE.alreadySaved : PAYMENT_METHOD_DONE.added, { token: card.token, retry });
}

/** A card typed into the embedded gateway's form (test mode): tokenized, then added. */
export async function addTypedCard(user: User, input: CardInput, now = new Date()): Promise<MethodOutcome> {
  const gateway = embeddedGateway();
  if (!gateway) return { ok: false, status: 400, errors: { card_number: "Adding a card here needs Stripe's card field." } };
  const tokenized = await gateway.tokenizeCard(input, now);
  if (!tokenized.ok) {
    const e = tokenized.errors;
    return {
      ok: false,
      status: 400,
      errors: {
        ...(e.number ? { card_number: e.number } : {}),
        ...(e.expiry ? { card_expiry: e.expiry } : {}),
        ...(e.cvc ? { card_cvc: e.cvc } : {}),
      },
    };
  }
  return addMethod(user, tokenized.nonce, { now });
}

/** Makes one of the learner's methods primary (at the processor too); a past-due renewal is charged with it at once. */
export async function makeMethodPrimary(user: User, token: string, opts: { now?: Date; notFoundText?: string } = {}): Promise<MethodOutcome> {
  const now = opts.now ?? new Date();
  const gateway = paymentGateway();
  if (!(await findPaymentMethod(user.id, gateway.name, token)))
    return { ok: false, status: 404, errorText: opts.notFoundText ?? MESSAGES.recurringPaymentMethodNotFound };
  try {
    await gateway.setDefaultMethod(user, token);
  } catch (e) {
    if (e instanceof MethodRefused) return { ok: false, status: 400, errorText: failedToFetchPaymentMethodText(supportEmail()) };
    if (e instanceof GatewayUnavailable) return { ok: false, status: 503, errorText: MESSAGES.paymentMethodUpdateError };
    throw e;
  }
  const r = await changeList(user.id, (list) => makePrimary(list, token), now);
  if (!r.ok) return refusal(r, opts.notFoundText ?? MESSAGES.recurringPaymentMethodNotFound);
  const retry = await retryIfPastDue(user, now);
  return done(PAYMENT_METHOD_DONE.madePrimary, { token, retry });
}

/** Sets the learner's backup method (replacing the previous one); the primary cannot be its own backup. */
export async function makeMethodSecondary(user: Pick<User, "id">, token: string): Promise<MethodOutcome> {
  const r = await changeList(user.id, (list) => makeSecondary(list, token));
  return r.ok ? done(PAYMENT_METHOD_DONE.madeSecondary, { token }) : refusal(r);
}

/** Removes the backup flag (the card stays saved). */
export async function clearMethodSecondary(user: Pick<User, "id">, token: string): Promise<MethodOutcome> {
  const r = await changeList(user.id, (list) => clearSecondary(list, token));
  return r.ok ? done(PAYMENT_METHOD_DONE.secondaryCleared, { token }) : refusal(r);
}

/**
 * Deletes one of the learner's methods after the confirmation (the warnings warn, they do not
 * refuse): the processor forgets it first, then the row goes; a deleted primary is replaced by
 * the backup (or another usable card), which becomes the processor's default too.
 */
export async function deleteMethod(user: Pick<User, "id" | "email">, token: string, now = new Date()): Promise<MethodOutcome> {
  const gateway = paymentGateway();
  if (!(await findPaymentMethod(user.id, gateway.name, token))) return { ok: false, status: 404, errorText: PAYMENT_METHOD_TEXTS.notFound };
  try {
    await gateway.detachMethod(user, token);
  } catch (e) {
    if (e instanceof GatewayUnavailable) return { ok: false, status: 503, errorText: couldNotProcessText(supportEmail()) };
    if (!(e instanceof MethodRefused)) throw e;
    return { ok: false, status: 400, errorText: MESSAGES.paymentMethodUpdateError };
  }
  const r = await inBillingTransaction(async () => {
    await lockForBilling({ userId: user.id });
    const before = await methodsOf(user.id, gateway.name);
    const result = removeMethod(before, token, now);
    if (!result.ok) return result;
    const gone = before.find((m) => m.token === token)!;
    await deletePaymentMethodRow(gone.id, user.id);
    await writeFlags(user.id, before, result.list);
    return result;
  });
  if (!r.ok) return refusal(r);
  const promoted = (r as { promoted?: string }).promoted;
  if (promoted) {
    // The processor's default follows; the site's own record (just written) is what renewals use.
    await gateway.setDefaultMethod(user, promoted).catch((e: unknown) => console.error("payment methods: default not updated at the processor", e));
  }
  return done(PAYMENT_METHOD_DONE.deleted);
}

/** A transaction of the learner's (the add-payment-method call names the one it is for). */
export async function ownsTransaction(userId: number, transactionId: number): Promise<boolean> {
  return isTransactionOf(userId, transactionId);
}

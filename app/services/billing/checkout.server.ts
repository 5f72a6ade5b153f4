// Buying a plan: price it (pricing.server), take the payment through the configured gateway, and
// give what was bought, in one database transaction with the transaction row. The checkout
// attempt's id is the idempotency key of the charge and is unique in `transactions`: a double
// click, a retried request or a reloaded page never charges twice and never grants twice.
import { trackTrialEvent } from "~/services/attribution.server";
import { randomBytes, randomUUID, createHash } from "node:crypto";
import { z } from "zod";
import { addMonths, cardDeclinedText, couldNotProcessText, FREE_TRIAL_DAYS, transactionDeclinedText } from "~/engine";
import { checkoutRefusal, PAYING_ATTEMPT_HOLD_MS, waitsForPayingAttempt } from "~/engine/checkout";
import { couponRejectionMessage, isRedemptionCapReached } from "~/engine/coupons";
import { isTrialCheckout, planName } from "~/engine/plans";
import { emailSchema } from "~/engine/validation";
import { recordPaymentMethod } from "~/models/paymentMethod.server";
import { listSubscriptions } from "~/models/subscription.server";
import type { User } from "~/models/user.server";
import { sendMail } from "~/services/mail.server";
import { env } from "~/utils/env.server";
import { GatewayUnavailable, MethodRefused, type CardSummary, type ChargeOutcome } from "~/services/payments/gateway.server";
import type { PaymentIntentHandler } from "~/services/payments/webhooks.server";
import { embeddedGateway, paymentGateway } from "~/services/payments/index.server";
import { linkStripeSubscriptionForAttempt } from "./stripeSubscriptions.server";
import { paypalClient, PaypalRefused } from "~/services/payments/paypal.server";
import { PAYPAL_TEXTS, recurringPaypalRefusal } from "~/engine/paypal";
import {
  quoteCertificate,
  quoteCouponPurchase,
  quoteCourse,
  quotePlan,
  WIN_BACK_CHECKOUT_TYPES,
  type PlanCheckoutType,
  type PlanQuote,
} from "./pricing.server";
import {
  couponUsesTaken,
  inBillingTransaction,
  listOwnedCourseKeys,
  lockForBilling,
  openAttemptsOf,
  ownedCourseKey,
  ownsItem,
  subscriptionFactsOf,
} from "~/models/billing.server";
import {
  findAttemptByIntent,
  findBuyer,
  findCheckoutAttempt,
  insertCheckoutAttempt,
  insertGift,
  insertSubscription,
  insertTransaction,
  recordOwnership,
  redeemCoupon,
  replaceRunningPlans,
  updateCheckoutAttempt,
  type AttemptRow,
} from "~/models/checkoutAttempt.server";
import type { Attribution } from "./affiliates.server";
import { recordReferralLedger, referralCreditStillAvailable } from "./referrals.server";
import { hasWinBackLine } from "~/engine/winBack";
import { markChurnedBuyerDiscountUsed } from "~/models/churnedBuyerDiscount.server";
import { isBusinessCheckoutType, type BusinessCheckoutType } from "~/engine/plans";
import {
  businessCheckoutPath,
  businessItemLabel,
  grantBusinessAttempt,
  organizationNameProblem,
  quoteBusiness,
  type BusinessFields,
} from "~/services/organizations/purchases.server";
import { MAIL_TEXTS } from "~/engine/mailTexts";
import { findCustomAction, insertActionCoupons } from "~/models/customAction.server";

export const attemptIdSchema = z.string().uuid("This checkout form has expired. Reload the page and try again.");
/** A fresh attempt id for a checkout form (the loader makes one; nothing is stored until paid). */
export const newAttemptId = () => randomUUID();

export const TEXTS = {
  alreadyOwned: "You already own this course.",
  alreadyCertified: "You already have this certificate.",
  priceChanged: "The price has changed since the page was shown. Check the new price and pay again.",
  processing: "Your payment is still being processed. Please wait a moment and reload.",
  attemptFailed: "This payment did not go through. Please try again.",
  giftReceiverRequired: "Enter the e-mail address of the person who receives the gift.",
  paymentRequired: "Enter a card to pay with.",
  authenticationFailed: "The card's security check was not completed, so nothing was charged. Please try again.",
} as const;

type Payment =
  | { kind: "card"; number: string; expMonth: number; expYear: number; cvc: string }
  | { kind: "method"; id: string }
  /** PayPal, once or renewing through a PayPal subscription (docs/product/billing.md#paypal) */
  | { kind: "paypal"; recurring: boolean };

/** What a PayPal attempt keeps in its payment method: the payer once known, and the subscription of a recurring one. */
export type PaypalMethod = CardSummary & {
  methodType: "paypal";
  email: string | null;
  recurring: boolean;
  paypalSubscriptionId: string | null;
};

export type CheckoutRequest = {
  user: User;
  attemptId: string;
  checkoutType: PlanCheckoutType | "course-purchase" | "certificate-purchase" | "coupon-purchase" | BusinessCheckoutType;
  /** business checkouts: seats, the new organization's name, the organization subscription */
  business?: BusinessFields | null;
  /** plan checkouts: the plan code */
  planCode?: string;
  /** course- and certificate-purchase: the course */
  course?: { authorId: unknown; workId: unknown };
  /** coupon-purchase: the custom action the coupon is bought for */
  actionId?: unknown;
  couponCode?: string | null;
  country: string | null;
  payment: Payment | null;
  receiverEmail?: string | null;
  /** the site's origin, for links in mail */
  origin: string;
  /** the total the learner was shown (cents): a different price now is refused, never charged */
  expectedTotalCents?: number | null;
  /** the affiliate click (cookie) this sale is credited to, with its campaign data */
  attribution?: Attribution | null;
};

export type CheckoutResult =
  | { ok: true; status: "succeeded"; attemptId: string }
  | { ok: true; status: "requires_action"; attemptId: string; actionUrl: string }
  | { ok: false; status: 400 | 402 | 409 | 503; errorText: string; errors?: Record<string, string> };

function answerFor(attempt: AttemptRow, actionUrl?: string): CheckoutResult {
  if (attempt.status === "succeeded") return { ok: true, status: "succeeded", attemptId: attempt.id };
  // PayPal's approval is resumed from our own page (it knows the approval link).
  if (attempt.status === "requires_action" && attempt.processor === "paypal")
    return { ok: true, status: "requires_action", attemptId: attempt.id, actionUrl: actionUrl ?? `/checkout/paypal/${attempt.id}` };
  if (attempt.status === "requires_action")
    return { ok: true, status: "requires_action", attemptId: attempt.id, actionUrl: actionUrl ?? `/checkout/3ds/${attempt.intentId}` };
  if (attempt.status === "open") return { ok: false, status: 409, errorText: TEXTS.processing };
  return { ok: false, status: 400, errorText: TEXTS.attemptFailed };
}

function failureText(code: string | undefined): string {
  const support = env().SUPPORT_EMAIL;
  if (code === "card_declined") return cardDeclinedText(support);
  if (code === "authentication_failed") return TEXTS.authenticationFailed;
  return transactionDeclinedText(support);
}

const findAttempt = (id: string) => findCheckoutAttempt(id);

/** Rules of who may buy what (the engine's), checked before any money moves. */
async function refusal(req: CheckoutRequest, now: Date): Promise<string | null> {
  // Business checkouts are checked by quoteBusiness (the organization's subscription, not the buyer's own).
  if (isBusinessCheckoutType(req.checkoutType)) return null;
  return checkoutRefusal(req.checkoutType, await listSubscriptions(req.user.id), now);
}

/** The price of what a checkout request buys (plans, courses, certificates, coupons). */
export async function quoteFor(
  req: Pick<CheckoutRequest, "user" | "checkoutType" | "planCode" | "course" | "actionId" | "couponCode" | "country" | "business">,
  now: Date,
) {
  const { user, checkoutType } = req;
  if (isBusinessCheckoutType(checkoutType))
    return quoteBusiness({ user, checkoutType, planCode: req.planCode, business: req.business, couponCode: req.couponCode, now });
  if (checkoutType === "course-purchase")
    return quoteCourse({ user, authorId: req.course?.authorId, workId: req.course?.workId, couponCode: req.couponCode, country: req.country, now });
  if (checkoutType === "certificate-purchase") return quoteCertificate({ user, authorId: req.course?.authorId, workId: req.course?.workId, now });
  if (checkoutType === "coupon-purchase") return quoteCouponPurchase({ user, planCode: req.planCode, actionId: req.actionId, now });
  return quotePlan({ user, checkoutType, planCode: req.planCode, couponCode: req.couponCode, country: req.country, now });
}

/**
 * (inside the transaction that records a new attempt, the buyer's and the coupon's rows locked) Why the attempt may not be recorded
 * now, or null: the referral credit in its price is held by another checkout; the coupon's uses
 * are all taken (redeemed, or held by checkouts still paying); another checkout of the learner is
 * paying for the same thing; or, meanwhile, the learner got what this buys.
 */
async function refusalWhenRecorded(req: CheckoutRequest, quote: Awaited<ReturnType<typeof quoteFor>>, now: Date): Promise<CheckoutResult | null> {
  const since = new Date(now.getTime() - PAYING_ATTEMPT_HOLD_MS).toISOString();
  if (!(await referralCreditStillAvailable(req.user.id, quote.price.lineItems, now)))
    return { ok: false, status: 409, errorText: TEXTS.priceChanged };
  // Uses held by checkouts still paying count as taken: each of them may yet succeed.
  const coupon = quote.couponCode ? await couponUsesTaken(quote.couponCode, since) : null;
  if (coupon && isRedemptionCapReached(coupon))
    return { ok: false, status: 409, errorText: couponRejectionMessage("redemption-cap-reached", quote.couponCode!) };
  if (waitsForPayingAttempt({ checkoutType: req.checkoutType, itemCode: quote.itemCode }, await openAttemptsOf(req.user.id, since)))
    return { ok: false, status: 409, errorText: TEXTS.processing };
  if (!isBusinessCheckoutType(req.checkoutType)) {
    const refused = checkoutRefusal(req.checkoutType, await subscriptionFactsOf(req.user.id), now);
    if (refused) return { ok: false, status: 400, errorText: refused };
  }
  const [kind, authorId, workId] = quote.itemCode.split(":");
  if ((kind === "course" || kind === "certificate") && (await ownsItem(req.user.id, kind, Number(authorId), Number(workId))))
    return { ok: false, status: 400, errorText: kind === "course" ? TEXTS.alreadyOwned : TEXTS.alreadyCertified };
  return null;
}

/**
 * Records a new attempt (status open) once its charge may start. What the caller checked is checked
 * again here, in one transaction that holds the buyer's row (and the coupon's) locked: SQLite's
 * BEGIN IMMEDIATE, PostgreSQL's FOR UPDATE. So this runs for one request at a time across every
 * server process and machine, and another tab or another learner may have changed the answer since.
 * True when recorded; false when an attempt with this id exists (a replay, answered as any replay);
 * the refusal otherwise.
 */
export async function recordCheckoutAttempt(
  req: CheckoutRequest,
  quote: Awaited<ReturnType<typeof quoteFor>>,
  attempt: { receiverEmail: string | null; totalCents: number; processor: string; paymentMethod: string | null; now: Date },
): Promise<CheckoutResult | boolean> {
  const { now } = attempt;
  return inBillingTransaction(async (): Promise<CheckoutResult | boolean> => {
    await lockForBilling({ userId: req.user.id });
    if (quote.couponCode) await lockForBilling({ couponCode: quote.couponCode });
    const replay = !!(await findAttempt(req.attemptId));
    if (!replay) {
      const refused = await refusalWhenRecorded(req, quote, now);
      if (refused) return refused;
    }
    return insertCheckoutAttempt({
      id: req.attemptId,
      userId: req.user.id,
      checkoutType: req.checkoutType,
      itemCode: quote.itemCode,
      couponCode: quote.couponCode,
      receiverEmail: attempt.receiverEmail,
      price: JSON.stringify(quote.price.lineItems),
      totalCents: attempt.totalCents,
      status: "open",
      processor: attempt.processor,
      paymentMethod: attempt.paymentMethod,
      attribution: req.attribution ? JSON.stringify(req.attribution) : null,
      updatedAt: now.toISOString(),
    });
  });
}

/** Takes the payment and gives what was bought. Safe to call again with the same attempt id. */
export async function checkout(req: CheckoutRequest, now = new Date()): Promise<CheckoutResult> {
  const existing = await findAttempt(req.attemptId);
  if (existing) return existing.userId === req.user.id ? answerFor(existing) : { ok: false, status: 400, errorText: TEXTS.attemptFailed };

  const refused = await refusal(req, now);
  if (refused) return { ok: false, status: 400, errorText: refused };
  let receiverEmail: string | null = null;
  if (req.checkoutType === "subscription-gift") {
    const parsed = emailSchema.safeParse(req.receiverEmail ?? "");
    if (!parsed.success)
      return { ok: false, status: 400, errorText: TEXTS.giftReceiverRequired, errors: { receiver_email: TEXTS.giftReceiverRequired } };
    receiverEmail = parsed.data.toLowerCase();
  }
  const quote = await quoteFor(req, now);
  if ("action" in quote && quote.action === "buy") {
    const problem = organizationNameProblem(quote.organizationName);
    if (problem) return { ok: false, status: 400, errorText: problem, errors: { organization_name: problem } };
  }
  if (quote.checkoutType === "certificate-purchase" && (await ownsItem(req.user.id, "certificate", quote.course!.authorId, quote.course!.workId)))
    return { ok: false, status: 400, errorText: TEXTS.alreadyCertified };
  if (
    quote.checkoutType === "course-purchase" &&
    (await listOwnedCourseKeys(req.user.id)).has(ownedCourseKey(quote.course.authorId, quote.course.workId))
  )
    return { ok: false, status: 400, errorText: TEXTS.alreadyOwned };
  // A coupon the learner chose that no longer applies, or a price that moved, is said, never charged.
  if (req.couponCode?.trim() && quote.couponProblem) return { ok: false, status: 409, errorText: quote.couponProblem };
  const isTrial = isTrialCheckout(req.checkoutType);
  const amountCents = isTrial ? 0 : quote.price.totalCents;
  if (req.expectedTotalCents != null && req.expectedTotalCents !== quote.price.totalCents)
    return { ok: false, status: 409, errorText: TEXTS.priceChanged };

  if (req.payment?.kind === "paypal") return startPaypal(req, quote, { amountCents, isTrial, receiverEmail }, now);

  const gateway = paymentGateway();
  // A trial needs a payment method even though it charges nothing today.
  let method: CardSummary | null = null;
  if (amountCents > 0 || isTrial) {
    if (!req.payment) return { ok: false, status: 400, errorText: TEXTS.paymentRequired, errors: { card_number: TEXTS.paymentRequired } };
    try {
      method = await resolvePayment(req.user, req.payment, now);
    } catch (e) {
      if (e instanceof CardInvalid) return { ok: false, status: 400, errorText: e.message, errors: e.errors };
      if (e instanceof MethodRefused) return { ok: false, status: 400, errorText: e.message };
      if (e instanceof GatewayUnavailable) return { ok: false, status: 503, errorText: couldNotProcessText(env().SUPPORT_EMAIL) };
      throw e;
    }
  }

  const inserted = await recordCheckoutAttempt(req, quote, {
    receiverEmail,
    totalCents: amountCents,
    processor: gateway.name,
    paymentMethod: method ? JSON.stringify(method) : null,
    now,
  });
  if (typeof inserted === "object") return inserted;
  // Another request with this attempt id got here first: answer what it did.
  if (!inserted) return answerFor((await findAttempt(req.attemptId))!);

  if (amountCents === 0) {
    await completeAttempt(req.attemptId, null, req.origin, now);
    return { ok: true, status: "succeeded", attemptId: req.attemptId };
  }

  let outcome: ChargeOutcome;
  try {
    outcome = await gateway.charge({
      userId: req.user.id,
      email: req.user.email,
      amountCents,
      currency: "usd",
      paymentMethod: method!.token,
      idempotencyKey: req.attemptId,
      description: `Codelift ${quote.itemCode} (${req.checkoutType})`,
      returnUrl: `${req.origin}/checkout/return/${req.attemptId}`,
    });
  } catch (e) {
    if (!(e instanceof GatewayUnavailable) && !(e instanceof MethodRefused)) throw e;
    // Nothing was charged: the attempt is closed, so the learner's next try is a fresh one.
    await setAttempt(req.attemptId, { status: "failed", failureCode: e instanceof MethodRefused ? "card_refused" : "processor_unavailable" }, now);
    return e instanceof MethodRefused
      ? { ok: false, status: 400, errorText: e.message }
      : { ok: false, status: 503, errorText: couldNotProcessText(env().SUPPORT_EMAIL) };
  }
  return applyOutcome(req.attemptId, outcome, req.origin, now);
}

/** What the gateway said about an attempt's charge, applied once (page, 3-D Secure return, webhook). */
export async function applyOutcome(attemptId: string, outcome: ChargeOutcome, origin: string, now = new Date()): Promise<CheckoutResult> {
  const attempt = await findAttempt(attemptId);
  if (!attempt) return { ok: false, status: 400, errorText: TEXTS.attemptFailed };
  if (attempt.status === "succeeded" || attempt.status === "failed") return answerFor(attempt);
  if (outcome.status === "succeeded") {
    await completeAttempt(attemptId, outcome.intentId, origin, now);
    return { ok: true, status: "succeeded", attemptId };
  }
  if (outcome.status === "requires_action") {
    await setAttempt(attemptId, { status: "requires_action", intentId: outcome.intentId }, now);
    return { ok: true, status: "requires_action", attemptId, actionUrl: outcome.actionUrl ?? `/checkout/3ds/${outcome.intentId}` };
  }
  if (outcome.status === "processing") {
    await setAttempt(attemptId, { intentId: outcome.intentId }, now);
    return { ok: false, status: 409, errorText: TEXTS.processing };
  }
  await setAttempt(attemptId, { status: "failed", intentId: outcome.intentId, failureCode: outcome.failureCode ?? "declined" }, now);
  return { ok: false, status: 402, errorText: failureText(outcome.failureCode) };
}

/** The attempt waiting on a payment intent (3-D Secure or a webhook). */
export async function attemptForIntent(intentId: string): Promise<AttemptRow | undefined> {
  return findAttemptByIntent(intentId);
}

/** The checkout page an attempt was made on (to try again after a failure). */
export function checkoutPathOf(attempt: Pick<AttemptRow, "checkoutType" | "itemCode" | "couponCode">): string {
  const business = businessCheckoutPath(attempt.checkoutType, attempt.itemCode);
  if (business) return business;
  const params = new URLSearchParams();
  const [kind, a, b] = attempt.itemCode.split(":");
  if (kind === "course" || kind === "certificate") {
    params.set("author_id", a!);
    params.set("work_id", b!);
  } else if (kind === "coupon") {
    params.set("plan", a!);
    params.set("action_id", b!);
  } else params.set("plan", attempt.itemCode);
  if (attempt.couponCode) params.set("coupon", attempt.couponCode);
  return `/checkout/${attempt.checkoutType}?${params}`;
}

export async function attemptOf(userId: number, attemptId: string): Promise<AttemptRow | undefined> {
  const row = await findAttempt(attemptId);
  return row && row.userId === userId ? row : undefined;
}

async function setAttempt(id: string, values: Partial<AttemptRow>, now: Date) {
  await updateCheckoutAttempt(id, { ...values, updatedAt: now.toISOString() });
}

class CardInvalid extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? "Check the card details.");
  }
}

/** The payment method to charge, saved in the processor's vault (a typed card is tokenized first). */
async function resolvePayment(user: User, payment: Exclude<Payment, { kind: "paypal" }>, now: Date): Promise<CardSummary> {
  if (payment.kind === "method") return paymentGateway().saveMethod(user, payment.id);
  const gateway = embeddedGateway();
  if (!gateway) throw new CardInvalid({ card_number: TEXTS.paymentRequired });
  const tokenized = await gateway.tokenizeCard(
    { number: payment.number, expMonth: payment.expMonth, expYear: payment.expYear, cvc: payment.cvc },
    now,
  );
  if (!tokenized.ok) {
    const e = tokenized.errors;
    throw new CardInvalid({
      ...(e.number ? { card_number: e.number } : {}),
      ...(e.expiry ? { card_expiry: e.expiry } : {}),
      ...(e.cvc ? { card_cvc: e.cvc } : {}),
    });
  }
  return gateway.saveMethod(user, tokenized.nonce);
}

/** The affiliate a checkout's stored attribution names, or null. */
function affiliateIdOf(attribution: string | null): number | null {
  if (!attribution) return null;
  try {
    const id = (JSON.parse(attribution) as { affiliate_id?: unknown }).affiliate_id;
    return typeof id === "number" && Number.isSafeInteger(id) ? id : null;
  } catch {
    return null;
  }
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type Mail = { to: string; subject: string; text: string; kind: string };

/**
 * Gives what an attempt bought, once: the transaction row (unique per attempt), the subscription
 * (an upgrade or downgrade ends the old plan now), the gift, the coupon's redemption. Runs inside
 * the caller's transaction (a page's, or a webhook's), with the attempt's row locked so that two
 * grants of one attempt take turns, and returns the mail to send after commit.
 */
export async function grantAttempt(attemptId: string, intentId: string | null, origin: string, now: Date): Promise<Mail[]> {
  const at = now.toISOString();
  const mails: Mail[] = [];
  await lockForBilling({ attemptId });
  const attempt = await findAttempt(attemptId);
  if (!attempt || attempt.status === "succeeded") return mails;
  const user = (await findBuyer(attempt.userId))!;
  const type = attempt.checkoutType as PlanCheckoutType;
  // The method the learner paid with becomes one of theirs (the first one primary), only now that it worked.
  const paid = attempt.paymentMethod ? (JSON.parse(attempt.paymentMethod) as CardSummary & Partial<PaypalMethod>) : null;
  // (A PayPal attempt whose payer is not known yet, granted from a webhook, saves no method.)
  if (paid && paid.token) await recordPaymentMethod(user, attempt.processor, paid);
  const transaction = await insertTransaction({
    userId: attempt.userId,
    attemptId,
    checkoutType: type,
    itemCode: attempt.itemCode,
    amountCents: attempt.totalCents,
    currency: "USD",
    status: "succeeded",
    processor: attempt.processor,
    processorRef: intentId,
    couponCode: attempt.couponCode,
    lineItems: attempt.price,
    affiliateId: affiliateIdOf(attempt.attribution),
    attribution: attempt.attribution,
  });
  // Referral credit: the credit this price used is spent (never below zero: else all of this rolls
  // back), and a referred friend's first payment earns the referrer a credit.
  mails.push(
    ...(await recordReferralLedger({ user, transactionId: transaction.id, amountCents: attempt.totalCents, lineItems: attempt.price, origin })),
  );
  const [featureSet, validityMonths, planType] = attempt.itemCode.split("-").map(Number) as [number, number, number];
  const isTrial = isTrialCheckout(type);
  const kind = attempt.checkoutType as string;
  let businessNote: string | null = null;
  if (isBusinessCheckoutType(kind)) {
    businessNote = await grantBusinessAttempt({
      checkoutType: kind,
      itemCode: attempt.itemCode,
      userId: user.id,
      transactionId: transaction.id,
      processor: attempt.processor,
      now,
    });
  } else if (kind === "course-purchase" || kind === "certificate-purchase") {
    const [, authorId, workId] = attempt.itemCode.split(":").map(Number) as [number, number, number];
    await recordOwnership(kind === "course-purchase" ? "course" : "certificate", {
      userId: user.id,
      authorId,
      workId,
      transactionId: transaction.id,
    });
  } else if (kind === "coupon-purchase") {
    // docs/product/billing.md#custom-actions: the action's number of one-use coupons, in this transaction.
    const [, plan, actionId] = attempt.itemCode.split(":") as [string, string, string];
    const action = await findCustomAction(actionId);
    const count = action?.couponsPerPurchase ?? 1;
    const codes = Array.from({ length: count }, () => `GIFT-${randomBytes(6).toString("hex").toUpperCase()}`);
    await insertActionCoupons(
      codes.map((code) => ({
        code,
        planCode: plan,
        actionId,
        description: `Bought by ${user.email} for action ${actionId}`,
        transactionId: transaction.id,
      })),
    );
    mails.push({ to: user.email, ...MAIL_TEXTS.coupon({ fullName: user.fullName, codes, plan }) });
  } else if (type === "subscription-gift") {
    const token = randomBytes(24).toString("base64url");
    await insertGift({
      buyerUserId: user.id,
      receiverEmail: attempt.receiverEmail!,
      planCode: attempt.itemCode,
      tokenHash: hashToken(token),
      transactionId: transaction.id,
    });
    mails.push({
      to: attempt.receiverEmail!,
      ...MAIL_TEXTS.gift({ buyerName: user.fullName, planCode: attempt.itemCode, link: `${origin}/gift/claim/${token}` }),
    });
  } else {
    if (type === "subscription-upgrade" || type === "subscription-downgrade") {
      // The old plan ends when the new one starts.
      await replaceRunningPlans(user.id, at);
    }
    const expiration = isTrial ? new Date(now.getTime() + FREE_TRIAL_DAYS * 86_400_000) : addMonths(now, validityMonths);
    await insertSubscription({
      userId: user.id,
      planCode: attempt.itemCode,
      featureSet,
      validityMonths,
      planType,
      status: isTrial ? "trial" : "active",
      isTrial,
      paidCents: attempt.totalCents,
      startDate: at,
      expirationDate: new Date(expiration).toISOString(),
      processor: attempt.processor,
      transactionId: transaction.id,
      // Paid once with PayPal: nothing can charge it again, so it ends with its period; a
      // recurring PayPal plan renews through its PayPal subscription.
      ...(attempt.processor === "paypal" ? { autoRenew: !!paid?.recurring, paypalSubscriptionId: paid?.paypalSubscriptionId ?? null } : {}),
    });
  }
  if (attempt.couponCode) {
    await redeemCoupon(attempt.couponCode);
  }
  // A reactivation or a gift priced with the win-back (churned-buyer discount) spends it, once.
  if (WIN_BACK_CHECKOUT_TYPES.has(kind) && !attempt.couponCode && hasWinBackLine(JSON.parse(attempt.price)))
    await markChurnedBuyerDiscountUsed(user.id, now);
  await updateCheckoutAttempt(attemptId, { status: "succeeded", intentId, updatedAt: at });
  mails.push({
    to: user.email,
    ...MAIL_TEXTS.receipt({
      fullName: user.fullName,
      isTrial,
      itemCode: attempt.itemCode,
      itemLabel: (await businessItemLabel(attempt.checkoutType, attempt.itemCode)) ?? attempt.itemCode,
      businessNote,
      priceLines: JSON.parse(attempt.price) as { label: string; amountCents: number }[],
      totalCents: attempt.totalCents,
      transactionId: transaction.id,
      checkoutId: attempt.id,
      invoiceLink: `${origin}/account/billing/invoices/${transaction.id}`,
    }),
  });
  return mails;
}

/** The trial funnel (docs/product/attribution.md#trial-funnel): a granted trial checkout is a trial started, with its plan and learner. */
async function trackTrialStart(attemptId: string): Promise<void> {
  const attempt = await findAttempt(attemptId);
  if (attempt && isTrialCheckout(attempt.checkoutType)) await trackTrialEvent(null, attempt.userId, "start_trail_successful", attempt.itemCode);
}

/** Gives what an attempt bought (see grantAttempt), in a transaction of its own, then mails. */
export async function completeAttempt(attemptId: string, intentId: string | null, origin: string, now = new Date()): Promise<void> {
  const mails = await inBillingTransaction(() => grantAttempt(attemptId, intentId, origin, now));
  for (const mail of mails) await sendMail(mail);
  if (mails.length) await trackTrialStart(attemptId);
  // Bought through Stripe: Stripe's subscription renews it (created now that the grant is committed).
  await linkStripeSubscriptionForAttempt(attemptId, now);
}

/**
 * Stripe's word on a payment intent (webhooks): a success grants the attempt waiting on it, a
 * failure closes it; an attempt that is already final changes nothing (replays, reordering).
 */
export const applyPaymentIntentEvent: PaymentIntentHandler = async (event) => {
  const attempt = await findAttemptByIntent(event.intentId);
  const byMetadata = attempt ?? (event.metadata.attempt_id ? await findAttempt(event.metadata.attempt_id) : undefined);
  if (!byMetadata || byMetadata.status === "succeeded" || byMetadata.status === "failed") return;
  const now = new Date();
  if (event.type === "payment_intent.succeeded") {
    const mails = await grantAttempt(byMetadata.id, event.intentId, env().APP_ORIGIN ?? `http://localhost:${env().PORT}`, now);
    // Granted meanwhile by another request (its row was locked until then): nothing more to do.
    if (mails.length === 0) return;
    return async () => {
      for (const mail of mails) await sendMail(mail);
      await trackTrialStart(byMetadata.id);
      await linkStripeSubscriptionForAttempt(byMetadata.id, now);
    };
  }
  await updateCheckoutAttempt(byMetadata.id, {
    status: "failed",
    intentId: event.intentId,
    failureCode: event.failureCode ?? "declined",
    updatedAt: now.toISOString(),
  });
};

export type { PlanQuote };

/**
 * Starts a PayPal payment (docs/product/billing.md#paypal): the attempt is recorded like any other
 * (processor paypal), then PayPal is asked for an order (once) or a subscription (recurring), with
 * the attempt id as PayPal-Request-Id, and the learner is sent to PayPal to approve it. Nothing is
 * taken until the learner confirms back here (the order is captured) or PayPal reports the
 * subscription's first payment.
 */
async function startPaypal(
  req: CheckoutRequest,
  quote: Awaited<ReturnType<typeof quoteFor>>,
  p: { amountCents: number; isTrial: boolean; receiverEmail: string | null },
  now: Date,
): Promise<CheckoutResult> {
  const client = paypalClient();
  if (!client) return { ok: false, status: 400, errorText: PAYPAL_TEXTS.notConfigured };
  if (p.isTrial || p.amountCents === 0) return { ok: false, status: 400, errorText: PAYPAL_TEXTS.notForTrials };
  const recurring = req.payment?.kind === "paypal" && req.payment.recurring;
  const plan = "plan" in quote && quote.plan && typeof quote.plan === "object" ? quote.plan : null;
  if (recurring) {
    const e = env();
    const refused = recurringPaypalRefusal({
      featureFlagOn: e.PAYPAL_RECURRING === "on",
      checkoutType: req.checkoutType,
      plan,
      amountCents: p.amountCents,
      inrPerUsd: e.INR_PER_USD,
      inrUpperLimit: e.PAYPAL_RECURRING_INR_LIMIT,
    });
    if (refused) return { ok: false, status: 400, errorText: refused };
  }
  const method: PaypalMethod = {
    token: "",
    brand: "PayPal",
    last4: "",
    expMonth: 0,
    expYear: 0,
    methodType: "paypal",
    email: null,
    recurring,
    paypalSubscriptionId: null,
  };
  const inserted = await recordCheckoutAttempt(req, quote, {
    receiverEmail: p.receiverEmail,
    totalCents: p.amountCents,
    processor: "paypal",
    paymentMethod: JSON.stringify(method),
    now,
  });
  if (typeof inserted === "object") return inserted;
  if (!inserted) return answerFor((await findAttempt(req.attemptId))!);
  const returnUrl = `${req.origin}/checkout/paypal/${req.attemptId}`;
  const cancelUrl = `${returnUrl}?canceled=1`;
  try {
    if (recurring && plan) {
      const planId = await client.ensurePlan({
        planCode: quote.itemCode,
        name: `Codelift ${planName(plan)}`,
        amountCents: p.amountCents,
        validityMonths: plan.validityMonths,
      });
      const sub = await client.createSubscription({
        planId,
        customId: req.attemptId,
        email: req.user.email,
        requestId: req.attemptId,
        returnUrl,
        cancelUrl,
      });
      await setAttempt(
        req.attemptId,
        { status: "requires_action", intentId: sub.id, paymentMethod: JSON.stringify({ ...method, paypalSubscriptionId: sub.id }) },
        now,
      );
      if (!sub.approveUrl) throw new PaypalRefused(502, "NO_APPROVAL_LINK");
      return { ok: true, status: "requires_action", attemptId: req.attemptId, actionUrl: sub.approveUrl };
    }
    const order = await client.createOrder({
      amountCents: p.amountCents,
      description: `Codelift ${quote.itemCode} (${req.checkoutType})`,
      customId: req.attemptId,
      requestId: req.attemptId,
      returnUrl,
      cancelUrl,
    });
    await setAttempt(req.attemptId, { status: "requires_action", intentId: order.id }, now);
    if (!order.approveUrl) throw new PaypalRefused(502, "NO_APPROVAL_LINK");
    return { ok: true, status: "requires_action", attemptId: req.attemptId, actionUrl: order.approveUrl };
  } catch (e) {
    if (!(e instanceof GatewayUnavailable) && !(e instanceof PaypalRefused)) throw e;
    // Nothing was taken: the attempt is closed, so the learner's next try is a fresh one.
    await setAttempt(req.attemptId, { status: "failed", failureCode: e instanceof PaypalRefused ? "paypal_refused" : "processor_unavailable" }, now);
    return e instanceof PaypalRefused
      ? { ok: false, status: 400, errorText: TEXTS.attemptFailed }
      : { ok: false, status: 503, errorText: couldNotProcessText(env().SUPPORT_EMAIL) };
  }
}

/** Records what PayPal said about an attempt's payer (before it is granted). */
export async function setPaypalPayer(attemptId: string, payer: { payerId: string | null; email: string | null }, now = new Date()): Promise<void> {
  const attempt = await findAttempt(attemptId);
  if (!attempt || attempt.processor !== "paypal" || !attempt.paymentMethod) return;
  const method = JSON.parse(attempt.paymentMethod) as PaypalMethod;
  await setAttempt(
    attemptId,
    { paymentMethod: JSON.stringify({ ...method, token: payer.payerId ?? method.token, email: payer.email ?? method.email }) },
    now,
  );
}

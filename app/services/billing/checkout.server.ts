// Buying a plan: price it (pricing.server), take the payment through the configured gateway, and
// give what was bought, in one database transaction with the transaction row. The checkout
// attempt's id is the idempotency key of the charge and is unique in `transactions`: a double
// click, a retried request or a reloaded page never charges twice and never grants twice.
import { randomBytes, randomUUID, createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "../../../db/client";
import { addMonths, cardDeclinedText, couldNotProcessText, FREE_TRIAL_DAYS, transactionDeclinedText } from "~/engine";
import { checkoutRefusal, PAYING_ATTEMPT_HOLD_MS, waitsForPayingAttempt } from "~/engine/checkout";
import { couponRejectionMessage, isRedemptionCapReached } from "~/engine/coupons";
import { isTrialCheckout } from "~/engine/plans";
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
import { quoteCertificate, quoteCouponPurchase, quoteCourse, quotePlan, type PlanCheckoutType, type PlanQuote } from "./pricing.server";
import { couponUsesTaken, listOwnedCourseKeys, openAttemptsOf, ownedCourseKey, ownsItem, subscriptionFactsOf } from "~/models/billing.server";
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

type Payment = { kind: "card"; number: string; expMonth: number; expYear: number; cvc: string } | { kind: "method"; id: string };

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

type AttemptRow = typeof schema.checkoutAttempts.$inferSelect;

function answerFor(attempt: AttemptRow, actionUrl?: string): CheckoutResult {
  if (attempt.status === "succeeded") return { ok: true, status: "succeeded", attemptId: attempt.id };
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

const findAttempt = (id: string) => getDb().select().from(schema.checkoutAttempts).where(eq(schema.checkoutAttempts.id, id)).get();

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
  if (checkoutType === "coupon-purchase") return quoteCouponPurchase({ planCode: req.planCode, actionId: req.actionId, now });
  return quotePlan({ user, checkoutType, planCode: req.planCode, couponCode: req.couponCode, country: req.country, now });
}

/**
 * (sync, inside the transaction that records a new attempt) Why the attempt may not be recorded
 * now, or null: the referral credit in its price is held by another checkout; the coupon's uses
 * are all taken (redeemed, or held by checkouts still paying); another checkout of the learner is
 * paying for the same thing; or, meanwhile, the learner got what this buys.
 */
function refusalWhenRecorded(tx: Tx, req: CheckoutRequest, quote: Awaited<ReturnType<typeof quoteFor>>, now: Date): CheckoutResult | null {
  const since = new Date(now.getTime() - PAYING_ATTEMPT_HOLD_MS).toISOString();
  if (!referralCreditStillAvailable(tx, req.user.id, quote.price.lineItems, now)) return { ok: false, status: 409, errorText: TEXTS.priceChanged };
  // Uses held by checkouts still paying count as taken: each of them may yet succeed.
  const coupon = quote.couponCode ? couponUsesTaken(quote.couponCode, since, tx) : null;
  if (coupon && isRedemptionCapReached(coupon))
    return { ok: false, status: 409, errorText: couponRejectionMessage("redemption-cap-reached", quote.couponCode!) };
  if (waitsForPayingAttempt({ checkoutType: req.checkoutType, itemCode: quote.itemCode }, openAttemptsOf(req.user.id, since, tx)))
    return { ok: false, status: 409, errorText: TEXTS.processing };
  if (!isBusinessCheckoutType(req.checkoutType)) {
    const refused = checkoutRefusal(req.checkoutType, subscriptionFactsOf(req.user.id, tx), now);
    if (refused) return { ok: false, status: 400, errorText: refused };
  }
  const [kind, authorId, workId] = quote.itemCode.split(":");
  if ((kind === "course" || kind === "certificate") && ownsItem(req.user.id, kind, Number(authorId), Number(workId), tx))
    return { ok: false, status: 400, errorText: kind === "course" ? TEXTS.alreadyOwned : TEXTS.alreadyCertified };
  return null;
}

/** Takes the payment and gives what was bought. Safe to call again with the same attempt id. */
export async function checkout(req: CheckoutRequest, now = new Date()): Promise<CheckoutResult> {
  const existing = findAttempt(req.attemptId);
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
  if (quote.checkoutType === "certificate-purchase" && ownsItem(req.user.id, "certificate", quote.course!.authorId, quote.course!.workId))
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

  // What was checked above is checked again where the attempt is recorded: BEGIN IMMEDIATE takes
  // SQLite's write lock, so this runs for one request at a time across every server process, and
  // another tab or another learner may have changed the answer since (a replay of this very
  // attempt is answered below, as any replay).
  const inserted = getDb().transaction(
    (tx) => {
      const replay = !!tx
        .select({ id: schema.checkoutAttempts.id })
        .from(schema.checkoutAttempts)
        .where(eq(schema.checkoutAttempts.id, req.attemptId))
        .get();
      if (!replay) {
        const refused = refusalWhenRecorded(tx, req, quote, now);
        if (refused) return refused;
      }
      return tx
        .insert(schema.checkoutAttempts)
        .values({
          id: req.attemptId,
          userId: req.user.id,
          checkoutType: req.checkoutType,
          itemCode: quote.itemCode,
          couponCode: quote.couponCode,
          receiverEmail,
          price: JSON.stringify(quote.price.lineItems),
          totalCents: amountCents,
          status: "open",
          processor: gateway.name,
          paymentMethod: method ? JSON.stringify(method) : null,
          attribution: req.attribution ? JSON.stringify(req.attribution) : null,
          updatedAt: now.toISOString(),
        })
        .onConflictDoNothing()
        .run();
    },
    { behavior: "immediate" },
  );
  if ("ok" in inserted) return inserted;
  // Another request with this attempt id got here first: answer what it did.
  if (inserted.changes === 0) return answerFor(findAttempt(req.attemptId)!);

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
    setAttempt(req.attemptId, { status: "failed", failureCode: e instanceof MethodRefused ? "card_refused" : "processor_unavailable" }, now);
    return e instanceof MethodRefused
      ? { ok: false, status: 400, errorText: e.message }
      : { ok: false, status: 503, errorText: couldNotProcessText(env().SUPPORT_EMAIL) };
  }
  return applyOutcome(req.attemptId, outcome, req.origin, now);
}

/** What the gateway said about an attempt's charge, applied once (page, 3-D Secure return, webhook). */
export async function applyOutcome(attemptId: string, outcome: ChargeOutcome, origin: string, now = new Date()): Promise<CheckoutResult> {
  const attempt = findAttempt(attemptId);
  if (!attempt) return { ok: false, status: 400, errorText: TEXTS.attemptFailed };
  if (attempt.status === "succeeded" || attempt.status === "failed") return answerFor(attempt);
  if (outcome.status === "succeeded") {
    await completeAttempt(attemptId, outcome.intentId, origin, now);
    return { ok: true, status: "succeeded", attemptId };
  }
  if (outcome.status === "requires_action") {
    setAttempt(attemptId, { status: "requires_action", intentId: outcome.intentId }, now);
    return { ok: true, status: "requires_action", attemptId, actionUrl: outcome.actionUrl ?? `/checkout/3ds/${outcome.intentId}` };
  }
  if (outcome.status === "processing") {
    setAttempt(attemptId, { intentId: outcome.intentId }, now);
    return { ok: false, status: 409, errorText: TEXTS.processing };
  }
  setAttempt(attemptId, { status: "failed", intentId: outcome.intentId, failureCode: outcome.failureCode ?? "declined" }, now);
  return { ok: false, status: 402, errorText: failureText(outcome.failureCode) };
}

/** The attempt waiting on a payment intent (3-D Secure or a webhook). */
export function attemptForIntent(intentId: string): AttemptRow | undefined {
  return getDb().select().from(schema.checkoutAttempts).where(eq(schema.checkoutAttempts.intentId, intentId)).get();
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

export function attemptOf(userId: number, attemptId: string): AttemptRow | undefined {
  const row = findAttempt(attemptId);
  return row && row.userId === userId ? row : undefined;
}

function setAttempt(id: string, values: Partial<AttemptRow>, now: Date) {
  getDb()
    .update(schema.checkoutAttempts)
    .set({ ...values, updatedAt: now.toISOString() })
    .where(eq(schema.checkoutAttempts.id, id))
    .run();
}

class CardInvalid extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? "Check the card details.");
  }
}

/** The payment method to charge, saved in the processor's vault (a typed card is tokenized first). */
async function resolvePayment(user: User, payment: Payment, now: Date): Promise<CardSummary> {
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
type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

/**
 * Gives what an attempt bought, once: the transaction row (unique per attempt), the subscription
 * (an upgrade or downgrade ends the old plan now), the gift, the coupon's redemption. Runs inside
 * the caller's transaction (a page's, or a webhook's) and returns the mail to send after commit.
 */
function grantAttempt(tx: Tx, attemptId: string, intentId: string | null, origin: string, now: Date): Mail[] {
  const at = now.toISOString();
  const mails: Mail[] = [];
  const attempt = tx.select().from(schema.checkoutAttempts).where(eq(schema.checkoutAttempts.id, attemptId)).get();
  if (!attempt || attempt.status === "succeeded") return mails;
  const user = tx.select().from(schema.users).where(eq(schema.users.id, attempt.userId)).get()!;
  const type = attempt.checkoutType as PlanCheckoutType;
  // The method the learner paid with becomes one of theirs (the first one primary), only now that it worked.
  if (attempt.paymentMethod) recordPaymentMethod(user, attempt.processor, JSON.parse(attempt.paymentMethod) as CardSummary, tx);
  const transaction = tx
    .insert(schema.transactions)
    .values({
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
    })
    .returning()
    .get();
  // Referral credit: the credit this price used is spent (never below zero: else all of this rolls
  // back), and a referred friend's first payment earns the referrer a credit.
  mails.push(...recordReferralLedger(tx, { user, transactionId: transaction.id, amountCents: attempt.totalCents, lineItems: attempt.price, origin }));
  const [featureSet, validityMonths, planType] = attempt.itemCode.split("-").map(Number) as [number, number, number];
  const isTrial = isTrialCheckout(type);
  const kind = attempt.checkoutType as string;
  let businessNote: string | null = null;
  if (isBusinessCheckoutType(kind)) {
    businessNote = grantBusinessAttempt(tx, {
      checkoutType: kind,
      itemCode: attempt.itemCode,
      userId: user.id,
      transactionId: transaction.id,
      processor: attempt.processor,
      now,
    });
  } else if (kind === "course-purchase" || kind === "certificate-purchase") {
    const [, authorId, workId] = attempt.itemCode.split(":").map(Number) as [number, number, number];
    if (kind === "course-purchase")
      tx.insert(schema.courseOwnerships).values({ userId: user.id, authorId, workId, transactionId: transaction.id }).onConflictDoNothing().run();
    else tx.insert(schema.certificates).values({ userId: user.id, authorId, workId, transactionId: transaction.id }).onConflictDoNothing().run();
  } else if (kind === "coupon-purchase") {
    const [, plan, actionId] = attempt.itemCode.split(":") as [string, string, string];
    const code = `GIFT-${randomBytes(6).toString("hex").toUpperCase()}`;
    tx.insert(schema.coupons)
      .values({
        code,
        kind: "percent",
        value: 100,
        maxRedemptions: 1,
        planCodes: JSON.stringify([plan]),
        description: `Bought by ${user.email} for action ${actionId}`,
        transactionId: transaction.id,
      })
      .run();
    mails.push({ to: user.email, ...MAIL_TEXTS.coupon({ fullName: user.fullName, code, plan }) });
  } else if (type === "subscription-gift") {
    const token = randomBytes(24).toString("base64url");
    tx.insert(schema.gifts)
      .values({
        buyerUserId: user.id,
        receiverEmail: attempt.receiverEmail!,
        planCode: attempt.itemCode,
        tokenHash: hashToken(token),
        transactionId: transaction.id,
      })
      .run();
    mails.push({
      to: attempt.receiverEmail!,
      ...MAIL_TEXTS.gift({ buyerName: user.fullName, planCode: attempt.itemCode, link: `${origin}/gift/claim/${token}` }),
    });
  } else {
    if (type === "subscription-upgrade" || type === "subscription-downgrade") {
      // The old plan ends when the new one starts.
      tx.update(schema.subscriptions)
        .set({ status: "replaced", expirationDate: at, autoRenew: false })
        .where(
          and(
            eq(schema.subscriptions.userId, user.id),
            sql`${schema.subscriptions.status} IN ('active', 'renewal_canceled', 'trial')`,
            sql`${schema.subscriptions.expirationDate} > ${at}`,
          ),
        )
        .run();
    }
    const expiration = isTrial ? new Date(now.getTime() + FREE_TRIAL_DAYS * 86_400_000) : addMonths(now, validityMonths);
    tx.insert(schema.subscriptions)
      .values({
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
      })
      .run();
  }
  if (attempt.couponCode) {
    tx.update(schema.coupons)
      .set({ redemptions: sql`${schema.coupons.redemptions} + 1` })
      .where(eq(schema.coupons.code, attempt.couponCode))
      .run();
  }
  // A reactivation priced with the win-back (churned-buyer discount) spends it, once.
  if (kind === "subscription-reactivation" && !attempt.couponCode && hasWinBackLine(JSON.parse(attempt.price)))
    markChurnedBuyerDiscountUsed(tx, user.id, now);
  tx.update(schema.checkoutAttempts).set({ status: "succeeded", intentId, updatedAt: at }).where(eq(schema.checkoutAttempts.id, attemptId)).run();
  mails.push({
    to: user.email,
    ...MAIL_TEXTS.receipt({
      fullName: user.fullName,
      isTrial,
      itemCode: attempt.itemCode,
      itemLabel: businessItemLabel(attempt.checkoutType, attempt.itemCode) ?? attempt.itemCode,
      businessNote,
      priceLines: JSON.parse(attempt.price) as { label: string; amountCents: number }[],
      totalCents: attempt.totalCents,
      transactionId: transaction.id,
      checkoutId: attempt.id,
    }),
  });
  return mails;
}

/** Gives what an attempt bought (see grantAttempt), in a transaction of its own, then mails. */
export async function completeAttempt(attemptId: string, intentId: string | null, origin: string, now = new Date()): Promise<void> {
  const mails = getDb().transaction((tx) => grantAttempt(tx, attemptId, intentId, origin, now), { behavior: "immediate" });
  for (const mail of mails) await sendMail(mail);
  // Bought through Stripe: Stripe's subscription renews it (created now that the grant is committed).
  await linkStripeSubscriptionForAttempt(attemptId, now);
}

/**
 * Stripe's word on a payment intent (webhooks): a success grants the attempt waiting on it, a
 * failure closes it; an attempt that is already final changes nothing (replays, reordering).
 */
export const applyPaymentIntentEvent: PaymentIntentHandler = (event, tx) => {
  const attempt = tx.select().from(schema.checkoutAttempts).where(eq(schema.checkoutAttempts.intentId, event.intentId)).get();
  const byMetadata =
    attempt ??
    (event.metadata.attempt_id
      ? tx.select().from(schema.checkoutAttempts).where(eq(schema.checkoutAttempts.id, event.metadata.attempt_id)).get()
      : undefined);
  if (!byMetadata || byMetadata.status === "succeeded" || byMetadata.status === "failed") return;
  const now = new Date();
  if (event.type === "payment_intent.succeeded") {
    const mails = grantAttempt(tx, byMetadata.id, event.intentId, env().APP_ORIGIN ?? `http://localhost:${env().PORT}`, now);
    return async () => {
      for (const mail of mails) await sendMail(mail);
      await linkStripeSubscriptionForAttempt(byMetadata.id, now);
    };
  }
  tx.update(schema.checkoutAttempts)
    .set({ status: "failed", intentId: event.intentId, failureCode: event.failureCode ?? "declined", updatedAt: now.toISOString() })
    .where(eq(schema.checkoutAttempts.id, byMetadata.id))
    .run();
};

export type { PlanQuote };

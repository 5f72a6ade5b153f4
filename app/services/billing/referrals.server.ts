// Referral credit: the learner's link (/refer-a-friend), who signed up through it, the credit a
// friend's first payment earns and the credit spent at checkout. The amounts and rules are the
// engine's (app/engine/referrals); the ledger is `referral_credits` (earned rows positive, spent
// rows negative; one earned row per friend, enforced by the database).
import { randomBytes } from "node:crypto";
import {
  earnsReferralCredit,
  formatUsd,
  friendLabel,
  normalizeReferralCode,
  REFERRAL_CREDIT_CENTS,
  REFERRAL_HOLD_MS,
  referralCodeFromBytes,
  referralCreditInPrice,
  referralLink,
  referrerFor,
  spendableReferralCents,
} from "~/engine";
import {
  findReferralCode,
  findUserContact,
  findUserIdByReferralCode,
  hasOtherPaidTransaction,
  hasUnseenEarnedCredit,
  insertEarnedCredit,
  insertSpentCredit,
  ledgerBalanceCents,
  listReferralCredits,
  listReferredFriends,
  pendingAttemptPrices,
  setReferralCodeIfMissing,
  setReferredBy,
} from "~/models/referral.server";
import { MAIL_TEXTS } from "~/engine/mailTexts";
import { lockForBilling } from "~/models/billing.server";

export const REFERRAL_TEXTS = {
  linkCreated: "Your referral link is ready. Share it with your friends.",
  overspent: "The referral credit in this price was already used by another checkout.",
} as const;

type Mail = { to: string; subject: string; text: string; kind: string };

// SQLite says "UNIQUE constraint failed"; PostgreSQL's error has the code 23505.
const isUniqueViolation = (e: unknown) =>
  /UNIQUE constraint failed|duplicate key value/i.test(String((e as Error)?.message ?? "")) || (e as { code?: string })?.code === "23505";

/**
 * The learner's referral code, made now when they have none (a POST, or sign-up: never a GET).
 * A code already taken by someone else is drawn again.
 */
export async function ensureReferralCode(userId: number): Promise<string> {
  for (let i = 0; i < 8; i++) {
    const existing = await findReferralCode(userId);
    if (existing) return existing;
    try {
      await setReferralCodeIfMissing(userId, referralCodeFromBytes(randomBytes(8)));
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  }
  throw new Error("could not draw a free referral code");
}

/**
 * A new account: its own referral code, and who referred it when the sign-up carried a known code
 * that is not the learner's own. An unknown or malformed code is ignored: it never fails a sign-up.
 */
export async function setUpReferralsAtSignUp(userId: number, rawCode: unknown): Promise<void> {
  const code = normalizeReferralCode(rawCode);
  if (code) {
    const referrer = referrerFor(await findUserIdByReferralCode(code), userId);
    if (referrer !== null) await setReferredBy(userId, referrer);
  }
  await ensureReferralCode(userId);
}

/** The referral code of a sign-up body or query: `ref`, or the API's referral fields (`referral_code`, `referrer_code`). */
export function referralCodeOf(body: Readonly<Record<string, unknown>>): unknown {
  return body.ref ?? body.referral_code ?? body.referrer_code;
}

/** What checkouts still paying hold of the learner's credit. */
async function heldCents(userId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - REFERRAL_HOLD_MS).toISOString();
  return (await pendingAttemptPrices(userId, since)).reduce((sum, price) => {
    try {
      return sum + referralCreditInPrice(JSON.parse(price) as { id: string; amountCents: number }[]);
    } catch {
      return sum;
    }
  }, 0);
}

/** The credit a new checkout may use: the balance less what checkouts still paying hold (docs/product/billing.md#referrals). */
export async function spendableReferralBalance(userId: number, now: Date): Promise<number> {
  return spendableReferralCents(await ledgerBalanceCents(userId), await heldCents(userId, now));
}

/** The learner's balance (earned − spent). */
export async function referralBalanceCents(userId: number): Promise<number> {
  return ledgerBalanceCents(userId);
}

/**
 * (inside the transaction that records a checkout attempt, the buyer's row locked) Whether the
 * credit in a new attempt's price is still free: another tab's checkout may have taken it meanwhile.
 */
export async function referralCreditStillAvailable(
  userId: number,
  lineItems: readonly { id: string; amountCents: number }[],
  now: Date,
): Promise<boolean> {
  const credit = referralCreditInPrice(lineItems);
  return credit <= 0 || (await spendableReferralBalance(userId, now)) >= credit;
}

export class ReferralCreditOverspent extends Error {
  constructor() {
    super(REFERRAL_TEXTS.overspent);
    this.name = "ReferralCreditOverspent";
  }
}

/**
 * (inside grantAttempt's transaction) The ledger rows of a successful payment: the credit the
 * price used is spent (refused, rolling the whole grant back, if the balance would go below zero),
 * and a referred friend's first payment of more than zero earns the referrer a credit, once.
 * Returns the mail to send after commit.
 */
export async function recordReferralLedger(payment: {
  user: { id: number; fullName: string; email: string; referredByUserId: number | null };
  transactionId: number;
  amountCents: number;
  lineItems: string;
  origin: string;
}): Promise<Mail[]> {
  const { user } = payment;
  let lines: { id: string; amountCents: number }[] = [];
  try {
    lines = JSON.parse(payment.lineItems) as typeof lines;
  } catch {
    lines = [];
  }
  const spent = referralCreditInPrice(lines);
  if (spent > 0) {
    // The learner's row is locked first: two payments spending the same credit take turns, so the
    // second one sees the first's spent row and is refused.
    await lockForBilling({ userId: user.id });
    await insertSpentCredit({ userId: user.id, amountCents: spent, transactionId: payment.transactionId });
    if ((await ledgerBalanceCents(user.id)) < 0) throw new ReferralCreditOverspent();
  }
  const earns = earnsReferralCredit({
    friendId: user.id,
    referrerId: user.referredByUserId,
    amountCents: payment.amountCents,
    paidBefore: await hasOtherPaidTransaction(user.id, payment.transactionId),
  });
  if (!earns || user.referredByUserId === null) return [];
  const referrerId = user.referredByUserId;
  if (
    !(await insertEarnedCredit({
      userId: referrerId,
      sourceUserId: user.id,
      amountCents: REFERRAL_CREDIT_CENTS,
      transactionId: payment.transactionId,
    }))
  )
    return [];
  const referrer = await findUserContact(referrerId);
  if (!referrer) return [];
  const balance = await ledgerBalanceCents(referrerId);
  return [
    {
      to: referrer.email,
      ...MAIL_TEXTS.referral({
        fullName: referrer.fullName,
        friend: friendLabel(user.fullName, user.email),
        balanceCents: balance,
        link: `${payment.origin.replace(/\/+$/, "")}/refer-a-friend`,
      }),
    },
  ];
}

/** Whether GET /api/user/info should carry the referral-credit banner header. */
export async function hasUnseenReferralCredit(userId: number): Promise<boolean> {
  return hasUnseenEarnedCredit(userId);
}

/** What /refer-a-friend shows. */
export async function referralPage(userId: number, origin: string) {
  const code = await findReferralCode(userId);
  const ledger = await listReferralCredits(userId);
  const earnedCents = ledger.filter((e) => e.kind === "earned").reduce((s, e) => s + e.amountCents, 0);
  const spentCents = -ledger.filter((e) => e.kind === "spent").reduce((s, e) => s + e.amountCents, 0);
  const friends = (await listReferredFriends(userId)).map((f) => ({
    name: friendLabel(f.fullName, f.email),
    joinedOn: f.joinedAt.slice(0, 10),
    paid: f.creditCents !== null,
    creditedOn: f.creditedAt?.slice(0, 10) ?? null,
  }));
  return {
    code,
    link: code ? referralLink(origin, code) : null,
    creditPerFriend: formatUsd(REFERRAL_CREDIT_CENTS),
    balance: formatUsd(earnedCents - spentCents),
    earned: formatUsd(earnedCents),
    spent: formatUsd(spentCents),
    friends,
  };
}

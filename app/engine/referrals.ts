// Referral credit (docs/product/billing.md#referrals): a learner shares a link;
// when a friend who signed up through it makes a first payment of more than zero, the learner
// earns a fixed credit, once per friend. The credit is spent at the learner's own checkouts as
// the last line item of the price, never below zero.
import type { Cents } from "./money";

/** What one referred friend's first payment earns the referrer: $10.00 (docs/product/billing.md#referrals). */
export const REFERRAL_CREDIT_CENTS: Cents = 1000;

/**
 * Referral codes: 8 characters from an alphabet without look-alikes (no I, O, 0, 1), so a code
 * read aloud or typed from a screenshot works. Matched in capitals.
 */
export const REFERRAL_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const REFERRAL_CODE_LENGTH = 8;
const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** The response header of GET /api/user/info while an earned credit's banner is unseen (docs/product/billing.md#referrals). */
export const REFERRAL_CREDIT_HEADER = "X-Referral-Credit";
export const REFERRAL_CREDIT_HEADER_VALUE = "earned";

/**
 * A checkout that is paying (open or waiting on 3-D Secure) holds the referral credit in its
 * price for this long, so a second tab cannot spend the same credit meanwhile.
 */
export const REFERRAL_HOLD_MS = 24 * 60 * 60 * 1000;

/** A typed or linked code in canonical form, or null when it cannot be a referral code. */
export function normalizeReferralCode(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const code = raw.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** A code from random bytes (the caller supplies the randomness): one byte per character. */
export function referralCodeFromBytes(bytes: ArrayLike<number>): string {
  if (bytes.length < REFERRAL_CODE_LENGTH) throw new Error(`need ${REFERRAL_CODE_LENGTH} random bytes, got ${bytes.length}`);
  let code = "";
  // 256 is a multiple of 32: every character is equally likely.
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[bytes[i]! % REFERRAL_CODE_ALPHABET.length];
  return code;
}

/** The link a learner shares. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, "")}/signup?ref=${encodeURIComponent(code)}`;
}

/**
 * Who referred a new sign-up: the code's owner, unless the code is unknown or is the person's
 * own (then nobody: a bad code never fails a sign-up).
 */
export function referrerFor(codeOwnerId: number | null | undefined, newUserId: number | null | undefined): number | null {
  if (codeOwnerId == null) return null;
  if (newUserId != null && codeOwnerId === newUserId) return null;
  return codeOwnerId;
}

interface ReferralPayment {
  /** the friend who paid */
  friendId: number;
  /** who referred the friend (users.referred_by_user_id) */
  referrerId: number | null;
  /** what this payment charged */
  amountCents: Cents;
  /** the friend had a successful payment of more than zero before this one */
  paidBefore: boolean;
}

/**
 * Whether this payment earns the referrer a credit: the friend's first successful payment of
 * more than zero (a free trial earns nothing), and never for referring oneself. The ledger's
 * unique key (one earned row per friend) makes "once per friend" hold under races too.
 */
export function earnsReferralCredit(p: ReferralPayment): boolean {
  if (p.referrerId == null || p.referrerId === p.friendId) return false;
  if (!Number.isInteger(p.amountCents) || p.amountCents <= 0) return false;
  return !p.paidBefore;
}

/**
 * What a learner may spend at a new checkout: the balance less what checkouts still paying hold,
 * never below zero.
 */
export function spendableReferralCents(balanceCents: Cents, heldCents: Cents): Cents {
  return Math.max(0, balanceCents - Math.max(0, heldCents));
}

/** The referral credit a priced checkout takes (its referral_credit line), as a positive amount. */
export function referralCreditInPrice(lineItems: readonly { id: string; amountCents: Cents }[]): Cents {
  return lineItems.filter((l) => l.id === "referral_credit").reduce((sum, l) => sum - l.amountCents, 0);
}

/** An e-mail shown to someone else: first letter, the domain kept ("a•••@example.com"). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** How a referred friend is shown to the referrer: the first name, else the masked e-mail. */
export function friendLabel(fullName: string | null | undefined, email: string): string {
  const first = (fullName ?? "").trim().split(/\s+/)[0] ?? "";
  return first || maskEmail(email);
}

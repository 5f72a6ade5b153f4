// The embedded card gateway: the default payment processor when no Stripe key is set. It
// behaves like a processor's test mode and keeps its state in the database as a processor would
// (a vault of tokens, one-time nonces, payment intents), so the whole purchase works on a fresh
// clone with no account anywhere. It never stores a card number: a token, the brand, the last
// four digits, the expiry, and a keyed fingerprint to recognise the same card again.
//
// Test cards (any future expiry, any 3-digit code; 4 digits for American Express):
//   4242 4242 4242 4242  succeeds
//   4000 0000 0000 0002  is declined (card_declined)
//   4000 0000 0000 9995  fails for insufficient funds (insufficient_funds)
//   4000 0027 6000 3184  needs a 3-D Secure step (requires_action, then succeeded once confirmed)
// Any other number that passes the Luhn check succeeds.
import { CARD_EXPIRY_TEXT } from "~/engine/validation";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { inBillingTransaction } from "~/models/billing.server";
import {
  findCard,
  findIntent,
  findIntentByKey,
  findIntentForUpdate,
  findNonce,
  findUsersCardByFingerprint,
  forgetCardOwner,
  giveCardTo,
  insertCardWithNonce,
  insertIntentOnce,
  spendNonce,
  updateIntent,
  type GatewayCardRow,
  type GatewayIntentRow,
} from "~/models/gatewayVault.server";
import { sessionSecret } from "~/utils/session.server";
import { MethodRefused, type CardSummary, type ChargeOutcome, type ChargeRequest, type IntentStatus, type PaymentGateway } from "./gateway.server";

type CardBehavior = "succeed" | "decline" | "insufficient_funds" | "three_d_secure";

const TEST_CARDS: Record<string, CardBehavior> = {
  "4000000000000002": "decline",
  "4000000000009995": "insufficient_funds",
  "4000002760003184": "three_d_secure",
};
const FAILURE_CODES: Partial<Record<CardBehavior, string>> = { decline: "card_declined", insufficient_funds: "insufficient_funds" };

const NONCE_TTL_MS = 3 * 3600_000;
const CLIENT_TOKEN_TTL_MS = 3600_000;

const CARD_ERRORS = {
  number: "Enter a valid card number.",
  expiry: CARD_EXPIRY_TEXT,
  cvc: "Enter the card's security code (3 digits, 4 for American Express).",
  nonce: "This payment method is no longer valid. Please enter your card again.",
} as const;

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };
type CardCheck = { ok: true; number: string; brand: string } | { ok: false; errors: Partial<Record<"number" | "expiry" | "cvc", string>> };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function cardBrand(number: string): string {
  if (/^4/.test(number)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^(6011|65|64[4-9])/.test(number)) return "discover";
  return "unknown";
}

/** Checks a card as a processor's form would: number (Luhn), expiry not passed, security code. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const number = input.number.replace(/[\s-]/g, "");
  const errors: Partial<Record<"number" | "expiry" | "cvc", string>> = {};
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.number = CARD_ERRORS.number;
  const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  const endOfMonth = Date.UTC(year, input.expMonth, 1); // first day of the following month
  if (!(input.expMonth >= 1 && input.expMonth <= 12) || !(year >= 2000 && year <= 2100) || endOfMonth <= now.getTime())
    errors.expiry = CARD_ERRORS.expiry;
  const brand = cardBrand(number);
  if (!(brand === "amex" ? /^\d{4}$/ : /^\d{3}$/).test(input.cvc.trim())) errors.cvc = CARD_ERRORS.cvc;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, number, brand };
}

const fingerprintOf = (number: string) => createHmac("sha256", sessionSecret()).update(`card:${number}`).digest("hex");
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;
const summary = (row: GatewayCardRow): CardSummary => ({
  token: row.token,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

/** Thrown for a card that cannot be used (bad nonce, another user's token). */
class CardRefused extends MethodRefused {}

export function createEmbeddedGateway(): PaymentGateway & {
  tokenizeCard(
    input: CardInput,
    now?: Date,
  ): Promise<{ ok: true; nonce: string; card: CardSummary } | { ok: false; errors: Partial<Record<"number" | "expiry" | "cvc", string>> }>;
  verifyClientToken(token: string, userId: number, now?: Date): boolean;
  confirmThreeDSecure(intentId: string, userId: number, approve: boolean): Promise<ChargeOutcome>;
} {
  const sign = (payload: string) => createHmac("sha256", sessionSecret()).update(`client-token:${payload}`).digest("base64url");

  function outcome(row: GatewayIntentRow): ChargeOutcome {
    return {
      intentId: row.id,
      status: row.status as IntentStatus,
      ...(row.status === "requires_action" ? { actionUrl: `/checkout/3ds/${row.id}` } : {}),
      ...(row.failureCode ? { failureCode: row.failureCode } : {}),
    };
  }

  /** The card behind a nonce (used once) or a saved token of this user. */
  async function resolveCard(userId: number, nonceOrToken: string, now: Date) {
    if (nonceOrToken.startsWith("nonce_")) {
      const nonce = await findNonce(nonceOrToken);
      if (!nonce || nonce.usedAt || nonce.expiresAt < now.toISOString()) throw new CardRefused(CARD_ERRORS.nonce);
      if (!(await spendNonce(nonceOrToken, now.toISOString()))) throw new CardRefused(CARD_ERRORS.nonce);
      const card = await findCard(nonce.cardToken);
      if (!card) throw new CardRefused(CARD_ERRORS.nonce);
      return card;
    }
    const card = await findCard(nonceOrToken);
    if (!card || card.userId !== userId) throw new CardRefused(CARD_ERRORS.nonce);
    return card;
  }

  /** The user's saved card that a spent nonce stood for (the card itself, or the same card saved before). */
  async function savedFromNonce(userId: number, nonce: string) {
    if (!nonce.startsWith("nonce_")) return undefined;
    const row = await findNonce(nonce);
    if (!row?.usedAt) return undefined;
    const card = await findCard(row.cardToken);
    if (!card) return undefined;
    if (card.userId === userId) return card;
    return findUsersCardByFingerprint(userId, card.fingerprint);
  }

  return {
    name: "embedded",
    testMode: true,

    async clientToken(user) {
      const payload = Buffer.from(JSON.stringify({ u: user.id, e: Date.now() + CLIENT_TOKEN_TTL_MS })).toString("base64url");
      return { token: `${payload}.${sign(payload)}`, threeDSecure: true };
    },

    verifyClientToken(token, userId, now = new Date()) {
      const [payload, signature] = token.split(".");
      if (!payload || !signature) return false;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      try {
        const data = JSON.parse(Buffer.from(payload, "base64url").toString()) as { u: number; e: number };
        return data.u === userId && data.e > now.getTime();
      } catch {
        return false;
      }
    },

    async tokenizeCard(input, now = new Date()) {
      const checked = checkCard(input, now);
      if (!checked.ok) return checked;
      const token = newId("card");
      const nonce = newId("nonce");
      const row = {
        token,
        userId: null,
        brand: checked.brand,
        last4: checked.number.slice(-4),
        expMonth: input.expMonth,
        expYear: input.expYear < 100 ? 2000 + input.expYear : input.expYear,
        behavior: TEST_CARDS[checked.number] ?? "succeed",
        fingerprint: fingerprintOf(checked.number),
      };
      await inBillingTransaction(() => insertCardWithNonce(row, { nonce, expiresAt: new Date(now.getTime() + NONCE_TTL_MS).toISOString() }));
      return { ok: true, nonce, card: summary({ ...row, createdAt: now.toISOString() }) };
    },

    async saveMethod(user, nonceOrToken) {
      const now = new Date();
      return inBillingTransaction(async () => {
        let card: GatewayCardRow;
        try {
          card = await resolveCard(user.id, nonceOrToken, now);
        } catch (e) {
          // The same nonce sent again (a retried request): the method it saved, not an error.
          const again = e instanceof CardRefused ? await savedFromNonce(user.id, nonceOrToken) : undefined;
          if (again) return summary(again);
          throw e;
        }
        if (card.userId === user.id) return summary(card);
        // The same card added again is the method the user already has.
        const known = await findUsersCardByFingerprint(user.id, card.fingerprint);
        if (known) return summary(known);
        await giveCardTo(card.token, user.id);
        return summary(card);
      });
    },

    async charge(req: ChargeRequest) {
      const now = new Date();
      const existing = await findIntentByKey(req.idempotencyKey);
      if (existing) return outcome(existing);
      return inBillingTransaction(async () => {
        // Checked again inside the transaction, and the key is unique: two concurrent charges with one key make one intent.
        const again = await findIntentByKey(req.idempotencyKey);
        if (again) return outcome(again);
        const card = await resolveCard(req.userId, req.paymentMethod, now);
        const behavior = card.behavior as CardBehavior;
        const status: IntentStatus =
          behavior === "succeed" ? "succeeded" : behavior === "three_d_secure" ? "requires_action" : "requires_payment_method";
        const row = await insertIntentOnce({
          id: newId("pi"),
          userId: req.userId,
          amountCents: req.amountCents,
          currency: req.currency,
          status,
          cardToken: card.token,
          idempotencyKey: req.idempotencyKey,
          failureCode: FAILURE_CODES[behavior] ?? null,
          updatedAt: now.toISOString(),
        });
        return outcome(row);
      });
    },

    async intentStatus(intentId) {
      const row = await findIntent(intentId);
      if (!row) throw new CardRefused("Unknown payment.");
      return outcome(row);
    },

    async detachMethod(user, token) {
      // The vault forgets whose card it was: the token can no longer be charged for anyone.
      const card = await findCard(token);
      if (!card || card.userId === null) return;
      if (card.userId !== user.id) throw new CardRefused(CARD_ERRORS.nonce);
      await forgetCardOwner(token, user.id);
    },

    async setDefaultMethod(user, token) {
      // Which card is primary is the site's own record (payment_methods); the vault only checks the card is the user's.
      const card = await findCard(token);
      if (!card || card.userId !== user.id) throw new CardRefused(CARD_ERRORS.nonce);
    },

    async confirmThreeDSecure(intentId, userId, approve) {
      const now = new Date().toISOString();
      return inBillingTransaction(async () => {
        const row = await findIntentForUpdate(intentId);
        if (!row || row.userId !== userId) throw new CardRefused("Unknown payment.");
        if (row.status !== "requires_action") return outcome(row);
        const next = await updateIntent(
          intentId,
          approve ? { status: "succeeded", updatedAt: now } : { status: "canceled", failureCode: "authentication_failed", updatedAt: now },
        );
        return outcome(next!);
      });
    },
  };
}

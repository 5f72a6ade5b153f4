// Every mail the site sends, its kind (the outbox's `kind`), subject and body, in one place. Pure:
// the senders pass the values (names, links, amounts, dates) and hand the result to sendMail with
// the address. Links are built by the senders on the configured origin (appOrigin), never on a
// request's host. Tests read these texts word for word: change one here, and its tests with it.
import { ENTERPRISE_TRIAL_DAYS, TRIAL_REQUEST_TTL_DAYS } from "./business";
import { GITHUB_STUDENT_DISCOUNT_PERCENT } from "./constants";
import { formatFullDate, type DateInput } from "./dates";
import { formatUsd, type Cents } from "./money";
import { REFERRAL_CREDIT_CENTS } from "./referrals";
import { STUDENT_LINK_TTL_HOURS } from "./seo";

/** A mail without its address: what sendMail needs besides `to`. */
type MailText = { kind: string; subject: string; text: string };

const SIGNATURE = "The Codelift team";
const articled = (role: string) => (/^[AEIOU]/i.test(role) ? `an ${role}` : `a ${role}`);
const lines = (...parts: string[]) => parts.join("\n");

// ---- the receipt's layout: one for every payment (a purchase at checkout, a renewal charged by
// the scheduler or by Stripe)

/** Labels are padded to this width so that the amounts line up in a plain-text mail. */
const LABEL_WIDTH = 28;

export const receiptSubject = (chargedCents: number) => `Your Codelift receipt: ${formatUsd(chargedCents)}`;

/** The opening of a renewal's receipt. */
export const renewedSentence = (planCode: string, runsUntil: DateInput) =>
  `Your plan ${planCode} has renewed. It now runs until ${formatFullDate(runsUntil)}.`;

type Receipt = {
  name: string;
  /** what the payment was for, in a sentence */
  opening: string;
  /** the price's lines (a line of zero is left out, the list price always shown) */
  lines?: readonly { label: string; amountCents: number }[];
  chargedCents: number;
  /** said after the amount charged (" (to your backup payment method)") */
  chargedNote?: string;
  /** the references a learner quotes to support ("Transaction 12 · checkout …") */
  reference: string;
  /** where the invoice of the transaction is (page and PDF) */
  invoiceLink?: string;
};

export function receiptText(r: Receipt): string {
  const lines = (r.lines ?? [])
    .filter((l) => l.amountCents !== 0 || l.label === "List price")
    .map((l) => `  ${l.label.padEnd(LABEL_WIDTH)} ${formatUsd(l.amountCents)}`);
  return [
    `Hi ${r.name},`,
    "",
    r.opening,
    "",
    ...lines,
    `  ${"Charged".padEnd(LABEL_WIDTH)} ${formatUsd(r.chargedCents)}${r.chargedNote ?? ""}`,
    "",
    r.reference,
    ...(r.invoiceLink ? [`Invoice (page and PDF): ${r.invoiceLink}`] : []),
    "",
    "The Codelift team",
  ].join("\n");
}

export const MAIL_TEXTS = {
  // ---- accounts
  verify: (p: { fullName: string; link: string }): MailText => ({
    kind: "verify",
    subject: "Verify your Codelift account",
    text: `Hi ${p.fullName},\n\nWelcome to Codelift! Confirm your e-mail address by opening this link:\n\n${p.link}\n\nThe link is valid for 72 hours. If you did not sign up, ignore this message.\n\n${SIGNATURE}`,
  }),
  reset: (p: { fullName: string; link: string }): MailText => ({
    kind: "reset",
    subject: "Reset your Codelift password",
    text: `Hi ${p.fullName},\n\nSomeone asked to reset the password of your Codelift account. Choose a new one here:\n\n${p.link}\n\nThe link is valid for 2 hours. If it was not you, ignore this message: your password stays as it is.\n\n${SIGNATURE}`,
  }),
  signupLink: (p: { link: string }): MailText => ({
    kind: "signup-link",
    subject: "Finish creating your Codelift account",
    text: `Hi,\n\nThanks for your interest in Codelift! Choose your name and a password to finish creating your account:\n\n${p.link}\n\nThe link is valid for 72 hours. If you did not ask for this, ignore this message.\n\n${SIGNATURE}`,
  }),
  twoFactorCode: (p: { fullName: string; code: string }): MailText => ({
    kind: "two-factor",
    subject: "Your Codelift sign-in code",
    text: `Hi ${p.fullName},\n\nYour Codelift sign-in code is ${p.code}. It is valid for 10 minutes and works once.\n\nIf you did not try to log in, change your password: someone knows it.\n\n${SIGNATURE}`,
  }),
  emailChange: (p: { fullName: string; link: string; currentEmail: string }): MailText => ({
    kind: "email-change",
    subject: "Confirm your new Codelift email address",
    text: `Hi ${p.fullName},\n\nYou asked to use this address for your Codelift account. Confirm it by opening this link:\n\n${p.link}\n\nThe link is valid for 24 hours. Until then your account keeps ${p.currentEmail}. If you did not ask for this, ignore this message.\n\n${SIGNATURE}`,
  }),
  emailChanged: (p: { fullName: string; newEmail: string }): MailText => ({
    kind: "email-changed",
    subject: "Your Codelift email address was changed",
    text: `Hi ${p.fullName},\n\nThe email address of your Codelift account was changed to ${p.newEmail}. If this was not you, reply to this message at once.\n\n${SIGNATURE}`,
  }),
  accountDeleted: (p: { fullName: string }): MailText => ({
    kind: "account-deleted",
    subject: "Your Codelift account has been deleted",
    text: `Hi ${p.fullName},\n\nYour Codelift account has been deleted as you asked. Your subscription will not renew, and your personal data has been removed.\n\n${SIGNATURE}`,
  }),
  studentVerify: (p: { fullName: string; accountEmail: string; link: string }): MailText => ({
    kind: "student-verify",
    subject: "Confirm your student e-mail for Codelift",
    text: `Hi ${p.fullName},\n\nYou asked for the GitHub student discount (${GITHUB_STUDENT_DISCOUNT_PERCENT}% off Codelift plans) for the account ${p.accountEmail}. Confirm that this school address is yours here:\n\n${p.link}\n\nThe link is valid for ${STUDENT_LINK_TTL_HOURS} hours and works when you are logged in to that account. If it was not you, ignore this message.\n\n${SIGNATURE}`,
  }),

  // ---- organizations
  orgInvite: (p: {
    inviterName: string;
    inviterEmail: string;
    organizationName: string;
    role: string;
    withSeat: boolean;
    link: string;
    email: string;
    days: number;
  }): MailText => ({
    kind: "org-invite",
    subject: `${p.inviterName} invited you to join ${p.organizationName} on Codelift`,
    text:
      `Hi,\n\n${p.inviterName} (${p.inviterEmail}) invited you to join ${p.organizationName} on Codelift as ${articled(p.role)}${p.withSeat ? " with a seat" : ""}.\n\n` +
      `Accept the invitation here:\n\n${p.link}\n\n` +
      `Log in with ${p.email} (or create an account with that address) to accept. The link is valid for ${p.days} days. If you were not expecting this, ignore this message.\n\n${SIGNATURE}`,
  }),
  enterpriseTrial: (p: { companyName: string; link: string }): MailText => ({
    kind: "enterprise-trial",
    subject: `Start your ${ENTERPRISE_TRIAL_DAYS}-day Codelift team trial`,
    text: lines(
      "Hi,",
      "",
      `You asked for a ${ENTERPRISE_TRIAL_DAYS}-day team trial of Codelift for ${p.companyName}. Start it here:`,
      "",
      p.link,
      "",
      `The link is valid for ${TRIAL_REQUEST_TTL_DAYS} days and can be used once. If you did not ask for a trial, ignore this message.`,
      "",
      SIGNATURE,
    ),
  }),

  // ---- purchases
  receipt: (p: {
    fullName: string;
    isTrial: boolean;
    itemCode: string;
    itemLabel: string;
    businessNote: string | null;
    priceLines: { label: string; amountCents: number }[];
    totalCents: Cents;
    transactionId: number;
    checkoutId: string;
    /** the transaction's invoice (docs/product/billing.md#invoices) */
    invoiceLink?: string;
  }): MailText => ({
    kind: "receipt",
    subject: p.isTrial ? "Your Codelift free trial has started" : receiptSubject(p.totalCents),
    text: receiptText({
      name: p.fullName,
      opening: p.isTrial
        ? `Your 7-day free trial of ${p.itemCode} has started. Nothing was charged today.`
        : `Thank you for your purchase of ${p.itemLabel}.${p.businessNote ? ` ${p.businessNote}` : ""}`,
      lines: p.priceLines,
      chargedCents: p.totalCents,
      reference: `Transaction ${p.transactionId} · checkout ${p.checkoutId}`,
      invoiceLink: p.invoiceLink,
    }),
  }),
  /** the coupons a coupon-purchase created (docs/product/billing.md#custom-actions): one, or the action's batch */
  coupon: (p: { fullName: string; codes: readonly string[]; plan: string }): MailText =>
    p.codes.length === 1
      ? {
          kind: "coupon",
          subject: `Your Codelift coupon ${p.codes[0]}`,
          text: `Hi ${p.fullName},\n\nYour coupon ${p.codes[0]} gives plan ${p.plan} once, free. Share it with the person it is for: they enter it at checkout.\n\n${SIGNATURE}`,
        }
      : {
          kind: "coupon",
          subject: `Your ${p.codes.length} Codelift coupons for plan ${p.plan}`,
          text: `Hi ${p.fullName},\n\nEach of these coupons gives plan ${p.plan} once, free. Share each with one person: they enter it at checkout.\n\n${p.codes.join("\n")}\n\n${SIGNATURE}`,
        },
  gift: (p: { buyerName: string; planCode: string; link: string }): MailText => ({
    kind: "gift",
    subject: `${p.buyerName} sent you a Codelift subscription`,
    text: `Hi,\n\n${p.buyerName} gave you a Codelift subscription (${p.planCode}). Claim it here:\n\n${p.link}\n\n${SIGNATURE}`,
  }),
  referral: (p: { fullName: string; friend: string; balanceCents: Cents; link: string }): MailText => ({
    kind: "referral",
    subject: `You earned ${formatUsd(REFERRAL_CREDIT_CENTS)} of Codelift credit`,
    text: lines(
      `Hi ${p.fullName},`,
      "",
      `${p.friend}, who joined Codelift through your referral link, just made a first purchase, so you earned ${formatUsd(REFERRAL_CREDIT_CENTS)} of credit.`,
      `Your credit balance is now ${formatUsd(p.balanceCents)}; it comes off the price of your next checkout automatically.`,
      "",
      `See your credit and your friends: ${p.link}`,
      "",
      SIGNATURE,
    ),
  }),

  // ---- renewals (the embedded gateway's and Stripe's)
  renewalReceipt: (p: {
    fullName: string;
    planCode: string;
    until: Date | string;
    amountCents: Cents;
    toBackup?: boolean;
    transactionId: number;
    invoiceId?: string;
  }): MailText => ({
    kind: "renewal-receipt",
    subject: receiptSubject(p.amountCents),
    text: receiptText({
      name: p.fullName,
      opening: renewedSentence(p.planCode, p.until),
      chargedCents: p.amountCents,
      chargedNote: p.toBackup ? " (to your backup payment method)" : "",
      reference: p.invoiceId ? `Transaction ${p.transactionId} · invoice ${p.invoiceId}` : `Transaction ${p.transactionId}`,
    }),
  }),
  renewalLapsed: (p: { fullName: string; planCode: string; comeBack: string }): MailText => ({
    kind: "renewal-lapsed",
    subject: "Your Codelift subscription has ended",
    text: lines(
      `Hi ${p.fullName},`,
      "",
      `We could not take the payment for your plan ${p.planCode} after several tries, so it has ended.`,
      p.comeBack,
      "",
      SIGNATURE,
    ),
  }),
  /** The line of a lapsed plan's mail: the win-back offer, or the plans page. */
  renewalComeBack: (p: { offer: { percent: number; until: Date | string; link: string } | null; plansLink: string }): string =>
    p.offer
      ? `Come back with ${p.offer.percent}% off until ${formatFullDate(p.offer.until)}: ${p.offer.link}`
      : `You can subscribe again at any time: ${p.plansLink}`,
  renewalFailed: (p: {
    fullName: string;
    planCode: string;
    reason: string;
    graceUntil: Date | string;
    nextAttempt: Date | string;
    billingLink: string;
  }): MailText => ({
    kind: "renewal-failed",
    subject: "Your Codelift payment failed",
    text: lines(
      `Hi ${p.fullName},`,
      "",
      `We could not renew your plan ${p.planCode}: ${p.reason}`,
      "",
      `You keep your access until ${formatFullDate(p.graceUntil)}. We will try again on ${formatFullDate(p.nextAttempt)}; to pay now, or to add a new card, visit:`,
      p.billingLink,
      "",
      SIGNATURE,
    ),
  }),
  stripeRenewalFailed: (p: {
    fullName: string;
    planCode: string;
    amountDueCents: Cents;
    graceUntil: Date | string;
    nextAttempt: Date | string | null;
    billingLink: string;
  }): MailText => ({
    kind: "renewal-failed",
    subject: "Your Codelift payment failed",
    text: lines(
      `Hi ${p.fullName},`,
      "",
      `We could not renew your plan ${p.planCode}: the payment of ${formatUsd(p.amountDueCents)} did not go through.`,
      "",
      `You keep your access until ${formatFullDate(p.graceUntil)}.${p.nextAttempt ? ` We will try again on ${formatFullDate(p.nextAttempt)};` : ""} To pay now, or to add a new card, visit:`,
      p.billingLink,
      "",
      SIGNATURE,
    ),
  }),
} as const;

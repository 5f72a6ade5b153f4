// The account page: name, e-mail (re-verified through a mailed link), password (the current one
// required; every other session ended), sessions, and the deletion of the account.
import { ACCOUNT_PAGE_TEXTS, TWO_FACTOR_TEXTS } from "~/engine/accountSecurity";
import { anonymiseAccount, applyEmailChange, changePassword, emailTaken } from "~/models/account.server";
import { activeSubscription } from "~/models/subscription.server";
import { issueToken, normalizeEmail, type User } from "~/models/user.server";
import { hashPassword, verifyPassword } from "~/models/password.server";
import { appOrigin } from "~/utils/env.server";
import type { Failure } from "./accounts.server";
import { setAutoRenew } from "./billing/subscriptionLife.server";
import { organizationsOnlyAdminOf } from "./organizations/members.server";
import { sendMail } from "./mail.server";
import { MAIL_TEXTS } from "~/engine/mailTexts";

const T = ACCOUNT_PAGE_TEXTS;
const wrongPassword: Failure = {
  ok: false,
  status: 400,
  errorText: TWO_FACTOR_TEXTS.wrongPassword,
  errors: { password: TWO_FACTOR_TEXTS.wrongPassword },
};

export const passwordMatches = (user: User, password: string) => verifyPassword(password, user.passwordHash);

export async function requestEmailChange(user: User, newEmail: string, password: string): Promise<{ ok: true; message: string } | Failure> {
  if (!(await passwordMatches(user, password))) return wrongPassword;
  const email = normalizeEmail(newEmail);
  if (email === user.email) return { ok: false, status: 400, errorText: T.emailSame, errors: { new_email: T.emailSame } };
  if (await emailTaken(email)) return { ok: false, status: 400, errorText: T.emailTaken, errors: { new_email: T.emailTaken } };
  const token = await issueToken(user.id, "email-change", new Date(), email);
  await sendMail({
    to: email,
    ...MAIL_TEXTS.emailChange({ fullName: user.fullName, link: `${appOrigin()}/account/email/${token}`, currentEmail: user.email }),
  });
  return { ok: true, message: T.emailChangeSent };
}

export async function confirmEmailChange(token: string): Promise<{ ok: true; user: User } | Failure> {
  const result = await applyEmailChange(token);
  if (!result.ok)
    return {
      ok: false,
      status: 400,
      errorText: result.reason === "taken" ? T.emailTaken : "This link is invalid or has expired. Please request a new one.",
    };
  // The old address hears about it: a change it did not make can be reported.
  await sendMail({ to: result.oldEmail, ...MAIL_TEXTS.emailChanged({ fullName: result.user.fullName, newEmail: result.user.email }) });
  return { ok: true, user: result.user };
}

export async function changeOwnPassword(
  user: User,
  current: string,
  next: string,
  keepSessionId: string | undefined,
): Promise<{ ok: true } | Failure> {
  if (!(await passwordMatches(user, current))) return { ...wrongPassword, errors: { current_password: TWO_FACTOR_TEXTS.wrongPassword } };
  await changePassword(user.id, await hashPassword(next), keepSessionId);
  return { ok: true };
}

/**
 * Deletes the account: refused while the learner is the only admin of an organization with other
 * members. The subscription is cancelled first (at the processor for Stripe plans;
 * when it cannot be reached nothing is deleted), then personal data is removed and the row
 * anonymised (docs/decisions/0013-account-security.md).
 */
export async function deleteAccount(user: User, password: string, now = new Date()): Promise<{ ok: true } | Failure> {
  if (!(await passwordMatches(user, password))) return wrongPassword;
  // An organization is never left with members and no admin (as when an admin is removed or demoted).
  const orphaned = await organizationsOnlyAdminOf(user.id);
  if (orphaned.length) return { ok: false, status: 409, errorText: ACCOUNT_PAGE_TEXTS.deleteLastAdmin(orphaned.map((o) => o.name).join(", ")) };
  const plan = await activeSubscription(user.id, now);
  if (plan && plan.autoRenew) {
    const cancelled = await setAutoRenew(user, false, now);
    if (!cancelled.ok && cancelled.status === 503) return cancelled;
  }
  const email = user.email;
  await anonymiseAccount(user.id, now);
  await sendMail({ to: email, ...MAIL_TEXTS.accountDeleted({ fullName: user.fullName }) });
  return { ok: true };
}

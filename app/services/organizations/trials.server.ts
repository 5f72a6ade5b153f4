// Enterprise trials (docs/product/organizations.md#trials: the 14-day team trial, /enterprise-trial/{token}
// and /enterprise-signup/{token}, the team-trial calls, the extension banner). A request from the
// /enterprise page mails a token link (only its hash is kept); accepting it makes an organization
// with a trial subscription and the accepter as its super admin with a seat. After the trial's date
// the trial grants nothing (its subscription is not live any more). One extension per trial.
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import {
  ENTERPRISE_TRIAL_DAYS,
  enterpriseSubType,
  extendTrial as engineExtendTrial,
  formatFullDate,
  formatPlanCode,
  MESSAGES,
  TEAM_TRIAL_SEATS,
  TRIAL_EXTENSION_DAYS,
  TRIAL_PLAN,
  TRIAL_REQUEST_TTL_DAYS,
  trialRequestStatus,
  type TrialRequestStatus,
} from "~/engine";
import { emailSchema } from "~/engine/validation";
import { consumeRateLimit } from "~/models/rateLimit.server";
import { inBillingTransaction, lockForBilling } from "~/models/billing.server";
import {
  adminTrialOrganizations as adminTrialOrganizationRows,
  findTrialRequest,
  hasAcceptedTrial,
  insertTrialRequest,
  lockTrialRequest,
  lockTrialSubscriptionOf,
  markTrialRequestAccepted,
  type TrialOrg,
  type TrialRequestRow,
} from "~/models/enterpriseTrial.server";
import {
  findMembership,
  findOrganization,
  insertOrganization,
  insertOrganizationMember,
  insertOrganizationSubscription,
  updateOrganization,
  updateOrganizationSubscription,
} from "~/models/organizationPurchase.server";
import { createUser, findUserByEmail, normalizeEmail, type User } from "~/models/user.server";
import { sendMail } from "~/services/mail.server";
import { appOrigin, env } from "~/utils/env.server";
import { forbidden, notFound } from "~/utils/http.server";
import { uniqueOrganizationSlug } from "./purchases.server";
import { MAIL_TEXTS } from "~/engine/mailTexts";

export const TRIAL_TEXTS = {
  requestSent: (email: string) => `Check your inbox: we have sent a link to start your ${ENTERPRISE_TRIAL_DAYS}-day team trial to ${email}.`,
  notFound: "We could not find that trial request. Request a new trial on the enterprise page.",
  used: "This trial link has already been used.",
  expired: "This trial link has expired. Request a new trial on the enterprise page.",
  alreadyAvailed: "You have already used your team trial. Buy a plan for your organization instead.",
  started: (company: string) => `Your ${ENTERPRISE_TRIAL_DAYS}-day team trial of Codelift for ${company} has started.`,
  tooMany: "Too many trial requests. Please try again later.",
  companyRequired: "Enter your company's name.",
  companyTooLong: "The company's name is at most 100 characters.",
  jobTitleRequired: "Enter your job title.",
  jobTitleTooLong: "The job title is at most 100 characters.",
  orgNotFound: "We could not find that organization.",
  adminsOnly: "Only an admin of this organization can extend its trial.",
} as const;

const text100 = (required: string, tooLong: string) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : v), z.string({ error: required }).min(1, required).max(100, tooLong));

export const trialRequestSchema = z.object({ company_name: text100(TRIAL_TEXTS.companyRequired, TRIAL_TEXTS.companyTooLong), email: emailSchema });
export const jobTitleSchema = text100(TRIAL_TEXTS.jobTitleRequired, TRIAL_TEXTS.jobTitleTooLong);
export const requestTokenSchema = z
  .string({ error: "The request token is missing." })
  .trim()
  .min(1, "The request token is missing.")
  .max(256, TRIAL_TEXTS.notFound);

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const DAY_MS = 86_400_000;

type Row = TrialRequestRow;
const findRequest = (token: string): Promise<Row | undefined> => findTrialRequest(hashToken(token));

/** Asks for a trial: a token link mailed to the work e-mail (sign-up link when it has no account yet). */
export async function requestTrial(input: {
  companyName: string;
  email: string;
  now?: Date;
}): Promise<{ ok: true; message: string } | { ok: false; status: 429; errorText: string; retryAfterMs: number }> {
  const now = input.now ?? new Date();
  const email = normalizeEmail(input.email);
  const limited = await consumeRateLimit({ bucket: "enterprise-trial", limit: env().MAIL_RATE_LIMIT, windowMs: 3600_000 }, email, now.getTime());
  if (!limited.allowed) return { ok: false, status: 429, errorText: TRIAL_TEXTS.tooMany, retryAfterMs: limited.retryAfterMs };
  const token = randomBytes(24).toString("base64url");
  await insertTrialRequest({
    email,
    companyName: input.companyName,
    tokenHash: hashToken(token),
    status: "pending",
    expiresAt: new Date(now.getTime() + TRIAL_REQUEST_TTL_DAYS * DAY_MS).toISOString(),
  });
  const hasAccount = !!(await findUserByEmail(email));
  const link = `${appOrigin()}/${hasAccount ? "enterprise-trial" : "enterprise-signup"}/${token}`;
  await sendMail({ to: email, ...MAIL_TEXTS.enterpriseTrial({ companyName: input.companyName, link }) });
  return { ok: true, message: TRIAL_TEXTS.requestSent(email) };
}

type TrialRequestView = { status: TrialRequestStatus; companyName: string; email: string };

/** What a token stands for now (valid, used, expired), or null for an unknown token. */
export async function viewTrialRequest(token: string, now = new Date()): Promise<TrialRequestView | null> {
  const row = token.length <= 256 ? await findRequest(token) : undefined;
  if (!row) return null;
  return { status: trialRequestStatus(row, now), companyName: row.companyName, email: row.email };
}

/** The refusal of a token that cannot be accepted (unknown 404, used or expired 400). */
export function tokenRefusal(view: TrialRequestView | null): { status: 400 | 404; errorText: string } | null {
  if (!view) return { status: 404, errorText: TRIAL_TEXTS.notFound };
  if (view.status === "used") return { status: 400, errorText: TRIAL_TEXTS.used };
  if (view.status === "expired") return { status: 400, errorText: TRIAL_TEXTS.expired };
  return null;
}

type AcceptOutcome =
  { ok: true; organizationId: number; trialExpirationDate: string; message: string } | { ok: false; status: 400 | 404; errorText: string };

/**
 * Accepts a trial request for this user, once: the organization (an enterprise, named after the
 * company) with its trial subscription (status trial, ENTERPRISE_TRIAL_DAYS days, TEAM_TRIAL_SEATS
 * seats), the trial dates on the organization, the user as super admin with a seat.
 */
export async function acceptTrial(user: Pick<User, "id">, token: string, jobTitle: string, now = new Date()): Promise<AcceptOutcome> {
  return inBillingTransaction(async (): Promise<AcceptOutcome> => {
    // The request's row and the user's are locked: a link is accepted once, a user has one trial.
    const row = token.length <= 256 ? await lockTrialRequest(hashToken(token)) : undefined;
    const refused = tokenRefusal(row ? { status: trialRequestStatus(row, now), companyName: row.companyName, email: row.email } : null);
    if (refused) return { ok: false, ...refused };
    await lockForBilling({ userId: user.id });
    if (await hasAcceptedTrial(user.id)) return { ok: false, status: 400, errorText: TRIAL_TEXTS.alreadyAvailed };
    const at = now.toISOString();
    const expires = new Date(now.getTime() + ENTERPRISE_TRIAL_DAYS * DAY_MS).toISOString();
    const org = await insertOrganization({
      name: row!.companyName,
      slug: await uniqueOrganizationSlug(row!.companyName),
      kind: "enterprise",
      trialExpirationDate: expires,
      trialExtended: false,
      isSelfInitiatedTrial: true,
    });
    const sub = await insertOrganizationSubscription({
      organizationId: org.id,
      planCode: formatPlanCode(TRIAL_PLAN),
      planType: TRIAL_PLAN.planType,
      subType: enterpriseSubType(TRIAL_PLAN.planType),
      seats: TEAM_TRIAL_SEATS,
      canAddSeats: false,
      status: "trial",
      startDate: at,
      expirationDate: expires,
      autoRenew: false,
    });
    await insertOrganizationMember({
      organizationId: org.id,
      userId: user.id,
      role: "Admin",
      isAdmin: true,
      adminLevel: "super_admin",
      subscriptionId: sub.id,
    });
    await markTrialRequestAccepted(row!.id, { jobTitle, organizationId: org.id, userId: user.id, acceptedAt: at });
    return { ok: true as const, organizationId: org.id, trialExpirationDate: expires, message: TRIAL_TEXTS.started(org.name) };
  });
}

type SignUpAcceptOutcome =
  | ({ ok: true; user: User } & Extract<AcceptOutcome, { ok: true }>)
  | { ok: false; status: 400 | 404; errorText: string; errors?: Record<string, string> };

/**
 * /enterprise-signup/{token}: a new person signs up with the request's e-mail and accepts in one
 * form. The token was mailed to that address, so the account is verified. An e-mail that has an
 * account already is refused with the sign-up's text (docs/product/accounts.md#sign-up) (they accept on /enterprise-trial).
 */
export async function signUpAndAccept(input: {
  token: string;
  fullName: string;
  password: string;
  jobTitle: string;
  now?: Date;
}): Promise<SignUpAcceptOutcome> {
  const now = input.now ?? new Date();
  const view = await viewTrialRequest(input.token, now);
  const refused = tokenRefusal(view);
  if (refused) return { ok: false, ...refused };
  if (await findUserByEmail(view!.email))
    return { ok: false, status: 400, errorText: MESSAGES.emailAlreadyVerified, errors: { email: MESSAGES.emailAlreadyVerified } };
  const user = await createUser({ email: view!.email, fullName: input.fullName, password: input.password, verified: true });
  const accepted = await acceptTrial(user, input.token, input.jobTitle, now);
  if (!accepted.ok) {
    // Someone used the link in between: the account stays (it is theirs, verified by the link).
    return accepted;
  }
  return { ...accepted, user };
}

// ---- the running trial: banner and the one extension ------------------------------------------

function adminTrialOrganizations(userId: number): Promise<TrialOrg[]> {
  return adminTrialOrganizationRows(userId);
}

/** The trials of the organizations the user is an admin of (the billing banners' facts). */
export async function organizationTrialFacts(
  userId: number,
): Promise<{ organizationId: number; trialExpirationDate: string | null; trialExtended: boolean; isSelfInitiatedTrial: boolean }[]> {
  return (await adminTrialOrganizations(userId)).map((o) => ({
    organizationId: o.id,
    trialExpirationDate: o.trialExpirationDate,
    trialExtended: o.trialExtended,
    isSelfInitiatedTrial: o.isSelfInitiatedTrial,
  }));
}

type ExtendOutcome = { ok: true; message: string; trialExpirationDate: string } | { ok: false; status: 400; errorText: string };

/** One extension of an organization's trial, by one of its admins (404 outside, 403 for a member). */
export async function extendOrganizationTrial(user: Pick<User, "id">, organizationId: number, now = new Date()): Promise<ExtendOutcome> {
  return inBillingTransaction(async (): Promise<ExtendOutcome> => {
    const member = await findMembership(organizationId, user.id);
    if (!member) notFound(TRIAL_TEXTS.orgNotFound);
    if (!member.isAdmin) forbidden(TRIAL_TEXTS.adminsOnly);
    // The organization's row is locked: the one extension is given once.
    const trialSub = await lockTrialSubscriptionOf(organizationId);
    const org = (await findOrganization(organizationId))!;
    const r = engineExtendTrial(
      {
        trialExpirationDate: trialSub ? org.trialExpirationDate : null,
        trialExtended: org.trialExtended,
        isSelfInitiatedTrial: org.isSelfInitiatedTrial,
      },
      now,
    );
    if (!r.ok) return { ok: false as const, status: 400 as const, errorText: r.reason };
    const until = r.expirationDate.toISOString();
    await updateOrganization(organizationId, { trialExpirationDate: until, trialExtended: true });
    await updateOrganizationSubscription(trialSub!.id, { expirationDate: until });
    return {
      ok: true as const,
      trialExpirationDate: until,
      message: `Your trial has been extended by ${TRIAL_EXTENSION_DAYS} days, until ${formatFullDate(until)}.`,
    };
  });
}

// Invitations to an organization: a mailed link /enterprise-invite/{token} valid for 7 days (only
// the token's hash is kept; a new invitation to the same address replaces the old one). The
// person accepts while logged in with the verified address the invitation was sent to; new
// people sign up first and come back (/signup?ru=…). The same acceptance serves
// PUT /api/enterprise/accept-assignment-request {request_token}.
import { createHash, randomBytes } from "node:crypto";
import { getInvitationByTokenHash, getOrganization, type Organization } from "~/models/organization.server";
import { acceptInvitationFor, createInvitation, inviterName } from "~/models/organizationMembers.server";
import type { User } from "~/models/user.server";
import { appOrigin } from "~/utils/env.server";
import { INVITE_TEXTS, type EnterpriseRole } from "~/engine/organizations";
import { sendMail } from "../mail.server";
import type { Outcome } from "./members.server";
import { MAIL_TEXTS } from "~/engine/mailTexts";

const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

interface InviteInput {
  email: string;
  role: EnterpriseRole;
  subscriptionId?: number | null;
  teamId?: number | null;
}

/**
 * Invites an address: earlier pending invitations of the same address to this organization are
 * revoked (their links stop working), the new one is mailed. Returns the raw token (tests, CLI).
 */
export async function inviteByEmail(
  organization: Organization,
  inviter: Pick<User, "id" | "fullName" | "email">,
  input: InviteInput,
  now = new Date(),
): Promise<Outcome<{ token: string; invitationId: number }>> {
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const created = await createInvitation(
    {
      organizationId: organization.id,
      email,
      role: input.role,
      subscriptionId: input.subscriptionId ?? null,
      teamId: input.teamId ?? null,
      tokenHash: hashInvitationToken(token),
      invitedByUserId: inviter.id,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
    },
    now,
  );
  if (!created.ok) {
    if (created.reason === "alreadyMember") return { ok: false, status: 409, errorText: INVITE_TEXTS.alreadyMember(email, organization.name) };
    return {
      ok: false,
      status: 404,
      errorText: created.reason === "unknownSubscription" ? INVITE_TEXTS.unknownSubscription : INVITE_TEXTS.unknownTeam,
    };
  }
  const result = { ok: true as const, message: `Invitation sent to ${email}.`, token, invitationId: created.invitationId };
  if (!result.ok) return result;
  await sendMail({
    to: email,
    ...MAIL_TEXTS.orgInvite({
      inviterName: inviter.fullName,
      inviterEmail: inviter.email,
      organizationName: organization.name,
      role: input.role,
      withSeat: input.subscriptionId != null,
      link: `${appOrigin()}/enterprise-invite/${token}`,
      email,
      days: INVITATION_DAYS,
    }),
  });
  return result;
}

type InvitationState = "valid" | "expired" | "used" | "unknown";

interface InvitationView {
  state: InvitationState;
  organizationId: number;
  organizationName: string;
  inviterName: string;
  email: string;
  role: string;
  withSeat: boolean;
}

/** The invitation behind a link (for the page), or null when the token is unknown or replaced. */
export async function findInvitation(token: string, now = new Date()): Promise<InvitationView | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const inv = await getInvitationByTokenHash(hashInvitationToken(token));
  if (!inv || inv.revokedAt) return null;
  const org = await getOrganization(inv.organizationId);
  if (!org) return null;
  const inviter = await inviterName(inv.invitedByUserId);
  const state: InvitationState = inv.acceptedAt ? "used" : Date.parse(inv.expiresAt) <= now.getTime() ? "expired" : "valid";
  return {
    state,
    organizationId: org.id,
    organizationName: org.name,
    inviterName: inviter ?? "An admin",
    email: inv.email,
    role: inv.role,
    withSeat: inv.subscriptionId !== null,
  };
}

/**
 * Accepts an invitation for the logged-in user: their verified e-mail must be the invited one.
 * They join with the invited role (and team); the invited seat is taken when one is free, else
 * they join without one (the message says so). Works once.
 */
export async function acceptInvitation(
  user: Pick<User, "id" | "email" | "verified">,
  token: string,
  now = new Date(),
): Promise<Outcome<{ organizationId: number; role: string; subscriptionId: number | null; seated: boolean }>> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, status: 404, errorText: INVITE_TEXTS.unknown };
  const r = await acceptInvitationFor(user, hashInvitationToken(token), now);
  if (!r.ok) {
    if (r.reason === "unknown") return { ok: false, status: 404, errorText: INVITE_TEXTS.unknown };
    if (r.reason === "used") return { ok: false, status: 409, errorText: INVITE_TEXTS.used };
    if (r.reason === "expired") return { ok: false, status: 410, errorText: INVITE_TEXTS.expired };
    if (r.reason === "wrongEmail") return { ok: false, status: 403, errorText: INVITE_TEXTS.wrongEmail(r.invitedEmail ?? "") };
    return { ok: false, status: 403, errorText: INVITE_TEXTS.unverified };
  }
  const note = r.seatWasFull ? " No seat was free: an admin can assign you one." : "";
  return {
    ok: true,
    message: `You joined ${r.organizationName ?? "the organization"}.${note}`,
    organizationId: r.organizationId,
    role: r.role,
    subscriptionId: r.subscriptionId,
    seated: r.seated,
  };
}

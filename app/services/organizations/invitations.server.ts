// Invitations to an organization: a mailed link /enterprise-invite/{token} valid for 7 days (only
// the token's hash is kept; a new invitation to the same address replaces the old one). The
// person accepts while logged in with the verified address the invitation was sent to; new
// people sign up first and come back (/signup?ru=…). The same acceptance serves
// PUT /api/enterprise/accept-assignment-request {request_token}.
import { and, eq, isNull, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { getDb, schema } from "../../../db/client";
import { getInvitationByTokenHash, getOrganization, isLiveSubscription, type Organization } from "~/models/organization.server";
import type { User } from "~/models/user.server";
import { appOrigin } from "~/utils/env.server";
import { INVITE_TEXTS, type EnterpriseRole } from "~/engine/organizations";
import { sendMail } from "../mail.server";
import { addMemberInTx, type Outcome } from "./members.server";
import { MAIL_TEXTS } from "~/engine/mailTexts";

export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export interface InviteInput {
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
  request: Request,
  organization: Organization,
  inviter: Pick<User, "id" | "fullName" | "email">,
  input: InviteInput,
  now = new Date(),
): Promise<Outcome<{ token: string; invitationId: number }>> {
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const i = schema.organizationInvitations;
  const m = schema.organizationMembers;
  const u = schema.users;
  const result = getDb().transaction(
    (tx) => {
      const already = tx
        .select({ id: u.id })
        .from(m)
        .innerJoin(u, eq(u.id, m.userId))
        .where(and(eq(m.organizationId, organization.id), sql`lower(${u.email}) = ${email}`))
        .get();
      if (already) return { ok: false as const, status: 409, errorText: INVITE_TEXTS.alreadyMember(email, organization.name) };
      if (input.subscriptionId != null) {
        const s = schema.organizationSubscriptions;
        if (
          !tx
            .select({ id: s.id })
            .from(s)
            .where(and(eq(s.id, input.subscriptionId), eq(s.organizationId, organization.id)))
            .get()
        )
          return { ok: false as const, status: 404, errorText: INVITE_TEXTS.unknownSubscription };
      }
      if (input.teamId != null) {
        const t = schema.organizationTeams;
        if (
          !tx
            .select({ id: t.id })
            .from(t)
            .where(and(eq(t.id, input.teamId), eq(t.organizationId, organization.id)))
            .get()
        )
          return { ok: false as const, status: 404, errorText: INVITE_TEXTS.unknownTeam };
      }
      tx.update(i)
        .set({ revokedAt: now.toISOString() })
        .where(and(eq(i.organizationId, organization.id), eq(i.email, email), isNull(i.acceptedAt), isNull(i.revokedAt)))
        .run();
      const row = tx
        .insert(i)
        .values({
          organizationId: organization.id,
          email,
          role: input.role,
          subscriptionId: input.subscriptionId ?? null,
          teamId: input.teamId ?? null,
          tokenHash: hashInvitationToken(token),
          invitedByUserId: inviter.id,
          expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
        })
        .returning({ id: i.id })
        .get();
      return { ok: true as const, message: `Invitation sent to ${email}.`, token, invitationId: row.id };
    },
    { behavior: "immediate" },
  );
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

export type InvitationState = "valid" | "expired" | "used" | "unknown";

export interface InvitationView {
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
  const inviter = inv.invitedByUserId
    ? getDb().select({ name: schema.users.fullName }).from(schema.users).where(eq(schema.users.id, inv.invitedByUserId)).get()
    : undefined;
  const state: InvitationState = inv.acceptedAt ? "used" : Date.parse(inv.expiresAt) <= now.getTime() ? "expired" : "valid";
  return {
    state,
    organizationId: org.id,
    organizationName: org.name,
    inviterName: inviter?.name ?? "An admin",
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
export function acceptInvitation(
  user: Pick<User, "id" | "email" | "verified">,
  token: string,
  now = new Date(),
): Outcome<{ organizationId: number; role: string; subscriptionId: number | null; seated: boolean }> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, status: 404, errorText: INVITE_TEXTS.unknown };
  const i = schema.organizationInvitations;
  const m = schema.organizationMembers;
  const s = schema.organizationSubscriptions;
  return getDb().transaction(
    (tx) => {
      const inv = tx
        .select()
        .from(i)
        .where(eq(i.tokenHash, hashInvitationToken(token)))
        .get();
      if (!inv || inv.revokedAt) return { ok: false as const, status: 404, errorText: INVITE_TEXTS.unknown };
      if (inv.acceptedAt) return { ok: false as const, status: 409, errorText: INVITE_TEXTS.used };
      if (Date.parse(inv.expiresAt) <= now.getTime()) return { ok: false as const, status: 410, errorText: INVITE_TEXTS.expired };
      if (user.email.trim().toLowerCase() !== inv.email.toLowerCase())
        return { ok: false as const, status: 403, errorText: INVITE_TEXTS.wrongEmail(inv.email) };
      if (!user.verified) return { ok: false as const, status: 403, errorText: INVITE_TEXTS.unverified };
      const role = inv.role as EnterpriseRole;
      addMemberInTx(tx, inv.organizationId, user.id, role, { teamId: inv.teamId });
      const member = tx
        .select()
        .from(m)
        .where(and(eq(m.organizationId, inv.organizationId), eq(m.userId, user.id)))
        .get()!;
      let seated = member.subscriptionId !== null;
      let note = "";
      if (!seated && inv.subscriptionId !== null && role !== "Non-Paid Member") {
        const sub = tx.select().from(s).where(eq(s.id, inv.subscriptionId)).get();
        const used = Number(
          tx
            .select({ n: sql<number>`count(*)` })
            .from(m)
            .where(eq(m.subscriptionId, inv.subscriptionId))
            .get()?.n ?? 0,
        );
        if (sub && isLiveSubscription(sub, now) && used < sub.seats) {
          tx.update(m)
            .set({ subscriptionId: sub.id })
            .where(and(eq(m.organizationId, inv.organizationId), eq(m.userId, user.id)))
            .run();
          seated = true;
        } else note = " No seat was free: an admin can assign you one.";
      }
      tx.update(i).set({ acceptedAt: now.toISOString(), acceptedByUserId: user.id }).where(eq(i.id, inv.id)).run();
      const org = tx
        .select({ name: schema.organizations.name })
        .from(schema.organizations)
        .where(eq(schema.organizations.id, inv.organizationId))
        .get();
      const after = tx
        .select({ sub: m.subscriptionId })
        .from(m)
        .where(and(eq(m.organizationId, inv.organizationId), eq(m.userId, user.id)))
        .get();
      return {
        ok: true as const,
        message: `You joined ${org?.name ?? "the organization"}.${note}`,
        organizationId: inv.organizationId,
        role: member.role,
        subscriptionId: after?.sub ?? null,
        seated,
      };
    },
    { behavior: "immediate" },
  );
}

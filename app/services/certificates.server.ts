// Certificates (docs/product/hands-on.md#certificates): issued when a learner completes every
// lesson of a course, verified by anyone at /certificates/{id}, active once the learner confirmed
// the name printed on it (pending_verification until then), revoked with a reason by staff or an
// admin of one of the learner's organizations.
import crypto from "node:crypto";
import {
  confirmCertificateName,
  courseCompletion,
  findCertificate,
  findCertificateName,
  isOrganizationAdminOf,
  issueCertificate,
  revokeCertificate,
  type EarnedCertificate,
} from "~/models/certificates.server";
import { isStaff } from "~/utils/auth.server";

export const CERTIFICATE_TEXTS = {
  active: "This certificate is valid.",
  revoked: "This certificate was revoked and is no longer valid.",
  pending: "This certificate is waiting for the learner to confirm their name.",
  named: "Your name is confirmed: your certificates are active.",
} as const;

/** Issues the course's certificate when the learner has completed all of its lessons (once). */
export async function awardCourseCertificateIfComplete(
  userId: number,
  course: { id: number; title: string },
  now = new Date(),
): Promise<EarnedCertificate | null> {
  const { total, done } = await courseCompletion(userId, course.id);
  if (total === 0 || done < total) return null;
  return issueCertificate({ id: crypto.randomBytes(12).toString("hex"), userId, kind: "course", subjectId: course.id, title: course.title }, now);
}

interface CertificateView {
  id: string;
  title: string;
  state: "active" | "revoked_by_admin" | "pending_verification";
  name: string | null;
  issuedAt: string;
  revokedReason: string | null;
  revokedAt: string | null;
  ownerId: number;
}

export async function certificateView(id: string): Promise<CertificateView | null> {
  if (!/^[a-f0-9]{24}$/.test(id)) return null;
  const cert = await findCertificate(id);
  if (!cert) return null;
  const named = await findCertificateName(cert.userId);
  return {
    id: cert.id,
    title: cert.title,
    state: cert.state as CertificateView["state"],
    name: named?.name ?? null,
    issuedAt: cert.issuedAt,
    revokedReason: cert.revokedReason,
    revokedAt: cert.revokedAt,
    ownerId: cert.userId,
  };
}

export async function canRevoke(actor: { id: number; email: string; verified?: boolean | null }, ownerId: number): Promise<boolean> {
  return isStaff(actor) || (await isOrganizationAdminOf(actor.id, ownerId));
}

export { confirmCertificateName, revokeCertificate };

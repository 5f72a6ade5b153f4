// Certificates (docs/product/hands-on.md#certificates): issued when a learner completes every
// lesson of a course, every course of a learning path, or passes a skill assessment; verified by anyone at /certificates/{id}, active once the learner confirmed
// the name printed on it (pending_verification until then), revoked with a reason by staff or an
// admin of one of the learner's organizations.
import crypto from "node:crypto";
import PDFDocument from "pdfkit";
import {
  confirmCertificateName,
  courseCompletion,
  findCertificate,
  findCertificateName,
  findPathForCertificate,
  isOrganizationAdminOf,
  issueCertificate,
  listUserCertificates,
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
  return issueCertificate({ id: newCertificateId(), userId, kind: "course", subjectId: course.id, title: course.title }, now);
}

const newCertificateId = () => crypto.randomBytes(12).toString("hex");

/**
 * Issues a learning path's certificate when the learner has completed every course of it (each
 * course as for its own certificate); once. Path pages call this after a lesson is completed.
 */
export async function issuePathCertificate(userId: number, pathId: number, now = new Date()): Promise<EarnedCertificate | null> {
  const path = await findPathForCertificate(pathId);
  if (!path || path.courseIds.length === 0) return null;
  for (const courseId of path.courseIds) {
    const { total, done } = await courseCompletion(userId, courseId);
    if (total === 0 || done < total) return null;
  }
  return issueCertificate({ id: newCertificateId(), userId, kind: "path", subjectId: path.id, title: path.title }, now);
}

/** Issues the certificate of a passed skill assessment (once per assessment). */
export async function issueAssessmentCertificate(
  userId: number,
  assessment: { number: number; title: string },
  now = new Date(),
): Promise<EarnedCertificate> {
  return issueCertificate({ id: newCertificateId(), userId, kind: "assessment", subjectId: assessment.number, title: assessment.title }, now);
}

type CertificateKind = "course" | "path" | "assessment";
/** What the certificate says the learner did, by kind. */
const CERTIFICATE_ACHIEVEMENT: Record<CertificateKind, string> = {
  course: "completed the course",
  path: "completed the learning path",
  assessment: "passed the skill assessment",
};

interface CertificateView {
  id: string;
  title: string;
  kind: CertificateKind;
  achievement: string;
  state: "active" | "revoked_by_admin" | "pending_verification";
  name: string | null;
  issuedAt: string;
  revokedReason: string | null;
  revokedAt: string | null;
  ownerId: number;
}

const certificateKind = (kind: string): CertificateKind => (kind === "path" || kind === "assessment" ? kind : "course");

export async function certificateView(id: string): Promise<CertificateView | null> {
  if (!/^[a-f0-9]{24}$/.test(id)) return null;
  const cert = await findCertificate(id);
  if (!cert) return null;
  const named = await findCertificateName(cert.userId);
  return {
    id: cert.id,
    title: cert.title,
    kind: certificateKind(cert.kind),
    achievement: CERTIFICATE_ACHIEVEMENT[certificateKind(cert.kind)],
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

const PDF_STATE_TEXT = {
  active: CERTIFICATE_TEXTS.active,
  revoked_by_admin: CERTIFICATE_TEXTS.revoked,
  pending_verification: CERTIFICATE_TEXTS.pending,
};

/**
 * The certificate as a PDF (A4 landscape, the PDF's built-in Helvetica and Times): the learner's
 * confirmed name, what they did, the title, the date, the state and where to verify it.
 */
export function certificatePdf(c: CertificateView, verifyUrl: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", layout: "landscape", margin: 48, info: { Title: `Certificate: ${c.title}`, Author: "Codelift" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const { width, height } = doc.page;
    doc
      .lineWidth(6)
      .strokeColor("#2d3a8c")
      .rect(24, 24, width - 48, height - 48)
      .stroke();
    const line = (text: string, size: number, font: string, gap: number, color = "#111111") => {
      doc
        .font(font)
        .fontSize(size)
        .fillColor(color)
        .text(text, 60, doc.y + gap, { width: width - 120, align: "center" });
    };
    doc.y = 90;
    line("Codelift certificate", 26, "Helvetica", 0, "#2d3a8c");
    line("Codelift certifies that", 16, "Helvetica", 30, "#333333");
    line(c.name ?? "Name not yet confirmed", 40, "Times-Roman", 14);
    line(c.achievement, 16, "Helvetica", 14, "#333333");
    line(c.title, 28, "Helvetica-Bold", 10);
    line(`Issued ${c.issuedAt.slice(0, 10)} · Certificate ${c.id}`, 12, "Helvetica", 30, "#555555");
    line(PDF_STATE_TEXT[c.state], 14, "Helvetica-Bold", 10, c.state === "active" ? "#1d6b33" : "#9b1c1c");
    if (c.state === "revoked_by_admin" && c.revokedReason) line(`Reason: ${c.revokedReason}`, 12, "Helvetica", 4, "#9b1c1c");
    line(`Verify it at ${verifyUrl}`, 12, "Helvetica", 10, "#555555");
    doc.end();
  });
}

/** The learner's certificates for their home page, newest first. */
export async function learnerCertificates(
  userId: number,
): Promise<{ id: string; title: string; kind: CertificateKind; state: string; issuedAt: string }[]> {
  return (await listUserCertificates(userId))
    .map((c) => ({ id: c.id, title: c.title, kind: certificateKind(c.kind), state: c.state, issuedAt: c.issuedAt }))
    .sort((a, b) => (a.issuedAt < b.issuedAt ? 1 : -1));
}

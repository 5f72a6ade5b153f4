// Outgoing mail. With SMTP_URL set it goes out over SMTP (nodemailer); otherwise the embedded
// default keeps it in the outbox table, read with `codelift mail outbox` or by verified staff
// at /staff/outbox.
//
// A refused or failed delivery never fails the request that sent it: the account change has
// happened, the forgot-password answer must not depend on whether an account exists, and the
// learner can ask again (Resend Email). The mail is kept whole in the outbox with status
// "failed" and the error, and the failure is logged, so nothing is lost silently.
import { createTransport } from "nodemailer";
import { insertOutboxMessage, listOutboxMessages } from "~/models/outbox.server";
import { maskMailSecrets } from "~/engine/staff";
import { env } from "~/utils/env.server";

export type Mail = { to: string; subject: string; text: string; kind: string };
type MailStatus = "kept" | "sent" | "failed";

// Bounded waits: a request that sends mail must not hang on a dead SMTP server.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

let smtp: { url: string; transport: ReturnType<typeof createTransport> } | undefined;
function smtpTransport(url: string) {
  if (smtp?.url !== url) smtp = { url, transport: createTransport({ url, ...SMTP_TIMEOUTS }) };
  return smtp.transport;
}

/** Whether mail is delivered over SMTP (else it stays in the outbox, and /staff/outbox exists). */
export const smtpConfigured = (): boolean => !!env().SMTP_URL;

export async function sendMail(mail: Mail): Promise<{ id: number; status: MailStatus }> {
  const url = env().SMTP_URL;
  if (!url) return keep(mail, "kept");
  try {
    await smtpTransport(url).sendMail({ from: env().MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const kept = await keep(mail, "failed", message);
    // No body in the log: it holds the one-time link.
    console.error(`mail #${kept.id} (${mail.kind}) was not delivered over SMTP: ${message}; kept in the outbox as "failed"`);
    return kept;
  }
  // A log of what went out, with its links masked: delivered secrets are not kept at rest.
  return keep({ ...mail, text: maskMailSecrets(mail.text) }, "sent");
}

async function keep(mail: Mail, status: MailStatus, error?: string): Promise<{ id: number; status: MailStatus }> {
  const id = await insertOutboxMessage({ ...mail, status, error: error ?? null });
  return { id, status };
}

/** The newest mail kept in the outbox (the embedded default), for the staff page. */
export async function listOutbox(limit = 50) {
  return listOutboxMessages(limit, "kept");
}

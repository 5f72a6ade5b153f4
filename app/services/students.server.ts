// The GitHub student offer (/github-students): a logged-in learner gives a school e-mail, we mail a
// link there, and confirming it (a POST from the link's page, by the same learner) makes the account
// a verified student. The discount itself is the pricing engine's `githubStudent` step (docs/product/billing.md#prices,
// step 3), which every checkout already applies to users.is_github_student.
import { z } from "zod";
import { ACCOUNT_TEXTS } from "~/engine/accounts";
import { isStudentEmail, STUDENT_TEXTS } from "~/engine/seo";
import { consumeRateLimit, type RateLimit } from "~/models/rateLimit.server";
import { confirmStudentVerification, issueStudentVerification, studentEmailVerifiedByOther } from "~/models/marketing.server";
import { normalizeEmail, type User } from "~/models/user.server";
import { appOrigin, env } from "~/utils/env.server";
import { sendMail } from "./mail.server";
import { MAIL_TEXTS } from "~/engine/mailTexts";

export const studentRequestSchema = z.object({
  student_email: z
    .string({ error: STUDENT_TEXTS.notStudentEmail })
    .trim()
    .max(254, STUDENT_TEXTS.notStudentEmail)
    .transform(normalizeEmail)
    .refine(isStudentEmail, STUDENT_TEXTS.notStudentEmail),
});

export const studentConfirmSchema = z.object({ intent: z.literal("confirm", { error: "Unknown action." }) });

type Failure = { ok: false; status: number; errorText: string; errors?: Record<string, string>; retryAfterMs?: number };

// Mail to an address someone typed: MAIL_RATE_LIMIT per learner per hour.
const studentMailRule = (): RateLimit => ({ bucket: "student-mail", limit: env().MAIL_RATE_LIMIT, windowMs: 60 * 60_000 });

export async function requestStudentVerification(user: User, studentEmail: string): Promise<{ ok: true; message: string } | Failure> {
  if (user.isGithubStudent) return { ok: false, status: 400, errorText: STUDENT_TEXTS.alreadyVerified };
  if (await studentEmailVerifiedByOther(studentEmail, user.id))
    return { ok: false, status: 400, errorText: STUDENT_TEXTS.emailTaken, errors: { student_email: STUDENT_TEXTS.emailTaken } };
  const slot = await consumeRateLimit(studentMailRule(), String(user.id));
  if (!slot.allowed) return { ok: false, status: 429, errorText: ACCOUNT_TEXTS.tooManyMails, retryAfterMs: slot.retryAfterMs };
  const token = await issueStudentVerification(user.id, studentEmail);
  await sendMail({
    to: studentEmail,
    ...MAIL_TEXTS.studentVerify({ fullName: user.fullName, accountEmail: user.email, link: `${appOrigin()}/github-students/verify/${token}` }),
  });
  return { ok: true, message: STUDENT_TEXTS.sent };
}

export async function confirmStudent(user: User, token: string): Promise<{ ok: true; message: string } | Failure> {
  if (user.isGithubStudent) return { ok: false, status: 400, errorText: STUDENT_TEXTS.alreadyVerified };
  const result = await confirmStudentVerification(token, user.id);
  if (result === "taken") return { ok: false, status: 400, errorText: STUDENT_TEXTS.emailTaken };
  if (result === "invalid") return { ok: false, status: 400, errorText: STUDENT_TEXTS.linkInvalid };
  return { ok: true, message: STUDENT_TEXTS.verified };
}

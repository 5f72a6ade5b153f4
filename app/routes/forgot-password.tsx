import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { Field, FormMessage, Honeypot } from "~/components/auth/fields";
import { emailOnlySchema } from "~/forms/accounts.server";
import { forgotPassword } from "~/services/accounts.server";
import { honeypotTripped } from "~/services/captcha.server";
import { clientIp, parseBody, retryAfterHeaders, keepRetryAfter } from "~/utils/http.server";
import { refuseWhileImpersonating } from "~/utils/auth.server";
import { pageMeta } from "~/components/catalog/meta";

type ActionData = { errorText?: string; errors?: Record<string, string>; message?: string; email?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  await refuseWhileImpersonating(request);
  const parsed = await parseBody(request, emailOnlySchema);
  const email = String(parsed.raw.email ?? "");
  if (!parsed.ok) return json<ActionData>({ errors: parsed.errors, email }, { status: 400 });
  if (honeypotTripped(parsed.raw)) return json<ActionData>({ errorText: "Your request could not be processed.", email }, { status: 400 });
  const result = await forgotPassword(request, clientIp(request, context), parsed.data);
  if (!result.ok) return json<ActionData>({ errorText: result.errorText, email }, { status: result.status, headers: retryAfterHeaders(result.retryAfterMs) });
  return json<ActionData>({ message: result.message, email });
}

/** A refused attempt (429) keeps its Retry-After on the page answer. */
export const headers = keepRetryAfter;

export default function ForgotPasswordPage() {
  const data = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="card auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Reset your password</h1>
      <p className="muted">Enter the email of your account and we will send you a link to choose a new password.</p>
      <Form method="post" noValidate>
        <FormMessage error={data?.errorText} note={data?.message} />
        <Honeypot />
        <Field name="email" label="Email" type="email" autoComplete="email" error={data?.errors?.email} defaultValue={data?.email} autoFocus />
        <button type="submit" className="button button-block" disabled={busy}>
          Send reset link
        </button>
        <p className="auth-links">
          <Link to="/login">Back to log in</Link>
        </p>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = (args) => pageMeta({ title: "Forgot password", description: "Get a link to choose a new Codelift password.", noindex: true }, args);

import { type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { RecoverPasswordForm } from "~/components/auth/RecoverPasswordForm";
import { recoverPasswordFromForm } from "~/utils/authForms.server";
import { keepRetryAfter } from "~/utils/http.server";
import { pageMeta } from "~/components/catalog/meta";

/** The same action as the home page's recover-password modal (app/utils/authForms.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return recoverPasswordFromForm(request, context);
}

/** A refused attempt (429) keeps its Retry-After on the page answer. */
export const headers = keepRetryAfter;

export default function ForgotPasswordPage() {
  const data = useActionData<typeof action>();
  return (
    <section className="card auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Reset your password</h1>
      <p className="muted">Enter the email of your account and we will send you a link to choose a new password.</p>
      <RecoverPasswordForm data={data} autoFocus loginTo="/login" />
    </section>
  );
}

export const meta: MetaFunction = (args) =>
  pageMeta({ title: "Forgot password", description: "Get a link to choose a new Codelift password.", noindex: true }, args);

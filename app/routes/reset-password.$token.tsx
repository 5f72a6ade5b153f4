import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormMessage, useFocusFirstError } from "~/components/auth/fields";
import { Modal } from "~/components/Modal";
import { findValidToken } from "~/models/user.server";
import { passwordResetSchema } from "~/forms/accounts.server";
import { ACCOUNT_TEXTS } from "~/engine/accountTexts";
import { resetPassword } from "~/services/accounts.server";
import { flattenIssues, readForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { refuseWhileImpersonating } from "~/utils/auth.server";

type ActionData = { errorText?: string; errors?: Record<string, string> };

export async function loader({ params }: LoaderFunctionArgs) {
  const valid = !!(await findValidToken(params.token ?? "", "reset"));
  return json({ valid });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await refuseWhileImpersonating(request);
  const form = await readForm(request);
  const parsed = passwordResetSchema.safeParse({ ...Object.fromEntries(form), reset_token: params.token ?? "" });
  if (!parsed.success) return json<ActionData>({ errors: flattenIssues(parsed.error) }, { status: 400 });
  const result = await resetPassword(parsed.data);
  if (!result.ok) return json<ActionData>({ errorText: result.errorText }, { status: result.status });
  return redirectWithToast("/login", { status: "SUCCESS", text: "Your password has been changed. Please log in with the new one." });
}

/** The reset link's page: its form is a modal (the page's only state), so it works without JavaScript and closes to the login page. */
export default function ResetPasswordPage() {
  const { valid } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const ref = useFocusFirstError(data);
  return (
    <>
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">Reset your password</h1>
        <p className="muted">A link from your email brought you here to choose a new password.</p>
        <p>
          <AppLink to="/login">Back to log in</AppLink>
        </p>
      </section>
      <Modal title="Choose a new password" closeTo="/login" closeLabel="Close and go to log in">
        {valid ? (
          <Form method="post" noValidate ref={ref}>
            <FormMessage error={data?.errorText} />
            <Field
              name="new_password"
              label="New password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              error={data?.errors?.new_password}
            />
            <Field
              name="new_password_confirm"
              label="Confirm the new password"
              type="password"
              autoComplete="new-password"
              error={data?.errors?.new_password_confirm}
            />
            <button type="submit" className="button button-block" disabled={busy}>
              Change password
            </button>
          </Form>
        ) : (
          <>
            <FormMessage error={ACCOUNT_TEXTS.linkInvalid} />
            <p>
              <AppLink to="/forgot-password">Request a new reset link</AppLink>
            </p>
          </>
        )}
      </Modal>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Reset password · Codelift" }];

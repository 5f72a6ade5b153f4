// The forgot-password form of the /forgot-password page and of the recover-password modal of the
// home page (/?openRecoverPasswordModal=true&ru=…): one form, one action (app/utils/authForms.server.ts).
import { AppLink } from "~/components/AppLink";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FormMessage, Honeypot, useFocusFirstError } from "./fields";
import type { RecoverActionData } from "~/engine/authFormData";

export type { RecoverActionData };

export function RecoverPasswordForm({
  data,
  autoFocus,
  loginTo,
  intent,
}: {
  data?: RecoverActionData;
  autoFocus?: boolean;
  loginTo: string;
  intent?: string;
}) {
  const busy = useNavigation().state !== "idle";
  const ref = useFocusFirstError(data);
  return (
    <Form method="post" noValidate ref={ref}>
      <FormMessage error={data?.errorText} note={data?.message} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <Honeypot />
      <Field
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        error={data?.errors?.email}
        defaultValue={data?.email}
        autoFocus={autoFocus}
      />
      <button type="submit" className="button button-block" disabled={busy}>
        Send reset link
      </button>
      <p className="auth-links">
        <AppLink to={loginTo}>Back to log in</AppLink>
      </p>
    </Form>
  );
}

import { Form, useNavigation } from "@remix-run/react";
import { Field, FormMessage } from "./fields";
import type { TwoFactorStepData } from "~/engine/authFormData";

export type { TwoFactorStepData };

/**
 * The login's second step. The page holds only the challenge token: the password was checked
 * in the first step and is not in this form.
 */
export function TwoFactorStep({
  data,
  inModal,
}: {
  data: TwoFactorStepData;
  /** in the login modal: the forms post to the home page (the same action) */ inModal?: boolean;
}) {
  const nav = useNavigation();
  const busy = nav.state !== "idle" && (inModal || nav.formAction?.startsWith("/login"));
  const action = inModal ? undefined : `/login?ru=${encodeURIComponent(data.ru)}`;
  const hint = data.via.app
    ? "Open your authenticator app and enter the 6-digit code it shows for Codelift. Lost your phone? Enter one of your recovery codes."
    : "Enter the 6-digit code we sent to your email.";
  return (
    <div className="two-factor-step">
      <h2 id="two-factor-title">Two-factor authentication</h2>
      <p className="muted">{hint}</p>
      <Form method="post" action={action} noValidate aria-labelledby="two-factor-title">
        <FormMessage error={data.errorText} note={data.note} />
        <input type="hidden" name="intent" value="two-factor" />
        <input type="hidden" name="challenge" value={data.challenge} />
        <input type="hidden" name="ru" value={data.ru} />
        <Field name="code" label="Authentication code" autoComplete="one-time-code" inputMode="text" autoFocus />
        <button type="submit" className="button button-block" disabled={busy}>
          {busy ? "Checking…" : "Verify"}
        </button>
      </Form>
      {data.via.email ? (
        <Form method="post" action={action} className="inline-form">
          <input type="hidden" name="intent" value="send-email-code" />
          <input type="hidden" name="challenge" value={data.challenge} />
          <input type="hidden" name="ru" value={data.ru} />
          <button type="submit" className="button button-ghost">
            {data.mailed ? "Send a new code by email" : "Email me a code instead"}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

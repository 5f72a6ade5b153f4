import { Form, Link, useNavigation } from "@remix-run/react";
import { homeModalPath } from "~/engine/routing";
import { Field, FormMessage, Honeypot, useFocusFirstError } from "./fields";
import type { LoginActionData } from "~/engine/authFormData";

export type { LoginActionData };

/**
 * `inModal`: the form is the login modal's: it posts to the home page (the same action as
 * /login), so its answer comes back inside the modal, and its "Forgot password?" and sign-up
 * links open the sibling modals of the home page.
 */
export function LoginForm({ ru, data, autoFocus, inModal }: { ru: string; data?: LoginActionData; autoFocus?: boolean; inModal?: boolean }) {
  const nav = useNavigation();
  const busy = nav.state !== "idle" && (inModal || nav.formAction?.startsWith("/login"));
  const ref = useFocusFirstError(data);
  return (
    <Form method="post" action={inModal ? undefined : `/login?ru=${encodeURIComponent(ru)}`} noValidate ref={ref}>
      <FormMessage error={data?.errorText && !data.errors?.password ? data.errorText : undefined} />
      {inModal ? <input type="hidden" name="intent" value="login" /> : null}
      <input type="hidden" name="ru" value={ru} />
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
      <Field name="password" label="Password" type="password" autoComplete="current-password" error={data?.errors?.password} />
      <button type="submit" className="button button-block" disabled={busy}>
        {busy ? "Logging in…" : "Log in"}
      </button>
      <p className="auth-links">
        <Link to={inModal ? homeModalPath("recover-password", ru) : "/forgot-password"} replace={inModal}>
          Forgot password?
        </Link>
        <Link to={inModal ? homeModalPath("signup", ru) : `/signup?ru=${encodeURIComponent(ru)}`} replace={inModal}>
          Create an account
        </Link>
      </p>
    </Form>
  );
}

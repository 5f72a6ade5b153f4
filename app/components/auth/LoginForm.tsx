import { Form, Link, useNavigation } from "@remix-run/react";
import { homeModalPath } from "~/engine/routing";
import { Field, FormMessage, Honeypot } from "./fields";

export type LoginActionData = { errorText?: string; errors?: Record<string, string>; email?: string };

/** `inModal`: the form is the login modal's; its "Forgot password?" and sign-up links open the sibling modals of the home page. */
export function LoginForm({ ru, data, autoFocus, inModal }: { ru: string; data?: LoginActionData; autoFocus?: boolean; inModal?: boolean }) {
  const nav = useNavigation();
  const busy = nav.state !== "idle" && nav.formAction?.startsWith("/login");
  return (
    <Form method="post" action={`/login?ru=${encodeURIComponent(ru)}`} noValidate>
      <FormMessage error={data?.errorText && !data.errors?.password ? data.errorText : undefined} />
      <input type="hidden" name="ru" value={ru} />
      <Honeypot />
      <Field name="email" label="Email" type="email" autoComplete="email" error={data?.errors?.email} defaultValue={data?.email} autoFocus={autoFocus} />
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

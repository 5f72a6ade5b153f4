import { Form, Link, useNavigation } from "@remix-run/react";
import { Field, FormMessage, Honeypot } from "./fields";

export type LoginActionData = { errorText?: string; errors?: Record<string, string>; email?: string };

export function LoginForm({ ru, data, autoFocus }: { ru: string; data?: LoginActionData; autoFocus?: boolean }) {
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
        <Link to="/forgot-password">Forgot password?</Link>
        <Link to={`/signup?ru=${encodeURIComponent(ru)}`}>Create an account</Link>
      </p>
    </Form>
  );
}

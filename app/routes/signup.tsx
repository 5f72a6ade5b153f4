import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormMessage, Honeypot } from "~/components/auth/fields";
import { signUpSchema } from "~/forms/accounts.server";
import { signUp } from "~/services/accounts.server";
import { referralCodeOf } from "~/services/billing/referrals.server";
import { normalizeReferralCode } from "~/engine/referrals";
import { honeypotTripped } from "~/services/captcha.server";
import { getUser, startSession } from "~/utils/auth.server";
import { clientIp, parseBody, safeRedirect, retryAfterHeaders, keepRetryAfter } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { pageMeta } from "~/components/catalog/meta";

type ActionData = { errorText?: string; errors?: Record<string, string>; values?: { full_name?: string; email?: string } };

export async function loader({ request }: LoaderFunctionArgs) {
  const ru = safeRedirect(new URL(request.url).searchParams.get("ru") ?? "/learn/home");
  if (await getUser(request)) throw redirect(ru);
  // /signup?ref=CODE: a friend's referral link; carried by the form (a bad code is ignored at sign-up).
  const ref = normalizeReferralCode(new URL(request.url).searchParams.get("ref"));
  return json({ ru, ref });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseBody(request, signUpSchema);
  const values = { full_name: String(parsed.raw.full_name ?? ""), email: String(parsed.raw.email ?? "") };
  const ru = safeRedirect(parsed.raw.ru ?? "/learn/home");
  if (!parsed.ok) return json<ActionData>({ errors: parsed.errors, values }, { status: 400 });
  if (honeypotTripped(parsed.raw)) return json<ActionData>({ errorText: "Your request could not be processed.", values }, { status: 400 });
  const result = await signUp(request, clientIp(request, context), parsed.data, referralCodeOf(parsed.raw));
  if (!result.ok) return json<ActionData>({ errorText: result.errorText, errors: result.errors, values }, { status: result.status, headers: retryAfterHeaders(result.retryAfterMs) });
  const headers = new Headers({ "Set-Cookie": await startSession(request, result.user.id) });
  return redirectWithToast(ru, { status: "SUCCESS", text: "Welcome to Codelift! Check your inbox to verify your email." }, { headers });
}

/** A refused attempt (429) keeps its Retry-After on the page answer. */
export const headers = keepRetryAfter;

export default function SignupPage() {
  const { ru, ref } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="card auth-card" aria-labelledby="signup-title">
      <h1 id="signup-title">Create your account</h1>
      <p className="muted">Free courses, a learning dashboard and an interview coach that adapts to you.</p>
      <Form method="post" noValidate>
        <FormMessage error={data?.errorText && !data.errors?.email ? data.errorText : undefined} />
        <input type="hidden" name="ru" value={ru} />
        {ref ? <input type="hidden" name="ref" value={ref} /> : null}
        <Honeypot />
        <Field name="full_name" label="Full name" autoComplete="name" error={data?.errors?.full_name} defaultValue={data?.values?.full_name} autoFocus />
        <Field name="email" label="Email" type="email" autoComplete="email" error={data?.errors?.email} defaultValue={data?.values?.email} />
        <Field name="password" label="Password (at least 8 characters)" type="password" autoComplete="new-password" minLength={8} error={data?.errors?.password} />
        <button type="submit" className="button button-block" disabled={busy}>
          {busy ? "Creating your account…" : "Sign up"}
        </button>
        <p className="auth-links">
          <span>
            Already have an account? <Link to={`/login?ru=${encodeURIComponent(ru)}`}>Log in</Link>
          </span>
        </p>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = (args) => pageMeta({ title: "Sign up", description: "Create a free Codelift account: free courses, your progress saved and the interview-prep coach." }, args);

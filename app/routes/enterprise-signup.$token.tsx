// /enterprise-signup/{token} (docs/product/organizations.md#trials): a new person signs up with the e-mail the trial
// request was mailed to and starts the trial in one form (the link proves the mailbox, so the
// account is verified). A logged-in visitor goes to /enterprise-trial/{token}; an e-mail that has
// an account is refused with the sign-up's text (docs/product/accounts.md#sign-up). Works without JavaScript.
import { AppLink } from "~/components/AppLink";
import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormMessage } from "~/components/auth/fields";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ENTERPRISE_TRIAL_DAYS, TEAM_TRIAL_SEATS } from "~/engine/business";
import { signUpAndAccept, tokenRefusal, TRIAL_TEXTS, viewTrialRequest } from "~/services/organizations/trials.server";
import { getUser, startSession } from "~/utils/auth.server";
import { notFound, parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { formSchema } from "~/forms/enterpriseSignup.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  if (await getUser(request)) throw redirect(`/enterprise-trial/${encodeURIComponent(token)}`);
  const view = await viewTrialRequest(token);
  if (!view) notFound(TRIAL_TEXTS.notFound);
  return json(
    {
      companyName: view.companyName,
      email: view.email,
      problem: tokenRefusal(view)?.errorText ?? null,
      trialPath: `/enterprise-trial/${encodeURIComponent(token)}`,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  if (await getUser(request)) throw redirect(`/enterprise-trial/${encodeURIComponent(token)}`);
  const parsed = await parseForm(request, formSchema);
  if (!parsed.ok) return json({ errorText: "Please check the form.", errors: parsed.errors }, { status: 400 });
  const result = await signUpAndAccept({ token, fullName: parsed.data.full_name, password: parsed.data.password, jobTitle: parsed.data.job_title });
  if (!result.ok) return json({ errorText: result.errorText, errors: result.errors ?? {} }, { status: result.status });
  const headers = new Headers({ "Set-Cookie": await startSession(request, result.user.id, "enterprise-signup") });
  return redirectWithToast(`/enterprise-dashboard/${result.organizationId}`, { status: "SUCCESS", text: result.message }, { headers });
}

export default function EnterpriseSignupPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = (result && "errors" in result ? result.errors : undefined) ?? {};
  return (
    <section className="card auth-card enterprise-signup" aria-labelledby="signup-title">
      <h1 id="signup-title">{`Create your account and start your ${ENTERPRISE_TRIAL_DAYS}-day team trial`}</h1>
      {data.problem ? (
        <>
          <p role="alert">{data.problem}</p>
          <AppLink className="button" to="/enterprise">
            Request a new trial
          </AppLink>
        </>
      ) : (
        <Form method="post">
          <p>{`${data.companyName} gets ${TEAM_TRIAL_SEATS} seats for ${ENTERPRISE_TRIAL_DAYS} days. Your account: ${data.email}.`}</p>
          <FormMessage error={result?.errorText ?? errors.email} />
          <Field name="full_name" label="Full name" autoComplete="name" error={errors.full_name} />
          <Field name="password" label="Password" type="password" autoComplete="new-password" minLength={8} error={errors.password} />
          <Field name="job_title" label="Your job title" autoComplete="organization-title" error={errors.job_title} />
          <button type="submit" className="button button-block" disabled={busy}>
            {busy ? "Starting…" : "Create account and start the trial"}
          </button>
          <p className="muted small">
            Already have an account? <AppLink to={`/login?ru=${encodeURIComponent(data.trialPath)}`}>Log in</AppLink>
          </p>
        </Form>
      )}
    </section>
  );
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction = () => [{ title: "Start your team trial · Codelift" }, { name: "robots", content: "noindex" }];
export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/enterprise", label: "Request a new trial" }]} />;
}

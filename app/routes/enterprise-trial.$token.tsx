// /enterprise-trial/{token} (docs/product/organizations.md#trials): a logged-in user accepts a mailed trial request with
// their job title (the same acceptance as PUT /api/enterprise/team-trial/accept-trial-request) and
// lands on the new organization's admin area. A used or expired link says so. Works without JavaScript.
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormMessage } from "~/components/auth/fields";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ENTERPRISE_TRIAL_DAYS, TEAM_TRIAL_SEATS } from "~/engine/business";
import { acceptTrial, tokenRefusal, TRIAL_TEXTS, viewTrialRequest } from "~/services/organizations/trials.server";
import { requireUser } from "~/utils/auth.server";
import { notFound, parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { acceptTrialSchema } from "~/forms/enterpriseTrial.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const view = await viewTrialRequest(params.token ?? "");
  if (!view) notFound(TRIAL_TEXTS.notFound);
  const refused = tokenRefusal(view);
  return json(
    { companyName: view.companyName, email: view.email, userEmail: user.email, problem: refused?.errorText ?? null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, acceptTrialSchema);
  if (!parsed.ok) return json({ errorText: "Please check the form.", errors: parsed.errors }, { status: 400 });
  const result = await acceptTrial(user, params.token ?? "", parsed.data.job_title);
  if (!result.ok) return json({ errorText: result.errorText, errors: {} }, { status: result.status });
  return redirectWithToast(`/enterprise-dashboard/${result.organizationId}`, { status: "SUCCESS", text: result.message });
}

export default function EnterpriseTrialPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = (result && "errors" in result ? result.errors : undefined) ?? {};
  return (
    <section className="card auth-card enterprise-trial" aria-labelledby="trial-title">
      <h1 id="trial-title">{`Start your ${ENTERPRISE_TRIAL_DAYS}-day team trial`}</h1>
      {data.problem ? (
        <>
          <p role="alert">{data.problem}</p>
          <AppLink className="button" to="/enterprise">
            Request a new trial
          </AppLink>
        </>
      ) : (
        <Form method="post">
          <p>{`${data.companyName} gets ${TEAM_TRIAL_SEATS} seats for ${ENTERPRISE_TRIAL_DAYS} days, and you (${data.userEmail}) become its admin.`}</p>
          <FormMessage error={result?.errorText} />
          <Field name="job_title" label="Your job title" autoComplete="organization-title" error={errors.job_title} />
          <button type="submit" className="button button-block" disabled={busy}>
            {busy ? "Starting…" : "Start the trial"}
          </button>
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

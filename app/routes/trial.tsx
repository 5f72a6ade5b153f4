// /trial (docs/product/organizations.md#trials): the trial page. Teams get the 14-day team trial (the same request as on
// /enterprise: company name and work e-mail → a mailed link); individuals start with a free account.
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { Field, FormMessage } from "~/components/auth/fields";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { marketingLinks } from "~/components/marketing/MarketingPage";
import { ENTERPRISE_TRIAL_DAYS, TEAM_TRIAL_SEATS } from "~/engine/business";
import { requestTrial, trialRequestSchema } from "~/services/organizations/trials.server";
import { getUser } from "~/utils/auth.server";
import { WhiteLabelFrame } from "~/components/WhiteLabelFrame";
import { whiteLabelFor } from "~/services/whiteLabel.server";
import { parseForm, retryAfterHeaders, wantsJson } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export const links = marketingLinks;

export const handle = { forceLightTheme: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  // On a white-label host: the partner's name and colours (docs/product/white-label.md).
  return json({ loggedIn: !!user, brand: await whiteLabelFor(request.headers.get("host")) });
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = await parseForm(request, trialRequestSchema);
  if (!parsed.ok) return json({ errorText: "Please check the form.", errors: parsed.errors }, { status: 400 });
  const result = await requestTrial({ companyName: parsed.data.company_name, email: parsed.data.email });
  if (!result.ok) return json({ errorText: result.errorText, errors: {} }, { status: result.status, headers: retryAfterHeaders(60 * 60_000) });
  if (wantsJson(request)) return json({ message: result.message });
  return redirectWithToast("/trial", { status: "SUCCESS", text: result.message });
}

export default function TrialPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = (result && "errors" in result ? result.errors : undefined) ?? {};
  return (
    <WhiteLabelFrame brand={data.brand}>
      <article className="marketing-page">
        <header className="marketing-hero">
          <p className="marketing-eyebrow">{data.brand ? `${data.brand.name} free trial` : "Free trial"}</p>
          <h1>Try Codelift before you decide</h1>
          <p className="marketing-lead">
            Every course, the interview-prep coach and progress reports, free for {ENTERPRISE_TRIAL_DAYS} days for your team. Learning on your own?
            Free courses need only an account.
          </p>
        </header>
        <div className="student-steps">
          <Form method="post" className="card" aria-labelledby="team-trial-title">
            <h2 id="team-trial-title">{`Team trial: ${TEAM_TRIAL_SEATS} seats, ${ENTERPRISE_TRIAL_DAYS} days`}</h2>
            <p className="muted">No card needed: we e-mail you a link to start it.</p>
            <FormMessage error={result && "errorText" in result ? result.errorText : undefined} />
            <Field name="company_name" label="Company name" autoComplete="organization" error={errors.company_name} />
            <Field name="email" label="Work e-mail" type="email" autoComplete="email" error={errors.email} />
            <button type="submit" className="button" disabled={busy}>
              {busy ? "Sending…" : "Start team trial"}
            </button>
          </Form>
          <div className="card">
            <h2>On your own</h2>
            <p>Create a free account for the free courses, then upgrade when you want every course and graded interview problems.</p>
            <div className="hero-actions">
              {data.loggedIn ? (
                <AppLink className="button" to="/explore/free">
                  Browse free courses
                </AppLink>
              ) : (
                <AppLink className="button" to="/signup">
                  Create a free account
                </AppLink>
              )}
              <AppLink className="button button-ghost" to="/unlimited">
                See plans
              </AppLink>
            </div>
          </div>
        </div>
      </article>
    </WhiteLabelFrame>
  );
}

export const meta: MetaFunction = (args) =>
  pageMeta(
    {
      title: "Start a free trial",
      description: `Try Codelift free: a ${ENTERPRISE_TRIAL_DAYS}-day team trial with ${TEAM_TRIAL_SEATS} seats and every course, or a free account for the free courses.`,
    },
    args,
  );

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

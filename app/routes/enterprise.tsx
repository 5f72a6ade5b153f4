// /enterprise (a marketing page, docs/product/catalog.md#marketing-and-seo): Codelift for teams and enterprises: the plans sold
// per seat, links to buy them, and the 14-day team trial request (company name, work e-mail →
// a mailed token link). The form works without JavaScript (POST → redirect with a toast).
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormMessage } from "~/components/auth/fields";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ENTERPRISE_TRIAL_DAYS, TEAM_TRIAL_SEATS } from "~/engine/business";
import { formatUsd } from "~/engine/money";
import { listAllPlanPrices } from "~/models/commerce.server";
import { requestTrial, trialRequestSchema } from "~/services/organizations/trials.server";
import { getUser } from "~/utils/auth.server";
import { parseForm, retryAfterHeaders, wantsJson, keepRetryAfter } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { defaultPageMeta } from "~/components/catalog/meta";

const OFFERS = [
  {
    planCode: "300-12-6005",
    title: "Team",
    checkout: "team-subscription-buy",
    seats: 5,
    blurb: "For a team that learns together: every course and the interview-prep coach.",
  },
  {
    planCode: "300-12-6003",
    title: "Enterprise",
    checkout: "enterprise-subscription-buy",
    seats: 10,
    blurb: "For a company: teams, content rules, progress reports and single sign-on.",
  },
  {
    planCode: "400-12-6004",
    title: "Enterprise Plus",
    checkout: "enterprise-subscription-buy",
    seats: 10,
    blurb: "Everything in Enterprise, with cloud labs and projects.",
  },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const prices = new Map((await listAllPlanPrices()).map((p) => [p.planCode, p.listPriceCents]));
  return json({
    loggedIn: !!user,
    offers: OFFERS.filter((o) => prices.has(o.planCode)).map((o) => ({
      ...o,
      perSeat: formatUsd(prices.get(o.planCode)!),
      // A visitor buys an enterprise plan with the logged-out purchase (the account is made in the same form).
      href: `/checkout/${!user && o.checkout === "enterprise-subscription-buy" ? "loggedout-enterprise-purchase" : o.checkout}?plan=${o.planCode}&seats=${o.seats}`,
    })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = await parseForm(request, trialRequestSchema);
  if (!parsed.ok) return json({ errorText: "Please check the form.", errors: parsed.errors }, { status: 400 });
  const result = await requestTrial({ companyName: parsed.data.company_name, email: parsed.data.email });
  if (!result.ok)
    return json({ errorText: result.errorText, errors: {} }, { status: result.status, headers: retryAfterHeaders(result.retryAfterMs) });
  if (wantsJson(request)) return json({ message: result.message });
  return redirectWithToast("/enterprise", { status: "SUCCESS", text: result.message });
}

/** A refused attempt (429) keeps its Retry-After on the page answer. */
export const headers = keepRetryAfter;

export default function EnterprisePage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = (result && "errors" in result ? result.errors : undefined) ?? {};
  return (
    <section className="enterprise-page" aria-labelledby="enterprise-title">
      <h1 id="enterprise-title">Codelift for teams and enterprises</h1>
      <p className="lead">
        Give your developers every Codelift course and the interview-prep coach, with seats you manage, content you choose and progress you can see.
      </p>
      <div className="enterprise-offers">
        {data.offers.map((o) => (
          <article key={o.planCode} className="card enterprise-offer">
            <h2>{o.title}</h2>
            <p className="price">
              {o.perSeat} <span className="muted">per seat, per year</span>
            </p>
            <p>{o.blurb}</p>
            <AppLink className="button" to={o.href}>
              Buy {o.title}
            </AppLink>
          </article>
        ))}
      </div>
      <Form method="post" className="card enterprise-trial-form" aria-labelledby="trial-title">
        <h2 id="trial-title">{`Try it free for ${ENTERPRISE_TRIAL_DAYS} days`}</h2>
        <p className="muted">{`A ${ENTERPRISE_TRIAL_DAYS}-day team trial with ${TEAM_TRIAL_SEATS} seats. No card needed: we e-mail you a link to start it.`}</p>
        <FormMessage error={result && "errorText" in result ? result.errorText : undefined} />
        <Field name="company_name" label="Company name" autoComplete="organization" error={errors.company_name} />
        <Field name="email" label="Work e-mail" type="email" autoComplete="email" error={errors.email} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Sending…" : "Start free trial"}
        </button>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = (args) => defaultPageMeta("team", args);

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/", label: "Go to the home page" }]} />;
}

// /github-students (docs/product/catalog.md#marketing-and-seo): the GitHub student offer. A logged-in learner gives a school
// e-mail; we mail a link there (/github-students/verify/{token}); confirming it makes the account a
// verified student, and every checkout then takes the GitHub student discount (docs/product/billing.md#discounts).
// Works without JavaScript (form post → redirect with a toast); with it, the form stays in place.
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { Field, FormMessage } from "~/components/auth/fields";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { CtaLink, marketingLinks } from "~/components/marketing/MarketingPage";
import { GITHUB_STUDENT_DISCOUNT_PERCENT } from "~/engine/constants";
import { formatUsd } from "~/engine/money";
import { parsePlanCode } from "~/engine/plans";
import { priceCheckout } from "~/engine/pricing";
import { STUDENT_TEXTS } from "~/engine/seo";
import { listAllPlanPrices } from "~/models/commerce.server";
import { verifiedStudentEmail } from "~/models/marketing.server";
import { requestStudentVerification, studentRequestSchema } from "~/services/students.server";
import { getUser, requireUser } from "~/utils/auth.server";
import { parseForm, retryAfterHeaders, wantsJson } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

/** The plan the offer is shown on: Premium for 12 months (the offered plan of docs/product/billing.md#checkout). */
const OFFER_PLAN = "300-12-6000";

export const links = marketingLinks;

export const handle = { forceLightTheme: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const list = (await listAllPlanPrices()).find((p) => p.planCode === OFFER_PLAN);
  let offer: { list: string; student: string } | null = null;
  if (list) {
    const price = priceCheckout({
      item: { kind: "plan", plan: parsePlanCode(OFFER_PLAN) },
      listPriceCents: list.listPriceCents,
      githubStudent: { verified: true, percent: GITHUB_STUDENT_DISCOUNT_PERCENT },
      now: new Date(),
    });
    offer = { list: formatUsd(list.listPriceCents), student: formatUsd(price.totalCents) };
  }
  return json({
    loggedIn: !!user,
    verified: !!user?.isGithubStudent,
    studentEmail: user?.isGithubStudent ? await verifiedStudentEmail(user.id) : null,
    offer,
    percent: GITHUB_STUDENT_DISCOUNT_PERCENT,
    checkoutHref: `/checkout/subscription-buy?plan=${OFFER_PLAN}`,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, studentRequestSchema);
  if (!parsed.ok) return json({ errorText: STUDENT_TEXTS.notStudentEmail, errors: parsed.errors }, { status: 400 });
  const result = await requestStudentVerification(user, parsed.data.student_email);
  if (!result.ok)
    return json(
      { errorText: result.errorText, errors: result.errors ?? {} },
      { status: result.status, headers: retryAfterHeaders(result.retryAfterMs) },
    );
  if (wantsJson(request)) return json({ message: result.message });
  return redirectWithToast("/github-students", { status: "SUCCESS", text: result.message });
}

export default function GithubStudents() {
  const data = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  // Without JavaScript the form posts as a page: its answer is the action data.
  const actionData = useActionData<typeof action>();
  const reply = fetcher.data ?? actionData;
  const errors: Record<string, string> = (reply && "errors" in reply ? reply.errors : undefined) ?? {};
  const busy = fetcher.state !== "idle";
  return (
    <article className="marketing-page">
      <header className="marketing-hero">
        <p className="marketing-eyebrow">GitHub Student Developer Pack</p>
        <h1>{`Students learn for ${data.percent}% less`}</h1>
        <p className="marketing-lead">
          Verify your school e-mail once and the GitHub student discount is taken off every individual Codelift plan, on top of any regional price.
        </p>
        {data.offer ? (
          <p className="price">
            Premium for a year: <strong>{data.offer.student}</strong> for verified students{" "}
            <span className="muted">(list price {data.offer.list})</span>
          </p>
        ) : null}
      </header>

      <section className="student-steps" aria-label="How it works">
        <div className="card">
          <h2>How it works</h2>
          <ol>
            <li>Log in or create a free Codelift account.</li>
            <li>Enter the e-mail address your school gave you (.edu, .ac.uk and similar).</li>
            <li>Open the link we send there within 72 hours and confirm.</li>
            <li>Check out: the student discount is already applied.</li>
          </ol>
        </div>

        {data.verified ? (
          <div className="card student-status">
            <h2>You are verified</h2>
            <p>{STUDENT_TEXTS.verified}</p>
            {data.studentEmail ? <p className="muted">Verified with {data.studentEmail}.</p> : null}
            <CtaLink cta={{ label: "Get Premium with your discount", to: data.checkoutHref }} />
          </div>
        ) : data.loggedIn ? (
          <fetcher.Form method="post" className="card" aria-labelledby="student-form-title">
            <h2 id="student-form-title">Verify your student e-mail</h2>
            {reply && "message" in reply ? (
              <p className="form-note" role="status">
                {reply.message}
              </p>
            ) : null}
            <FormMessage error={reply && "errorText" in reply ? reply.errorText : undefined} />
            <Field name="student_email" label="School e-mail" type="email" autoComplete="email" error={errors.student_email} />
            <button type="submit" className="button" disabled={busy}>
              {busy ? "Sending…" : "Send verification link"}
            </button>
          </fetcher.Form>
        ) : (
          <div className="card">
            <h2>Start with an account</h2>
            <p>The discount belongs to your Codelift account, so log in first.</p>
            <div className="hero-actions">
              <CtaLink cta={{ label: "Create a free account", to: "/signup" }} />
              <CtaLink cta={{ label: "Log in", to: "/login?ru=%2Fgithub-students", ghost: true }} />
            </div>
          </div>
        )}
      </section>

      <section className="marketing-section" aria-labelledby="student-faq">
        <h2 id="student-faq">Questions</h2>
        <dl className="marketing-faq">
          <div>
            <dt>Which addresses count as a school e-mail?</dt>
            <dd>
              Addresses under .edu (also .edu.au, .edu.in and the like), academic domains such as .ac.uk or .ac.jp, and student.* or students.*
              sub-domains.
            </dd>
          </div>
          <div>
            <dt>Can I use the same school e-mail for two accounts?</dt>
            <dd>No: a school e-mail verifies one Codelift account.</dd>
          </div>
          <div>
            <dt>What does the discount apply to?</dt>
            <dd>
              Every individual plan on the <AppLink to="/unlimited">pricing page</AppLink>. Coupons still apply after it.
            </dd>
          </div>
        </dl>
      </section>
    </article>
  );
}

export const meta: MetaFunction = (args) =>
  pageMeta(
    {
      title: "GitHub student discount on Codelift",
      description: `Students with a school e-mail get ${GITHUB_STUDENT_DISCOUNT_PERCENT}% off every individual Codelift plan. Verify your address in a minute and start learning.`,
    },
    args,
  );

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { AppLink } from "~/components/AppLink";
import { Icon } from "~/components/ui/Icon";
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { BILLING_TERMS, PLAN_DURATION_LABELS } from "~/engine/constants";
import { formatUsd } from "~/engine/money";
import { PLAN_QUESTIONS, planComparison, samePriceNotes, type FeatureCell } from "~/engine/planFeatures";
import { offersFor } from "~/services/billing/offers.server";
import { getUser } from "~/utils/auth.server";
import { buyerCountry } from "~/utils/billing.server";
import { badRequest } from "~/utils/http.server";
import { querySchema } from "~/forms/unlimited.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const url = new URL(request.url);
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) badRequest(query.error.issues[0]!.message);
  const offers = await offersFor({
    user,
    term: query.data.term as (typeof BILLING_TERMS)[number],
    country: buyerCountry(request, user?.country),
    buy: query.data.buy === "true",
    now: new Date(),
  });
  // A learner's prices depend on them (student status, current plan): never a shared cache. A
  // visitor's depend on the country header and the cookies the page cache keys on (server/page-cache.ts).
  return json(offers, user ? { headers: { "Cache-Control": "private, no-store" } } : {});
}

function Cell({ value }: { value: FeatureCell }) {
  if (value === true)
    return (
      <>
        <Icon name="check" />
        <span className="visually-hidden">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <span aria-hidden="true" className="muted">
          –
        </span>
        <span className="visually-hidden">Not included</span>
      </>
    );
  return <>{value}</>;
}

/** What each tier includes, one row per thing the product does; the free account first. */
function Comparison({ tiers }: { tiers: { featureSet: number; name: string }[] }) {
  const rows = planComparison(tiers.map((t) => t.featureSet));
  return (
    <section aria-labelledby="compare-title" className="plan-compare">
      <h2 id="compare-title">Compare the plans</h2>
      <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="compare-title">
        <table className="data plan-compare-table">
          <thead>
            <tr>
              <th scope="col">What you get</th>
              <th scope="col">Free account</th>
              {tiers.map((t) => (
                <th scope="col" key={t.featureSet}>
                  {t.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.feature}>
                <th scope="row">
                  {r.feature}
                  <span className="muted plan-compare-detail">{r.detail}</span>
                </th>
                <td>
                  <Cell value={r.free} />
                </td>
                {r.cells.map((c, i) => (
                  <td key={tiers[i]!.featureSet}>
                    <Cell value={c} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Questions() {
  return (
    <section aria-labelledby="faq-title" className="plan-faq">
      <h2 id="faq-title">Questions and answers</h2>
      <dl>
        {PLAN_QUESTIONS.map((q) => (
          <div key={q.question} className="plan-faq-item">
            <dt>{q.question}</dt>
            <dd>{q.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function Unlimited() {
  const { term, tiers, regionalPercent, country, siteCoupon } = useLoaderData<typeof loader>();
  const notes = samePriceNotes(tiers);
  return (
    <div className="unlimited-page">
      <header className="unlimited-header">
        <h1>Codelift Unlimited</h1>
        <p className="muted">One subscription opens every lesson of every course in your plan. Prices are in US dollars.</p>
        {siteCoupon ? (
          <p className="field-note">{`Coupon ${siteCoupon.code} is applied to every plan it covers: ${siteCoupon.description}`}</p>
        ) : null}
        {regionalPercent > 0 ? <p className="field-note">{`Prices include a ${regionalPercent}% regional discount for ${country}.`}</p> : null}
      </header>
      <nav aria-label="Billing term" className="term-switch">
        {BILLING_TERMS.map((t) => (
          <AppLink key={t} to={`?term=${t}`} aria-current={t === term ? "page" : undefined} className={t === term ? "button" : "button button-ghost"}>
            {PLAN_DURATION_LABELS[t]}
          </AppLink>
        ))}
      </nav>
      {tiers.length === 0 ? (
        <p className="empty-state">Plans are not available for this term right now. Choose another term.</p>
      ) : (
        <ul className="plan-grid" aria-label="Plans">
          {tiers.map((t) => (
            <li key={t.planCode} className={`plan-card${t.recommended ? " plan-recommended" : ""}`}>
              {t.recommended ? <p className="plan-badge">Recommended</p> : null}
              <h2>{t.name}</h2>
              <p className="plan-price">
                <strong>{formatUsd(t.totalCents)}</strong>
                {t.totalCents !== t.listPriceCents ? (
                  <>
                    {" "}
                    <s className="muted">{formatUsd(t.listPriceCents)}</s> <span className="muted">({t.discountPercent}% off)</span>
                  </>
                ) : null}
                {term > 1 ? <span className="muted plan-per-month"> {formatUsd(t.perMonthCents)} a month</span> : null}
              </p>
              <ul className="plan-includes">
                {t.includes.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
              {t.current ? (
                <p className="field-note">Your current plan</p>
              ) : (
                <AppLink to={t.cta.href} className={t.recommended ? "button button-block" : "button button-ghost button-block"}>
                  {t.cta.label}
                  <span className="visually-hidden">
                    {" "}
                    {t.name}, {PLAN_DURATION_LABELS[term as 1 | 3 | 12 | 24]}
                  </span>
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      )}
      {notes.map((n) => (
        <p key={n} className="field-note plan-same-price">
          {n}
        </p>
      ))}
      {tiers.length ? <Comparison tiers={tiers} /> : null}
      <Questions />
    </div>
  );
}

// Personal (prices, payments): the document is never cached by anyone but this browser.
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const control = loaderHeaders.get("Cache-Control");
  return control ? { "Cache-Control": control } : new Headers();
};

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    { title: "Codelift Unlimited: plans and pricing", description: "Subscribe to read every Codelift course, learning path and lesson." },
    { matches, location },
  );

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/unlimited", label: "See all plans" }]} />;
}

import { json, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { FEATURE_SETS, PLAN_DURATION_LABELS, PLAN_TYPES, type ValidityMonths } from "~/engine/constants";
import { formatUsd, roundHalfUp } from "~/engine/money";
import { checkoutUrl, formatPlanCode, tryParsePlanCode } from "~/engine/plans";
import { listPlanPrices } from "~/models/catalog.server";

const TIERS: Record<number, { name: string; pitch: string }> = {
  [FEATURE_SETS.BASIC]: { name: "Basic", pitch: "Every course in the catalogue." },
  [FEATURE_SETS.L2C]: { name: "Learn to Code", pitch: "Beginner courses and paths with guided projects." },
  [FEATURE_SETS.STANDARD]: { name: "Standard", pitch: "All courses and learning paths." },
  [FEATURE_SETS.WORK]: { name: "Work", pitch: "Standard plus hands-on cloud labs." },
  [FEATURE_SETS.PREMIUM]: { name: "Premium", pitch: "Everything, plus the interview coach and 3 mock interviews a month." },
  [FEATURE_SETS.PREMIUM_PLUS]: { name: "Premium Plus", pitch: "Everything in Premium, with 7 mock interviews a month." },
};

export async function loader() {
  const prices = await listPlanPrices(PLAN_TYPES.USER);
  const tiers = new Map<number, { months: number; label: string; price: string; perMonth: string | null; href: string; code: string }[]>();
  for (const p of prices) {
    const parsed = tryParsePlanCode(p.planCode);
    if (!parsed.ok) continue;
    const months = p.validityMonths as ValidityMonths;
    const row = {
      months,
      code: formatPlanCode(parsed.plan),
      label: PLAN_DURATION_LABELS[months] ?? `${months} months`,
      price: formatUsd(p.listPriceCents),
      perMonth: months > 1 ? formatUsd(roundHalfUp(p.listPriceCents / months)) : null,
      href: checkoutUrl("subscription-buy", { plan: parsed.plan }),
    };
    tiers.set(p.featureSet, [...(tiers.get(p.featureSet) ?? []), row]);
  }
  return json({
    tiers: [...tiers.entries()].map(([featureSet, plans]) => ({
      featureSet,
      name: TIERS[featureSet]?.name ?? `Plan ${featureSet}`,
      pitch: TIERS[featureSet]?.pitch ?? "",
      plans,
    })),
  });
}

export default function Unlimited() {
  const { tiers } = useLoaderData<typeof loader>();
  return (
    <div className="unlimited-page">
      <header className="unlimited-header">
        <h1>Codelift Unlimited</h1>
        <p className="muted">
          One subscription opens every lesson of every course. Prices are in US dollars; regional and student discounts are applied at checkout.
        </p>
      </header>
      {tiers.length === 0 ? (
        <p className="empty-state">Plans are not available right now. Please check back soon.</p>
      ) : (
        <ul className="plan-grid" aria-label="Plans">
          {tiers.map((t) => (
            <li key={t.featureSet} className="plan-card">
              <h2>{t.name}</h2>
              <p className="muted">{t.pitch}</p>
              <table className="plan-prices">
                <caption className="visually-hidden">{t.name} prices</caption>
                <thead>
                  <tr>
                    <th scope="col">Billing</th>
                    <th scope="col">Price</th>
                    <th scope="col">
                      <span className="visually-hidden">Choose</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {t.plans.map((p) => (
                    <tr key={p.code}>
                      <th scope="row">{p.label}</th>
                      <td>
                        {p.price}
                        {p.perMonth ? <span className="muted plan-per-month"> ({p.perMonth}/mo)</span> : null}
                      </td>
                      <td>
                        <Link to={p.href} className="button button-small button-ghost">
                          Choose<span className="visually-hidden"> {t.name}, {p.label}</span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({ title: "Codelift Unlimited: plans and pricing", description: "Subscribe to read every Codelift course, learning path and lesson." });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}

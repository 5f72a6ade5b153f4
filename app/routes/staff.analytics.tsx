// /staff/analytics (docs/product/learner-data.md#analytics): verified staff only. Sign-ups and active learners per day, checkout
// conversion and the coach funnel by pattern over a period (default: the last 30 days), drawn as
// SVG charts with the numbers beside them. Reads only.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { daysBetween } from "~/engine/analyticsEvents";
import { buildAnalyticsReport } from "~/services/analytics.server";
import { requireStaff } from "~/utils/auth.server";
import { badRequest } from "~/utils/http.server";
import { analyticsPeriodSchema } from "~/forms/staffAnalytics.server";

const MAX_DAYS = 366;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const sp = new URL(request.url).searchParams;
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const parsed = analyticsPeriodSchema(monthAgo, today).safeParse({ from: sp.get("from") || undefined, to: sp.get("to") || undefined });
  if (!parsed.success) badRequest(parsed.error.issues[0]!.message);
  const { from, to } = parsed.data;
  if (from > to) badRequest("The start date must not be after the end date.");
  if (daysBetween(from, to).length > MAX_DAYS) badRequest(`Choose at most ${MAX_DAYS} days.`);
  return json({ report: await buildAnalyticsReport(from, to) }, { headers: { "Cache-Control": "private, no-store" } });
}

type Report = ReturnType<typeof useLoaderData<typeof loader>>["report"];

/** Two series per day as bars (sign-ups) and a line (active learners). */
function DailyChart({ days }: { days: Report["days"] }) {
  const W = 640;
  const H = 200;
  const pad = 28;
  const max = Math.max(1, ...days.map((d) => Math.max(d.signUps, d.activeLearners)));
  const step = (W - pad * 2) / Math.max(1, days.length);
  const y = (v: number) => H - pad - ((H - pad * 2) * v) / max;
  const line = days.map((d, i) => `${pad + step * i + step / 2},${y(d.activeLearners)}`).join(" ");
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="daily-chart-title" className="analytics-chart">
      <title id="daily-chart-title">{`Sign-ups (bars) and active learners (line) per day, ${days[0]?.day ?? ""} to ${days.at(-1)?.day ?? ""}; highest ${max}`}</title>
      <line x1={pad} y1={H - pad} x2={W - pad} y2={H - pad} className="axis" />
      <text x={4} y={pad} className="chart-label">
        {max}
      </text>
      <text x={4} y={H - pad} className="chart-label">
        0
      </text>
      {days.map((d, i) => (
        <rect
          key={d.day}
          x={pad + step * i + step * 0.15}
          y={y(d.signUps)}
          width={step * 0.7}
          height={H - pad - y(d.signUps)}
          className="bar-signups"
        >
          <title>{`${d.day}: ${d.signUps} sign-ups, ${d.activeLearners} active learners`}</title>
        </rect>
      ))}
      <polyline points={line} className="line-active" fill="none" />
      <text x={pad} y={H - 8} className="chart-label">
        {days[0]?.day}
      </text>
      <text x={W - pad} y={H - 8} textAnchor="end" className="chart-label">
        {days.at(-1)?.day}
      </text>
    </svg>
  );
}

function FunnelChart({ rows }: { rows: Report["coachFunnel"] }) {
  const W = 640;
  const rowH = 28;
  const labelW = 200;
  const H = Math.max(1, rows.length) * rowH + 10;
  const max = Math.max(1, ...rows.map((r) => r.submissions));
  const x = (v: number) => ((W - labelW - 60) * v) / max;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="funnel-chart-title" className="analytics-chart">
      <title id="funnel-chart-title">Coach submissions (light bars) and passing submissions (dark bars) by pattern</title>
      {rows.map((r, i) => (
        <g key={r.pattern} transform={`translate(0 ${i * rowH + 5})`}>
          <text x={0} y={17} className="chart-label">
            {r.pattern.length > 28 ? `${r.pattern.slice(0, 27)}…` : r.pattern}
          </text>
          <rect x={labelW} y={3} width={x(r.submissions)} height={18} className="bar-submissions" />
          <rect x={labelW} y={3} width={x(r.passed)} height={18} className="bar-passed" />
          <text x={labelW + x(r.submissions) + 6} y={17} className="chart-label">
            {`${r.passed}/${r.submissions}`}
          </text>
        </g>
      ))}
    </svg>
  );
}

export default function StaffAnalytics() {
  const { report } = useLoaderData<typeof loader>();
  const t = report.totals;
  return (
    <section className="staff-analytics">
      <h1>Analytics</h1>
      <p className="muted">
        Events from {report.from} to {report.to} (UTC), staff accounts left out. Nothing is recorded for visitors whose browser sends Do Not Track or
        Global Privacy Control.
      </p>
      <Form method="get" className="analytics-period">
        <label>
          From <input type="date" name="from" defaultValue={report.from} required />
        </label>{" "}
        <label>
          To <input type="date" name="to" defaultValue={report.to} required />
        </label>{" "}
        <button type="submit" className="button">
          Show
        </button>
      </Form>
      <ul className="analytics-totals">
        <li>
          <strong>{t.signUps}</strong> sign-ups
        </li>
        <li>
          <strong>{t.activeLearners}</strong> active learners
        </li>
        <li>
          <strong>{t.conversionPercent}%</strong> conversion ({t.purchases} of {t.checkoutViews} learners who opened a checkout bought)
        </li>
        <li>
          <strong>{t.pageViews}</strong> page views
        </li>
      </ul>
      <h2>Sign-ups and active learners per day</h2>
      <DailyChart days={report.days} />
      <h2>Conversion</h2>
      <svg viewBox="0 0 640 40" role="img" aria-labelledby="conversion-title" className="analytics-chart analytics-conversion">
        <title id="conversion-title">{`Conversion: ${t.conversionPercent}% of checkout viewers bought`}</title>
        <rect x={0} y={8} width={600} height={24} className="bar-submissions" />
        <rect x={0} y={8} width={(600 * t.conversionPercent) / 100} height={24} className="bar-passed" />
        <text x={606} y={26} className="chart-label">{`${t.conversionPercent}%`}</text>
      </svg>
      <h2>Coach funnel by pattern</h2>
      {report.coachFunnel.length ? (
        <>
          <FunnelChart rows={report.coachFunnel} />
          <table className="analytics-table">
            <caption className="visually-hidden">Coach funnel by pattern</caption>
            <thead>
              <tr>
                <th scope="col">Pattern</th>
                <th scope="col">Learners</th>
                <th scope="col">Submissions</th>
                <th scope="col">Passed</th>
              </tr>
            </thead>
            <tbody>
              {report.coachFunnel.map((r) => (
                <tr key={r.pattern}>
                  <th scope="row">{r.pattern}</th>
                  <td>{r.learners}</td>
                  <td>{r.submissions}</td>
                  <td>
                    {r.passed} ({r.passPercent}%)
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="muted">No coach submissions in this period.</p>
      )}
    </section>
  );
}

export const meta: MetaFunction = () => pageMeta({ title: "Analytics (staff)" });

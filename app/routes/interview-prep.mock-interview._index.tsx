// /interview-prep/mock-interview: start a timed mock coding interview (company, 45 or 60
// minutes), see the month's allowance (docs/product/interview-prep.md#mock-interviews) and reopen past interviews' reports.
// A static segment: it wins over /interview-prep/{pathUrlSlug}.
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { COACH_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { COMPANY_CHOICES, MOCK_INTERVIEW_LENGTHS, MOCK_INTERVIEW_TEXTS, isValidTimeZone } from "~/engine";
import { COACH_UPGRADE_URL } from "~/engine/coachProgress";
import { mockAllowance, mockInterviewHistory, startMockInterview, startSchema } from "~/services/mockInterviews.server";
import { requireUser } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const tzParam = new URL(request.url).searchParams.get("timezone");
  const timezone = isValidTimeZone(tzParam) ? tzParam : "UTC";
  // ?company= (the catalogue's mock interview section links here) chooses the company in the form
  const companyParam = new URL(request.url).searchParams.get("company");
  const company = COMPANY_CHOICES.find((c) => c === companyParam) ?? "Google";
  const now = new Date();
  // Interviews whose time is up read as expired in the history; the read stores nothing (the server tick does).
  const [allowance, history] = await Promise.all([mockAllowance(user.id, timezone, now), mockInterviewHistory(user.id, now)]);
  return json(
    {
      timezone,
      company,
      allowance,
      history: history.map((h) => ({
        id: h.id,
        company: h.company,
        length: h.length_minutes,
        status: h.status,
        startedAt: h.started_at,
        monthKey: h.month_key,
      })),
      companies: COMPANY_CHOICES,
      upgradeUrl: COACH_UPGRADE_URL,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await parseForm(request, startSchema);
  const values = { company: String(form.raw.company ?? ""), length: String(form.raw.length ?? ""), timezone: String(form.raw.timezone ?? "") };
  if (!form.ok) return json({ errors: form.errors, errorText: null as string | null, values }, { status: 400 });
  const outcome = await startMockInterview(user.id, form.data);
  if (outcome.ok)
    return redirectWithToast(
      `/interview-prep/mock-interview/${outcome.row.id}`,
      { status: "SUCCESS", text: `Your ${outcome.row.lengthMinutes}-minute ${outcome.row.company} mock interview has started.` },
      { request },
    );
  if (outcome.refusal === "in_progress" && outcome.inProgressId)
    return redirectWithToast(`/interview-prep/mock-interview/${outcome.inProgressId}`, { status: "INFO", text: outcome.errorText }, { request });
  return json({ errors: {} as Record<string, string>, errorText: outcome.errorText, values }, { status: outcome.status });
}

const STATUS_TEXT = { in_progress: "In progress", finished: "Finished", expired: "Time up" } as const;

export default function MockInterviewStart() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const starting = navigation.state === "submitting";
  const tzRef = useRef<HTMLInputElement>(null);
  // With JavaScript the browser's own time zone replaces the default.
  useEffect(() => {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (tz && tzRef.current && !result?.values?.timezone) tzRef.current.value = tz;
  }, [result]);
  const errors = (result?.errors ?? {}) as Record<string, string>;
  const { allowance } = data;
  const open = data.history.find((h) => h.status === "in_progress");
  return (
    <div className="coach-page mock-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <AppLink to="/interview-prep">Interview prep</AppLink>
          </li>
          <li aria-current="page">Mock interviews</li>
        </ol>
      </nav>
      <section className="card" aria-labelledby="mock-title">
        <h1 id="mock-title">Mock coding interview</h1>
        <p className="muted">
          Two problems from your company's most frequent patterns, a timer, and a report at the end. Submit your code on each problem's page: the
          coach grades it.
        </p>
        {allowance.refusal === "no_plan" ? (
          <div className="mock-upsell" role="note">
            <p>{MOCK_INTERVIEW_TEXTS.noAllowance}</p>
            <AppLink className="button" to={data.upgradeUrl}>
              Upgrade to Premium
            </AppLink>
          </div>
        ) : (
          <p data-testid="mock-allowance">
            {allowance.remaining} of {allowance.allowance} mock interviews left this month ({allowance.monthKey}, {data.timezone}).
          </p>
        )}
        {open ? (
          <p>
            <AppLink to={`/interview-prep/mock-interview/${open.id}`}>Return to your interview in progress</AppLink>
          </p>
        ) : null}
        {result?.errorText ? (
          <p className="form-error" role="alert">
            {result.errorText}
          </p>
        ) : null}
        {allowance.refusal !== "no_plan" ? (
          <Form method="post" className="mock-form" noValidate>
            <div className="field">
              <label htmlFor="mock-company">Company</label>
              <select
                id="mock-company"
                name="company"
                defaultValue={result?.values?.company || data.company}
                aria-invalid={errors.company ? true : undefined}
              >
                {data.companies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
              {errors.company ? <p className="field-error">{errors.company}</p> : null}
            </div>
            <fieldset className="field">
              <legend>Length</legend>
              {MOCK_INTERVIEW_LENGTHS.map((m) => (
                <label key={m} className="radio">
                  <input type="radio" name="length" value={m} defaultChecked={(result?.values?.length || "45") === String(m)} /> {m} minutes
                </label>
              ))}
              {errors.length ? <p className="field-error">{errors.length}</p> : null}
            </fieldset>
            <div className="field">
              <label htmlFor="mock-timezone">Your time zone</label>
              <input
                id="mock-timezone"
                ref={tzRef}
                name="timezone"
                type="text"
                defaultValue={result?.values?.timezone || data.timezone}
                aria-invalid={errors.timezone ? true : undefined}
              />
              <p className="field-hint muted">An IANA name such as Europe/Paris; your monthly allowance counts months in this time zone.</p>
              {errors.timezone ? <p className="field-error">{errors.timezone}</p> : null}
            </div>
            <button type="submit" className="button" disabled={starting || allowance.refusal === "used_up"}>
              {starting ? "Starting…" : "Start mock interview"}
            </button>
          </Form>
        ) : null}
      </section>
      {data.history.length ? (
        <section className="card" aria-labelledby="mock-history">
          <h2 id="mock-history">Your mock interviews</h2>
          <div className="table-wrap">
            <table className="mock-history">
              <thead>
                <tr>
                  <th scope="col">Started</th>
                  <th scope="col">Company</th>
                  <th scope="col">Length</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Open</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((h) => (
                  <tr key={h.id}>
                    <td>
                      <time dateTime={h.startedAt}>{h.startedAt.slice(0, 16).replace("T", " ")} UTC</time>
                    </td>
                    <td>{h.company}</td>
                    <td>{h.length} min</td>
                    <td>{STATUS_TEXT[h.status]}</td>
                    <td>
                      <AppLink
                        to={h.status === "in_progress" ? `/interview-prep/mock-interview/${h.id}` : `/interview-prep/mock-interview/${h.id}/report`}
                      >
                        {h.status === "in_progress" ? "Continue" : "View report"}
                      </AppLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Mock coding interview", description: "A timed mock coding interview with two problems and a report." }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={COACH_LINKS} />;
}

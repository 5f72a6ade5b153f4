// /interview-prep/mock-interview: start a timed mock coding interview (company, 45 or 60
// minutes), see the month's allowance (docs/product/interview-prep.md#mock-interviews) and reopen past interviews' reports.
// Starting asks first: the choices go to ?dialog=start (a GET: a state of this page that stores
// nothing), whose modal posts the start; while it starts (JavaScript) the modal says so, and a
// refused start is answered in a modal too. A static segment: it wins over /interview-prep/{pathUrlSlug}.
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { COACH_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { COMPANY_CHOICES, MOCK_INTERVIEW_LENGTHS, MOCK_INTERVIEW_TEXTS, MOCK_START_DIALOG, isValidTimeZone } from "~/engine";
import { Modal } from "~/components/Modal";
import { COACH_UPGRADE_URL } from "~/engine/coachProgress";
import { parseStartChoices } from "~/forms/mockInterviewStart.server";
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
  const search = new URL(request.url).searchParams;
  const lengthParam = search.get("length");
  // ?dialog=start with the form's choices: the start confirmation when they are valid and the month
  // allows one more; invalid choices are answered beside the fields, a used-up month in the error modal.
  let confirm: { company: string; length: number; timezone: string; remainingAfter: number } | null = null;
  let startErrors: Record<string, string> = {};
  let startRefusal: string | null = null;
  if (search.get("dialog") === MOCK_START_DIALOG) {
    const parsed = parseStartChoices(search);
    if (!parsed.ok) startErrors = parsed.errors;
    else if (allowance.refusal === "used_up") startRefusal = MOCK_INTERVIEW_TEXTS.usedUp(allowance.allowance);
    else if (allowance.refusal === null)
      confirm = { company: parsed.data.company, length: parsed.data.length, timezone: parsed.data.timezone, remainingAfter: allowance.remaining - 1 };
  }
  return json(
    {
      timezone,
      company,
      length: MOCK_INTERVIEW_LENGTHS.map(String).find((m) => m === lengthParam) ?? "45",
      confirm,
      startErrors,
      startRefusal,
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
  const errors = { ...data.startErrors, ...((result?.errors ?? {}) as Record<string, string>) };
  const { allowance } = data;
  const open = data.history.find((h) => h.status === "in_progress");
  const here = "/interview-prep/mock-interview";
  const refusal = result?.errorText ?? data.startRefusal;
  const choices = data.confirm
    ? `${here}?${new URLSearchParams({ company: data.confirm.company, length: String(data.confirm.length), timezone: data.confirm.timezone })}`
    : here;
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
        {allowance.refusal !== "no_plan" ? (
          <Form method="get" action={here} className="mock-form" noValidate>
            <input type="hidden" name="dialog" value={MOCK_START_DIALOG} />
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
                  <input type="radio" name="length" value={m} defaultChecked={(result?.values?.length || data.length) === String(m)} /> {m} minutes
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
              Start mock interview
            </button>
          </Form>
        ) : null}
      </section>
      {data.confirm && !result?.errorText ? (
        starting ? (
          // the loading modal (JavaScript): the start is on its way
          <Modal title={MOCK_INTERVIEW_TEXTS.startingTitle} dismissible={false} className="mock-start-modal">
            <p role="status">{MOCK_INTERVIEW_TEXTS.startingBody}</p>
          </Modal>
        ) : (
          <Modal
            title={MOCK_INTERVIEW_TEXTS.startTitle(data.confirm.company, data.confirm.length)}
            closeTo={choices}
            alert
            className="mock-start-modal"
          >
            <p>{MOCK_INTERVIEW_TEXTS.startBody(data.confirm.company, data.confirm.remainingAfter)}</p>
            <Form method="post" action={here}>
              <input type="hidden" name="company" value={data.confirm.company} />
              <input type="hidden" name="length" value={data.confirm.length} />
              <input type="hidden" name="timezone" value={data.confirm.timezone} />
              <div className="modal-actions">
                <AppLink className="button button-ghost" to={choices}>
                  {MOCK_INTERVIEW_TEXTS.notNow}
                </AppLink>
                <button type="submit" className="button">
                  {MOCK_INTERVIEW_TEXTS.startConfirm}
                </button>
              </div>
            </Form>
          </Modal>
        )
      ) : null}
      {refusal ? (
        // the error modal: a start the server refused (the month used up, the content missing…)
        <Modal title={MOCK_INTERVIEW_TEXTS.refusedTitle} closeTo={here} alert className="mock-start-modal">
          <p role="alert">{refusal}</p>
          <div className="modal-actions">
            <AppLink className="button" to={here}>
              OK
            </AppLink>
          </div>
        </Modal>
      ) : null}
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

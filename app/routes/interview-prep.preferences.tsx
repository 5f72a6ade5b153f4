import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { COACH_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { formatDate } from "~/components/coach/format";
import { pageMeta } from "~/components/catalog/meta";
import { CODE_LANGUAGE_IDS, COMPANY_CHOICES, CONTEXT_STATUS, LANGUAGE_CHOICES, languageList, POSITION_CHOICES } from "~/engine";
import { coachContextCookie, parseCoachContextInput, preferencesFormSchema, saveCoachContext } from "~/services/coach/context.server";
import { gradingLanguages } from "~/services/coach/judge.server";
import { coachViewer } from "~/services/coach/viewer.server";
import { getUser } from "~/utils/auth.server";
import { parseForm, safeRedirect } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, context } = await coachViewer(request);
  const ru = safeRedirect(new URL(request.url).searchParams.get("ru") ?? "/interview-prep");
  return json({
    loggedIn: !!user,
    ru,
    saved: context.context_status !== CONTEXT_STATUS.NO_CONTEXT_FOUND,
    values: {
      company: context.company,
      lang: context.lang,
      position: context.position,
      interviewDate: context.interviewDate ?? "",
      // Kept as they are: this form does not choose patterns (the weekly plan does).
      selectedPatterns: context.context_status !== CONTEXT_STATUS.NO_CONTEXT_FOUND ? JSON.stringify(context.selectedPatterns) : "",
    },
    daysToInterview: context.daysToInterview,
    today: new Date().toISOString().slice(0, 10),
    // the languages that need the grading service on this server (none when it is connected)
    ungraded: languageList(CODE_LANGUAGE_IDS.filter((id) => !gradingLanguages().includes(id))),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await getUser(request);
  const form = await parseForm(request, preferencesFormSchema);
  const { raw } = form;
  const ru = safeRedirect(raw.ru ?? "/interview-prep");
  const values = {
    company: String(raw.company ?? ""),
    lang: String(raw.lang ?? ""),
    position: String(raw.position ?? ""),
    interviewDate: String(raw.interviewDate ?? ""),
  };
  // Shown beside the fields, which keep what was chosen.
  if (!form.ok) return json({ errors: form.errors, values }, { status: 400 });
  if (user) {
    const saved = await saveCoachContext(user.id, form.data);
    if (!saved.ok) return json({ errors: saved.errors, values }, { status: 400 });
    return redirectWithToast(ru, { status: "SUCCESS", text: "Your interview preferences are saved." }, { request });
  }
  // A visitor's preferences live in a cookie until login migrates them to the account.
  const parsed = await parseCoachContextInput(form.data);
  if (!parsed.ok) return json({ errors: parsed.errors, values }, { status: 400 });
  const headers = new Headers({ "Set-Cookie": await coachContextCookie.serialize(parsed.data) });
  return redirectWithToast(ru, { status: "SUCCESS", text: "Your interview preferences are saved in this browser." }, { headers, request });
}

function Select({
  name,
  label,
  options,
  value,
  error,
  hint,
}: {
  name: string;
  label: string;
  options: readonly string[];
  value: string;
  error?: string;
  hint?: string;
}) {
  const id = `pref-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={described}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {hint ? (
        <p className="field-hint muted" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function CoachPreferences() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction?.startsWith("/interview-prep/preferences");
  const values = result?.values ?? data.values;
  const errors = (result?.errors ?? {}) as Record<string, string>;
  return (
    <div className="coach-page prefs-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <AppLink to="/interview-prep">Interview prep</AppLink>
          </li>
          <li aria-current="page">Preferences</li>
        </ol>
      </nav>
      <div className="prefs-layout">
        <section className="card prefs-card" aria-labelledby="prefs-title">
          <h1 id="prefs-title">Your interview preferences</h1>
          <p className="muted">
            The coach uses these to order the roadmaps, to label how often each pattern comes up at your company, to start your editor in your
            language and to pace your weekly plan.
          </p>
          {Object.keys(errors).length ? (
            <p className="form-error" role="alert">
              Please correct the fields marked below.
            </p>
          ) : null}
          <Form method="post" className="prefs-form" noValidate>
            <input type="hidden" name="ru" value={data.ru} />
            {data.values.selectedPatterns ? <input type="hidden" name="selectedPatterns" value={data.values.selectedPatterns} /> : null}
            <Select name="company" label="Target company" options={COMPANY_CHOICES} value={values.company} error={errors.company} />
            <Select
              name="lang"
              label="Programming language"
              options={LANGUAGE_CHOICES}
              value={values.lang}
              error={errors.lang}
              hint={`Your editor starts in this language.${data.ungraded ? ` ${data.ungraded} need the grading service.` : ""}`}
            />
            <Select name="position" label="Position" options={POSITION_CHOICES} value={values.position} error={errors.position} />
            <div className="field">
              <label htmlFor="pref-interviewDate">Interview date (optional)</label>
              <input
                id="pref-interviewDate"
                name="interviewDate"
                type="date"
                min={data.today}
                defaultValue={values.interviewDate}
                aria-invalid={errors.interviewDate ? true : undefined}
                aria-describedby={`pref-interviewDate-hint${errors.interviewDate ? " pref-interviewDate-error" : ""}`}
              />
              <p className="field-hint muted" id="pref-interviewDate-hint">
                Without a date (or with a past one) the plan spans 28 days.
              </p>
              {errors.interviewDate ? (
                <p className="field-error" id="pref-interviewDate-error">
                  {errors.interviewDate}
                </p>
              ) : null}
            </div>
            <div className="prefs-actions">
              <button type="submit" className="button" disabled={saving}>
                {saving ? "Saving…" : "Save preferences"}
              </button>
              <AppLink to={data.ru} className="button button-ghost">
                Cancel
              </AppLink>
            </div>
          </Form>
        </section>
        <aside className="prefs-aside" aria-labelledby="prefs-aside-title">
          <h2 id="prefs-aside-title">Where they are kept</h2>
          {data.loggedIn ? (
            <p>On your account, so every device you log in on uses them.</p>
          ) : (
            <p>
              In this browser for now. When you <AppLink to={`/login?ru=${encodeURIComponent("/interview-prep/preferences")}`}>log in</AppLink>, we
              move them to your account.
            </p>
          )}
          <h2>Right now</h2>
          <p className="muted">
            {data.saved ? "Your saved preferences" : "The defaults"}: {data.values.company}, {data.values.lang}, {data.values.position},{" "}
            {data.values.interviewDate
              ? `interview on ${formatDate(data.values.interviewDate)} (${data.daysToInterview} days)`
              : `${data.daysToInterview} days to prepare`}
            .
          </p>
        </aside>
      </div>
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    { title: "Interview preferences", description: "Company, language, position and interview date for the interview-prep coach.", noindex: true },
    { matches, location },
  );

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={COACH_LINKS} />;
}

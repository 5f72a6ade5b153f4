import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/components/useHydrated";
import { CodeEditor } from "./CodeEditor";
import { languageList, languageName } from "~/engine/coachPreferences";
import { COACH_LANGUAGES } from "~/engine/constants";
import type { CoachLessonLoader } from "~/services/coach/lessonPage.server";
import { indentFor } from "./format";
import { RunResult, SubmitResult, type CodeActionData } from "./SubmissionResult";

type Workspace = NonNullable<ReturnType<typeof useLoaderData<CoachLessonLoader>>["workspace"]>;

function ResultView({ data }: { data: CodeActionData | undefined }) {
  if (!data) return null;
  if (data.refused)
    return (
      <div className="result result-refused">
        <h3 className="result-title">Graded submissions need Codelift Premium</h3>
        <p>{data.refused.errorText}</p>
        <p>
          <Link className="button" to={data.refused.upgradeUrl}>
            See Codelift Premium
          </Link>
        </p>
        <p className="muted">You can keep using Run on the visible tests for free.</p>
      </div>
    );
  if (data.errorText)
    return (
      <p className="form-error" role="alert">
        {data.errorText}
      </p>
    );
  if (data.run) return <RunResult run={data.run} />;
  if (data.submit) return <SubmitResult submit={data.submit} />;
  return null;
}

/**
 * The code workspace of a problem: language, editor, Run and Submit (POST forms, through a fetcher
 * when JavaScript runs), and the result with the coach's next step.
 */
export function ProblemWorkspace({ ws, loggedIn, loginHref }: { ws: Workspace; loggedIn: boolean; loginHref: string }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const actionData = useActionData<CodeActionData>();
  const fetcher = useFetcher<CodeActionData>();
  const echoed = actionData?.intent === "run" || actionData?.intent === "submit" ? actionData : undefined;
  const [lang, setLang] = useState(() => (echoed?.lang && ws.starter[echoed.lang] != null ? echoed.lang : ws.lang));
  // One draft per language, so switching back and forth keeps what was typed.
  const [drafts, setDrafts] = useState<Record<string, string>>(() => (echoed?.lang && echoed.code != null ? { [echoed.lang]: echoed.code } : {}));
  const [startedAt] = useState(() => echoed?.startedAt ?? ws.startedAt);
  const code = drafts[lang] ?? ws.starter[lang] ?? "";
  const gradable = ws.gradingLanguages.includes(lang);
  const busy = fetcher.state !== "idle";
  const pendingIntent = busy ? fetcher.formData?.get("intent") : null;
  const result = (fetcher.data ?? echoed) as CodeActionData | undefined;
  const action = `${location.pathname}${location.search}`;

  return (
    <section className="workspace" aria-labelledby="workspace-title">
      <h2 id="workspace-title" className="visually-hidden">
        Your solution
      </h2>
      <Form method="get" className="lang-form" replace preventScrollReset>
        <div className="field lang-field">
          <label htmlFor="code-lang">Language</label>
          <select
            id="code-lang"
            name="lang"
            value={lang}
            onChange={(e) => {
              setLang(e.target.value);
              if (hydrated) {
                const url = new URL(window.location.href);
                url.searchParams.set("lang", e.target.value);
                window.history.replaceState(window.history.state, "", url);
              }
            }}
          >
            {COACH_LANGUAGES.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
                {ws.gradingLanguages.includes(l.id) ? "" : " (grading service)"}
              </option>
            ))}
          </select>
        </div>
        {hydrated ? null : (
          <button type="submit" className="button button-ghost">
            Switch language
          </button>
        )}
      </Form>
      {!gradable ? (
        <p className="notice notice-warning" role="note">
          {languageName(lang)} needs the grading service, which is not connected on this server, so {languageName(lang)} code cannot be run or graded here. You can read the
          starter code, or choose {languageList(ws.gradingLanguages, "or")} to run and submit.
        </p>
      ) : null}

      <fetcher.Form method="post" action={action} className="code-form" id="code-form">
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="started_at" value={startedAt} />
        <CodeEditor value={code} onChange={(c) => setDrafts((d) => ({ ...d, [lang]: c }))} label={`Code (${languageName(lang)})`} language={lang} indent={indentFor(lang)} />
        {loggedIn ? (
          <div className="code-actions">
            <button type="submit" name="intent" value="run" className="button button-ghost" disabled={busy || !gradable}>
              {pendingIntent === "run" ? "Running…" : "Run"}
            </button>
            <button type="submit" name="intent" value="submit" className="button" disabled={busy || !gradable}>
              {pendingIntent === "submit" ? "Grading…" : "Submit"}
            </button>
            <span className="muted code-actions-hint">Run checks the visible tests; Submit grades every test.</span>
          </div>
        ) : (
          <p className="login-to-run">
            <Link className="button" to={loginHref}>
              Log in to run your code
            </Link>
          </p>
        )}
      </fetcher.Form>
      {loggedIn && ws.allowance && !ws.allowance.allowed ? (
        <p className="muted upsell-note">
          Run is free. Graded submissions are part of Codelift Premium: <Link to="/unlimited">see plans</Link>.
        </p>
      ) : null}
      {/* Skip (asked first, with Undo) is beside the statement: SkipProblem in CoachLessonPage. */}

      <div className="result-region" id="result" aria-live="polite" aria-busy={busy}>
        {busy ? (
          <p className="result-pending" role="status">
            {pendingIntent === "run" ? "Running your code on the visible tests…" : "Grading your code on every test…"}
          </p>
        ) : (
          <ResultView data={result} />
        )}
      </div>
    </section>
  );
}

import { AppLink } from "~/components/AppLink";
import { Link, Form, useActionData, useFetcher, type useLoaderData, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "~/components/useHydrated";
import { CodeEditor } from "./CodeEditor";
import { languageList, languageName } from "~/engine/coachPreferences";
import { COACH_LANGUAGES } from "~/engine/constants";
import { localCodeKey, verdictWords } from "~/engine/workspace";
import type { CoachLessonLoader } from "~/services/coach/lessonPage.server";
import { indentFor, plural, showValue } from "./format";
import { RunResult, StoredResult, SubmitResult, type CodeActionData } from "./SubmissionResult";
import { Icon } from "~/components/ui/Icon";

type Workspace = NonNullable<ReturnType<typeof useLoaderData<CoachLessonLoader>>["workspace"]>;
type PanelTab = "tests" | "result" | "console";

const FONT_SIZES = [12, 13, 14, 15, 16, 18, 20, 22];
const FONT_KEY = "codelift:editor-font-size";

function ResultView({
  data,
  opened,
  titleRef,
}: {
  data: CodeActionData | undefined;
  opened: Workspace["opened"];
  titleRef: React.Ref<HTMLHeadingElement>;
}) {
  if (!data)
    return opened ? (
      <StoredResult view={opened} titleRef={titleRef} />
    ) : (
      <p className="muted result-empty">Run your code to see the result of each visible test here; Submit grades every test.</p>
    );
  if (data.refused)
    return (
      <div className="result result-refused">
        <h3 className="result-title" id="result-title" tabIndex={-1} ref={titleRef}>
          Graded submissions need Codelift Premium
        </h3>
        <p>{data.refused.errorText}</p>
        <p>
          <AppLink className="button" to={data.refused.upgradeUrl}>
            See Codelift Premium
          </AppLink>
        </p>
        <p className="muted">You can keep using Run on the visible tests for free.</p>
      </div>
    );
  if (data.customInputError)
    return (
      <div className="result result-fail">
        <h3 className="result-title" id="result-title" tabIndex={-1} ref={titleRef}>
          Your input was not run
        </h3>
        <p>{data.customInputError}</p>
      </div>
    );
  if (data.errorText)
    return (
      <div className="result result-fail">
        <h3 className="result-title" id="result-title" tabIndex={-1} ref={titleRef}>
          Not run
        </h3>
        <p className="form-error" role="alert">
          {data.errorText}
        </p>
      </div>
    );
  if (data.run) return <RunResult run={data.run} titleRef={titleRef} />;
  if (data.submit) return <SubmitResult submit={data.submit} titleRef={titleRef} mock={data.mock} />;
  return null;
}

/** What the live region says when a Run or Submit has come back. */
function announcement(data: CodeActionData): string {
  if (data.refused) return "Graded submissions need Codelift Premium.";
  if (data.customInputError) return `Your input was not run: ${data.customInputError}`;
  if (data.errorText) return `Not run: ${data.errorText}`;
  if (data.run) return `Run finished: ${data.run.passed_testcases} of ${plural(data.run.total_testcases, "visible test")} passed.`;
  if (data.submit) {
    const s = data.submit;
    return `${verdictWords({ score: s.score, passed: s.passed_testcases, total: s.total_testcases, difficulty: s.submission.difficulty as "easy" }).title}.`;
  }
  return "";
}

/** Keeps the learner's code: on the server for a logged-in learner (the problem's saved-data map), in the browser for a visitor. */
function useAutosave(ws: Workspace, loggedIn: boolean, problemPath: string, hydrated: boolean) {
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const lastTimestamp = useRef(ws.savedTimestamp ?? 0);
  const pending = useRef<{ lang: string; code: string } | null>(null);

  const flush = useCallback(async () => {
    const job = pending.current;
    pending.current = null;
    if (!job) return;
    if (!loggedIn) {
      try {
        window.localStorage.setItem(localCodeKey(problemPath, job.lang), job.code);
        setState("saved");
      } catch {
        setState("failed");
      }
      return;
    }
    setState("saving");
    const send = async (): Promise<Response> => {
      const timestamp = Math.max(Date.now(), lastTimestamp.current + 1);
      lastTimestamp.current = timestamp;
      const text = JSON.stringify({ timestamp, data: { [job.lang]: job.code } });
      let body: BodyInit = text;
      let type = "application/json";
      // Saved data travels deflate-compressed (docs/product/learner-data.md#user-data) where the browser can compress.
      if (typeof CompressionStream === "function") {
        body = await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("deflate"))).blob();
        type = "application/octet-stream";
      }
      return fetch(`/api/userdata/map/${encodeURIComponent(ws.codeMap)}?snapshot=false`, { method: "POST", headers: { "Content-Type": type }, body });
    };
    try {
      let res = await send();
      if (res.status === 409) {
        // another tab (or the server, at a Run) saved later: ours is the newest edit, so again after it
        const current = ((await res.json()) as { current?: { timestamp?: number } }).current;
        lastTimestamp.current = Math.max(lastTimestamp.current, current?.timestamp ?? 0);
        res = await send();
      }
      setState(res.ok ? "saved" : "failed");
    } catch {
      setState("failed");
    }
  }, [loggedIn, problemPath, ws.codeMap]);

  const schedule = useCallback(
    (lang: string, code: string) => {
      if (!hydrated) return;
      pending.current = { lang, code };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, 700);
    },
    [flush, hydrated],
  );

  useEffect(() => {
    const onHide = () => void flush();
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      clearTimeout(timer.current);
      void flush();
    };
  }, [flush]);

  return { state, schedule };
}

/** The answer of a live run (docs/product/judge.md#live-tests-while-typing): the visible tests' marks, or why there are none. */
type LiveData = {
  lang?: string;
  live: { tests: { passed: boolean; verdict: string }[]; passed_testcases: number; total_testcases: number; error: string | null } | null;
  errorText?: string;
};
const LIVE_LANGUAGES = ["python", "javascript"];
/** the pause in typing after which the visible tests run */
const LIVE_PAUSE_MS = 800;
/** the server takes one live run a second per learner */
const LIVE_GAP_MS = 1000;

/**
 * Live tests: after a pause in typing, the visible tests run through the page's Run action (a
 * fetcher of their own: the Result tab and the history stay as they are), never more than one a
 * second and never two at once.
 */
function useLiveTests(enabled: boolean, action: string) {
  const fetcher = useFetcher<LiveData>();
  const submit = fetcher.submit;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const lastSent = useRef(0);
  const pending = useRef<{ lang: string; code: string } | null>(null);
  const inFlight = useRef(false);
  inFlight.current = fetcher.state !== "idle";

  const send = useCallback(() => {
    const job = pending.current;
    if (!job) return;
    const wait = Math.max(inFlight.current ? 250 : 0, lastSent.current + LIVE_GAP_MS - Date.now());
    if (wait > 0) {
      timer.current = setTimeout(send, wait);
      return;
    }
    pending.current = null;
    lastSent.current = Date.now();
    submit({ intent: "run", live: "1", lang: job.lang, code: job.code }, { method: "post", action });
  }, [submit, action]);

  const schedule = useCallback(
    (lang: string, code: string) => {
      if (!enabled || !LIVE_LANGUAGES.includes(lang)) return;
      pending.current = { lang, code };
      clearTimeout(timer.current);
      timer.current = setTimeout(send, LIVE_PAUSE_MS);
    },
    [enabled, send],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!enabled) {
      clearTimeout(timer.current);
      pending.current = null;
    }
  }, [enabled]);
  return { schedule, data: fetcher.data, running: fetcher.state !== "idle" };
}

const AUTOSAVE_LABEL = { idle: "", saving: "Saving…", saved: "Saved", failed: "Not saved: your code stays in this page" } as const;

function ResultsTabs({ tab, setTab, hydrated }: { tab: PanelTab; setTab: (t: PanelTab) => void; hydrated: boolean }) {
  const tabs: [PanelTab, string][] = [
    ["tests", "Test cases"],
    ["result", "Result"],
    ["console", "Console"],
  ];
  if (!hydrated) return null;
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next =
      e.key === "ArrowRight"
        ? (i + 1) % tabs.length
        : e.key === "ArrowLeft"
          ? (i + tabs.length - 1) % tabs.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    setTab(tabs[next]![0]);
    document.getElementById(`ws-tab-${tabs[next]![0]}`)?.focus();
  };
  return (
    <div className="ws-tabs" role="tablist" aria-label="Tests, result and console">
      {tabs.map(([id, name], i) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`ws-tab-${id}`}
          aria-controls={`ws-panel-${id}`}
          aria-selected={tab === id}
          tabIndex={tab === id ? 0 : -1}
          className="ws-tab"
          onClick={() => setTab(id)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

/**
 * The code workspace of a problem: toolbar (language, text size, reset), the editor, Run and
 * Submit (POST forms, through a fetcher when JavaScript runs), and a results panel docked under
 * the editor with three tabs (test cases with the learner's own input, result, console); then the
 * history of earlier runs and submissions.
 */
export function ProblemWorkspace({
  ws,
  loggedIn,
  loginHref,
  problemPath,
}: {
  ws: Workspace;
  loggedIn: boolean;
  loginHref: string;
  problemPath: string;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const actionData = useActionData<CodeActionData>();
  const fetcher = useFetcher<CodeActionData>();
  const echoed = actionData?.intent === "run" || actionData?.intent === "submit" ? actionData : undefined;
  const [lang, setLang] = useState(() => (echoed?.lang && ws.starter[echoed.lang] != null ? echoed.lang : ws.lang));
  // One draft per language, so switching back and forth keeps what was typed. Saved code first,
  // then an opened submission's code, then what was just posted; ?starter=1 (the reset link
  // without JavaScript) shows the starter code of the language instead.
  const [drafts, setDrafts] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(
      Object.entries(ws.saved ?? {}).filter(([l]) => !(l === ws.lang && new URLSearchParams(location.search).get("starter") === "1")),
    ),
    ...(ws.opened ? { [ws.opened.submission_data.selectedLanguage]: ws.opened.submission_data.code } : {}),
    ...(echoed?.lang && echoed.code != null ? { [echoed.lang]: echoed.code } : {}),
  }));
  const [startedAt] = useState(() => echoed?.startedAt ?? ws.startedAt);
  const [customInput, setCustomInput] = useState(echoed?.customInput ?? "");
  const [fontSize, setFontSize] = useState(14);
  const [confirmReset, setConfirmReset] = useState(false);
  const [tab, setTab] = useState<PanelTab>(echoed || ws.opened ? "result" : "tests");
  const [said, setSaid] = useState("");
  const titleRef = useRef<HTMLHeadingElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const autosave = useAutosave(ws, loggedIn, problemPath, hydrated);
  const [liveOn, setLiveOn] = useState(ws.liveTests);
  const settings = useFetcher();

  const code = drafts[lang] ?? ws.starter[lang] ?? "";
  const gradable = ws.gradingLanguages.includes(lang);
  const busy = fetcher.state !== "idle";
  const pendingIntent = busy ? fetcher.formData?.get("intent") : null;
  const result = (fetcher.data ?? echoed) as CodeActionData | undefined;
  const base = `${location.pathname}${location.search}`;
  // Without JavaScript the answer is a new page: the fragment brings the result into view.
  const action = hydrated ? base : `${base}#ws-results`;
  const liveLanguage = LIVE_LANGUAGES.includes(lang);
  const live = useLiveTests(hydrated && loggedIn && liveOn && gradable, base);
  const marks = live.data?.lang === lang ? live.data.live : null;

  // A visitor's code comes back from this browser (a learner's from the server, in the loader).
  useEffect(() => {
    if (loggedIn || ws.opened) return;
    const restored: Record<string, string> = {};
    for (const l of COACH_LANGUAGES) {
      try {
        const v = window.localStorage.getItem(localCodeKey(problemPath, l.id));
        if (v != null) restored[l.id] = v;
      } catch {
        /* storage refused: nothing to restore */
      }
    }
    if (Object.keys(restored).length) setDrafts((d) => ({ ...restored, ...d }));
  }, [loggedIn, problemPath, ws.opened]);

  useEffect(() => {
    try {
      const stored = Number(window.localStorage.getItem(FONT_KEY));
      if (FONT_SIZES.includes(stored)) setFontSize(stored);
    } catch {
      /* default size */
    }
  }, []);

  // When a Run or Submit comes back: the Result tab, in view, focus on its heading, and the live region says it.
  // The focus waits for the render that shows the Result panel (a hidden heading cannot take focus).
  const lastData = useRef<CodeActionData | undefined>(undefined);
  const [resultsShown, setResultsShown] = useState(0);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === lastData.current) return;
    lastData.current = fetcher.data;
    setTab("result");
    setSaid(announcement(fetcher.data));
    setResultsShown((n) => n + 1);
  }, [fetcher.state, fetcher.data]);
  useEffect(() => {
    if (resultsShown === 0) return;
    const heading = titleRef.current ?? document.getElementById("ws-results-title");
    heading?.scrollIntoView({ block: "nearest" });
    heading?.focus({ preventScroll: true });
    document.getElementById("ws-results")?.scrollIntoView({ block: "nearest" });
  }, [resultsShown]);

  const edit = (c: string) => {
    setDrafts((d) => ({ ...d, [lang]: c }));
    autosave.schedule(lang, c);
    live.schedule(lang, c);
  };
  const toggleLive = (on: boolean) => {
    setLiveOn(on);
    settings.submit({ intent: "live_tests", enabled: on ? "on" : "off" }, { method: "post", action: base });
  };
  const changeFont = (step: number) => {
    const i = Math.min(FONT_SIZES.length - 1, Math.max(0, FONT_SIZES.indexOf(fontSize) + step));
    const next = FONT_SIZES[i]!;
    setFontSize(next);
    try {
      window.localStorage.setItem(FONT_KEY, String(next));
    } catch {
      /* the size holds for this page */
    }
  };
  const doReset = () => {
    const starter = ws.starter[lang] ?? "";
    edit(starter);
    setConfirmReset(false);
    resetButton.current?.focus();
  };

  const lastRun = result?.run;
  const stdout = lastRun?.stdout ?? "";
  const panelProps = (id: PanelTab) =>
    hydrated
      ? { role: "tabpanel", id: `ws-panel-${id}`, "aria-labelledby": `ws-tab-${id}`, hidden: tab !== id, tabIndex: 0 }
      : { id: `ws-panel-${id}` };

  return (
    <section className="workspace ws-editor-pane" aria-labelledby="workspace-title" id="ws-code">
      <h2 id="workspace-title" className="visually-hidden">
        Your solution
      </h2>
      <div className="ws-toolbar">
        {ws.languageSelector ? (
          <Form method="get" className="lang-form" replace preventScrollReset>
            <div className="field lang-field">
              <label htmlFor="code-lang">Language</label>
              <select
                id="code-lang"
                name="lang"
                value={lang}
                onChange={(e) => {
                  setLang(e.target.value);
                  setConfirmReset(false);
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
        ) : (
          <p className="lang-form lang-fixed">
            Language: <strong>{languageName(lang)}</strong>
          </p>
        )}
        {hydrated ? (
          <div className="ws-tools">
            <div className="ws-font" role="group" aria-label="Code text size">
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => changeFont(-1)}
                aria-label="Smaller code text"
                disabled={fontSize === FONT_SIZES[0]}
              >
                A−
              </button>
              <output className="ws-font-size" aria-live="polite" aria-label="Code text size">
                {fontSize}px
              </output>
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => changeFont(1)}
                aria-label="Larger code text"
                disabled={fontSize === FONT_SIZES[FONT_SIZES.length - 1]}
              >
                A+
              </button>
            </div>
            <button
              type="button"
              ref={resetButton}
              className="button button-ghost button-small"
              onClick={() => setConfirmReset(true)}
              aria-expanded={confirmReset}
              aria-controls="ws-reset-confirm"
            >
              Reset to starter
            </button>
          </div>
        ) : (
          <Link className="button button-ghost button-small" to={`?lang=${lang}&starter=1`} preventScrollReset>
            Reset to starter
          </Link>
        )}
      </div>
      {confirmReset ? (
        <div className="ws-confirm notice notice-warning" id="ws-reset-confirm" role="group" aria-labelledby="ws-reset-question">
          <p id="ws-reset-question">Replace your {languageName(lang)} code with the starter code? Your code is not kept.</p>
          <button type="button" className="button button-small" onClick={doReset} autoFocus>
            Reset
          </button>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => {
              setConfirmReset(false);
              resetButton.current?.focus();
            }}
          >
            Cancel
          </button>
        </div>
      ) : null}
      {!gradable ? (
        <p className="notice notice-warning" role="note">
          {languageName(lang)} needs the grading service, which is not connected on this server, so {languageName(lang)} code cannot be run or graded
          here. You can read the starter code, or choose {languageList(ws.gradingLanguages, "or")} to run and submit.
        </p>
      ) : null}

      {loggedIn && ws.allowance && !ws.allowance.allowed ? (
        // Said before any code is written: Submit (graded) needs a plan, Run does not.
        <p className="notice upsell-note" role="note" data-testid="submit-needs-plan">
          Run is free. Graded submissions are part of Codelift Premium: <AppLink to="/unlimited">see plans</AppLink>.
        </p>
      ) : null}
      <fetcher.Form method="post" action={action} className="code-form" id="code-form">
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="started_at" value={startedAt} />
        <CodeEditor
          value={code}
          onChange={edit}
          label={`Code (${languageName(lang)})`}
          language={lang}
          indent={indentFor(lang)}
          fontSize={hydrated ? fontSize : undefined}
        />
        {loggedIn ? (
          <div className="code-actions">
            <button type="submit" name="intent" value="run" className="button button-ghost" disabled={busy || !gradable}>
              {pendingIntent === "run" ? "Running…" : "Run"}
            </button>
            <button type="submit" name="intent" value="submit" className="button" disabled={busy || !gradable}>
              {pendingIntent === "submit" ? "Grading…" : "Submit"}
            </button>
            <span className="muted code-actions-hint">Run checks the visible tests and your own input; Submit grades every test.</span>
            {hydrated ? (
              <span className="ws-autosave muted" role="status">
                {AUTOSAVE_LABEL[autosave.state]}
              </span>
            ) : null}
          </div>
        ) : (
          <p className="login-to-run">
            <AppLink className="button" to={loginHref}>
              Log in to run your code
            </AppLink>
            {hydrated ? (
              <span className="ws-autosave muted" role="status">
                {autosave.state === "saved" ? "Saved in this browser" : "Your code is kept in this browser."}
              </span>
            ) : null}
          </p>
        )}
      </fetcher.Form>

      <section className="ws-results" id="ws-results" aria-labelledby="ws-results-title">
        <h3 id="ws-results-title" className="visually-hidden" tabIndex={-1}>
          Tests and results
        </h3>
        <ResultsTabs tab={tab} setTab={setTab} hydrated={hydrated} />
        <div {...panelProps("tests")} className="ws-panel">
          {hydrated ? null : <h4 className="ws-panel-title">Test cases</h4>}
          {hydrated && loggedIn && liveLanguage && gradable ? (
            <div className="ws-live">
              <label className="ws-live-toggle">
                <input type="checkbox" checked={liveOn} onChange={(e) => toggleLive(e.target.checked)} data-testid="live-tests-toggle" />
                {" Run the visible tests as I type"}
              </label>
              <span className="muted ws-live-status" role="status" data-testid="live-status">
                {!liveOn
                  ? ""
                  : live.data?.errorText
                    ? live.data.errorText
                    : marks
                      ? marks.error && marks.tests.length === 0
                        ? "Your code did not run: Run shows why."
                        : `${marks.passed_testcases} of ${plural(marks.total_testcases, "visible test")} pass.`
                      : "After a pause in your typing, the visible tests run by themselves."}
              </span>
              {liveOn && live.running ? (
                <span className="muted" aria-hidden="true">
                  Checking…
                </span>
              ) : null}
            </div>
          ) : null}
          <ol className="ws-visible-tests">
            {ws.visibleTests.map((t, i) => (
              <li key={i} className={liveOn && marks?.tests[i] ? `ws-live-${marks.tests[i]!.passed ? "pass" : "fail"}` : undefined}>
                {liveOn && marks?.tests[i] ? (
                  <span className="ws-live-mark" data-testid="live-mark">
                    <Icon name={marks.tests[i]!.passed ? "check" : "cross"} size={14} />
                    <span className="visually-hidden">{marks.tests[i]!.passed ? "Passes: " : `Fails (${marks.tests[i]!.verdict}): `}</span>
                  </span>
                ) : null}
                <span className="ws-test-name">Test {i + 1}</span>{" "}
                <code>
                  {ws.functionName}({t.input.map((v) => showValue(v, 200)).join(", ")})
                </code>{" "}
                → <code>{showValue(t.expected, 200)}</code>
              </li>
            ))}
          </ol>
          {loggedIn ? (
            <div className="field ws-custom">
              <label htmlFor="custom-input">Your own input (optional)</label>
              <p id="custom-input-hint" className="muted ws-custom-hint">
                One JSON value a line, one line per parameter, in order: {ws.params.map((p) => `${p.name} (${p.type})`).join(", ")}. Up to 5 tests one
                after another. Run checks them beside the visible tests; the expected answer comes from our reference solution.
              </p>
              <textarea
                id="custom-input"
                name="custom_input"
                form="code-form"
                rows={Math.max(2, ws.params.length + 1)}
                value={customInput}
                onChange={(e) => setCustomInput(e.target.value)}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                placeholder={ws.visibleTests[0]?.input.map((v) => JSON.stringify(v)).join("\n")}
                aria-describedby={result?.customInputError ? "custom-input-hint custom-input-error" : "custom-input-hint"}
                aria-invalid={result?.customInputError ? true : undefined}
              />
              {result?.customInputError ? (
                <p id="custom-input-error" className="form-error">
                  {result.customInputError}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        <div {...panelProps("result")} className="ws-panel result-region">
          {hydrated ? null : <h4 className="ws-panel-title">Result</h4>}
          {busy ? (
            <p className="result-pending">
              {ws.warm[lang] === false
                ? `Starting the ${languageName(lang)} sandbox… the first run after a start takes a few seconds.`
                : pendingIntent === "run"
                  ? "Running your code on the visible tests…"
                  : "Grading your code on every test…"}
            </p>
          ) : (
            <ResultView data={result} opened={ws.opened} titleRef={titleRef} />
          )}
        </div>
        <div {...panelProps("console")} className="ws-panel">
          {hydrated ? null : <h4 className="ws-panel-title">Console</h4>}
          {stdout ? (
            <pre className="ws-console" aria-label="Printed output">
              {stdout}
            </pre>
          ) : (
            <p className="muted">{lastRun ? "Your code printed nothing." : "What your code prints during a Run shows here."}</p>
          )}
        </div>
        <p className="visually-hidden" role="status" aria-live="polite">
          {said}
        </p>
      </section>
      {ws.warm[lang] === false && !busy && gradable ? (
        <p className="muted ws-cold">The {languageName(lang)} sandbox is starting; the first run may take a few seconds.</p>
      ) : null}

      {loggedIn ? <History ws={ws} problemPath={problemPath} /> : null}

      {/* Skip (asked first, with Undo) is beside the statement: SkipProblem in CoachLessonPage. */}
    </section>
  );
}

function History({ ws, problemPath }: { ws: Workspace; problemPath: string }) {
  const location = useLocation();
  if (!ws.history.length) return null;
  const link = (id: number) => {
    const q = new URLSearchParams(location.search);
    q.set("submission", String(id));
    q.delete("lang");
    q.delete("starter");
    return `?${q.toString()}#ws-results`;
  };
  return (
    <details className="ws-history" open={!!ws.opened}>
      <summary>Your runs and submissions ({ws.history.length})</summary>
      {/* docs/product/judge.md#diffs-between-attempts: any two attempts, or one with the open solution */}
      <p className="ws-history-compare">
        <AppLink to={`${problemPath}/compare`}>Compare two attempts</AppLink>
      </p>
      <ol className="ws-history-list">
        {ws.history.map((h, i) => {
          const before = ws.history[i + 1];
          const when = h.created.replace("T", " ").slice(0, 16);
          const tone =
            h.kind === "run"
              ? h.passed_testcases === h.total_testcases && h.total_testcases > 0
                ? "pass"
                : "fail"
              : h.status === "Correct"
                ? h.score === 100
                  ? "pass"
                  : "partial"
                : "fail";
          return (
            <li key={h.id} className={`ws-history-item tone-${tone}${ws.opened?.id === h.id ? " ws-history-current" : ""}`}>
              <Link to={link(h.id)} preventScrollReset aria-current={ws.opened?.id === h.id ? "true" : undefined}>
                {h.kind === "run" ? "Run" : "Submission"} · {when} UTC
              </Link>{" "}
              <span className="muted">
                {languageName(h.language)} · {h.passed_testcases}/{h.total_testcases} tests{h.kind === "submission" ? ` · ${h.score}%` : ""}
              </span>
              {before ? (
                <>
                  {" "}
                  <AppLink className="ws-history-changes" to={`${problemPath}/compare?from=${before.id}&to=${h.id}`}>
                    Changes<span className="visually-hidden"> since the attempt before</span>
                  </AppLink>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </details>
  );
}

// /projects/{slug}: a hands-on project (docs/product/hands-on.md#projects). Everyone reads the brief
// and the steps; Premium, Premium Plus and staff get the workspace: a file tree, the editor
// (CodeMirror over a plain textarea form), Save, Run checks (the output of each step's check),
// Reset (after a confirmation page) and the view, edit and preview modes. Every action is a form
// post that redirects back, so all of it works without JavaScript.
import { studentPackBanner } from "~/engine/banners";
import { StudentPackBanner } from "~/components/billing/StudentPackBanner";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AppLink } from "~/components/AppLink";
import { CodeEditor } from "~/components/coach/CodeEditor";
import { pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { Button, ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { TextInput } from "~/components/ui/Field";
import {
  PROJECT_KIND,
  PROJECT_RESET_QUESTION,
  PROJECT_RUN_LIMIT_TEXT,
  PROJECT_TOASTS,
  PROJECT_UPGRADE_TEXT,
  PROJECT_UPGRADE_URL,
  safeProjectPath,
} from "~/engine/projects";
import { projectActionSchema, viewMode } from "~/forms/projects.server";
import { renderMarkdown } from "~/services/catalog/markdown.server";
import { canUseProjects, findProject, projectWorkspace, resetProject, runChecksFor, saveProjectFile } from "~/services/projects/projects.server";
import { SAVE_REFUSAL_TEXT } from "~/services/projects/workspace.server";
import workspaceCss from "~/styles/workspace.css";
import handsOnCss from "~/styles/hands-on.css";
import xtermCss from "@xterm/xterm/css/xterm.css";
import { Terminal } from "~/components/terminal/Terminal";
import { projectTerminalPath } from "~/engine/terminal";
import { getUser, requireUser } from "~/utils/auth.server";
import { forbidden, notFound, parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export const links = () => [
  { rel: "stylesheet", href: workspaceCss },
  { rel: "stylesheet", href: handsOnCss },
  { rel: "stylesheet", href: xtermCss },
];

const LANGUAGE_NAMES = { python: "Python", javascript: "JavaScript", cpp: "C++", java: "Java", sql: "SQL", bash: "git and bash" } as const;
const EDITOR_LANGUAGE: Record<string, string> = { py: "python", js: "javascript", mjs: "javascript", java: "java", cpp: "cpp", hpp: "cpp", h: "cpp" };
const STATE_TEXT = { passed: "Passed", failed: "Not yet", not_run: "Not run" } as const;
const STATE_TONE = { passed: "success", failed: "danger", not_run: "neutral" } as const;

function requireProject(slug: string | undefined) {
  const def = slug ? findProject(slug) : undefined;
  if (!def) notFound();
  return def;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const def = requireProject(params.slug);
  const url = new URL(request.url);
  const user = await getUser(request);
  const allowed = await canUseProjects(user);
  const mode = viewMode(url.searchParams.get("mode"), allowed);
  const steps = def.steps.map((s) => ({ title: s.title, html: renderMarkdown(s.instructions) }));
  const base = {
    slug: def.slug,
    title: def.title,
    kind: def.kind,
    kindCode: PROJECT_KIND[def.kind],
    language: LANGUAGE_NAMES[def.language],
    briefHtml: renderMarkdown(def.brief),
    steps,
    loggedIn: Boolean(user),
    allowed,
    // A verified GitHub student it is closed to (docs/product/billing.md#banners).
    studentPack: studentPackBanner({ githubStudent: user?.isGithubStudent === true, locked: !allowed, type: "project" }),
    mode,
    upgradeText: PROJECT_UPGRADE_TEXT,
    upgradeUrl: PROJECT_UPGRADE_URL,
  };
  if (!allowed || !user) return json({ ...base, workspace: null }, { headers: { "Cache-Control": "private, no-store" } });
  const ws = await projectWorkspace(user.id, def);
  const names = Object.keys(ws.files);
  const wanted = safeProjectPath(url.searchParams.get("file"));
  const file = wanted && names.includes(wanted) ? wanted : names.includes(def.mainFile) ? def.mainFile : (names[0] ?? def.mainFile);
  const results = ws.results.map((r) => ({ step: r.step, passed: r.passed, output: r.output, ranAt: r.ranAt }));
  return json(
    {
      ...base,
      workspace: {
        names,
        file,
        content: ws.files[file] ?? "",
        files: mode === "preview" ? ws.files : null,
        states: ws.states,
        results,
        complete: ws.complete,
        confirmReset: url.searchParams.get("confirm") === "reset",
        terminalPath: projectTerminalPath(user.id, def.slug),
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const def = requireProject(params.slug);
  const user = await requireUser(request);
  if (!(await canUseProjects(user))) forbidden(PROJECT_UPGRADE_TEXT);
  const form = await parseForm(request, projectActionSchema);
  const self = `/projects/${def.slug}`;
  if (!form.ok) return redirectWithToast(self, { status: "ERROR", text: PROJECT_TOASTS.notUnderstood }, { request });
  const data = form.data;
  const at = (file: string | undefined, hash = "") => `${self}${file ? `?file=${encodeURIComponent(file)}` : ""}${hash}`;
  if (data.intent === "save" || (data.intent === "run" && data.file !== undefined && data.code !== undefined)) {
    const saved = saveProjectFile(user.id, def, data.file!, data.code!);
    if (!saved.ok) return redirectWithToast(at(undefined), { status: "ERROR", text: SAVE_REFUSAL_TEXT[saved.refusal] }, { request });
    if (data.intent === "save") return redirectWithToast(at(saved.name), { status: "SUCCESS", text: PROJECT_TOASTS.saved(saved.name) }, { request });
  }
  if (data.intent === "run") {
    const outcome = await runChecksFor(user.id, def);
    if (outcome.limited) return redirectWithToast(at(data.file, "#checks"), { status: "ERROR", text: PROJECT_RUN_LIMIT_TEXT }, { request });
    const text = outcome.complete
      ? PROJECT_TOASTS.complete(def.title)
      : def.kind === "guided"
        ? PROJECT_TOASTS.stepsPass(outcome.passed, outcome.total)
        : PROJECT_TOASTS.testsFail;
    return redirectWithToast(at(data.file, "#checks"), { status: outcome.complete ? "SUCCESS" : "INFO", text }, { request });
  }
  if (data.intent === "create") {
    const saved = saveProjectFile(user.id, def, data.name, "");
    if (!saved.ok) return redirectWithToast(at(undefined), { status: "ERROR", text: SAVE_REFUSAL_TEXT[saved.refusal] }, { request });
    return redirectWithToast(at(saved.name), { status: "SUCCESS", text: PROJECT_TOASTS.created(saved.name) }, { request });
  }
  await resetProject(user.id, def);
  return redirectWithToast(self, { status: "SUCCESS", text: PROJECT_TOASTS.reset }, { request });
}

export default function ProjectPage() {
  const data = useLoaderData<typeof loader>();
  const ws = data.workspace;
  return (
    <div className="hands-on-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <AppLink to="/projects">Projects</AppLink>
          </li>
          <li aria-current="page">{data.title}</li>
        </ol>
      </nav>
      <header className="hands-on-header">
        <h1>{data.title}</h1>
        <p className="hands-on-badges">
          <Badge tone="accent">{data.kind === "guided" ? "Guided project" : "Unguided project"}</Badge> <Badge>{data.language}</Badge>{" "}
          {ws?.complete ? <Badge tone="success">Completed</Badge> : null}
        </p>
      </header>
      <div className="hands-on-brief" dangerouslySetInnerHTML={{ __html: data.briefHtml }} />
      {!data.allowed ? (
        <>
          {data.studentPack ? <StudentPackBanner banner={data.studentPack} /> : null}
          <Banner
            tone="info"
            title="A Premium project"
            action={
              data.loggedIn ? (
                <ButtonLink to={data.upgradeUrl}>See the plans</ButtonLink>
              ) : (
                <ButtonLink to={`/login?redirectTo=/projects/${data.slug}`}>Log in</ButtonLink>
              )
            }
          >
            <p>{data.upgradeText}</p>
          </Banner>
          <StepList steps={data.steps} states={null} results={[]} />
        </>
      ) : ws ? (
        <>
          <nav aria-label="Project mode" className="hands-on-modes">
            {(["view", "edit", "preview"] as const).map((m) => (
              <AppLink
                key={m}
                to={`/projects/${data.slug}?mode=${m}&file=${encodeURIComponent(ws.file)}`}
                aria-current={data.mode === m ? "page" : undefined}
              >
                {m === "view" ? "View" : m === "edit" ? "Edit" : "Preview"}
              </AppLink>
            ))}
          </nav>
          {ws.confirmReset ? <ResetConfirmation slug={data.slug} /> : null}
          <div className="hands-on-workspace">
            <FileTree slug={data.slug} names={ws.names} current={ws.file} mode={data.mode} />
            <div className="hands-on-main">
              {data.mode === "preview" && ws.files ? (
                Object.entries(ws.files).map(([name, content]) => (
                  <Card key={name} as="section" title={name} titleLevel={3}>
                    <pre className="hands-on-file">{content}</pre>
                  </Card>
                ))
              ) : (
                <EditorForm slug={data.slug} file={ws.file} content={ws.content} readOnly={data.mode === "view"} />
              )}
              <Terminal socketPath={ws.terminalPath} />
              <section id="checks" aria-labelledby="checks-title" className="hands-on-checks">
                <h2 id="checks-title">{data.kind === "guided" ? "Steps" : "Tests"}</h2>
                {data.kind === "guided" ? (
                  <StepList steps={data.steps} states={ws.states} results={ws.results} />
                ) : (
                  <TestResult result={ws.results[0] ?? null} />
                )}
                <p>
                  <AppLink to={`/projects/${data.slug}?confirm=reset`} className="button button-danger button-small">
                    Reset
                  </AppLink>
                </p>
              </section>
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}

function FileTree({ slug, names, current, mode }: { slug: string; names: string[]; current: string; mode: string }) {
  return (
    <aside className="hands-on-files" aria-labelledby="files-title">
      <h2 id="files-title">Files</h2>
      <ul>
        {names.map((n) => (
          <li key={n}>
            <AppLink to={`/projects/${slug}?mode=${mode}&file=${encodeURIComponent(n)}`} aria-current={n === current ? "page" : undefined}>
              {n}
            </AppLink>
          </li>
        ))}
      </ul>
      <Form method="post" className="hands-on-new-file">
        <input type="hidden" name="intent" value="create" />
        <TextInput label="New file" name="name" placeholder="notes.md" required maxLength={200} />
        <Button type="submit" variant="secondary" size="small">
          Create
        </Button>
      </Form>
    </aside>
  );
}

function EditorForm({ slug, file, content, readOnly }: { slug: string; file: string; content: string; readOnly: boolean }) {
  const [code, setCode] = useState(content);
  const [seen, setSeen] = useState({ file, content });
  if (seen.file !== file || seen.content !== content) {
    setSeen({ file, content });
    setCode(content);
  }
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "run";
  const ext = file.split(".").pop() ?? "";
  return (
    <Form method="post" action={`/projects/${slug}?file=${encodeURIComponent(file)}`} className="hands-on-editor" id="project-editor">
      <input type="hidden" name="file" value={file} />
      <CodeEditor
        key={file}
        value={code}
        onChange={setCode}
        label={`Editing ${file}`}
        language={EDITOR_LANGUAGE[ext] ?? "text"}
        readOnly={readOnly}
      />
      <div className="hands-on-actions">
        {readOnly ? null : (
          <Button type="submit" name="intent" value="save" variant="secondary">
            Save
          </Button>
        )}
        <Button type="submit" name="intent" value="run" disabled={busy}>
          {busy ? "Running checks…" : "Run checks"}
        </Button>
      </div>
    </Form>
  );
}

function StepList({
  steps,
  states,
  results,
}: {
  steps: { title: string; html: string }[];
  states: ("passed" | "failed" | "not_run")[] | null;
  results: { step: number; passed: boolean; output: string }[];
}) {
  return (
    <ol className="hands-on-steps">
      {steps.map((s, i) => {
        const state = states?.[i];
        const result = results.find((r) => r.step === i);
        return (
          <li key={s.title} className="hands-on-step">
            <h3>
              {s.title} {state ? <Badge tone={STATE_TONE[state]}>{STATE_TEXT[state]}</Badge> : null}
            </h3>
            <div dangerouslySetInnerHTML={{ __html: s.html }} />
            {result ? (
              <pre className="hands-on-output" aria-label={`Output of the check for step ${i + 1}`}>
                {result.output || "(no output)"}
              </pre>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function TestResult({ result }: { result: { passed: boolean; output: string } | null }) {
  if (!result) return <p>Run the checks to see the test runner's output.</p>;
  return (
    <>
      <p>
        <Badge tone={result.passed ? "success" : "danger"}>{result.passed ? "Passed" : "Not yet"}</Badge>
      </p>
      <pre className="hands-on-output" aria-label="Output of the tests">
        {result.output || "(no output)"}
      </pre>
    </>
  );
}

function ResetConfirmation({ slug }: { slug: string }) {
  return (
    <Card as="section" title="Reset" className="hands-on-reset" role="alertdialog" aria-labelledby="reset-question">
      <p id="reset-question">{PROJECT_RESET_QUESTION}</p>
      <p>Your files go back to the starter and the latest check results are cleared.</p>
      <Form method="post" action={`/projects/${slug}`} className="hands-on-actions">
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="confirm" value="yes" />
        <Button type="submit" variant="danger">
          Yes, reset
        </Button>
        <ButtonLink to={`/projects/${slug}`} variant="link">
          Cancel
        </ButtonLink>
      </Form>
    </Card>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data ? data.title : "Project", description: data ? `${data.title}: a hands-on project.` : undefined }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}

// /cloudlabs/{slug}: a cloud lab (docs/product/cloud-labs.md#the-lab-page). Everyone reads the
// description, what the lab runs on and the steps; Premium Plus learners, staff and members of an
// organization with can_access_cloudlabs start a timed session, run one command at a time in the
// lab's sandbox (a form that shows the command's output), check their steps, extend once and end it.
// Every action is a form post that redirects back, so all of it works without JavaScript.
import { studentPackBanner } from "~/engine/banners";
import { StudentPackBanner } from "~/components/billing/StudentPackBanner";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { LabCountdown } from "~/components/labs/LabCountdown";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { Button, ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { Textarea } from "~/components/ui/Field";
import { LAB_COMMAND_MAX_CHARS, LAB_ENDPOINTS, LAB_TEXTS, LAB_UPGRADE_TEXT, LAB_UPGRADE_URL } from "~/engine/labs";
import { labActionSchema } from "~/forms/labs.server";
import { renderMarkdown } from "~/services/catalog/markdown.server";
import { labEnvironment } from "~/services/labs/config.server";
import { canUseLabs, checkLab, endLab, extendLab, findLab, labView, runLabCommand, startLab } from "~/services/labs/labs.server";
import handsOnCss from "~/styles/hands-on.css";
import workspaceCss from "~/styles/workspace.css";
import { getUser, requireUser } from "~/utils/auth.server";
import { forbidden, notFound, parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

// the output box takes the workspace's colours, as on a project page
export const links = () => [
  { rel: "stylesheet", href: workspaceCss },
  { rel: "stylesheet", href: handsOnCss },
];

function requireLab(slug: string | undefined) {
  const def = slug ? findLab(slug) : undefined;
  if (!def) notFound();
  return def;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const def = requireLab(params.slug);
  const user = await getUser(request);
  const allowed = await canUseLabs(user);
  const env = labEnvironment();
  const base = {
    slug: def.slug,
    title: def.title,
    services: def.services,
    descriptionHtml: renderMarkdown(def.description),
    runsOn: env.runsOn,
    minutes: env.minutes,
    extensionMinutes: env.extensionMinutes,
    endpoints: LAB_ENDPOINTS,
    files: Object.keys(def.files),
    steps: def.steps.map((s) => ({ title: s.title, html: renderMarkdown(s.instructions) })),
    loggedIn: Boolean(user),
    allowed,
    // A verified GitHub student it is closed to (docs/product/billing.md#banners).
    studentPack: studentPackBanner({ githubStudent: user?.isGithubStudent === true, locked: !allowed, type: "cloud lab" }),
    upgradeText: LAB_UPGRADE_TEXT,
    upgradeUrl: LAB_UPGRADE_URL,
  };
  const session = allowed && user ? await labView(user.id, def) : null;
  return json({ ...base, session }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const def = requireLab(params.slug);
  const user = await requireUser(request);
  if (!(await canUseLabs(user))) forbidden(LAB_UPGRADE_TEXT);
  const form = await parseForm(request, labActionSchema);
  const self = `/cloudlabs/${def.slug}`;
  if (!form.ok) return redirectWithToast(self, { status: "ERROR", text: LAB_TEXTS.notUnderstood }, { request });
  const data = form.data;
  const outcome =
    data.intent === "start"
      ? await startLab(user.id, def)
      : data.intent === "extend"
        ? await extendLab(user.id, def)
        : data.intent === "end"
          ? await endLab(user.id, def)
          : data.intent === "check"
            ? await checkLab(user.id, def)
            : await runLabCommand(user.id, def, data.command);
  if (!outcome.ok) {
    const text =
      outcome.reason === "busy"
        ? LAB_TEXTS.busy(outcome.busyTitle ?? def.title)
        : outcome.reason === "already_extended"
          ? LAB_TEXTS.extendRefused
          : outcome.reason === "unavailable"
            ? LAB_TEXTS.unavailable
            : outcome.reason === "limited"
              ? LAB_TEXTS.limited
              : LAB_TEXTS.notRunning;
    return redirectWithToast(self, { status: "ERROR", text }, { request });
  }
  if (outcome.kind === "started") return redirectWithToast(`${self}#command`, { status: "SUCCESS", text: LAB_TEXTS.started(def.title) }, { request });
  if (outcome.kind === "extended")
    return redirectWithToast(self, { status: "SUCCESS", text: LAB_TEXTS.extended(labEnvironment().extensionMinutes) }, { request });
  if (outcome.kind === "ended") return redirectWithToast(self, { status: "SUCCESS", text: LAB_TEXTS.ended }, { request });
  if (outcome.kind === "checked")
    return redirectWithToast(
      `${self}#steps`,
      {
        status: outcome.complete ? "SUCCESS" : "INFO",
        text: outcome.complete ? LAB_TEXTS.complete(def.title) : LAB_TEXTS.steps(outcome.passed ?? 0, outcome.total ?? 0),
      },
      { request },
    );
  return redirectWithToast(`${self}#output`, { status: "INFO", text: LAB_TEXTS.commandFinished }, { request });
}

const STEP_STATE = { passed: ["success", "Passed"], open: ["neutral", "Not yet"] } as const;

export default function LabPage() {
  const d = useLoaderData<typeof loader>();
  const s = d.session;
  const running = s?.status === "active";
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  return (
    <div className="hands-on-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <AppLink to="/cloudlabs/">Cloud labs</AppLink>
          </li>
          <li aria-current="page">{d.title}</li>
        </ol>
      </nav>
      <header className="hands-on-header">
        <h1>{d.title}</h1>
        <p className="hands-on-badges">
          <Badge tone="accent">Cloud lab</Badge>{" "}
          {d.services.map((x) => (
            <Badge key={x}>{x}</Badge>
          ))}{" "}
          <Badge>{d.minutes} minutes</Badge> {s?.complete ? <Badge tone="success">Completed</Badge> : null}
        </p>
      </header>
      <div className="hands-on-brief" dangerouslySetInnerHTML={{ __html: d.descriptionHtml }} />
      <Card as="section" title="What this lab runs on" titleLevel={2}>
        <p>{d.runsOn}</p>
        <p>
          Endpoints inside the lab: S3 at <code>{d.endpoints.s3}</code>, DynamoDB at <code>{d.endpoints.dynamodb}</code>. Your workspace holds{" "}
          {d.files.map((f, i) => (
            <span key={f}>
              {i > 0 ? ", " : ""}
              <code>{f}</code>
            </span>
          ))}{" "}
          and starts afresh for every command; what you create in S3 and DynamoDB stays until the lab ends.
        </p>
      </Card>
      {!d.allowed ? (
        <>
          {d.studentPack ? <StudentPackBanner banner={d.studentPack} /> : null}
          <Banner
            tone="info"
            title="A Premium Plus lab"
            action={
              d.loggedIn ? (
                <ButtonLink to={d.upgradeUrl}>See the plans</ButtonLink>
              ) : (
                <ButtonLink to={`/login?redirectTo=/cloudlabs/${d.slug}`}>Log in</ButtonLink>
              )
            }
          >
            <p>{d.upgradeText}</p>
          </Banner>
        </>
      ) : s ? (
        <section aria-labelledby="session-title" className="lab-session">
          <h2 id="session-title">Your session</h2>
          {running && s.endsAt ? (
            <>
              <LabCountdown endsAt={s.endsAt} secondsLeft={s.secondsLeft} />
              <div className="hands-on-actions">
                {s.extended ? (
                  <p className="muted">Extended once already.</p>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="extend" />
                    <Button type="submit" variant="secondary">
                      Extend by {d.extensionMinutes} minutes
                    </Button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="intent" value="end" />
                  <Button type="submit" variant="danger">
                    End lab
                  </Button>
                </Form>
              </div>
              <Form method="post" id="command" className="lab-command">
                <input type="hidden" name="intent" value="run" />
                <Textarea
                  label="Command"
                  hint="One bash command line (or a few lines), run in the lab's sandbox."
                  name="command"
                  rows={3}
                  required
                  maxLength={LAB_COMMAND_MAX_CHARS}
                  defaultValue={s.lastCommand && s.lastCommand !== "Check my progress" ? s.lastCommand : ""}
                  spellCheck={false}
                  autoCapitalize="off"
                  className="lab-command-input"
                />
                <Button type="submit" disabled={busyIntent === "run"}>
                  {busyIntent === "run" ? "Running…" : "Run"}
                </Button>
              </Form>
            </>
          ) : (
            <>
              {s.status === "expired" ? <p>{LAB_TEXTS.expired}</p> : s.status === "ended" ? <p>{LAB_TEXTS.ended}</p> : null}
              {s.otherLab ? (
                <p>
                  You are running another lab: <AppLink to={`/cloudlabs/${s.otherLab.slug}`}>{s.otherLab.title}</AppLink>. End it before starting this
                  one.
                </p>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="start" />
                  <Button type="submit" disabled={busyIntent === "start"}>
                    {busyIntent === "start" ? "Starting…" : s.status === "not_started" ? "Start lab" : "Start again"}
                  </Button>
                </Form>
              )}
            </>
          )}
          {s.lastOutput !== null ? (
            <section id="output" aria-labelledby="output-title">
              <h3 id="output-title">
                Output {s.lastExitCode === null ? null : <Badge tone={s.lastExitCode === 0 ? "success" : "danger"}>{`exit ${s.lastExitCode}`}</Badge>}
              </h3>
              {s.lastCommand ? (
                <p>
                  <code>$ {s.lastCommand}</code>
                </p>
              ) : null}
              <pre className="hands-on-output" aria-label="Output of the last command">
                {s.lastOutput || "(no output)"}
              </pre>
            </section>
          ) : null}
        </section>
      ) : null}
      <section id="steps" aria-labelledby="steps-title" className="hands-on-checks">
        <h2 id="steps-title">Steps</h2>
        <ol className="hands-on-steps">
          {d.steps.map((step, i) => {
            const state = !s || s.status === "not_started" ? null : s.passedSteps.includes(i) ? "passed" : "open";
            return (
              <li key={step.title} className="hands-on-step">
                <h3>
                  {step.title} {state ? <Badge tone={STEP_STATE[state][0]}>{STEP_STATE[state][1]}</Badge> : null}
                </h3>
                <div dangerouslySetInnerHTML={{ __html: step.html }} />
              </li>
            );
          })}
        </ol>
        {running ? (
          <Form method="post">
            <input type="hidden" name="intent" value="check" />
            <Button type="submit" variant="secondary" disabled={busyIntent === "check"}>
              {busyIntent === "check" ? "Checking…" : "Check my progress"}
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data ? data.title : "Cloud lab", description: data ? `${data.title}: a hands-on cloud lab.` : undefined }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}

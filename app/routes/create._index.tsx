// /create (docs/product/authoring.md#your-works): an author's works (courses, paths, modules) by
// state, and a new course, path or module.
// A logged-in learner who is not an author is sent to /teach to apply.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { EmptyState } from "~/components/ui/EmptyState";
import { TextInput } from "~/components/ui/Field";
import { WORK_KIND_LABELS, WORK_STATE_LABELS, WORK_STATES } from "~/engine/authoring";
import { createCourse, isAuthorUser } from "~/services/authoring.server";
import { createWork, listAllWorks, newWorkSchema } from "~/services/authoringWorks.server";
import { requireUser } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import authoringCss from "~/styles/authoring.css";

export const links = () => [{ rel: "stylesheet", href: authoringCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!(await isAuthorUser(user))) throw redirect("/teach");
  const works = await listAllWorks(user);
  return json({ works }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!(await isAuthorUser(user))) throw redirect("/teach");
  const parsed = await parseForm(request, newWorkSchema);
  const kind = parsed.raw.kind === "path" || parsed.raw.kind === "module" ? parsed.raw.kind : "course";
  if (!parsed.ok) return json({ kind, errors: parsed.errors }, { status: 400 });
  if (parsed.data.kind === "course") return redirect(`/create/course/${await createCourse(user, parsed.data.title)}`);
  return redirect(`/create/${parsed.data.kind}/${await createWork(user, parsed.data.kind, parsed.data.title)}`);
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Your works", noindex: true }, { matches, location });

const NEW_WORKS = [
  { kind: "course", title: "Start a new course", label: "Course title", button: "Create course" },
  { kind: "path", title: "Start a new path", label: "Path title", button: "New path" },
  { kind: "module", title: "Start a new module", label: "Module title", button: "New module" },
] as const;

const COUNT_NOUNS = { course: ["lesson", "lessons"], path: ["part", "parts"], module: ["lesson", "lessons"] } as const;

const TONES = { draft: "neutral", in_review: "warning", published: "success", deprecated: "danger" } as const;

export default function CreateIndex() {
  const { works } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  return (
    <section className="authoring-page">
      <h1>Your works</h1>
      <div className="authoring-new-works">
        {NEW_WORKS.map((n) => (
          <Card key={n.kind} title={n.title} as="section">
            <Form method="post" className="authoring-inline-form">
              <input type="hidden" name="kind" value={n.kind} />
              <TextInput
                label={n.label}
                name="title"
                id={`new-${n.kind}-title`}
                required
                maxLength={150}
                error={data?.kind === n.kind ? data.errors?.title : undefined}
              />
              <Button type="submit">{n.button}</Button>
            </Form>
          </Card>
        ))}
      </div>
      {works.length === 0 ? (
        <EmptyState title="Nothing written yet">Your drafts and your courses, paths and modules in review or published appear here.</EmptyState>
      ) : (
        WORK_STATES.map((state) => {
          const list = works.filter((w) => w.state === state);
          if (list.length === 0) return null;
          return (
            <section key={state} aria-labelledby={`works-${state}`}>
              <h2 id={`works-${state}`}>
                {WORK_STATE_LABELS[state]} <span className="muted">({list.length})</span>
              </h2>
              <ul className="authoring-list">
                {list.map((w) => (
                  <li key={`${w.kind}-${w.id}`} className="card authoring-item" data-testid="work">
                    <h3 className="card-title">
                      <AppLink to={w.editHref}>{w.title}</AppLink>
                    </h3>
                    <p className="muted">
                      <Badge tone="accent">{WORK_KIND_LABELS[w.kind]}</Badge> <Badge tone={TONES[w.state]}>{WORK_STATE_LABELS[w.state]}</Badge>{" "}
                      {w.count} {COUNT_NOUNS[w.kind][w.count === 1 ? 0 : 1]}
                      {w.liveHref ? (
                        <>
                          {" · "}
                          <AppLink to={w.liveHref}>{w.kind === "course" ? "live in the catalog" : "live"}</AppLink>
                        </>
                      ) : null}
                    </p>
                    {w.reviewComment ? (
                      <Banner tone="warning" title="Sent back by the reviewer">
                        <p className="pre-wrap">{w.reviewComment}</p>
                      </Banner>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

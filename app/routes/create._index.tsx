// /create (docs/product/authoring.md#your-works): an author's works by state, and a new course.
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
import { WORK_STATE_LABELS, WORK_STATES, allLessons } from "~/engine/authoring";
import { createCourse, isAuthorUser, listWorks, newCourseSchema } from "~/services/authoring.server";
import { requireUser } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import authoringCss from "~/styles/authoring.css";

export const links = () => [{ rel: "stylesheet", href: authoringCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!(await isAuthorUser(user))) throw redirect("/teach");
  const works = (await listWorks(user)).map((w) => ({
    id: w.id,
    state: w.state,
    title: w.draft.title,
    slug: w.draft.slug,
    lessons: allLessons(w.draft).length,
    live: w.courseId !== null,
    reviewComment: w.reviewComment,
    updatedAt: w.updatedAt,
  }));
  return json({ works }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!(await isAuthorUser(user))) throw redirect("/teach");
  const parsed = await parseForm(request, newCourseSchema);
  if (!parsed.ok) return json({ errors: parsed.errors }, { status: 400 });
  const id = await createCourse(user, parsed.data.title);
  return redirect(`/create/course/${id}`);
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Your works", noindex: true }, { matches, location });

const TONES = { draft: "neutral", in_review: "warning", published: "success", deprecated: "danger" } as const;

export default function CreateIndex() {
  const { works } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  return (
    <section className="authoring-page">
      <h1>Your works</h1>
      <Card title="Start a new course" as="section">
        <Form method="post" className="authoring-inline-form">
          <TextInput label="Course title" name="title" required maxLength={150} error={data?.errors?.title} />
          <Button type="submit">Create course</Button>
        </Form>
      </Card>
      {works.length === 0 ? (
        <EmptyState title="Nothing written yet">Your drafts, courses in review and published courses appear here.</EmptyState>
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
                  <li key={w.id} className="card authoring-item" data-testid="work">
                    <h3 className="card-title">
                      <AppLink to={`/create/course/${w.id}`}>{w.title}</AppLink>
                    </h3>
                    <p className="muted">
                      <Badge tone={TONES[w.state]}>{WORK_STATE_LABELS[w.state]}</Badge> {w.lessons} {w.lessons === 1 ? "lesson" : "lessons"}
                      {w.live ? (
                        <>
                          {" · "}
                          <AppLink to={`/courses/${w.slug}`}>live in the catalog</AppLink>
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

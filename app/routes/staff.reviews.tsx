// /staff/reviews (docs/product/authoring.md#review-and-publishing): works submitted for review,
// longest waiting first. Staff approve (the course is published) or send it back with a comment.
// Everyone else gets the not-found page.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { Button } from "~/components/ui/Button";
import { EmptyState } from "~/components/ui/EmptyState";
import { Textarea } from "~/components/ui/Field";
import { listReviewQueue, review, reviewSchema } from "~/services/authoring.server";
import { requireStaff } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import authoringCss from "~/styles/authoring.css";

export const links = () => [{ rel: "stylesheet", href: authoringCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const queue = (await listReviewQueue()).map((w) => ({
    id: w.id,
    version: w.version,
    title: w.draft.title,
    summary: w.draft.summary,
    slug: w.draft.slug,
    update: w.courseId !== null,
    owner: `${w.ownerName} (${w.ownerEmail})`,
    lessons: w.draft.sections.flatMap((s) => s.lessons.map((l) => ({ key: l.key, title: l.title }))),
  }));
  return json({ queue }, { headers: { "Cache-Control": "private, no-store" } });
}

type ActionData = { draftId?: number; errorText?: string; errors?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const parsed = await parseForm(request, reviewSchema);
  const draftId = Number(parsed.raw.draft_id) || undefined;
  if (!parsed.ok) return json<ActionData>({ draftId, errors: parsed.errors }, { status: 400 });
  const result = await review(staff, parsed.data);
  if (!result.ok) return json<ActionData>({ draftId, errorText: result.text }, { status: 409 });
  return redirectWithToast("/staff/reviews", { status: "SUCCESS", text: result.text });
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Review queue", noindex: true }, { matches, location });

export default function StaffReviews() {
  const { queue } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as ActionData | undefined;
  return (
    <section className="authoring-page">
      <h1>Review queue</h1>
      {queue.length === 0 ? (
        <EmptyState title="Nothing to review">Courses authors submit for review appear here.</EmptyState>
      ) : (
        <ul className="authoring-list">
          {queue.map((w) => (
            <li key={w.id} className="card authoring-item" data-testid="review-item">
              <h2 className="card-title">{w.title}</h2>
              <p className="muted">
                By {w.owner} · /courses/{w.slug} · {w.update ? "an update of a published course" : "new course"}
              </p>
              {w.summary ? <p>{w.summary}</p> : null}
              <p>Preview the lessons:</p>
              <ol>
                {w.lessons.map((l) => (
                  <li key={l.key}>
                    <AppLink to={`/create/course/${w.id}/preview/${l.key}`}>{l.title}</AppLink>
                  </li>
                ))}
              </ol>
              {data?.draftId === w.id && data.errorText ? (
                <p className="form-error" role="alert">
                  {data.errorText}
                </p>
              ) : null}
              <div className="authoring-review-forms">
                <Form method="post">
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="draft_id" value={w.id} />
                  <input type="hidden" name="version" value={w.version} />
                  <Button type="submit">Approve and publish “{w.title}”</Button>
                </Form>
                <Form method="post" className="authoring-send-back">
                  <input type="hidden" name="intent" value="send_back" />
                  <input type="hidden" name="draft_id" value={w.id} />
                  <input type="hidden" name="version" value={w.version} />
                  <Textarea
                    label="Comments for the author"
                    name="comment"
                    rows={3}
                    error={data?.draftId === w.id ? data.errors?.comment : undefined}
                    id={`comment-${w.id}`}
                  />
                  <Button type="submit" variant="secondary">
                    Send back
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

// /staff/reviews (docs/product/authoring.md#review-and-publishing): works submitted for review,
// longest waiting first: courses, paths and modules. Staff approve (the work is published) or send
// it back with a comment.
// Everyone else gets the not-found page.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { Button } from "~/components/ui/Button";
import { EmptyState } from "~/components/ui/EmptyState";
import { Textarea } from "~/components/ui/Field";
import { Badge } from "~/components/ui/Badge";
import { WORK_KIND_LABELS } from "~/engine/authoring";
import { reviewSchema } from "~/services/authoring.server";
import { listWorkQueue, reviewWork } from "~/services/authoringWorks.server";
import { requireStaff } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import authoringCss from "~/styles/authoring.css";

export const links = () => [{ rel: "stylesheet", href: authoringCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const queue = await listWorkQueue();
  return json({ queue }, { headers: { "Cache-Control": "private, no-store" } });
}

type ActionData = { draftId?: number; errorText?: string; errors?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const parsed = await parseForm(request, reviewSchema);
  const draftId = Number(parsed.raw.draft_id) || undefined;
  if (!parsed.ok) return json<ActionData>({ draftId, errors: parsed.errors }, { status: 400 });
  const result = await reviewWork(staff, parsed.data);
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
        <EmptyState title="Nothing to review">Courses, paths and modules authors submit for review appear here.</EmptyState>
      ) : (
        <ul className="authoring-list">
          {queue.map((w) => (
            <li key={w.id} className="card authoring-item" data-testid="review-item">
              <h2 className="card-title">{w.title}</h2>
              <p className="muted">
                <Badge tone="accent">{WORK_KIND_LABELS[w.kind]}</Badge> By {w.owner} · {w.address} ·{" "}
                {w.update ? `an update of a published ${w.kind}` : `new ${w.kind}`}
              </p>
              {w.summary ? <p>{w.summary}</p> : null}
              <p>{w.kind === "course" ? "Preview the lessons:" : w.kind === "path" ? "Its courses and modules:" : "Its lessons:"}</p>
              <ol>
                {w.links.map((l, i) => (
                  <li key={i}>{l.href ? <AppLink to={l.href}>{l.label}</AppLink> : l.label}</li>
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

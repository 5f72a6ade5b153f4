// /create/course/{id}/preview/{key}: a draft lesson as learners will read it (the same Markdown
// renderer and lesson layout), for its author and staff only (docs/product/authoring.md#preview).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { formatMinutes } from "~/components/catalog/format";
import { Banner } from "~/components/ui/Banner";
import { allLessons, findLesson } from "~/engine/authoring";
import { lessonMarkdown, loadDraftFor, lessonParams } from "~/services/authoring.server";
import { renderMarkdown } from "~/services/catalog/markdown.server";
import { requireUser } from "~/utils/auth.server";
import { notFound, parseParams } from "~/utils/http.server";
import authoringCss from "~/styles/authoring.css";

const paramsSchema = lessonParams;

export const links = () => [{ rel: "stylesheet", href: authoringCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { draftId, lessonKey } = parseParams(params, paramsSchema);
  const loaded = await loadDraftFor(user, draftId);
  const at = findLesson(loaded.draft, lessonKey);
  if (!at) notFound();
  const lessons = allLessons(loaded.draft);
  const i = lessons.findIndex((l) => l.key === lessonKey);
  return json(
    {
      id: loaded.id,
      course: { title: loaded.draft.title },
      lesson: { key: at.lesson.key, title: at.lesson.title, summary: at.lesson.summary, minutes: at.lesson.minutes },
      html: renderMarkdown(lessonMarkdown(at.lesson.blocks, loaded.draft.placeholders)),
      prev: lessons[i - 1] ? { key: lessons[i - 1]!.key, title: lessons[i - 1]!.title } : null,
      next: lessons[i + 1] ? { key: lessons[i + 1]!.key, title: lessons[i + 1]!.title } : null,
    },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data ? `Preview: ${data.lesson.title}` : "Preview", noindex: true }, { matches, location });

export default function DraftPreview() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="lesson-page authoring-preview">
      <Banner tone="info" title="Preview of a draft">
        <p>
          Learners will read this lesson like this once the course is published.{" "}
          <AppLink to={`/create/course/${d.id}/lesson/${d.lesson.key}`}>Edit this lesson</AppLink> ·{" "}
          <AppLink to={`/create/course/${d.id}`}>Back to the course</AppLink>
        </p>
      </Banner>
      <div className="lesson-layout">
        <article className="lesson-main" aria-labelledby="lesson-title">
          <p className="muted">{d.course.title}</p>
          <h1 id="lesson-title">{d.lesson.title}</h1>
          <p className="lesson-meta muted">{formatMinutes(d.lesson.minutes)}</p>
          <div className="lesson-body" dangerouslySetInnerHTML={{ __html: d.html }} />
          {d.lesson.summary ? <p className="lesson-summary">{d.lesson.summary}</p> : null}
          <nav className="authoring-actions" aria-label="Lessons">
            {d.prev ? <AppLink to={`/create/course/${d.id}/preview/${d.prev.key}`}>← {d.prev.title}</AppLink> : null}
            {d.next ? <AppLink to={`/create/course/${d.id}/preview/${d.next.key}`}>{d.next.title} →</AppLink> : null}
          </nav>
        </article>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

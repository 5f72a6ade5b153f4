import { Icon } from "~/components/ui/Icon";
import { AppLink } from "~/components/AppLink";
import { CommentsLoginPrompt, CommentsPanel } from "~/components/comments/CommentsPanel";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useHydrated } from "~/components/useHydrated";
import { LessonNotes } from "./LessonNotes";
import { LessonAnswer } from "./LessonAnswer";
import { DeprecatedBanner } from "./DeprecatedBanner";
import { formatMinutes } from "./format";
import type { loadLessonPage } from "~/services/catalog/lessonPage.server";
import { ProgressBar } from "./ProgressBar";
import { Toc } from "./Toc";
import { useRecordVisit } from "~/components/useRecordVisit";
import { useCodeCopy } from "./useCodeCopy";
import { useRef } from "react";
import { LessonBlocks, type LessonBlockAction } from "./LessonBlocks";

type LessonData = ReturnType<typeof useLoaderData<typeof loadLessonPage>>;

export { lessonShouldRevalidate } from "~/utils/pageRevalidation";

/** Records the visit once per lesson view, when JavaScript runs (a GET never writes). */
function CompleteToggle({ data }: { data: LessonData }) {
  const fetcher = useFetcher<{ completed?: boolean; errorText?: string }>();
  const hydrated = useHydrated();
  if (!data.loggedIn)
    return (
      <p className="lesson-complete-login" id="lesson-complete">
        <AppLink to={data.loginHref}>Log in</AppLink> to mark lessons as complete and keep your place.
      </p>
    );
  const pending = fetcher.formData?.get("intent") === "complete" ? fetcher.formData.get("completed") === "true" : undefined;
  const completed = pending ?? data.completed;
  return (
    <fetcher.Form method="post" className="lesson-complete" id="lesson-complete">
      <input type="hidden" name="intent" value="complete" />
      <input type="hidden" name="completed" value={completed ? "false" : "true"} />
      {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
      <button type="submit" className={`button${completed ? " button-ghost lesson-completed" : ""}`} aria-pressed={completed}>
        {completed ? (
          <>
            <Icon name="check" /> Completed
          </>
        ) : (
          "Mark as complete"
        )}
      </button>
      {completed ? <span className="muted lesson-complete-hint">Press again to mark it as not complete.</span> : null}
      {fetcher.data?.errorText ? <p className="field-error">{fetcher.data.errorText}</p> : null}
    </fetcher.Form>
  );
}

/** A reader with a session who may not read on (a visitor is sent to log in first). */
function Paywall({ data }: { data: LessonData }) {
  if (data.access.allowed) return null;
  if (data.access.reason === "course-expired")
    return (
      <section className="paywall" aria-labelledby="paywall-title">
        <h2 id="paywall-title">This course has closed</h2>
        <p>{data.access.text}</p>
        <p>
          <AppLink className="button" to={data.course.transitionPath}>
            See the replacement courses
          </AppLink>
        </p>
      </section>
    );
  return (
    <section className="paywall" aria-labelledby="paywall-title">
      <h2 id="paywall-title">Keep reading with Codelift Unlimited</h2>
      <p>{data.access.text}</p>
      <p className="muted">
        The first lesson of every course is a free preview. A subscription opens every lesson of every course, learning paths and the interview coach.
      </p>
      <p className="paywall-actions">
        <AppLink className="button" to="/unlimited">
          See plans and pricing
        </AppLink>
        {data.course.buy ? (
          <>
            {" "}
            <AppLink className="button button-ghost" to={data.course.buy.href}>
              {`Buy this course for ${data.course.buy.price}`}
            </AppLink>
          </>
        ) : null}
      </p>
    </section>
  );
}

export function LessonPage() {
  const data = useLoaderData<typeof loadLessonPage>();
  const body = useRef<HTMLDivElement>(null);
  useCodeCopy(body, data.blocks ? JSON.stringify(data.blocks.map((b) => b.kind)) : data.html);
  const actionData = useActionData<{ errorText?: string } | LessonBlockAction>();
  const blockAction = actionData && "blockId" in actionData ? actionData : null;
  const { course, lesson } = data;
  useRecordVisit(data.loggedIn && data.access.allowed, `${course.slug}/${lesson.pageId}`);
  const total = data.toc.reduce((n, s) => n + s.page_count, 0);
  return (
    <div className="lesson-page">
      {data.banner ? <DeprecatedBanner key={lesson.pageId} banner={data.banner} /> : null}
      <div className="lesson-layout">
        <article className="lesson-main" aria-labelledby="lesson-title">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol>
              <li>
                <AppLink to={course.path}>{course.title}</AppLink>
              </li>
              <li aria-current="page">
                Lesson {lesson.number} of {total}
              </li>
            </ol>
          </nav>
          <h1 id="lesson-title">{lesson.title}</h1>
          <p className="lesson-meta muted">
            {formatMinutes(lesson.minutes)} read{lesson.isOptional ? " · Optional" : ""}
            {data.access.allowed && data.access.reason === "free-preview" ? " · Free preview" : ""}
            <span className="lesson-toc-jump">
              {" · "}
              <a href="#lesson-toc">Contents</a>
            </span>
          </p>
          {actionData && "errorText" in actionData && actionData.errorText ? <p className="form-error">{actionData.errorText}</p> : null}
          {data.blocks ? (
            <div className="lesson-body" ref={body}>
              <LessonBlocks blocks={data.blocks} loggedIn={data.loggedIn} loginHref={data.loginHref} actionData={blockAction} />
            </div>
          ) : data.html !== null ? (
            <div className="lesson-body" ref={body} dangerouslySetInnerHTML={{ __html: data.html }} />
          ) : (
            <>
              <p className="lesson-summary">{lesson.summary}</p>
              <Paywall data={data} />
            </>
          )}
          {data.loggedIn && data.access.allowed ? (
            <LessonAnswer
              key={lesson.pageId}
              place={{ authorId: course.authorId, workId: course.collectionId, pageId: lesson.pageId }}
              saved={data.answer}
            />
          ) : null}
          {data.access.allowed ? <CompleteToggle data={data} /> : null}
          {data.notes ? (
            <LessonNotes
              notes={data.notes.items}
              place={{ authorId: course.authorId, workId: course.collectionId, pageId: lesson.pageId, here: data.notes.here }}
            />
          ) : null}
          <nav aria-label="Previous and next lessons" className="lesson-pager">
            {data.prev ? (
              <AppLink to={data.prev.url} rel="prev" className="pager-link pager-prev">
                <span className="pager-label">Previous</span>
                <span className="pager-title">{data.prev.title}</span>
              </AppLink>
            ) : (
              <span />
            )}
            {data.next ? (
              <AppLink to={data.next.url} rel="next" className="pager-link pager-next">
                <span className="pager-label">Next</span>
                <span className="pager-title">{data.next.title}</span>
              </AppLink>
            ) : (
              <AppLink to={course.path} className="pager-link pager-next">
                <span className="pager-label">Finished</span>
                <span className="pager-title">Back to the course</span>
              </AppLink>
            )}
          </nav>
          {data.comments ? <CommentsPanel data={data.comments} /> : !data.loggedIn ? <CommentsLoginPrompt loginHref={data.loginHref} /> : null}
        </article>

        <aside className="lesson-sidebar" id="lesson-toc" aria-labelledby="lesson-toc-title">
          <h2 id="lesson-toc-title" className="lesson-sidebar-title">
            <AppLink to={course.path}>{course.title}</AppLink>
          </h2>
          {data.progress ? <ProgressBar percent={data.progress.percent} label={`Your progress in ${course.title}`} /> : null}
          <nav aria-label="Table of contents">
            <Toc entries={data.toc} variant="sidebar" currentPageId={lesson.pageId} headingLevel={3} commentCounts={data.commentCounts} />
          </nav>
        </aside>
      </div>
    </div>
  );
}

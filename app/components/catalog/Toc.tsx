import { AppLink } from "~/components/AppLink";
import type { TocEntry } from "~/engine/catalogToc";
import { formatMinutes, plural } from "./format";
import { Icon } from "~/components/ui/Icon";

type Variant = "page" | "sidebar";

/** A speech bubble and "3" after a lesson or problem that has discussion threads. */
export function CommentCount({ n }: { n: number | undefined }) {
  if (!n) return null;
  return (
    <span className="comment-count" title={n === 1 ? "1 comment thread" : `${n} comment threads`}>
      <span aria-hidden="true">
        {" "}
        <Icon name="comment" /> {n}
      </span>
      <span className="visually-hidden">{n === 1 ? " (1 comment)" : ` (${n} comments)`}</span>
    </span>
  );
}

function LessonStatus({ entry }: { entry: TocEntry }) {
  if (entry.is_completed)
    return (
      <span className="toc-status toc-status-done" title="Completed">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M6.2 11.6 2.6 8l1.4-1.4 2.2 2.2 5.8-5.8L13.4 4.4z" />
        </svg>
        <span className="visually-hidden">Completed: </span>
      </span>
    );
  if (entry.is_locked)
    return (
      <span className="toc-status toc-status-locked" title="Needs a subscription">
        <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4zm2 0h4V5a2 2 0 1 0-4 0v2z"
          />
        </svg>
        <span className="visually-hidden">Locked: </span>
      </span>
    );
  return <span className="toc-status" aria-hidden="true" />;
}

/**
 * The table of contents by sections. On the course page it is the body (section headings,
 * summaries); in the reader it is a compact sidebar with the current lesson marked.
 */
export function Toc({
  entries,
  variant,
  currentPageId,
  headingLevel = 2,
  commentCounts,
}: {
  entries: TocEntry[];
  variant: Variant;
  currentPageId?: number;
  headingLevel?: 2 | 3;
  /** Discussion threads per lesson URL (only lessons that have some). */
  commentCounts?: Record<string, number> | null;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className={`toc toc-${variant}`}>
      {entries.map((section) => (
        <li key={section.id} className="toc-section">
          <Heading className="toc-section-title" id={variant === "page" ? `section-${section.slug}` : undefined}>
            {section.title}
          </Heading>
          {variant === "page" ? (
            <p className="toc-section-meta">
              {plural(section.page_count, "lesson")} · {formatMinutes(section.estimatedTime)}
            </p>
          ) : null}
          <ol className="toc-lessons">
            {section.pages.map((lesson) => {
              const current = lesson.page_id === currentPageId;
              return (
                <li key={lesson.id} className={`toc-lesson${current ? " toc-lesson-current" : ""}`}>
                  <LessonStatus entry={lesson} />
                  <div className="toc-lesson-body">
                    <AppLink to={lesson.url ?? "#"} aria-current={current ? "page" : undefined} className="toc-lesson-link">
                      {lesson.title}
                    </AppLink>
                    {lesson.is_optional ? <span className="toc-optional"> (optional)</span> : null}
                    <CommentCount n={lesson.url ? commentCounts?.[lesson.url] : undefined} />
                    {variant === "page" ? <p className="toc-lesson-summary">{lesson.brief_summary}</p> : null}
                  </div>
                  <span className="toc-lesson-time">{formatMinutes(lesson.estimatedTime)}</span>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}

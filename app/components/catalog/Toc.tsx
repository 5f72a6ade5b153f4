import { Link } from "@remix-run/react";
import type { TocEntry } from "~/engine/catalogToc";
import { formatMinutes, plural } from "./format";

type Variant = "page" | "sidebar";

function LessonStatus({ entry }: { entry: TocEntry }) {
  if (entry.is_completed)
    return (
      <span className="toc-status toc-status-done" title="Completed">
        <span aria-hidden="true">✓</span>
        <span className="visually-hidden">Completed: </span>
      </span>
    );
  if (entry.is_locked)
    return (
      <span className="toc-status toc-status-locked" title="Needs a subscription">
        <span aria-hidden="true">🔒</span>
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
}: {
  entries: TocEntry[];
  variant: Variant;
  currentPageId?: number;
  headingLevel?: 2 | 3;
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
                    <Link to={lesson.url ?? "#"} aria-current={current ? "page" : undefined} className="toc-lesson-link" prefetch="none">
                      {lesson.title}
                    </Link>
                    {lesson.is_optional ? <span className="toc-optional"> (optional)</span> : null}
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

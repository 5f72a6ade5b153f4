// The table of contents of a path, module or plan: parts (weeks, courses, modules) with their
// lessons, estimated time, optional or required, page counts and a brief summary.
import { AppLink } from "~/components/AppLink";
import { formatMinutes, type UnitTocEntry } from "~/engine/learningPlans";

function Entry({ e }: { e: UnitTocEntry }) {
  const title = e.url ? <AppLink to={e.url}>{e.title}</AppLink> : <strong>{e.title}</strong>;
  return (
    <li data-toc-id={e.id}>
      <span className={e.is_completed ? "learning-done" : undefined}>{title}</span>{" "}
      <span className="learning-meta">
        {e.is_lesson
          ? formatMinutes(e.estimatedTime)
          : `${e.page_count} ${e.page_count === 1 ? "lesson" : "lessons"} · ${formatMinutes(e.estimatedTime)}`}
        {e.is_optional ? " · optional" : e.is_lesson ? "" : " · required"}
      </span>
      {e.connect_info ? (
        <div className="learning-meta">
          Contact: {e.connect_info.full_name} (<a href={`mailto:${e.connect_info.email}`}>{e.connect_info.email}</a>)
        </div>
      ) : null}
      {e.brief_summary ? <div className="learning-meta">{e.brief_summary}</div> : null}
      {e.pages.length > 0 ? (
        <ol>
          {e.pages.map((p) => (
            <Entry key={p.id} e={p} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

export function UnitToc({ entries, label }: { entries: readonly UnitTocEntry[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className="learning-toc">
        {entries.map((e) => (
          <Entry key={e.id} e={e} />
        ))}
      </ol>
    </nav>
  );
}

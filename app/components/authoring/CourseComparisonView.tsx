// Two versions of a course side by side (docs/product/authoring.md#versions): the course fields that
// changed, then each lesson marked added, removed, changed or unchanged, with the lines of its
// Markdown added (+) and removed (−), one block element a line. Marks are words and signs, not colour alone.
import { Badge } from "~/components/ui/Badge";
import type { CourseComparison, DiffLine, FieldChange } from "~/engine/courseDiff";

const CHANGE = {
  added: { label: "Added", tone: "success" },
  removed: { label: "Removed", tone: "danger" },
  changed: { label: "Changed", tone: "warning" },
  unchanged: { label: "Unchanged", tone: "neutral" },
} as const;

function Fields({ fields }: { fields: FieldChange[] }) {
  return (
    <dl className="authoring-diff-fields">
      {fields.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>
            <del>{f.before || "(empty)"}</del> → <ins>{f.after || "(empty)"}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Lines({ lines }: { lines: DiffLine[] }) {
  return (
    <pre className="authoring-diff" data-testid="lesson-diff">
      {lines.map((l, i) =>
        l.kind === "skipped" ? (
          <span key={i} className="authoring-diff-skipped">
            {`  … ${l.count} unchanged line${l.count === 1 ? "" : "s"}`}
          </span>
        ) : l.kind === "added" ? (
          <ins key={i} className="authoring-diff-added">{`+ ${l.text}`}</ins>
        ) : l.kind === "removed" ? (
          <del key={i} className="authoring-diff-removed">{`- ${l.text}`}</del>
        ) : (
          <span key={i}>{`  ${l.text}`}</span>
        ),
      )}
    </pre>
  );
}

export function CourseComparisonView({ comparison }: { comparison: CourseComparison & { fromLabel: string; toLabel: string } }) {
  const c = comparison;
  return (
    <div className="authoring-comparison" data-testid="comparison">
      <p>
        From <strong>{c.fromLabel}</strong> to <strong>{c.toLabel}</strong>:{" "}
        {c.changed ? `${c.lessons.filter((l) => l.change !== "unchanged").length} lesson(s) differ.` : "no differences."}
      </p>
      {c.fields.length ? (
        <>
          <h3>Course</h3>
          <Fields fields={c.fields} />
        </>
      ) : null}
      <ol className="authoring-diff-lessons">
        {c.lessons.map((l) => (
          <li key={`${l.change}-${l.key}`} data-testid="lesson-change" data-change={l.change}>
            <h3>
              <Badge tone={CHANGE[l.change].tone}>{CHANGE[l.change].label}</Badge> {l.title}
            </h3>
            {l.fields.length ? <Fields fields={l.fields} /> : null}
            {l.lines.length ? <Lines lines={l.lines} /> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

import { useEffect, useRef, useState } from "react";
import type { AttemptDiff } from "~/engine/attemptDiff";
import { useHydrated } from "~/components/useHydrated";

interface DiffSide {
  label: string;
  language: string;
  code: string;
}

/**
 * Two attempts compared (docs/product/judge.md#diffs-between-attempts). The server renders the
 * unified diff (removed lines "-", added lines "+", three unchanged lines around each change),
 * which is the whole view without JavaScript and on narrow screens; once hydrated on a screen wide
 * enough for two columns, CodeMirror's merge view (its own chunk) shows both texts side by side in
 * its place.
 */
export function AttemptDiffView({ from, to, diff }: { from: DiffSide; to: DiffSide; diff: AttemptDiff }) {
  const hydrated = useHydrated();
  const host = useRef<HTMLDivElement>(null);
  const [sideBySide, setSideBySide] = useState(false);
  const wide = useWideScreen();

  useEffect(() => {
    if (!hydrated || !wide || !host.current) return;
    const parent = host.current;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    import("./merge.client")
      .then(({ createMergeView }) =>
        createMergeView(
          parent,
          { doc: from.code, language: from.language, label: from.label },
          { doc: to.code, language: to.language, label: to.label },
        ),
      )
      .then(
        (d) => {
          if (cancelled) return d();
          destroy = d;
          setSideBySide(true);
        },
        () => undefined, // the unified diff stays: the page still says everything
      );
    return () => {
      cancelled = true;
      destroy?.();
      setSideBySide(false);
    };
  }, [hydrated, wide, from.code, from.language, from.label, to.code, to.language, to.label]);

  return (
    <div className="attempt-diff">
      <div ref={host} className="attempt-merge" hidden={!sideBySide} data-testid="attempt-merge" />
      {sideBySide ? null : <UnifiedDiff diff={diff} />}
    </div>
  );
}

/** Two columns of code need this much width; below it the unified diff stays. */
const SIDE_BY_SIDE_QUERY = "(min-width: 48rem)";

function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(SIDE_BY_SIDE_QUERY);
    setWide(query.matches);
    const onChange = () => setWide(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return wide;
}

function UnifiedDiff({ diff }: { diff: AttemptDiff }) {
  if (diff.identical) return null;
  return (
    <div className="unified-diff-scroll" tabIndex={0} role="region" aria-label="Unified diff, scrollable">
      <table className="unified-diff" data-testid="unified-diff">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Line before</th>
            <th scope="col">Line after</th>
            <th scope="col">Change and text</th>
          </tr>
        </thead>
        {diff.hunks.map((h, i) => (
          <tbody key={i}>
            <tr className="unified-diff-hunk">
              <td colSpan={3}>{h.header}</td>
            </tr>
            {h.lines.map((l, j) => (
              <tr key={j} className={l.sign === "-" ? "diff-line-del" : l.sign === "+" ? "diff-line-add" : undefined}>
                <td className="unified-diff-num">{l.from ?? ""}</td>
                <td className="unified-diff-num">{l.to ?? ""}</td>
                <td className="unified-diff-text">{`${l.sign} ${l.text}`}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

// Progress drawn, not only counted: one ring per pattern (filled by score, coloured by level) and
// a ring for the whole path. Every picture carries its numbers as text for screen readers, and
// the level is written beside the colour so colour is never the only cue.

export type RingPattern = {
  slug: string;
  title: string;
  attempted: boolean;
  score: number;
  level: string;
  complete: boolean;
};

export const levelClass = (attempted: boolean, level: string) => (attempted ? `level-${level.toLowerCase()}` : "level-none");

export function Ring({ percent, size = 64, stroke = 8, className, label, children }: { percent: number; size?: number; stroke?: number; className?: string; label: string; children?: React.ReactNode }) {
  const r = (size - stroke) / 2;
  const c = 2 * Math.PI * r;
  const value = Math.max(0, Math.min(100, percent));
  return (
    <svg className={`ring ${className ?? ""}`} width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
      <title>{label}</title>
      <circle className="ring-track" cx={size / 2} cy={size / 2} r={r} strokeWidth={stroke} fill="none" />
      <circle
        className="ring-fill"
        cx={size / 2}
        cy={size / 2}
        r={r}
        strokeWidth={stroke}
        fill="none"
        strokeLinecap="round"
        strokeDasharray={`${(c * value) / 100} ${c}`}
        transform={`rotate(-90 ${size / 2} ${size / 2})`}
      />
      {children}
    </svg>
  );
}

export function PathProgressPicture({ patterns, anchorPrefix = "pattern-" }: { patterns: RingPattern[]; anchorPrefix?: string }) {
  const complete = patterns.filter((p) => p.complete).length;
  const attempted = patterns.filter((p) => p.attempted).length;
  const overall = patterns.length ? Math.round((100 * complete) / patterns.length) : 0;
  return (
    <figure className="progress-picture" aria-labelledby="progress-picture-caption">
      <figcaption id="progress-picture-caption" className="progress-picture-caption">
        <strong>Your progress, pattern by pattern.</strong> Each ring fills with the pattern score; its colour is the level.
      </figcaption>
      <div className="progress-picture-body">
        <div className="progress-overall">
          <Ring percent={overall} size={120} stroke={12} className="ring-overall" label={`${complete} of ${patterns.length} patterns complete, ${attempted} started`}>
            <text x="60" y="58" textAnchor="middle" className="ring-big" aria-hidden="true">
              {complete}/{patterns.length}
            </text>
            <text x="60" y="78" textAnchor="middle" className="ring-small" aria-hidden="true">
              complete
            </text>
          </Ring>
          <ul className="level-legend" aria-label="Colour key">
            {["Beginner", "Intermediate", "Advanced", "Expert"].map((l) => (
              <li key={l}>
                <span className={`legend-swatch ${levelClass(true, l)}`} aria-hidden="true" />
                {l}
              </li>
            ))}
            <li>
              <span className="legend-swatch level-none" aria-hidden="true" />
              Not started
            </li>
          </ul>
        </div>
        <ol className="ring-grid">
          {patterns.map((p) => (
            <li key={p.slug} className={`ring-tile ${levelClass(p.attempted, p.level)}${p.complete ? " ring-tile-complete" : ""}`}>
              <a href={`#${anchorPrefix}${p.slug}`} className="ring-tile-link">
                <Ring
                  percent={p.attempted ? p.score : 0}
                  size={56}
                  stroke={7}
                  label={p.attempted ? `${p.title}: score ${p.score}, ${p.level}${p.complete ? ", complete" : ""}` : `${p.title}: not started`}
                >
                  <text x="28" y="33" textAnchor="middle" className="ring-score" aria-hidden="true">
                    {p.attempted ? p.score : "–"}
                  </text>
                </Ring>
                <span className="ring-tile-title">{p.title}</span>
                <span className="ring-tile-level">{p.complete ? "✓ Complete" : p.attempted ? p.level : "Not started"}</span>
              </a>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}

/** A module's share of lessons read, as a thin bar drawn in SVG (lesson roadmaps). */
export function ModuleBar({ done, total, label }: { done: number; total: number; label: string }) {
  const pct = total ? (100 * done) / total : 0;
  return (
    <svg className="module-bar" viewBox="0 0 100 8" preserveAspectRatio="none" role="img" aria-label={label}>
      <title>{label}</title>
      <rect className="module-bar-track" x="0" y="0" width="100" height="8" rx="4" />
      <rect className="module-bar-fill" x="0" y="0" width={pct} height="8" rx="4" />
    </svg>
  );
}

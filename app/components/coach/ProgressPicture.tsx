// Progress drawn, not only counted: one ring per pattern or module (filled by score or by share
// read, coloured by level) around a ring for the whole roadmap. Every ring carries its numbers as
// text for screen readers, and the level is written under it, so colour is never the only cue.
import { Icon } from "~/components/ui/Icon";

export type ProgressTile = {
  /** the anchor of the pattern or module in the outline below */
  anchor: string;
  title: string;
  /** 0 to 100: how full the ring is */
  percent: number;
  /** the text in the ring (a score, a share) */
  center: string;
  /** the line under the title (a level, "3 of 5 read") */
  caption: string;
  /** tone class: level-beginner … level-expert, level-none */
  tone: string;
  complete: boolean;
  /** the whole tile read aloud */
  label: string;
};

const LEVELS = ["Beginner", "Intermediate", "Advanced", "Expert"] as const;

export const levelTone = (attempted: boolean, level: string) => (attempted ? `level-${level.toLowerCase()}` : "level-none");

export function Ring({
  percent,
  size = 64,
  stroke = 8,
  className,
  label,
  children,
}: {
  percent: number;
  size?: number;
  stroke?: number;
  className?: string;
  label: string;
  children?: React.ReactNode;
}) {
  const r = (size - stroke) / 2;
  const c = 2 * Math.PI * r;
  const value = Math.max(0, Math.min(100, percent));
  return (
    <svg className={`ring ${className ?? ""}`} width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
      <title>{label}</title>
      <circle className="ring-track" cx={size / 2} cy={size / 2} r={r} strokeWidth={stroke} fill="none" />
      {value > 0 ? (
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
      ) : null}
      {children}
    </svg>
  );
}

export function ProgressPicture({
  tiles,
  done,
  doneWord,
  caption,
  legend,
}: {
  tiles: ProgressTile[];
  /** how many tiles are complete */
  done: number;
  /** "patterns complete", "modules read" */
  doneWord: string;
  caption: string;
  legend: boolean;
}) {
  const overall = tiles.length ? Math.round((100 * done) / tiles.length) : 0;
  return (
    <figure className="progress-picture" aria-labelledby="progress-picture-caption">
      <figcaption id="progress-picture-caption" className="progress-picture-caption">
        {caption}
      </figcaption>
      <div className="progress-picture-body">
        <div className="progress-overall">
          <Ring percent={overall} size={120} stroke={12} className="ring-overall" label={`${done} of ${tiles.length} ${doneWord}`}>
            <text x="60" y="60" textAnchor="middle" className="ring-big" aria-hidden="true">
              {done}/{tiles.length}
            </text>
            <text x="60" y="80" textAnchor="middle" className="ring-small" aria-hidden="true">
              {doneWord.split(" ").pop()}
            </text>
          </Ring>
          {legend ? (
            <ul className="level-legend" aria-label="Colour key">
              {LEVELS.map((l) => (
                <li key={l}>
                  <span className={`legend-swatch ${levelTone(true, l)}`} aria-hidden="true" />
                  {l}
                </li>
              ))}
              <li>
                <span className="legend-swatch level-none" aria-hidden="true" />
                Not started
              </li>
            </ul>
          ) : null}
        </div>
        <ol className="ring-grid">
          {tiles.map((t) => (
            <li key={t.anchor} className={`ring-tile ${t.tone}${t.complete ? " ring-tile-complete" : ""}`}>
              <a href={`#${t.anchor}`} className="ring-tile-link" aria-label={t.label}>
                <Ring percent={t.percent} size={56} stroke={7} label={t.label}>
                  <text x="28" y="33" textAnchor="middle" className="ring-score" aria-hidden="true">
                    {t.center}
                  </text>
                </Ring>
                <span className="ring-tile-title" aria-hidden="true">
                  {t.title}
                </span>
                <span className="ring-tile-level" aria-hidden="true">
                  {t.complete ? <Icon name="check" /> : null}
                  {t.complete ? " " : ""}
                  {t.caption}
                </span>
              </a>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}

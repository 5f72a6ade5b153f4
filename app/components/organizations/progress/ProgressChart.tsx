// A small bar chart of the most active members (lessons completed and problems solved), drawn on
// the server as SVG: it needs no script and scales with the page. The table below has the figures.
import { EmptyState } from "~/components/ui/EmptyState";

type ChartRow = { userId: number; fullName: string; lessonsCompleted: number; problemsSolved: number };

const ROW = 26;
const LABEL = 150;
const WIDTH = 560;

export function ProgressChart({ rows }: { rows: ChartRow[] }) {
  // Bars of zero length for everyone read as a broken chart: say what would be here instead.
  if (rows.every((r) => r.lessonsCompleted + r.problemsSolved === 0))
    return (
      <EmptyState title="No activity yet.">
        <p>When members complete lessons or solve problems, the most active show here.</p>
      </EmptyState>
    );
  const top = [...rows].sort((a, b) => b.lessonsCompleted + b.problemsSolved - (a.lessonsCompleted + a.problemsSolved)).slice(0, 8);
  const max = Math.max(1, ...top.map((r) => r.lessonsCompleted + r.problemsSolved));
  const scale = (WIDTH - LABEL - 40) / max;
  const height = top.length * ROW + 24;
  return (
    <figure className="progress-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby="progress-chart-caption" preserveAspectRatio="xMinYMin meet">
        {top.map((r, i) => {
          const y = i * ROW + 4;
          const lw = r.lessonsCompleted * scale;
          const pw = r.problemsSolved * scale;
          const name = r.fullName.length > 20 ? `${r.fullName.slice(0, 19)}…` : r.fullName;
          return (
            <g key={r.userId}>
              <text x={LABEL - 8} y={y + 14} textAnchor="end" className="chart-label">
                {name}
              </text>
              <rect x={LABEL} y={y + 2} width={lw} height={16} rx={2} className="bar-lessons" />
              <rect x={LABEL + lw} y={y + 2} width={pw} height={16} rx={2} className="bar-problems" />
              <text x={LABEL + lw + pw + 6} y={y + 14} className="chart-value">
                {r.lessonsCompleted + r.problemsSolved}
              </text>
            </g>
          );
        })}
        <g transform={`translate(${LABEL}, ${height - 12})`} className="chart-legend">
          <rect width={10} height={10} className="bar-lessons" />
          <text x={14} y={9}>
            Lessons completed
          </text>
          <rect x={140} width={10} height={10} className="bar-problems" />
          <text x={154} y={9}>
            Problems solved
          </text>
        </g>
      </svg>
      <figcaption id="progress-chart-caption">Most active members: lessons completed and coding problems solved</figcaption>
    </figure>
  );
}

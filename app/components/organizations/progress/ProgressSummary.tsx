type SummaryFigures = {
  members: number;
  withSeat: number;
  activeThisWeek: number;
  lessonsCompleted: number;
  problemsSolved: number;
  averageBestScore: number | null;
};

/** The organization's figures at a glance (two columns on a phone, one row on a laptop). */
export function ProgressSummary({ summary }: { summary: SummaryFigures }) {
  const figures: [string, string | number][] = [
    ["Members", `${summary.members} (${summary.withSeat} with a seat)`],
    ["Active in the last 7 days", summary.activeThisWeek],
    ["Lessons completed", summary.lessonsCompleted],
    ["Problems solved", summary.problemsSolved],
    ["Average best score", summary.averageBestScore ?? "–"],
  ];
  return (
    <dl className="progress-summary">
      {figures.map(([label, value]) => (
        <div key={label} className="progress-figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

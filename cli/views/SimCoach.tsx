// The coach simulation's results: learners, problems needed per pattern, patterns completed
// per week against the weekly plan, and a histogram.
import { Box, Static, Text } from "ink";
import { terminalWidth } from "../io";
import type { CoachSimResult } from "../sim/coach";
import type { Summary } from "../sim/stats";
import { Histogram } from "./Histogram";
import { ProgressBar } from "./ProgressBar";
import { Heading, KeyValue, Screen, Table } from "./Table";
import { cut } from "../format";

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const sum = (s: Summary) => (s.n === 0 ? "—" : `mean ${s.mean}, p50 ${s.p50}, p90 ${s.p90}`);
export function SimCoachView({ r, pathTitle }: { r: CoachSimResult; pathTitle: string }) {
  const o = r.options;
  const L = r.learners;
  return (
    <Screen title={`Coach simulation: ${o.learners} learners, skill ${o.skill}, ${o.days} days × ${o.perDay} problems, seed ${o.seed}`}>
      <Text dimColor>
        {pathTitle}: {r.patterns} patterns, {r.problems} problems
      </Text>
      <Heading>Learners</Heading>
      <KeyValue
        items={[
          ["finished the path", `${L.finished_path} (${pct(L.finished_path_share)})`],
          ["problems submitted", sum(L.submissions)],
          ["patterns completed", sum(L.patterns_completed)],
          ["problems to finish path", sum(L.problems_to_finish_path)],
        ]}
      />
      <Heading>Problems needed to complete each pattern</Heading>
      <Table
        columns={[
          { header: "Pattern" },
          { header: "Probs", align: "right" },
          { header: "Reached", align: "right" },
          { header: "Done", align: "right" },
          { header: "Empty", align: "right" },
          { header: "Mean", align: "right" },
          { header: "p50", align: "right" },
          { header: "p90", align: "right" },
        ]}
        rows={r.per_pattern.map((p) => [
          cut(p.pattern, 24),
          String(p.problems),
          String(p.reached),
          String(p.completed),
          String(p.pool_empty),
          p.problems_to_complete.n ? p.problems_to_complete.mean.toFixed(1) : "—",
          p.problems_to_complete.n ? String(p.problems_to_complete.p50) : "—",
          p.problems_to_complete.n ? String(p.problems_to_complete.p90) : "—",
        ])}
      />
      <Text dimColor>Done = left complete (6 points, score ≥ 60); Empty = left with the pool empty.</Text>
      <Heading>Patterns completed per week, against the weekly plan</Heading>
      <Table
        columns={[
          { header: "Week" },
          { header: "Planned", align: "right" },
          { header: "Cumul.", align: "right" },
          { header: "Done (mean)", align: "right" },
          { header: "Cumul.", align: "right" },
          { header: "On plan", align: "right" },
        ]}
        rows={r.weekly.map((w) => [
          String(w.week),
          String(w.planned),
          String(w.planned_cumulative),
          w.completed_mean.toFixed(2),
          w.completed_cumulative_mean.toFixed(2),
          pct(w.on_plan_share),
        ])}
      />
      <Text dimColor>On plan = learners with at least the planned cumulative number of patterns completed.</Text>
      <Heading>Histogram: {r.histogram.of}</Heading>
      <Box>
        <Histogram bins={r.histogram.bins} width={36} />
      </Box>
    </Screen>
  );
}

export type LiveProps = { done: number; total: number; elapsedMs: number; result: CoachSimResult | null; pathTitle: string };

/** The live progress bar; once the result is in, bar and result are written once, for good. */
export function CoachLive({ done, total, elapsedMs, result, pathTitle }: LiveProps) {
  const bar = <ProgressBar label="Simulating learners" done={done} total={total} elapsedMs={elapsedMs} width={30} />;
  if (!result) return bar;
  return (
    <Static items={[0]}>
      {() => (
        <Box key="result" flexDirection="column" width={terminalWidth()}>
          {bar}
          <SimCoachView r={result} pathTitle={pathTitle} />
        </Box>
      )}
    </Static>
  );
}

// `codelift analytics report --from --to`: the staff analytics report (docs/product/learner-data.md#analytics) over UTC days:
// sign-ups and active learners per day, conversion and the coach funnel by pattern, the same
// numbers as /staff/analytics (one report function in app/engine/analyticsEvents.ts).
import type { Command } from "commander";
import { z } from "zod";
import { openData } from "../database";
import { dateArg, emit, fail, flag, parseOptions } from "../io";

const schemaOptions = z.object({ from: dateArg("--from"), to: dateArg("--to"), json: flag() });
const MAX_DAYS = 366;

async function reportCommand(raw: unknown) {
  const o = parseOptions(schemaOptions, raw);
  const from = o.from.toISOString().slice(0, 10);
  const to = o.to.toISOString().slice(0, 10);
  if (from > to) fail("--from must not be after --to");
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > MAX_DAYS) fail(`choose at most ${MAX_DAYS} days`);
  await openData();
  const { buildAnalyticsReport } = await import("../../app/services/analytics.server");
  const report = await buildAnalyticsReport(from, to);
  await emit(o, report, async () => {
    const { Box, Screen, Table, Text } = await import("../views/ui");
    const t = report.totals;
    return (
      <Screen title={`Analytics ${from} to ${to} (UTC)`}>
        <Box marginTop={1} flexDirection="column">
          <Text>
            {t.signUps} sign-ups · {t.activeLearners} active learners · {t.conversionPercent}% conversion ({t.purchases}/{t.checkoutViews}) ·{" "}
            {t.pageViews} page views
          </Text>
          <Table
            columns={[{ header: "Day" }, { header: "Sign-ups", align: "right" }, { header: "Active", align: "right" }]}
            rows={report.days.filter((d) => d.signUps || d.activeLearners).map((d) => [d.day, String(d.signUps), String(d.activeLearners)])}
          />
          {report.coachFunnel.length ? (
            <Table
              columns={[
                { header: "Pattern" },
                { header: "Learners", align: "right" },
                { header: "Submissions", align: "right" },
                { header: "Passed", align: "right" },
              ]}
              rows={report.coachFunnel.map((r) => [r.pattern, String(r.learners), String(r.submissions), `${r.passed} (${r.passPercent}%)`])}
            />
          ) : (
            <Text>No coach submissions in this period.</Text>
          )}
        </Box>
      </Screen>
    );
  });
}

export function registerAnalytics(program: Command): void {
  program
    .command("analytics")
    .description("analytics events (staff report)")
    .command("report")
    .description("sign-ups, active learners, conversion and the coach funnel by pattern over UTC days")
    .option("--from <date>", "first day, e.g. 2026-11-01")
    .option("--to <date>", "last day, e.g. 2026-11-30")
    .option("--json", "print one JSON document")
    .action(async (o: unknown) => reportCommand(o));
}

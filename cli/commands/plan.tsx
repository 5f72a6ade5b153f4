// `codelift plan weekly`: the coach's weekly plan (engine weeklyPlan) for a number of days or
// an interview date, over N modules or a path's modules from the database.
import type { Command } from "commander";
import { z } from "zod";
import { planModules, weeklyPlan } from "../../app/engine";
import { openData, requirePathOutline } from "../database";
import { dateArg, emit, flag, intArg, parseOptions, textArg } from "../io";

const schema = z
  .object({
    days: intArg("--days", -36500, 36500).optional(),
    interviewDate: dateArg("--interview-date").optional(),
    today: dateArg("--today").optional(),
    modules: intArg("--modules", 1, 10_000).optional(),
    path: textArg("--path").optional(),
    json: flag(),
  })
  .superRefine((o, ctx) => {
    if ((o.days === undefined) === (o.interviewDate === undefined))
      ctx.addIssue({ code: "custom", message: "give either --days N or --interview-date D" });
    else if ((o.modules === undefined) === (o.path === undefined))
      ctx.addIssue({ code: "custom", message: "give either --modules N or --path SLUG" });
  });

const dayOf = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** Interview date and today for --days N or --interview-date D [--today D]. */
function planDates(o: { days?: number; interviewDate?: Date; today?: Date }, now = new Date()) {
  const today = dayOf(o.today ?? now);
  const interviewDate = o.interviewDate ?? new Date(today.getTime() + (o.days ?? 0) * 864e5);
  return { today, interviewDate };
}

async function planWeeklyCommand(raw: unknown) {
  const o = parseOptions(schema, raw);
  let modules: { slug: string; title: string }[];
  let source: string;
  if (o.path !== undefined) {
    const outline = await requirePathOutline(await openData(), o.path);
    modules = planModules(outline.modules).map((m) => ({ slug: m.slug, title: m.title }));
    source = `path ${outline.slug} (${modules.length} modules)`;
  } else {
    modules = Array.from({ length: o.modules! }, (_, i) => ({ slug: `module-${i + 1}`, title: `Module ${i + 1}` }));
    source = `${modules.length} modules`;
  }
  const { today, interviewDate } = planDates(o);
  const plan = weeklyPlan({ modules, interviewDate, today });
  const doc = {
    today: today.toISOString().slice(0, 10),
    interview_date: interviewDate.toISOString().slice(0, 10),
    days_to_interview: plan.daysToInterview,
    weeks: plan.weeks,
    sizes: plan.buckets.map((b) => b.length),
    buckets: plan.buckets.map((b) => b.map((m) => m.slug)),
  };
  const list = (b: { title: string }[]) => {
    const s = b.map((m) => m.title).join(", ");
    return s.length > 52 ? `${s.slice(0, 51)}…` : s;
  };
  await emit(o, doc, async () => {
    const { Box, KeyValue, Screen, Table, Text } = await import("../views/ui");
    return (
      <Screen title={`Weekly plan: ${source}`}>
        <Box marginY={1}>
          <KeyValue
            items={[
              ["today", doc.today],
              ["interview", o.days !== undefined ? `${doc.interview_date} (--days ${o.days})` : doc.interview_date],
              ["days to interview", `${plan.daysToInterview}${plan.daysToInterview === 28 && o.days !== 28 ? " (the default: no date ahead)" : ""}`],
              ["weeks", `${plan.weeks} = min(ceil(${plan.daysToInterview} / 7), ${modules.length} modules)`],
            ]}
          />
        </Box>
        <Table
          columns={[{ header: "Week" }, { header: "Modules", align: "right" }, { header: "Which" }]}
          rows={plan.buckets.map((b, i) => [
            i < plan.weeks ? String(i + 1) : "after",
            String(b.length),
            i < plan.weeks ? list(b) : "(the trailing empty bucket)",
          ])}
        />
        <Text dimColor>Bucket sizes: {doc.sizes.join(", ")}</Text>
      </Screen>
    );
  });
}

export function registerPlan(program: Command): void {
  const plan = program.command("plan").description("coach plans");
  plan
    .command("weekly")
    .description("split modules into weekly buckets before an interview")
    .option("--days <n>", "days to the interview")
    .option("--interview-date <date>", "the interview date (YYYY-MM-DD)")
    .option("--today <date>", "today's date (default: today)")
    .option("--modules <n>", "number of modules to plan")
    .option("--path <slug>", "plan the modules of this path from the database (e.g. coding)")
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => planWeeklyCommand(opts));
}

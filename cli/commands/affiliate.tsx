// `codelift affiliate create | list | report`: affiliates and their sales, through the same service
// as the API (app/services/billing/affiliates.server), on the CLI's database. The report key is
// printed once, at creation: only its hash is stored.
import type { Command } from "commander";
import { z } from "zod";
import { affiliateNameSchema, formatUsd, parseReportRange, usdToCents } from "../../app/engine";
import { openData } from "../database";
import { emit, fail, flag, parseOptions } from "../io";
import { cut } from "../format";

/** An affiliate by database id or encoded id; unknown ones are bad input that names the known ones. */
async function requireAffiliate(ref: string) {
  const { affiliateByRef, listAffiliates } = await import("../../app/services/billing/affiliates.server");
  const affiliate = await affiliateByRef(ref.trim());
  if (affiliate) return affiliate;
  const known = (await listAffiliates()).map((a) => `${a.id} ${a.encodedId}`);
  fail(`Unknown affiliate ${ref.trim()} (known: ${known.join(", ") || "none: codelift affiliate create NAME"})`);
}

// ---------------------------------------------------------------- create

async function createCommand(rawName: string, raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  const name = affiliateNameSchema.safeParse(rawName);
  if (!name.success) fail(name.error.issues[0]!.message);
  await openData();
  const { affiliateJson, createAffiliate } = await import("../../app/services/billing/affiliates.server");
  const { affiliate, reportKey } = await createAffiliate(name.data);
  const doc = { affiliate: affiliateJson(affiliate), report_key: reportKey };
  await emit(o, doc, async () => {
    const { Box, KeyValue, Screen, Text } = await import("../views/ui");
    return (
      <Screen title={`Created affiliate ${doc.affiliate.name}`}>
        <Box marginTop={1} flexDirection="column">
          <KeyValue
            items={[
              ["id", String(doc.affiliate.id)],
              ["encoded id", doc.affiliate.encoded_affiliate_id],
              ["report key", doc.report_key],
            ]}
          />
          <Text dimColor>The report key is shown only now: give it to the affiliate (Authorization: Bearer …).</Text>
        </Box>
      </Screen>
    );
  });
}

// ---------------------------------------------------------------- list

async function listCommand(raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  await openData();
  const { affiliateJson, listAffiliates } = await import("../../app/services/billing/affiliates.server");
  const doc = { affiliates: (await listAffiliates()).map(affiliateJson) };
  await emit(o, doc, async () => {
    const { Box, Screen, Table, Text } = await import("../views/ui");
    return (
      <Screen title={`Affiliates: ${doc.affiliates.length}`}>
        <Box marginTop={1} flexDirection="column">
          {doc.affiliates.length === 0 ? (
            <Text>No affiliates yet: codelift affiliate create NAME.</Text>
          ) : (
            <Table
              columns={[
                { header: "Id", align: "right" },
                { header: "Encoded id" },
                { header: "Name" },
                { header: "Sales", align: "right" },
                { header: "Total", align: "right" },
              ]}
              rows={doc.affiliates.map((a) => [
                String(a.id),
                cut(a.encoded_affiliate_id, 20),
                cut(a.name, 24),
                String(a.sales_count ?? 0),
                formatUsd(usdToCents(a.total_usd ?? 0)),
              ])}
            />
          )}
        </Box>
      </Screen>
    );
  });
}

// ---------------------------------------------------------------- report

const reportOptions = z.object({ from: z.string().optional(), to: z.string().optional(), json: flag() });

async function reportCommand(ref: string, raw: unknown) {
  const o = parseOptions(reportOptions, raw);
  if (o.from === undefined) fail("Give the first day of the report: --from YYYY-MM-DD");
  if (o.to === undefined) fail("Give the last day of the report: --to YYYY-MM-DD");
  const range = parseReportRange(o.from, o.to);
  if (!range.ok) {
    const [field, message] = Object.entries(range.errors)[0]!;
    fail(`${field === "start_date" ? "--from" : "--to"}: ${message.replace(/^(start|end)_date /, "")}`);
  }
  await openData();
  const affiliate = await requireAffiliate(ref);
  const { affiliateReport } = await import("../../app/services/billing/affiliates.server");
  const doc = await affiliateReport(affiliate, range.range);
  await emit(o, doc, async () => {
    const { Box, KeyValue, Screen, Table, Text } = await import("../views/ui");
    const usd = (n: number) => formatUsd(usdToCents(n));
    const salesDays = doc.days.filter((d) => d.sales_count > 0);
    return (
      <Screen title={`Affiliate ${doc.affiliate.name}: ${doc.start_date} to ${doc.end_date}`}>
        <Box marginTop={1} flexDirection="column">
          <KeyValue
            items={[
              ["encoded id", doc.affiliate.encoded_affiliate_id],
              ["sales", String(doc.sales_count)],
              ["total", usd(doc.total_usd)],
            ]}
          />
          {doc.items.length > 0 ? (
            <Box marginTop={1} flexDirection="column">
              <Table
                columns={[{ header: "Item" }, { header: "Sales", align: "right" }, { header: "Total", align: "right" }]}
                rows={doc.items.map((i) => [cut(i.item_code, 30), String(i.sales_count), usd(i.total_usd)])}
              />
            </Box>
          ) : null}
          {salesDays.length > 0 ? (
            <Box marginTop={1} flexDirection="column">
              <Table
                columns={[{ header: "Day" }, { header: "Sales", align: "right" }, { header: "Total", align: "right" }]}
                rows={salesDays.map((d) => [d.date, String(d.sales_count), usd(d.total_usd)])}
              />
            </Box>
          ) : (
            <Text>No sales in this range.</Text>
          )}
          <Text dimColor>Every day of the range, with zeros: --json.</Text>
        </Box>
      </Screen>
    );
  });
}

export function registerAffiliate(program: Command): void {
  const affiliate = program.command("affiliate").description("create and list affiliates; report an affiliate's sales");
  affiliate
    .command("create")
    .description("create an affiliate: prints its encoded id and its report key (shown once)")
    .argument("<name>", "the affiliate's name (1 to 100 characters)")
    .option("--json", "print one JSON document")
    .action(async (name: string, opts: unknown) => createCommand(name, opts));
  affiliate
    .command("list")
    .description("every affiliate with its sales of all time")
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => listCommand(opts));
  affiliate
    .command("report")
    .description("an affiliate's sales in a date range (both days included, UTC; at most 366 days)")
    .argument("<affiliate>", "the affiliate's encoded id or id")
    .option("--from <date>", "first day, YYYY-MM-DD")
    .option("--to <date>", "last day, YYYY-MM-DD")
    .option("--json", "print one JSON document")
    .action(async (ref: string, opts: unknown) => reportCommand(ref, opts));
}

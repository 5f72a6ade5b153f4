// `codelift mail outbox`: the mail the site would have sent (the outbox table), newest first.
import type { Command } from "commander";
import { z } from "zod";
import { openData } from "../database";
import { emit, flag, intArg, parseOptions } from "../io";
import { cut } from "../format";

const schemaOptions = z.object({ limit: intArg("--limit", 1, 10_000).default(20), json: flag() });
async function outboxCommand(raw: unknown) {
  const o = parseOptions(schemaOptions, raw);
  await openData();
  const { countOutboxMessages, listOutboxMessages } = await import("../../app/models/outbox.server");
  const rows = await listOutboxMessages(o.limit);
  const doc = {
    total: await countOutboxMessages(),
    messages: rows.map((r) => ({ id: r.id, created_at: r.createdAt, to: r.to, kind: r.kind, subject: r.subject, text: r.text })),
  };
  await emit(o, doc, async () => {
    const { Box, Screen, Table, Text } = await import("../views/ui");
    return (
      <Screen title={`Outbox: ${doc.messages.length} of ${doc.total} message(s), newest first`}>
        <Box marginTop={1} flexDirection="column">
          {rows.length === 0 ? (
            <Text>No mail yet.</Text>
          ) : (
            <Table
              columns={[{ header: "Id", align: "right" }, { header: "Sent (UTC)" }, { header: "To" }, { header: "Kind" }, { header: "Subject" }]}
              rows={rows.map((r) => [String(r.id), r.createdAt.slice(0, 16).replace("T", " "), cut(r.to, 22), cut(r.kind, 8), cut(r.subject, 20)])}
            />
          )}
          {rows[0] && (
            <Box marginTop={1} flexDirection="column">
              <Text bold>Latest: {rows[0].subject}</Text>
              <Text>{cut(rows[0].text, 600)}</Text>
            </Box>
          )}
          <Text dimColor>Bodies of all listed messages: --json.</Text>
        </Box>
      </Screen>
    );
  });
}

export function registerMail(program: Command): void {
  program
    .command("mail")
    .description("mail the site would have sent")
    .command("outbox")
    .description("list the outbox, newest first")
    .option("--limit <n>", "how many messages", "20")
    .option("--json", "print one JSON document")
    .action(async (o: unknown) => outboxCommand(o));
}

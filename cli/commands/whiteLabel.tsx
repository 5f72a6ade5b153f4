// `codelift white-label list | set | remove`: the hosts that serve /signup and /trial under a
// partner's name and colours (docs/product/white-label.md), through app/services/whiteLabel.server.
import type { Command } from "commander";
import { z } from "zod";
import { openData } from "../database";
import { emit, fail, flag, parseOptions } from "../io";

async function listCommand(raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  await openData();
  const { whiteLabelHosts } = await import("../../app/services/whiteLabel.server");
  const hosts = await whiteLabelHosts();
  await emit(o, { hosts }, async () => {
    const { Box, Screen, Table } = await import("../views/ui");
    return (
      <Screen title={`White-label hosts: ${hosts.length}`}>
        <Box marginTop={1} flexDirection="column">
          <Table
            columns={[{ header: "Host" }, { header: "Name" }, { header: "Primary" }, { header: "Accent" }]}
            rows={hosts.map((h) => [h.host, h.name, h.primary_color, h.accent_color])}
          />
        </Box>
      </Screen>
    );
  });
}

async function report(o: { json: boolean }, result: { ok: true; message: string } | { ok: false; error: string }) {
  if (!result.ok) fail(result.error);
  await emit(o, { ok: true, message: result.message }, async () => {
    const { Text } = await import("../views/ui");
    return <Text>{result.message}</Text>;
  });
}

async function setCommand(host: string, raw: unknown) {
  const o = parseOptions(
    z.object({
      name: z.string({ error: "Give --name NAME" }),
      primary: z.string({ error: "Give --primary #rrggbb" }),
      accent: z.string({ error: "Give --accent #rrggbb" }),
      json: flag(),
    }),
    raw,
  );
  await openData();
  const { setWhiteLabelHost } = await import("../../app/services/whiteLabel.server");
  await report(o, await setWhiteLabelHost({ host, name: o.name, primaryColor: o.primary, accentColor: o.accent }));
}

async function removeCommand(host: string, raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  await openData();
  const { removeWhiteLabelHost } = await import("../../app/services/whiteLabel.server");
  await report(o, await removeWhiteLabelHost(host));
}

export function registerWhiteLabel(program: Command): void {
  const cmd = program.command("white-label").description("white-label hosts: /signup and /trial under a partner's name and colours");
  cmd
    .command("list")
    .description("every white-label host with its name and colours")
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => listCommand(opts));
  cmd
    .command("set")
    .description("add a host, or change its name and colours")
    .argument("<host>", "the host name, such as learn.partner.example (no port)")
    .option("--name <name>", "the partner's name shown on the pages")
    .option("--primary <color>", "#rrggbb: buttons and links")
    .option("--accent <color>", "#rrggbb: the header band")
    .option("--json", "print one JSON document")
    .action(async (host: string, opts: unknown) => setCommand(host, opts));
  cmd
    .command("remove")
    .description("stop serving white-label pages on a host")
    .argument("<host>", "the host name")
    .option("--json", "print one JSON document")
    .action(async (host: string, opts: unknown) => removeCommand(host, opts));
}

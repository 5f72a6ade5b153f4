// `codelift flags list | set | unset | beta`: the product feature flags (docs/product/feature-flags.md),
// through the same service as the staff page (app/services/featureFlags.server), on the CLI's database.
import type { Command } from "commander";
import { z } from "zod";
import { openData } from "../database";
import { emit, fail, flag, parseOptions } from "../io";

const ACTOR = "codelift flags";

async function listCommand(raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  await openData();
  const { listFeatureFlags } = await import("../../app/services/featureFlags.server");
  const doc = await listFeatureFlags();
  await emit(o, doc, async () => {
    const { Box, Screen, Table, Text } = await import("../views/ui");
    return (
      <Screen title={`Feature flags: ${doc.flags.length}`}>
        <Box marginTop={1} flexDirection="column">
          <Table
            columns={[{ header: "Flag" }, { header: "Level" }, { header: "Overrides" }]}
            rows={doc.flags.map((f) => [
              f.name,
              `${f.level} ${f.level_name}${f.level === f.default_level ? "" : " (changed)"}`,
              f.overrides.map((x) => `${x.scope} ${x.target} ${x.enabled ? "on" : "off"}`).join(", ") || "-",
            ])}
          />
          <Text>{doc.beta_testers.length ? `Beta mode: ${doc.beta_testers.join(", ")}` : "Nobody is in beta mode."}</Text>
        </Box>
      </Screen>
    );
  });
}

const scopeOptions = {
  org: z.string().optional(),
  cohort: z.string().optional(),
  json: flag(),
};

function scopeOf(o: { org?: string; cohort?: string }): { scope: string; target: string } | null {
  if (o.org !== undefined && o.cohort !== undefined) fail("Give either --org or --cohort, not both");
  if (o.org !== undefined) return { scope: "organization", target: o.org };
  if (o.cohort !== undefined) return { scope: "cohort", target: o.cohort };
  return null;
}

async function report(o: { json: boolean }, result: { ok: true; message: string } | { ok: false; field: string; error: string }) {
  if (!result.ok) fail(result.error);
  await emit(o, { ok: true, message: result.message }, async () => {
    const { Text } = await import("../views/ui");
    return <Text>{result.message}</Text>;
  });
}

async function setCommand(name: string, raw: unknown) {
  const o = parseOptions(z.object({ ...scopeOptions, level: z.string().optional(), on: flag(), off: flag() }), raw);
  const scope = scopeOf(o);
  if (o.on && o.off) fail("Give either --on or --off, not both");
  if (scope && o.level !== undefined) fail("--level sets the flag for everyone: give it without --org or --cohort");
  if (!scope && o.level === undefined) fail("Give --level LEVEL, or --org ID / --cohort COHORT with --on or --off");
  if (scope && !o.on && !o.off) fail("Give --on or --off with --org or --cohort");
  await openData();
  const { changeFeatureFlag } = await import("../../app/services/featureFlags.server");
  await report(o, await changeFeatureFlag(scope ? { name, ...scope, enabled: o.on } : { name, level: o.level! }, ACTOR));
}

async function unsetCommand(name: string, raw: unknown) {
  const o = parseOptions(z.object(scopeOptions), raw);
  const scope = scopeOf(o);
  await openData();
  const { changeFeatureFlag } = await import("../../app/services/featureFlags.server");
  await report(o, await changeFeatureFlag(scope ? { name, ...scope, unset: true } : { name, unset: true }, ACTOR));
}

async function betaCommand(email: string, raw: unknown) {
  const o = parseOptions(z.object({ off: flag(), json: flag() }), raw);
  await openData();
  const { setBetaMode } = await import("../../app/services/featureFlags.server");
  await report(o, await setBetaMode(email, !o.off));
}

export function registerFlags(program: Command): void {
  const flags = program.command("flags").description("product feature flags: rollout levels, overrides, beta mode");
  flags
    .command("list")
    .description("every flag with its level and overrides, and who is in beta mode")
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => listCommand(opts));
  flags
    .command("set")
    .description(
      "set a flag's level (0-4 or disabled, development, beta, internal_production, production), or force it on or off for an organization or cohort",
    )
    .argument("<name>", "the flag")
    .option("--level <level>", "the rollout level")
    .option("--org <id>", "an organization id")
    .option("--cohort <cohort>", "a user type: B2B_USER, B2C_USER, EDUCATIVE_INTERNAL, LOGGED_OUT")
    .option("--on", "force the flag on for the organization or cohort")
    .option("--off", "force the flag off for the organization or cohort")
    .option("--json", "print one JSON document")
    .action(async (name: string, opts: unknown) => setCommand(name, opts));
  flags
    .command("unset")
    .description("take a flag back to its default level, or remove its override for an organization or cohort")
    .argument("<name>", "the flag")
    .option("--org <id>", "an organization id")
    .option("--cohort <cohort>", "a user type")
    .option("--json", "print one JSON document")
    .action(async (name: string, opts: unknown) => unsetCommand(name, opts));
  flags
    .command("beta")
    .description("put a user in beta mode (or take them out with --off)")
    .argument("<email>", "the user's e-mail address")
    .option("--off", "take the user out of beta mode")
    .option("--json", "print one JSON document")
    .action(async (email: string, opts: unknown) => betaCommand(email, opts));
}

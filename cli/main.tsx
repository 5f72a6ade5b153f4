// The `codelift` command: commander parses, each command group calls the engine and prints
// one JSON document (--json) or an Ink view. Exit codes: 0 ok, 2 bad input, 1 anything else.
import { Command, CommanderError } from "commander";
import { registerAccess } from "./commands/access";
import { registerAction } from "./commands/action";
import { registerAffiliate } from "./commands/affiliate";
import { registerFlags } from "./commands/flags";
import { registerWhiteLabel } from "./commands/whiteLabel";
import { registerAnalytics } from "./commands/analytics";
import { registerBilling } from "./commands/billing";
import { registerContent } from "./commands/content";
import { registerCoupon } from "./commands/coupon";
import { registerDb } from "./commands/db";
import { registerLabs } from "./commands/labs";
import { registerMail } from "./commands/mail";
import { registerNextProblem } from "./commands/nextProblem";
import { registerOffer } from "./commands/offer";
import { registerOrg } from "./commands/org";
import { registerPlan } from "./commands/plan";
import { registerPrice } from "./commands/price";
import { registerSimulate } from "./commands/simulate";
import { closeData } from "./database";
import { CliError } from "./io";

export function buildProgram(): Command {
  const program = new Command("codelift")
    .description("Codelift staff tool: price checkouts, walk the coach, simulate plans and coupons on the site's own rules")
    .version("0.1.0")
    .showSuggestionAfterError(true)
    .configureOutput({
      // Commander's own errors ("unknown option", "missing argument") stay one line on stderr.
      writeErr: (s) => process.stderr.write(s.endsWith("\n") ? s : `${s}\n`),
    });
  program.addHelpText(
    "after",
    "\nEvery command takes --json: exactly one JSON document on stdout. Exit codes: 0 success,\n2 bad input (one line on stderr), 1 unexpected failure. DATABASE_URL picks the SQLite file\n(default data/codelift.db); a missing or empty one is migrated and seeded first.",
  );
  registerPrice(program);
  registerOffer(program);
  registerNextProblem(program);
  registerPlan(program);
  registerAccess(program);
  registerSimulate(program);
  registerBilling(program);
  registerCoupon(program);
  registerAction(program);
  registerAffiliate(program);
  registerFlags(program);
  registerWhiteLabel(program);
  registerDb(program);
  registerLabs(program);
  registerMail(program);
  registerAnalytics(program);
  registerOrg(program);
  registerContent(program);
  // Every subcommand reports its usage errors the same way.
  const exitOverride = (c: Command) => {
    c.exitOverride();
    c.commands.forEach(exitOverride);
  };
  exitOverride(program);
  return program;
}

export async function main(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv, { from: "user" });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version are successes; every other parse problem is bad input (already printed).
      if (e.code === "commander.helpDisplayed" || e.code === "commander.version") return 0;
      if (e.code === "commander.executeSubCommandAsync") return e.exitCode;
      return 2;
    }
    if (e instanceof CliError) {
      process.stderr.write(`${e.message}\n`);
      return 2;
    }
    const err = e as Error;
    process.stderr.write(`codelift: unexpected error: ${err?.message ?? String(e)}\n`);
    if (process.env.CODELIFT_DEBUG) process.stderr.write(`${err?.stack ?? ""}\n`);
    return 1;
  } finally {
    await closeData();
  }
}

// `codelift … --json | head` closes the pipe early: that is not an error.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = await main(process.argv.slice(2));

// `codelift flags list | set | unset | beta` as a child process against a fresh SQLite file that the
// CLI migrates and seeds on first use (the style of cli-affiliate.test.ts).
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliOn } from "./helpers/cli";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-cli-flags-"));
const dbFile = path.join(dir, "codelift.db");
const { run, json, expectBadInput } = cliOn(dbFile);

type FlagList = { flags: { name: string; level: number; level_name: string; default_level: number; overrides: unknown[] }[]; beta_testers: string[] };
const flag = (doc: FlagList, name: string) => doc.flags.find((f) => f.name === name)!;
const rowCount = (table: string) => {
  const db = new Database(dbFile, { readonly: true });
  try {
    return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  expect((await run(["flags", "list", "--json"])).code).toBe(0);
  const db = new Database(dbFile);
  db.prepare("INSERT INTO users (email, full_name, password_hash, verified) VALUES ('tester@example.com', 'Beta Tester', 'x', 1)").run();
  db.close();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("codelift flags", () => {
  it("lists the fifteen flags at their default levels, and the Ink view names them", async () => {
    const doc = (await json(["flags", "list"])) as FlagList;
    expect(doc.flags).toHaveLength(15);
    expect(flag(doc, "ai_testcase")).toMatchObject({ level: 3, level_name: "internal_production", default_level: 3, overrides: [] });
    expect(doc.beta_testers).toEqual([]);
    const view = await run(["flags", "list"]);
    expect(view.code).toBe(0);
    expect(view.stdout).toContain("explain_further");
    expect(view.stdout).toContain("Nobody is in beta mode.");
  });

  it("sets and unsets a level, and overrides for an organization and a cohort", async () => {
    expect(await json(["flags", "set", "explain_further", "--level", "production"])).toEqual({
      ok: true,
      message: "explain_further is now at level 4 (production).",
    });
    expect(await json(["flags", "set", "explain_further", "--org", "7", "--off"])).toEqual({
      ok: true,
      message: "explain_further is off for organization 7.",
    });
    expect(await json(["flags", "set", "explain_further", "--cohort", "b2c_user", "--on"])).toEqual({
      ok: true,
      message: "explain_further is on for cohort B2C_USER.",
    });
    let doc = (await json(["flags", "list"])) as FlagList;
    expect(flag(doc, "explain_further")).toMatchObject({
      level: 4,
      overrides: [
        { scope: "cohort", target: "B2C_USER", enabled: true },
        { scope: "organization", target: "7", enabled: false },
      ],
    });
    expect(await json(["flags", "unset", "explain_further", "--org", "7"])).toEqual({
      ok: true,
      message: "explain_further no longer has an override for organization 7.",
    });
    expect(await json(["flags", "unset", "explain_further"])).toEqual({ ok: true, message: "explain_further is back to its default level." });
    doc = (await json(["flags", "list"])) as FlagList;
    expect(flag(doc, "explain_further")).toMatchObject({ level: 2, overrides: [{ scope: "cohort", target: "B2C_USER", enabled: true }] });
  });

  it("puts a user in beta mode and takes them out", async () => {
    expect(await json(["flags", "beta", "Tester@example.com"])).toEqual({ ok: true, message: "tester@example.com is now in beta mode." });
    expect(((await json(["flags", "list"])) as FlagList).beta_testers).toEqual(["tester@example.com"]);
    expect(await json(["flags", "beta", "tester@example.com", "--off"])).toEqual({
      ok: true,
      message: "tester@example.com is no longer in beta mode.",
    });
    expect(rowCount("beta_testers")).toBe(0);
  });

  it("refuses bad input with one line and changes nothing", async () => {
    const before = [rowCount("feature_flags"), rowCount("feature_flag_overrides")];
    await expectBadInput(["flags", "set", "nope", "--level", "2"], /^Unknown feature flag \(known: coach_dashboard, /);
    await expectBadInput(
      ["flags", "set", "onboarding", "--level", "9"],
      "level must be 0–4 or one of disabled, development, beta, internal_production, production.",
    );
    await expectBadInput(
      ["flags", "set", "onboarding", "--cohort", "admins", "--on"],
      "cohort must be one of B2B_USER, B2C_USER, EDUCATIVE_INTERNAL, LOGGED_OUT.",
    );
    await expectBadInput(["flags", "set", "onboarding", "--org", "x", "--on"], "organization must be an organization id.");
    await expectBadInput(["flags", "set", "onboarding", "--org", "7"], "Give --on or --off with --org or --cohort");
    await expectBadInput(["flags", "set", "onboarding"], "Give --level LEVEL, or --org ID / --cohort COHORT with --on or --off");
    await expectBadInput(["flags", "beta", "ghost@example.com"], "No user has this e-mail address.");
    expect([rowCount("feature_flags"), rowCount("feature_flag_overrides")]).toEqual(before);
  });
});

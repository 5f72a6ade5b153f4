// `codelift action create | list | show | close | open` (docs/product/billing.md#custom-actions) as a child
// process (node cli/bin.js) against a fresh SQLite file that the CLI migrates and seeds on first use.
// The same commands on PostgreSQL, beside the server, are in custom-actions.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliOn } from "./helpers/cli";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-cli-action-"));
const cli = cliOn(path.join(dir, "codelift.db"));
const create = (id: string, extra: Record<string, string> = {}) => {
  const o = { "--kind": "recruiting", "--org": "acme-team", "--plan": "400-1-6000", "--coupons": "25", "--title": "Acme hiring 2026", ...extra };
  return ["action", "create", id, ...Object.entries(o).flat()];
};

beforeAll(async () => {
  const first = await cli.run(["action", "list", "--json"]);
  expect(first.code, first.stderr).toBe(0);
  expect(JSON.parse(first.stdout)).toEqual({ actions: [] });
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("codelift action", () => {
  it("creates an action for a sponsor, as JSON and as a screen", async () => {
    const doc = await cli.json(create("acme-hiring"));
    expect(doc).toMatchObject({
      id: "acme-hiring",
      kind: "recruiting",
      title: "Acme hiring 2026",
      status: "open",
      sponsor: { name: "Acme Team" },
      plan_code: "400-1-6000",
      coupons_per_purchase: 25,
      purchase_url: "/checkout/coupon-purchase?plan=400-1-6000&action_id=acme-hiring",
      usage: { total: 0, used: 0, unused: 0, disabled: 0, used_percent: 0 },
    });
    const screen = await cli.run(create("acme-second", { "--kind": "Sponsored", "--org": "2", "--coupons": "1", "--plan": "300-12-6000" }));
    expect(screen.code, screen.stderr).toBe(0);
    expect(screen.stdout).toContain("Custom action acme-second created");
    expect(screen.stdout).toMatch(/sponsor\s+Globex Enterprise \(2\)/);
    expect(screen.stdout).toContain("No coupons yet");
  });

  it("lists every action or one sponsor's, shows one, closes and reopens it", async () => {
    expect((await cli.json(["action", "list"])).actions.map((a: { id: string }) => a.id)).toEqual(["acme-hiring", "acme-second"]);
    expect((await cli.json(["action", "list", "--org", "globex"])).actions.map((a: { id: string }) => a.id)).toEqual(["acme-second"]);
    const shown = await cli.json(["action", "show", "acme-hiring"]);
    expect(shown.coupons).toEqual([]);
    expect((await cli.json(["action", "close", "acme-hiring"])).status).toBe("closed");
    expect((await cli.json(["action", "show", "acme-hiring"])).status).toBe("closed");
    const reopened = await cli.run(["action", "open", "acme-hiring"]);
    expect(reopened.stdout).toContain("Custom action acme-hiring reopened");
    const table = await cli.run(["action", "list"]);
    expect(table.stdout).toContain("Custom actions: 2");
    expect(table.stdout).toMatch(/acme-hiring\s+recruiting\s+Acme Team\s+400-1-6000\s+open\s+0\/0/);
  });

  it("refuses bad input with exit 2 and one line, and writes nothing", async () => {
    await cli.expectBadInput(create("acme-hiring"), "A custom action acme-hiring exists already: codelift action show acme-hiring");
    await cli.expectBadInput(create("Acme Hiring"), 'A custom action id is 1 to 64 lower-case letters, digits or hyphens, got "Acme Hiring"');
    await cli.expectBadInput(create("context"), '"context" is a word of the API\'s paths: choose another custom action id');
    await cli.expectBadInput(create("x1", { "--kind": "charity" }), '--kind must be sponsored or recruiting, got "charity"');
    await cli.expectBadInput(create("x1", { "--coupons": "0" }), "--coupons must be between 1 and 100, got 0");
    await cli.expectBadInput(create("x1", { "--coupons": "101" }), "--coupons must be between 1 and 100, got 101");
    await cli.expectBadInput(create("x1", { "--coupons": "ten" }), '--coupons must be a whole number, got "ten"');
    await cli.expectBadInput(create("x1", { "--org": "initech" }), /^Unknown organization initech \(known: 1 acme-team, 2 globex\)/);
    await cli.expectBadInput(
      create("x1", { "--plan": "300-12-6005" }),
      "--plan: A custom action's coupons give an individual plan (type 6000), got 300-12-6005",
    );
    await cli.expectBadInput(create("x1", { "--plan": "nonsense" }), /^--plan: Invalid plan code "nonsense"/);
    await cli.expectBadInput(create("x1", { "--title": "   " }), "--title must not be empty");
    await cli.expectBadInput(["action", "show", "nope"], "Unknown custom action nope (known: acme-hiring, acme-second)");
    await cli.expectBadInput(["action", "close", "nope"], "Unknown custom action nope (known: acme-hiring, acme-second)");
    expect((await cli.json(["action", "list"])).actions).toHaveLength(2);
  });
});

// `codelift affiliate create | list | report` as a child process (node cli/bin.js) against a fresh
// SQLite file that the CLI migrates and seeds on first use (the style of cli.test.ts).
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliOn } from "./helpers/cli";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-cli-affiliate-"));
const dbFile = path.join(dir, "codelift.db");
const { run, json, expectBadInput } = cliOn(dbFile);

beforeAll(async () => {
  // The first command migrates and seeds the file (the demo affiliate among the seeds).
  const first = await run(["affiliate", "list", "--json"]);
  expect(first.code).toBe(0);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("codelift affiliate", () => {
  let created: { affiliate: { id: number; encoded_affiliate_id: string; name: string }; report_key: string };

  it("list shows the seeded demo affiliate with its sales", async () => {
    const doc = await json(["affiliate", "list"]);
    expect(doc.affiliates).toEqual([
      { id: 1, encoded_affiliate_id: "aff_demo_partner", name: "Demo Partner Blog", created_at: expect.any(String), sales_count: 0, total_usd: 0 },
    ]);
  });

  it("create prints the encoded id and the report key once; only the key's hash is stored", async () => {
    created = await json(["affiliate", "create", "  Acme Dev Blog  "]);
    expect(created.affiliate).toMatchObject({ id: 2, name: "Acme Dev Blog", encoded_affiliate_id: expect.stringMatching(/^aff_[A-Za-z0-9_-]{12}$/) });
    expect(created.report_key).toMatch(/^ark_[A-Za-z0-9_-]{32}$/);
    const db = new Database(dbFile, { readonly: true });
    try {
      const row = db.prepare("SELECT encoded_id, report_key_hash FROM affiliates WHERE id = 2").get() as {
        encoded_id: string;
        report_key_hash: string;
      };
      expect(row.encoded_id).toBe(created.affiliate.encoded_affiliate_id);
      expect(row.report_key_hash).toBe(createHash("sha256").update(created.report_key).digest("hex"));
      expect(JSON.stringify(db.prepare("SELECT * FROM affiliates").all())).not.toContain(created.report_key);
    } finally {
      db.close();
    }
    const view = await run(["affiliate", "create", "Second Site"]);
    expect(view.code).toBe(0);
    for (const s of ["Created affiliate Second Site", "encoded id", "report key", "ark_", "shown only now"]) expect(view.stdout).toContain(s);
    await expectBadInput(["affiliate", "create", "   "], "An affiliate needs a name (1 to 100 characters).");
    await expectBadInput(["affiliate", "create"], /missing required argument 'name'/);
  });

  it("report counts the affiliate's successful paid sales in the range, per item and per day (by encoded id or id)", async () => {
    const db = new Database(dbFile);
    try {
      const user = db
        .prepare("INSERT INTO users (email, full_name, password_hash) VALUES ('buyer@example.com', 'Buyer', 'x') RETURNING id")
        .get() as { id: number };
      const add = db.prepare(
        "INSERT INTO transactions (user_id, attempt_id, checkout_type, item_code, amount_cents, currency, status, processor, line_items, affiliate_id, created_at) VALUES (?, ?, 'subscription-buy', ?, ?, 'USD', ?, 'embedded', '[]', ?, ?)",
      );
      const id = created.affiliate.id;
      add.run(user.id, "t1", "300-1-6000", 5900, "succeeded", id, "2026-03-01T09:00:00.000Z");
      add.run(user.id, "t2", "300-12-6000", 29900, "succeeded", id, "2026-03-01T23:59:59.999Z");
      add.run(user.id, "t3", "300-1-6000", 4720, "succeeded", id, "2026-03-03T00:00:00.000Z");
      add.run(user.id, "t4", "300-1-6000", 5900, "failed", id, "2026-03-02T10:00:00.000Z"); // not a sale
      add.run(user.id, "t5", "300-1-6000", 0, "succeeded", id, "2026-03-02T10:00:00.000Z"); // a trial: nothing sold
      add.run(user.id, "t6", "300-1-6000", 5900, "succeeded", 1, "2026-03-02T10:00:00.000Z"); // another affiliate's
      add.run(user.id, "t7", "300-1-6000", 5900, "succeeded", id, "2026-03-04T00:00:00.000Z"); // after the range
    } finally {
      db.close();
    }
    const expected = {
      affiliate: { id: created.affiliate.id, encoded_affiliate_id: created.affiliate.encoded_affiliate_id, name: "Acme Dev Blog" },
      start_date: "2026-03-01",
      end_date: "2026-03-03",
      sales_count: 3,
      total_usd: 405.2,
      items: [
        { item_code: "300-1-6000", sales_count: 2, total_usd: 106.2 },
        { item_code: "300-12-6000", sales_count: 1, total_usd: 299 },
      ],
      days: [
        { date: "2026-03-01", sales_count: 2, total_usd: 358 },
        { date: "2026-03-02", sales_count: 0, total_usd: 0 },
        { date: "2026-03-03", sales_count: 1, total_usd: 47.2 },
      ],
    };
    expect(await json(["affiliate", "report", created.affiliate.encoded_affiliate_id, "--from", "2026-03-01", "--to", "2026-03-03"])).toEqual(
      expected,
    );
    expect(await json(["affiliate", "report", String(created.affiliate.id), "--from", "2026-03-01", "--to", "2026-03-03"])).toEqual(expected);

    const view = await run(["affiliate", "report", created.affiliate.encoded_affiliate_id, "--from", "2026-03-01", "--to", "2026-03-03"]);
    expect(view.code).toBe(0);
    for (const s of ["Acme Dev Blog", "2026-03-01 to 2026-03-03", "$405.20", "300-12-6000", "$299.00", "$106.20", "2026-03-03", "$47.20"])
      expect(view.stdout).toContain(s);
    // Days without sales are left out of the view (the JSON lists them).
    expect(view.stdout).not.toContain("2026-03-02");
    expect(Math.max(...view.stdout.split("\n").map((l) => l.length))).toBeLessThanOrEqual(80);

    const list = await json(["affiliate", "list"]);
    expect(list.affiliates.find((a: { id: number }) => a.id === created.affiliate.id)).toMatchObject({ sales_count: 4, total_usd: 464.2 });
  });

  it("report refuses bad input with one line and exit 2", async () => {
    const enc = created.affiliate.encoded_affiliate_id;
    await expectBadInput(["affiliate", "report", enc, "--to", "2026-03-01"], "Give the first day of the report: --from YYYY-MM-DD");
    await expectBadInput(["affiliate", "report", enc, "--from", "2026-03-01"], "Give the last day of the report: --to YYYY-MM-DD");
    await expectBadInput(["affiliate", "report", enc, "--from", "2026-02-30", "--to", "2026-03-01"], "--from: must be a date such as 2026-01-31.");
    await expectBadInput(["affiliate", "report", enc, "--from", "2026-03-02", "--to", "2026-03-01"], "--to: must be on or after start_date.");
    await expectBadInput(
      ["affiliate", "report", enc, "--from", "2025-01-01", "--to", "2026-01-02"],
      "--to: A report covers at most 366 days: choose a shorter range.",
    );
    await expectBadInput(
      ["affiliate", "report", "aff_nobody_here", "--from", "2026-03-01", "--to", "2026-03-01"],
      /^Unknown affiliate aff_nobody_here \(known: 1 aff_demo_partner, 2 aff_/,
    );
  });
});

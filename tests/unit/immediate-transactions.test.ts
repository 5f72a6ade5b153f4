// Every database transaction of the app starts with BEGIN IMMEDIATE (on SQLite). A deferred transaction that
// reads and then writes cannot wait for another writer: SQLite answers SQLITE_BUSY at once (the
// 100-checkouts-while-renewing test hit it as a 500). This reads the sources so that a new
// transaction cannot forget it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

/** The text of the call starting at the "(" after `.transaction`. */
function callText(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

describe("database transactions", () => {
  it("are all BEGIN IMMEDIATE in app/ and cli/", () => {
    const offenders: string[] = [];
    let seen = 0;
    for (const file of [...sources(path.join(root, "app")), ...sources(path.join(root, "cli"))]) {
      const text = fs.readFileSync(file, "utf8");
      for (const m of text.matchAll(/\.transaction\(/g)) {
        seen++;
        const call = callText(text, m.index! + m[0].length - 1);
        if (!call.includes('behavior: "immediate"')) offenders.push(`${path.relative(root, file)}:${text.slice(0, m.index).split("\n").length}`);
      }
    }
    expect(offenders).toEqual([]);
    // The models' async transactions (db/access.ts, db/transaction.ts) begin the same way on SQLite.
    for (const file of ["db/access.ts", "db/transaction.ts"]) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      const begins = [...text.matchAll(/sqlite\.exec\("(BEGIN[^"]*)"\)/g)].map((m) => m[1]);
      expect(begins.length, file).toBeGreaterThan(0);
      expect(new Set(begins), file).toEqual(new Set(["BEGIN IMMEDIATE"]));
    }
    void seen;
  });
});

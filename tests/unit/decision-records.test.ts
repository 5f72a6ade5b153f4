// Every decision record starts with its number and title, then its status and the date it was
// first written, and docs/decisions/README.md lists it with the same status and date.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = fs
  .readdirSync(dir)
  .filter((f) => /^\d{4}-.+\.md$/.test(f))
  .sort();
const STATUS = /^- Status: (Accepted|Proposed|Superseded by \d{4}|Amended by \d{4}(, \d{4})*|Deprecated)$/;

describe("decision records", () => {
  it("are numbered in order, from 0001, without gaps", () => {
    expect(records.length).toBeGreaterThan(0);
    records.forEach((f, i) => expect(f.slice(0, 4)).toBe(String(i + 1).padStart(4, "0")));
  });

  it.each(records)("%s starts with its number and title, a status and a date", (file) => {
    const lines = fs.readFileSync(path.join(dir, file), "utf8").split("\n");
    expect(lines[0]).toMatch(new RegExp(`^# ${Number(file.slice(0, 4))}\\. \\S`));
    expect(lines[1]).toBe("");
    expect(lines[2]).toMatch(STATUS);
    expect(lines[3]).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
    const superseded = /^- Status: Superseded by (\d{4})$/.exec(lines[2]!);
    if (superseded) expect(records.some((r) => r.startsWith(superseded[1]!))).toBe(true);
  });

  it("are all listed in the index with their status and date", () => {
    const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");
    for (const file of records) {
      const lines = fs.readFileSync(path.join(dir, file), "utf8").split("\n");
      const status = lines[2]!.replace("- Status: ", "");
      const date = lines[3]!.replace("- Date: ", "");
      expect(index).toMatch(new RegExp(`\\| \\[${file.slice(0, 4)}\\]\\(${file.replace(/\./g, "\\.")}\\) \\| .+ \\| ${status} \\| ${date} \\|`));
    }
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CliError, dateArg, flag, intArg, listArg, numArg, parseOptions, readJsonFile, usdArg } from "../../../cli/io";

const schema = z.object({
  learners: intArg("--learners", 1, 100).optional(),
  skill: numArg("--skill", 0, 1).optional(),
  credit: usdArg("--credit").optional(),
  today: dateArg("--today").optional(),
  skipped: listArg("--skipped").optional(),
  githubStudent: flag(),
});

const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(CliError);
    return (e as Error).message;
  }
  throw new Error("expected a CliError");
};

describe("parseOptions", () => {
  it("converts commander's strings", () => {
    expect(
      parseOptions(schema, {
        learners: "12",
        skill: ".5",
        credit: "$12.50",
        today: "2026-12-24",
        skipped: "a, b",
        githubStudent: true,
      }),
    ).toEqual({
      learners: 12,
      skill: 0.5,
      credit: 12.5,
      today: new Date("2026-12-24T00:00:00.000Z"),
      skipped: ["a", "b"],
      githubStudent: true,
    });
    expect(parseOptions(schema, {}).githubStudent).toBe(false);
  });

  it("names the option and the bad value in one line", () => {
    expect(message(() => parseOptions(schema, { learners: "ten" }))).toBe('--learners must be a whole number, got "ten"');
    expect(message(() => parseOptions(schema, { learners: "1000" }))).toBe("--learners must be between 1 and 100, got 1000");
    expect(message(() => parseOptions(schema, { learners: "1.5" }))).toMatch(/whole number/);
    expect(message(() => parseOptions(schema, { skill: "NaN" }))).toBe('--skill must be a number, got "NaN"');
    expect(message(() => parseOptions(schema, { credit: "-1" }))).toMatch(/--credit must be a USD amount/);
    expect(message(() => parseOptions(schema, { credit: "1.234" }))).toMatch(/--credit must be a USD amount/);
    expect(message(() => parseOptions(schema, { today: "2026-13-45" }))).toMatch(/--today must be a date/);
    expect(message(() => parseOptions(schema, { skipped: "a,,b" }))).toMatch(/comma-separated/);
  });
});

describe("readJsonFile", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-io-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const f = path.join(dir, name);
    fs.writeFileSync(f, text);
    return f;
  };
  const shape = z.object({ problems: z.array(z.object({ id: z.string() })) });

  it("reads and validates", () => {
    expect(readJsonFile(file("ok.json", '{"problems":[{"id":"a"}]}'), shape, "--f")).toEqual({ problems: [{ id: "a" }] });
  });

  it("reports a missing file, bad JSON and a wrong shape with the path inside the file", () => {
    expect(message(() => readJsonFile(path.join(dir, "nope.json"), shape, "--f"))).toMatch(
      /^--f .*nope\.json: cannot read the file \(no such file\)$/,
    );
    expect(message(() => readJsonFile(dir, shape, "--f"))).toMatch(/it is a folder/);
    expect(message(() => readJsonFile(file("bad.json", "{oops"), shape, "--f"))).toMatch(/not valid JSON/);
    expect(message(() => readJsonFile(file("shape.json", '{"problems":[{"id":3}]}'), shape, "--f"))).toMatch(/problems\[0\]\.id: /);
  });
});

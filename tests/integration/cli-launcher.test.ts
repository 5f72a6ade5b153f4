// After a build, `codelift` runs the bundled CLI (build/cli.js) and answers exactly as the
// TypeScript sources do; a source edited after the build sends it back to the sources.
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleIsFresh } from "../../server/fresh.mjs";
import { ensureBuild } from "./helpers/server";

const root = path.resolve(import.meta.dirname, "../..");
const run = (args: string[], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, [path.join(root, "cli/bin.js"), ...args], { cwd: os.tmpdir(), env: { ...process.env, ...env }, encoding: "utf8" });

beforeAll(() => ensureBuild());

describe("cli/bin.js", () => {
  it("has a fresh bundle after the build, which answers as the sources do", () => {
    expect(bundleIsFresh(root, path.join(root, "build/cli.js"), path.join(root, "build/cli.inputs.json"))).toBe(true);
    for (const args of [["price", "--help"], ["--version"], ["price", "--plan", "nope", "--json"]]) {
      let a: string, b: string;
      try {
        a = run(args);
      } catch (e) {
        a = `exit ${(e as { status: number }).status}: ${(e as { stderr: string }).stderr}`;
      }
      try {
        b = run(args, { CODELIFT_CLI_SOURCE: "1" });
      } catch (e) {
        b = `exit ${(e as { status: number }).status}: ${(e as { stderr: string }).stderr}`;
      }
      expect(a, args.join(" ")).toBe(b);
      expect(a.length, args.join(" ")).toBeGreaterThan(5);
    }
  });
});

// The real `codelift` command (node cli/bin.js …) as a child process, for the CLI test files: one
// runner per database (a SQLite file or a PostgreSQL URL), with the checks every such file makes.
import { execFile } from "node:child_process";
import path from "node:path";
import { expect } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");

export type CliRun = { code: number; stdout: string; stderr: string };

export function cliOn(databaseUrl: string, baseEnv: Record<string, string> = {}) {
  function run(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ["cli/bin.js", ...args],
        { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, NO_COLOR: "1", ...baseEnv, ...env }, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  /** `--json` appended; a non-zero exit throws with the command's stderr. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command prints a document of its own shape, which the tests read field by field
  async function json(args: string[]): Promise<any> {
    const r = await run([...args, "--json"]);
    if (r.code !== 0) throw new Error(`codelift ${args.join(" ")} exited ${r.code}: ${r.stderr}`);
    return JSON.parse(r.stdout); // exactly one document: JSON.parse fails on anything extra
  }

  /** Bad input: exit 2, nothing on stdout, one line on stderr, no stack trace. */
  async function expectBadInput(args: string[], message?: string | RegExp): Promise<CliRun> {
    const r = await run(args);
    expect(r.code, `${args.join(" ")}: ${r.stderr}`).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    if (typeof message === "string") expect(r.stderr.trim()).toBe(message);
    else if (message) expect(r.stderr).toMatch(message);
    return r;
  }

  return { run, json, expectBadInput };
}

// Running a project's checks in the sandbox (docs/product/hands-on.md#checks): a guided project's
// steps run in order, each in a fresh sandbox, and the run stops at the first step that fails (its
// output says what is missing); an unguided project runs its test runner once. The exit code of
// the check decides, never what the learner's program prints.
import { CHECKS_FOLDER, type ProjectDefinition } from "~/engine/projects";
import { runInSandbox } from "~/services/sandbox/sandbox.server";

interface CheckResult {
  /** the step's index (0 for an unguided project's tests) */
  step: number;
  passed: boolean;
  output: string;
  timedOut: boolean;
}

const CHECK_TIMEOUT_MS = 60_000;
const OUTPUT_CHARS = 8000;

function workspaceFor(def: ProjectDefinition, files: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, content] of Object.entries(files)) if (!name.startsWith(`${CHECKS_FOLDER}/`)) out[name] = content;
  for (const [name, content] of Object.entries(def.checkFiles)) out[`${CHECKS_FOLDER}/${name}`] = content;
  return out;
}

async function runOne(def: ProjectDefinition, files: Record<string, string>, step: number, command: string): Promise<CheckResult> {
  const r = await runInSandbox(workspaceFor(def, files), command, { timeoutMs: CHECK_TIMEOUT_MS });
  const text = `${r.stdout}${r.stderr ? (r.stdout ? "\n" : "") + r.stderr : ""}`.trim();
  const output = r.timedOut ? `${text}\nThe check was stopped after ${CHECK_TIMEOUT_MS / 1000} seconds.`.trim() : text;
  return { step, passed: !r.timedOut && r.exitCode === 0, output: output.slice(0, OUTPUT_CHARS), timedOut: r.timedOut };
}

/** Runs the project's checks against `files` (the learner's workspace, by relative name). */
export async function runProjectChecks(def: ProjectDefinition, files: Record<string, string>): Promise<CheckResult[]> {
  if (def.kind === "unguided") return [await runOne(def, files, 0, def.tests ?? "false")];
  const results: CheckResult[] = [];
  for (const [i, step] of def.steps.entries()) {
    const result = await runOne(def, files, i, step.check);
    results.push(result);
    if (!result.passed) break;
  }
  return results;
}

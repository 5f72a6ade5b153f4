#!/usr/bin/env node
// The `codelift` launcher: registers tsx (with the project's tsconfig, so it works from any
// folder) and runs the TypeScript CLI without a build step.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
register({ tsconfig: path.join(root, "tsconfig.json") });
try {
  await import("./main.tsx");
} catch (e) {
  // Only a broken install or checkout gets here; the CLI reports its own errors.
  process.stderr.write(`codelift: cannot start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
}

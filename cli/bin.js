#!/usr/bin/env node
// The `codelift` launcher. After `npm run build` it runs build/cli.js, the CLI bundled into plain
// JavaScript (server/build.mjs), while that bundle is fresher than every source it was built
// from. Otherwise (a checkout without a build, or a source edited since) it registers tsx (with
// the project's tsconfig, so it works from any folder) and runs the TypeScript CLI directly.
// CODELIFT_CLI_SOURCE=1 always takes the TypeScript.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleIsFresh } from "../server/fresh.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bundle = path.join(root, "build", "cli.js");
try {
  if (!process.env.CODELIFT_CLI_SOURCE && bundleIsFresh(root, bundle, path.join(root, "build", "cli.inputs.json"))) {
    await import(bundle);
  } else {
    const { register } = await import("tsx/esm/api");
    register({ tsconfig: path.join(root, "tsconfig.json") });
    await import("./main.tsx");
  }
} catch (e) {
  // Only a broken install or checkout gets here; the CLI reports its own errors.
  process.stderr.write(`codelift: cannot start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
}

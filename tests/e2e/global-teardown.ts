// Removes the end-to-end database folder that playwright.config.ts made in the temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default function globalTeardown(): void {
  const file = process.env.CODELIFT_E2E_DB;
  if (!file) return;
  const dir = path.dirname(path.resolve(file));
  // Only a folder the config created: never a folder someone pointed CODELIFT_E2E_DB into.
  if (path.dirname(dir) === path.resolve(os.tmpdir()) && path.basename(dir).startsWith("codelift-e2e-"))
    fs.rmSync(dir, { recursive: true, force: true });
}

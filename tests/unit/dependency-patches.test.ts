// The patches in patches/ (docs/decisions/0029-dependency-patches.md): each one is for the exact
// version the lock file installs and is described in the decision record, and a patch that no
// longer applies stops the install instead of printing a warning.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const patchDir = path.join(root, "patches");
const patches = fs.readdirSync(patchDir).filter((f) => f.endsWith(".patch"));
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as { packages: Record<string, { version?: string }> };
const record = fs.readFileSync(path.join(root, "docs/decisions/0029-dependency-patches.md"), "utf8");

/** `@remix-run+router+1.23.3.patch` → `@remix-run/router` and `1.23.3`, as patch-package names its files. */
function patched(file: string): { name: string; version: string } {
  const parts = file.replace(/\.patch$/, "").split("+");
  const version = parts.pop()!;
  return { name: parts.join("/"), version };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-patches-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs the pinned patch-package in a small app whose only patch does not apply to the installed file. */
function installWithStalePatch(args: string[]) {
  const app = fs.mkdtempSync(path.join(tmp, "app-"));
  fs.mkdirSync(path.join(app, "node_modules/leftpad"), { recursive: true });
  fs.mkdirSync(path.join(app, "patches"));
  fs.writeFileSync(path.join(app, "package.json"), JSON.stringify({ name: "app", version: "1.0.0" }));
  fs.writeFileSync(path.join(app, "package-lock.json"), JSON.stringify({ name: "app", lockfileVersion: 3, packages: {} }));
  fs.writeFileSync(path.join(app, "node_modules/leftpad/package.json"), JSON.stringify({ name: "leftpad", version: "1.0.0" }));
  fs.writeFileSync(path.join(app, "node_modules/leftpad/index.js"), "module.exports = 1;\n");
  fs.writeFileSync(
    path.join(app, "patches/leftpad+1.0.0.patch"),
    [
      "diff --git a/node_modules/leftpad/index.js b/node_modules/leftpad/index.js",
      "index 0000000..1111111 100644",
      "--- a/node_modules/leftpad/index.js",
      "+++ b/node_modules/leftpad/index.js",
      "@@ -1 +1 @@",
      "-module.exports = 2;",
      "+module.exports = 3;",
      "",
    ].join("\n"),
  );
  // Neither CI nor NODE_ENV=test (which vitest sets): both switch the failure on by themselves.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k !== "CI" && k !== "NODE_ENV" && !k.startsWith("VITEST")),
  ) as NodeJS.ProcessEnv;
  return spawnSync(process.execPath, [path.join(root, "node_modules/patch-package/index.js"), ...args], { cwd: app, env, encoding: "utf8" });
}

describe("dependency patches", () => {
  it("postinstall runs patch-package with --error-on-fail", () => {
    expect(pkg.scripts.postinstall).toBe("patch-package --error-on-fail");
  });

  it.each(patches)("%s is for the version the lock file installs, and decision 0029 describes it", (file) => {
    const { name, version } = patched(file);
    expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
    expect(record).toContain(`\`${file}\``);
  });

  it("a patch that no longer applies fails the install with --error-on-fail (without it, only a message)", () => {
    const strict = installWithStalePatch(["--error-on-fail"]);
    expect(strict.stdout).toContain("Failed to apply patch for package leftpad");
    expect(strict.status).toBe(1);
    const lenient = installWithStalePatch([]);
    expect(lenient.stdout).toContain("Failed to apply patch for package leftpad");
    expect(lenient.status).toBe(0);
  }, 60_000);
});

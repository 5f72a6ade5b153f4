// The `codelift` launcher runs the bundled CLI only while it is fresher than its sources
// (server/fresh.mjs); tests/integration/cli-launcher.test.ts runs both ways.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundleIsFresh } from "../../../server/fresh.mjs";

describe("bundleIsFresh", () => {
  it("is fresh when every source is older than the bundle, stale when one is newer, gone or the list is missing", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-fresh-"));
    try {
      const src = path.join(dir, "a.ts");
      const out = path.join(dir, "out.js");
      const list = path.join(dir, "inputs.json");
      fs.writeFileSync(src, "export {}");
      fs.writeFileSync(out, "");
      fs.writeFileSync(list, JSON.stringify(["a.ts"]));
      const t = Date.now() / 1000;
      fs.utimesSync(src, t - 60, t - 60);
      fs.utimesSync(out, t - 30, t - 30);
      expect(bundleIsFresh(dir, out, list)).toBe(true);
      fs.utimesSync(src, t, t);
      expect(bundleIsFresh(dir, out, list)).toBe(false);
      fs.utimesSync(src, t - 60, t - 60);
      fs.writeFileSync(list, JSON.stringify(["a.ts", "gone.ts"]));
      expect(bundleIsFresh(dir, out, list)).toBe(false);
      fs.rmSync(list);
      expect(bundleIsFresh(dir, out, list)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

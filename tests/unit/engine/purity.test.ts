// The engine rule of DESIGN.md: pure TypeScript, no I/O, no clock, nothing imported from
// outside app/engine except zod. This test reads the engine's sources to hold that line.
import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as engine from "~/engine";

const dir = path.resolve(import.meta.dirname, "../../../app/engine");
const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f));
const sources = files.map((f) => [f, readFileSync(path.join(dir, f), "utf8")] as const);

describe("engine purity", () => {
  it("has source files", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(sources)("%s imports only engine modules and zod", (_file, src) => {
    const specifiers = [...src.matchAll(/(?:import|export)[^"']*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2]);
    for (const s of specifiers) expect(s === "zod" || /^\.\/[\w.-]+$/.test(s as string), `${s}`).toBe(true);
  });

  it.each(sources)("%s reads no clock and does no I/O", (_file, src) => {
    const code = src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
    expect(code).not.toMatch(/Date\.now\(|new Date\(\s*\)|performance\.now|Math\.random|process\.|fetch\(|require\(/);
  });
});

describe("index exports the domain API", () => {
  it.each([
    "priceCheckout",
    "offerPlan",
    "assertCheckoutType",
    "canAccessContent",
    "chooseActiveOrganization",
    "landingArea",
    "contentTypeFromPath",
    "userKind",
    "nextProblem",
    "nextPattern",
    "weeklyPlan",
    "bannerKind",
    "relativeTime",
    "emailSchema",
    "replacePlaceholders",
    "formatUsd",
    "centsToUsd",
  ])("%s", (name) => {
    expect(typeof (engine as Record<string, unknown>)[name]).toMatch(/function|object/);
  });
});

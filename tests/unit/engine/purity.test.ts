// The engine rule of DESIGN.md: pure TypeScript, no I/O, no clock, nothing imported from
// outside app/engine except zod. This test parses every engine source with the TypeScript
// compiler and fails on any import, global or clock read that breaks the rule; the checker
// itself is tested on sources that break it, so that it cannot silently pass everything.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as engine from "~/engine";

const dir = path.resolve(import.meta.dirname, "../../../app/engine");
const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f));
const moduleNames = new Set(files.map((f) => f.replace(/\.tsx?$/, "")));
const sources = files.map((f) => [f, readFileSync(path.join(dir, f), "utf8")] as const);

/** Globals that reach outside the process's pure computation (I/O, timers, host, randomness). */
const FORBIDDEN_GLOBALS = new Set([
  "process",
  "globalThis",
  "global",
  "window",
  "self",
  "document",
  "navigator",
  "location",
  "localStorage",
  "sessionStorage",
  "fetch",
  "XMLHttpRequest",
  "WebSocket",
  "EventSource",
  "require",
  "module",
  "exports",
  "__dirname",
  "__filename",
  "setTimeout",
  "setInterval",
  "setImmediate",
  "clearTimeout",
  "clearInterval",
  "queueMicrotask",
  "requestAnimationFrame",
  "performance",
  "crypto",
  "Buffer",
  "console",
  "Deno",
  "Bun",
  "indexedDB",
  "caches",
]);
/** Date methods that read the host's time zone: a hidden input (the engine works in UTC). */
const LOCAL_TIME = /^(get|set)(FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds)$|^getTimezoneOffset$|^toLocale(Date|Time)?String$/;

/** Every way a source breaks the engine rule, as "line: what". */
function impurities(fileName: string, text: string, engineModules: ReadonlySet<string>): string[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const declared = declaredNames(sf);
  const report = (node: ts.Node, what: string) => out.push(`${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${what}`);
  const checkSpecifier = (node: ts.Node, spec: string) => {
    const relative = /^\.\/([\w.-]+?)(\.js|\.ts)?$/.exec(spec);
    if (spec === "zod" || (relative && engineModules.has(relative[1]!))) return;
    report(node, `imports "${spec}"`);
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      checkSpecifier(node, node.moduleSpecifier.text);
    if (ts.isImportEqualsDeclaration(node)) report(node, "import = require(…)");
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) checkSpecifier(node, arg.text);
      else report(node, "import() of a computed module");
    }
    if (ts.isMetaProperty(node)) report(node, "import.meta");
    if (ts.isIdentifier(node) && FORBIDDEN_GLOBALS.has(node.text) && !declared.has(node.text) && isReference(node)) report(node, `uses ${node.text}`);
    if (ts.isPropertyAccessExpression(node)) {
      const object = node.expression.getText(sf);
      const name = node.name.text;
      if (object === "Date" && name === "now") report(node, "reads the clock (Date.now)");
      if (object === "Math" && name === "random") report(node, "Math.random");
      if (LOCAL_TIME.test(name)) report(node, `reads the host time zone (${name})`);
    }
    if (ts.isNewExpression(node) && node.expression.getText(sf) === "Date" && (node.arguments?.length ?? 0) === 0)
      report(node, "reads the clock (new Date())");
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "Date") report(node, "reads the clock (Date())");
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Names the file declares itself (parameters, variables, functions, imports): a local `module` is not the global. */
function declaredNames(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      (ts.isParameter(node) ||
        ts.isVariableDeclaration(node) ||
        ts.isBindingElement(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isImportSpecifier(node) ||
        ts.isImportClause(node) ||
        ts.isNamespaceImport(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    )
      names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return names;
}

/** An identifier used as a value or type reference, not a property name or a declaration's own name. */
function isReference(id: ts.Identifier): boolean {
  const p = id.parent;
  if (ts.isPropertyAccessExpression(p) && p.name === id) return false;
  if (ts.isQualifiedName(p) && p.right === id) return false;
  if (
    (ts.isPropertyAssignment(p) ||
      ts.isPropertySignature(p) ||
      ts.isPropertyDeclaration(p) ||
      ts.isMethodDeclaration(p) ||
      ts.isMethodSignature(p)) &&
    p.name === id
  )
    return false;
  if ((ts.isParameter(p) || ts.isVariableDeclaration(p) || ts.isBindingElement(p) || ts.isFunctionDeclaration(p)) && p.name === id) return false;
  if ((ts.isImportSpecifier(p) || ts.isExportSpecifier(p)) && (p.name === id || p.propertyName === id)) return false;
  if (ts.isEnumMember(p) || ts.isLabeledStatement(p)) return false;
  return true;
}

describe("engine purity", () => {
  it("has source files", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files).toContain("index.ts");
  });

  it.each(sources)("%s imports only engine modules and zod, does no I/O and reads no clock", (file, src) => {
    expect(impurities(file, src, moduleNames)).toEqual([]);
  });
});

describe("the purity check itself", () => {
  const check = (src: string) => impurities("probe.ts", src, new Set(["money", "dates"]));

  it("accepts what the engine may do", () => {
    expect(
      check(`import { z } from "zod";
import { formatUsd } from "./money";
import type { DayKey } from "./dates.js";
export * from "./money";
export const parse = (v: string, now: Date) => new Date(v).getTime() + now.getUTCHours() + Math.max(1, 2);
const o = { process: 1, fetch: 2 }; o.process; type T = { console: string };
export function f(setTimeout: number) { return setTimeout; }`),
    ).toEqual([]);
  });

  it.each([
    [`import fs from "node:fs";`, `imports "node:fs"`],
    [`import "node:net";`, `imports "node:net"`],
    [`import { getDb } from "../../db/client";`, `imports "../../db/client"`],
    [`import { x } from "~/models/user.server";`, `imports "~/models/user.server"`],
    [`import type { Db } from "./client";`, `imports "./client"`],
    [`export { a } from "drizzle-orm";`, `imports "drizzle-orm"`],
    [`const m = await import("node:fs");`, `imports "node:fs"`],
    [`const m = await import(name);`, "import() of a computed module"],
    [`const fs = require("fs");`, "uses require"],
    [`export const t = Date.now();`, "reads the clock (Date.now)"],
    [`export const t = new Date();`, "reads the clock (new Date())"],
    [`export const t = new Date;`, "reads the clock (new Date())"],
    [`export const t = Date();`, "reads the clock (Date())"],
    [`export const r = Math.random();`, "Math.random"],
    [`export const e = process.env.X;`, "uses process"],
    [`export const g = globalThis.fetch;`, "uses globalThis"],
    [`export const p = fetch("https://example.com");`, "uses fetch"],
    [`setTimeout(() => 1, 10);`, "uses setTimeout"],
    [`export const n = performance.now();`, "uses performance"],
    [`console.log("x");`, "uses console"],
    [`export const u = crypto.randomUUID();`, "uses crypto"],
    [`export const d = (x: Date) => x.getHours();`, "reads the host time zone (getHours)"],
    [`export const u = import.meta.url;`, "import.meta"],
  ])("flags %s", (src, what) => {
    expect(check(src).join("\n")).toContain(what);
  });
});

describe("index exports the domain API", () => {
  it.each([
    "priceCheckout",
    "offerPlan",
    "assertCheckoutType",
    "canAccessContent",
    "chooseActiveOrganization",
    "contentTypeFromPath",
    "userKind",
    "nextProblem",
    "nextPattern",
    "weeklyPlan",
    "bannerKind",
    "relativeTime",
    "replacePlaceholders",
    "formatUsd",
    "centsToUsd",
  ])("%s is a function of ~/engine", (name) => {
    expect(Object.keys(engine)).toContain(name);
    expect((engine as Record<string, unknown>)[name]).toBeInstanceOf(Function);
  });

  it("emailSchema is the zod schema that accepts an address and refuses anything else", () => {
    expect(engine.emailSchema.safeParse("ada@example.com").success).toBe(true);
    expect(engine.emailSchema.safeParse("not an address").success).toBe(false);
  });

  it("re-exports only engine modules that exist", () => {
    const index = readFileSync(path.join(dir, "index.ts"), "utf8");
    const reexported = [...index.matchAll(/export \* from "\.\/([\w.-]+)"/g)].map((m) => m[1]);
    expect(reexported.length).toBeGreaterThan(10);
    for (const m of reexported) expect(moduleNames.has(m!), m).toBe(true);
  });
});

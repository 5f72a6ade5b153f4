// No import cycle among the services: a module's imports (type-only ones too, since a newcomer
// reads them as a dependency all the same) never lead back to it. Billing once had seven files
// that imported each other because helpers lived in the wrong module. Imports are read with the
// TypeScript compiler (static imports, re-exports and `import()`), resolved through the `~/`
// alias, relative paths and index files; the checker is tested on a small graph with a cycle so
// that it cannot silently pass everything.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const app = path.join(root, "app");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Every module specifier a source names (imports, re-exports, dynamic imports). */
export function specifiersOf(fileName: string, text: string): string[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, false, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      out.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      out.push(node.arguments[0].text);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
      out.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The file a specifier names inside the repository, or null (packages, Node built-ins). */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(app, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    base.replace(/\.js$/, ".ts"),
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The strongly connected components with more than one module (or a module importing itself). */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const connect = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) connect(v);
  return out;
}

/** The import graph of the modules under `dir`, edges kept only between those modules. */
function importGraph(dir: string): Map<string, string[]> {
  const files = sources(dir);
  const inside = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiersOf(file, readFileSync(file, "utf8"))
      .map((spec) => resolve(file, spec))
      .filter((t): t is string => t !== null && inside.has(t));
    graph.set(
      path.relative(root, file),
      [...new Set(targets)].map((t) => path.relative(root, t)),
    );
  }
  return graph;
}

describe("the checker", () => {
  it("reads static, type-only, re-exported and dynamic imports", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "~/b";',
      'export { c } from "../c";',
      'export * from "./d";',
      'const e = await import("./e");',
      'type F = import("./f").F;',
      'import "./g";',
    ].join("\n");
    expect(specifiersOf("x.ts", text)).toEqual(["./a", "~/b", "../c", "./d", "./e", "./f", "./g"]);
  });

  it("finds a cycle of three and a self-import, and none in a tree", () => {
    const withCycle = new Map([
      ["a", ["b"]],
      ["b", ["c", "d"]],
      ["c", ["a"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(cycles(withCycle)).toEqual([["a", "b", "c"], ["e"]]);
    const tree = new Map([
      ["a", ["b", "c"]],
      ["b", ["c"]],
      ["c", []],
    ]);
    expect(cycles(tree)).toEqual([]);
  });
});

describe("app/services", () => {
  const graph = importGraph(path.join(app, "services"));

  it("is read (billing imports pricing, the organizations' purchases are in the graph)", () => {
    expect(graph.get("app/services/billing/checkout.server.ts")).toContain("app/services/billing/pricing.server.ts");
    expect(graph.has("app/services/organizations/purchases.server.ts")).toBe(true);
  });

  it("has no import cycle", () => {
    expect(cycles(graph)).toEqual([]);
  });
});

// Exports of app/, cli/, db/, server/ and seeds/ that nothing outside the tests imports:
// `node --import tsx scripts/unused-exports.ts` prints them (exit 1 when there are any), with
// "(used in its file)" when the module itself still uses the name (drop the `export`) and
// nothing when it is dead code. Callers are the product's own code and bench/; the names Remix,
// the CLI launcher and the build take by convention (a route's loader, action, default, meta…)
// count as used. Name-based, through re-exports and `export *`: a namespace import or an
// `import()` counts as using every export of its module.
import fs from "node:fs";
import path from "node:path";
import { buildGraph, listSources, ROOT, type Graph } from "./importGraph";

/** Names a framework takes from a module by convention, by file. */
const FRAMEWORK_EXPORTS: readonly [RegExp, readonly string[]][] = [
  [
    /^app\/routes\//,
    [
      "default",
      "loader",
      "action",
      "meta",
      "links",
      "headers",
      "handle",
      "ErrorBoundary",
      "shouldRevalidate",
      "clientLoader",
      "clientAction",
      "HydrateFallback",
      "Layout",
    ],
  ],
  [/^app\/root\.tsx$/, ["default", "loader", "action", "meta", "links", "headers", "handle", "ErrorBoundary", "shouldRevalidate", "Layout"]],
  [/^app\/entry\.(client|server)\.tsx$/, ["default", "handleError", "handleDataRequest", "streamTimeout"]],
];

/** Files run directly (not imported): all their exports count as used. */
const ENTRY_POINTS = [/^server\.ts$/, /^server\/[^/]+\.mjs$/, /^cli\/bin\.js$/];

export function unusedExports(graph: Graph): { file: string; name: string; usedInFile: boolean }[] {
  const used = new Map<string, Set<string>>();
  const mark = (file: string, name: string | null, seen = new Set<string>()): void => {
    const key = `${file}:${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    const src = graph.get(file);
    if (!src) return;
    const names = name === null ? src.exports : [name];
    const set = used.get(file) ?? new Set();
    used.set(file, set);
    for (const n of names) set.add(n);
    // Follow re-exports to the module that defines the name.
    for (const imp of src.imports) {
      if (!imp.reexport || !imp.target) continue;
      if (imp.star) {
        if (name === null) mark(imp.target, null, seen);
        else if (!src.exports.includes(name) && exportsName(graph, imp.target, name)) mark(imp.target, name, seen);
      } else if (imp.names === null) {
        if (name === null) mark(imp.target, null, seen);
      } else if (name === null) for (const n of imp.names) mark(imp.target, n, seen);
      else {
        // `export { a as b } from`: the taken name is `a`, the exported one `b`; names line up by position.
        const i = exportedNamesOf(src.file, imp).indexOf(name);
        if (i >= 0) mark(imp.target, imp.names[i]!, seen);
      }
    }
  };
  const consumers = [...graph.keys(), ...listSources(["bench"], [])];
  const extra = buildGraph(listSources(["bench"], []));
  for (const file of consumers) {
    const src = graph.get(file) ?? extra.get(file)!;
    for (const imp of src.imports) {
      if (!imp.target || imp.reexport) continue;
      if (imp.names === null) mark(imp.target, null);
      else for (const n of imp.names) mark(imp.target, n);
    }
  }
  for (const file of graph.keys()) {
    if (ENTRY_POINTS.some((re) => re.test(file))) mark(file, null);
    for (const [re, names] of FRAMEWORK_EXPORTS) if (re.test(file)) for (const n of names) mark(file, n);
  }
  const out: { file: string; name: string; usedInFile: boolean }[] = [];
  for (const [file, src] of graph) {
    const taken = used.get(file) ?? new Set();
    const ownText = src.exports.some((n) => !taken.has(n)) ? fs.readFileSync(path.join(ROOT, file), "utf8") : "";
    for (const name of new Set(src.exports)) {
      if (taken.has(name) || name === "default") continue;
      const mentions = ownText.match(new RegExp(`\\b${name}\\b`, "g"))?.length ?? 0;
      out.push({ file, name, usedInFile: mentions > 1 });
    }
  }
  return out;
}

/** The exported names of an `export { … } from` clause, in order (its `as` names). */
function exportedNamesOf(file: string, imp: { spec: string; names: string[] | null }): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const re = /export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
  for (const m of text.matchAll(re)) {
    if (m[2] !== imp.spec) continue;
    const names = m[1]!
      .split(",")
      .map((s) => s.trim().replace(/^type\s+/, ""))
      .filter(Boolean)
      .map((s) => s.split(/\s+as\s+/).pop()!);
    if (names.length === imp.names?.length) return names;
  }
  return imp.names ?? [];
}

function exportsName(graph: Graph, file: string, name: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const src = graph.get(file);
  if (!src) return false;
  if (src.exports.includes(name)) return true;
  return src.imports.some((i) => i.star && i.target && exportsName(graph, i.target, name, seen));
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const found = unusedExports(buildGraph());
  for (const u of found) console.log(`${u.file}: ${u.name}${u.usedInFile ? " (used in its file)" : ""}`);
  console.log(
    `${found.length} exports without a caller outside the tests (${found.filter((u) => !u.usedInFile).length} unused in their own file too)`,
  );
  process.exitCode = found.length ? 1 : 0;
}

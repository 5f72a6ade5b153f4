// The shape the README's Layout section promises, checked on the import graph of app/, cli/, db/,
// server/ and seeds/ (scripts/importGraph.ts): no import cycle, and each layer imports only
// what it may. The engine's own purity (no I/O, no clock, only zod) is tests/unit/engine/purity.test.ts.
// The rules are also run on small made-up graphs, so that a checker that passes everything fails here.
import { describe, expect, it } from "vitest";
import { buildGraph, cycles, edgesOf, parseSource, type Graph } from "../../scripts/importGraph";

/** The layer a file belongs to, by folder. */
function layerOf(file: string): string {
  const app = /^app\/(engine|models|services|routes|components|utils|forms|styles)\//.exec(file);
  if (app) return app[1]!;
  if (file.startsWith("app/")) return "app";
  const top = /^(cli|db|server|seeds)\//.exec(file);
  return top ? top[1]! : file;
}

type Rule = {
  name: string;
  from: string;
  /** The layers `from` may not import. */
  forbidden?: readonly string[];
  /** Or: the only layers `from` may import (its own always included). */
  only?: readonly string[];
  /** `import type` is erased at build and makes no runtime dependency: allowed when true. */
  allowTypeOnly?: boolean;
};

const LAYER_RULES: readonly Rule[] = [
  { name: "the engine imports nothing outside the engine", from: "engine", only: [] },
  { name: "models import only db/ and the engine (and other models)", from: "models", only: ["db", "engine"] },
  { name: "services never import routes or components", from: "services", forbidden: ["routes", "components"] },
  // A page component's props are the data its service returns; `import type` of that shape is erased at build.
  { name: "components never import services or models", from: "components", forbidden: ["services", "models"], allowTypeOnly: true },
  { name: "db/ imports only db/ (never seeds/ or app/)", from: "db", only: [] },
  { name: "nothing imports a route module (Remix loads them)", from: "*", forbidden: ["routes"] },
];

/** Every import that breaks a rule, as "from -> to". */
function violations(graph: Graph, rule: Rule): string[] {
  const out: string[] = [];
  for (const [file, src] of graph) {
    const from = layerOf(file);
    if (rule.from !== "*" && from !== rule.from) continue;
    for (const imp of src.imports) {
      if (!imp.target || (rule.allowTypeOnly && imp.typeOnly)) continue;
      const to = layerOf(imp.target);
      if (to === from) continue;
      const broken = rule.only ? !rule.only.includes(to) : rule.forbidden!.includes(to);
      if (broken) out.push(`${file} -> ${imp.target}${imp.typeOnly ? " (type)" : ""}`);
    }
  }
  return out.sort();
}

const graph = buildGraph();

describe("the import graph", () => {
  it("covers the product's code", () => {
    const folders = new Set([...graph.keys()].map(layerOf));
    for (const l of ["engine", "models", "services", "routes", "components", "db", "seeds", "cli", "server"]) expect(folders).toContain(l);
    expect(graph.size).toBeGreaterThan(400);
  });

  it("has no import cycle in app/, cli/, db/, server/ or seeds/ (type imports included)", () => {
    expect(cycles(edgesOf(graph))).toEqual([]);
  });

  it.each(LAYER_RULES.map((r) => [r.name, r] as const))("%s", (_name, rule) => {
    expect(violations(graph, rule)).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const made = (files: Record<string, string>): Graph => new Map(Object.entries(files).map(([f, text]) => [f, parseSource(f, text)]));

  it("finds a cycle through a dynamic import and through a type import, and none in a chain", () => {
    // parseSource resolves against the real tree, so the made-up files import real ones.
    const g = made({
      "db/migrate.ts": `import { x } from "./client"; export const a = 1;`,
      "db/client.ts": `const s = await import("./migrate"); import type { B } from "./schema";`,
      "db/schema.ts": `import { a } from "./migrate";`,
    });
    expect(cycles(edgesOf(g))).toEqual([["db/client.ts", "db/migrate.ts", "db/schema.ts"]]);
    const chain = made({
      "db/migrate.ts": `import { x } from "./client";`,
      "db/client.ts": `import type { B } from "./schema";`,
      "db/schema.ts": ``,
    });
    expect(cycles(edgesOf(chain))).toEqual([]);
  });

  it("reads every kind of import", () => {
    const src = parseSource(
      "app/models/probe.server.ts",
      `import a, { b, type C } from "~/engine/money";
import type { D } from "../../db/client";
import { type E } from "~/engine/dates";
import * as ns from "~/engine";
export { f } from "~/engine/money";
export * from "~/engine/dates";
import "./user.server";
type T = typeof import("~/engine/staff").isInternalStaff;
const lazy = () => import("zod");
export const g = 1, h = 2;
export function i() {}
export default function () {}`,
    );
    expect(src.imports.map((i) => [i.target, i.typeOnly, i.names])).toEqual([
      ["app/engine/money.ts", false, ["default", "b", "C"]],
      ["db/client.ts", true, ["D"]],
      ["app/engine/dates.ts", true, ["E"]],
      ["app/engine/index.ts", false, null],
      ["app/engine/money.ts", false, ["f"]],
      ["app/engine/dates.ts", false, null],
      ["app/models/user.server.ts", false, null],
      ["app/engine/staff.ts", true, ["isInternalStaff"]],
      [null, false, null],
    ]);
    expect(src.exports).toEqual(["f", "g", "h", "i", "default"]);
    expect(() => parseSource("app/models/probe.server.ts", `import { x } from "./missing";`)).toThrow(/cannot resolve/);
  });

  it.each([
    ["app/engine/money.ts", `import { getDb } from "../../db/client";`, "the engine imports nothing outside the engine"],
    ["app/engine/money.ts", `import type { User } from "~/models/user.server";`, "the engine imports nothing outside the engine"],
    ["app/models/user.server.ts", `import { x } from "~/components/AppLink";`, "models import only db/ and the engine (and other models)"],
    ["app/models/user.server.ts", `import { x } from "~/utils/env.server";`, "models import only db/ and the engine (and other models)"],
    ["app/services/notes.server.ts", `import type { P } from "~/components/Modal";`, "services never import routes or components"],
    ["app/services/notes.server.ts", `import { loader } from "~/routes/_index";`, "services never import routes or components"],
    ["app/components/Modal.tsx", `import { listNotes } from "~/services/notes.server";`, "components never import services or models"],
    ["app/components/Modal.tsx", `import { getUserById } from "~/models/user.server";`, "components never import services or models"],
    ["db/client.ts", `const s = await import("../seeds/index");`, "db/ imports only db/ (never seeds/ or app/)"],
    ["cli/main.tsx", `import { loader } from "~/routes/_index";`, "nothing imports a route module (Remix loads them)"],
  ])("%s: %s breaks %s", (file, text, ruleName) => {
    const rule = LAYER_RULES.find((r) => r.name === ruleName)!;
    expect(violations(made({ [file]: text }), rule)).toHaveLength(1);
  });

  it.each([
    [
      "app/models/user.server.ts",
      `import { getDb } from "../../db/client"; import { formatUsd } from "~/engine"; import { x } from "./organization.server"; import { z } from "zod";`,
    ],
    ["app/components/Modal.tsx", `import type { LessonNote } from "~/services/notes.server"; import { formatUsd } from "~/engine";`],
    ["app/services/notes.server.ts", `import { getDb } from "../../db/client"; import { x } from "~/models/user.server";`],
  ])("%s may: %s", (file, text) => {
    for (const rule of LAYER_RULES) expect(violations(made({ [file]: text }), rule)).toEqual([]);
  });
});

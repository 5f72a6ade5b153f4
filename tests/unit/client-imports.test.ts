// What the browser bundle can reach: from every page route (a route with a default export),
// root.tsx and every component, following imports through app/ but not into *.server modules
// (the browser build empties those), no module may import zod. esbuild keeps a module that any
// page uses at top level for every page that imports it, so a schema imported only by an
// action still ships zod unless it comes through a .server module (docs/decisions 0013).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const app = path.resolve(import.meta.dirname, "../../app");
const SERVER_ONLY = ["zod", "better-sqlite3", "drizzle-orm", "stripe", "nodemailer", "isolated-vm", "pyodide", "marked"];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(app, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

type ImportRecord = { spec: string; names: string[] | null };

/** The value imports (and re-exports) of a module; names null when the whole module is taken. */
function importsOf(file: string): ImportRecord[] {
  const code = fs.readFileSync(file, "utf8");
  const out: ImportRecord[] = [];
  // type-only imports vanish at compile time
  for (const m of code.matchAll(/^(import|export)\s+(?!type\s)([^;]*?)\s*from\s+"([^"]+)";/gms)) {
    const braces = m[2].match(/^\{([\s\S]*)\}$/);
    const names = braces
      ? braces[1]
          .split(",")
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith("type "))
          .map((n) => n.split(/\s+as\s+/)[0])
      : null;
    if (names && names.length === 0) continue;
    out.push({ spec: m[3], names });
  }
  for (const m of code.matchAll(/^import\s+"([^"]+)";/gm)) out.push({ spec: m[1], names: null });
  return out;
}

/** For a barrel (export * from …), the modules that define the given names; else the module itself. */
function definingModules(target: string, names: string[] | null): string[] {
  const code = fs.readFileSync(target, "utf8");
  const stars = [...code.matchAll(/^export \* from "([^"]+)";/gm)].map((m) => resolveImport(target, m[1])!).filter(Boolean);
  if (!stars.length || names === null) return [target];
  return stars.filter((sub) => {
    const text = fs.readFileSync(sub, "utf8");
    return names.some((n) => new RegExp(`^export (?:const|function|class|let|enum) ${n}\\b|^export \\{[^}]*\\b${n}\\b[^}]*\\}`, "m").test(text));
  });
}

/** The chain of imports from `entry` to a server-only package, or null. */
function serverOnlyChain(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const { spec, names } of importsOf(file)) {
      if (SERVER_ONLY.some((p) => spec === p || spec.startsWith(`${p}/`))) return [...chain, spec];
      const target = resolveImport(file, spec);
      if (!target || /\.server(\.[jt]sx?)?$/.test(target) || /\.css$/.test(target)) continue;
      for (const mod of definingModules(target, names)) {
        const found = walk(mod, [...chain, path.relative(app, mod)]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(entry, [path.relative(app, entry)]);
}

const routeFiles = fs.readdirSync(path.join(app, "routes")).map((f) => path.join(app, "routes", f));
const pages = routeFiles.filter((f) => /^export default /m.test(fs.readFileSync(f, "utf8")));
const components = fs
  .readdirSync(path.join(app, "components"), { recursive: true, encoding: "utf8" })
  .filter((f) => /\.tsx?$/.test(f) && !/\.server\./.test(f))
  .map((f) => path.join(app, "components", f));

describe("browser bundle reach", () => {
  it("finds the page routes and components it checks", () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(components.length).toBeGreaterThan(20);
  });

  it.each([path.join(app, "root.tsx"), ...pages, ...components].map((f) => [path.relative(app, f), f]))(
    "%s reaches no server-only package",
    (_name, file) => {
      expect(serverOnlyChain(file)).toBeNull();
    },
  );

  it("catches a schema imported straight from the engine", () => {
    const probe = path.join(app, "routes", "__probe.tsx");
    fs.writeFileSync(
      probe,
      'import { loginSchema } from "~/engine/accounts";\nexport default function P() { return null; }\nexport const x = loginSchema;\n',
    );
    try {
      expect(serverOnlyChain(probe)).toEqual(["routes/__probe.tsx", "engine/accounts.ts", "zod"]);
      fs.writeFileSync(
        probe,
        'import { formatUsd, AFFILIATE_CLICK_MAX_AGE_S } from "~/engine";\nexport default function P() { return formatUsd(1) + AFFILIATE_CLICK_MAX_AGE_S; }\n',
      );
      expect(serverOnlyChain(probe)).toEqual(["routes/__probe.tsx", "engine/affiliates.ts", "zod"]);
      fs.writeFileSync(
        probe,
        'import { formatUsd } from "~/engine";\nimport { loginSchema } from "~/forms/accounts.server";\nexport default function P() { return formatUsd(1); }\nexport const action = () => loginSchema;\n',
      );
      expect(serverOnlyChain(probe)).toBeNull();
    } finally {
      fs.rmSync(probe);
    }
  });
});

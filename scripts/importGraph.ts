// The project's import graph, read from the sources with the TypeScript parser (no type checking,
// so it takes a second): every static import and re-export, every `import()` with a literal
// module name, each resolved to a file the way the build resolves it (`~/` is app/, relative
// paths with or without an extension, a folder's index). Packages (`zod`, `node:fs`) are kept by
// name and resolved to nothing. tests/unit/architecture.test.ts checks cycles and layers on it;
// scripts/unused-exports.ts reads the names each import takes.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = path.resolve(import.meta.dirname, "..");

/** The folders whose code ships or runs the product, and the server entry. */
export const SOURCE_ROOTS = ["app", "cli", "db", "server", "seeds"] as const;
const ENTRY_FILES = ["server.ts"];

export type Import = {
  /** The module name as written. */
  spec: string;
  /** The file it resolves to (relative to the root, with "/"), or null for a package. */
  target: string | null;
  /** `import type …`, `export type … from`, or every named binding marked `type`: erased at build. */
  typeOnly: boolean;
  /** The names taken: null for the whole module (namespace import, `export *`, `import()`, a side-effect import). */
  names: string[] | null;
  /** `export … from`: what it takes, it also exports. */
  reexport: boolean;
  /** `export * from`. */
  star: boolean;
};

export type SourceFile = { file: string; imports: Import[]; exports: string[] };

const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

export function listSources(roots: readonly string[] = SOURCE_ROOTS, entries: readonly string[] = ENTRY_FILES): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (/\.(ts|tsx|mjs|js)$/.test(e.name) && !e.name.endsWith(".d.ts")) out.push(rel);
    }
  };
  for (const r of roots) walk(r);
  return [...out, ...entries.filter((f) => fs.existsSync(path.join(ROOT, f)))].sort();
}

/** The file a module name resolves to from `from` (both relative to the root), null for a package, undefined when it is missing. */
export function resolveSpec(from: string, spec: string): string | null | undefined {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(ROOT, "app", spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(ROOT, path.dirname(from), spec);
  else return null;
  for (const b of [base, base.replace(/\.js$/, "")])
    for (const ext of EXTENSIONS) {
      const candidate = b + ext;
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(ROOT, candidate).split(path.sep).join("/");
    }
  return undefined;
}

/** Imports and exported names of one source text. Unresolved relative imports throw: the graph must be whole. */
export function parseSource(file: string, text: string): SourceFile {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, kind);
  const imports: Import[] = [];
  const exports: string[] = [];
  const add = (spec: string, rest: Omit<Import, "spec" | "target">) => {
    const target = resolveSpec(file, spec);
    if (target === undefined) throw new Error(`${file}: cannot resolve "${spec}"`);
    imports.push({ spec, target, ...rest });
  };
  const isExported = (n: ts.Node) => ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (!clause) add(node.moduleSpecifier.text, { typeOnly: false, names: null, reexport: false, star: false });
      else {
        const bindings = clause.namedBindings;
        const named = bindings && ts.isNamedImports(bindings) ? bindings.elements : undefined;
        const names =
          bindings && ts.isNamespaceImport(bindings)
            ? null
            : [...(clause.name ? ["default"] : []), ...(named ?? []).map((e) => (e.propertyName ?? e.name).text)];
        const typeOnly = clause.isTypeOnly || (!clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly));
        add(node.moduleSpecifier.text, { typeOnly, names, reexport: false, star: false });
      }
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        if (!clause) add(node.moduleSpecifier.text, { typeOnly: node.isTypeOnly, names: null, reexport: true, star: true });
        else if (ts.isNamespaceExport(clause)) {
          exports.push(clause.name.text);
          add(node.moduleSpecifier.text, { typeOnly: node.isTypeOnly, names: null, reexport: true, star: false });
        } else {
          for (const e of clause.elements) exports.push(e.name.text);
          const typeOnly = node.isTypeOnly || (clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly));
          add(node.moduleSpecifier.text, {
            typeOnly,
            names: clause.elements.map((e) => (e.propertyName ?? e.name).text),
            reexport: true,
            star: false,
          });
        }
      } else if (clause && ts.isNamedExports(clause)) for (const e of clause.elements) exports.push(e.name.text);
    } else if (ts.isExportAssignment(node)) exports.push("default");
    else if (isExported(node)) {
      const isDefault = (ts.getModifiers(node as ts.HasModifiers) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault) exports.push("default");
      else if (ts.isVariableStatement(node))
        for (const d of node.declarationList.declarations) {
          if (ts.isIdentifier(d.name)) exports.push(d.name.text);
          else for (const el of bindingNames(d.name)) exports.push(el);
        }
      else if (
        (ts.isFunctionDeclaration(node) ||
          ts.isClassDeclaration(node) ||
          ts.isInterfaceDeclaration(node) ||
          ts.isTypeAliasDeclaration(node) ||
          ts.isEnumDeclaration(node)) &&
        node.name
      )
        exports.push(node.name.text);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) add(arg.text, { typeOnly: false, names: null, reexport: false, star: false });
    }
    // `typeof import("./x")` in a type position
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
      add(node.argument.literal.text, {
        typeOnly: true,
        names: node.qualifier && ts.isIdentifier(node.qualifier) ? [node.qualifier.text] : null,
        reexport: false,
        star: false,
      });
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { file, imports, exports };
}

function bindingNames(pattern: ts.BindingPattern): string[] {
  return pattern.elements.flatMap((el) => {
    if (ts.isOmittedExpression(el)) return [];
    return ts.isIdentifier(el.name) ? [el.name.text] : bindingNames(el.name);
  });
}

export type Graph = Map<string, SourceFile>;

export function buildGraph(files: readonly string[] = listSources()): Graph {
  return new Map(files.map((f) => [f, parseSource(f, fs.readFileSync(path.join(ROOT, f), "utf8"))]));
}

/**
 * Every import cycle: the strongly connected components of more than one file (or a file that
 * imports itself), each sorted, following only the edges `follow` keeps.
 */
export function cycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const strong = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) strong(v);
  return found;
}

/** The file → files it imports (in the graph), every kind of import included. */
export function edgesOf(graph: Graph, keep: (from: string, imp: Import) => boolean = () => true): Map<string, string[]> {
  return new Map([...graph].map(([file, src]) => [file, [...new Set(src.imports.filter((i) => i.target && keep(file, i)).map((i) => i.target!))]]));
}

// Comments explain a rule by citing the repository's own pages (docs/product/…, docs/decisions/…)
// or by stating it outright; they never point at specification files a clone does not contain
// (platform.md, coach.md, RULES.md, spec/…, "§4") or at issue numbers ("issue 12", "#14").
// Only comments are read: strings, templates and regular expressions may say anything (a lesson
// about "issue #118", an HTML entity "&#39;"), and so may CSS colours ("#333").
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const DIRS = ["app", "cli", "db", "server", "seeds", "scripts", "bench", "tests"];
const SCRIPT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const HASH_COMMENTS = /\.(py|sh)$/;

const CITATIONS: { name: string; pattern: RegExp }[] = [
  { name: "a specification file", pattern: /(?<![\w/.-])(platform|coach|RULES)\.md\b/ },
  { name: "the spec folder", pattern: /(^|[^\w/.-])spec\/\w/ },
  { name: "a section sign", pattern: /§/ },
  { name: "an issue number", pattern: /\b(issues?|PR|pull request)\s*#?\d+/i },
  // #1 to #99: issue numbers. Not CSS colours (#333, #fff0), not HTML entities (&#39;).
  { name: "an issue number", pattern: /(?<![&\w#])#\d{1,2}(?![\w-])/ },
];

/** The comments of a script, found by TypeScript's own scanner (so strings and regexes are skipped). */
function scriptComments(file: string, text: string): { line: number; text: string }[] {
  const kind = file.endsWith("x")
    ? ts.ScriptKind.TSX
    : file.endsWith(".ts") || file.endsWith(".mts") || file.endsWith(".cts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const out: { line: number; text: string }[] = [];
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) {
      if (seen.has(r.pos)) continue;
      seen.add(r.pos);
      out.push({ line: source.getLineAndCharacterOfPosition(r.pos).line + 1, text: text.slice(r.pos, r.end) });
    }
  };
  // Every comment is trivia that starts where a node starts or ends (leading ranges skip blank
  // lines, so a comment before a closing brace is found at the end of the node before it).
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getLeadingCommentRanges(text, node.end));
    collect(ts.getTrailingCommentRanges(text, node.end));
    // JSX text may hold {/* … */} children whose comments belong to no token of their own.
    if (node.kind === ts.SyntaxKind.JsxExpression) {
      const inner = text.slice(node.getStart(source) + 1, node.end - 1);
      const m = /^\s*(\/\*[\s\S]*?\*\/|\/\/[^\n]*)\s*$/.exec(inner);
      if (m)
        collect([
          {
            pos: node.getStart(source) + 1 + inner.indexOf(m[1]!),
            end: node.getStart(source) + 1 + inner.indexOf(m[1]!) + m[1]!.length,
            kind: ts.SyntaxKind.MultiLineCommentTrivia,
          },
        ]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function cssComments(text: string): { line: number; text: string }[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ line: text.slice(0, m.index).split("\n").length, text: m[0] }));
}

function hashComments(text: string): { line: number; text: string }[] {
  return text.split("\n").flatMap((l, i) => {
    const m = /^\s*(#.*)$/.exec(l) ?? /\s{2}(#\s.*)$/.exec(l);
    return m && !l.startsWith("#!") ? [{ line: i + 1, text: m[1]! }] : [];
  });
}

export function commentsOf(file: string, text: string): { line: number; text: string }[] {
  if (SCRIPT.test(file)) return scriptComments(file, text);
  if (file.endsWith(".css")) return cssComments(text);
  if (HASH_COMMENTS.test(file)) return hashComments(text);
  return [];
}

export function citationsIn(file: string, text: string): string[] {
  const found: string[] = [];
  // Most files cite nothing anywhere: only those that might are parsed.
  if (!CITATIONS.some(({ pattern }) => pattern.test(text))) return found;
  for (const c of commentsOf(file, text)) {
    c.text.split("\n").forEach((lineText, i) => {
      for (const { name, pattern } of CITATIONS) {
        if (pattern.test(lineText)) {
          found.push(`${file}:${c.line + i}: ${name}: ${lineText.trim().slice(0, 160)}`);
          break;
        }
      }
    });
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { recursive: true, withFileTypes: true }).flatMap((e) => {
    if (!e.isFile()) return [];
    const full = path.join(e.parentPath, e.name);
    const rel = path.relative(root, full);
    if (rel.split(path.sep).includes("node_modules")) return [];
    return SCRIPT.test(e.name) || e.name.endsWith(".css") || HASH_COMMENTS.test(e.name) ? [rel] : [];
  });
}

describe("comments cite the repository, never outside it", () => {
  it("finds citations in comments only", () => {
    const sample = [
      "// the pass bar (coach.md §9)",
      "/** steps 1–5 of RULES.md */",
      "// see issue 12 and #14",
      'const entity = "&#39; and issue #118 in a lesson";',
      "const re = /§ (platform.md)/;",
      "const color = `#333 ${'spec/x'}`; // docs/product/interview-prep.md#pass-bar",
      "/* ---- colours: #333 and #fff, step 2 of the order ---- */",
      "const el = <p>{/* platform §4 */}text</p>;",
    ].join("\n");
    const found = citationsIn("sample.tsx", sample);
    expect(found.map((f) => f.split(":")[1])).toEqual(["1", "2", "3", "8"]);
    expect(citationsIn("sample.css", "a { color: #333; } /* #fff0 and #e5e5e5 */ /* issue 13 */")).toHaveLength(1);
    expect(citationsIn("sample.py", 'x = "# issue 7"\n# RULES.md says so\ny = 1  # fine\n')).toEqual([
      "sample.py:2: a specification file: # RULES.md says so",
    ]);
  });

  it("no source file cites a specification file or an issue number in a comment", () => {
    const files = DIRS.flatMap(sourceFiles).filter((f) => f !== path.join("tests", "unit", "no-outside-citations.test.ts"));
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((f) => citationsIn(f, fs.readFileSync(path.join(root, f), "utf8")));
    expect(found, `cite docs/product/… or docs/decisions/… instead, or state the rule:\n${found.join("\n")}`).toEqual([]);
  }, 60_000);

  it("every docs/product or docs/decisions page a comment cites exists, with the heading it names", () => {
    const slugs = new Map<string, Set<string>>();
    const headingsOf = (page: string) => {
      if (!slugs.has(page)) {
        const text = fs.readFileSync(path.join(root, page), "utf8");
        const found = [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) =>
          m[1]!
            .trim()
            .toLowerCase()
            .replace(/[^\w\- ]/g, "")
            .replace(/ /g, "-"),
        );
        slugs.set(page, new Set(found));
      }
      return slugs.get(page)!;
    };
    const broken: string[] = [];
    for (const file of DIRS.flatMap(sourceFiles)) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      if (!text.includes("docs/")) continue;
      for (const c of commentsOf(file, text)) {
        for (const m of c.text.matchAll(/docs\/(?:product|decisions)\/[\w.-]+\.md(?:#([\w-]+))?/g)) {
          const page = m[0].split("#")[0]!;
          if (!fs.existsSync(path.join(root, page))) broken.push(`${file}:${c.line}: ${m[0]} (no such page)`);
          else if (m[1] && !headingsOf(page).has(m[1])) broken.push(`${file}:${c.line}: ${m[0]} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  }, 60_000);
});

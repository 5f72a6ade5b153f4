// docs/product/ states the product's rules with the exact texts a learner reads and names the
// modules that implement them. These checks keep the pages true to the code: every quoted text
// is one the code writes ({…} stands for a value filled in, and a number may be a constant the
// code interpolates), and every module path a page names exists.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const docs = path.join(root, "docs/product");
const pages = fs.readdirSync(docs).filter((f) => f.endsWith(".md"));

function filesUnder(dir: string, ext: RegExp): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A quoted text of a page as a pattern over the source: {…} is any value, a number may be `${…}`. */
export function textPattern(text: string): RegExp {
  const parts = text.split(/(\{[^}]*\}|\d[\d,]*)/).filter(Boolean);
  const source = parts.map((p) => (p.startsWith("{") ? "[\\s\\S]{0,120}?" : /^\d/.test(p) ? `(?:${escape(p)}|\\$\\{[^}]*\\})` : escape(p))).join("");
  return new RegExp(source);
}

/** The quoted texts of a page: "…" of two words or more that start like a sentence or a value. */
export function quotedTexts(markdown: string): string[] {
  return [...markdown.matchAll(/"([^"\n]{8,})"/g)].map((m) => m[1]!).filter((q) => /^[A-Z…{]/.test(q) && q.split(/\s+/).length >= 2);
}

describe("docs/product", () => {
  it("has the area pages, the glossary and an index that links them all", () => {
    for (const page of ["accounts", "catalog", "interview-prep", "billing", "organizations", "learner-data", "shell", "glossary"]) {
      expect(pages).toContain(`${page}.md`);
    }
    const index = fs.readFileSync(path.join(docs, "README.md"), "utf8");
    for (const page of pages.filter((p) => p !== "README.md")) expect(index).toContain(`](${page})`);
  });

  it("names no page like a specification file, so that citing a page never reads as citing one", () => {
    for (const name of ["platform.md", "coach.md", "RULES.md"]) expect(pages).not.toContain(name);
  });

  it("quotes only texts the code writes", () => {
    const code = [...filesUnder("app", /\.(ts|tsx|mjs)$/), ...filesUnder("server", /\.ts$/), ...filesUnder("cli", /\.(ts|tsx)$/)]
      .map((f) => fs.readFileSync(f, "utf8"))
      .join("\n");
    const texts = pages.flatMap((page) => quotedTexts(fs.readFileSync(path.join(docs, page), "utf8")).map((text) => ({ page, text })));
    expect(texts.length).toBeGreaterThan(200);
    const missing = texts.filter(({ text }) => !textPattern(text).test(code)).map(({ page, text }) => `${page}: "${text}"`);
    expect(missing).toEqual([]);
  }, 60_000);

  it("recognises a text the code does not write", () => {
    const code = "const t = `You have used all ${allowance} mock interviews of this month.`;";
    expect(textPattern("You have used all {n} mock interviews of this month.").test(code)).toBe(true);
    expect(textPattern("You have used all 3 mock interviews of this month.").test(code)).toBe(true);
    expect(textPattern("You have used every mock interview of this month.").test(code)).toBe(false);
  });

  it("names only modules that exist", () => {
    const missing: string[] = [];
    for (const page of pages) {
      const text = fs.readFileSync(path.join(docs, page), "utf8");
      for (const m of text.matchAll(/`((?:app|server|db|cli|seeds|tests|bench|scripts)\/[^`\s]+)`/g)) {
        const named = m[1]!.split("#")[0]!;
        if (named.includes("*")) {
          const dir = path.join(root, path.dirname(named));
          const pattern = new RegExp(`^${escape(path.basename(named)).replace(/\\\*/g, ".*")}$`);
          if (!fs.existsSync(dir) || !fs.readdirSync(dir).some((f) => pattern.test(f))) missing.push(`${page}: ${named}`);
        } else if (!fs.existsSync(path.join(root, named))) missing.push(`${page}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

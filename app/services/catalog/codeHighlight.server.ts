// Code samples in Markdown, highlighted on the server: the page arrives coloured, without
// JavaScript and without a highlighter in the browser. The grammars are the ones the problem
// editor already uses (the CodeMirror language packages), read here by their Lezer parsers;
// the classes are Lezer's fixed `tok-*` names, coloured by the site's stylesheet.
import { cppLanguage } from "@codemirror/lang-cpp";
import { goLanguage } from "@codemirror/lang-go";
import { javaLanguage } from "@codemirror/lang-java";
import { javascriptLanguage, jsxLanguage, tsxLanguage, typescriptLanguage } from "@codemirror/lang-javascript";
import { pythonLanguage } from "@codemirror/lang-python";
import type { Language } from "@codemirror/language";
import { classHighlighter, highlightCode } from "@lezer/highlight";

/** A fence's language name (```python) as the grammar that reads it; other names stay plain text. */
const GRAMMARS: Record<string, Language> = {
  python: pythonLanguage,
  py: pythonLanguage,
  javascript: javascriptLanguage,
  js: javascriptLanguage,
  mjs: javascriptLanguage,
  cjs: javascriptLanguage,
  jsx: jsxLanguage,
  typescript: typescriptLanguage,
  ts: typescriptLanguage,
  tsx: tsxLanguage,
  java: javaLanguage,
  cpp: cppLanguage,
  "c++": cppLanguage,
  c: cppLanguage,
  cc: cppLanguage,
  h: cppLanguage,
  hpp: cppLanguage,
  go: goLanguage,
  golang: goLanguage,
};

/** Every class a highlighted sample can carry: what the sanitiser lets through on <span>. */
export const HIGHLIGHT_CLASS = /^tok-[A-Za-z0-9]+$/;

/** Longer samples are left plain: a lesson is not a source file, and parsing is linear but not free. */
const MAX_HIGHLIGHTED_CHARS = 50_000;

/** Text or an attribute value as HTML (the Markdown renderer uses it too). */
export const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The fence's language, lower case, when it is a plain name (anything else is dropped). */
export function fenceLanguage(info: string | undefined): string | null {
  const name = (info ?? "").trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  return /^[a-z0-9][a-z0-9+#.-]{0,29}$/.test(name) ? name : null;
}

/** The code as escaped HTML, with `<span class="tok-…">` around the tokens when the language is known. */
export function highlightToHtml(code: string, language: string | null): string {
  const grammar = language ? GRAMMARS[language] : undefined;
  if (!grammar || code.length > MAX_HIGHLIGHTED_CHARS) return escapeHtml(code);
  let out = "";
  highlightCode(
    code,
    grammar.parser.parse(code),
    classHighlighter,
    (text, classes) => {
      out += classes ? `<span class="${classes}">${escapeHtml(text)}</span>` : escapeHtml(text);
    },
    () => {
      out += "\n";
    },
  );
  return out;
}

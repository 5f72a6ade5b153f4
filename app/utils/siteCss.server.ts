// The site stylesheet's text, for the <style> in every document's head (decision 0028): read once
// per process from the build output (public/build/_assets/site-*.css, the file `siteCss` names).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const texts = new Map<string, string | null>();

/** The text of a /build/… stylesheet, or null when the file is not there (then the page links it). */
export function builtCssText(href: string): string | null {
  if (texts.has(href)) return texts.get(href)!;
  let text: string | null = null;
  if (/^\/build\/[\w./-]+\.css$/.test(href) && !href.includes("..")) {
    // build/index.js (the Remix server build) sits one folder below the project; tests run from it.
    const roots = [fileURLToPath(new URL("..", import.meta.url)), process.cwd()];
    for (const root of roots) {
      try {
        text = fs.readFileSync(path.join(root, "public", href), "utf8");
        break;
      } catch {
        // next candidate
      }
    }
  }
  // "</style" cannot appear in CSS we build, but the element must never end early.
  if (text !== null && /<\/style/i.test(text)) text = null;
  texts.set(href, text);
  return text;
}

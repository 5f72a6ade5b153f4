// Lesson Markdown to HTML on the server (marked stays out of the client bundle). Lesson text is
// written by staff, but raw HTML is still shown as text and only safe link targets are kept.
import { Marked, type Tokens } from "marked";

const SAFE_URL = /^(https?:|mailto:|\/|#|\.{0,2}\/)/i;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
  },
  walkTokens(token) {
    if ((token.type === "link" || token.type === "image") && !SAFE_URL.test((token as Tokens.Link).href.trim())) {
      (token as Tokens.Link).href = "#";
    }
  },
});

/** Rendered lessons by their Markdown (the text is its own version): parsing is the costly part of a lesson view. */
const rendered = new Map<string, string>();
const RENDERED_KEPT = 500;

export function renderLessonMarkdown(markdown: string): string {
  const hit = rendered.get(markdown);
  if (hit !== undefined) return hit;
  const html = marked.parse(markdown, { async: false }) as string;
  rendered.set(markdown, html);
  if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
  return html;
}

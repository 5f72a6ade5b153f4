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

export function renderLessonMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false }) as string;
}

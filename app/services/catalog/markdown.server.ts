// Markdown to HTML on the server, for every text the site shows as Markdown: lessons, interview-prep
// pages, comments, notes, blog, marketing pages and answers. Learners write some of it, so the
// HTML that reaches a page is whatever survives an allow-list sanitiser (sanitize-html), not
// whatever the Markdown renderer happened to escape: only the elements and attributes Markdown
// produces, links and images to http(s) (mailto for links) or this site, and the highlighter's
// classes. No <meta>, <style>, style=, on*=, forms, frames, SVG or MathML can reach a page
// (docs/decisions/0030-markdown-allow-list.md). marked and the sanitiser stay out of the
// client bundle.
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { escapeHtml, fenceLanguage, HIGHLIGHT_CLASS, highlightToHtml } from "./codeHighlight.server";

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // Raw HTML in Markdown is shown as the text it is (the sanitiser below would drop it anyway).
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    // An image's alt text and title are attribute values: escaped (marked writes the alt text as it is).
    image({ href, title, text }: Tokens.Image) {
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ""}>`;
    },
    // A code sample: highlighted here; the wrapper is where the page's copy button goes.
    code({ text, lang }: Tokens.Code) {
      const language = fenceLanguage(lang);
      const code = highlightToHtml(text.replace(/\n$/, ""), language);
      return `<div class="code-block"><pre><code${language ? ` class="language-${language}"` : ""}>${code}\n</code></pre></div>\n`;
    },
  },
});

/** Links that leave the site: absolute http(s) or protocol-relative. */
const OTHER_ORIGIN = /^\s*(https?:)?\/\//i;

/** What may reach a page from Markdown. Everything not named here is dropped. */
const MARKDOWN_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "s",
    "code",
    "pre",
    "div",
    "span",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "a",
    "img",
    "input",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title"],
    ol: ["start"],
    th: [{ name: "align", multiple: false, values: ["left", "center", "right"] }],
    td: [{ name: "align", multiple: false, values: ["left", "center", "right"] }],
    // GFM task lists: a disabled checkbox (forced below), never a field.
    input: ["type", "checked", "disabled"],
  },
  allowedClasses: {
    span: [HIGHLIGHT_CLASS],
    code: [/^language-[a-z0-9+#.-]+$/],
    div: ["code-block"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: true,
  disallowedTagsMode: "discard",
  // Nothing else: no style=, no on*=, no id or name (which could shadow the page's own).
  allowedStyles: {},
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _ignored, ...rest } = attribs;
      return { tagName, attribs: rest.href !== undefined && OTHER_ORIGIN.test(rest.href) ? { ...rest, rel: "noopener noreferrer nofollow" } : rest };
    },
    input: (_tagName, attribs) => ({
      tagName: "input",
      attribs: { type: "checkbox", disabled: "", ...(attribs.checked !== undefined ? { checked: "" } : {}) },
    }),
  },
};

/** Markdown as HTML that is safe to put in a page (the one way the site renders Markdown). */
export function sanitizeMarkdownHtml(html: string): string {
  return sanitizeHtml(html, MARKDOWN_ALLOW_LIST);
}

/** Rendered texts by their Markdown (the text is its own version): parsing is the costly part of a lesson view. */
const rendered = new Map<string, string>();
const RENDERED_KEPT = 500;

/** Markdown as safe HTML: rendered, code highlighted, then passed through the allow-list. */
export function renderMarkdown(markdown: string): string {
  const hit = rendered.get(markdown);
  if (hit !== undefined) return hit;
  const html = sanitizeMarkdownHtml(marked.parse(markdown, { async: false }) as string);
  rendered.set(markdown, html);
  if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
  return html;
}

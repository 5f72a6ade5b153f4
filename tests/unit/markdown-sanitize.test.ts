// The one Markdown renderer (app/services/catalog/markdown.server.ts): a catalogue of payloads
// that try to put executable or page-changing HTML on a page, each checked by a real HTML parse
// of the output; what Markdown legitimately produces survives; links that leave the site are
// marked; code samples come out highlighted with classes the allow-list keeps.
import { describe, expect, it } from "vitest";
import { parseFragment } from "parse5";
import { renderMarkdown, sanitizeMarkdownHtml } from "~/services/catalog/markdown.server";
import { elements, MARKDOWN_PAYLOADS, unsafeParts, type Node5 } from "../helpers/markdownPayloads";

const tree = (html: string) => [...elements(parseFragment(html) as unknown as Node5)];
const attr = (el: Node5, name: string) => el.attrs?.find((a) => a.name === name)?.value;

describe("Markdown payloads", () => {
  it.each(Object.entries(MARKDOWN_PAYLOADS))("%s: nothing executable or page-changing comes through", (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(unsafeParts(html)).toEqual([]);
    // Also inside a longer text (a payload after a paragraph, in a list, in a quote).
    expect(unsafeParts(renderMarkdown(`Intro text.\n\n${markdown}\n\n- item ${markdown}\n\n> ${markdown}`))).toEqual([]);
  });

  it("keeps the alt text of the issue's image as text, not markup", () => {
    const html = renderMarkdown(MARKDOWN_PAYLOADS["alt text breaks out into a meta refresh"]!);
    const els = tree(html);
    expect(els.map((e) => e.tagName)).toEqual(["p", "img"]);
    expect(attr(els[1]!, "alt")).toContain('x"><meta http-equiv="refresh"');
    expect(attr(els[1]!, "src")).toBe("/favicon.ico");
  });

  it("the sanitiser alone drops what a renderer bug could let through", () => {
    const raw =
      '<p style="color:red" onclick="x()">a</p><meta http-equiv="refresh" content="0;url=https://evil.example"><style>*{}</style>' +
      '<a href="javascript:alert(1)" target="_blank">j</a><img src="data:image/png;base64,AAAA" onerror="x()"><iframe src="https://evil.example"></iframe>' +
      '<svg><circle/></svg><form action="/x"><input name="p"></form><base href="https://evil.example/"><span class="evil tok-keyword" id="app">k</span>' +
      '<div class="code-block danger">d</div><code class="language-python x">c</code>';
    const out = sanitizeMarkdownHtml(raw);
    expect(unsafeParts(out)).toEqual([]);
    expect(out).not.toMatch(/style|onclick|onerror|meta|iframe|svg|form|base|target|data:|javascript:|id=/);
    expect(out).toContain('<span class="tok-keyword">k</span>');
    expect(out).toContain('<div class="code-block">d</div>');
    expect(out).toContain('<code class="language-python">c</code>');
    // a form's field becomes a disabled checkbox at most (GFM task lists are the only inputs)
    for (const input of tree(out).filter((e) => e.tagName === "input")) {
      expect(attr(input, "type")).toBe("checkbox");
      expect(attr(input, "disabled")).toBe("");
      expect(attr(input, "name")).toBeUndefined();
    }
  });
});

describe("what Markdown legitimately produces", () => {
  const md = [
    "# Title",
    "## Section",
    "Some **bold**, _em_, ~~gone~~ and `code`.",
    "",
    "1. one",
    "2. two",
    "",
    "- [x] done",
    "- [ ] todo",
    "",
    "> quoted",
    "",
    "| a | b |",
    "|:--|--:|",
    "| 1 | 2 |",
    "",
    '[inside](/courses/x) [relative](./next) [anchor](#part) [out](https://example.org/page "Title") [proto](//cdn.example.org/x) [mail](mailto:help@codelift.test)',
    "",
    '![logo](https://cdn.example.org/logo.png "Logo") ![local](/favicon.ico)',
    "",
    "---",
  ].join("\n");
  const html = renderMarkdown(md);
  const els = tree(html);
  const tags = new Set(els.map((e) => e.tagName));

  it("keeps headings, lists, tables, quotes, emphasis, code, rules, task lists", () => {
    for (const t of [
      "h1",
      "h2",
      "p",
      "strong",
      "em",
      "del",
      "code",
      "ol",
      "ul",
      "li",
      "input",
      "blockquote",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "a",
      "img",
      "hr",
    ]) {
      expect(tags, t).toContain(t);
    }
    expect(els.filter((e) => e.tagName === "th").map((e) => attr(e, "align"))).toEqual(["left", "right"]);
    expect(unsafeParts(html)).toEqual([]);
  });

  it("links keep their targets; links to other origins get rel=noopener noreferrer nofollow, the site's own none", () => {
    const links = Object.fromEntries(els.filter((e) => e.tagName === "a").map((a) => [attr(a, "href"), attr(a, "rel") ?? null]));
    expect(links).toEqual({
      "/courses/x": null,
      "./next": null,
      "#part": null,
      "https://example.org/page": "noopener noreferrer nofollow",
      "//cdn.example.org/x": "noopener noreferrer nofollow",
      "mailto:help@codelift.test": null,
    });
    const out = els.find((e) => attr(e, "href") === "https://example.org/page")!;
    expect(attr(out, "title")).toBe("Title");
    // a rel in the HTML is not kept: it cannot replace the other-origin one, nor add "opener"
    expect(sanitizeMarkdownHtml('<a href="https://example.org" rel="opener">x</a><a href="/in" rel="opener">y</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer nofollow">x</a><a href="/in">y</a>',
    );
  });

  it("images keep http(s) and relative sources", () => {
    expect(els.filter((e) => e.tagName === "img").map((e) => attr(e, "src"))).toEqual(["https://cdn.example.org/logo.png", "/favicon.ico"]);
  });
});

describe("code samples", () => {
  it("are highlighted on the server with tok-* classes the allow-list keeps", () => {
    const html = renderMarkdown('```python\ndef area(r):\n    # the circle\n    return 3.14 * r ** 2  # "pi"\n```');
    const els = tree(html);
    expect(els[0]!.tagName).toBe("div");
    expect(attr(els[0]!, "class")).toBe("code-block");
    expect(
      attr(
        els.find((e) => e.tagName === "code")!,
        "class",
      ),
    ).toBe("language-python");
    const classes = new Set(els.filter((e) => e.tagName === "span").flatMap((e) => attr(e, "class")!.split(" ")));
    expect(classes).toContain("tok-keyword");
    expect(classes).toContain("tok-comment");
    expect(classes).toContain("tok-number");
    expect(html).toContain('<span class="tok-keyword">def</span>');
  });

  it.each([
    ["javascript", "const x = `a${1}`; // c", "tok-keyword"],
    ["ts", "let n: number = 1;", "tok-typeName"],
    ["jsx", 'const e = <div className="a">x</div>;', "tok-keyword"],
    ["java", "public class A { int x = 1; }", "tok-keyword"],
    ["cpp", "#include <vector>\nint main() { return 0; }", "tok-keyword"],
    ["go", 'package main\nfunc main() { println("x") }', "tok-keyword"],
  ])("%s is highlighted", (lang, code, cls) => {
    expect(renderMarkdown(`\`\`\`${lang}\n${code}\n\`\`\``)).toContain(`class="${cls}`);
  });

  it("keeps the code's text exactly (highlighting only adds spans)", () => {
    const code = 'if a < b and c > d:\n    print("<b>&amp;</b>")';
    const html = renderMarkdown(`\`\`\`python\n${code}\n\`\`\``);
    const text = (node: Node5): string =>
      node.nodeName === "#text" ? (node as unknown as { value: string }).value : (node.childNodes ?? []).map(text).join("");
    const pre = tree(html).find((e) => e.tagName === "pre")!;
    expect(text(pre)).toBe(`${code}\n`);
  });

  it("an unknown language or none stays plain, escaped text", () => {
    expect(renderMarkdown("```text\n<b>x</b>\n```")).toBe(
      '<div class="code-block"><pre><code class="language-text">&lt;b&gt;x&lt;/b&gt;\n</code></pre></div>\n',
    );
    expect(renderMarkdown("    indented <i>\n")).toBe('<div class="code-block"><pre><code>indented &lt;i&gt;\n</code></pre></div>\n');
  });
});

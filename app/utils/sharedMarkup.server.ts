// The server's cache of shared markup (app/components/SharedMarkup.tsx,
// docs/decisions/0041-shared-markup.md). A part is rendered once per distinct component and props
// and kept as UTF-8 bytes, least recently used first out once the cache holds 32 MB per process.
// The key is the props' whole JSON, not a digest of it, so two different inputs never meet on one
// entry.
//
// A document does not carry the parts through React's string: each part is a marker comment in
// the render, and the document's bytes are put together around the cached bytes (sharedMarkup
// ForRequest). A 200 KB document built as one string cost more to turn into bytes than to render:
// React appends thousands of small strings, and that chain is walked again to encode it.
import { randomBytes } from "node:crypto";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import type { SharedMarkupRenderer } from "~/components/SharedMarkup";

const BUDGET = 32 * 1024 * 1024;
const componentIds = new WeakMap<ComponentType<never>, number>();
let nextId = 0;
const entries = new Map<string, Buffer>();
let size = 0;
/** hits and renders since the start, for tests and the bench */
export const sharedMarkupStats = { hits: 0, renders: 0 };

/** Bytes an entry holds: the key (two per UTF-16 unit) and the markup. */
const weight = (key: string, html: Buffer) => 2 * key.length + html.length;

/** The markup of `component` for `props`, from the cache or rendered now (and kept). */
function sharedMarkupBytes<P extends object>(component: ComponentType<P>, props: P): Buffer {
  let id = componentIds.get(component as ComponentType<never>);
  if (id === undefined) componentIds.set(component as ComponentType<never>, (id = nextId++));
  const key = `${id}:${JSON.stringify(props)}`;
  const cached = entries.get(key);
  if (cached !== undefined) {
    // Most recently used last: the Map keeps insertion order.
    entries.delete(key);
    entries.set(key, cached);
    sharedMarkupStats.hits++;
    return cached;
  }
  const html = Buffer.from(renderToString(createElement(component, props)));
  sharedMarkupStats.renders++;
  if (weight(key, html) > BUDGET) return html;
  entries.set(key, html);
  size += weight(key, html);
  for (const [k, v] of entries) {
    if (size <= BUDGET) break;
    entries.delete(k);
    size -= weight(k, v);
  }
  return html;
}

// The marker names this process's random token, so that no text of a page (a learner's, an
// author's) can pass for one.
const TOKEN = randomBytes(12).toString("hex");
const MARKER = new RegExp(`<!--shared-${TOKEN}-(\\d+)-->`, "g");

/** One document's renderer (for SharedMarkupContext) and the step that makes its bytes. */
export function sharedMarkupForRequest(): { render: SharedMarkupRenderer; document: (html: string) => Buffer<ArrayBuffer> } {
  const used: Buffer[] = [];
  return {
    render(component, props) {
      used.push(sharedMarkupBytes(component, props));
      return `<!--shared-${TOKEN}-${used.length - 1}-->`;
    },
    document(html) {
      if (used.length === 0) return Buffer.from(html);
      const parts: Buffer[] = [];
      let last = 0;
      for (const m of html.matchAll(MARKER)) {
        parts.push(Buffer.from(html.slice(last, m.index)), used[Number(m[1])]!);
        last = m.index + m[0].length;
      }
      parts.push(Buffer.from(html.slice(last)));
      // A new buffer of its own (never a shared one), as a Response body must be.
      return Buffer.concat(parts) as Buffer<ArrayBuffer>;
    },
  };
}

// Page meta of catalog pages.
import type { MetaDescriptor } from "@remix-run/node";

export function pageMeta(opts: { title: string; description?: string; canonicalPath?: string }): MetaDescriptor[] {
  const out: MetaDescriptor[] = [{ title: `${opts.title} · Codelift` }];
  if (opts.description) out.push({ name: "description", content: opts.description });
  if (opts.canonicalPath) out.push({ tagName: "link", rel: "canonical", href: opts.canonicalPath });
  return out;
}

export const NOT_FOUND_META: MetaDescriptor[] = [{ title: "Not found · Codelift" }];

// Page meta of catalog pages.
import type { MetaDescriptor } from "@remix-run/node";

/**
 * Title, description and canonical link. A canonical link must be an absolute URL (search
 * engines and Lighthouse refuse a path), so it takes the site's origin from the root loader
 * (APP_ORIGIN, else the request's own origin): pass the meta function's `matches`.
 */
export function pageMeta(opts: { title: string; description?: string; canonicalPath?: string; matches?: readonly { id: string; data?: unknown }[] }): MetaDescriptor[] {
  const out: MetaDescriptor[] = [{ title: `${opts.title} · Codelift` }];
  if (opts.description) out.push({ name: "description", content: opts.description });
  if (opts.canonicalPath) out.push({ tagName: "link", rel: "canonical", href: `${rootOrigin(opts.matches)}${opts.canonicalPath}` });
  return out;
}

/** The site's origin as the root loader gave it ("" when unknown). */
export function rootOrigin(matches: readonly { id: string; data?: unknown }[] | undefined): string {
  const root = matches?.find((m) => m.id === "root")?.data as { origin?: unknown } | undefined;
  return typeof root?.origin === "string" ? root.origin : "";
}

export const NOT_FOUND_META: MetaDescriptor[] = [{ title: "Not found · Codelift" }];

/** The meta description of an interview-prep lesson or problem page. */
export const coachPageDescription = (pageTitle: string, pathTitle: string) =>
  `${pageTitle}, from the ${pathTitle} roadmap: read it, write your solution in the browser and let Codelift's interview-prep coach pick your next problem.`;

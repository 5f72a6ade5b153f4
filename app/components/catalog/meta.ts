// Page meta of every page: title and description (the defaults of docs/product/catalog.md#marketing-and-seo), the absolute canonical
// URL on the public origin, Open Graph and Twitter card tags, and JSON-LD structured data. Route
// modules call it from their `meta` with the meta function's arguments (`args`), which carry the
// root loader's public origin and the location.
import type { MetaDescriptor } from "@remix-run/node";
import { canonicalUrl, DEFAULT_SITE_ORIGIN, SEO_DEFAULTS, seoDescription, seoTitle, SITE_NAME, type SeoPageKey } from "~/engine/seo";

/** What a meta function receives that this helper reads. */
export interface MetaContext {
  matches?: readonly ({ id: string; data?: unknown } | undefined)[];
  location?: { pathname: string };
}

/** The public origin from the root loader's data (the default before the root data exists). */
export function siteOriginOf(ctx?: MetaContext): string {
  const root = ctx?.matches?.find((m) => m?.id === "root")?.data as { siteOrigin?: unknown } | undefined;
  return typeof root?.siteOrigin === "string" ? root.siteOrigin : DEFAULT_SITE_ORIGIN;
}

interface PageMetaOptions {
  /** shown as "{title} · Codelift" unless it names Codelift already */
  title: string;
  description?: string | null;
  /** the page's canonical path (or an absolute URL); default: the location's path */
  canonicalPath?: string | null;
  ogType?: "website" | "article";
  /** schema.org objects, each rendered as one application/ld+json script */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[] | null;
  /** pages that must stay out of search results (personal pages, not-found) */
  noindex?: boolean;
}

export function pageMeta(opts: PageMetaOptions, ctx?: MetaContext): MetaDescriptor[] {
  const origin = siteOriginOf(ctx);
  const title = seoTitle(opts.title);
  const description = seoDescription(opts.description || SEO_DEFAULTS.home.description);
  const out: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  const path = opts.canonicalPath ?? ctx?.location?.pathname ?? null;
  const url = path == null ? null : /^https?:\/\//i.test(path) ? path : canonicalUrl(origin, path);
  if (opts.noindex) out.push({ name: "robots", content: "noindex, nofollow" });
  else if (url) out.push({ tagName: "link", rel: "canonical", href: url });
  out.push(
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: opts.ogType ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  );
  if (url && !opts.noindex) out.push({ property: "og:url", content: url });
  const ld = opts.jsonLd == null ? [] : Array.isArray(opts.jsonLd) ? opts.jsonLd : [opts.jsonLd];
  for (const data of ld) out.push({ "script:ld+json": data });
  return out;
}

/** The defaults of docs/product/catalog.md#marketing-and-seo for one of its pages (title shown as written). */
export function defaultPageMeta(key: SeoPageKey, ctx?: MetaContext, extra: Omit<PageMetaOptions, "title" | "description"> = {}): MetaDescriptor[] {
  return pageMeta({ ...SEO_DEFAULTS[key], ...extra }, ctx);
}

export const NOT_FOUND_META: MetaDescriptor[] = [{ title: "Not found · Codelift" }, { name: "robots", content: "noindex" }];

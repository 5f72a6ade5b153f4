// Loaders of the marketing routes: the page's copy (app/engine/marketingCopy.ts) with a
// slice of the catalogue from the shared catalogue search, so the courses shown are real and open.
import { MARKETING } from "~/engine/marketingCopy";
import { coursePath } from "~/engine/catalog";
import { searchCatalog } from "~/services/catalog/explore.server";
import { BLOG_PAGE_TYPES, type MarketingPageRow } from "~/models/marketing.server";
import { renderMarkdown } from "~/services/catalog/markdown.server";
import { getUser } from "~/utils/auth.server";
import { notFound } from "~/utils/http.server";

/** A marketing page's data: its key, whether the visitor is logged in, and its catalogue slice. */
export async function loadMarketingPage(request: Request, key: string) {
  const content = MARKETING[key];
  if (!content) notFound();
  const user = await getUser(request);
  let courses: { title: string; summary: string; href: string; difficulty: string; isFree: boolean }[] = [];
  if (content.courses) {
    const result = await searchCatalog(request, user, { section: "all", q: content.courses.q, category: content.courses.category });
    courses = result.courses
      .slice(0, content.courses.limit)
      .map((c) => ({ title: c.title, summary: c.summary, href: coursePath(c), difficulty: c.difficulty, isFree: c.isFree }));
  }
  return { key, loggedIn: !!user, courses };
}
export type MarketingPageData = Awaited<ReturnType<typeof loadMarketingPage>>;

/** What a stored page (/m/…, /blog/…) shows: its Markdown rendered safely, its SEO meta, its call to action. */
export function storedPageData(page: MarketingPageRow, path: string) {
  let structuredData: Record<string, unknown> | null = null;
  if (page.structuredDataJson) {
    try {
      const parsed: unknown = JSON.parse(page.structuredDataJson);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) structuredData = parsed as Record<string, unknown>;
    } catch {
      structuredData = null; // stored data that does not parse is left out rather than breaking the page
    }
  }
  const isBlog = (BLOG_PAGE_TYPES as readonly number[]).includes(page.pageType);
  return {
    path,
    isBlog,
    pageType: page.pageType,
    heading: page.heading,
    author: page.author,
    publishedAt: page.publishedAt,
    html: renderMarkdown(page.body),
    cta:
      page.ctaLabel && page.ctaPath && page.ctaPath.startsWith("/") && !page.ctaPath.startsWith("//")
        ? { label: page.ctaLabel, to: page.ctaPath }
        : null,
    seo: { title: page.title, description: page.description, canonicalUrl: page.canonicalUrl, structuredData },
  };
}
export type StoredPageData = ReturnType<typeof storedPageData>;

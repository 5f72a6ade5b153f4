// /sitemap.xml: generated from the database on each request (courses, their public lessons,
// interview-prep paths, stored marketing pages, blog posts and answers) plus the marketing routes.
import { canonicalUrl, sitemapXml, type SitemapEntry } from "~/engine/seo";
import { BLOG_PAGE_TYPES, sitemapRows } from "~/models/marketing.server";
import { INTERVIEW_LANDINGS } from "~/engine/marketingCopy";
import { publicOrigin } from "~/utils/env.server";

/** Pages whose content does not come from a table. */
const STATIC_PATHS: SitemapEntry[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/explore", changeFrequency: "daily", priority: 0.9 },
  { path: "/explore/free", changeFrequency: "weekly", priority: 0.8 },
  { path: "/explore/early-access", changeFrequency: "weekly", priority: 0.6 },
  { path: "/unlimited", changeFrequency: "monthly", priority: 0.8 },
  { path: "/interview-prep", changeFrequency: "weekly", priority: 0.9 },
  { path: "/enterprise", changeFrequency: "monthly", priority: 0.7 },
  { path: "/upskill", changeFrequency: "monthly", priority: 0.6 },
  { path: "/work-product", changeFrequency: "monthly", priority: 0.6 },
  { path: "/learn-product", changeFrequency: "monthly", priority: 0.6 },
  { path: "/interview", changeFrequency: "monthly", priority: 0.8 },
  ...INTERVIEW_LANDINGS.map((k) => ({ path: `/interview/${k}`, changeFrequency: "monthly" as const, priority: 0.7 })),
  { path: "/github-students", changeFrequency: "monthly", priority: 0.6 },
  { path: "/generative-ai", changeFrequency: "monthly", priority: 0.7 },
  { path: "/data-science", changeFrequency: "monthly", priority: 0.7 },
  { path: "/data-science/machine-learning", changeFrequency: "monthly", priority: 0.7 },
  { path: "/trial", changeFrequency: "monthly", priority: 0.6 },
  { path: "/signup", changeFrequency: "yearly", priority: 0.5 },
  { path: "/blog", changeFrequency: "weekly", priority: 0.7 },
  { path: "/answers", changeFrequency: "weekly", priority: 0.7 },
];

export async function loader() {
  const origin = publicOrigin();
  const rows = await sitemapRows();
  const firstLesson = new Map<number, string>();
  for (const l of rows.lessons) if (!firstLesson.has(l.courseId)) firstLesson.set(l.courseId, l.slug);
  const entries: SitemapEntry[] = [...STATIC_PATHS];
  for (const c of rows.courses) {
    entries.push({ path: `/courses/${c.slug}`, changeFrequency: "weekly", priority: 0.8 });
    // Public lessons: every lesson of a free course, the free preview (first lesson) of a paid one.
    for (const l of rows.lessons)
      if (l.courseId === c.id && (c.isFree || firstLesson.get(c.id) === l.slug))
        entries.push({ path: `/coursesv3/${c.slug}/${l.slug}`, changeFrequency: "monthly", priority: 0.5 });
  }
  for (const p of rows.coachPaths) entries.push({ path: `/interview-prep/${p.slug}`, changeFrequency: "weekly", priority: 0.7 });
  for (const p of rows.pages) {
    const own = (BLOG_PAGE_TYPES as readonly number[]).includes(p.pageType) ? `/blog/${p.urlKey}` : `/m/${p.urlKey}`;
    // A page whose canonical URL names another page of this site is listed under that URL (once).
    const canonical =
      p.canonicalUrl && p.canonicalUrl.startsWith("/")
        ? p.canonicalUrl
        : p.canonicalUrl?.startsWith(origin + "/")
          ? p.canonicalUrl.slice(origin.length)
          : null;
    entries.push({ path: canonical ?? own, lastModified: p.updatedAt, changeFrequency: "monthly", priority: 0.6 });
  }
  for (const a of rows.answers) entries.push({ path: `/answers/${a.slug}`, lastModified: a.updatedAt, changeFrequency: "monthly", priority: 0.5 });
  return new Response(sitemapXml(origin, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Link: `<${canonicalUrl(origin, "/sitemap.xml")}>; rel="canonical"`,
    },
  });
}

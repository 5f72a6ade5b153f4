// SEO and marketing rules: page title and description defaults (docs/product/catalog.md#marketing-and-seo), absolute
// canonical URLs, schema.org structured data, the sitemap and robots.txt, the marketing page
// types (docs/product/catalog.md#marketing-and-seo) and the student e-mail rule of the GitHub student offer. Pure: the
// public origin and every row are arguments.
import { CONTENT_STATUS } from "./constants";

export const SITE_NAME = "Codelift";
/** The public origin when none is configured (PUBLIC_ORIGIN, else APP_ORIGIN). */
export const DEFAULT_SITE_ORIGIN = "https://codelift.dev";

/** The keys of the defaults (docs/product/catalog.md#marketing-and-seo): "home, the team product, free courses, early access, latest, interview, data science, generative AI, machine learning and workflows". */
export type SeoPageKey =
  "home" | "team" | "free" | "earlyAccess" | "latest" | "interview" | "dataScience" | "generativeAi" | "machineLearning" | "workflows";

/** Title (shown as is) and description defaults, one per page of docs/product/catalog.md#marketing-and-seo. */
export const SEO_DEFAULTS: Record<SeoPageKey, { title: string; description: string }> = {
  home: {
    title: "Codelift: interactive courses and interview prep for developers",
    description:
      "Interactive courses, learning paths and an adaptive interview-preparation coach for software developers. Learn by writing code in your browser.",
  },
  team: {
    title: "Codelift for Teams and Enterprises: upskill your developers",
    description:
      "Give your engineers every Codelift course and the interview-prep coach, with seats you manage, content you choose and progress reports you can act on.",
  },
  free: {
    title: "Free coding courses · Codelift",
    description:
      "Free interactive courses for developers: learn JavaScript, Python and more with lessons you read and code in the browser. No card needed.",
  },
  earlyAccess: {
    title: "Early access courses · Codelift",
    description: "Courses still being written, opened early: read the first chapters now and shape the rest with your feedback.",
  },
  latest: {
    title: "Explore the latest developer courses · Codelift",
    description: "Browse every Codelift course by topic and difficulty: web development, data, cloud, system design and interview preparation.",
  },
  interview: {
    title: "Coding interview preparation that adapts to you · Codelift",
    description:
      "Prepare for coding, system design and behavioral interviews with 20+ patterns, graded problems and a coach that picks your next problem.",
  },
  dataScience: {
    title: "Learn data science with interactive courses · Codelift",
    description:
      "Learn data analysis, statistics and visualisation in Python with lessons you run in the browser, from your first DataFrame to a model in production.",
  },
  generativeAi: {
    title: "Learn generative AI for developers · Codelift",
    description:
      "Build with large language models: prompts, embeddings, retrieval and evaluation, explained for software developers with code you run.",
  },
  machineLearning: {
    title: "Learn machine learning step by step · Codelift",
    description:
      "Machine learning for developers: regression, classification, trees and neural networks, built from scratch in Python before you reach for a library.",
  },
  workflows: {
    title: "Codelift at work: learning in your team's workflow",
    description:
      "Bring Codelift into the tools your team already uses: assign courses, follow progress and learn in short sessions between pull requests.",
  },
};

/** The title shown for a page: "{title} · Codelift", or the title as is when it already names the site. */
export function seoTitle(title: string): string {
  return /\bCodelift\b/.test(title) ? title : `${title} · ${SITE_NAME}`;
}

/** A description cut to at most 160 characters on a word boundary (what result pages show). */
export function seoDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const at = cut.lastIndexOf(" ");
  return `${(at > max / 2 ? cut.slice(0, at) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** An origin without a trailing slash; null when it is not an http(s) origin. */
export function normalizeOrigin(origin: string): string | null {
  try {
    const u = new URL(origin);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    return u.origin;
  } catch {
    return null;
  }
}

/**
 * The absolute canonical URL of a path: the public origin, the path without query or fragment
 * (a canonical names the page, not one view of it) and no trailing slash except for "/".
 */
export function canonicalUrl(origin: string, path: string): string {
  const base = normalizeOrigin(origin) ?? DEFAULT_SITE_ORIGIN;
  let p = path.split(/[?#]/)[0] || "/";
  if (!p.startsWith("/")) p = `/${p}`;
  p = p.replace(/\/{2,}/g, "/");
  if (p.length > 1) p = p.replace(/\/+$/, "");
  return `${base}${p}`;
}

// ---------------------------------------------------------------- structured data

interface CourseSeoFacts {
  title: string;
  summary: string;
  path: string;
  difficulty?: string | null;
  isFree: boolean;
  lessonCount?: number;
  totalMinutes?: number;
  categoryName?: string | null;
  priceCents?: number | null;
}

/** A schema.org Course (what search engines read for course listings). */
export function courseJsonLd(origin: string, c: CourseSeoFacts): Record<string, unknown> {
  const url = canonicalUrl(origin, c.path);
  const site = canonicalUrl(origin, "/");
  const out: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: c.title,
    description: seoDescription(c.summary, 300),
    url,
    inLanguage: "en",
    isAccessibleForFree: c.isFree,
    provider: { "@type": "Organization", name: SITE_NAME, sameAs: site },
  };
  if (c.difficulty) out.educationalLevel = c.difficulty;
  if (c.categoryName) out.about = c.categoryName;
  const offer: Record<string, unknown> = { "@type": "Offer", category: c.isFree ? "Free" : "Subscription", priceCurrency: "USD", url };
  if (c.isFree) offer.price = "0.00";
  else if (c.priceCents != null) offer.price = (c.priceCents / 100).toFixed(2);
  out.offers = [offer];
  const instance: Record<string, unknown> = { "@type": "CourseInstance", courseMode: "Online" };
  if (c.totalMinutes && c.totalMinutes > 0) instance.courseWorkload = `PT${Math.max(1, Math.round(c.totalMinutes / 60))}H`;
  out.hasCourseInstance = [instance];
  return out;
}

/** A schema.org Article (blog posts) or QAPage (answers). */
export function articleJsonLd(
  origin: string,
  a: { title: string; description: string; path: string; publishedAt: string; author: string; kind: "article" | "answer" },
): Record<string, unknown> {
  const url = canonicalUrl(origin, a.path);
  if (a.kind === "answer") {
    return {
      "@context": "https://schema.org",
      "@type": "QAPage",
      url,
      mainEntity: {
        "@type": "Question",
        name: a.title,
        datePublished: a.publishedAt,
        author: { "@type": "Organization", name: a.author },
        answerCount: 1,
        acceptedAnswer: {
          "@type": "Answer",
          text: a.description,
          url,
          datePublished: a.publishedAt,
          author: { "@type": "Organization", name: a.author },
        },
      },
    };
  }
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: a.title,
    description: a.description,
    url,
    mainEntityOfPage: url,
    datePublished: a.publishedAt,
    author: { "@type": "Person", name: a.author },
    publisher: { "@type": "Organization", name: SITE_NAME },
  };
}

/** The site as a schema.org Organization with its search action (the header search). */
export function siteJsonLd(origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: canonicalUrl(origin, "/"),
    potentialAction: {
      "@type": "SearchAction",
      target: `${canonicalUrl(origin, "/explore")}?q={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
}

// ---------------------------------------------------------------- sitemap and robots

export interface SitemapEntry {
  path: string;
  /** ISO date or date-time of the last change */
  lastModified?: string | null;
  changeFrequency?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
}

/** Text made safe inside XML or SVG (text and attribute values). */
export const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The sitemap protocol's W3C date: the day of an ISO date-time, or null when it is not a date. */
export function sitemapDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  if (!m) return null;
  // A day that exists: it survives a round trip (2026-02-30 does not).
  const t = Date.parse(`${m[1]}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === m[1] ? m[1] : null;
}

/** A sitemaps.org urlset: one <url> per distinct canonical URL, in the order given. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const e of entries) {
    const loc = canonicalUrl(origin, e.path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const parts = [`<loc>${xmlEscape(loc)}</loc>`];
    const lastmod = sitemapDate(e.lastModified);
    if (lastmod) parts.push(`<lastmod>${lastmod}</lastmod>`);
    if (e.changeFrequency) parts.push(`<changefreq>${e.changeFrequency}</changefreq>`);
    if (e.priority !== undefined) parts.push(`<priority>${Math.min(1, Math.max(0, e.priority)).toFixed(1)}</priority>`);
    urls.push(`  <url>${parts.join("")}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Paths no crawler should index: personal, transactional and staff pages, and the API. */
const ROBOTS_DISALLOW = [
  "/api/",
  "/learn/",
  "/account/",
  "/checkout/",
  "/order-confirmation",
  "/staff/",
  "/enterprise-dashboard/",
  "/enterprise-invite/",
  "/enterprise-signup/",
  "/enterprise-trial/",
  "/verify/",
  "/reset-password/",
  "/signup-and-reset-password/",
  "/github-students/verify/",
  "/gift/",
  "/authorize/",
  "/logout",
] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    "Allow: /",
    "",
    `Sitemap: ${canonicalUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

// ---------------------------------------------------------------- marketing pages (docs/product/catalog.md#marketing-and-seo)

// Page types and statuses are PAGE_TYPES and CONTENT_STATUS (9001 active / 9002 inactive) of constants.ts.
export const SEO_STATUS = { active: CONTENT_STATUS.ACTIVE_9000, inactive: CONTENT_STATUS.INACTIVE_9000 } as const;

/** A marketing page's URL key: lower-case words joined by single hyphens, 1 to 80 characters. */
const MARKETING_URL_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isMarketingUrlKey = (key: string): boolean => key.length >= 1 && key.length <= 80 && MARKETING_URL_KEY.test(key);

/** Not-found texts of the stored pages. */
export const MARKETING_TEXTS = {
  pageNotFound: "We could not find that page. It may have moved or ended.",
  postNotFound: "We could not find that blog post.",
  answerNotFound: "We could not find that answer.",
} as const;

// ---------------------------------------------------------------- GitHub student offer

export const STUDENT_TEXTS = {
  notStudentEmail: "Use the e-mail address your school gave you (for example name@university.edu or name@student.school.ac.uk).",
  sent: "We have sent a verification link to your student e-mail. Open it within 72 hours to claim the discount.",
  verified: "You are a verified student: the GitHub student discount is applied at checkout.",
  alreadyVerified: "You are already a verified student.",
  linkInvalid: "This verification link is invalid or has expired. Ask for a new one on the GitHub students page.",
  emailTaken: "This student e-mail already verified another Codelift account.",
} as const;

/** Hours a student verification link stays valid. */
export const STUDENT_LINK_TTL_HOURS = 72;

/**
 * Whether an e-mail address is a school's: a domain under .edu (any country: .edu, .edu.au…),
 * an academic second level (.ac.uk, .ac.jp…), or a student subdomain (student.*, students.*).
 */
export function isStudentEmail(email: string): boolean {
  const m = /^[^\s@]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/i.exec(email.trim());
  if (!m) return false;
  const labels = m[1].toLowerCase().split(".");
  if (labels.some((l) => l.length === 0 || l.startsWith("-") || l.endsWith("-"))) return false;
  const tld = labels[labels.length - 1];
  // .edu, or .edu.{country}
  if (tld === "edu" && labels.length >= 2) return true;
  if (labels.length >= 3 && labels[labels.length - 2] === "edu" && tld.length === 2) return true;
  // .ac.{country}
  if (labels.length >= 3 && labels[labels.length - 2] === "ac" && tld.length === 2) return true;
  // student.school.tld / students.school.tld
  if (labels.length >= 3 && (labels[0] === "student" || labels[0] === "students")) return true;
  return false;
}

// ---------------------------------------------------------------- featured items (header search)

export const FEATURED_ITEMS_DEFAULT_LIMIT = 6;
export const FEATURED_ITEMS_MAX_LIMIT = 20;

/** Whether every word of a search (case and accents folded) occurs in the text; an empty search matches all. */
export function matchesSearchText(text: string, q: string | undefined): boolean {
  const fold = (s: string) =>
    s
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  const words = fold(q ?? "")
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean);
  const hay = fold(text);
  return words.every((w) => hay.includes(w));
}

export const FEATURED_ITEMS_TEXTS = {
  searchTooLong: `The search can be at most 100 characters.`,
  onlyCourses: "only_courses must be true or false.",
  limit: `limit must be a whole number from 1 to ${FEATURED_ITEMS_MAX_LIMIT}.`,
} as const;

import { describe, expect, it } from "vitest";
import {
  canonicalUrl,
  courseJsonLd,
  isMarketingUrlKey,
  isStudentEmail,
  matchesSearchText,
  normalizeOrigin,
  robotsTxt,
  SEO_DEFAULTS,
  seoDescription,
  seoTitle,
  sitemapDate,
  sitemapXml,
} from "~/engine/seo";

describe("SEO defaults", () => {
  it("has a title and description for each page that has defaults", () => {
    expect(Object.keys(SEO_DEFAULTS).sort()).toEqual(
      ["dataScience", "earlyAccess", "free", "generativeAi", "home", "interview", "latest", "machineLearning", "team", "workflows"].sort(),
    );
    for (const [key, { title, description }] of Object.entries(SEO_DEFAULTS)) {
      expect(title, key).toMatch(/Codelift/);
      expect(description.length, key).toBeGreaterThanOrEqual(70);
      expect(description.length, key).toBeLessThanOrEqual(160);
    }
  });

  it("titles name the site once", () => {
    expect(seoTitle("React Fundamentals")).toBe("React Fundamentals · Codelift");
    expect(seoTitle("Codelift for Teams")).toBe("Codelift for Teams");
  });

  it("descriptions are cut on a word boundary to 160 characters", () => {
    expect(seoDescription("  a   short\ntext ")).toBe("a short text");
    const long = "word ".repeat(60);
    const cut = seoDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("word…")).toBe(true);
  });
});

describe("canonical URLs", () => {
  it.each([
    ["https://codelift.dev", "/courses/react", "https://codelift.dev/courses/react"],
    ["https://codelift.dev/", "/courses/react/", "https://codelift.dev/courses/react"],
    ["https://codelift.dev", "/explore?q=react#top", "https://codelift.dev/explore"],
    ["https://codelift.dev", "", "https://codelift.dev/"],
    ["https://codelift.dev", "//evil.example/x", "https://codelift.dev/evil.example/x"],
    ["http://localhost:3000", "interview-prep/coding", "http://localhost:3000/interview-prep/coding"],
    ["not an origin", "/a", "https://codelift.dev/a"],
  ])("%s + %s → %s", (origin, path, url) => expect(canonicalUrl(origin, path)).toBe(url));

  it("normalises origins and refuses other schemes", () => {
    expect(normalizeOrigin("https://Codelift.dev/")).toBe("https://codelift.dev");
    expect(normalizeOrigin("ftp://codelift.dev")).toBeNull();
  });
});

describe("structured data", () => {
  it("a free course is a Course with a free offer; a paid one with its price", () => {
    const free = courseJsonLd("https://codelift.dev", {
      title: "JS",
      summary: "Learn JS.",
      path: "/courses/js",
      isFree: true,
      difficulty: "beginner",
      totalMinutes: 150,
    });
    expect(free).toMatchObject({
      "@type": "Course",
      url: "https://codelift.dev/courses/js",
      isAccessibleForFree: true,
      educationalLevel: "beginner",
      offers: [{ "@type": "Offer", price: "0.00", category: "Free" }],
      hasCourseInstance: [{ courseMode: "Online", courseWorkload: "PT3H" }],
    });
    const paid = courseJsonLd("https://codelift.dev", { title: "React", summary: "R.", path: "/courses/react", isFree: false, priceCents: 4900 });
    expect(paid.offers).toEqual([
      { "@type": "Offer", category: "Subscription", priceCurrency: "USD", url: "https://codelift.dev/courses/react", price: "49.00" },
    ]);
  });
});

describe("sitemap and robots", () => {
  it("writes one escaped <url> per distinct canonical URL", () => {
    const xml = sitemapXml("https://codelift.dev", [
      { path: "/", priority: 1 },
      { path: "/a?b=1&c=2" },
      { path: "/a" },
      { path: "/m/x", lastModified: "2026-09-15T09:00:00.000Z", changeFrequency: "monthly", priority: 0.55 },
      { path: "/q&a" },
    ]);
    expect(xml).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        `  <url><loc>https://codelift.dev/</loc><priority>1.0</priority></url>\n` +
        `  <url><loc>https://codelift.dev/a</loc></url>\n` +
        `  <url><loc>https://codelift.dev/m/x</loc><lastmod>2026-09-15</lastmod><changefreq>monthly</changefreq><priority>0.6</priority></url>\n` +
        `  <url><loc>https://codelift.dev/q&amp;a</loc></url>\n</urlset>\n`,
    );
  });

  it("keeps only real dates", () => {
    expect(sitemapDate("2026-02-30T00:00:00Z")).toBeNull();
    expect(sitemapDate("2026-13-01")).toBeNull();
    expect(sitemapDate("yesterday")).toBeNull();
    expect(sitemapDate(null)).toBeNull();
    expect(sitemapDate("2026-11-01")).toBe("2026-11-01");
  });

  it("robots.txt disallows the API and personal pages and names the sitemap", () => {
    const lines = robotsTxt("https://codelift.dev").split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /learn/");
    expect(lines).toContain("Sitemap: https://codelift.dev/sitemap.xml");
  });
});

describe("student e-mails", () => {
  it.each([
    ["ada@mit.edu", true],
    ["ada@cs.stanford.edu", true],
    ["ada@unimelb.edu.au", true],
    ["ada@cam.ac.uk", true],
    ["ada@students.tue.nl", true],
    ["ada@student.uni.de", true],
    ["ada@gmail.com", false],
    ["ada@edu.com", false],
    ["ada@education.org", false],
    ["ada@ac.uk", false],
    ["ada@-bad.edu", false],
    ["not an email", false],
    ["ada@edu", false],
  ])("%s → %s", (email, ok) => expect(isStudentEmail(email)).toBe(ok));
});

describe("marketing URL keys and search matching", () => {
  it("accepts lower-case hyphenated keys only", () => {
    expect(isMarketingUrlKey("back-to-school")).toBe(true);
    for (const k of ["", "Back", "a--b", "-a", "a_b", "a".repeat(81)]) expect(isMarketingUrlKey(k), k).toBe(false);
  });

  it("matches when every word occurs, ignoring case and accents", () => {
    expect(matchesSearchText("System Design: scalable systems", "design SYSTEM")).toBe(true);
    expect(matchesSearchText("Résumé reviews", "resume")).toBe(true);
    expect(matchesSearchText("System Design", "design api")).toBe(false);
    expect(matchesSearchText("anything", "")).toBe(true);
  });
});

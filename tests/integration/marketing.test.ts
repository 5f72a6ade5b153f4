// Marketing and SEO (docs/product/catalog.md#marketing-and-seo): the marketing routes with their title and
// description defaults, absolute canonical URLs on PUBLIC_ORIGIN, Open Graph, JSON-LD, pages, blog
// posts and answers from the database, sitemap.xml and robots.txt, the header search's featured
// items, and the GitHub student verification whose discount the checkout applies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEO_DEFAULTS } from "~/engine/seo";
import { latestMail, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { visibleText } from "./helpers/html";

const ORIGIN = "https://www.codelift.example";
let server: TestServer;
let anon: Client;

beforeAll(async () => {
  server = await startServer({ PUBLIC_ORIGIN: ORIGIN });
  anon = server.client();
});
afterAll(async () => server?.stop());

// ---- reading a page's head ------------------------------------------------------------------
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(head(html))?.[1] ?? "");
const metaName = (html: string, name: string) => {
  const m = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(head(html));
  return m ? decode(m[1]) : null;
};
const canonical = (html: string) => {
  const all = [...head(html).matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => decode(m[1]));
  expect(all.length, "at most one canonical link").toBeLessThanOrEqual(1);
  return all[0] ?? null;
};
const jsonLd = (html: string) =>
  [...head(html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(decode(m[1])) as Record<string, unknown>,
  );
const htmlTheme = (html: string) => /<html lang="en" data-theme="(\w+)"/.exec(html)?.[1];
/** Same-site targets of a page: links (GET) and forms (their method), without fragments. */
function targets(html: string): { method: "GET" | "POST"; path: string }[] {
  const out = new Map<string, { method: "GET" | "POST"; path: string }>();
  const add = (method: "GET" | "POST", raw: string) => {
    const path = decode(raw).split("#")[0];
    if (path.startsWith("/") && !path.startsWith("//")) out.set(`${method} ${path}`, { method, path });
  };
  for (const m of html.matchAll(/<a [^>]*href="([^"]*)"/g)) add("GET", m[1]);
  for (const m of html.matchAll(/<form ([^>]*)>/g)) {
    const action = /action="([^"]*)"/.exec(m[1])?.[1];
    if (action) add(/method="post"/i.test(m[1]) ? "POST" : "GET", action);
  }
  return [...out.values()];
}

async function page(c: Client, path: string) {
  const res = await c.get(path, { Accept: "text/html" });
  return { res, html: await res.text() };
}

// ---- the marketing routes ---------------------------------------------------------------------
const ROUTES: { path: string; heading: string; seo?: keyof typeof SEO_DEFAULTS; light?: boolean }[] = [
  { path: "/enterprise", heading: "Codelift for teams and enterprises", seo: "team" },
  { path: "/upskill", heading: "Upskill your engineers without stopping the roadmap", light: true },
  { path: "/work-product", heading: "Learning that fits in your team's workflow", seo: "workflows", light: true },
  { path: "/learn-product", heading: "Courses you read, code you run", light: true },
  { path: "/interview", heading: "Walk into your interview knowing the patterns", seo: "interview" },
  { path: "/interview/software-engineering-interview-prep", heading: "Pass the coding and system design rounds" },
  { path: "/interview/engineering-manager-interview-prep", heading: "Show how you lead, not only what you built" },
  { path: "/interview/front-end-interview-prep", heading: "JavaScript, React and the coding round" },
  { path: "/github-students", heading: "Students learn for 30% less", light: true },
  { path: "/generative-ai", heading: "Build with large language models", seo: "generativeAi" },
  { path: "/data-science", heading: "From your first DataFrame to a model in production", seo: "dataScience" },
  { path: "/data-science/machine-learning", heading: "Machine learning you understand, not only call", seo: "machineLearning" },
  { path: "/trial", heading: "Try Codelift before you decide", light: true },
  { path: "/m/coding-interview-roadmap", heading: "A coding interview roadmap that fits in four weeks" },
  { path: "/m/back-to-school", heading: "Back to school: learn to code with your student discount" },
  { path: "/m/patterns-newsletter", heading: "The Patterns Letter, issue 12: the monotonic stack" },
  { path: "/blog", heading: "The Codelift blog" },
  { path: "/blog/recognise-two-pointers", heading: "How to recognise a two pointers problem in 30 seconds" },
  { path: "/blog/system-design-first-five-minutes", heading: "The first five minutes of a system design interview" },
  { path: "/answers", heading: "Answers" },
  { path: "/answers/bfs-or-dfs", heading: "Should I use BFS or DFS?" },
];

describe("marketing routes", () => {
  it.each(ROUTES)("$path: 200, its heading, a title, a description, an absolute canonical and Open Graph", async ({ path, heading, seo }) => {
    const { res, html } = await page(anon, path);
    expect(res.status).toBe(200);
    expect(visibleText(html)).toContain(heading);
    const t = title(html);
    expect(t).toMatch(/Codelift/);
    const description = metaName(html, "description");
    expect(description && description.length).toBeGreaterThan(40);
    expect(description!.length).toBeLessThanOrEqual(160);
    if (seo) {
      expect(t).toBe(SEO_DEFAULTS[seo].title);
      expect(description).toBe(SEO_DEFAULTS[seo].description);
    }
    expect(canonical(html)).toBe(`${ORIGIN}${path}`);
    expect(metaName(html, "og:url")).toBe(`${ORIGIN}${path}`);
    expect(metaName(html, "og:title")).toBe(t);
    expect(metaName(html, "og:description")).toBe(description);
    expect(metaName(html, "og:site_name")).toBe("Codelift");
  });

  it("the default titles and descriptions, word for word, on the home, free, early-access and explore pages", async () => {
    for (const [path, key] of [
      ["/", "home"],
      ["/explore/free", "free"],
      ["/explore/early-access", "earlyAccess"],
      ["/explore", "latest"],
    ] as const) {
      const { html } = await page(anon, path);
      expect(title(html), path).toBe(SEO_DEFAULTS[key].title);
      expect(metaName(html, "description"), path).toBe(SEO_DEFAULTS[key].description);
      expect(canonical(html), path).toBe(`${ORIGIN}${path}`);
    }
    expect(SEO_DEFAULTS.home.title).toBe("Codelift: interactive courses and interview prep for developers");
    // A search is a view, kept out of the index.
    const { html } = await page(anon, "/explore?q=react");
    expect(metaName(html, "robots")).toBe("noindex, nofollow");
    expect(canonical(html)).toBeNull();
  });

  it("every link and button target on every marketing page leads to a page (no 404, no 5xx)", async () => {
    const seen = new Map<string, number>();
    for (const { path } of ROUTES) {
      const { html } = await page(anon, path);
      for (const t of targets(html)) {
        const key = `${t.method} ${t.path}`;
        if (seen.has(key)) continue;
        const res =
          t.method === "GET"
            ? await anon.get(t.path, { Accept: "text/html" })
            : await anon.fetch(t.path, {
                method: "POST",
                headers: {
                  "Content-Type": "application/x-www-form-urlencoded",
                  Accept: "text/html",
                  Origin: server.baseUrl,
                  "Sec-Fetch-Site": "same-origin",
                },
                body: "",
              });
        await res.arrayBuffer();
        seen.set(key, res.status);
        // A link opens a page (200) or sends a visitor to log in (302); an empty form post is
        // answered by its action (a refusal of the empty form, or a redirect): never missing, never broken.
        if (t.method === "GET") expect([200, 302], `${path} → ${key}: ${res.status}`).toContain(res.status);
        else expect([200, 302, 303, 400, 401, 403], `${path} → ${key}: ${res.status}`).toContain(res.status);
      }
    }
    // The calls to action are among them.
    for (const t of [
      "/trial",
      "/interview-prep/coding",
      "/interview-prep/system-design",
      "/github-students",
      "/signup",
      "/explore?category=generative-ai",
      "/data-science/machine-learning",
      "/explore",
    ])
      expect(seen.get(`GET ${t}`), t).toBe(200);
    expect(seen.get("POST /trial"), "the trial form").toBe(400);
  });

  it("the B2B marketing routes force the light theme; the others follow the learner's theme", async () => {
    const { client } = await signUpVerified(server, { email: "dark-theme@example.com" });
    const res = await client.postJson("/api/userdata/darkmode", { frontend_theme: "dark" });
    expect(res.status).toBe(200);
    for (const { path, light } of ROUTES) {
      const { html } = await page(client, path);
      expect(htmlTheme(html), path).toBe(light ? "light" : "dark");
    }
  });

  it("an interview landing page other than the three is the site's not-found page", async () => {
    const { res, html } = await page(anon, "/interview/back-end-interview-prep");
    expect(res.status).toBe(404);
    expect(visibleText(html)).toContain("Page not found");
    expect(metaName(html, "robots")).toBe("noindex");
  });

  it("the marketing pages list real courses from the catalogue", async () => {
    const ds = await page(anon, "/data-science");
    expect(visibleText(ds.html)).toContain("Data Analysis with pandas");
    expect(ds.html).toContain('href="/courses/pandas-data-analysis"');
    const ai = await page(anon, "/generative-ai");
    expect(ai.html).toContain('href="/courses/prompt-engineering-llm-apis"');
  });
});

describe("canonical URLs and structured data of existing pages", () => {
  it("the coding path and its lessons name an absolute canonical on the public origin", async () => {
    for (const path of ["/interview-prep/coding", "/interview-prep/coding/palindrome-ignoring-symbols", "/interview-prep"]) {
      const { res, html } = await page(anon, path);
      expect(res.status, path).toBe(200);
      expect(canonical(html), path).toBe(`${ORIGIN}${path}`);
    }
    // The id form of a lesson names the slug form as canonical.
    const { html } = await page(anon, "/collection/lesson/4831/100001/2");
    expect(canonical(html)).toBe(`${ORIGIN}/coursesv3/modern-javascript-essentials/functions-and-closures`);
  });

  it("a course page carries a schema.org Course that parses", async () => {
    for (const [path, canonicalPath] of [
      ["/courses/react-fundamentals", "/courses/react-fundamentals"],
      ["/collection/4831/100002", "/courses/react-fundamentals"],
    ]) {
      const { html } = await page(anon, path);
      expect(canonical(html)).toBe(`${ORIGIN}${canonicalPath}`);
      const [course] = jsonLd(html);
      expect(course).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Course",
        name: "React Fundamentals",
        url: `${ORIGIN}/courses/react-fundamentals`,
        isAccessibleForFree: false,
        provider: { "@type": "Organization", name: "Codelift" },
      });
      expect(String(course.description).length).toBeGreaterThan(20);
    }
    const [free] = jsonLd((await page(anon, "/courses/modern-javascript-essentials")).html);
    expect(free).toMatchObject({ "@type": "Course", isAccessibleForFree: true, offers: [{ "@type": "Offer", price: "0.00", priceCurrency: "USD" }] });
  });

  it("the home page names the site and its search; personal pages stay out of the index", async () => {
    const [site] = jsonLd((await page(anon, "/")).html);
    expect(site).toMatchObject({
      "@type": "WebSite",
      url: `${ORIGIN}/`,
      potentialAction: { "@type": "SearchAction", target: `${ORIGIN}/explore?q={search_term_string}` },
    });
    const { client } = await signUpVerified(server, { email: "noindex@example.com" });
    const { html } = await page(client, "/learn/home");
    expect(metaName(html, "robots")).toBe("noindex, nofollow");
    expect(canonical(html)).toBeNull();
  });

  it("blog posts are BlogPostings and answers QAPages", async () => {
    const [post] = jsonLd((await page(anon, "/blog/recognise-two-pointers")).html);
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "How to recognise a two pointers problem in 30 seconds",
      author: { name: "Amara Okafor" },
      url: `${ORIGIN}/blog/recognise-two-pointers`,
    });
    const [qa] = jsonLd((await page(anon, "/answers/bfs-or-dfs")).html);
    expect(qa).toMatchObject({
      "@type": "QAPage",
      mainEntity: { "@type": "Question", name: "Should I use BFS or DFS?", acceptedAnswer: { "@type": "Answer" } },
    });
  });
});

// ---- pages stored in the database -----------------------------------------------------------
function insertPage(fields: {
  urlKey: string;
  pageType?: number;
  status?: number;
  body?: string;
  title?: string;
  canonicalUrl?: string | null;
  structuredData?: string | null;
  ctaPath?: string | null;
}) {
  server.db
    .prepare(
      `INSERT INTO marketing_pages (url_key, page_type, heading, body, cta_label, cta_path, title, description, canonical_url, structured_data_json, status, published_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z')`,
    )
    .run(
      fields.urlKey,
      fields.pageType ?? 5001,
      `Heading of ${fields.urlKey}`,
      fields.body ?? "Some **bold** text.",
      fields.ctaPath ? "Go on" : null,
      fields.ctaPath ?? null,
      fields.title ?? `Title of ${fields.urlKey}`,
      `Description of ${fields.urlKey}, long enough to be a real description of the page.`,
      fields.canonicalUrl ?? null,
      fields.structuredData ?? null,
      fields.status ?? 9001,
    );
}

describe("/m/{marketingPageUrl} from the database", () => {
  it("serves a page added to the table, with its SEO meta fields", async () => {
    insertPage({
      urlKey: "winter-sale",
      title: "Winter sale on Codelift",
      structuredData: JSON.stringify({ "@context": "https://schema.org", "@type": "Event", name: "Winter sale" }),
      ctaPath: "/unlimited",
    });
    const { res, html } = await page(anon, "/m/winter-sale");
    expect(res.status).toBe(200);
    expect(visibleText(html)).toContain("Heading of winter-sale");
    expect(html).toContain("<strong>bold</strong>");
    expect(title(html)).toBe("Winter sale on Codelift");
    expect(metaName(html, "description")).toBe("Description of winter-sale, long enough to be a real description of the page.");
    expect(canonical(html)).toBe(`${ORIGIN}/m/winter-sale`);
    expect(jsonLd(html)).toEqual([{ "@context": "https://schema.org", "@type": "Event", name: "Winter sale" }]);
    expect(html).toContain('href="/unlimited"');
  });

  it("honours a stored canonical_url", async () => {
    insertPage({ urlKey: "roadmap-copy", canonicalUrl: "/m/coding-interview-roadmap" });
    const { html } = await page(anon, "/m/roadmap-copy");
    expect(canonical(html)).toBe(`${ORIGIN}/m/coding-interview-roadmap`);
  });

  it("renders stored Markdown safely: raw HTML is text, javascript: links are dropped", async () => {
    insertPage({ urlKey: "unsafe-body", body: 'Hi <script>alert("x")</script> and [click](javascript:alert(1)) <img src=x onerror=alert(1)>' });
    const { res, html } = await page(anon, "/m/unsafe-body");
    expect(res.status).toBe(200);
    const main = html.slice(html.indexOf('id="main"'));
    expect(main).not.toContain("<script>alert");
    expect(main).not.toContain("javascript:");
    expect(main).not.toContain("<img src=x");
    expect(visibleText(main)).toContain('<script>alert("x")</script>');
  });

  it("a missing, inactive, malformed or blog key is the site's one not-found page (404)", async () => {
    insertPage({ urlKey: "old-campaign", status: 9002 });
    for (const path of ["/m/no-such-page", "/m/old-campaign", "/m/Bad_Key!", "/m/recognise-two-pointers"]) {
      const { res, html } = await page(anon, path);
      expect(res.status, path).toBe(404);
      const text = visibleText(html);
      expect(text, path).toContain("Page not found");
      expect(text, path).toContain("We could not find that page. It may have moved or ended.");
    }
    const missingPost = await page(anon, "/blog/no-such-post");
    expect(missingPost.res.status).toBe(404);
    expect(visibleText(missingPost.html)).toContain("We could not find that blog post.");
    const missingAnswer = await page(anon, "/answers/no-such-answer");
    expect(missingAnswer.res.status).toBe(404);
    expect(visibleText(missingAnswer.html)).toContain("We could not find that answer.");
    // A marketing page is not a blog post either.
    expect((await page(anon, "/blog/back-to-school")).res.status).toBe(404);
  });

  it("the blog lists its posts newest first; the answers page lists the answers", async () => {
    const blog = visibleText((await page(anon, "/blog")).html);
    const a = blog.indexOf("The first five minutes of a system design interview");
    const b = blog.indexOf("The sliding window, explained");
    const c = blog.indexOf("How to recognise a two pointers problem");
    expect(a).toBeGreaterThan(-1);
    expect(a).toBeLessThan(b);
    expect(b).toBeLessThan(c);
    expect(blog).not.toContain("Back to school");
    const answers = visibleText((await page(anon, "/answers")).html);
    for (const q of [
      "What is the two pointers technique?",
      "When should I use a hash map in a coding interview?",
      "Should I use BFS or DFS?",
      "How long does it take to prepare for a coding interview?",
    ])
      expect(answers).toContain(q);
  });
});

// ---- sitemap and robots -----------------------------------------------------------------------
/** Tags balanced and every text free of a bare "<" or "&": the XML is well-formed (the e2e test also parses it in Chromium). */
function assertWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf("?>") + 2);
  const stack: string[] = [];
  for (const m of body.matchAll(/<(\/?)([a-z]+)([^>]*)>|([^<]+)/g)) {
    if (m[4] !== undefined) {
      expect(m[4], "text").not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      continue;
    }
    if (m[1]) expect(stack.pop(), `closing ${m[2]}`).toBe(m[2]);
    else stack.push(m[2]);
  }
  expect(stack).toEqual([]);
}

describe("sitemap.xml and robots.txt", () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]));

  it("is valid sitemap XML listing courses, public lessons, paths, marketing pages, blog and answers from the database", async () => {
    const res = await anon.get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    assertWellFormedXml(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const all = locs(xml);
    expect(new Set(all).size).toBe(all.length);
    for (const l of all) expect(l.startsWith(`${ORIGIN}/`), l).toBe(true);
    const paths = all.map((l) => l.slice(ORIGIN.length));
    for (const p of [
      "/",
      "/courses/react-fundamentals",
      "/coursesv3/modern-javascript-essentials/functions-and-closures",
      "/interview-prep/coding",
      "/interview-prep/system-design",
      "/upskill",
      "/interview/front-end-interview-prep",
      "/data-science/machine-learning",
      "/m/coding-interview-roadmap",
      "/blog/recognise-two-pointers",
      "/answers/bfs-or-dfs",
    ])
      expect(paths, p).toContain(p);
    // every course in the catalogue (not deprecated) and none that is
    const courses = server.db.prepare("SELECT url_slug FROM courses WHERE is_marked_for_deletion = 0").all() as { url_slug: string }[];
    expect(courses.length).toBeGreaterThan(5);
    for (const c of courses) expect(paths).toContain(`/courses/${c.url_slug}`);
    expect(paths).not.toContain("/courses/learn-jquery-classic");
    // a paid course's first lesson (the free preview) is public; its locked lessons are not
    expect(paths).toContain(
      "/coursesv3/react-fundamentals/" +
        (
          server.db
            .prepare(
              "SELECT l.slug FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.url_slug = 'react-fundamentals' ORDER BY l.position LIMIT 1",
            )
            .get() as { slug: string }
        ).slug,
    );
    expect(paths).not.toContain("/coursesv3/react-fundamentals/props-and-composition");
    // no personal or staff page
    expect(paths.some((p) => p.startsWith("/learn/") || p.startsWith("/api/") || p.startsWith("/staff"))).toBe(false);
    // the stored pages carry their last change
    expect(xml).toMatch(/<loc>https:\/\/www\.codelift\.example\/blog\/recognise-two-pointers<\/loc><lastmod>2026-09-15<\/lastmod>/);
  });

  it("follows the table: a new page appears, an inactive one goes", async () => {
    insertPage({ urlKey: "spring-launch" });
    let paths = locs(await (await anon.get("/sitemap.xml")).text());
    expect(paths).toContain(`${ORIGIN}/m/spring-launch`);
    server.db.prepare("UPDATE marketing_pages SET status = 9002 WHERE url_key = 'spring-launch'").run();
    paths = locs(await (await anon.get("/sitemap.xml")).text());
    expect(paths).not.toContain(`${ORIGIN}/m/spring-launch`);
    expect(paths).not.toContain(`${ORIGIN}/m/old-campaign`);
  });

  it("every URL it lists answers 200", async () => {
    const paths = locs(await (await anon.get("/sitemap.xml")).text()).map((l) => l.slice(ORIGIN.length));
    for (const p of paths) {
      const res = await anon.get(p, { Accept: "text/html" });
      await res.arrayBuffer();
      expect(res.status, p).toBe(200);
    }
  });

  it("robots.txt keeps crawlers off personal pages and the API and names the sitemap", async () => {
    const res = await anon.get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const d of ["/api/", "/learn/", "/checkout/", "/staff/", "/account/"]) expect(lines).toContain(`Disallow: ${d}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

// ---- header search --------------------------------------------------------------------------
describe("GET /api/reader/featured_items", () => {
  type Item = { type: string; title: string; url: string };
  const featured = async (query: string) => {
    const res = await anon.get(`/api/reader/featured_items${query}`, { Accept: "application/json" });
    return {
      status: res.status,
      body: (await res.json()) as {
        featured_items: Item[];
        limit: number;
        only_courses: boolean;
        search_string: string;
        errors?: Record<string, string>;
      },
    };
  };

  it("without a search: featured courses and roadmaps, 6 by default", async () => {
    const { status, body } = await featured("");
    expect(status).toBe(200);
    expect(body).toMatchObject({ search_string: "", only_courses: false, limit: 6 });
    expect(body.featured_items).toHaveLength(6);
    expect(body.featured_items.some((i) => i.type === "course")).toBe(true);
    expect(body.featured_items.some((i) => i.type === "interview_prep")).toBe(true);
  });

  it("search_string finds what /explore?q= finds, in the same order, then matching roadmaps", async () => {
    const { body } = await featured("?search_string=system%20design&limit=20");
    const courses = body.featured_items.filter((i) => i.type === "course");
    expect(courses[0]).toMatchObject({ title: "System Design Fundamentals", url: "/courses/system-design-fundamentals" });
    expect(body.featured_items).toContainEqual(expect.objectContaining({ type: "interview_prep", url: "/interview-prep/system-design" }));
    // courses first
    const firstPath = body.featured_items.findIndex((i) => i.type !== "course");
    expect(body.featured_items.slice(firstPath).every((i) => i.type !== "course")).toBe(true);
    const explore = visibleText(await (await anon.get("/explore?q=system%20design", { Accept: "text/html" })).text());
    let at = -1;
    for (const c of courses) {
      const i = explore.indexOf(c.title, at + 1);
      expect(i, c.title).toBeGreaterThan(at);
      at = i;
    }
  });

  it("only_courses and limit", async () => {
    const { body } = await featured("?search_string=design&only_courses=true&limit=20");
    expect(body.only_courses).toBe(true);
    expect(body.featured_items.length).toBeGreaterThan(0);
    expect(body.featured_items.every((i) => i.type === "course")).toBe(true);
    const two = await featured("?only_courses=1&limit=2");
    expect(two.body.featured_items).toHaveLength(2);
    const none = await featured("?search_string=zzzz-no-such-course");
    expect(none).toEqual({ status: 200, body: { search_string: "zzzz-no-such-course", only_courses: false, limit: 6, featured_items: [] } });
  });

  it.each([
    ["?limit=0", "limit"],
    ["?limit=21", "limit"],
    ["?limit=abc", "limit"],
    ["?limit=2.5", "limit"],
    ["?only_courses=maybe", "only_courses"],
    [`?search_string=${"a".repeat(101)}`, "search_string"],
  ])("%s is refused with 400 naming %s", async (query, field) => {
    const { status, body } = await featured(query);
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });

  it("the header's search form is a plain GET to /explore (works without JavaScript)", async () => {
    const html = (await page(anon, "/upskill")).html;
    expect(html).toMatch(/<form method="get" action="\/explore" role="search" aria-label="Site search"[^>]*>/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="q"/);
    const results = visibleText((await page(anon, "/explore?q=react")).html);
    expect(results).toContain("React Fundamentals");
  });
});

// ---- GitHub student verification --------------------------------------------------------------
describe("GitHub student discount (/github-students)", () => {
  const form = (c: Client, path: string, fields: Record<string, string>) =>
    c.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: server.baseUrl, "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams(fields).toString(),
    });
  const studentRows = () => (server.db.prepare("SELECT count(*) n FROM student_verifications").get() as { n: number }).n;
  const isStudent = (email: string) => (server.db.prepare("SELECT is_github_student s FROM users WHERE email = ?").get(email) as { s: number }).s;
  const linkIn = (to: string) => {
    const m = latestMail(server, to, "student-verify")?.body_text.match(/\/github-students\/verify\/([\w-]+)/);
    if (!m) throw new Error(`no student mail to ${to}`);
    return `/github-students/verify/${m[1]}`;
  };

  it("a visitor is sent to log in; nothing is written", async () => {
    const before = studentRows();
    const res = await form(anon, "/github-students", { student_email: "ada@mit.edu" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?ru=%2Fgithub-students");
    expect(studentRows()).toBe(before);
    const { html } = await page(anon, "/github-students");
    expect(visibleText(html)).toContain("Create a free account");
  });

  it("refuses an address that is not a school's, and bad bodies, with 400 and nothing written", async () => {
    const { client } = await signUpVerified(server, { email: "not-student@example.com" });
    const before = studentRows();
    for (const body of [{ student_email: "me@gmail.com" }, { student_email: "not an email" }, {}, { student_email: "x".repeat(300) + "@uni.edu" }]) {
      const res = await form(client, "/github-students", body as Record<string, string>);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(visibleText(await res.text())).toContain("Use the e-mail address your school gave you");
    }
    expect(studentRows()).toBe(before);
    expect(isStudent("not-student@example.com")).toBe(0);
  });

  it("verifies a school e-mail by mailed link, then the checkout takes the GitHub student discount", async () => {
    const { client } = await signUpVerified(server, { email: "ada@example.com", fullName: "Ada Student" });
    // before: no student discount at checkout
    const before = visibleText(await (await client.get("/checkout/subscription-buy?plan=300-12-6000", { Accept: "text/html" })).text());
    expect(before).not.toContain("GitHub student discount");

    const res = await form(client, "/github-students", { student_email: "Ada.Lovelace@Cam.AC.UK " });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/github-students");
    const mail = latestMail(server, "ada.lovelace@cam.ac.uk", "student-verify");
    expect(mail?.subject).toBe("Confirm your student e-mail for Codelift");
    const link = linkIn("ada.lovelace@cam.ac.uk");
    expect(isStudent("ada@example.com")).toBe(0);

    // Opening the link changes nothing; another account cannot use it.
    const other = await signUpVerified(server, { email: "eve@example.com" });
    const shown = await page(other.client, link);
    expect(shown.res.status).toBe(200);
    expect(visibleText(shown.html)).toContain("This verification link is invalid or has expired.");
    const stolen = await form(other.client, link, { intent: "confirm" });
    expect(stolen.status).toBe(400);
    expect(isStudent("eve@example.com")).toBe(0);
    // A visitor opening it is asked to log in first.
    const visitor = await anon.get(link, { Accept: "text/html" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(`/login?ru=${encodeURIComponent(link)}`);

    const mine = await page(client, link);
    expect(visibleText(mine.html)).toContain("Confirm that ada.lovelace@cam.ac.uk is your school e-mail");
    expect(isStudent("ada@example.com")).toBe(0);
    const confirm = await form(client, link, { intent: "confirm" });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/github-students");
    expect(isStudent("ada@example.com")).toBe(1);

    const offer = visibleText((await page(client, "/github-students")).html);
    expect(offer).toContain("You are verified");
    expect(offer).toContain("Verified with ada.lovelace@cam.ac.uk.");
    const after = visibleText(await (await client.get("/checkout/subscription-buy?plan=300-12-6000", { Accept: "text/html" })).text());
    expect(after).toContain("GitHub student discount (30%)");
    const info = (await (await client.get("/api/user/info", { Accept: "application/json" })).json()) as { active_github_scholar: boolean };
    expect(info.active_github_scholar).toBe(true);

    // The link works once.
    const again = await form(client, link, { intent: "confirm" });
    expect(again.status).toBe(400);

    // The same school e-mail cannot verify a second account.
    const reuse = await form(other.client, "/github-students", { student_email: "ada.lovelace@cam.ac.uk" });
    expect(reuse.status).toBe(400);
    expect(visibleText(await reuse.text())).toContain("This student e-mail already verified another Codelift account.");
  });

  it("a newer link replaces the older one; a confirm without intent is refused", async () => {
    const { client } = await signUpVerified(server, { email: "grace@example.com" });
    expect((await form(client, "/github-students", { student_email: "grace@yale.edu" })).status).toBe(302);
    const first = linkIn("grace@yale.edu");
    expect((await form(client, "/github-students", { student_email: "grace@students.tue.nl" })).status).toBe(302);
    const second = linkIn("grace@students.tue.nl");
    expect((await form(client, first, { intent: "confirm" })).status).toBe(400);
    expect(isStudent("grace@example.com")).toBe(0);
    expect((await form(client, second, {})).status).toBe(400);
    expect(isStudent("grace@example.com")).toBe(0);
    expect((await form(client, second, { intent: "confirm" })).status).toBe(302);
    expect(isStudent("grace@example.com")).toBe(1);
    // a malformed token is the not-found page
    expect((await page(client, "/github-students/verify/short")).res.status).toBe(404);
  });
});

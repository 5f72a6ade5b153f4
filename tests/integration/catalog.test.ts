import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { AUTHOR, FUTURE, grantSubscription, insertCatalogFixtures, insertPagingCourses, PAST, withoutWrites } from "./catalog.fixtures";
import { visibleText as text } from "./helpers/html";

let server: TestServer;
let courseIds: Map<string, number>;
let pagingTitles: string[];
beforeAll(async () => {
  server = await startServer({ PUBLIC_ORIGIN: "https://codelift.dev" });
  courseIds = insertCatalogFixtures(server.db);
  pagingTitles = insertPagingCourses(server.db, 23);
});
afterAll(async () => server?.stop());

const LESSON_BY_IDS = "routes/collection.lesson.$authorId.$collectionId.$pageId";
const LESSON_BY_SLUG = "routes/coursesv3.$courseSlug.$pageSlug";
const COURSE_BY_SLUG = "routes/courses.$slug";

/** A route's loader data, as Remix fetches it on client navigations. */
async function loaderData(c: Client, path: string, routeId: string) {
  const sep = path.includes("?") ? "&" : "?";
  const res = await c.get(`${path}${sep}_data=${encodeURIComponent(routeId)}`);
  expect(res.status).toBe(200);
  return res.json();
}

const progressRows = (userId: number) =>
  server.db
    .prepare(
      "SELECT l.slug, p.last_visited_at, p.completed_at FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id WHERE p.user_id = ? ORDER BY l.slug",
    )
    .all(userId) as {
    slug: string;
    last_visited_at: string;
    completed_at: string | null;
  }[];
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const countProgress = () => (server.db.prepare("SELECT count(*) n FROM lesson_progress").get() as { n: number }).n;

/** The links of an HTML fragment: href (entities decoded), rel, aria-label and visible text. */
function links(html: string) {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, inner]) => {
    const attr = (name: string) => attrs.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, "&");
    return { href: attr("href"), rel: attr("rel"), label: attr("aria-label"), text: text(inner).trim() };
  });
}

/** The results pager of an explore page ("" when it has none). */
const pagerOf = (html: string) => html.match(/<nav aria-label="Pages of results"[\s\S]*?<\/nav>/)?.[0] ?? "";

/** The error page of a 4xx answer shows its errorText (scripts aside, where loader data travels). */
async function expectErrorPage(res: Response, status: number, errorText: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
  const t = text(await res.text());
  expect(t).toContain(`${status}`);
  expect(t).toContain(errorText);
}

const MALFORMED_PAGE = "The page number must be a whole number, 1 or more.";

describe("catalogue: /explore, /explore/free, /explore/early-access", () => {
  it("lists listed courses with counts and hides deprecated ones", async () => {
    const res = await server.client().get("/explore?q=zebrafish");
    expect(res.status).toBe(200);
    const t = text(await res.text());
    expect(t).toContain("Explore courses");
    expect(t).toContain("2 courses matching “zebrafish”");
    expect(t).toContain("Zebrafish Free Basics");
    expect(t).toContain("Zebrafish Paid Patterns");
    expect(t).not.toContain("Zebrafish Legacy Toolkit");
    expect(t).not.toContain("Zebrafish Sunset Guide");
  });

  it.each([
    { path: "/explore?q=zebrafish&difficulty=beginner", shows: ["Zebrafish Free Basics"], hides: ["Zebrafish Paid Patterns"], count: "1 course" },
    { path: "/explore?q=zebrafish&difficulty=intermediate", shows: ["Zebrafish Paid Patterns"], hides: ["Zebrafish Free Basics"], count: "1 course" },
    { path: "/explore?category=lab-two", shows: ["Zebrafish Paid Patterns"], hides: ["Zebrafish Free Basics"], count: "1 course in Lab Two" },
    { path: "/explore?category=lab-one&q=", shows: ["Zebrafish Free Basics", "Zebrafish Paid Patterns"], hides: [], count: "2 courses in Lab One" },
    { path: "/explore?q=SHOALS", shows: ["Zebrafish Paid Patterns"], hides: ["Zebrafish Free Basics"], count: "1 course matching" },
    { path: "/explore?q=aquarium%20scripting", shows: ["Zebrafish Free Basics"], hides: ["Zebrafish Paid Patterns"], count: "1 course" },
    { path: "/explore/free?q=zebrafish", shows: ["Zebrafish Free Basics", "Free courses"], hides: ["Zebrafish Paid Patterns"], count: "1 course" },
    {
      path: "/explore/early-access?q=zebrafish",
      shows: ["Zebrafish Paid Patterns", "Early access courses"],
      hides: ["Zebrafish Free Basics"],
      count: "1 course",
    },
    {
      path: "/explore?q=zebrafish&difficulty=bogus&category=%3Cscript%3E",
      shows: ["Zebrafish Free Basics", "Zebrafish Paid Patterns"],
      hides: [],
      count: "2 courses",
    },
  ])("$path", async ({ path, shows, hides, count }) => {
    const res = await server.client().get(path);
    expect(res.status).toBe(200);
    const t = text(await res.text());
    expect(t).toContain(count);
    for (const s of shows) expect(t).toContain(s);
    for (const h of hides) expect(t).not.toContain(h);
  });

  it("shows an empty state when nothing matches", async () => {
    const res = await server.client().get("/explore?q=nothing-like-this-exists");
    expect(res.status).toBe(200);
    const t = text(await res.text());
    expect(t).toContain("0 courses");
    expect(t).toContain("No courses found");
  });

  it("is a GET form that works without JavaScript", async () => {
    const html = await (await server.client().get("/explore")).text();
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/explore"/);
    for (const name of ["q", "category", "difficulty"]) expect(html).toContain(`name="${name}"`);
  });
});

describe("catalogue pages: 10 results a page, plain links that keep the filters", () => {
  const EXPLORE = "routes/explore._index";

  it.each([
    { page: 1, shows: [0, 10], prev: null, next: "/explore?category=lab-paging&page=2" },
    { page: 2, shows: [10, 20], prev: "/explore?category=lab-paging", next: "/explore?category=lab-paging&page=3" },
    { page: 3, shows: [20, 23], prev: "/explore?category=lab-paging&page=2", next: null },
  ])("page $page of 3", async ({ page, shows, prev, next }) => {
    const res = await server.client().get(`/explore?category=lab-paging${page > 1 ? `&page=${page}` : ""}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const t = text(html);
    expect(t).toContain(`23 courses in Lab Paging · page ${page} of 3`);
    const [from, to] = shows;
    pagingTitles.forEach((title, i) => expect(t.includes(title), title).toBe(i >= from && i < to));

    const pager = links(pagerOf(html));
    expect(pager.find((l) => l.rel === "prev")?.href ?? null).toBe(prev);
    expect(pager.find((l) => l.rel === "next")?.href ?? null).toBe(next);
    expect(text(pagerOf(html))).toContain("Previous");
    expect(text(pagerOf(html))).toContain("Next");
    // Every other page is a numbered link; the current one is marked, not linked.
    expect(pager.filter((l) => l.label?.startsWith("Page ")).map((l) => [l.label, l.href])).toEqual(
      [1, 2, 3]
        .filter((n) => n !== page)
        .map((n) => [`Page ${n}`, n === 1 ? "/explore?category=lab-paging" : `/explore?category=lab-paging&page=${n}`]),
    );
    expect(pagerOf(html)).toMatch(new RegExp(`aria-current="page"[^>]*>${page}<`));
  });

  it("the loader data carries 10 courses and the page facts", async () => {
    const data = await loaderData(server.client(), "/explore?category=lab-paging&page=2", EXPLORE);
    expect(data.total).toBe(23);
    expect(data.page).toEqual({ number: 2, count: 3, size: 10 });
    expect(data.courses.map((c: { title: string }) => c.title)).toEqual(pagingTitles.slice(10, 20));
  });

  it("page links keep the search and every filter, on each catalogue", async () => {
    const html = await (await server.client().get("/explore/free?q=quokka&category=lab-paging&difficulty=beginner&page=2")).text();
    const t = text(html);
    // The odd-numbered courses are the beginner ones: 12 of them, 2 on the second page.
    expect(t).toContain("12 courses matching “quokka” in Lab Paging for beginner level · page 2 of 2");
    expect(t).toContain("Quokka Paging 21");
    expect(t).toContain("Quokka Paging 23");
    expect(t).not.toContain("Quokka Paging 19");
    const pager = links(pagerOf(html));
    expect(pager.map((l) => l.href)).toEqual([
      "/explore/free?q=quokka&category=lab-paging&difficulty=beginner",
      "/explore/free?q=quokka&category=lab-paging&difficulty=beginner",
    ]);
    expect(pager.map((l) => l.rel ?? l.label)).toEqual(["prev", "Page 1"]);
  });

  it("one page of results has no pager; a blank page number is page 1", async () => {
    const html = await (await server.client().get("/explore?q=zebrafish&page=")).text();
    expect(text(html)).toContain("2 courses matching “zebrafish”");
    expect(text(html)).not.toContain("page 1 of");
    expect(pagerOf(html)).toBe("");
  });

  it.each(["0", "-1", "abc", "1.5", "2e1", "%201"])("page=%s is refused: 400 with the reason", async (page) => {
    const res = await withoutWrites(server.db, () => server.client().get(`/explore?category=lab-paging&page=${page}`));
    await expectErrorPage(res, 400, MALFORMED_PAGE);
    const data = await server.client().get(`/explore?category=lab-paging&page=${page}&_data=${encodeURIComponent(EXPLORE)}`);
    expect(data.status).toBe(400);
    expect(await data.json()).toEqual({ errorText: MALFORMED_PAGE });
  });

  it.each([
    { path: "/explore?category=lab-paging&page=4", errorText: "There is no such page: these results fill 3 pages." },
    { path: "/explore?category=lab-paging&page=99999999999999999999", errorText: "There is no such page: these results fill 3 pages." },
    { path: "/explore/early-access?category=lab-paging&page=2", errorText: "There is no such page: these results fill 1 page." },
  ])("a page past the last one is refused: $path", async ({ path, errorText }) => {
    const res = await withoutWrites(server.db, () => server.client().get(path));
    await expectErrorPage(res, 400, errorText);
  });
});

describe("course page", () => {
  it.each([
    { path: "/courses/zebrafish-paid-patterns", lessonHref: "/coursesv3/zebrafish-paid-patterns/preview" },
    { path: `/collection/${AUTHOR}/9002`, lessonHref: `/collection/lesson/${AUTHOR}/9002/1` },
  ])("$path shows the course, its contents, badges and paths", async ({ path, lessonHref }) => {
    const res = await server.client().get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const t = text(html);
    expect(t).toContain("Zebrafish Paid Patterns");
    expect(t).toContain("Intermediate patterns for shoals, schools and streams.");
    expect(t).toMatch(/Category Lab One/);
    expect(t).toMatch(/Difficulty Intermediate/);
    expect(t).toMatch(/Lessons 3/);
    expect(t).toMatch(/Estimated time 14 min/);
    expect(t).toContain("Early access");
    expect(t).toContain("Course contents");
    expect(t).toContain("Shoals");
    expect(t).toContain("Streams");
    expect(t).toContain("Zebrafish Keeper Path");
    expect(t).toContain("Start course");
    expect(html).toContain(`href="${lessonHref}"`);
    // absolute, on the public origin (PUBLIC_ORIGIN, set for this file)
    expect(html).toContain('rel="canonical" href="https://codelift.dev/courses/zebrafish-paid-patterns"');
  });

  it.each([
    { path: "/courses/no-such-course", errorText: 'Course not found: no course has the URL slug "no-such-course".' },
    { path: `/collection/${AUTHOR}/1`, errorText: `Course not found: no course has author_id ${AUTHOR} and collection_id 1.` },
    { path: "/collection/abc/9002", errorText: "Course not found: no course has author_id abc and collection_id 9002." },
    { path: "/courses/UPPER_case", errorText: 'Course not found: no course has the URL slug "UPPER_case".' },
  ])("$path is a 404 page that says what was not found", async ({ path, errorText }) => {
    const res = await withoutWrites(server.db, () => server.client().get(path));
    await expectErrorPage(res, 404, errorText);
    const data = await server
      .client()
      .get(`${path}?_data=${encodeURIComponent(path.startsWith("/courses/") ? COURSE_BY_SLUG : "routes/collection.$authorId.$collectionId")}`);
    expect(data.status).toBe(404);
    expect(await data.json()).toEqual({ errorText });
  });

  it("a form post to a course page with an unknown intent is refused with the field's message and writes nothing", async () => {
    const c = server.client();
    await signIn(c, "course-bad-intent@example.com");
    const res = await withoutWrites(server.db, () =>
      c.postForm(`/courses/zebrafish-legacy-toolkit?_data=${encodeURIComponent(COURSE_BY_SLUG)}`, { intent: "explode" }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { intent: "Unknown action." } });
    const missing = await withoutWrites(server.db, () => c.postForm("/courses/no-such-course", { intent: "dismiss-banner" }));
    await expectErrorPage(missing, 404, 'Course not found: no course has the URL slug "no-such-course".');
  });
});

describe("lesson reader", () => {
  it.each([
    {
      path: `/collection/lesson/${AUTHOR}/9001/2`,
      routeId: LESSON_BY_IDS,
      prev: `/collection/lesson/${AUTHOR}/9001/1`,
      next: `/collection/lesson/${AUTHOR}/9001/3`,
    },
    {
      path: "/coursesv3/zebrafish-free-basics/water",
      routeId: LESSON_BY_SLUG,
      prev: "/coursesv3/zebrafish-free-basics/hello",
      next: "/coursesv3/zebrafish-free-basics/tanks",
    },
  ])("$path renders the Markdown on the server with previous/next links", async ({ path, prev, next }) => {
    const res = await server.client().get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1 id="lesson-title">Water Chemistry</h1>');
    expect(html).toContain("<h2>Water Chemistry</h2>");
    expect(html).toContain("<strong>Water Chemistry</strong>");
    // code samples are highlighted on the server: the same text, in Lezer's tok-* spans
    expect(html).toContain('<div class="code-block"><pre><code class="language-javascript"><span class="tok-variableName">console</span>');
    expect(html).toContain('<span class="tok-string">"Water Chemistry"</span>');
    expect(html.replace(/<\/?span[^>]*>/g, "")).toContain('<pre><code class="language-javascript">console.log("Water Chemistry");');
    expect(html).toContain(`href="${prev}"`);
    expect(html).toContain(`href="${next}"`);
    expect(html).toMatch(/aria-current="page"[^>]*>Water Chemistry</);
  });

  it.each([
    { path: `/collection/lesson/${AUTHOR}/9002/3`, routeId: LESSON_BY_IDS, form: "ids" },
    { path: "/coursesv3/zebrafish-paid-patterns/extra", routeId: LESSON_BY_SLUG, form: "slug" },
  ])("TOC entries carry every section and lesson field ($form URLs)", async ({ path, routeId, form }) => {
    const c = server.client();
    await signIn(c, `staff-${form}@codelift.dev`);
    const data = await loaderData(c, path, routeId);
    expect(data.toc.map((s: { title: string }) => s.title)).toEqual(["Shoals", "Streams"]);
    const section = data.toc[1];
    const lesson = section.pages[0];
    const fields = [
      "id",
      "title",
      "type",
      "author_id",
      "collection_id",
      "page_id",
      "slug",
      "url",
      "estimatedTime",
      "is_optional",
      "is_required",
      "can_edit",
      "work_type",
      "is_standalone_module",
      "is_template_module",
      "page_count",
      "brief_summary",
      "is_lesson",
      "pages",
    ];
    for (const f of fields) {
      expect(section).toHaveProperty(f);
      expect(lesson).toHaveProperty(f);
    }
    expect(section).toMatchObject({
      type: "section",
      is_lesson: false,
      page_count: 1,
      estimatedTime: 4,
      is_optional: true,
      is_required: false,
      author_id: AUTHOR,
      collection_id: 9002,
    });
    expect(lesson).toMatchObject({
      title: "Extra Credit",
      type: "lesson",
      author_id: AUTHOR,
      collection_id: 9002,
      page_id: 3,
      slug: "extra",
      url: form === "ids" ? `/collection/lesson/${AUTHOR}/9002/3` : "/coursesv3/zebrafish-paid-patterns/extra",
      estimatedTime: 4,
      is_optional: true,
      is_required: false,
      can_edit: true, // staff
      work_type: "collection",
      is_standalone_module: false,
      is_template_module: false,
      page_count: 1,
      brief_summary: "About Extra Credit.",
      is_lesson: true,
      pages: [],
    });
  });

  it.each([
    { path: `/collection/lesson/${AUTHOR}/9001/99`, errorText: "Page not found: this course has no page_id 99." },
    { path: "/coursesv3/zebrafish-free-basics/nope", errorText: 'Page not found: this course has no page "nope".' },
    { path: `/collection/lesson/${AUTHOR}/x/1`, errorText: `Course not found: no course has author_id ${AUTHOR} and collection_id x.` },
    { path: `/collection/lesson/${AUTHOR}/9001/1e3`, errorText: "Page not found: this course has no page_id 1e3." },
    { path: "/coursesv3/nope/hello", errorText: 'Course not found: no course has the URL slug "nope".' },
  ])("$path is a 404 page that says what was not found", async ({ path, errorText }) => {
    const res = await withoutWrites(server.db, () => server.client().get(path));
    await expectErrorPage(res, 404, errorText);
  });
});

async function signIn(c: Client, email: string) {
  const fresh = await signUpVerified(server, { email });
  c.cookies = fresh.client.cookies;
  return userId(email);
}

describe("access and the paywall", () => {
  const locked = "/coursesv3/zebrafish-paid-patterns/locked";
  const PAYWALL = "This content is not included in your subscription.";

  it("a visitor reads every lesson of a free course and the first lesson of a paid one", async () => {
    const c = server.client();
    for (const path of ["/coursesv3/zebrafish-free-basics/tanks", "/coursesv3/zebrafish-paid-patterns/preview"]) {
      const html = await (await c.get(path)).text();
      expect(html, path).toContain('class="lesson-body"');
      expect(text(html), path).not.toContain(PAYWALL);
    }
  });

  it("a visitor on a paid course's second lesson is sent to log in, and comes back to it", async () => {
    const res = await withoutWrites(server.db, () => server.client().get(locked));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?ru=${encodeURIComponent(locked)}`);
    // A client-side navigation gets the same redirect.
    const data = await server.client().get(`${locked}?_data=${encodeURIComponent(LESSON_BY_SLUG)}`);
    expect(data.status).toBe(204);
    expect(data.headers.get("X-Remix-Redirect")).toBe(`/login?ru=${encodeURIComponent(locked)}`);

    const c = server.client();
    const { password } = await signUpVerified(server, { email: "come-back@example.com" });
    const login = await c.postForm(`/login?ru=${encodeURIComponent(locked)}`, { email: "come-back@example.com", password, ru: locked });
    expect(login.status).toBe(302);
    expect(login.headers.get("Location")).toBe(locked);
  });

  it("a learner without a subscription gets the paywall, not the body", async () => {
    const c = server.client();
    await signIn(c, "paywall-reader@example.com");
    const res = await c.get(locked);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(text(html)).toContain(PAYWALL);
    expect(text(html)).toContain("Keep reading with Codelift Unlimited");
    expect(html).toContain('href="/unlimited"');
    expect(html).not.toContain('class="lesson-body"');
    expect(html).not.toContain("console.log(&quot;Locked Lesson&quot;)");
    expect(html).not.toContain("Mark as complete");
  });

  it.each([
    { who: "a learner without a subscription", email: "nosub@example.com", sub: null, reads: false },
    { who: "a lapsed subscriber", email: "lapsed@example.com", sub: { expiresAt: PAST }, reads: false },
    { who: "a churned subscriber", email: "churned@example.com", sub: { status: "churned", expiresAt: FUTURE }, reads: false },
    { who: "an active subscriber", email: "active@example.com", sub: { expiresAt: FUTURE }, reads: true },
    { who: "a trial subscriber", email: "trial@example.com", sub: { status: "trial", expiresAt: FUTURE }, reads: true },
    { who: "staff", email: "reader@codelift.dev", sub: null, reads: true },
  ])("$who → reads: $reads", async ({ email, sub, reads }) => {
    const c = server.client();
    await signIn(c, email);
    if (sub) grantSubscription(server.db, email, sub);
    const html = await (await c.get(locked)).text();
    expect(html.includes('class="lesson-body"')).toBe(reads);
    expect(text(html).includes(PAYWALL)).toBe(!reads);
  });

  it("/unlimited lists the plans with USD prices", async () => {
    const res = await server.client().get("/unlimited");
    expect(res.status).toBe(200);
    const t = text(await res.text());
    expect(t).toContain("Codelift Unlimited");
    expect(t).toContain("Premium");
    expect(t).toMatch(/\$\d+\.\d{2}/);
  });
});

describe("progress: visits, completion and /learn/home", () => {
  const lesson = (n: number) => `/collection/lesson/${AUTHOR}/9001/${n}`;

  it("a GET records nothing; the visit is a POST, and visitors record nothing", async () => {
    const c = server.client();
    const id = await signIn(c, "visitor-check@example.com");
    const before = countProgress();
    await c.get(lesson(1));
    expect(countProgress()).toBe(before);

    const res = await c.postForm(`${lesson(1)}?_data=${encodeURIComponent(LESSON_BY_IDS)}`, { intent: "visit", respond: "json" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ recorded: true });
    expect(progressRows(id)).toEqual([expect.objectContaining({ slug: "hello", completed_at: null })]);

    const anon = await server.client().postForm(`${lesson(1)}?_data=${encodeURIComponent(LESSON_BY_IDS)}`, { intent: "visit", respond: "json" });
    expect(await anon.json()).toEqual({ recorded: false });
  });

  it("Mark as complete (a form POST without JavaScript) updates progress, the course page and /learn/home", async () => {
    const c = server.client();
    const email = "finisher@example.com";
    const id = await signIn(c, email);

    const home0 = text(await (await c.get("/learn/home")).text());
    expect(home0).toContain("Start learning");

    const res = await c.postForm(lesson(1), { intent: "complete", completed: "true" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${lesson(1)}#lesson-complete`);
    expect(res.headers.getSetCookie().some((h) => h.startsWith("__toast="))).toBe(true);
    expect(progressRows(id)).toEqual([expect.objectContaining({ slug: "hello", completed_at: expect.any(String) })]);

    const page = await c.get(lesson(1));
    const html = await page.text();
    expect(html).toMatch(/aria-pressed="true"/);
    expect(text(html)).toContain("33% complete");
    // The toast of the redirect shows once, on the page it lands on.
    expect(text(html)).toContain("“Hello Fish” marked as complete.");
    expect(text(await (await c.get(lesson(1))).text())).not.toContain("“Hello Fish” marked as complete.");

    const course = text(await (await c.get("/courses/zebrafish-free-basics")).text());
    expect(course).toContain("1 of 3 lessons complete");
    expect(course).toContain("Continue");

    const home = await c.get("/learn/home");
    const homeHtml = await home.text();
    const h = text(homeHtml);
    expect(h).toContain("Continue where you left off");
    expect(h).toContain("Hello Fish");
    expect(h).toContain("In progress");
    expect(h).toContain("Zebrafish Free Basics");
    expect(h).toContain("33% complete");
    expect(homeHtml).toContain(`href="/coursesv3/zebrafish-free-basics/hello"`);

    // Finish the course: it moves to Completed.
    for (const n of [2, 3]) expect((await c.postForm(lesson(n), { intent: "complete" })).status).toBe(302);
    const done = text(await (await c.get("/learn/home")).text());
    expect(done).toMatch(/Completed .*Zebrafish Free Basics/);
    expect(done).toContain("100% complete");

    // And undo one.
    const undo = await c.postForm(`${lesson(3)}?_data=${encodeURIComponent(LESSON_BY_IDS)}`, {
      intent: "complete",
      completed: "false",
      respond: "json",
    });
    expect(await undo.json()).toEqual({ completed: false });
    expect(progressRows(id).find((r) => r.slug === "tanks")?.completed_at).toBeNull();
  });

  it("completing needs a session and access; refused posts write nothing", async () => {
    const anon = await withoutWrites(server.db, () => server.client().postForm(lesson(1), { intent: "complete" }));
    expect(anon.status).toBe(302);
    expect(anon.headers.get("Location")).toBe(`/login?ru=${encodeURIComponent(lesson(1))}`);

    const c = server.client();
    const id = await signIn(c, "nosub-complete@example.com");
    const locked = "/coursesv3/zebrafish-paid-patterns/locked";
    const res = await withoutWrites(server.db, () =>
      c.postForm(`${locked}?_data=${encodeURIComponent(LESSON_BY_SLUG)}`, { intent: "complete", respond: "json" }),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ errorText: "This content is not included in your subscription." });
    // Without JavaScript: the error page says why.
    const page = await withoutWrites(server.db, () => c.postForm(locked, { intent: "complete" }));
    await expectErrorPage(page, 403, "This content is not included in your subscription.");

    const bad = await withoutWrites(server.db, () => c.postForm(`${lesson(1)}?_data=${encodeURIComponent(LESSON_BY_IDS)}`, { intent: "explode" }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { intent: "Unknown action." } });
    const badValue = await withoutWrites(server.db, () =>
      c.postForm(`${lesson(1)}?_data=${encodeURIComponent(LESSON_BY_IDS)}`, { intent: "complete", completed: "maybe" }),
    );
    expect(badValue.status).toBe(400);
    expect(Object.keys((await badValue.json()).errors)).toEqual(["completed"]);
    // A page action reads forms only.
    const asJson = await withoutWrites(server.db, () =>
      c.postJson(`${lesson(1)}?_data=${encodeURIComponent(LESSON_BY_IDS)}`, { intent: "complete" }),
    );
    expect(asJson.status).toBe(415);
    expect(await asJson.json()).toEqual({ errorText: "Send the body as a form (application/x-www-form-urlencoded or multipart/form-data)." });
    const missing = await withoutWrites(server.db, () => c.postForm(`/collection/lesson/${AUTHOR}/9001/99`, { intent: "complete" }));
    await expectErrorPage(missing, 404, "Page not found: this course has no page_id 99.");
    expect(progressRows(id)).toEqual([]);
  });

  it("/learn/home suggests 10 courses the learner has not started", async () => {
    const c = server.client();
    await signIn(c, "suggestions@example.com");
    expect((await c.postForm(lesson(1), { intent: "complete" })).status).toBe(302);
    const data = await loaderData(c, "/learn/home", "routes/learn.home");
    expect(data.suggestions).toHaveLength(10);
    expect(data.suggestions.map((s: { slug: string }) => s.slug)).not.toContain("zebrafish-free-basics");
  });

  it("/learn/home needs a session", async () => {
    const res = await server.client().get("/learn/home");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?ru=%2Flearn%2Fhome");
  });
});

describe("deprecated-course banner and the transition page", () => {
  const LIFETIME = "This course is no longer available on our catalog and will not be updated. You can still access the course.";

  it("shows the lifetime text and links several replacements with View New Courses", async () => {
    const html = await (await server.client().get("/courses/zebrafish-legacy-toolkit")).text();
    const t = text(html);
    expect(t).toContain(LIFETIME);
    expect(t).toContain("We have a better recommendation for you.");
    expect(html).toMatch(new RegExp(`href="/transition/${AUTHOR}/9003"[^>]*>View New Courses<`));
  });

  it("a dated, expired course shows the date, one replacement with Visit New Course, and closed lessons", async () => {
    const c = server.client();
    const html = await (await c.get(`/collection/${AUTHOR}/9004`)).text();
    const t = text(html);
    expect(t).toContain(
      "This course is no longer available on our catalog and will not be updated. You can still access the course but it won't be accessible after January 31, 2020.",
    );
    expect(html).toMatch(/href="\/courses\/zebrafish-paid-patterns"[^>]*>Visit New Course</);
    const lessonHtml = await (await c.get("/coursesv3/zebrafish-sunset-guide/dusk")).text();
    expect(text(lessonHtml)).toContain("This course is no longer accessible.");
    expect(lessonHtml).not.toContain('class="lesson-body"');
  });

  it("a deprecated course with lifetime access stays readable", async () => {
    const html = await (await server.client().get("/coursesv3/zebrafish-legacy-toolkit/old-one")).text();
    expect(html).toContain('class="lesson-body"');
    expect(text(html)).toContain(LIFETIME);
  });

  it("a visitor dismisses it per course page and per lesson view, in a cookie", async () => {
    const c = server.client();
    const res = await c.postForm("/courses/zebrafish-legacy-toolkit", { intent: "dismiss-banner" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/courses/zebrafish-legacy-toolkit");
    expect(
      res.headers
        .getSetCookie()
        .some((h) => h.startsWith("__banner_dismissals=") && /HttpOnly/i.test(h) && /SameSite=Lax/i.test(h) && !/;\s*Secure/i.test(h)),
    ).toBe(true);
    expect(text(await (await c.get("/courses/zebrafish-legacy-toolkit")).text())).not.toContain(LIFETIME);
    // The lesson view is its own scope.
    const lessonPath = "/coursesv3/zebrafish-legacy-toolkit/old-one";
    expect(text(await (await c.get(lessonPath)).text())).toContain(LIFETIME);
    expect((await c.postForm(lessonPath, { intent: "dismiss-banner" })).status).toBe(302);
    expect(text(await (await c.get(lessonPath)).text())).not.toContain(LIFETIME);
    expect(text(await (await c.get("/coursesv3/zebrafish-legacy-toolkit/old-two")).text())).toContain(LIFETIME);
    // Another visitor still sees it.
    expect(text(await (await server.client().get("/courses/zebrafish-legacy-toolkit")).text())).toContain(LIFETIME);
  });

  it("a learner's dismissal is stored in banner_dismissals", async () => {
    const c = server.client();
    const id = await signIn(c, "dismisser@example.com");
    const res = await c.postForm(`/collection/${AUTHOR}/9003?_data=${encodeURIComponent("routes/collection.$authorId.$collectionId")}`, {
      intent: "dismiss-banner",
      respond: "json",
    });
    expect(await res.json()).toEqual({ dismissed: true });
    const rows = server.db.prepare("SELECT banner_id, scope FROM banner_dismissals WHERE user_id = ?").all(id);
    expect(rows).toEqual([{ banner_id: "deprecated_content", scope: `deprecated_content_${AUTHOR}_9003` }]);
    expect(text(await (await c.get("/courses/zebrafish-legacy-toolkit")).text())).not.toContain(LIFETIME);
    const data = await loaderData(c, "/courses/zebrafish-legacy-toolkit", COURSE_BY_SLUG);
    expect(data.banner).toBeNull();
  });

  it("the transition page lists the replacements; an active course redirects to its page", async () => {
    const res = await server.client().get(`/transition/${AUTHOR}/9003`);
    expect(res.status).toBe(200);
    const t = text(await res.text());
    expect(t).toContain("Zebrafish Legacy Toolkit");
    expect(t).toContain("Zebrafish Free Basics");
    expect(t).toContain("Zebrafish Paid Patterns");
    expect(t).toContain("Visit New Course");

    const active = await server.client().get(`/transition/${AUTHOR}/9001`);
    expect(active.status).toBe(302);
    expect(active.headers.get("Location")).toBe("/courses/zebrafish-free-basics");
    await expectErrorPage(
      await server.client().get("/transition/x/9001"),
      404,
      `Course not found: no course has author_id x and collection_id 9001.`,
    );
    await expectErrorPage(
      await server.client().get(`/transition/${AUTHOR}/1`),
      404,
      `Course not found: no course has author_id ${AUTHOR} and collection_id 1.`,
    );
  });

  it("fixture ids are in place", () => expect(courseIds.size).toBe(4));
});

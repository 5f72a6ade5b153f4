// Organization content access through the real pages and APIs
// (docs/product/organizations.md#content-access, docs/product/catalog.md#access): organizations, seats and include/exclude rules
// are written into the test server's SQLite file; each case signs up its own learner.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { visibleText as text } from "./helpers/html";
import { FUTURE, PAST, grantSubscription } from "./catalog.fixtures";

const SENTENCE = "This content is not included in your organization's plan.";
const AUTHOR = 881;
const LESSON_ROUTE = "routes/coursesv3.$courseSlug.$pageSlug";
const EXPLORE_ROUTE = "routes/explore._index";
const HOME_ROUTE = "routes/learn.home";

let server: TestServer;
let coding: { author_id: number; path_id: number; page: string };

/** Paid courses (first lesson a preview) in three fixture categories, and one free course. */
const COURSES = [
  { slug: "acc-data-one", title: "Okapi Data One", category: "acc-data", tags: [] as string[], rank: 1, free: false, id: 8801 },
  { slug: "acc-web-two", title: "Okapi Web Two", category: "acc-web", tags: [], rank: 2, free: false, id: 8802 },
  { slug: "acc-ops-three", title: "Okapi Ops Three", category: "acc-ops", tags: ["acc-web"], rank: 3, free: false, id: 8803 },
  { slug: "acc-free-four", title: "Okapi Free Four", category: "acc-ops", tags: [], rank: 4, free: true, id: 8804 },
] as const;
type Slug = (typeof COURSES)[number]["slug"];
const course = (slug: Slug) => COURSES.find((c) => c.slug === slug)!;

function insertCourses() {
  const db = server.db;
  db.transaction(() => {
    const cat = new Map<string, number>();
    for (const slug of ["acc-data", "acc-web", "acc-ops"])
      cat.set(
        slug,
        Number(
          db.prepare("INSERT INTO categories (slug, name, description) VALUES (?, ?, 'Fixture.')").run(slug, slug.toUpperCase()).lastInsertRowid,
        ),
      );
    for (const c of COURSES) {
      const courseId = Number(
        db
          .prepare(
            `INSERT INTO courses (author_id, collection_id, url_slug, title, summary, category_id, difficulty, is_free, is_early_access, rank)
             VALUES (?, ?, ?, ?, 'An okapi course.', ?, 'beginner', ?, 0, ?)`,
          )
          .run(AUTHOR, c.id, c.slug, c.title, cat.get(c.category), c.free ? 1 : 0, c.rank).lastInsertRowid,
      );
      for (const t of c.tags) db.prepare("INSERT INTO course_tags (course_id, category_id) VALUES (?, ?)").run(courseId, cat.get(t));
      const sec = Number(db.prepare("INSERT INTO course_sections (course_id, title, position) VALUES (?, 'Only', 0)").run(courseId).lastInsertRowid);
      for (const [i, slug] of ["lesson-1", "lesson-2", "lesson-3"].entries())
        db.prepare(
          `INSERT INTO lessons (course_id, section_id, page_id, slug, title, summary, minutes, body, position, is_optional)
           VALUES (?, ?, ?, ?, ?, 'About it.', 5, ?, ?, 0)`,
        ).run(courseId, sec, i + 1, slug, `Okapi lesson ${i + 1}`, `Okapi body ${c.slug} ${i + 1}.`, i + 1);
    }
  })();
}

type Rule = { mode: "include" | "exclude"; course?: Slug; category?: string; authorId?: number; workId?: number };
let orgCount = 0;

/** An organization with one subscription (active until 2099 unless told) and its content rules. */
function makeOrg(
  opts: { rules?: Rule[]; includeAll?: boolean; noCoursesAccess?: boolean; preferred?: string[]; status?: string; expiresAt?: string } = {},
) {
  const db = server.db;
  orgCount += 1;
  const orgId = Number(
    db
      .prepare(
        "INSERT INTO organizations (name, slug, kind, include_all_courses, no_courses_access, preferred_categories) VALUES (?, ?, 'enterprise', ?, ?, ?)",
      )
      .run(
        `Okapi Org ${orgCount}`,
        `okapi-org-${orgCount}`,
        opts.includeAll ? 1 : 0,
        opts.noCoursesAccess ? 1 : 0,
        JSON.stringify(opts.preferred ?? []),
      ).lastInsertRowid,
  );
  const subId = Number(
    db
      .prepare(
        `INSERT INTO organization_subscriptions (organization_id, plan_code, plan_type, sub_type, seats, status, start_date, expiration_date)
         VALUES (?, 'enterprise-12', 6003, 9000, 10, ?, '2025-01-01T00:00:00.000Z', ?)`,
      )
      .run(orgId, opts.status ?? "active", opts.expiresAt ?? FUTURE).lastInsertRowid,
  );
  for (const r of opts.rules ?? []) {
    const c = r.course ? course(r.course) : null;
    db.prepare(
      "INSERT INTO organization_content_rules (organization_id, mode, target, author_id, work_id, category_slug) VALUES (?, ?, ?, ?, ?, ?)",
    ).run(orgId, r.mode, r.category ? "category" : "course", c ? AUTHOR : (r.authorId ?? null), c ? c.id : (r.workId ?? null), r.category ?? null);
  }
  return { orgId, subId };
}

const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;

function join(email: string, org: { orgId: number; subId: number }, opts: { seat?: boolean } = {}) {
  server.db
    .prepare("INSERT INTO organization_members (organization_id, user_id, role, subscription_id) VALUES (?, ?, 'Member', ?)")
    .run(org.orgId, userId(email), opts.seat === false ? null : org.subId);
}

let learners = 0;
/** A new verified learner in the given organizations (with a seat unless told). */
async function member(orgs: { orgId: number; subId: number }[], opts: { seat?: boolean; personal?: boolean } = {}) {
  learners += 1;
  const email = `okapi-${learners}@example.com`;
  const { client } = await signUpVerified(server, { email });
  for (const o of orgs) join(email, o, opts);
  if (opts.personal) grantSubscription(server.db, email, { expiresAt: FUTURE });
  return { client, email };
}

/** A route's loader data (as client navigations fetch it). */
async function loaderData(c: Client, path: string, routeId: string) {
  const res = await c.get(`${path}${path.includes("?") ? "&" : "?"}_data=${encodeURIComponent(routeId)}`);
  expect(res.status, path).toBe(200);
  return res.json();
}

/** Whether the member reads lesson 2 of a course (a paid lesson past the preview); null when sent back to the course page. */
async function readsLesson2(c: Client, slug: Slug): Promise<{ allowed: boolean; reason: string } | null> {
  const res = await c.get(`/coursesv3/${slug}/lesson-2?_data=${encodeURIComponent(LESSON_ROUTE)}`);
  if (res.status === 204 || res.headers.get("X-Remix-Redirect")) {
    expect(res.headers.get("X-Remix-Redirect")).toBe(`/courses/${slug}`);
    return null;
  }
  expect(res.status).toBe(200);
  const data = await res.json();
  expect(data.html === null).toBe(!data.access.allowed);
  return { allowed: data.access.allowed, reason: data.access.reason };
}

/** The course page: 200, or 403 with the sentence (and no lesson to start). */
async function coursePage(c: Client, slug: Slug): Promise<"open" | "denied"> {
  const res = await c.get(`/courses/${slug}`);
  const page = text(await res.text());
  if (res.status === 403) {
    expect(page).toContain(SENTENCE);
    expect(page).not.toContain("Start course");
    return "denied";
  }
  expect(res.status).toBe(200);
  expect(page).not.toContain(SENTENCE);
  return "open";
}

const okapiTitles = (courses: { title: string }[]) => courses.map((c) => c.title).filter((t) => t.startsWith("Okapi"));

async function visibleOkapis(c: Client) {
  return okapiTitles((await loaderData(c, "/explore?q=okapi", EXPLORE_ROUTE)).courses).sort();
}

beforeAll(async () => {
  server = await startServer();
  insertCourses();
  const path = server.db.prepare("SELECT id, author_id, path_id FROM coach_paths WHERE slug = 'coding'").get() as {
    id: number;
    author_id: number;
    path_id: number;
  };
  const page = server.db
    .prepare(
      "SELECT p.slug FROM coach_pages p JOIN coach_modules m ON m.id = p.module_id WHERE m.path_id = ? ORDER BY m.position, p.position LIMIT 1",
    )
    .get(path.id) as { slug: string };
  coding = { author_id: path.author_id, path_id: path.path_id, page: page.slug };
});
afterAll(async () => server?.stop());

describe("courses: include and exclude lists", () => {
  it("include list by course: the seat opens the included course; another paid course is closed as a whole", async () => {
    const { client } = await member([makeOrg({ rules: [{ mode: "include", course: "acc-web-two" }] })]);
    expect(await readsLesson2(client, "acc-web-two")).toEqual({ allowed: true, reason: "organization" });
    expect(await coursePage(client, "acc-web-two")).toBe("open");
    expect(await coursePage(client, "acc-data-one")).toBe("denied");
    // Even the free preview of a closed course sends the member back to the course page.
    const preview = await client.get("/coursesv3/acc-data-one/lesson-1");
    expect(preview.status).toBe(302);
    expect(preview.headers.get("Location")).toBe("/courses/acc-data-one");
    const byIds = await client.get(`/collection/lesson/${AUTHOR}/8801/2`);
    expect(byIds.status).toBe(302);
    expect(byIds.headers.get("Location")).toBe(`/collection/${AUTHOR}/8801`);
    // The free course is the learner's own: still open and listed.
    expect(await coursePage(client, "acc-free-four")).toBe("open");
    expect(await visibleOkapis(client)).toEqual(["Okapi Free Four", "Okapi Web Two"]);
  });

  it("page props of a closed course: 403 with the sentence; of an included one: 200", async () => {
    const { client } = await member([makeOrg({ rules: [{ mode: "include", course: "acc-web-two" }] })]);
    for (const [url, to] of [
      ["/api/collection/acc-data-one/page/lesson-1/props", "/courses/acc-data-one"],
      [`/api/collection/${AUTHOR}/8801/page/2/props`, `/collection/${AUTHOR}/8801`],
    ]) {
      const res = await client.get(url);
      expect(res.status, url).toBe(403);
      // access denied names the course or collection page the client goes to instead
      expect(await res.json()).toEqual({ errorText: SENTENCE, redirect_to: to });
    }
    const ok = await client.get("/api/collection/acc-web-two/page/lesson-3/props");
    expect(ok.status).toBe(200);
    expect((await ok.json()).title).toBe("Okapi lesson 3");
  });

  it("a lesson action on a closed course is refused (JSON 403) and records nothing", async () => {
    const { client, email } = await member([makeOrg({ rules: [{ mode: "include", course: "acc-web-two" }] })]);
    // as a fetcher sends it (loader data route), and as a form without JavaScript
    const res = await client.postForm(`/coursesv3/acc-data-one/lesson-1?_data=${encodeURIComponent(LESSON_ROUTE)}`, {
      intent: "complete",
      respond: "json",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ errorText: SENTENCE });
    const form = await client.postForm("/coursesv3/acc-data-one/lesson-1", { intent: "complete" });
    expect(form.status).toBe(302);
    expect(form.headers.get("Location")).toBe("/courses/acc-data-one");
    expect(server.db.prepare("SELECT count(*) n FROM lesson_progress WHERE user_id = ?").get(userId(email))).toEqual({ n: 0 });
  });

  it("include by category: the course's own category or one of its tags", async () => {
    const { client } = await member([makeOrg({ rules: [{ mode: "include", category: "acc-web" }] })]);
    expect(await readsLesson2(client, "acc-web-two")).toEqual({ allowed: true, reason: "organization" });
    expect(await readsLesson2(client, "acc-ops-three")).toEqual({ allowed: true, reason: "organization" });
    expect(await readsLesson2(client, "acc-data-one")).toBeNull();
    expect(await visibleOkapis(client)).toEqual(["Okapi Free Four", "Okapi Ops Three", "Okapi Web Two"]);
  });

  it("include-all opens every course, whatever else is listed", async () => {
    const { client } = await member([makeOrg({ includeAll: true, rules: [{ mode: "exclude", course: "acc-data-one" }] })]);
    for (const slug of ["acc-data-one", "acc-web-two", "acc-ops-three"] as const)
      expect(await readsLesson2(client, slug)).toEqual({ allowed: true, reason: "organization" });
  });

  it("exclude list: everything but the excluded course", async () => {
    const { client } = await member([makeOrg({ rules: [{ mode: "exclude", course: "acc-data-one" }] })]);
    expect(await readsLesson2(client, "acc-web-two")).toEqual({ allowed: true, reason: "organization" });
    expect(await readsLesson2(client, "acc-data-one")).toBeNull();
    expect(await coursePage(client, "acc-data-one")).toBe("denied");
    expect(await visibleOkapis(client)).toEqual(["Okapi Free Four", "Okapi Ops Three", "Okapi Web Two"]);
  });

  it("excluded category: its courses and the courses tagged with it are closed", async () => {
    const { client } = await member([makeOrg({ rules: [{ mode: "exclude", category: "acc-web" }] })]);
    expect(await readsLesson2(client, "acc-data-one")).toEqual({ allowed: true, reason: "organization" });
    expect(await readsLesson2(client, "acc-web-two")).toBeNull();
    expect(await readsLesson2(client, "acc-ops-three")).toBeNull();
    expect(await visibleOkapis(client)).toEqual(["Okapi Data One", "Okapi Free Four"]);
  });

  it("two subscriber organizations: their lists are merged", async () => {
    const a = makeOrg({ rules: [{ mode: "include", course: "acc-data-one" }] });
    const b = makeOrg({ rules: [{ mode: "include", category: "acc-ops" }] });
    const { client } = await member([a, b]);
    expect(await readsLesson2(client, "acc-data-one")).toEqual({ allowed: true, reason: "organization" });
    expect(await readsLesson2(client, "acc-ops-three")).toEqual({ allowed: true, reason: "organization" });
    expect(await readsLesson2(client, "acc-web-two")).toBeNull();
    expect(await visibleOkapis(client)).toEqual(["Okapi Data One", "Okapi Free Four", "Okapi Ops Three"]);
  });

  it("a personal subscription keeps what the organization does not grant (the lists restrict only the seat)", async () => {
    const { client } = await member([makeOrg({ rules: [{ mode: "include", course: "acc-web-two" }] })], { personal: true });
    expect(await readsLesson2(client, "acc-data-one")).toEqual({ allowed: true, reason: "subscription" });
    expect(await coursePage(client, "acc-data-one")).toBe("open");
    expect(await visibleOkapis(client)).toEqual(["Okapi Data One", "Okapi Free Four", "Okapi Ops Three", "Okapi Web Two"]);
  });
});

describe("who is unaffected", () => {
  it("a member without a seat (no subscriber organization): personal rules only", async () => {
    const { client } = await member([makeOrg({ rules: [{ mode: "include", course: "acc-web-two" }] })], { seat: false });
    expect(await coursePage(client, "acc-data-one")).toBe("open");
    expect(await readsLesson2(client, "acc-data-one")).toEqual({ allowed: false, reason: "subscription-required" });
    expect(await readsLesson2(client, "acc-web-two")).toEqual({ allowed: false, reason: "subscription-required" });
    expect(await visibleOkapis(client)).toEqual(["Okapi Data One", "Okapi Free Four", "Okapi Ops Three", "Okapi Web Two"]);
  });

  it("a seat in an organization whose subscription has expired is no seat", async () => {
    const { client } = await member([makeOrg({ rules: [{ mode: "include", course: "acc-web-two" }], expiresAt: PAST })]);
    expect(await coursePage(client, "acc-data-one")).toBe("open");
    expect(await readsLesson2(client, "acc-web-two")).toEqual({ allowed: false, reason: "subscription-required" });
  });

  it("a learner in no organization and a visitor: the catalogue and the preview as before", async () => {
    const { client } = await member([]);
    expect(await visibleOkapis(client)).toEqual(["Okapi Data One", "Okapi Free Four", "Okapi Ops Three", "Okapi Web Two"]);
    expect(await readsLesson2(client, "acc-data-one")).toEqual({ allowed: false, reason: "subscription-required" });
    const visitor = server.client();
    expect(await visibleOkapis(visitor)).toEqual(["Okapi Data One", "Okapi Free Four", "Okapi Ops Three", "Okapi Web Two"]);
    expect((await visitor.get("/courses/acc-data-one")).status).toBe(200);
  });
});

describe("seats", () => {
  it("a revoked seat takes the access away at once", async () => {
    const org = makeOrg({ includeAll: true });
    const { client, email } = await member([org]);
    expect(await readsLesson2(client, "acc-data-one")).toEqual({ allowed: true, reason: "organization" });
    server.db.prepare("UPDATE organization_members SET subscription_id = NULL WHERE user_id = ?").run(userId(email));
    expect(await readsLesson2(client, "acc-data-one")).toEqual({ allowed: false, reason: "subscription-required" });
    const props = await client.get("/api/collection/acc-data-one/page/lesson-2/props");
    expect(props.status).toBe(403);
    expect(await props.json()).toEqual({ errorText: "This content is not included in your subscription.", redirect_to: "/courses/acc-data-one" });
  });
});

describe("listings: filtered and sorted", () => {
  it("explore lists only what the member may open, preferred categories first, then rank; a search keeps relevance", async () => {
    const { client } = await member([makeOrg({ includeAll: true, preferred: ["acc-ops"] })]);
    const all = (await loaderData(client, "/explore", EXPLORE_ROUTE)).courses as { title: string }[];
    // acc-ops-three (rank 3) and acc-free-four (rank 4) share the preferred category: they lead.
    expect(all.slice(0, 2).map((c) => c.title)).toEqual(["Okapi Ops Three", "Okapi Free Four"]);
    expect(okapiTitles(all)).toEqual(["Okapi Ops Three", "Okapi Free Four", "Okapi Data One", "Okapi Web Two"]);
    const free = (await loaderData(client, "/explore/free", "routes/explore.free")).courses as { title: string }[];
    expect(okapiTitles(free)).toEqual(["Okapi Free Four"]);
  });

  it("the category counts follow the filtered list", async () => {
    const { client } = await member([makeOrg({ rules: [{ mode: "include", course: "acc-web-two" }] })]);
    const data = await loaderData(client, "/explore", EXPLORE_ROUTE);
    const count = (slug: string) => data.categories.find((c: { slug: string }) => c.slug === slug)?.count;
    expect(count("acc-data")).toBe(0);
    expect(count("acc-web")).toBe(1);
  });

  it("the learner home suggests only courses the member may open", async () => {
    const { client } = await member([makeOrg({ rules: [{ mode: "include", course: "acc-web-two" }] })]);
    const home = await loaderData(client, "/learn/home", HOME_ROUTE);
    const titles = (home.suggestions as { title: string }[]).map((c) => c.title);
    expect(titles).not.toContain("Okapi Data One");
    expect(titles).not.toContain("Okapi Ops Three");
  });
});

describe("paths: interview-prep roadmaps", () => {
  const codingProps = () => `/api/interview-prep/coding/page/${coding.page}/props`;
  const submissions = () => `/api/ctw/submissions/v2?path_author_id=${coding.author_id}&path_id=${coding.path_id}`;

  it("no_courses_access denies paths to a member with a personal subscription (not learn-freemium)", async () => {
    const { client } = await member([makeOrg({ noCoursesAccess: true })], { personal: true });
    const page = await client.get("/interview-prep/coding");
    expect(page.status).toBe(403);
    expect(text(await page.text())).toContain(SENTENCE);
    const lesson = await client.get(`/interview-prep/coding/${coding.page}`);
    expect(lesson.status).toBe(302);
    expect(lesson.headers.get("Location")).toBe("/interview-prep/coding");
    for (const url of [codingProps(), submissions()]) {
      const res = await client.get(url);
      expect(res.status, url).toBe(403);
      // page props also name the path's page to go to instead
      expect(await res.json()).toEqual(
        url === codingProps() ? { errorText: SENTENCE, redirect_to: "/interview-prep/coding" } : { errorText: SENTENCE },
      );
    }
    const skip = await client.postJson("/api/ai-coach/problem/skip", { author_id: 1, work_id: 1, page_id: 1, group_id: 1 }, "PUT");
    // an unknown module is the service's own answer, not a 403
    expect(skip.status).not.toBe(403);
    const index = await (await client.get("/interview-prep")).text();
    expect(index).not.toContain('href="/interview-prep/coding"');
  });

  it("… and allows them to a learn-freemium member (no personal subscription)", async () => {
    const { client } = await member([makeOrg({ noCoursesAccess: true })]);
    expect((await client.get("/interview-prep/coding")).status).toBe(200);
    expect((await client.get(codingProps())).status).toBe(200);
    expect((await client.get(submissions())).status).toBe(200);
  });

  it("an include list without the path closes it; including the path (author_id, path_id) opens it", async () => {
    const closed = await member([makeOrg({ rules: [{ mode: "include", course: "acc-web-two" }] })]);
    expect((await closed.client.get("/interview-prep/coding")).status).toBe(403);
    const open = await member([makeOrg({ rules: [{ mode: "include", authorId: coding.author_id, workId: coding.path_id }] })]);
    expect((await open.client.get("/interview-prep/coding")).status).toBe(200);
    expect((await open.client.get(codingProps())).status).toBe(200);
  });

  it("a learner in no organization and a visitor read paths as before", async () => {
    const { client } = await member([], { personal: true });
    expect((await client.get("/interview-prep/coding")).status).toBe(200);
    expect(await (await client.get("/interview-prep")).text()).toContain('href="/interview-prep/coding"');
    expect((await server.client().get(codingProps())).status).toBe(200);
  });
});

// Catalog search through courses_fts (migration 0010): an exact title first, prefixes, accents
// folded, every filter still applied, pages of 10, FTS syntax in the query harmless, and an
// edit written straight to the database (as staff tools or another process would) found at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./helpers/server";

const EXPLORE = "routes/explore._index";
const FREE = "routes/explore.free";
let server: TestServer;

type Explore = { total: number; page: { number: number; count: number }; courses: { title: string; difficulty: string; isFree: boolean }[] };

async function explore(query: string, route = EXPLORE, path = "/explore"): Promise<Explore> {
  const res = await server.client().get(`${path}?${query}&_data=${encodeURIComponent(route)}`);
  expect(res.status, query).toBe(200);
  return res.json();
}

let collection = 95_000;
function addCourse(c: { title: string; summary: string; difficulty?: string; isFree?: boolean; rank?: number; category?: string }) {
  const category = server.db.prepare("SELECT id FROM categories WHERE slug = ?").get(c.category ?? "web-development") as { id: number } | undefined;
  const categoryId = category?.id ?? (server.db.prepare("SELECT id FROM categories ORDER BY id LIMIT 1").get() as { id: number }).id;
  collection += 1;
  const slug = `${c.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${collection}`;
  return Number(
    server.db
      .prepare(
        "INSERT INTO courses (author_id, collection_id, url_slug, title, summary, category_id, difficulty, is_free, rank) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(8800, collection, slug, c.title, c.summary, categoryId, c.difficulty ?? "beginner", c.isFree ? 1 : 0, c.rank ?? 500).lastInsertRowid,
  );
}

beforeAll(async () => {
  server = await startServer();
  // a better-ranked course that only mentions the words, and longer titles that contain them
  addCourse({ title: "Trees and Heaps", summary: "Before you study zorblat algorithms, learn trees.", rank: 1 });
  addCourse({ title: "Advanced Zorblat Algorithms in Practice", summary: "Flows and cuts.", rank: 2, difficulty: "advanced" });
  addCourse({ title: "Zorblat Algorithms", summary: "Breadth-first and depth-first search, shortest paths.", rank: 900 });
  addCourse({ title: "Algorithms for Zorblat Databases", summary: "Traversals in a zorblat store.", rank: 3, difficulty: "intermediate" });
  addCourse({ title: "Quokka Island Ecology", summary: "Small marsupials.", rank: 10, isFree: true });
  addCourse({ title: "Quokkas in Code", summary: "Tiny programs.", rank: 11, difficulty: "intermediate" });
  addCourse({ title: "Café Patterns", summary: "Design patterns over coffee.", rank: 12 });
  for (let i = 1; i <= 25; i++) addCourse({ title: `Narwhal Handbook ${i}`, summary: "Arctic tusks.", rank: 100 + i });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe("catalog search (FTS5)", () => {
  it("ranks an exact title first, then title words over summary words", async () => {
    const r = await explore("q=zorblat%20algorithms");
    expect(r.courses.map((c) => c.title)).toEqual([
      "Zorblat Algorithms",
      "Advanced Zorblat Algorithms in Practice",
      "Algorithms for Zorblat Databases",
      "Trees and Heaps",
    ]);
    expect(r.total).toBe(4);
    const again = await explore("q=ZORBLAT%20algorithms");
    expect(again.courses[0]!.title).toBe("Zorblat Algorithms");
  });

  it("finds by word prefix and folds accents", async () => {
    expect((await explore("q=quok")).courses.map((c) => c.title)).toEqual(["Quokka Island Ecology", "Quokkas in Code"]);
    expect((await explore("q=cafe")).courses.map((c) => c.title)).toEqual(["Café Patterns"]);
    expect((await explore("q=caf%C3%A9%20patt")).courses.map((c) => c.title)).toEqual(["Café Patterns"]);
    expect((await explore("q=zzqqxx")).total).toBe(0);
  });

  it("still applies the difficulty, category and free filters to the matches", async () => {
    expect((await explore("q=quok&difficulty=intermediate")).courses.map((c) => c.title)).toEqual(["Quokkas in Code"]);
    expect((await explore("q=zorblat&difficulty=advanced")).courses.map((c) => c.title)).toEqual(["Advanced Zorblat Algorithms in Practice"]);
    const free = await explore("q=quok", FREE, "/explore/free");
    expect(free.courses.map((c) => c.title)).toEqual(["Quokka Island Ecology"]);
    const otherCategory = server.db
      .prepare("SELECT slug FROM categories WHERE id <> (SELECT category_id FROM courses WHERE title = 'Quokkas in Code') LIMIT 1")
      .get() as { slug: string };
    expect((await explore(`q=quok&category=${otherCategory.slug}`)).total).toBe(0);
  });

  it("pages the matches ten at a time and refuses a page past the end", async () => {
    const first = await explore("q=narwhal");
    expect(first.total).toBe(25);
    expect(first.page).toMatchObject({ number: 1, count: 3 });
    expect(first.courses.map((c) => c.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Narwhal Handbook ${i + 1}`));
    const third = await explore("q=narwhal&page=3");
    expect(third.courses.map((c) => c.title)).toEqual(Array.from({ length: 5 }, (_, i) => `Narwhal Handbook ${i + 21}`));
    const past = await server.client().get("/explore?q=narwhal&page=4");
    expect(past.status).toBe(400);
  });

  it("takes FTS syntax in the query as plain words, never as an error", async () => {
    for (const q of ['"', "zorblat OR *", "NEAR(zorblat algorithms)", "zorblat:", "(((", "-zorblat", "c++", "c#", "node.js"]) {
      const res = await server.client().get(`/explore?q=${encodeURIComponent(q)}&_data=${encodeURIComponent(EXPLORE)}`);
      expect(res.status, q).toBe(200);
    }
    expect((await explore(`q=${encodeURIComponent("zorblat OR *")}`)).total).toBe(0);
  });

  it("finds an edit written straight to the database at once, and forgets the old title", async () => {
    server.db.prepare("UPDATE courses SET title = 'Walrus Algorithms' WHERE title = 'Zorblat Algorithms'").run();
    expect((await explore("q=walrus")).courses.map((c) => c.title)).toEqual(["Walrus Algorithms"]);
    expect((await explore("q=zorblat%20algorithms")).courses.map((c) => c.title)).not.toContain("Zorblat Algorithms");
    const id = addCourse({ title: "Walrus Basics", summary: "New course.", rank: 1 });
    expect((await explore("q=walrus")).courses.map((c) => c.title)).toEqual(["Walrus Basics", "Walrus Algorithms"]);
    server.db.prepare("DELETE FROM courses WHERE id = ?").run(id);
    expect((await explore("q=walrus")).courses.map((c) => c.title)).toEqual(["Walrus Algorithms"]);
  });

  it("a logged-in learner's results (kept per catalog change, not per page) follow an edit at once too", async () => {
    const c = server.client();
    expect((await c.postJson("/api/user/login", { email: "premium@codelift.test", password: "learn-premium-2026" })).status).toBe(200);
    const titles = async (query: string) => {
      const res = await c.get(`/explore?${query}&_data=${encodeURIComponent(EXPLORE)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toMatch(/private|no-store/);
      return ((await res.json()) as Explore).courses.map((x) => x.title);
    };
    expect(await titles("q=narwhal%20handbook%201")).toContain("Narwhal Handbook 1");
    expect(await titles("q=okapi")).toEqual([]);
    server.db.prepare("UPDATE courses SET title = 'Okapi Handbook 1' WHERE title = 'Narwhal Handbook 1'").run();
    expect(await titles("q=okapi")).toEqual(["Okapi Handbook 1"]);
    expect(await titles("q=narwhal%20handbook%201")).not.toContain("Narwhal Handbook 1");
    // without a search too: a course marked for deletion leaves the catalogue at once
    const before = (await titles("difficulty=advanced")).length;
    server.db.prepare("UPDATE courses SET is_marked_for_deletion = 1 WHERE title = 'Advanced Zorblat Algorithms in Practice'").run();
    expect(await titles("difficulty=advanced")).not.toContain("Advanced Zorblat Algorithms in Practice");
    expect((await titles("difficulty=advanced")).length).toBe(before - 1);
  });
});

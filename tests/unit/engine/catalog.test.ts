import { describe, expect, it } from "vitest";
import {
  accessDeniedText,
  canAccessLesson,
  continueLessonId,
  courseProgressState,
  filterCatalog,
  firstInOrder,
  indexCatalog,
  hasActiveSubscription,
  isCourseExpired,
  isListedInCatalog,
  lessonPath,
  coursePath,
  progressPercent,
  searchTerms,
  suggestCourses,
  summarizeCourseProgress,
  type CourseFacts,
  type LessonAccessInput,
} from "~/engine/catalog";
import { buildToc, flattenToc, lessonNeighbours, splitLessonComponents } from "~/engine/catalogToc";

const NOW = "2026-03-01T12:00:00.000Z";
const FUTURE = "2027-03-01T00:00:00.000Z";
const PAST = "2026-02-01T00:00:00.000Z";

function course(over: Partial<CourseFacts> & { id: number; title: string }): CourseFacts {
  return {
    summary: "",
    categorySlug: "web-development",
    tagSlugs: [],
    difficulty: "beginner",
    isFree: false,
    isEarlyAccess: false,
    rank: 100,
    isMarkedForDeletion: false,
    metadataStatus: "active",
    ...over,
  };
}

const catalog: CourseFacts[] = [
  course({ id: 1, title: "Modern JavaScript Essentials", summary: "Promises, async/await and ES modules.", isFree: true, rank: 1 }),
  course({
    id: 2,
    title: "React in Practice",
    summary: "Components, hooks and state.",
    difficulty: "intermediate",
    rank: 2,
    tagSlugs: ["programming-languages"],
  }),
  course({
    id: 3,
    title: "SQL for Analysts",
    summary: "Query data with joins and window functions.",
    categorySlug: "data-science",
    rank: 3,
    isEarlyAccess: true,
  }),
  course({ id: 4, title: "Legacy jQuery", summary: "The old way to script the DOM.", rank: 0, isMarkedForDeletion: true }),
  course({
    id: 5,
    title: "Async Python",
    summary: "asyncio from the ground up.",
    categorySlug: "programming-languages",
    difficulty: "advanced",
    rank: 5,
  }),
  course({ id: 6, title: "Gone Course", summary: "async everything", metadataStatus: "deleted", isFree: true }),
];
const ids = (r: { courses: CourseFacts[] }) => r.courses.map((c) => c.id);

describe("filterCatalog", () => {
  it.each([
    { name: "all listed, by rank", query: { section: "all" as const }, expected: [1, 2, 3, 5] },
    { name: "free section", query: { section: "free" as const }, expected: [1] },
    { name: "early-access section", query: { section: "early-access" as const }, expected: [3] },
    { name: "category matches own category", query: { section: "all" as const, category: "data-science" }, expected: [3] },
    { name: "category matches a tag too", query: { section: "all" as const, category: "programming-languages" }, expected: [2, 5] },
    { name: "difficulty", query: { section: "all" as const, difficulty: "intermediate" as const }, expected: [2] },
    { name: "search in summary, any case", query: { section: "all" as const, q: "ASYNC" }, expected: [5, 1] },
    { name: "every term must match", query: { section: "all" as const, q: "async python" }, expected: [5] },
    { name: "search plus filter", query: { section: "all" as const, q: "async", difficulty: "beginner" as const }, expected: [1] },
    { name: "no match", query: { section: "all" as const, q: "haskell" }, expected: [] },
    { name: "deprecated never listed, even when searched", query: { section: "all" as const, q: "jquery" }, expected: [] },
  ])("$name", ({ query, expected }) => {
    const r = filterCatalog(catalog, query);
    expect(ids(r)).toEqual(expected);
    expect(r.total).toBe(expected.length);
  });

  it("counts each filter value with the other filters kept", () => {
    const r = filterCatalog(catalog, { section: "all", difficulty: "beginner" });
    expect(r.counts.category).toEqual({ "web-development": 1, "data-science": 1 });
    expect(r.counts.difficulty).toEqual({ beginner: 2, intermediate: 1, advanced: 1 });
  });

  it("counts a course once per value, when its tags repeat its category or each other", () => {
    const twice = [
      course({ id: 7, title: "Web Twice", tagSlugs: ["web-development", "programming-languages", "programming-languages"] }),
      course({ id: 8, title: "Data", categorySlug: "data-science", tagSlugs: ["web-development"] }),
    ];
    const r = filterCatalog(twice, { section: "all" });
    expect(r.counts.category).toEqual({ "web-development": 2, "programming-languages": 1, "data-science": 1 });
    expect(Object.keys(r.counts.category)).toEqual(["web-development", "programming-languages", "data-science"]);
    expect(filterCatalog(twice, { section: "all", category: "programming-languages" }).counts.difficulty).toEqual({ beginner: 1 });
  });
});

describe("searchTerms", () => {
  it.each([
    { q: "  React   Hooks ", terms: ["react", "hooks"] },
    { q: "C++ and C#", terms: ["c++", "and", "c#"] },
    { q: "node.js.", terms: ["node.js"] },
    { q: "Café", terms: ["cafe"] },
    { q: "", terms: [] },
    { q: "a a a", terms: ["a"] },
  ])("$q", ({ q, terms }) => expect(searchTerms(q)).toEqual(terms));
});

describe("isListedInCatalog", () => {
  it.each([
    { isMarkedForDeletion: false, metadataStatus: "active", listed: true },
    { isMarkedForDeletion: true, metadataStatus: "active", listed: false },
    { isMarkedForDeletion: false, metadataStatus: "deleted", listed: false },
  ])("%o", ({ listed, ...c }) => expect(isListedInCatalog(c)).toBe(listed));
});

describe("hasActiveSubscription", () => {
  it.each([
    { subs: [], active: false },
    { subs: [{ status: "active", expirationDate: FUTURE }], active: true },
    { subs: [{ status: "trial", expirationDate: FUTURE }], active: true },
    { subs: [{ status: "active", expirationDate: PAST }], active: false },
    { subs: [{ status: "active", expirationDate: NOW }], active: false },
    { subs: [{ status: "churned", expirationDate: FUTURE }], active: false },
    { subs: [{ status: "renewal_canceled", expirationDate: FUTURE }], active: true },
    { subs: [{ status: "renewal_canceled", expirationDate: PAST }], active: false },
    {
      subs: [
        { status: "churned", expirationDate: PAST },
        { status: "active", expirationDate: FUTURE },
      ],
      active: true,
    },
  ])("$subs → $active", ({ subs, active }) => expect(hasActiveSubscription(subs, NOW)).toBe(active));
});

describe("canAccessLesson", () => {
  const paid = { isFree: false, courseExpirationDate: null };
  const free = { isFree: true, courseExpirationDate: null };
  const expired = { isFree: true, courseExpirationDate: PAST };
  const later = { isFree: false, courseExpirationDate: FUTURE };
  const subscriber = { isStaff: false, subscriptions: [{ status: "active", expirationDate: FUTURE }] };
  const lapsed = { isStaff: false, subscriptions: [{ status: "active", expirationDate: PAST }] };
  const learner = { isStaff: false, subscriptions: [] };
  const staff = { isStaff: true, subscriptions: [] };
  it.each<{ name: string; input: Omit<LessonAccessInput, "now">; expected: ReturnType<typeof canAccessLesson> }>([
    {
      name: "visitor, free course, any lesson",
      input: { course: free, lessonIndex: 4, viewer: null },
      expected: { allowed: true, reason: "free-course" },
    },
    {
      name: "visitor, paid course, first lesson",
      input: { course: paid, lessonIndex: 0, viewer: null },
      expected: { allowed: true, reason: "free-preview" },
    },
    {
      name: "visitor, paid course, second lesson",
      input: { course: paid, lessonIndex: 1, viewer: null },
      expected: { allowed: false, reason: "login-required" },
    },
    {
      name: "learner without subscription",
      input: { course: paid, lessonIndex: 1, viewer: learner },
      expected: { allowed: false, reason: "subscription-required" },
    },
    {
      name: "lapsed subscription",
      input: { course: paid, lessonIndex: 2, viewer: lapsed },
      expected: { allowed: false, reason: "subscription-required" },
    },
    { name: "subscriber", input: { course: paid, lessonIndex: 2, viewer: subscriber }, expected: { allowed: true, reason: "subscription" } },
    { name: "staff without subscription", input: { course: paid, lessonIndex: 2, viewer: staff }, expected: { allowed: true, reason: "staff" } },
    {
      name: "expired course closes even free lessons",
      input: { course: expired, lessonIndex: 0, viewer: subscriber },
      expected: { allowed: false, reason: "course-expired" },
    },
    {
      name: "staff still read an expired course",
      input: { course: expired, lessonIndex: 0, viewer: staff },
      expected: { allowed: true, reason: "staff" },
    },
    {
      name: "expiry in the future keeps access",
      input: { course: later, lessonIndex: 3, viewer: subscriber },
      expected: { allowed: true, reason: "subscription" },
    },
    {
      name: "owner of the course, no subscription",
      input: { course: paid, lessonIndex: 5, viewer: { ...learner, ownsCourse: true } },
      expected: { allowed: true, reason: "purchased" },
    },
    {
      name: "owner with a lapsed subscription",
      input: { course: paid, lessonIndex: 5, viewer: { ...lapsed, ownsCourse: true } },
      expected: { allowed: true, reason: "purchased" },
    },
    {
      name: "an expired course closes to its owner too",
      input: { course: { isFree: false, courseExpirationDate: PAST }, lessonIndex: 1, viewer: { ...learner, ownsCourse: true } },
      expected: { allowed: false, reason: "course-expired" },
    },
  ])("$name", ({ input, expected }) => expect(canAccessLesson({ ...input, now: NOW })).toEqual(expected));

  it.each([
    { reason: "login-required" as const, text: "This content is not included in your subscription." },
    { reason: "subscription-required" as const, text: "This content is not included in your subscription." },
    { reason: "course-expired" as const, text: "This course is no longer accessible." },
  ])("denial text for $reason", ({ reason, text }) => expect(accessDeniedText(reason)).toBe(text));

  it.each([
    { date: null, expired: false },
    { date: PAST, expired: true },
    { date: FUTURE, expired: false },
    { date: NOW, expired: true },
  ])("isCourseExpired($date)", ({ date, expired }) => expect(isCourseExpired({ courseExpirationDate: date }, NOW)).toBe(expired));
});

describe("progress", () => {
  it.each([
    { completed: 0, total: 0, percent: 0 },
    { completed: 0, total: 5, percent: 0 },
    { completed: 2, total: 3, percent: 66 },
    { completed: 199, total: 200, percent: 99 },
    { completed: 5, total: 5, percent: 100 },
    { completed: 7, total: 5, percent: 100 },
  ])("progressPercent($completed, $total) = $percent", ({ completed, total, percent }) => expect(progressPercent(completed, total)).toBe(percent));

  it.each([
    { total: 4, completed: 0, visited: 0, state: "not-started" },
    { total: 4, completed: 0, visited: 1, state: "in-progress" },
    { total: 4, completed: 3, visited: 3, state: "in-progress" },
    { total: 4, completed: 4, visited: 4, state: "completed" },
    { total: 0, completed: 0, visited: 0, state: "not-started" },
  ])("courseProgressState %o", ({ state, ...p }) => expect(courseProgressState(p)).toBe(state));

  const order = [10, 11, 12, 13];
  const row = (lessonId: number, at: string, done = false) => ({ lessonId, lastVisitedAt: at, completedAt: done ? at : null });
  it.each([
    { name: "nothing read → first lesson", progress: [], expected: 10 },
    { name: "last visited unfinished → it", progress: [row(10, "2026-01-01", true), row(12, "2026-01-03")], expected: 12 },
    { name: "last visited finished → next unfinished after it", progress: [row(10, "2026-01-01"), row(11, "2026-01-02", true)], expected: 12 },
    { name: "wraps to the start", progress: [row(11, "2026-01-01"), row(12, "2026-01-02", true), row(13, "2026-01-03", true)], expected: 10 },
    {
      name: "all done → last visited",
      progress: [row(10, "2026-01-01", true), row(11, "2026-01-04", true), row(12, "2026-01-02", true), row(13, "2026-01-03", true)],
      expected: 11,
    },
    { name: "other courses' rows are ignored", progress: [row(99, "2026-05-01")], expected: 10 },
  ])("continueLessonId: $name", ({ progress, expected }) => expect(continueLessonId(order, progress)).toBe(expected));

  it("summarizeCourseProgress", () => {
    const s = summarizeCourseProgress(order, [row(10, "2026-01-01", true), row(11, "2026-01-02"), row(99, "2026-06-01", true)]);
    expect(s).toEqual({ total: 4, completed: 1, visited: 2, percent: 25, state: "in-progress", continueLessonId: 11, lastVisitedAt: "2026-01-02" });
  });
});

describe("suggestCourses", () => {
  it.each([
    { name: "by rank, listed only", exclude: [], preferred: [], limit: 3, expected: [1, 2, 3] },
    { name: "preferred categories first", exclude: [], preferred: ["programming-languages"], limit: 3, expected: [2, 5, 1] },
    { name: "started courses left out", exclude: [1, 2], preferred: [], limit: 5, expected: [3, 5] },
    { name: "limit 0", exclude: [], preferred: [], limit: 0, expected: [] },
  ])("$name", ({ exclude, preferred, limit, expected }) =>
    expect(suggestCourses(indexCatalog(catalog), { exclude: new Set(exclude), preferredCategories: preferred, limit }).map((c) => c.id)).toEqual(
      expected,
    ),
  );
  it("only courses the viewer may open, when an organization restricts the catalogue", () => {
    const allowed = (c: CourseFacts) => c.id !== 2;
    expect(
      suggestCourses(indexCatalog(catalog), { exclude: new Set(), preferredCategories: ["programming-languages"], limit: 3, allowed }).map(
        (c) => c.id,
      ),
    ).toEqual([5, 1, 3]);
  });
  it("a category counts once per course, even when a tag repeats it", () => {
    const twice = [
      course({ id: 1, title: "A", rank: 1 }),
      course({ id: 2, title: "B", rank: 2, tagSlugs: ["web-development", "web-development"] }),
      course({ id: 3, title: "C", rank: 3, tagSlugs: ["devops"] }),
    ];
    // 3 is in both preferred categories; 1 and 2 in one each, so rank decides between them
    expect(
      suggestCourses(indexCatalog(twice), { exclude: new Set(), preferredCategories: ["web-development", "devops"], limit: 3 }).map((c) => c.id),
    ).toEqual([3, 1, 2]);
  });
});

describe("indexCatalog", () => {
  it("every course by id, the listed ones in catalogue order, and each category's listed courses once each", () => {
    const index = indexCatalog(catalog);
    expect([...index.byId.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(index.listed.map((c) => c.id)).toEqual([1, 2, 3, 5]);
    expect(Object.fromEntries([...index.inCategory].map(([slug, list]) => [slug, list.map((c) => c.id)]))).toEqual({
      "web-development": [1, 2],
      "programming-languages": [2, 5],
      "data-science": [3],
    });
  });
});

describe("suggestCourses on a large catalog", () => {
  // A deterministic catalog of 2,000 courses with many equal ranks (so titles decide) and tags.
  let seed = 7;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const cats = ["web-development", "programming-languages", "data-science", "devops", "mobile"];
  const big = Array.from({ length: 2000 }, (_, i) =>
    course({
      id: i + 1,
      title: `${["Intro", "Deep", "Applied", "Écoles", "zeta", "Alpha"][rnd(6)]} course ${rnd(300)}`,
      rank: rnd(4) * 10,
      categorySlug: cats[rnd(5)],
      tagSlugs: [cats[rnd(5)], cats[rnd(5)]].slice(0, rnd(3)),
      isMarkedForDeletion: rnd(20) === 0,
    }),
  );
  // The rule as first written: every listed, unstarted course sorted, then the first few.
  const reference = (exclude: Set<number>, preferred: string[], limit: number, allowed: (c: CourseFacts) => boolean = () => true) => {
    const p = new Set(preferred);
    const overlap = (c: CourseFacts) => [...new Set([c.categorySlug, ...c.tagSlugs])].filter((s) => p.has(s)).length;
    return big
      .filter((c) => isListedInCatalog(c) && !exclude.has(c.id) && allowed(c))
      .sort((a, b) => overlap(b) - overlap(a) || a.rank - b.rank || a.title.localeCompare(b.title) || a.id - b.id)
      .slice(0, Math.max(0, limit))
      .map((c) => c.id);
  };
  it.each([
    { preferred: [], limit: 6 },
    { preferred: ["devops"], limit: 6 },
    { preferred: ["mobile", "data-science"], limit: 12 },
    { preferred: ["web-development"], limit: 1 },
    { preferred: ["programming-languages"], limit: 0 },
  ])("picks what a full sort would pick: $preferred, $limit", ({ preferred, limit }) => {
    const exclude = new Set([1, 2, 3, 50, 999]);
    const got = suggestCourses(indexCatalog(big), { exclude, preferredCategories: preferred, limit }).map((c) => c.id);
    expect(got).toEqual(reference(exclude, preferred, limit));
    expect(got).toHaveLength(limit);
    // an organization that opens a third of the catalogue
    const allowed = (c: CourseFacts) => c.id % 3 === 0;
    expect(suggestCourses(indexCatalog(big), { exclude, preferredCategories: preferred, limit, allowed }).map((c) => c.id)).toEqual(
      reference(exclude, preferred, limit, allowed),
    );
  });
  it("firstInOrder keeps the k smallest in order, whatever the input order", () => {
    const xs = Array.from({ length: 500 }, () => rnd(100));
    for (const k of [0, 1, 5, 499, 500, 800]) expect(firstInOrder(xs, k, (a, b) => a - b)).toEqual([...xs].sort((a, b) => a - b).slice(0, k));
  });
});

describe("addresses", () => {
  const c = { authorId: 4831, collectionId: 100001, slug: "modern-js" };
  const l = { pageId: 3, slug: "closures" };
  it.each([
    { got: coursePath(c), expected: "/courses/modern-js" },
    { got: coursePath(c, "ids"), expected: "/collection/4831/100001" },
    { got: lessonPath(c, l), expected: "/coursesv3/modern-js/closures" },
    { got: lessonPath(c, l, "ids"), expected: "/collection/lesson/4831/100001/3" },
  ])("$expected", ({ got, expected }) => expect(got).toBe(expected));
});

describe("buildToc", () => {
  const input = {
    course: { authorId: 1, collectionId: 2, slug: "c" },
    sections: [
      {
        id: 5,
        title: "Getting Started!",
        lessons: [
          { id: 50, pageId: 1, slug: "intro", title: "Intro", summary: "Why.", minutes: 5, isOptional: false },
          { id: 51, pageId: 2, slug: "setup", title: "Setup", summary: "How.", minutes: 7, isOptional: true },
        ],
      },
      { id: 6, title: "Deeper", lessons: [{ id: 60, pageId: 3, slug: "deep", title: "Deep", summary: "More.", minutes: 10, isOptional: false }] },
    ],
    form: "ids" as const,
    canEdit: false,
    completedLessonIds: new Set([50]),
    isLocked: (i: number) => i > 0,
  };
  const toc = buildToc(input);

  it("sections carry their lessons in pages, with every lesson field", () => {
    expect(toc).toHaveLength(2);
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
    for (const e of [toc[0], toc[0].pages[0]]) for (const f of fields) expect(e).toHaveProperty(f);
    expect(toc[0]).toMatchObject({
      type: "section",
      slug: "getting-started",
      page_id: null,
      page_count: 2,
      estimatedTime: 12,
      is_lesson: false,
      url: "/collection/lesson/1/2/1",
      is_required: true,
    });
    expect(toc[0].pages[1]).toMatchObject({
      id: "lesson-51",
      type: "lesson",
      author_id: 1,
      collection_id: 2,
      page_id: 2,
      slug: "setup",
      url: "/collection/lesson/1/2/2",
      estimatedTime: 7,
      is_optional: true,
      is_required: false,
      can_edit: false,
      work_type: "collection",
      is_standalone_module: false,
      is_template_module: false,
      page_count: 1,
      brief_summary: "How.",
      is_lesson: true,
      pages: [],
    });
  });

  it.each([
    { pageId: 1, completed: true, locked: false },
    { pageId: 2, completed: false, locked: true },
    { pageId: 3, completed: false, locked: true },
  ])("viewer state of page $pageId", ({ pageId, completed, locked }) => {
    const e = flattenToc(toc).find((x) => x.page_id === pageId)!;
    expect([e.is_completed, e.is_locked]).toEqual([completed, locked]);
  });

  it("slug URLs", () => expect(buildToc({ ...input, form: "slug" })[1].pages[0].url).toBe("/coursesv3/c/deep"));

  it.each([
    { pageId: 1, prev: null, next: 2 },
    { pageId: 2, prev: 1, next: 3 },
    { pageId: 3, prev: 2, next: null },
    { pageId: 9, prev: null, next: null },
  ])("lessonNeighbours($pageId)", ({ pageId, prev, next }) => {
    const ordered = [{ pageId: 1 }, { pageId: 2 }, { pageId: 3 }];
    const n = lessonNeighbours(ordered, pageId);
    expect([n.prev?.pageId ?? null, n.next?.pageId ?? null]).toEqual([prev, next]);
  });
});

describe("splitLessonComponents", () => {
  it.each([
    { name: "text only", md: "## Hi\n\nSome text.", expected: [{ type: "MarkdownEditor", content: "## Hi\n\nSome text." }] },
    {
      name: "text, code, text",
      md: "Intro\n\n```javascript\nconst a = 1;\n\nconsole.log(a);\n```\n\nAfter.",
      expected: [
        { type: "MarkdownEditor", content: "Intro" },
        { type: "Code", language: "javascript", content: "const a = 1;\n\nconsole.log(a);" },
        { type: "MarkdownEditor", content: "After." },
      ],
    },
    { name: "no language, tildes", md: "~~~\nx\n~~~", expected: [{ type: "Code", language: null, content: "x" }] },
    {
      name: "longer fence holds a shorter one",
      md: "````md\n```js\nx\n```\n````",
      expected: [{ type: "Code", language: "md", content: "```js\nx\n```" }],
    },
    {
      name: "unclosed fence runs to the end",
      md: "a\n```py\nprint(1)",
      expected: [
        { type: "MarkdownEditor", content: "a" },
        { type: "Code", language: "py", content: "print(1)" },
      ],
    },
    {
      name: "CRLF",
      md: "t\r\n```sql\r\nSELECT 1;\r\n```",
      expected: [
        { type: "MarkdownEditor", content: "t" },
        { type: "Code", language: "sql", content: "SELECT 1;" },
      ],
    },
    { name: "inline backticks are text", md: "Use `let` here.", expected: [{ type: "MarkdownEditor", content: "Use `let` here." }] },
    { name: "empty", md: "", expected: [] },
  ])("$name", ({ md, expected }) => expect(splitLessonComponents(md)).toEqual(expected));
});

// Learner catalog rules: what the catalogue lists and how it filters, who may read a lesson,
// progress and addresses. The deprecated-course banner lives in banners.ts/bannerTexts.ts; the
// table of contents and page components in catalogToc.ts. Pure: time is an argument.
import { SEARCH_DIFFICULTY_LEVELS } from "./constants";
import { requireDate, toDate, type DateInput } from "./dates";

// ---- Catalogue ------------------------------------------------------------------

export const DIFFICULTY_LEVELS = SEARCH_DIFFICULTY_LEVELS;
type CourseDifficulty = (typeof DIFFICULTY_LEVELS)[number];

/** /explore, /explore/free and /explore/early-access. */
export type CatalogSection = "all" | "free" | "early-access";

export const SEARCH_MAX_LENGTH = 100;
const SEARCH_MAX_TERMS = 8;

/** The facts about a course that catalogue rules read. */
export interface CourseFacts {
  id: number;
  title: string;
  summary: string;
  categorySlug: string;
  /** Extra category slugs (learner tags). */
  tagSlugs: readonly string[];
  difficulty: string;
  isFree: boolean;
  isEarlyAccess: boolean;
  rank: number;
  isMarkedForDeletion: boolean;
  metadataStatus: string;
}

export interface CatalogQuery {
  section: CatalogSection;
  q?: string;
  category?: string;
  difficulty?: CourseDifficulty;
  /**
   * The search's matches already ranked by the database's full-text index (course id → rank,
   * 0 = best): when given, it decides which courses match `q` and their order, in place of
   * searchScore's in-memory pass.
   */
  ranking?: ReadonlyMap<number, number>;
}

export interface CatalogResult<T> {
  courses: T[];
  total: number;
  /** How many courses each filter value would give, with the other filters kept. */
  counts: { category: Record<string, number>; difficulty: Record<string, number> };
}

/** Marked for deletion or in deleted status (docs/product/catalog.md#deprecated-courses). */
export function isDeprecatedCourse(c: Pick<CourseFacts, "isMarkedForDeletion" | "metadataStatus">): boolean {
  return c.isMarkedForDeletion || c.metadataStatus === "deleted";
}

/** A deprecated course is "no longer available on our catalog". */
export function isListedInCatalog(c: Pick<CourseFacts, "isMarkedForDeletion" | "metadataStatus">): boolean {
  return !isDeprecatedCourse(c);
}

const fold = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Search terms of a query: case- and accent-folded words; "+", "#" and "." stay (c++, c#, node.js). */
export function searchTerms(q: string | undefined | null): string[] {
  if (!q) return [];
  const words = fold(q.slice(0, SEARCH_MAX_LENGTH))
    .split(/[^a-z0-9+#.]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ""))
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS);
}

/**
 * The catalog search as an FTS5 MATCH expression over courses_fts: each search term quoted (so
 * nothing the learner types is FTS syntax) and a prefix ("pyth" finds Python), all required.
 * Null when there is nothing to search for.
 */
export function catalogFtsQuery(q: string | undefined | null): string | null {
  const terms = searchTerms(q);
  return terms.length ? terms.map((t) => `"${t.replace(/"/g, "")}"*`).join(" ") : null;
}

/** 0 when some term is in neither title nor summary; otherwise higher for title hits. */
function searchScore(c: Pick<CourseFacts, "title" | "summary">, terms: readonly string[]): number {
  if (terms.length === 0) return 1;
  const title = fold(c.title);
  const summary = fold(c.summary);
  let score = 0;
  for (const t of terms) {
    const inTitle = title.includes(t);
    if (!inTitle && !summary.includes(t)) return 0;
    score += inTitle ? 3 : 1;
  }
  if (terms.length > 1 && title.includes(terms.join(" "))) score += 5;
  return score;
}

const inSection = (c: CourseFacts, section: CatalogSection) => (section === "free" ? c.isFree : section === "early-access" ? c.isEarlyAccess : true);

const inCategory = (c: CourseFacts, category: string | undefined) => !category || c.categorySlug === category || c.tagSlugs.includes(category);

// The order of localeCompare (default locale and options), from one collator: localeCompare sets
// one up per call, and sorting a catalog of thousands of courses makes tens of thousands of calls.
const titleOrder = new Intl.Collator().compare;
const byRankThenTitle = (a: CourseFacts, b: CourseFacts) => a.rank - b.rank || titleOrder(a.title, b.title) || a.id - b.id;

/** The first `k` items in the order of `cmp` (a total order), without sorting all of them. */
export function firstInOrder<T>(items: Iterable<T>, k: number, cmp: (a: T, b: T) => number): T[] {
  const out: T[] = [];
  if (k <= 0) return out;
  for (const item of items) {
    if (out.length === k && cmp(item, out[k - 1]) >= 0) continue;
    let i = out.length;
    while (i > 0 && cmp(item, out[i - 1]) < 0) i--;
    out.splice(i, 0, item);
    if (out.length > k) out.pop();
  }
  return out;
}

/**
 * The catalogue: listed courses of the section that match every filter. A category matches the
 * course's own category or one of its tags. With a search, best matches first; otherwise by rank.
 */
export function filterCatalog<T extends CourseFacts>(courses: readonly T[], query: CatalogQuery): CatalogResult<T> {
  const terms = searchTerms(query.q);
  const ranking = terms.length ? query.ranking : undefined;
  // with a ranking, a higher score is a better (smaller) rank
  const score = (c: T) => (ranking ? (ranking.has(c.id) ? ranking.size - ranking.get(c.id)! : 0) : searchScore(c, terms));
  // One pass over the whole catalog (it runs on every catalogue view, at 1,600 courses too):
  // the facet counts and the matches together, with no set or array made per course.
  const category: Record<string, number> = {};
  const difficulty: Record<string, number> = {};
  const matched: { c: T; score: number }[] = [];
  for (const c of courses) {
    if (!isListedInCatalog(c) || !inSection(c, query.section)) continue;
    const s = score(c);
    if (s <= 0) continue;
    const ofDifficulty = !query.difficulty || c.difficulty === query.difficulty;
    if (ofDifficulty) {
      // each slug once per course: its category, then its tags (a tag may repeat the category)
      category[c.categorySlug] = (category[c.categorySlug] ?? 0) + 1;
      const tags = c.tagSlugs;
      for (let i = 0; i < tags.length; i++) {
        const slug = tags[i]!;
        if (slug !== c.categorySlug && tags.indexOf(slug) === i) category[slug] = (category[slug] ?? 0) + 1;
      }
    }
    const ofCategory = inCategory(c, query.category);
    if (ofCategory) difficulty[c.difficulty] = (difficulty[c.difficulty] ?? 0) + 1;
    if (ofCategory && ofDifficulty) matched.push({ c, score: s });
  }
  const ordered = matched.sort((a, b) => b.score - a.score || byRankThenTitle(a.c, b.c)).map((x) => x.c);
  return { courses: ordered, total: ordered.length, counts: { category, difficulty } };
}

/**
 * The catalog arranged for the questions every page asks of it, built once per catalog change
 * (the server keeps it while catalog_version stays the same): a course by id, the listed courses
 * in catalogue order, and the listed courses of each category. With it a page reads the few
 * courses it shows, not the whole catalog.
 */
export interface CatalogIndex<T extends CourseFacts> {
  /** Every course by id, listed or not (a deprecated course in progress is still shown). */
  byId: ReadonlyMap<number, T>;
  /** The listed courses by rank, then title. */
  listed: readonly T[];
  /** A category slug (a course's own category or one of its tags) → its listed courses by rank, then title; each course once. */
  inCategory: ReadonlyMap<string, readonly T[]>;
}

export function indexCatalog<T extends CourseFacts>(courses: readonly T[]): CatalogIndex<T> {
  const listed = courses.filter(isListedInCatalog).sort(byRankThenTitle);
  const inCategory = new Map<string, T[]>();
  for (const c of listed)
    for (const slug of new Set([c.categorySlug, ...c.tagSlugs])) {
      const list = inCategory.get(slug);
      if (list) list.push(c);
      else inCategory.set(slug, [c]);
    }
  return { byId: new Map(courses.map((c) => [c.id, c])), listed, inCategory };
}

/**
 * Courses to suggest: listed, not already started, and open to the viewer (`allowed`, when the
 * viewer's organization restricts the catalogue); those in more of the preferred categories
 * first (each category counts once per course), then by rank. Only the preferred categories'
 * courses are weighed; the rest are taken in catalogue order until `limit` are found.
 */
export function suggestCourses<T extends CourseFacts>(
  index: CatalogIndex<T>,
  opts: { exclude: ReadonlySet<number>; preferredCategories: readonly string[]; limit: number; allowed?: (c: T) => boolean },
): T[] {
  if (opts.limit <= 0) return [];
  const ok = (c: T) => !opts.exclude.has(c.id) && (!opts.allowed || opts.allowed(c));
  const overlap = new Map<T, number>();
  for (const slug of new Set(opts.preferredCategories))
    for (const c of index.inCategory.get(slug) ?? []) if (overlap.has(c) || ok(c)) overlap.set(c, (overlap.get(c) ?? 0) + 1);
  const out = firstInOrder(overlap, opts.limit, ([a, m], [b, n]) => n - m || byRankThenTitle(a, b)).map(([c]) => c);
  for (const c of index.listed) {
    if (out.length >= opts.limit) break;
    if (!overlap.has(c) && ok(c)) out.push(c);
  }
  return out;
}

// ---- Pages of results -----------------------------------------------------------

export const CATALOG_PAGE_TEXTS = {
  malformed: "The page number must be a whole number, 1 or more.",
} as const;

/** The answer to a page number past the last page. */
export const pageOutOfRangeText = (pageCount: number) =>
  `There is no such page: these results fill ${pageCount} ${pageCount === 1 ? "page" : "pages"}.`;

interface ResultPage<T> {
  items: T[];
  /** From 1. */
  page: number;
  /** At least 1: an empty result is one empty page. */
  pageCount: number;
  total: number;
  size: number;
}

/** How many pages `total` results fill, `size` a page (at least 1). */
export function resultPageCount(total: number, size: number): number {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`page size must be a whole number from 1, got ${size}`);
  return Math.max(1, Math.ceil(total / size));
}

/** Page `page` (from 1) of `items`, `size` a page; null when `page` is not one of its pages. */
export function pageOfResults<T>(items: readonly T[], page: number, size: number): ResultPage<T> | null {
  const pageCount = resultPageCount(items.length, size);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { items: items.slice((page - 1) * size, page * size), page, pageCount, total: items.length, size };
}

/**
 * The page numbers a pager links, in order, with "gap" where numbers are left out: every page
 * when there are few, otherwise the first, the last and the current one with its neighbours.
 */
export function resultPageLinks(page: number, pageCount: number): (number | "gap")[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  shown.forEach((n, i) => {
    const before = shown[i - 1];
    if (before !== undefined && n - before === 2) out.push(before + 1);
    else if (before !== undefined && n - before > 2) out.push("gap");
    out.push(n);
  });
  return out;
}

/** A catalogue address with its filters and page (page 1 and empty filters are left out). */
export function catalogPagePath(path: string, query: { q?: string; category?: string; difficulty?: string }, page = 1): string {
  const params = new URLSearchParams();
  for (const key of ["q", "category", "difficulty"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

// ---- Lesson access --------------------------------------------------------------

export const ACCESS_TEXTS = {
  notInSubscription: "This content is not included in your subscription.",
  courseExpired: "This course is no longer accessible.",
  /** a course or path the user's organizations do not grant (organizationAccess.ts), everywhere */
  notInOrganizationPlan: "This content is not included in your organization's plan.",
} as const;

export interface SubscriptionFacts {
  /** active | renewal_canceled | churned | trial | past_due */
  status: string;
  expirationDate: string;
  /** past_due: access continues until then while the failed renewal is retried */
  graceUntil?: string | null;
}

/** Until when a subscription grants access: its paid end, or the grace end of a failed renewal; null when it never does. */
export function subscriptionAccessEnd(s: SubscriptionFacts): Date | null {
  if (s.status === "past_due") return toDate(s.graceUntil ?? null);
  return isAccessGrantingStatus(s.status) ? toDate(s.expirationDate) : null;
}

/** Paid-up access: active, trial or renewal-cancelled (paid until its end) and not yet expired, or past due within its grace period. */
export function hasActiveSubscription(subscriptions: readonly SubscriptionFacts[], now: DateInput): boolean {
  const at = requireDate(now, "now").getTime();
  return subscriptions.some((s) => (subscriptionAccessEnd(s)?.getTime() ?? 0) > at);
}

/** A cancelled renewal keeps access until the paid period ends. */
const isAccessGrantingStatus = (status: string) => status === "active" || status === "trial" || status === "renewal_canceled";

/** A course whose course_expiration_date has passed (absent means lifetime access). */
export function isCourseExpired(c: { courseExpirationDate: string | null }, now: DateInput): boolean {
  const end = toDate(c.courseExpirationDate);
  return !!end && end.getTime() <= requireDate(now, "now").getTime();
}

export interface LessonAccessInput {
  course: { isFree: boolean; courseExpirationDate: string | null };
  /** Position of the lesson in the course's reading order, from 0. */
  lessonIndex: number;
  /** null for a logged-out visitor. */
  viewer: {
    isStaff: boolean;
    subscriptions: readonly SubscriptionFacts[];
    /** bought this course a-la-carte */
    ownsCourse?: boolean;
    /** an organization seat opens this course (organizationCourseAccess) */
    organizationSeat?: boolean;
  } | null;
  now: DateInput;
}

export type LessonAccess =
  | { allowed: true; reason: "staff" | "free-course" | "free-preview" | "purchased" | "subscription" | "organization" }
  | { allowed: false; reason: "course-expired" | "login-required" | "subscription-required" };

/**
 * Staff read everything. An expired course is closed to everyone else. Every lesson of a free
 * course is open; in a paid course the first lesson is a free preview and the rest need the
 * course bought a-la-carte or an active subscription.
 */
export function canAccessLesson(input: LessonAccessInput): LessonAccess {
  if (input.viewer?.isStaff) return { allowed: true, reason: "staff" };
  if (isCourseExpired(input.course, input.now)) return { allowed: false, reason: "course-expired" };
  if (input.course.isFree) return { allowed: true, reason: "free-course" };
  if (input.lessonIndex === 0) return { allowed: true, reason: "free-preview" };
  // A course bought a-la-carte is the owner's for life (until the course itself expires).
  if (input.viewer?.ownsCourse) return { allowed: true, reason: "purchased" };
  if (input.viewer && hasActiveSubscription(input.viewer.subscriptions, input.now)) return { allowed: true, reason: "subscription" };
  // An organization seat is the member's subscription for the courses the organization grants.
  if (input.viewer?.organizationSeat) return { allowed: true, reason: "organization" };
  return { allowed: false, reason: input.viewer ? "subscription-required" : "login-required" };
}

/** The errorText of a refused page-props call. */
export function accessDeniedText(reason: Extract<LessonAccess, { allowed: false }>["reason"]): string {
  return reason === "course-expired" ? ACCESS_TEXTS.courseExpired : ACCESS_TEXTS.notInSubscription;
}

// ---- Progress -------------------------------------------------------------------

/** Whole percent, rounded down so that 100 means every lesson is complete. */
export function progressPercent(completed: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((100 * completed) / total)));
}

type CourseProgressState = "not-started" | "in-progress" | "completed";

export function courseProgressState(p: { total: number; completed: number; visited: number }): CourseProgressState {
  if (p.total > 0 && p.completed >= p.total) return "completed";
  return p.visited > 0 || p.completed > 0 ? "in-progress" : "not-started";
}

export interface LessonProgressFacts {
  lessonId: number;
  lastVisitedAt: string;
  completedAt: string | null;
}

/**
 * Where "Continue" leads in a course: the last visited lesson while it is unfinished, else the
 * next unfinished lesson after it (then from the start); the first lesson when nothing was read;
 * the last visited one when everything is done.
 */
export function continueLessonId(orderedLessonIds: readonly number[], progress: readonly LessonProgressFacts[]): number | null {
  if (orderedLessonIds.length === 0) return null;
  const byId = new Map(progress.map((p) => [p.lessonId, p]));
  const visited = progress.filter((p) => orderedLessonIds.includes(p.lessonId));
  if (visited.length === 0) return orderedLessonIds[0];
  const last = visited.reduce((a, b) => (b.lastVisitedAt > a.lastVisitedAt ? b : a));
  if (!last.completedAt) return last.lessonId;
  const from = orderedLessonIds.indexOf(last.lessonId);
  const rotated = [...orderedLessonIds.slice(from + 1), ...orderedLessonIds.slice(0, from)];
  return rotated.find((id) => !byId.get(id)?.completedAt) ?? last.lessonId;
}

interface CourseProgressSummary {
  total: number;
  completed: number;
  visited: number;
  percent: number;
  state: CourseProgressState;
  /** Where "Start" or "Continue" leads. */
  continueLessonId: number | null;
  lastVisitedAt: string | null;
}

/** A learner's standing in one course; progress rows of other courses are ignored. */
export function summarizeCourseProgress(orderedLessonIds: readonly number[], progress: readonly LessonProgressFacts[]): CourseProgressSummary {
  const ids = new Set(orderedLessonIds);
  const mine = progress.filter((p) => ids.has(p.lessonId));
  const total = orderedLessonIds.length;
  const completed = mine.filter((p) => p.completedAt).length;
  const visited = mine.length;
  return {
    total,
    completed,
    visited,
    percent: progressPercent(completed, total),
    state: courseProgressState({ total, completed, visited }),
    continueLessonId: continueLessonId(orderedLessonIds, mine),
    lastVisitedAt: mine.reduce<string | null>((a, p) => (a === null || p.lastVisitedAt > a ? p.lastVisitedAt : a), null),
  };
}

// ---- Addresses ------------------------------------------------------------------

/** "ids": /collection/... forms; "slug": /courses/{slug} and /coursesv3/{course}/{page}. */
export type UrlForm = "ids" | "slug";
export interface CourseRefFacts {
  authorId: number;
  collectionId: number;
  slug: string;
}

export function coursePath(c: CourseRefFacts, form: UrlForm = "slug"): string {
  return form === "ids" ? `/collection/${c.authorId}/${c.collectionId}` : `/courses/${c.slug}`;
}

export function lessonPath(c: CourseRefFacts, l: { pageId: number; slug: string }, form: UrlForm = "slug"): string {
  return form === "ids" ? `/collection/lesson/${c.authorId}/${c.collectionId}/${l.pageId}` : `/coursesv3/${c.slug}/${l.slug}`;
}

export function transitionPath(c: Pick<CourseRefFacts, "authorId" | "collectionId">): string {
  return `/transition/${c.authorId}/${c.collectionId}`;
}

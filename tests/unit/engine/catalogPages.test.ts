import { describe, expect, it } from "vitest";
import { catalogPagePath, CATALOG_PAGE_TEXTS, pageOfResults, pageOutOfRangeText, resultPageCount, resultPageLinks } from "~/engine/catalog";
import { SEARCH_RESULTS_PAGE_SIZE } from "~/engine/constants";

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("search results are 10 a page", () => {
  it("the constant is 10", () => expect(SEARCH_RESULTS_PAGE_SIZE).toBe(10));
});

describe("resultPageCount", () => {
  it.each([
    { total: 0, pages: 1 },
    { total: 1, pages: 1 },
    { total: 10, pages: 1 },
    { total: 11, pages: 2 },
    { total: 20, pages: 2 },
    { total: 23, pages: 3 },
  ])("$total results fill $pages page(s)", ({ total, pages }) => expect(resultPageCount(total, 10)).toBe(pages));

  it.each([0, -1, 2.5, Number.NaN])("refuses the page size %s", (size) => expect(() => resultPageCount(5, size)).toThrow(RangeError));
});

describe("pageOfResults", () => {
  it.each([
    { total: 23, page: 1, expected: items(10) },
    { total: 23, page: 2, expected: items(20).slice(10) },
    { total: 23, page: 3, expected: [21, 22, 23] },
    { total: 20, page: 2, expected: items(20).slice(10) },
    { total: 0, page: 1, expected: [] },
  ])("page $page of $total results", ({ total, page, expected }) => {
    const result = pageOfResults(items(total), page, 10);
    expect(result).toEqual({ items: expected, page, pageCount: resultPageCount(total, 10), total, size: 10 });
  });

  it.each([
    { total: 23, page: 4 },
    { total: 20, page: 3 },
    { total: 0, page: 2 },
    { total: 23, page: 0 },
    { total: 23, page: -1 },
    { total: 23, page: 1.5 },
    { total: 23, page: Number.POSITIVE_INFINITY },
  ])("page $page of $total results is not a page: null", ({ total, page }) => expect(pageOfResults(items(total), page, 10)).toBeNull());
});

describe("resultPageLinks", () => {
  it.each([
    { page: 1, count: 1, links: [1] },
    { page: 2, count: 3, links: [1, 2, 3] },
    { page: 4, count: 7, links: [1, 2, 3, 4, 5, 6, 7] },
    { page: 1, count: 20, links: [1, 2, "gap", 20] },
    { page: 3, count: 20, links: [1, 2, 3, 4, "gap", 20] },
    { page: 4, count: 20, links: [1, 2, 3, 4, 5, "gap", 20] },
    { page: 10, count: 20, links: [1, "gap", 9, 10, 11, "gap", 20] },
    { page: 18, count: 20, links: [1, "gap", 17, 18, 19, 20] },
    { page: 20, count: 20, links: [1, "gap", 19, 20] },
  ])("page $page of $count → $links", ({ page, count, links }) => expect(resultPageLinks(page, count)).toEqual(links));
});

describe("catalogPagePath", () => {
  it.each([
    { query: {}, page: 1, path: "/explore" },
    { query: { q: "", category: "", difficulty: "" }, page: 1, path: "/explore" },
    { query: {}, page: 2, path: "/explore?page=2" },
    {
      query: { q: "c++ & go", category: "web-development", difficulty: "beginner" },
      page: 3,
      path: "/explore?q=c%2B%2B+%26+go&category=web-development&difficulty=beginner&page=3",
    },
    { query: { category: "sql" }, page: 1, path: "/explore?category=sql" },
  ])("$path", ({ query, page, path }) => expect(catalogPagePath("/explore", query, page)).toBe(path));
});

describe("texts", () => {
  it("says what a page number must be, and how many pages there are", () => {
    expect(CATALOG_PAGE_TEXTS.malformed).toBe("The page number must be a whole number, 1 or more.");
    expect(pageOutOfRangeText(1)).toBe("There is no such page: these results fill 1 page.");
    expect(pageOutOfRangeText(3)).toBe("There is no such page: these results fill 3 pages.");
  });
});

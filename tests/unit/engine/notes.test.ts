import { describe, expect, it } from "vitest";
import { ftsQuery, notesPage, notesToMarkdown, groupInOrder, NOTE_SEARCH_MAX_TERMS } from "~/engine";

describe("ftsQuery", () => {
  it("quotes every word and keeps a typed prefix star", () => {
    expect(ftsQuery("closure Scope")).toBe('"closure" "scope"');
    expect(ftsQuery("clos*")).toBe('"clos"*');
  });
  it("never lets FTS5 syntax through", () => {
    expect(ftsQuery('"unterminated')).toBe('"unterminated"');
    expect(ftsQuery("a NEAR b")).toBe('"a" "near" "b"');
    expect(ftsQuery("comment: (x OR y) AND NOT z")).toBe('"comment" "x" "or" "y" "and" "not" "z"');
    expect(ftsQuery("* ^ - + \" ' {}")).toBeNull();
    expect(ftsQuery("")).toBeNull();
  });
  it("keeps letters of any script and caps the terms", () => {
    expect(ftsQuery("café naïve")).toBe('"café" "naïve"');
    expect(ftsQuery(Array.from({ length: 40 }, (_, i) => `w${i}`).join(" "))!.split(" ")).toHaveLength(NOTE_SEARCH_MAX_TERMS);
  });
});

describe("notesPage", () => {
  it("pages by 10 and clamps", () => {
    expect(notesPage(1, 25)).toEqual({ page: 1, offset: 0, limit: 10, totalPages: 3 });
    expect(notesPage(3, 25)).toEqual({ page: 3, offset: 20, limit: 10, totalPages: 3 });
    expect(notesPage(9, 25).page).toBe(3);
    expect(notesPage(0, 0)).toEqual({ page: 1, offset: 0, limit: 10, totalPages: 1 });
  });
});

describe("notesToMarkdown", () => {
  it("groups by course then lesson, quotes highlights and links back", () => {
    const md = notesToMarkdown(
      [
        {
          courseTitle: "JS",
          notes: [
            {
              id: 1,
              quote: "line one\nline two",
              comment: "",
              color: "green",
              createdAt: "2025-01-02T00:00:00Z",
              lessonTitle: "Closures",
              lessonHref: "/coursesv3/js/closures",
            },
            {
              id: 2,
              quote: "",
              comment: "**mine**",
              color: null,
              createdAt: "2025-01-03T00:00:00Z",
              lessonTitle: "Closures",
              lessonHref: "/coursesv3/js/closures",
            },
          ],
        },
      ],
      "https://x.test",
    );
    expect(md).toContain("## JS\n\n### [Closures](https://x.test/coursesv3/js/closures)\n\n> line one\n> line two");
    expect(md).toContain("*Highlight (green), 2025-01-02 · [open](https://x.test/coursesv3/js/closures#note-1)*");
    expect(md).toContain("**mine**\n\n*Note, 2025-01-03");
    expect(md.match(/### /g)).toHaveLength(1);
  });
  it("says when there is nothing", () => {
    expect(notesToMarkdown([], "")).toContain("You have no notes or highlights yet.");
  });
});

it("groupInOrder keeps first-seen order", () => {
  expect(groupInOrder([3, 1, 3, 2, 1], (n) => n)).toEqual([
    { key: 3, rows: [3, 3] },
    { key: 1, rows: [1, 1] },
    { key: 2, rows: [2] },
  ]);
});

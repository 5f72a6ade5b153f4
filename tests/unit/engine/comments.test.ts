import { describe, expect, it } from "vitest";
import { canDeleteComment, canEditComment, canResolveComment, commentThreads, isDocumentKey, isParentKey, type CommentRow } from "~/engine/comments";

const row = (over: Partial<CommentRow>): CommentRow => ({
  id: 1,
  parentId: null,
  userId: 10,
  mdText: "x",
  isResolved: false,
  isModified: false,
  resolvedBy: null,
  lastResolvedTime: null,
  lastModifiedTime: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("document keys", () => {
  it.each([
    ["collection:4831:100001:2", true],
    ["interview-prep:coding:two-pointers", true],
    ["collection:4831:100001", false],
    ["collection:a:b:c", false],
    ["interview-prep:Coding:x", false],
    ["interview-prep:a_b:c", false],
    ["", false],
  ])("%s → %s", (key, ok) => expect(isDocumentKey(key)).toBe(ok));
  it("parent keys are leading parts", () => {
    expect(isParentKey("collection:4831:100001")).toBe(true);
    expect(isParentKey("interview-prep:coding")).toBe(true);
    expect(isParentKey("collection:4831:1:2:3")).toBe(false);
    expect(isParentKey("notes:1")).toBe(false);
  });
});

describe("permissions", () => {
  const thread = { userId: 10, parentId: null };
  const reply = { userId: 10, parentId: 1 };
  it("authors edit their own; nobody else, staff neither", () => {
    expect(canEditComment({ id: 10, staff: false }, thread)).toBe(true);
    expect(canEditComment({ id: 11, staff: true }, thread)).toBe(false);
  });
  it("authors and staff delete", () => {
    expect(canDeleteComment({ id: 11, staff: false }, reply)).toBe(false);
    expect(canDeleteComment({ id: 11, staff: true }, reply)).toBe(true);
    expect(canDeleteComment({ id: 10, staff: false }, reply)).toBe(true);
  });
  it("threads are resolved by their author or staff; replies never", () => {
    expect(canResolveComment({ id: 10, staff: false }, thread)).toBe(true);
    expect(canResolveComment({ id: 11, staff: false }, thread)).toBe(false);
    expect(canResolveComment({ id: 11, staff: true }, thread)).toBe(true);
    expect(canResolveComment({ id: 10, staff: true }, reply)).toBe(false);
  });
});

describe("commentThreads", () => {
  it("nests replies under their thread, oldest first, with repliesCount", () => {
    const threads = commentThreads([
      row({ id: 3, parentId: 1, createdAt: "2026-01-03T00:00:00.000Z" }),
      row({ id: 2, createdAt: "2026-01-02T00:00:00.000Z" }),
      row({ id: 1 }),
      row({ id: 4, parentId: 1, createdAt: "2026-01-02T00:00:00.000Z" }),
    ]);
    expect(threads.map((t) => t.id)).toEqual([1, 2]);
    expect(threads[0]!.repliesCount).toBe(2);
    expect(threads[0]!.replies.map((r) => r.id)).toEqual([4, 3]);
    expect(threads[0]!.created).toBe("2026-01-01T00:00:00.000Z");
  });
});

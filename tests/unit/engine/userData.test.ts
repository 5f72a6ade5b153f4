import { describe, expect, it } from "vitest";
import { AUTOSAVE_TEXT, decideWrite, isValidMapName, mergeMap } from "~/engine/userData";

describe("saved user data rules", () => {
  it("last write wins by the client's timestamp; an older write is refused", () => {
    expect(decideWrite(null, 5)).toEqual({ write: true });
    expect(decideWrite(5, 6)).toEqual({ write: true });
    expect(decideWrite(5, 5)).toEqual({ write: true });
    expect(decideWrite(6, 5)).toEqual({ write: false, reason: "stale" });
  });
  it("snapshot replaces, snapshot=false merges", () => {
    expect(mergeMap({ a: 1, b: 2 }, { b: 3 }, true)).toEqual({ b: 3 });
    expect(mergeMap({ a: 1, b: 2 }, { b: 3 }, false)).toEqual({ a: 1, b: 3 });
    expect(mergeMap(null, { b: 3 }, false)).toEqual({ b: 3 });
  });
  it("map names", () => {
    expect(isValidMapName("lesson_prefs")).toBe(true);
    expect(isValidMapName("a:b.c-d")).toBe(true);
    expect(isValidMapName("work_id")).toBe(false);
    expect(isValidMapName("")).toBe(false);
    expect(isValidMapName("a/b")).toBe(false);
    expect(isValidMapName("x".repeat(101))).toBe(false);
  });
  it("autosave states", () => {
    expect(AUTOSAVE_TEXT.request).toBe("Saving…");
    expect(AUTOSAVE_TEXT.success).toBe("Saved");
    expect(AUTOSAVE_TEXT.failure).toBe("Not saved: retry");
  });
});

import { describe, expect, it } from "vitest";
import {
  answerText,
  AUTOSAVE_TEXT,
  decideWrite,
  isValidMapName,
  LESSON_ANSWER_MAX_CHARS,
  LESSON_ANSWER_TOO_LONG,
  mergeMap,
  onRemoteVersion,
  overwriteTimestamp,
} from "~/engine/userData";

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

describe("two tabs on one widget (onRemoteVersion)", () => {
  const local = { text: "mine", editTimestamp: 2000, savedTimestamp: 1500, edited: true };
  it("ignores a version no newer than this tab's latest edit or save: this tab's write wins", () => {
    expect(onRemoteVersion(local, { text: "theirs", timestamp: 2000 })).toBe("ignore");
    expect(onRemoteVersion(local, { text: "theirs", timestamp: 1999 })).toBe("ignore");
    expect(onRemoteVersion({ ...local, editTimestamp: 0, savedTimestamp: 3000 }, { text: "theirs", timestamp: 2500 })).toBe("ignore");
  });
  it("a newer version with other text, after typing here: this tab lost and is told", () => {
    expect(onRemoteVersion(local, { text: "theirs", timestamp: 2001 })).toBe("conflict");
  });
  it("a newer version is taken silently when nothing typed here would be lost", () => {
    expect(onRemoteVersion(local, { text: "mine", timestamp: 2001 })).toBe("adopt");
    expect(onRemoteVersion({ ...local, edited: false }, { text: "theirs", timestamp: 2001 })).toBe("adopt");
  });
  it("keep mine: a timestamp past the winner's, even when this tab's clock is behind", () => {
    expect(overwriteTimestamp(5000, 4000)).toBe(5000);
    expect(overwriteTimestamp(3000, 4000)).toBe(4001);
  });
  it("reads the answer text out of userdata", () => {
    expect(answerText({ text: "hello" })).toBe("hello");
    expect(answerText({ text: 3 })).toBe("");
    expect(answerText("hello")).toBe("");
    expect(answerText(null)).toBe("");
    expect(LESSON_ANSWER_TOO_LONG).toBe(`Your answer must be at most 10,000 characters.`);
    expect(LESSON_ANSWER_MAX_CHARS).toBe(10_000);
  });
});

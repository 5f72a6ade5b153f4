// Comparing two versions of a course (docs/product/authoring.md#versions): a line diff that keeps
// the longest run of shared lines, folded around long unchanged stretches, and a per-lesson account
// of what was added, removed and changed.
import { describe, expect, it } from "vitest";
import type { CourseDraft, DraftLesson } from "~/engine/authoring";
import { compareCourses, diffLines, foldUnchanged } from "~/engine/courseDiff";

describe("diffLines", () => {
  it("marks the lines removed and added around the shared ones", () => {
    expect(diffLines("a\nb\nc\n", "a\nx\nc\nd\n")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "x" },
      { kind: "same", text: "c" },
      { kind: "added", text: "d" },
    ]);
    expect(diffLines("", "one\n")).toEqual([{ kind: "added", text: "one" }]);
    expect(diffLines("one\ntwo", "")).toEqual([
      { kind: "removed", text: "one" },
      { kind: "removed", text: "two" },
    ]);
    expect(diffLines("same\n", "same\n")).toEqual([{ kind: "same", text: "same" }]);
  });

  it("keeps a moved block's other lines in place (the longest common subsequence)", () => {
    const d = diffLines(["h", "1", "2", "3", "t"].join("\n"), ["h", "3", "1", "2", "t"].join("\n"));
    expect(d.filter((l) => l.kind === "same").map((l) => l.text)).toEqual(["h", "1", "2", "t"]);
    expect(d.filter((l) => l.kind !== "same")).toEqual([
      { kind: "added", text: "3" },
      { kind: "removed", text: "3" },
    ]);
  });

  it("folds long unchanged runs, keeping two lines of context", () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`);
    const after = [...before];
    after[10] = "changed";
    const folded = foldUnchanged(diffLines(before.join("\n"), after.join("\n")));
    expect(folded[0]).toEqual({ kind: "skipped", count: 8 });
    expect(folded.slice(1, 5)).toEqual([
      { kind: "same", text: "line 8" },
      { kind: "same", text: "line 9" },
      { kind: "removed", text: "line 10" },
      { kind: "added", text: "changed" },
    ]);
    expect(folded.at(-1)).toEqual({ kind: "skipped", count: 7 });
  });
});

describe("compareCourses", () => {
  const lesson = (key: string, title: string, text: string): DraftLesson => ({
    key,
    slug: title.toLowerCase(),
    title,
    summary: "",
    minutes: 5,
    blocks: [{ kind: "text", id: "t", markdown: text }],
  });
  const course = (lessons: DraftLesson[], title = "Course"): CourseDraft => ({
    title,
    slug: "course",
    summary: "",
    categorySlug: "c",
    difficulty: "beginner",
    access: "free",
    placeholders: {},
    sections: [{ key: "k1", title: "S", lessons }],
  });

  it("lists added, removed, changed and unchanged lessons, removed ones where they stood", () => {
    const before = course([lesson("k1", "Intro", "Hello"), lesson("k2", "Gone", "Bye"), lesson("k3", "Loops", "for\nwhile")]);
    const after = course([lesson("k1", "Intro", "Hello"), lesson("k3", "Loops", "for\ndo"), lesson("k4", "New", "Fresh")], "Course 2");
    const c = compareCourses(before, after);
    expect(c.changed).toBe(true);
    expect(c.fields).toEqual([{ label: "Title", before: "Course", after: "Course 2" }]);
    expect(c.lessons.map((l) => [l.key, l.change])).toEqual([
      ["k1", "unchanged"],
      ["k2", "removed"],
      ["k3", "changed"],
      ["k4", "added"],
    ]);
    expect(c.lessons[2]!.lines).toEqual([
      { kind: "same", text: "for" },
      { kind: "removed", text: "while" },
      { kind: "added", text: "do" },
    ]);
    expect(c.lessons[3]!.lines).toEqual([{ kind: "added", text: "Fresh" }]);
  });

  it("reports a renamed lesson's fields and nothing for identical versions", () => {
    const before = course([lesson("k1", "Intro", "Hello")]);
    const renamed = course([{ ...lesson("k1", "Introduction", "Hello"), slug: "intro" }]);
    const c = compareCourses(before, renamed);
    expect(c.lessons[0]).toMatchObject({ change: "changed", fields: [{ label: "Title", before: "Intro", after: "Introduction" }], lines: [] });
    expect(compareCourses(before, before)).toMatchObject({ changed: false, fields: [] });
  });
});

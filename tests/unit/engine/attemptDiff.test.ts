// The line diff of two attempts (docs/product/judge.md#diffs-between-attempts).
import { describe, expect, it } from "vitest";
import { attemptDiff } from "~/engine/attemptDiff";

/** The hunks as `diff -u` prints them. */
const unified = (a: string, b: string) =>
  attemptDiff(a, b)
    .hunks.flatMap((h) => [h.header, ...h.lines.map((l) => `${l.sign}${l.text}`)])
    .join("\n");

describe("attemptDiff", () => {
  it("finds nothing between equal texts, whatever their line endings", () => {
    expect(attemptDiff("a\nb\n", "a\r\nb")).toEqual({ identical: true, added: 0, removed: 0, hunks: [] });
    expect(attemptDiff("", "")).toMatchObject({ identical: true, hunks: [] });
  });

  it("shows a changed line as removed then added, with three lines of context and the line numbers of both sides", () => {
    const a = ["def f(x):", "    s = 0", "    for v in x:", "        s += v", "    return s", ""].join("\n");
    const b = ["def f(x):", "    s = 0", "    for v in x:", "        s += v * 2", "    return s", ""].join("\n");
    expect(unified(a, b)).toBe(
      ["@@ -1,5 +1,5 @@", " def f(x):", "     s = 0", "     for v in x:", "-        s += v", "+        s += v * 2", "     return s"].join("\n"),
    );
    const d = attemptDiff(a, b);
    expect(d).toMatchObject({ identical: false, added: 1, removed: 1 });
    expect(d.hunks[0]!.lines[3]).toEqual({ sign: "-", text: "        s += v", from: 4 });
    expect(d.hunks[0]!.lines[4]).toEqual({ sign: "+", text: "        s += v * 2", to: 4 });
  });

  it("keeps far-apart changes in hunks of their own and joins close ones", () => {
    const a = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`);
    const b = a.map((l, i) => (i === 1 || i === 17 ? `${l}!` : l));
    const d = attemptDiff(a.join("\n"), b.join("\n"));
    expect(d.hunks.map((h) => h.header)).toEqual(["@@ -1,5 +1,5 @@", "@@ -15,6 +15,6 @@"]);
    const close = a.map((l, i) => (i === 5 || i === 11 ? `${l}!` : l));
    expect(attemptDiff(a.join("\n"), close.join("\n")).hunks.map((h) => h.header)).toEqual(["@@ -3,13 +3,13 @@"]);
  });

  it("writes an empty side as diff -u does", () => {
    expect(unified("", "x\ny\n")).toBe(["@@ -0,0 +1,2 @@", "+x", "+y"].join("\n"));
    expect(unified("a\nb\nc\nd\n", "a\nb\nc\nd\ne\n")).toBe(["@@ -2,3 +2,4 @@", " b", " c", " d", "+e"].join("\n"));
  });

  it("finds the shortest edit: moved lines cost no more than they must", () => {
    const d = attemptDiff("a\nb\nc\na\nb\nb\na\n", "c\nb\na\nb\na\nc\n");
    // Myers' example: 5 differences between ABCABBA and CBABAC
    expect(d.added + d.removed).toBe(5);
    // replaying the diff gives back both texts
    const lines = d.hunks.flatMap((h) => h.lines);
    expect(lines.filter((l) => l.sign !== "+").map((l) => l.text)).toEqual("abcabba".split(""));
    expect(lines.filter((l) => l.sign !== "-").map((l) => l.text)).toEqual("cbabac".split(""));
  });

  it("shows two texts with nothing in common as one removed and one added block, also past the search's limit", () => {
    const a = Array.from({ length: 1200 }, (_, i) => `a${i}`).join("\n");
    const b = Array.from({ length: 1200 }, (_, i) => `b${i}`).join("\n");
    const d = attemptDiff(a, b);
    expect(d).toMatchObject({ added: 1200, removed: 1200 });
    expect(d.hunks).toHaveLength(1);
    expect(d.hunks[0]!.lines.slice(0, 1200).every((l) => l.sign === "-")).toBe(true);
  });
});

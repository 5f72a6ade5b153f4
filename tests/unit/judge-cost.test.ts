// The cost counter's source rewrite (app/services/judge/instrument.ts) and the cost percentile
// (app/engine/cost.ts): loops and calls are counted, comments and strings never are.
import { describe, expect, it } from "vitest";
import { costPercentile, costSentence } from "~/engine/cost";
import { instrument } from "~/services/judge/instrument";

describe("instrument", () => {
  it("JavaScript: loops, functions, methods, braced and expression arrow bodies; not strings, templates, regexes or comments", () => {
    const src = [
      "function f(a) { // for (;;) {",
      "  const re = /[/]{/g; const t = `for (${x}) {`;",
      "  for (let i = 0; i < a.length; i++) s += a[i];",
      "  const fib = (n) => n < 2 ? n : fib(n - 1) + fib(n - 2)",
      "  const g = a.map(x => x * 2), h = async (y) => { return y; };",
      "  class A { constructor(v) { this.v = v; } }",
      "  if (s) { s++; }",
      "}",
    ].join("\n");
    expect(instrument("javascript", src).split("\n")).toEqual([
      "function f(a) {__judgeTick(); // for (;;) {",
      "  const re = /[/]{/g; const t = `for (${x}) {`;",
      "  for (let i = 0; i < a.length; i++) {__judgeTick(); s += a[i]; }",
      "  const fib = (n) => (__judgeTick(), n < 2 ? n : fib(n - 1) + fib(n - 2))",
      "  const g = a.map(x => (__judgeTick(), x * 2)), h = async (y) => {__judgeTick(); return y; };",
      "  class A { constructor(v) {__judgeTick(); this.v = v; } }",
      "  if (s) { s++; }",
      "}",
    ]);
  });

  it("C++: loop conditions, range loops, unbraced bodies, functions and lambdas; not ifs, strings or comments", () => {
    const src = [
      "int f(vector<int>& a) { // for (;;) {",
      '  const char* s = "while (1) {";',
      "  for (int i = 0; i < 3; i++) x++;",
      "  for (;;) break;",
      "  while (k < 3) k++;",
      "  for (auto& v : a) v++;",
      "  for (int v : a) { if (v) y++; }",
      "  auto g = [&](int z) { return z; };",
      "  if (x) { y++; }",
      "}",
    ].join("\n");
    const out = instrument("cpp", src);
    expect(out.split("\n")).toEqual([
      "int f(vector<int>& a) {judge_tick(); // for (;;) {",
      '  const char* s = "while (1) {";',
      "  for (int i = 0; i < 3; i++) {judge_tick(); x++; }",
      "  for (;;) {judge_tick(); break; }",
      "  while (k < 3) {judge_tick(); k++; }",
      "  for (auto& v : a) {judge_tick(); v++; }",
      "  for (int v : a) {judge_tick(); if (v) y++; }",
      "  auto g = [&](int z) {judge_tick(); return z; };",
      "  if (x) { y++; }",
      "}",
    ]);
    expect(instrument("cpp", "do { n++; } while (n < 3);")).toBe("do {judge_tick(); n++; } while (n < 3);");
  });

  it("Java: methods and constructors, not anonymous classes, switch or catch; throws clauses", () => {
    const src = [
      "class Solution {",
      "  Solution() { }",
      "  public static int f(int[] a) throws java.io.IOException {",
      "    Comparator<Integer> c = new Comparator<Integer>() { public int compare(Integer p, Integer q) { return p - q; } };",
      "    switch (a[0]) { case 1: break; }",
      "    try { g(); } catch (Exception e) { }",
      "    for (int v : a) total += v;",
      "    return 0;",
      "  }",
      "}",
    ].join("\n");
    const out = instrument("java", src).split("\n");
    expect(out[1]).toBe("  Solution() {JCost.tick(); }");
    expect(out[2]).toBe("  public static int f(int[] a) throws java.io.IOException {JCost.tick();");
    expect(out[3]).toBe(
      "    Comparator<Integer> c = new Comparator<Integer>() { public int compare(Integer p, Integer q) {JCost.tick(); return p - q; } };",
    );
    expect(out[4]).toBe("    switch (a[0]) { case 1: break; }");
    expect(out[5]).toBe("    try { g(); } catch (Exception e) { }");
    expect(out[6]).toBe("    for (int v : a) {JCost.tick(); total += v; }");
  });

  it("Go: every for and func body, composite literals in headers and func types left alone", () => {
    const src = [
      "func f(nums []int, less func(a, b int) bool) interface{} {",
      "\tfor _, d := range [][]int{{0, 1}, {1, 0}} {",
      "\t\tx += d[0]",
      "\t}",
      "\tsort.Slice(nums, func(i, j int) bool { return nums[i] < nums[j] })",
      "\tfor i := 0; i < 3; i++ { y++ }",
      "\ts := `for {`",
      "\treturn nil",
      "}",
    ].join("\n");
    expect(instrument("go", src).split("\n")).toEqual([
      "func f(nums []int, less func(a, b int) bool) interface{} {judgeTick();",
      "\tfor _, d := range [][]int{{0, 1}, {1, 0}} {judgeTick();",
      "\t\tx += d[0]",
      "\t}",
      "\tsort.Slice(nums, func(i, j int) bool {judgeTick(); return nums[i] < nums[j] })",
      "\tfor i := 0; i < 3; i++ {judgeTick(); y++ }",
      "\ts := `for {`",
      "\treturn nil",
      "}",
    ]);
  });

  it("comments and layout change nothing but the comments and layout", () => {
    const a = "int f(int n) {\n  int s = 0;\n  for (int i = 0; i < n; i++) s += i;\n  return s;\n}\n";
    const b = "int f(int n) { /* O(1) really */\n  int s = 0; // for (;;)\n  for (int i = 0; i < n; i++) s += i;\n  return s;\n}\n";
    const ticks = (s: string) => (instrument("cpp", s).match(/judge_tick\(\)/g) ?? []).length;
    expect(ticks(a)).toBe(2);
    expect(ticks(b)).toBe(ticks(a));
  });
});

describe("cost percentile", () => {
  it("is the share of other learners' best costs that are higher; equal costs are not beaten; none: null", () => {
    expect(costPercentile(100, [])).toBeNull();
    expect(costPercentile(100, [200, 300, 100, 50])).toBe(50);
    expect(costPercentile(100, [100, 100])).toBe(0);
    expect(costPercentile(1, [2, 3, 4])).toBe(100);
    expect(costPercentile(10, [11, 12, 13])).toBe(100);
    expect(costPercentile(12, [11, 12, 13])).toBe(33);
  });
  it("reads as a sentence with the counted operations", () => {
    expect(costSentence(1234, 75, "Java")).toBe("Cost: 1,234 counted operations, cheaper than 75 % of accepted submissions to this problem in Java.");
    expect(costSentence(1, null, "Go")).toBe("Cost: 1 counted operation. The first accepted Go cost on this problem: nothing to compare with yet.");
  });
});

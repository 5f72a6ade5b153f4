// The measured complexity (app/engine/complexity.ts) and the expected-vs-actual diff
// (app/engine/valueDiff.ts): the fit of counted costs to a class, the grown inputs, the lines.
import { describe, expect, it } from "vitest";
import { complexityExplanation, costCurve, fitComplexity, grownInput, measurementInputs, templateInput, type CostPoint } from "~/engine/complexity";
import { valueDiff } from "~/engine/valueDiff";
import { isHiddenInput, searchInputs, shrinkCandidates } from "~/engine/counterexample";

const curve = (f: (n: number) => number, sizes = [8, 16, 32, 64, 128, 256, 512, 1024]): CostPoint[] => sizes.map((n) => ({ n, cost: f(n) }));

describe("fitComplexity", () => {
  it("recognises every class from its growth, with a constant overhead", () => {
    expect(fitComplexity(curve(() => 7))).toBe("O(1)");
    expect(fitComplexity(curve((n) => 3 * Math.log2(n) + 2))).toBe("O(log n)");
    expect(fitComplexity(curve((n) => 2 * n + 5))).toBe("O(n)");
    expect(fitComplexity(curve((n) => n * Math.log2(n) + 10))).toBe("O(n log n)");
    expect(fitComplexity(curve((n) => (n * (n - 1)) / 2 + n))).toBe("O(n^2)");
    expect(fitComplexity(curve((n) => n ** 3 / 6, [8, 16, 32, 64, 128]))).toBe("O(n^3)");
    expect(fitComplexity(curve((n) => 2 ** n + 3, [2, 4, 8, 12, 16, 20]))).toBe("O(2^n)");
  });

  it("a nearly flat curve with small noise stays O(1); fewer than four sizes give no class", () => {
    expect(fitComplexity([8, 16, 32, 64, 128].map((n, i) => ({ n, cost: 10 + (i % 2) })))).toBe("O(1)");
    expect(fitComplexity(curve((n) => n, [8, 16, 32]))).toBeNull();
  });

  it("the explanation gives the measured numbers and compares with the reference class", () => {
    const points = curve((n) => 2 * n);
    expect(complexityExplanation("O(n)", points, "O(n)")).toBe(
      "Measured O(n): the counted cost grew from 16 at n = 8 to 2,048 at n = 1024. The reference solution measures O(n), the same class.",
    );
    expect(complexityExplanation("O(n^2)", points, "O(n)")).toContain("The reference solution measures O(n): a faster class exists.");
    expect(complexityExplanation("O(n)", points, null)).not.toContain("reference");
  });
});

describe("grown inputs", () => {
  it("a palindrome grows as a palindrome; a position or count within the collection grows with it", () => {
    const [s] = grownInput(["Was it a car, or a cat I saw?"], ["string"], 101, 7) as [string];
    expect(s).toHaveLength(101);
    expect([...s].reverse().join("")).toBe(s);
    const [a] = grownInput([[1, 2, 3, 2, 1]], ["int[]"], 64, 3) as [number[]];
    expect(a).toHaveLength(64);
    expect([...a].reverse()).toEqual(a);
    expect(new Set(a).size).toBeGreaterThan(1);
    // not a palindrome: random, so no mirror
    const [b] = grownInput([[1, 2, 3, 4]], ["int[]"], 64, 3) as [number[]];
    expect([...b].reverse()).not.toEqual(b);
    // k = 3 of a 10-element list is 3/10 of the way: 307 of 1024; a value larger than the list stays
    const list = Array.from({ length: 10 }, (_, i) => i * 1000);
    expect(grownInput([list, 3], ["ListNode", "int"], 1024, 1)[1]).toBe(307);
    expect(grownInput([list, 5000], ["int[]", "int"], 1024, 1)[1]).toBe(5000);
  });

  it("collections get n elements from the template's values; sorted and distinct templates stay so; numbers stay", () => {
    const [nums, k] = grownInput([[1, 3, 5, 9], 12], ["int[]", "int"], 50, 1) as [number[], number];
    expect(nums).toHaveLength(50);
    expect(new Set(nums).size).toBe(50);
    expect(nums).toEqual([...nums].sort((a, b) => a - b));
    expect(k).toBe(12); // larger than the array: a value, not a position
    const [s] = grownInput(["abba"], ["string"], 20, 2) as [string];
    expect(s).toMatch(/^[ab]{20}$/);
    const [rows] = grownInput(
      [
        [
          [1, 2],
          [3, 4],
        ],
      ],
      ["int[][]"],
      10,
      3,
    ) as [number[][]];
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.length === 2)).toBe(true);
  });

  it("a problem of numbers only is measured on the numbers; inputs are the same for the same problem", () => {
    expect(grownInput([5], ["int"], 16, 1)).toEqual([16]);
    expect(measurementInputs([[4, 2, 7]], ["int[]"], "p1")).toEqual(measurementInputs([[4, 2, 7]], ["int[]"], "p1"));
    expect(templateInput([[[1]], [[1, 2, 3]], [[2]]])).toEqual([[1, 2, 3]]);
  });

  it("a size costs its worst input; the curve stops at the first size that did not finish", () => {
    const measured = [
      { n: 8, cost: 10 },
      { n: 8, cost: 14 },
      { n: 16, cost: 20 },
      { n: 16, cost: null },
      { n: 32, cost: 40 },
    ];
    expect(costCurve(measured)).toEqual([{ n: 8, cost: 14 }]);
  });
});

describe("valueDiff", () => {
  it("marks the differing elements of two arrays, keeping the common ones", () => {
    expect(valueDiff([1, 2, 3], [1, 4, 3])).toEqual([
      { sign: " ", text: "[" },
      { sign: " ", text: "  1," },
      { sign: "-", text: "  2," },
      { sign: "+", text: "  4," },
      { sign: " ", text: "  3" },
      { sign: " ", text: "]" },
    ]);
  });

  it("plain values, nested arrays and objects", () => {
    expect(valueDiff(5, 6)).toEqual([
      { sign: "-", text: "5" },
      { sign: "+", text: "6" },
    ]);
    const lines = valueDiff([[1, 2], [3]], [[1, 2]]);
    // the first inner array loses its trailing comma: the only added line
    expect(lines.filter((l) => l.sign === "+").map((l) => l.text)).toEqual(["  ]"]);
    expect(lines.filter((l) => l.sign === "-").map((l) => l.text.trim())).toEqual(["],", "[3]"]);
    expect(valueDiff({ a: 1 }, { a: 2 }).filter((l) => l.sign !== " ")).toEqual([
      { sign: "-", text: '  "a": 1' },
      { sign: "+", text: '  "a": 2' },
    ]);
  });
});

describe("the smallest failing input", () => {
  it("one-step smaller candidates: an element or character fewer, a number halved", () => {
    const c = shrinkCandidates([[4, 0, 3], "ab", 5], ["int[]", "string", "int"]);
    expect(c).toContainEqual([[0, 3], "ab", 5]);
    expect(c).toContainEqual([[2, 0, 3], "ab", 5]);
    expect(c).toContainEqual([[4, 0, 3], "b", 5]);
    expect(c).toContainEqual([[4, 0, 3], "ab", 2]);
    expect(c).toContainEqual([[4, 0, 3], "ab", 4]);
    // numbers jump to 0 and 1 before they are halved: a failing [328, 83] becomes [1, 0] in a few steps
    const numbers = shrinkCandidates([[328, 83]], ["int[]"]);
    expect(numbers.slice(2)).toEqual([[[0, 83]], [[1, 83]], [[164, 83]], [[328, 0]], [[328, 1]], [[328, 41]]]);
    expect(shrinkCandidates([1], ["int"])).toEqual([[0]]);
    // a tree loses its last node only, so its shape stays a tree
    expect(shrinkCandidates([[1, 2, 3]], ["TreeNode"])).toContainEqual([[1, 2]]);
    expect(shrinkCandidates([[1, 2, 3]], ["TreeNode"])).not.toContainEqual([[1, 3]]);
  });

  it("search inputs are small, distinct and the same for the same problem; hidden inputs are recognised", () => {
    const inputs = searchInputs([[5, 1, 4]], ["int[]"], "p");
    expect(inputs.every((i) => (i[0] as number[]).length <= 16)).toBe(true);
    expect(new Set(inputs.map((i) => JSON.stringify(i))).size).toBe(inputs.length);
    expect(searchInputs([[5, 1, 4]], ["int[]"], "p")).toEqual(inputs);
    expect(isHiddenInput([[1, 2]], [[[3]], [[1, 2]]])).toBe(true);
    expect(isHiddenInput([[2, 1]], [[[3]], [[1, 2]]])).toBe(false);
  });
});

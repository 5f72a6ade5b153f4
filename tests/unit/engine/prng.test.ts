import { describe, expect, it } from "vitest";
import { createRng, mulberry32, seedFrom } from "~/engine/prng";
import { integerBins, percentile, summarize } from "../../../cli/sim/stats";

describe("mulberry32", () => {
  it("gives the same sequence for the same seed, in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(xs[0]);
  });

  it("is roughly uniform", () => {
    const r = mulberry32(1);
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 100_000; i++) buckets[Math.floor(r() * 10)]++;
    for (const b of buckets) expect(Math.abs(b - 10_000)).toBeLessThan(500);
  });
});

describe("createRng", () => {
  it("draws normals with the asked mean and spread", () => {
    const rng = createRng(7);
    const xs = Array.from({ length: 50_000 }, () => rng.normal(0.6, 0.1));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
    expect(mean).toBeCloseTo(0.6, 2);
    expect(sd).toBeCloseTo(0.1, 2);
  });

  it("keeps int, binomial, pick and weighted in range", () => {
    const rng = createRng(3);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(5, 50);
      expect(n).toBeGreaterThanOrEqual(5);
      expect(n).toBeLessThanOrEqual(50);
      expect(rng.binomial(10, 0.5)).toBeLessThanOrEqual(10);
    }
    expect(rng.binomial(10, 1)).toBe(10);
    expect(rng.binomial(10, 0)).toBe(0);
    expect(["a", "b"]).toContain(rng.pick(["a", "b"]));
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 10_000; i++)
      counts[
        rng.weighted([
          { value: "a" as const, weight: 3 },
          { value: "b" as const, weight: 1 },
        ])
      ]++;
    expect(counts.a / 10_000).toBeCloseTo(0.75, 1);
  });

  it("turns text seeds into stable numbers", () => {
    expect(seedFrom("spring")).toBe(seedFrom("spring"));
    expect(seedFrom("spring")).not.toBe(seedFrom("summer"));
    expect(seedFrom(12)).toBe(12);
  });
});

describe("stats", () => {
  it("takes nearest-rank percentiles", () => {
    const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(xs, 50)).toBe(5);
    expect(percentile(xs, 90)).toBe(9);
    expect(percentile([], 50)).toBe(0);
    expect(summarize([3, 1, 2])).toEqual({ n: 3, mean: 2, p50: 2, p90: 3 });
  });

  it("bins integers, every value in exactly one bin", () => {
    const bins = integerBins([0, 1, 2, 3, 25, 25], 0, 25, 2);
    expect(bins[0]).toMatchObject({ label: "0–1", count: 2 });
    expect(bins.at(-1)).toMatchObject({ label: "24–25", count: 2 });
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(6);
  });
});

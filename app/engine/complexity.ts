// The measured complexity of an accepted submission (docs/product/judge.md#the-measured-complexity):
// inputs of growing size shaped like the problem's own tests, and the fit of the counted cost
// of each size to a complexity class. Pure: the coach runs the inputs through the judge.
import { groupDigits } from "./money";
import { createRng, seedFrom } from "./prng";

const COMPLEXITY_CLASSES = ["O(1)", "O(log n)", "O(n)", "O(n log n)", "O(n^2)", "O(n^3)", "O(2^n)"] as const;
export type ComplexityClass = (typeof COMPLEXITY_CLASSES)[number];

const GROWTH: Record<ComplexityClass, (n: number) => number> = {
  "O(1)": () => 1,
  "O(log n)": (n) => Math.log2(Math.max(2, n)),
  "O(n)": (n) => n,
  "O(n log n)": (n) => n * Math.log2(Math.max(2, n)),
  "O(n^2)": (n) => n * n,
  "O(n^3)": (n) => n * n * n,
  "O(2^n)": (n) => 2 ** n,
};

/** Sizes tried for a problem whose inputs hold arrays, strings, lists or trees (n = their length). */
const COLLECTION_SIZES = [8, 16, 32, 64, 128, 256, 512, 1024];
/** Sizes tried for a problem whose only inputs are numbers (n = the numbers). */
const NUMBER_SIZES = [2, 4, 8, 12, 16, 20, 24, 32, 64, 128, 256];
/** Inputs per size: the measured cost of a size is their mean. */
const INPUTS_PER_SIZE = 2;

const COLLECTIONS = new Set(["int[]", "float[]", "bool[]", "string[]", "ListNode", "TreeNode", "string", "int[][]", "string[][]", "char[][]"]);

/** Whether n is the length of the inputs' collections (otherwise the numbers themselves). */
export function sizedByCollections(types: string[]): boolean {
  return types.some((t) => COLLECTIONS.has(t));
}

/** The sizes to try, smallest first. */
function growthSizes(types: string[]): number[] {
  return sizedByCollections(types) ? COLLECTION_SIZES : NUMBER_SIZES;
}

const isSorted = (a: unknown[]) => a.every((v, i) => i === 0 || (a[i - 1] as number) <= (v as number));
const numbers = (a: unknown[]) => a.length > 0 && a.every((v) => typeof v === "number");

/** Whether a template collection reads the same backwards (a string: its letters and digits, in any case). */
function palindromic(value: unknown): boolean {
  const items =
    typeof value === "string" ? [...value.toLowerCase().replace(/[^a-z0-9]/g, "")] : Array.isArray(value) ? value.map((v) => JSON.stringify(v)) : [];
  return items.length > 2 && items.every((v, i) => v === items[items.length - 1 - i]);
}

/** n items from `draw`, mirrored (the second half the first one reversed) when `mirror` is set. */
function sequence<T>(n: number, draw: () => T, mirror: boolean): T[] {
  const half = Array.from({ length: mirror ? Math.ceil(n / 2) : n }, draw);
  return mirror ? [...half, ...half.slice(0, Math.floor(n / 2)).reverse()] : half;
}

/**
 * One input of size n shaped like `template` (the problem's largest test input): collections
 * get n elements drawn from the template's own values (sorted when the template is sorted,
 * distinct when its numbers are distinct, a palindrome when it is one or `mirrored` is set), strings n characters
 * from its alphabet; a whole number no larger than the template's longest collection is read as
 * a position or a count in it and grows with n; other numbers stay as they are unless they are
 * the only inputs (then they are n).
 */
export function grownInput(template: unknown[], types: string[], n: number, seed: number, mirrored = false): unknown[] {
  const rng = createRng(seed);
  const pick = <T>(a: T[]): T => a[Math.floor(rng.next() * a.length)]!;
  const sized = sizedByCollections(types);
  const longest = Math.max(0, ...template.map((v) => (typeof v === "string" || Array.isArray(v) ? v.length : 0)));
  return types.map((type, i) => {
    const value = template[i];
    if (!sized) return typeof value === "number" ? n : value;
    if (typeof value === "number" && Number.isInteger(value) && value > 0 && value <= longest)
      return Math.min(n, Math.max(1, Math.round((value * n) / longest)));
    if (type === "string") {
      const chars = [...(typeof value === "string" && value.length > 0 ? new Set(value) : new Set("ab"))];
      return sequence(n, () => pick(chars), mirrored || palindromic(value)).join("");
    }
    if (!COLLECTIONS.has(type) || !Array.isArray(value)) return value;
    const pool = value.filter((v) => v !== null);
    if (pool.length === 0) return value;
    if (numbers(pool)) {
      const nums = pool as number[];
      const distinct = new Set(nums).size === nums.length && nums.length > 1;
      const lo = Math.min(...nums);
      const hi = Math.max(...nums);
      const integer = nums.every(Number.isInteger);
      let out: number[];
      if (distinct && integer) {
        // n distinct values: a random choice from a range at least 2n wide
        const width = Math.max(hi - lo + 1, 2 * n);
        const seen = new Set<number>();
        while (seen.size < n) seen.add(lo + Math.floor(rng.next() * width));
        out = [...seen];
      } else out = Array.from({ length: n }, () => (integer ? lo + Math.floor(rng.next() * (hi - lo + 1)) : lo + rng.next() * (hi - lo)));
      if (isSorted(nums)) return out.sort((a, b) => a - b);
      return mirrored || palindromic(value) ? sequence(n, () => 0, true).map((_, j) => out[Math.min(j, n - 1 - j)]!) : out;
    }
    return sequence(n, () => pick(pool), type !== "TreeNode" && (mirrored || palindromic(value)));
  });
}

/** The largest of the problem's test inputs (by JSON length): the template of the grown inputs. */
export function templateInput(inputs: unknown[][]): unknown[] | null {
  let best: unknown[] | null = null;
  let size = -1;
  for (const input of inputs) {
    const s = JSON.stringify(input).length;
    if (s > size) [best, size] = [input, s];
  }
  return best;
}

/**
 * Every measured input: INPUTS_PER_SIZE per size, smallest first, the same for the same problem.
 * Of each size's inputs, every second one is a palindrome: code that stops at the first mismatch
 * from both ends (a palindrome check) meets its worst case there, where random inputs would
 * end it at once.
 */
export function measurementInputs(template: unknown[], types: string[], problemKey: string): { n: number; input: unknown[] }[] {
  const out: { n: number; input: unknown[] }[] = [];
  for (const n of growthSizes(types))
    for (let k = 0; k < INPUTS_PER_SIZE; k++)
      out.push({ n, input: grownInput(template, types, n, seedFrom(`${problemKey}:${n}:${k}`), k % 2 === 1) });
  return out;
}

export interface CostPoint {
  n: number;
  cost: number;
}

/** The largest cost per size (its worst measured input), from per-input costs (null: that input did not finish), up to the first size that did not finish. */
export function costCurve(measured: { n: number; cost: number | null }[]): CostPoint[] {
  const curve: CostPoint[] = [];
  for (const n of [...new Set(measured.map((m) => m.n))]) {
    const costs = measured.filter((m) => m.n === n).map((m) => m.cost);
    if (costs.some((c) => c == null)) break;
    curve.push({ n, cost: Math.max(...(costs as number[])) });
  }
  return curve;
}

/** The least relative error of cost ≈ a·f(n) + b (a, b ≥ 0), as a root mean square. */
function fitError(points: CostPoint[], f: (n: number) => number): number {
  const xs = points.map((p) => f(p.n));
  if (xs.some((x) => !Number.isFinite(x))) return Infinity;
  // weighted least squares with weights 1/cost²: relative errors
  const w = points.map((p) => 1 / Math.max(1, p.cost) ** 2);
  let sw = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  points.forEach((p, i) => {
    sw += w[i]!;
    sx += w[i]! * xs[i]!;
    sy += w[i]! * p.cost;
    sxx += w[i]! * xs[i]! ** 2;
    sxy += w[i]! * xs[i]! * p.cost;
  });
  const det = sw * sxx - sx * sx;
  let a = det > 0 ? (sw * sxy - sx * sy) / det : 0;
  let b = det > 0 ? (sy - a * sx) / sw : sy / sw;
  if (a < 0) [a, b] = [0, sy / sw];
  if (b < 0) [a, b] = [sxx > 0 ? sxy / sxx : 0, 0];
  const sq = points.reduce((s, p, i) => s + ((a * xs[i]! + b - p.cost) / Math.max(1, p.cost)) ** 2, 0);
  return Math.sqrt(sq / points.length);
}

/**
 * The class whose growth fits the cost curve best; a simpler class wins when it fits nearly as
 * well (within 20 %, or both within 2 %). Null with fewer than four sizes.
 */
export function fitComplexity(points: CostPoint[]): ComplexityClass | null {
  if (points.length < 4) return null;
  const errors = COMPLEXITY_CLASSES.map((c) => fitError(points, GROWTH[c]));
  const best = Math.min(...errors);
  const index = errors.findIndex((e) => e <= best * 1.2 || e <= Math.max(best, 0.02));
  return COMPLEXITY_CLASSES[index] ?? null;
}

/** The sentence shown with the class: the measured numbers and the reference solution's class. */
export function complexityExplanation(cls: ComplexityClass, points: CostPoint[], reference: ComplexityClass | null): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const round = (x: number) => groupDigits(Math.round(x));
  const measured = `Measured ${cls}: the counted cost grew from ${round(first.cost)} at n = ${first.n} to ${round(last.cost)} at n = ${last.n}.`;
  if (!reference) return measured;
  const verdict = reference === cls ? "the same" : COMPLEXITY_CLASSES.indexOf(cls) > COMPLEXITY_CLASSES.indexOf(reference) ? "faster" : "no faster";
  return `${measured} The reference solution measures ${reference}${verdict === "the same" ? ", the same class." : verdict === "faster" ? ": a faster class exists." : "."}`;
}

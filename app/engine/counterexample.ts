// The smallest failing input (docs/product/judge.md#the-smallest-failing-input): small random
// inputs shaped like the problem's tests, and the one-step smaller versions of an input that
// fails, tried until none of them fails any more. Pure: the coach runs them through the judge.
import { grownInput, sizedByCollections } from "./complexity";
import { seedFrom } from "./prng";

/** Sizes of the random inputs compared with the reference solution, and inputs per size. */
const SEARCH_SIZES = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16];
const SEARCH_PER_SIZE = 4;
/** At most this many smaller candidates per step, and steps per search. */
const SHRINK_CANDIDATES = 24;
export const SHRINK_STEPS = 12;

/** Random small inputs, smallest first, the same for the same problem. */
export function searchInputs(template: unknown[], types: string[], problemKey: string): unknown[][] {
  const out: unknown[][] = [];
  const sized = sizedByCollections(types);
  for (const n of SEARCH_SIZES)
    for (let k = 0; k < SEARCH_PER_SIZE; k++) {
      const input = grownInput(template, types, n, seedFrom(`${problemKey}:search:${n}:${k}`));
      // a problem of numbers only: small values near the template's
      out.push(
        sized ? input : input.map((v, i) => (typeof template[i] === "number" ? Math.max(0, Math.round(((template[i] as number) * n) / 16)) : v)),
      );
    }
  return uniqueInputs(out);
}

const key = (input: unknown[]) => JSON.stringify(input);

function uniqueInputs(inputs: unknown[][]): unknown[][] {
  const seen = new Set<string>();
  return inputs.filter((i) => !seen.has(key(i)) && seen.add(key(i)));
}

/** Smaller whole numbers to try for `x`, the largest jumps first: 0, then 1 (or -1), then half. */
function smallerNumbers(x: unknown): number[] {
  if (typeof x !== "number" || !Number.isInteger(x) || x === 0) return [];
  const half = Math.trunc(x / 2);
  return [0, ...(Math.abs(x) > 1 ? [Math.sign(x)] : []), ...(Math.abs(half) > 1 ? [half] : [])];
}

/** Inputs one step smaller than `input`: one element or character fewer, or one number replaced by 0, 1 or its half. */
export function shrinkCandidates(input: unknown[], types: string[]): unknown[][] {
  const out: unknown[][] = [];
  input.forEach((value, p) => {
    const type = types[p] ?? "";
    const withValue = (v: unknown) => input.map((x, i) => (i === p ? v : x));
    if (typeof value === "string") for (let i = 0; i < value.length; i++) out.push(withValue(value.slice(0, i) + value.slice(i + 1)));
    else if (Array.isArray(value)) {
      // a tree's level order keeps its shape only when its last node goes
      if (type === "TreeNode") {
        if (value.length > 0) out.push(withValue(value.slice(0, -1)));
      } else for (let i = 0; i < value.length; i++) out.push(withValue([...value.slice(0, i), ...value.slice(i + 1)]));
      value.forEach((x, i) => {
        for (const smaller of smallerNumbers(x)) out.push(withValue(value.map((y, j) => (j === i ? smaller : y))));
      });
    } else {
      for (const smaller of smallerNumbers(value)) out.push(withValue(smaller));
      if (typeof value === "number" && Number.isInteger(value) && Math.abs(value) > 2) out.push(withValue(value - Math.sign(value)));
    }
  });
  return uniqueInputs(out).slice(0, SHRINK_CANDIDATES);
}

/** Whether an input is one of the problem's hidden tests: never shown as a counterexample. */
export function isHiddenInput(input: unknown[], hiddenInputs: unknown[][]): boolean {
  const k = key(input);
  return hiddenInputs.some((h) => key(h) === k);
}

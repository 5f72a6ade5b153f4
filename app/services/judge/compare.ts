// Compares a learner's output with the expected value under the contract's compare modes
// (seeds/coach/types.ts): exact deep JSON equality, unordered top level, unordered at both
// levels, or numbers within 1e-5.
import type { CompareMode } from "./types";

const FLOAT_TOLERANCE = 1e-5;

export function outputsMatch(actual: unknown, expected: unknown, mode: CompareMode = "exact"): boolean {
  switch (mode) {
    case "exact":
      return deepEqual(actual, expected, false);
    case "float":
      return deepEqual(actual, expected, true);
    case "unordered":
      return Array.isArray(actual) && Array.isArray(expected) && sameMultiset(actual, expected);
    case "unordered-nested": {
      if (!Array.isArray(actual) || !Array.isArray(expected)) return false;
      const inner = (v: unknown) => (Array.isArray(v) ? [...v].sort(byCanonical) : v);
      return sameMultiset(actual.map(inner), expected.map(inner));
    }
  }
}

function deepEqual(a: unknown, b: unknown, tolerant: boolean): boolean {
  if (typeof a === "number" && typeof b === "number") {
    if (a === b) return true;
    return tolerant && Math.abs(a - b) <= FLOAT_TOLERANCE * Math.max(1, Math.abs(b));
  }
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => deepEqual(v, bb[i], tolerant));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return (
    ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual((a as never)[k], (b as never)[k], tolerant))
  );
}

function sameMultiset(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  const sa = a.map(canonical).sort();
  const sb = b.map(canonical).sort();
  return sa.every((v, i) => v === sb[i]);
}

/** A stable text for any JSON value: object keys sorted, so equal values give equal text. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v !== null && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

function byCanonical(x: unknown, y: unknown): number {
  const a = canonical(x);
  const b = canonical(y);
  return a < b ? -1 : a > b ? 1 : 0;
}

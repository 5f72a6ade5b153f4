// The difference between a test's expected value and the learner's (docs/product/judge.md#the-diff):
// both printed as indented JSON, one element per line, and compared line by line (longest
// common subsequence), so a learner sees which elements differ instead of two long lines.

type DiffLine = { sign: " " | "-" | "+"; text: string };

/** Above this many lines per side the values are shown whole, one removed and one added block. */
const DIFF_MAX_LINES = 400;

/** JSON with one array element or object field per line; arrays of plain values stay on one line when short. */
function printValue(value: unknown, indent = ""): string[] {
  if (value === undefined) return ["undefined"];
  if (Array.isArray(value)) {
    if (value.length === 0) return ["[]"];
    const inner = indent + "  ";
    const flat = value.every((v) => v === null || typeof v !== "object");
    const oneLine = JSON.stringify(value);
    if (flat && oneLine.length <= 60 && value.length <= 1) return [indent + oneLine];
    const lines = [indent + "["];
    value.forEach((v, i) => {
      const printed = printValue(v, inner);
      printed[0] = inner + printed[0]!.trimStart();
      if (i < value.length - 1) printed[printed.length - 1] += ",";
      lines.push(...printed);
    });
    lines.push(indent + "]");
    return lines;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return [indent + "{}"];
    const inner = indent + "  ";
    const lines = [indent + "{"];
    entries.forEach(([k, v], i) => {
      const printed = printValue(v, inner);
      printed[0] = `${inner}${JSON.stringify(k)}: ${printed[0]!.trimStart()}`;
      if (i < entries.length - 1) printed[printed.length - 1] += ",";
      lines.push(...printed);
    });
    lines.push(indent + "}");
    return lines;
  }
  return [indent + JSON.stringify(value)];
}

/** The lines of `expected` and `actual` as a unified diff: " " both, "-" expected only, "+" the learner's only. */
export function valueDiff(expected: unknown, actual: unknown): DiffLine[] {
  const a = printValue(expected);
  const b = printValue(actual);
  if (a.length > DIFF_MAX_LINES || b.length > DIFF_MAX_LINES)
    return [...a.map((text) => ({ sign: "-" as const, text })), ...b.map((text) => ({ sign: "+" as const, text }))];
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..]
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ sign: " ", text: a[i]! });
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) out.push({ sign: "-", text: a[i++]! });
    else out.push({ sign: "+", text: b[j++]! });
  }
  return out;
}

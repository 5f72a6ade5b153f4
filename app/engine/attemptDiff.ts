// The difference between two attempts at a problem, or an attempt and the reference solution
// (docs/product/judge.md#diffs-between-attempts): compared line by line with Myers' shortest edit
// script, and grouped into the hunks of a unified diff (three unchanged lines around each change)
// for the page without JavaScript. Pure: the same two texts always give the same diff.

interface AttemptDiffLine {
  sign: " " | "-" | "+";
  text: string;
  /** the line's number in the first text (absent for an added line) */
  from?: number;
  /** the line's number in the second text (absent for a removed line) */
  to?: number;
}

interface AttemptDiffHunk {
  /** "@@ -3,7 +3,8 @@" as in a unified diff */
  header: string;
  lines: AttemptDiffLine[];
}

export interface AttemptDiff {
  identical: boolean;
  added: number;
  removed: number;
  hunks: AttemptDiffHunk[];
}

/** Unchanged lines shown around each change. */
const CONTEXT_LINES = 3;
/**
 * Past this many differing lines the two texts are shown as one removed and one added block: the
 * search costs about (lines × differences), and such texts have little in common to show.
 */
const MAX_EDITS = 1_000;

/** The lines of a text; a final newline does not make an empty last line. */
function linesOf(text: string): string[] {
  const normal = text.replace(/\r\n?/g, "\n");
  if (normal === "") return [];
  const lines = normal.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

type Edit = " " | "-" | "+";

/** Myers' O((N+M)·D) shortest edit script of a into b; null past `maxEdits` differences. */
function shortestEdits(a: readonly string[], b: readonly string[], maxEdits: number): Edit[] | null {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // trace[d]: the furthest x on each diagonal k in [-d, d] after d differences
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= Math.min(max, maxEdits) && found < 0; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) found = d;
    }
    trace.push(v.slice(offset - d, offset + d + 1));
  }
  if (found < 0) return null;
  const out: Edit[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const prev = trace[d - 1]!;
    const at = (k: number) => prev[k + d - 1]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      out.push(" ");
      x--;
      y--;
    }
    out.push(prevK === k + 1 ? "+" : "-");
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) {
    out.push(" ");
    x--;
    y--;
  }
  return out.reverse();
}

/** The lines of both texts in order, every run of changes with its removed lines before its added ones. */
function diffLines(a: readonly string[], b: readonly string[]): AttemptDiffLine[] {
  // The common start and end are equal lines whatever the search finds: only the middle is searched.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);
  const edits = shortestEdits(midA, midB, MAX_EDITS) ?? [...midA.map((): Edit => "-"), ...midB.map((): Edit => "+")];
  const out: AttemptDiffLine[] = [];
  for (let i = 0; i < start; i++) out.push({ sign: " ", text: a[i]!, from: i + 1, to: i + 1 });
  let i = start;
  let j = start;
  let removed: AttemptDiffLine[] = [];
  let added: AttemptDiffLine[] = [];
  const flush = () => {
    out.push(...removed, ...added);
    removed = [];
    added = [];
  };
  for (const e of edits) {
    if (e === " ") {
      flush();
      out.push({ sign: " ", text: a[i]!, from: i + 1, to: j + 1 });
      i++;
      j++;
    } else if (e === "-") {
      removed.push({ sign: "-", text: a[i]!, from: i + 1 });
      i++;
    } else {
      added.push({ sign: "+", text: b[j]!, to: j + 1 });
      j++;
    }
  }
  flush();
  for (let t = 0; t < end; t++) out.push({ sign: " ", text: a[i + t]!, from: i + t + 1, to: j + t + 1 });
  return out;
}

/** "@@ -from,count +to,count @@"; an empty side starts at the line before (0 for an empty text), as `diff -u` writes it. */
function hunkHeader(lines: readonly AttemptDiffLine[], before: { from: number; to: number }): string {
  const side = (key: "from" | "to") => {
    const nums = lines.flatMap((l) => (l[key] != null ? [l[key]] : []));
    return nums.length ? `${nums[0]},${nums.length}` : `${before[key]},0`;
  };
  return `@@ -${side("from")} +${side("to")} @@`;
}

/** The line diff of two texts, with its unified-diff hunks. */
export function attemptDiff(fromText: string, toText: string): AttemptDiff {
  const lines = diffLines(linesOf(fromText), linesOf(toText));
  const changed = lines.flatMap((l, i) => (l.sign === " " ? [] : [i]));
  const hunks: AttemptDiffHunk[] = [];
  let k = 0;
  while (k < changed.length) {
    const first = Math.max(0, changed[k]! - CONTEXT_LINES);
    let last = changed[k]!;
    // changes closer than twice the context share one hunk
    while (k + 1 < changed.length && changed[k + 1]! - last <= 2 * CONTEXT_LINES) last = changed[++k]!;
    k++;
    const slice = lines.slice(first, Math.min(lines.length, last + CONTEXT_LINES + 1));
    // the numbers of the last line of each side before the hunk
    let from = 0;
    let to = 0;
    for (let t = 0; t < first; t++) {
      from = lines[t]!.from ?? from;
      to = lines[t]!.to ?? to;
    }
    hunks.push({ header: hunkHeader(slice, { from, to }), lines: slice });
  }
  return {
    identical: changed.length === 0,
    added: lines.filter((l) => l.sign === "+").length,
    removed: lines.filter((l) => l.sign === "-").length,
    hunks,
  };
}

/** How an attempt is named in the comparison's choices: its kind and number, when, the language and its tests ("Submission", "#" and the id, …). */
export function attemptLabel(
  a: { id: number; kind: string; created: string; language: string; passed: number; total: number; score: number },
  languageName: string,
): string {
  const when = `${a.created.replace("T", " ").slice(0, 16)} UTC`;
  const outcome = `${a.passed}/${a.total} tests${a.kind === "submission" ? ` · ${a.score} %` : ""}`;
  return `${a.kind === "run" ? "Run" : "Submission"} #${a.id} · ${when} · ${languageName} · ${outcome}`;
}

export const ATTEMPT_DIFF_TEXTS = {
  solution: (language: string) => `The reference solution (${language})`,
  solutionClosed: "The solution of this problem is not open to you yet: submit the problem or reveal its solution first.",
  notYours: "Attempt not found: it is not one of your runs or submissions on this problem.",
  notAProblem: "This page has no coding problem to compare attempts of.",
  badChoice: "Choose an attempt (the number of one of your runs or submissions) or the solution.",
  twoSolutions: "Choose at least one of your attempts: the solution compared with itself shows nothing.",
  identical: "The two are identical.",
} as const;

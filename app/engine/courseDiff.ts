// Comparing two versions of a course (docs/product/authoring.md#versions): which lessons were
// added, removed or changed (lessons matched by their key, which stays across renames and moves),
// the course fields that changed, and a line diff of a changed lesson's Markdown. Pure.
import { allLessons, lessonMarkdown, type CourseDraft, type DraftLesson } from "./authoring";

export type DiffLine = { kind: "same" | "added" | "removed"; text: string } | { kind: "skipped"; count: number };

/** Past this many cells the middle of a long diff is shown as removed then added, not searched. */
const MAX_CELLS = 4_000_000;

/**
 * The lines of `before` and `after` as kept, removed and added (a longest common subsequence),
 * removals before additions at each change.
 */
export function diffLines(before: string, after: string): { kind: "same" | "added" | "removed"; text: string }[] {
  const a = before === "" ? [] : before.replace(/\n$/, "").split("\n");
  const b = after === "" ? [] : after.replace(/\n$/, "").split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head = a.slice(0, start).map((text) => ({ kind: "same" as const, text }));
  const tail = a.slice(endA).map((text) => ({ kind: "same" as const, text }));
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  const middle: { kind: "same" | "added" | "removed"; text: string }[] = [];
  if ((x.length + 1) * (y.length + 1) > MAX_CELLS) {
    for (const text of x) middle.push({ kind: "removed", text });
    for (const text of y) middle.push({ kind: "added", text });
    return [...head, ...middle, ...tail];
  }
  // lcs[i][j]: the longest common subsequence of x[i..] and y[j..]
  const w = y.length + 1;
  const lcs = new Uint32Array((x.length + 1) * w);
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lcs[i * w + j] = x[i] === y[j] ? lcs[(i + 1) * w + j + 1]! + 1 : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      middle.push({ kind: "same", text: x[i]! });
      i++;
      j++;
    } else if (j >= y.length || (i < x.length && lcs[(i + 1) * w + j]! >= lcs[i * w + j + 1]!)) {
      middle.push({ kind: "removed", text: x[i]! });
      i++;
    } else {
      middle.push({ kind: "added", text: y[j]! });
      j++;
    }
  }
  return [...head, ...middle, ...tail];
}

/** A diff with runs of unchanged lines longer than twice `context` folded into one "skipped" line. */
export function foldUnchanged(lines: readonly { kind: "same" | "added" | "removed"; text: string }[], context = 2): DiffLine[] {
  const out: DiffLine[] = [];
  let i = 0;
  while (i < lines.length) {
    if (lines[i]!.kind !== "same") {
      out.push(lines[i]!);
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && lines[end]!.kind === "same") end++;
    const keepBefore = i === 0 ? 0 : context;
    const keepAfter = end === lines.length ? 0 : context;
    if (end - i > keepBefore + keepAfter + 1) {
      out.push(...lines.slice(i, i + keepBefore));
      out.push({ kind: "skipped", count: end - i - keepBefore - keepAfter });
      out.push(...lines.slice(end - keepAfter, end));
    } else out.push(...lines.slice(i, end));
    i = end;
  }
  return out;
}

export type FieldChange = { label: string; before: string; after: string };
export type LessonChange = {
  key: string;
  title: string;
  change: "added" | "removed" | "changed" | "unchanged";
  fields: FieldChange[];
  lines: DiffLine[];
};
export type CourseComparison = { fields: FieldChange[]; lessons: LessonChange[]; changed: boolean };

const ACCESS_LABELS: Record<string, string> = { free: "Free", paid: "Paid", early_access: "Early access" };

function courseFields(d: CourseDraft): [string, string][] {
  return [
    ["Title", d.title],
    ["URL slug", d.slug],
    ["Summary", d.summary],
    ["Category", d.categorySlug],
    ["Difficulty", d.difficulty],
    ["Access", ACCESS_LABELS[d.access] ?? d.access],
    [
      "Placeholders",
      Object.entries(d.placeholders)
        .map(([k, v]) => `${k}=${v}`)
        .join(", "),
    ],
    ["Sections", d.sections.map((s) => s.title).join(" · ")],
  ];
}

function lessonFields(l: DraftLesson): [string, string][] {
  return [
    ["Title", l.title],
    ["URL slug", l.slug],
    ["Summary", l.summary],
    ["Minutes", String(l.minutes)],
  ];
}

function changedFields(before: [string, string][], after: [string, string][]): FieldChange[] {
  return before.flatMap(([label, v], i) => (v !== after[i]![1] ? [{ label, before: v, after: after[i]![1] }] : []));
}

/**
 * What changed from `before` to `after`: the course's fields, then every lesson in the reading
 * order of `after` (removed lessons where they stood in `before`), each with its changed fields
 * and, when its Markdown (as learners read it) changed, the lines added and removed.
 */
export function compareCourses(before: CourseDraft, after: CourseDraft): CourseComparison {
  const fields = changedFields(courseFields(before), courseFields(after));
  const oldLessons = allLessons(before);
  const newLessons = allLessons(after);
  const oldByKey = new Map(oldLessons.map((l) => [l.key, l]));
  const newKeys = new Set(newLessons.map((l) => l.key));
  const lessons: LessonChange[] = [];
  const removedAt = (index: number) =>
    oldLessons
      .slice(0, index + 1)
      .filter((l) => !newKeys.has(l.key))
      .filter((l) => !lessons.some((x) => x.key === l.key))
      .map((l) => ({
        key: l.key,
        title: l.title,
        change: "removed" as const,
        fields: [],
        lines: foldUnchanged(diffLines(lessonMarkdown(l.blocks, before.placeholders), "")),
      }));
  for (const l of newLessons) {
    const old = oldByKey.get(l.key);
    if (old) lessons.push(...removedAt(oldLessons.indexOf(old)));
    const markdown = lessonMarkdown(l.blocks, after.placeholders);
    if (!old) {
      lessons.push({ key: l.key, title: l.title, change: "added", fields: [], lines: foldUnchanged(diffLines("", markdown)) });
      continue;
    }
    const lessonFieldChanges = changedFields(lessonFields(old), lessonFields(l));
    const oldMarkdown = lessonMarkdown(old.blocks, before.placeholders);
    const changed = lessonFieldChanges.length > 0 || oldMarkdown !== markdown;
    lessons.push({
      key: l.key,
      title: l.title,
      change: changed ? "changed" : "unchanged",
      fields: lessonFieldChanges,
      lines: oldMarkdown !== markdown ? foldUnchanged(diffLines(oldMarkdown, markdown)) : [],
    });
  }
  lessons.push(...removedAt(oldLessons.length - 1));
  return { fields, lessons, changed: fields.length > 0 || lessons.some((l) => l.change !== "unchanged") };
}

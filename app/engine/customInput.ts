// The learner's own test input on a problem page (docs/product/interview-prep.md#graded-submissions): its format (the problem's
// parameters, one JSON value a line) and its validation with clear errors. Pure.
import { z } from "zod";

// ---- the learner's own test input -----------------------------------------------------------------------

const CUSTOM_INPUT_MAX_CHARS = 10_000;
const CUSTOM_INPUT_MAX_CASES = 5;
const MAX_ITEMS = 2_000;

function valueSchema(type: string): z.ZodType {
  const int = z
    .number()
    .int("a whole number")
    .min(-(2 ** 53))
    .max(2 ** 53);
  const list = (item: z.ZodType) => z.array(item).max(MAX_ITEMS, `at most ${MAX_ITEMS} items`);
  switch (type) {
    case "int":
      return int;
    case "float":
      return z.number();
    case "string":
      return z.string().max(CUSTOM_INPUT_MAX_CHARS);
    case "bool":
      return z.boolean();
    case "int[]":
    case "ListNode":
      return list(int);
    case "float[]":
      return list(z.number());
    case "string[]":
      return list(z.string());
    case "bool[]":
      return list(z.boolean());
    case "int[][]":
      return list(list(int));
    case "string[][]":
      return list(list(z.string()));
    case "char[][]":
      return list(list(z.string().length(1, "one character")));
    case "TreeNode":
      return list(int.nullable());
    default:
      return z.unknown();
  }
}

/** How a type is written in an example, for the error texts. */
const EXAMPLE: Record<string, string> = {
  int: "3",
  float: "2.5",
  string: '"abc"',
  bool: "true",
  "int[]": "[1, 2, 3]",
  ListNode: "[1, 2, 3]",
  "float[]": "[1.5, 2]",
  "string[]": '["a", "b"]',
  "bool[]": "[true, false]",
  "int[][]": "[[1, 2], [3]]",
  "string[][]": '[["a"], ["b", "c"]]',
  "char[][]": '[["a", "b"], ["c", "d"]]',
  TreeNode: "[3, 9, 20, null, null, 15, 7]",
};

type CustomInputResult = { ok: true; cases: unknown[][] } | { ok: false; error: string };

/**
 * The learner's own test input, in the problem's parameter format: one JSON value per line, one
 * line per parameter in order (as in the visible tests); several cases follow one another.
 * Blank lines are ignored. An empty input is no case at all.
 */
export function parseCustomInput(params: readonly { name: string; type: string }[], text: string): CustomInputResult {
  if (text.length > CUSTOM_INPUT_MAX_CHARS) return { ok: false, error: `Your input must be at most 10,000 characters long.` };
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l, i) => ({ text: l.trim(), number: i + 1 }))
    .filter((l) => l.text !== "");
  if (lines.length === 0) return { ok: true, cases: [] };
  const n = params.length;
  if (n === 0) return { ok: false, error: "This problem takes no input." };
  const format = params.map((p) => `${p.name} (${p.type})`).join(", ");
  if (lines.length % n !== 0)
    return {
      ok: false,
      error: `Each test needs ${n} line${n === 1 ? "" : "s"}, one JSON value per parameter: ${format}. You gave ${lines.length} line${lines.length === 1 ? "" : "s"}.`,
    };
  if (lines.length / n > CUSTOM_INPUT_MAX_CASES) return { ok: false, error: `At most ${CUSTOM_INPUT_MAX_CASES} tests of your own at a time.` };
  const cases: unknown[][] = [];
  for (let i = 0; i < lines.length; i += n) {
    const args: unknown[] = [];
    for (let j = 0; j < n; j++) {
      const line = lines[i + j]!;
      const param = params[j]!;
      const where = `Line ${line.number} (${param.name}: ${param.type})`;
      let value: unknown;
      try {
        value = JSON.parse(line.text);
      } catch {
        return { ok: false, error: `${where} is not a JSON value. Write it like ${EXAMPLE[param.type] ?? "a JSON value"}.` };
      }
      const parsed = valueSchema(param.type).safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const at = issue.path.length ? ` at [${issue.path.join("][")}]` : "";
        const what = issue.code === "invalid_type" ? `the wrong type` : issue.message;
        return { ok: false, error: `${where} has ${what}${at}: expected ${param.type}, like ${EXAMPLE[param.type] ?? "a JSON value"}.` };
      }
      args.push(parsed.data);
    }
    cases.push(args);
  }
  return { ok: true, cases };
}

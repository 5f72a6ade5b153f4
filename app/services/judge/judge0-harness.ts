// Programs for the grading service (Judge0): the learner's code plus a generated `main` that
// reads the test's arguments from stdin (one JSON value per line, in `params` order), calls the
// learner's function and prints the return value as JSON after a marker line, so anything the
// learner printed before stays separate. Java and C++ carry a small JSON reader; Go uses
// encoding/json.
import {
  CPP_LIST_HELPERS,
  CPP_RUNTIME,
  CPP_TREE_HELPERS,
  GO_LIST_HELPERS,
  GO_RUNTIME,
  GO_TREE_HELPERS,
  JAVA_LIST_HELPERS,
  JAVA_RUNTIME,
  JAVA_TREE_HELPERS,
} from "./judge0-runtime";
import type { JudgeProblem } from "./types";

export type RemoteLanguage = "java" | "cpp" | "go";
export const RESULT_MARKER = "@@codelift-judge-result@@";

/** Judge0 CE language ids. */
export const JUDGE0_LANGUAGE_IDS: Record<RemoteLanguage, number> = { java: 62, cpp: 54, go: 60 };

interface TypeMap {
  decl: string;
  /** expression reading argument `i` from the parsed line `v` */
  read: (v: string) => string;
}

export const JAVA: Record<string, TypeMap> = {
  int: { decl: "int", read: (v) => `J.toInt(${v})` },
  float: { decl: "double", read: (v) => `J.toDouble(${v})` },
  string: { decl: "String", read: (v) => `J.toStr(${v})` },
  bool: { decl: "boolean", read: (v) => `J.toBool(${v})` },
  "int[]": { decl: "int[]", read: (v) => `J.toIntArr(${v})` },
  "float[]": { decl: "double[]", read: (v) => `J.toDoubleArr(${v})` },
  "string[]": { decl: "String[]", read: (v) => `J.toStrArr(${v})` },
  "bool[]": { decl: "boolean[]", read: (v) => `J.toBoolArr(${v})` },
  "int[][]": { decl: "int[][]", read: (v) => `J.toIntGrid(${v})` },
  "string[][]": { decl: "String[][]", read: (v) => `J.toStrGrid(${v})` },
  "char[][]": { decl: "char[][]", read: (v) => `J.toCharGrid(${v})` },
  ListNode: { decl: "ListNode", read: (v) => `JList.from(${v})` },
  TreeNode: { decl: "TreeNode", read: (v) => `JTree.from(${v})` },
};

export const CPP: Record<string, TypeMap> = {
  int: { decl: "int", read: (v) => `judge::toInt(${v})` },
  float: { decl: "double", read: (v) => `judge::toDouble(${v})` },
  string: { decl: "std::string", read: (v) => `judge::toStr(${v})` },
  bool: { decl: "bool", read: (v) => `judge::toBool(${v})` },
  "int[]": { decl: "std::vector<int>", read: (v) => `judge::toVec<int>(${v}, judge::toInt)` },
  "float[]": { decl: "std::vector<double>", read: (v) => `judge::toVec<double>(${v}, judge::toDouble)` },
  "string[]": { decl: "std::vector<std::string>", read: (v) => `judge::toVec<std::string>(${v}, judge::toStr)` },
  "bool[]": { decl: "std::vector<bool>", read: (v) => `judge::toVec<bool>(${v}, judge::toBool)` },
  "int[][]": { decl: "std::vector<std::vector<int>>", read: (v) => `judge::toGrid<int>(${v}, judge::toInt)` },
  "string[][]": { decl: "std::vector<std::vector<std::string>>", read: (v) => `judge::toGrid<std::string>(${v}, judge::toStr)` },
  "char[][]": { decl: "std::vector<std::vector<char>>", read: (v) => `judge::toGrid<char>(${v}, judge::toChar)` },
  ListNode: { decl: "ListNode*", read: (v) => `judge::toList(${v})` },
  TreeNode: { decl: "TreeNode*", read: (v) => `judge::toTree(${v})` },
};

export const GO: Record<string, TypeMap> = {
  int: { decl: "int", read: () => "" },
  float: { decl: "float64", read: () => "" },
  string: { decl: "string", read: () => "" },
  bool: { decl: "bool", read: () => "" },
  "int[]": { decl: "[]int", read: () => "" },
  "float[]": { decl: "[]float64", read: () => "" },
  "string[]": { decl: "[]string", read: () => "" },
  "bool[]": { decl: "[]bool", read: () => "" },
  "int[][]": { decl: "[][]int", read: () => "" },
  "string[][]": { decl: "[][]string", read: () => "" },
  "char[][]": { decl: "[][]string", read: (v) => `judgeCharGrid(${v})` },
  ListNode: { decl: "[]int", read: (v) => `judgeToList(${v})` },
  TreeNode: { decl: "[]*int", read: (v) => `judgeToTree(${v})` },
};

const TABLES = { java: JAVA, cpp: CPP, go: GO } as const;

type RemoteProgram = { source: string } | { unsupported: string };

export function buildRemoteProgram(language: RemoteLanguage, code: string, problem: JudgeProblem): RemoteProgram {
  const table = TABLES[language];
  const types = [...problem.params.map((p) => p.type), ...(problem.returnType === "void" ? [] : [problem.returnType])];
  const missing = types.find((t) => !table[t]);
  if (missing) return { unsupported: `The grading service harness does not support the type ${missing} yet.` };
  if (!/^[A-Za-z_]\w*$/.test(problem.functionName)) return { unsupported: "Invalid function name." };
  const uses = (t: string) => types.includes(t);
  const fn = problem.functionName;
  const n = problem.params.length;
  const isVoid = problem.returnType === "void";

  if (language === "java") {
    const args = problem.params.map((p, i) => `    ${JAVA[p.type]!.decl} a${i} = ${JAVA[p.type]!.read(`J.parse(lines[${i}])`)};`);
    const call = `Solution.${fn}(${problem.params.map((_, i) => `a${i}`).join(", ")})`;
    const main = [
      "public class Main {",
      "  public static void main(String[] argv) throws Exception {",
      `    String[] lines = J.readLines(${n});`,
      ...args,
      isVoid ? `    ${call};` : `    Object r = ${call};`,
      `    System.out.flush();`,
      `    System.out.println("\\n${RESULT_MARKER}");`,
      `    System.out.println(J.json(${isVoid ? (n ? "a0" : "null") : "r"}, ${JSON.stringify(isVoid ? (problem.params[0]?.type ?? "") : problem.returnType)}));`,
      "  }",
      "}",
    ].join("\n");
    const nodes = [uses("ListNode") ? JAVA_LIST_NODE + JAVA_LIST_HELPERS : "", uses("TreeNode") ? JAVA_TREE_NODE + JAVA_TREE_HELPERS : ""].join("");
    return { source: `${code}\n${nodes}${JAVA_RUNTIME}\n${main}\n` };
  }

  if (language === "cpp") {
    const args = problem.params.map((p, i) => `  ${CPP[p.type]!.decl} a${i} = ${CPP[p.type]!.read(`judge::parse(lines[${i}])`)};`);
    const call = `${fn}(${problem.params.map((_, i) => `a${i}`).join(", ")})`;
    const main = [
      "int main() {",
      `  std::vector<std::string> lines = judge::readLines(${n});`,
      ...args,
      isVoid ? `  ${call};` : `  auto r = ${call};`,
      `  std::cout << std::flush; std::cout << "\\n${RESULT_MARKER}\\n" << judge::json(${isVoid ? (n ? "a0" : "nullptr") : "r"}) << std::endl;`,
      "  return 0;",
      "}",
    ].join("\n");
    const nodes = [uses("ListNode") ? CPP_LIST_NODE : "", uses("TreeNode") ? CPP_TREE_NODE : ""].join("");
    const helpers = [uses("ListNode") ? CPP_LIST_HELPERS : "", uses("TreeNode") ? CPP_TREE_HELPERS : ""].join("");
    const prelude = `#include <iostream>\n#include <string>\n#include <vector>\n#include <sstream>\n#include <cstdio>\n#include <cmath>\n${nodes}`;
    return { source: `${prelude}\n${code}\n${CPP_RUNTIME}${helpers}\n${main}\n` };
  }

  const reads = problem.params.map((p, i) => {
    const t = GO[p.type]!;
    const raw = `var r${i} ${t.decl}\n\tjudgeDecode(lines[${i}], &r${i})`;
    const conv = t.read(`r${i}`);
    return `${raw}\n\ta${i} := ${conv || `r${i}`}`;
  });
  const call = `${fn}(${problem.params.map((_, i) => `a${i}`).join(", ")})`;
  const ret = isVoid ? problem.params[0]?.type : problem.returnType;
  const outVar = isVoid ? (n ? "a0" : "nil") : "r";
  const outExpr = ret === "ListNode" ? `judgeFromList(${outVar})` : ret === "TreeNode" ? `judgeFromTree(${outVar})` : outVar;
  const main = [
    "func main() {",
    `\tlines := judgeReadLines(${n})`,
    ...reads.map((r) => `\t${r}`),
    isVoid ? `\t${call}` : `\tr := ${call}`,
    `\tjudgeFmt.Print("\\n${RESULT_MARKER}\\n")`,
    `\tjudgeFmt.Println(judgeEncode(${outExpr}))`,
    "}",
  ].join("\n");
  const nodes = [uses("ListNode") ? GO_LIST_NODE + GO_LIST_HELPERS : "", uses("TreeNode") ? GO_TREE_NODE + GO_TREE_HELPERS : ""].join("");
  const imports = `\nimport (\n\tjudgeBufio "bufio"\n\tjudgeJSON "encoding/json"\n\tjudgeFmt "fmt"\n\tjudgeOS "os"\n)\n`;
  const withImports = /^\s*package\s+main\b.*$/m.test(code)
    ? code.replace(/^(\s*package\s+main\b.*)$/m, `$1\n${imports}`)
    : `package main\n${imports}\n${code}`;
  return { source: `${withImports}\n${nodes}${GO_RUNTIME}\n${main}\n` };
}

/** stdin of one test: its arguments, one JSON value per line. */
export function encodeStdin(input: unknown[]): string {
  return input.map((v) => JSON.stringify(v)).join("\n") + "\n";
}

/** Splits the program's stdout into what the learner printed and the JSON result line. */
export function splitOutput(stdout: string): { printed: string; result: string | null } {
  const at = stdout.lastIndexOf(RESULT_MARKER);
  if (at < 0) return { printed: stdout, result: null };
  const printed = stdout.slice(0, at).replace(/\n$/, "");
  const result = stdout.slice(at + RESULT_MARKER.length).trim();
  return { printed, result };
}

export const JAVA_LIST_NODE = `
class ListNode {
  int val; ListNode next;
  ListNode() {}
  ListNode(int val) { this.val = val; }
  ListNode(int val, ListNode next) { this.val = val; this.next = next; }
}
`;
export const JAVA_TREE_NODE = `
class TreeNode {
  int val; TreeNode left; TreeNode right;
  TreeNode() {}
  TreeNode(int val) { this.val = val; }
  TreeNode(int val, TreeNode left, TreeNode right) { this.val = val; this.left = left; this.right = right; }
}
`;
export const CPP_LIST_NODE = `
struct ListNode {
  int val; ListNode *next;
  ListNode() : val(0), next(nullptr) {}
  ListNode(int x) : val(x), next(nullptr) {}
  ListNode(int x, ListNode *next) : val(x), next(next) {}
};
`;
export const CPP_TREE_NODE = `
struct TreeNode {
  int val; TreeNode *left; TreeNode *right;
  TreeNode() : val(0), left(nullptr), right(nullptr) {}
  TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
  TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
};
`;
export const GO_LIST_NODE = `
type ListNode struct {
	Val  int
	Next *ListNode
}
`;
export const GO_TREE_NODE = `
type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}
`;

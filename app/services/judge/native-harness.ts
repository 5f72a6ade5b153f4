// Programs for grading Java, C++ and Go on this machine (native.server.ts): the learner's code
// plus a generated `main` that grades every test in one process. stdin holds a marker line (a
// random word of this submission), the number of tests, then each test's arguments (one JSON
// value per line, in `params` order). Before a test the program prints `<marker> start <i>`;
// after it `<marker> <i> <status> <cpu µs> <cost> <JSON>` where the JSON is the return value
// (status ok) or the error message; at the end `<marker> done <peak KiB>`. Each record starts
// on a line of its own, so what the learner printed stays separate and is kept per test.
// The cost is the count of loop iterations and function calls (instrument.ts), reset per test.
// See docs/product/judge.md.
import {
  CPP,
  CPP_LIST_NODE,
  CPP_TREE_NODE,
  GO,
  GO_LIST_NODE,
  GO_TREE_NODE,
  JAVA,
  JAVA_LIST_NODE,
  JAVA_TREE_NODE,
  type RemoteLanguage,
} from "./judge0-harness";
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
import { instrument } from "./instrument";
import type { JudgeProblem } from "./types";

export type NativeLanguage = RemoteLanguage;

/** Source file name per language (javac wants the public class's name). */
export const SOURCE_FILE: Record<NativeLanguage, string> = { java: "Main.java", cpp: "main.cpp", go: "main.go" };

/**
 * The standard headers every C++ program gets (whether the precompiled copy is used or not, so
 * that a submission compiles the same either way); the server precompiles them once.
 */
export const CPP_HEADERS = [
  "iostream",
  "string",
  "vector",
  "sstream",
  "cstdio",
  "cmath",
  "ctime",
  "new",
  "stdexcept",
  "algorithm",
  "unordered_map",
  "unordered_set",
  "map",
  "set",
  "queue",
  "stack",
  "deque",
  "climits",
  "numeric",
  "functional",
  "utility",
  "sys/resource.h",
];

type NativeProgram = { source: string } | { unsupported: string };

const TABLES = { java: JAVA, cpp: CPP, go: GO } as const;

/** The program that grades every test of `problem` with the learner's `code`, instrumented to count its cost. */
export function buildNativeProgram(language: NativeLanguage, code: string, problem: JudgeProblem): NativeProgram {
  const table = TABLES[language];
  const types = [...problem.params.map((p) => p.type), ...(problem.returnType === "void" ? [] : [problem.returnType])];
  const missing = types.find((t) => !table[t]);
  if (missing) return { unsupported: `The judge does not support the type ${missing} in this language yet.` };
  if (!/^[A-Za-z_]\w*$/.test(problem.functionName)) return { unsupported: "Invalid function name." };
  const counted = instrument(language, code);
  if (language === "java") return { source: javaProgram(counted, problem, types) };
  if (language === "cpp") return { source: cppProgram(counted, problem, types) };
  return { source: goProgram(counted, problem, types) };
}

/** One test's arguments on stdin: one JSON value per line (after the marker and the number of tests). */
export function encodeTestInput(input: unknown[]): string {
  return input.map((v) => `${JSON.stringify(v)}\n`).join("");
}

function javaProgram(code: string, problem: JudgeProblem, types: string[]): string {
  const n = problem.params.length;
  const isVoid = problem.returnType === "void";
  const uses = (t: string) => types.includes(t);
  const args = problem.params.map((p, i) => `      ${JAVA[p.type]!.decl} a${i} = ${JAVA[p.type]!.read(`J.parse(in.readLine())`)};`);
  const call = `Solution.${problem.functionName}(${problem.params.map((_, i) => `a${i}`).join(", ")})`;
  const outType = JSON.stringify(isVoid ? (problem.params[0]?.type ?? "") : problem.returnType);
  const main = `
public class Main {
  static void record(String marker, int t, String status, long micros, String payload) {
    System.out.flush();
    System.out.print("\\n" + marker + " " + t + " " + status + " " + micros + " " + JCost.n + " " + payload + "\\n");
    System.out.flush();
  }
  public static void main(String[] argv) throws Exception {
    java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, java.nio.charset.StandardCharsets.UTF_8), 1 << 16);
    String marker = in.readLine();
    int count = Integer.parseInt(in.readLine().trim());
    java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
    for (int t = 0; t < count; t++) {
${args.join("\n")}
      System.out.print("\\n" + marker + " start " + t + "\\n");
      System.out.flush();
      JCost.n = 0;
      long c0 = cpu.getCurrentThreadCpuTime();
      String status = "ok";
      String payload;
      try {
        ${isVoid ? `${call};` : `Object r = ${call};`}
        payload = J.json(${isVoid ? (n ? "a0" : "null") : "r"}, ${outType});
      } catch (OutOfMemoryError e) {
        status = "memory"; payload = J.quote("Memory Limit Exceeded: " + e.getMessage());
      } catch (StackOverflowError e) {
        status = "runtime"; payload = J.quote("StackOverflowError: the recursion is too deep");
      } catch (Throwable e) {
        status = "runtime"; payload = J.quote(String.valueOf(e));
      }
      long micros = (cpu.getCurrentThreadCpuTime() - c0) / 1000;
      record(marker, t, status, micros, payload);
    }
    long peak = 0;
    for (String line : java.nio.file.Files.readAllLines(java.nio.file.Paths.get("/proc/self/status"))) if (line.startsWith("VmHWM:")) peak = Long.parseLong(line.replaceAll("[^0-9]", ""));
    System.out.print("\\n" + marker + " done " + peak + "\\n");
    System.out.flush();
  }
}
final class JCost {
  static long n;
  static boolean tick() { n++; return true; }
}
`;
  const nodes = [uses("ListNode") ? JAVA_LIST_NODE + JAVA_LIST_HELPERS : "", uses("TreeNode") ? JAVA_TREE_NODE + JAVA_TREE_HELPERS : ""].join("");
  // javac wants a public class in a file of its name: Main is the public one here
  const learner = code.replace(/^(\s*)public(\s+(?:final\s+)?class\s+Solution\b)/m, "$1$2");
  return `${learner}\n${nodes}${JAVA_RUNTIME}\n${main}\n`;
}

function cppProgram(code: string, problem: JudgeProblem, types: string[]): string {
  const n = problem.params.length;
  const isVoid = problem.returnType === "void";
  const uses = (t: string) => types.includes(t);
  const args = problem.params.map((p, i) => `    ${CPP[p.type]!.decl} a${i} = ${CPP[p.type]!.read(`judge::parse(judge::line())`)};`);
  const call = `${problem.functionName}(${problem.params.map((_, i) => `a${i}`).join(", ")})`;
  const main = `
static void judge_record(const std::string& marker, int t, const char* status, long long micros, const std::string& payload) {
  std::cout << std::flush; std::fflush(stdout);
  std::printf("\\n%s %d %s %lld %llu %s\\n", marker.c_str(), t, status, micros, judge_cost, payload.c_str());
  std::fflush(stdout);
}
static long long judge_cpu_micros() { timespec ts; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); return (long long) ts.tv_sec * 1000000 + ts.tv_nsec / 1000; }
int main() {
  std::string marker = judge::line();
  int count = std::stoi(judge::line());
  for (int t = 0; t < count; t++) {
${args.join("\n")}
    std::printf("\\n%s start %d\\n", marker.c_str(), t); std::fflush(stdout);
    judge_cost = 0;
    long long c0 = judge_cpu_micros();
    const char* status = "ok";
    std::string payload;
    try {
      ${isVoid ? `${call};` : `auto r = ${call};`}
      payload = judge::json(${isVoid ? (n ? "a0" : "nullptr") : "r"});
    } catch (const std::bad_alloc&) {
      status = "memory"; payload = judge::json(std::string("Memory Limit Exceeded: std::bad_alloc"));
    } catch (const std::exception& e) {
      status = "runtime"; payload = judge::json(std::string("Runtime Error: ") + e.what());
    } catch (...) {
      status = "runtime"; payload = judge::json(std::string("Runtime Error: an exception was thrown"));
    }
    judge_record(marker, t, status, judge_cpu_micros() - c0, payload);
  }
  rusage usage; getrusage(RUSAGE_SELF, &usage);
  std::printf("\\n%s done %ld\\n", marker.c_str(), usage.ru_maxrss); std::fflush(stdout);
  return 0;
}
`;
  const nodes = [uses("ListNode") ? CPP_LIST_NODE : "", uses("TreeNode") ? CPP_TREE_NODE : ""].join("");
  const helpers = [uses("ListNode") ? CPP_LIST_HELPERS : "", uses("TreeNode") ? CPP_TREE_HELPERS : ""].join("");
  const prelude = [
    ...CPP_HEADERS.map((h) => `#include <${h}>`),
    "static unsigned long long judge_cost = 0;",
    "static inline bool judge_tick() { ++judge_cost; return true; }",
    nodes,
  ].join("\n");
  const reader = `
namespace judge {
inline std::string line() { std::string s; return std::getline(std::cin, s) ? s : std::string("null"); }
}  // namespace judge
`;
  return `${prelude}\n#line 1 "solution.cpp"\n${code}\n#line 1 "judge.cpp"\n${CPP_RUNTIME}${reader}${helpers}\n${main}\n`;
}

function goProgram(code: string, problem: JudgeProblem, types: string[]): string {
  const isVoid = problem.returnType === "void";
  const n = problem.params.length;
  const uses = (t: string) => types.includes(t);
  const reads = problem.params.map((p, i) => {
    const t = GO[p.type]!;
    const conv = t.read(`r${i}`);
    return `\t\tvar r${i} ${t.decl}\n\t\tjudgeDecode(judgeLine(in), &r${i})\n\t\ta${i} := ${conv || `r${i}`}`;
  });
  const call = `${problem.functionName}(${problem.params.map((_, i) => `a${i}`).join(", ")})`;
  const ret = isVoid ? problem.params[0]?.type : problem.returnType;
  const outVar = isVoid ? (n ? "a0" : "nil") : "r";
  const outExpr = ret === "ListNode" ? `judgeFromList(${outVar})` : ret === "TreeNode" ? `judgeFromTree(${outVar})` : outVar;
  const main = `
var judgeCost uint64

func judgeTick() bool {
	judgeCost++
	return true
}

func judgeLine(in *judgeBufio.Reader) string {
	line, err := in.ReadString('\\n')
	if err != nil && line == "" {
		return "null"
	}
	return judgeStrings.TrimRight(line, "\\r\\n")
}

func judgeCPU() int64 {
	var u judgeSyscall.Rusage
	judgeSyscall.Getrusage(judgeSyscall.RUSAGE_SELF, &u)
	return (u.Utime.Sec+u.Stime.Sec)*1000000 + int64(u.Utime.Usec+u.Stime.Usec)
}

func judgeRun(f func() interface{}) (status string, payload string) {
	defer func() {
		if e := recover(); e != nil {
			status = "runtime"
			payload = judgeEncode(judgeFmt.Sprint("panic: ", e))
		}
	}()
	return "ok", judgeEncode(f())
}

func main() {
	in := judgeBufio.NewReaderSize(judgeOS.Stdin, 1<<16)
	marker := judgeLine(in)
	var count int
	judgeFmt.Sscan(judgeLine(in), &count)
	for t := 0; t < count; t++ {
${reads.join("\n")}
		judgeFmt.Printf("\\n%s start %d\\n", marker, t)
		judgeCost = 0
		c0 := judgeCPU()
		status, payload := judgeRun(func() interface{} {
			${isVoid ? call : `r := ${call}`}
			return ${outExpr}
		})
		judgeFmt.Printf("\\n%s %d %s %d %d %s\\n", marker, t, status, judgeCPU()-c0, judgeCost, payload)
	}
	var u judgeSyscall.Rusage
	judgeSyscall.Getrusage(judgeSyscall.RUSAGE_SELF, &u)
	judgeFmt.Printf("\\n%s done %d\\n", marker, u.Maxrss)
}
`;
  const nodes = [uses("ListNode") ? GO_LIST_NODE + GO_LIST_HELPERS : "", uses("TreeNode") ? GO_TREE_NODE + GO_TREE_HELPERS : ""].join("");
  // on the package line, so that compiler messages keep the learner's line numbers
  const imports = `; import (judgeBufio "bufio"; judgeJSON "encoding/json"; judgeFmt "fmt"; judgeOS "os"; judgeStrings "strings"; judgeSyscall "syscall")`;
  const withImports = /^\s*package\s+main\b[^\n]*$/m.test(code)
    ? code.replace(/^(\s*package\s+main)\b([^\n]*)$/m, `$1${imports}$2`)
    : `package main${imports}; ${code}`;
  // judgeReadLines of the shared runtime is not used here: keep the compiler from refusing it
  return `${withImports}\n${nodes}${GO_RUNTIME}\nvar _ = judgeReadLines\n${main}\n`;
}

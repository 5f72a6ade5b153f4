// Java, C++ and Go graded on this machine: one build per submission, every test in one run of
// the program inside the bubblewrap sandbox. Per language: the verdicts (accepted, wrong answer,
// exception, time limit with the tests after it not run, memory limit, compile error), what
// was printed kept per visible test, hidden tests reduced to their verdict and kind, a stable
// cost; then the escape catalogue of the compiled languages (host files, writes, network,
// /proc, reading a later test's input from stdin, a fork bomb, filling the disk): every attempt
// fails, nothing on the machine changes, and the judge still grades afterwards.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grade, gradingLanguages, judgeStats, type JudgeProblem, type JudgeResult } from "~/services/judge/index.server";

const CANARY = `canary-${crypto.randomUUID()}`;
const HIDDEN = `hidden-${crypto.randomUUID()}`;
const PROJECT_FILE = path.resolve("package.json");
const attack: JudgeProblem = { functionName: "attack", params: [{ name: "mode", type: "string" }], returnType: "string" };
const limits = { timeMs: 500 };

let scratch = "";
let canaryFile = "";
let port = 0;
let hits = 0;
let listener: net.Server;

beforeAll(async () => {
  process.env.SECRET_CANARY = CANARY;
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "judge-native-"));
  fs.chmodSync(scratch, 0o777);
  canaryFile = path.join(os.tmpdir(), `judge-native-canary-${crypto.randomUUID()}`);
  fs.writeFileSync(canaryFile, CANARY, { mode: 0o644 });
  listener = net.createServer((socket) => {
    hits++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  port = (listener.address() as net.AddressInfo).port;
});
afterAll(async () => {
  delete process.env.SECRET_CANARY;
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(canaryFile, { force: true });
});

const cpp = () => `#include <fstream>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <unistd.h>
using namespace std;
static string readAll(const string& p) { ifstream f(p); if (!f) return "unreadable"; stringstream ss; ss << f.rdbuf(); return ss.str(); }
string attack(string mode) {
  if (mode == "ok") { cout << "hello " << mode << endl; return "fine"; }
  if (mode == "wrong") return "nope";
  if (mode == "throw") throw runtime_error("boom");
  if (mode == "loop") { volatile long x = 0; while (mode.size() > 0) x++; return "never"; }
  if (mode == "alloc") { vector<vector<long long>> a; for (int i = 0; i < 4000; i++) a.emplace_back(1 << 20, i); return to_string(a.size()); }
  if (mode == "file") return readAll(${JSON.stringify(canaryFile)}) + "|" + readAll("/etc/shadow") + "|" + readAll(${JSON.stringify(PROJECT_FILE)});
  if (mode == "write") { ofstream f(${JSON.stringify(path.join(scratch, "escaped"))}); f << "x"; f.flush(); ofstream g("/box/escaped"); g << "x"; g.flush(); return string(f.good() ? "wrote" : "refused") + (g.good() ? "wrote" : "refused"); }
  if (mode == "net") { int s = socket(AF_INET, SOCK_STREAM, 0); sockaddr_in a{}; a.sin_family = AF_INET; a.sin_port = htons(${port}); inet_pton(AF_INET, "127.0.0.1", &a.sin_addr); return connect(s, (sockaddr*) &a, sizeof a) == 0 ? "connected" : "no network"; }
  if (mode == "proc") return readAll("/proc/1/environ") + readAll("/proc/self/environ") + readAll("/proc/1/cmdline");
  if (mode == "stdin") { string all, line; while (getline(cin, line)) all += line; return all; }
  if (mode == "fork") { while (mode.size() > 0) fork(); return "never"; }
  if (mode == "disk") { ofstream f("/tmp/fill"); string mb(1 << 20, 'x'); for (int i = 0; i < 100; i++) f << mb; f.flush(); return f.good() ? "filled" : "refused"; }
  cout << mode << endl;
  throw runtime_error(mode);
}
`;

const java = () => `import java.io.*;
import java.net.*;
import java.nio.file.*;
import java.util.*;

class Solution {
  static String read(String p) { try { return new String(Files.readAllBytes(Paths.get(p))); } catch (Throwable e) { return "unreadable"; } }
  public static String attack(String mode) throws Exception {
    switch (mode) {
      case "ok": System.out.println("hello " + mode); return "fine";
      case "wrong": return "nope";
      case "throw": throw new IllegalStateException("boom");
      case "loop": { long x = 0; while (mode.length() > 0) x++; return "never" + x; }
      case "alloc": { List<long[]> a = new ArrayList<>(); for (int i = 0; i < 4000; i++) a.add(new long[1 << 20]); return "" + a.size(); }
      case "file": return read(${JSON.stringify(canaryFile)}) + "|" + read("/etc/shadow") + "|" + read(${JSON.stringify(PROJECT_FILE)});
      case "write": {
        String r = "";
        for (String p : new String[] { ${JSON.stringify(path.join(scratch, "escaped"))}, "/box/escaped" }) {
          try (FileOutputStream f = new FileOutputStream(p)) { f.write(1); r += "wrote"; } catch (IOException e) { r += "refused"; }
        }
        return r;
      }
      case "net": try (Socket s = new Socket("127.0.0.1", ${port})) { return "connected"; } catch (IOException e) { return "no network"; }
      case "proc": return read("/proc/1/environ") + read("/proc/self/environ") + read("/proc/1/cmdline");
      case "stdin": { StringBuilder b = new StringBuilder(); int c; while ((c = System.in.read()) >= 0) b.append((char) c); return b.toString(); }
      case "fork": { while (mode.length() > 0) { try { new ProcessBuilder("/bin/sh", "-c", "sleep 100").start(); } catch (IOException e) { } } return "never"; }
      case "disk": try (FileOutputStream f = new FileOutputStream("/tmp/fill")) { byte[] mb = new byte[1 << 20]; for (int i = 0; i < 100; i++) f.write(mb); return "filled"; } catch (IOException e) { return "refused"; }
      default: System.out.println(mode); throw new IllegalStateException(mode);
    }
  }
}
`;

const go = () => `package main

import (
	"fmt"
	"io"
	"net"
	"os"
	"syscall"
)

func readAll(p string) string {
	b, err := os.ReadFile(p)
	if err != nil {
		return "unreadable"
	}
	return string(b)
}

func attack(mode string) string {
	switch mode {
	case "ok":
		fmt.Println("hello " + mode)
		return "fine"
	case "wrong":
		return "nope"
	case "throw":
		panic("boom")
	case "loop":
		x := 0
		for len(mode) > 0 {
			x++
		}
		return fmt.Sprint(x)
	case "alloc":
		a := [][]int64{}
		for i := 0; i < 4000; i++ {
			a = append(a, make([]int64, 1<<20))
		}
		return fmt.Sprint(len(a))
	case "file":
		return readAll(${JSON.stringify(canaryFile)}) + "|" + readAll("/etc/shadow") + "|" + readAll(${JSON.stringify(PROJECT_FILE)})
	case "write":
		r := ""
		for _, p := range []string{${JSON.stringify(path.join(scratch, "escaped"))}, "/box/escaped"} {
			if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
				r += "refused"
			} else {
				r += "wrote"
			}
		}
		return r
	case "net":
		if c, err := net.Dial("tcp", "127.0.0.1:${port}"); err == nil {
			c.Close()
			return "connected"
		}
		return "no network"
	case "proc":
		return readAll("/proc/1/environ") + readAll("/proc/self/environ") + readAll("/proc/1/cmdline")
	case "stdin":
		b, _ := io.ReadAll(os.Stdin)
		return string(b)
	case "fork":
		for len(mode) > 0 {
			syscall.ForkExec("/bin/sh", []string{"sh", "-c", "sleep 100"}, nil)
		}
		return "never"
	case "disk":
		f, err := os.Create("/tmp/fill")
		if err != nil {
			return "refused"
		}
		mb := make([]byte, 1<<20)
		for i := 0; i < 100; i++ {
			if _, err := f.Write(mb); err != nil {
				return "refused"
			}
		}
		return "filled"
	}
	fmt.Println(mode)
	panic(mode)
}
`;

const CODE = { cpp, java, go } as const;
const t = (mode: string, expected: unknown = "fine", hidden = false) => ({ input: [mode], expected, hidden });
const everything = (r: JudgeResult) => JSON.stringify(r);
const machineUnaffected = (r: JudgeResult) => {
  expect(fs.readdirSync(scratch)).toEqual([]);
  expect(hits).toBe(0);
  const text = everything(r);
  expect(text).not.toContain(CANARY);
  expect(text).not.toContain(HIDDEN);
  expect(text).not.toContain("root:");
  expect(text).not.toContain('"name": "codelift"');
};

describe.each(["cpp", "java", "go"] as const)("%s graded on this machine", (language) => {
  it("is offered as a graded language (its compiler is installed)", () => {
    expect(gradingLanguages()).toContain(language);
  });

  it("verdicts, printed output per visible test, hidden tests as verdicts only, tests after a time limit not run", async () => {
    const tests = [t("ok"), t("wrong"), t("throw"), t(HIDDEN, "fine", true), t("loop"), t("ok")];
    const r = await grade({ language, code: CODE[language](), problem: attack, tests, limits });
    expect(r.tests.map((x) => x.verdict)).toEqual([
      "Accepted",
      "Wrong Answer",
      "Runtime Error",
      "Runtime Error",
      "Time Limit Exceeded",
      "Time Limit Exceeded",
    ]);
    expect(r.verdict).toBe("Wrong Answer");
    expect(r.tests[0]).toMatchObject({ output: "fine", stdout: "hello ok\n", error: null });
    expect(r.tests[1]).toMatchObject({ output: "nope", expected: "fine" });
    expect(r.tests[2]!.error).toMatch(/boom/);
    expect(Object.keys(r.tests[3]!).sort()).toEqual(["error", "hidden", "index", "time_ms", "verdict"]);
    expect(r.tests[3]!.error).toBe("Runtime Error");
    expect(r.tests[4]!.error).toBe("Time Limit Exceeded");
    expect(r.tests[5]!.error).toBe("Not run: the sandbox was stopped by an earlier test (Time Limit Exceeded)");
    expect(r.stdout).toBe("hello ok\n");
    expect(r.cost).toBeNull();
    machineUnaffected(r);
  });

  it("a compile error names the learner's line; memory beyond the limit is Memory Limit Exceeded", async () => {
    const broken = {
      cpp: "std::string attack(std::string mode) {\n  return undefined_name;\n}\n",
      java: "class Solution {\n  public static String attack(String mode) {\n    return undefinedName;\n  }\n}\n",
      go: "package main\n\nfunc attack(mode string) string {\n\treturn undefinedName\n}\n",
    }[language];
    const [compile, memory] = await Promise.all([
      grade({ language, code: broken, problem: attack, tests: [t("ok"), t(HIDDEN, "fine", true)], limits }),
      grade({ language, code: CODE[language](), problem: attack, tests: [t("alloc")], limits: { timeMs: 2000, memoryMb: 128 } }),
    ]);
    expect(compile).toMatchObject({ verdict: "Compilation Error", compile_error: true });
    expect(compile.error).toMatch(language === "java" ? /Main\.java:3: error/ : language === "cpp" ? /solution\.cpp:2/ : /main\.go:4/);
    expect(compile.error).not.toContain("/box/");
    expect(compile.tests[1]!.error).toBe("Compilation Error");
    expect(memory.tests[0]!.verdict).toBe("Memory Limit Exceeded");
    machineUnaffected(compile);
    machineUnaffected(memory);
  });

  it("escape attempts: host files, writes, network and /proc fail; a later hidden input cannot be read from stdin", async () => {
    const tests = [t("file", "x"), t("write", "x"), t("net", "x"), t("proc", "x"), t("stdin", "x"), t(HIDDEN, "x", true)];
    const r = await grade({ language, code: CODE[language](), problem: attack, tests, limits });
    expect(r.tests[0]!.output).toBe("unreadable|unreadable|unreadable");
    expect(r.tests[1]!.output).toBe("refusedrefused");
    expect(r.tests[2]!.output).toBe("no network");
    expect(r.tests[3]!.verdict).toBe("Wrong Answer");
    // reading stdin blocks: the next input is only sent once this test answers
    expect(r.tests[4]!.verdict, JSON.stringify(r.tests[4])).toBe("Time Limit Exceeded");
    expect(r.tests[5]!.verdict).toBe("Time Limit Exceeded");
    machineUnaffected(r);
  });

  it("escape attempts: a fork bomb is held by the process limit, filling the disk by the file size limit; the judge grades on", async () => {
    const [bomb, disk] = await Promise.all([
      grade({ language, code: CODE[language](), problem: attack, tests: [t("fork"), t("ok")], limits }),
      grade({ language, code: CODE[language](), problem: attack, tests: [t("disk")], limits }),
    ]);
    // held by the process limit: it runs out of time, or (Java) cannot start the threads it needs
    expect(["Time Limit Exceeded", "Memory Limit Exceeded"]).toContain(bomb.tests[0]!.verdict);
    expect(disk.tests[0]!.verdict).not.toBe("Accepted");
    expect(disk.tests[0]!.output ?? null).not.toBe("filled");
    machineUnaffected(bomb);
    machineUnaffected(disk);
    const ok = await grade({ language, code: CODE[language](), problem: attack, tests: [t("ok"), t("ok", "fine", true)], limits });
    expect(ok).toMatchObject({ verdict: "Accepted", passed_testcases: 2 });
    expect(ok.cost).toEqual(expect.any(Number));
    expect(judgeStats().running).toBe(0);
  });
});

describe("the cost: counted operations, the same for the same code and input", () => {
  const sum: JudgeProblem = { functionName: "pairs", params: [{ name: "nums", type: "int[]" }], returnType: "int" };
  const code = {
    cpp: "int pairs(std::vector<int>& nums) {\n  int n = 0;\n  for (size_t i = 0; i < nums.size(); i++)\n    for (size_t j = i + 1; j < nums.size(); j++) if (nums[i] == nums[j]) n++;\n  return n;\n}\n",
    java: "class Solution {\n  public static int pairs(int[] nums) {\n    int n = 0;\n    for (int i = 0; i < nums.length; i++) {\n      for (int j = i + 1; j < nums.length; j++) if (nums[i] == nums[j]) n++;\n    }\n    return n;\n  }\n}\n",
    go: "package main\n\nfunc pairs(nums []int) int {\n\tn := 0\n\tfor i := range nums {\n\t\tfor j := i + 1; j < len(nums); j++ {\n\t\t\tif nums[i] == nums[j] {\n\t\t\t\tn++\n\t\t\t}\n\t\t}\n\t}\n\treturn n\n}\n",
  } as const;
  const tests = [
    { input: [[1, 2, 1, 2]], expected: 2 },
    { input: [Array.from({ length: 200 }, (_, i) => i % 7)], expected: 2758, hidden: true },
  ];
  // per test: one call, n outer iterations, n(n-1)/2 inner ones (4 elements: 1 + 4 + 6; 200: 1 + 200 + 19,900); the same in every language
  const expected = 1 + 4 + 6 + 1 + 200 + 19_900;

  it.each(["cpp", "java", "go"] as const)(
    "%s: 20 submissions of the same code at once, and again with comments, all get one cost",
    async (language) => {
      const commented = code[language].replace(/\n/g, (nl, at: number) => (at % 3 === 0 ? " // for (;;) { while (x) }\n" : nl));
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => grade({ language, code: i % 2 ? commented : code[language], problem: sum, tests })),
      );
      for (const r of results) expect(r).toMatchObject({ verdict: "Accepted", cost: expected });
    },
  );
});

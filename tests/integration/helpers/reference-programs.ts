// Compiles and runs the coach's Java, C++ and Go reference solutions in batches, through the same
// harness the grading service gets (judge0-harness.ts): every problem's program is built exactly as
// for a learner, then all programs of a language are compiled at once (Java: one javac call, each
// program in its own package; C++: a few translation units, each program in its own namespace;
// Go: one module, each program in its own package) behind a small dispatcher that runs every test
// of every problem in one process, swapping stdin and stdout per test. One compile and one process
// per language instead of one per problem: about 90 s of CPU for the three languages (C++ is half
// of it), so under a minute on two idle cores.
//
// This runs the compilers and programs directly, outside the judge's sandbox: it only ever runs
// our own reference code, never a learner's.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { outputsMatch } from "~/services/judge/compare";
import { buildRemoteProgram, encodeStdin, splitOutput, type RemoteLanguage } from "~/services/judge/judge0-harness";
import type { SeedProblem } from "../../../seeds/coach/types";

const run = promisify(execFile);
const COMPILE_TIMEOUT_MS = 240_000;
const RUN_TIMEOUT_MS = 120_000;
// C++: the programs are split over this many translation units so both cores compile.
const CPP_UNITS = 2;

export interface LanguageReport {
  /** problems checked (those with a solution in this language) */
  problems: number;
  /** tests run and compared */
  tests: number;
  /** one line per failing test or program */
  failures: string[];
}

interface Job {
  program: number;
  problem: SeedProblem;
  test: number;
  inFile: string;
  outFile: string;
}

function programsOf(language: RemoteLanguage, problems: SeedProblem[]): { problem: SeedProblem; source: string }[] {
  return problems.map((problem) => {
    const built = buildRemoteProgram(language, problem.solutions[language], problem);
    if ("unsupported" in built) throw new Error(`${problem.slug} [${language}]: ${built.unsupported}`);
    return { problem, source: built.source };
  });
}

function writeJobs(dir: string, problems: SeedProblem[]): Job[] {
  fs.mkdirSync(path.join(dir, "io"), { recursive: true });
  const jobs: Job[] = [];
  problems.forEach((problem, program) => {
    [...problem.visibleTests, ...problem.hiddenTests].forEach((t, test) => {
      const inFile = path.join(dir, "io", `${program}-${test}.in`);
      fs.writeFileSync(inFile, encodeStdin(t.input));
      jobs.push({ program, problem, test, inFile, outFile: path.join(dir, "io", `${program}-${test}.out`) });
    });
  });
  fs.writeFileSync(path.join(dir, "jobs.txt"), jobs.map((j) => `${j.program}\t${j.inFile}\t${j.outFile}`).join("\n") + "\n");
  return jobs;
}

function compareAll(language: RemoteLanguage, jobs: Job[]): string[] {
  const failures: string[] = [];
  for (const job of jobs) {
    const test = [...job.problem.visibleTests, ...job.problem.hiddenTests][job.test]!;
    const where = `${job.problem.slug} [${language}] test ${job.test}`;
    if (!fs.existsSync(job.outFile)) {
      failures.push(`${where}: did not run`);
      continue;
    }
    const { printed, result } = splitOutput(fs.readFileSync(job.outFile, "utf8"));
    if (result == null) {
      failures.push(`${where}: no result (${printed.slice(-300)})`);
      continue;
    }
    let actual: unknown;
    try {
      actual = JSON.parse(result);
    } catch {
      failures.push(`${where}: output is not JSON: ${result.slice(0, 200)}`);
      continue;
    }
    if (!outputsMatch(actual, test.expected, job.problem.compare ?? "exact"))
      failures.push(
        `${where}: input=${JSON.stringify(test.input).slice(0, 200)} expected=${JSON.stringify(test.expected).slice(0, 200)} got=${result.slice(0, 200)}`,
      );
  }
  return failures;
}

async function compileErrors(what: string, task: Promise<unknown>): Promise<string | null> {
  try {
    await task;
    return null;
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    return `${what} failed: ${(err.stderr || err.message).slice(0, 4000)}`;
  }
}

const JAVA_DISPATCHER = `import java.io.*;
import java.nio.file.*;

public class Run {
  public static void main(String[] argv) throws Exception {
    PrintStream realOut = System.out;
    for (String line : Files.readAllLines(Path.of(argv[0]))) {
      if (line.isEmpty()) continue;
      String[] f = line.split("\\t");
      ByteArrayOutputStream buf = new ByteArrayOutputStream();
      System.setIn(new ByteArrayInputStream(Files.readAllBytes(Path.of(f[1]))));
      System.setOut(new PrintStream(buf, true, "UTF-8"));
      try {
        Class.forName("p" + f[0] + ".Main").getMethod("main", String[].class).invoke(null, (Object) new String[0]);
      } catch (Throwable t) {
        Throwable cause = t.getCause() != null ? t.getCause() : t;
        System.out.println("\\nerror: " + cause);
      }
      System.out.flush();
      System.setOut(realOut);
      Files.write(Path.of(f[2]), buf.toByteArray());
    }
  }
}
`;

async function runJava(dir: string, problems: SeedProblem[]): Promise<string[]> {
  const src = path.join(dir, "src");
  const files: string[] = [];
  programsOf("java", problems).forEach(({ source }, k) => {
    fs.mkdirSync(path.join(src, `p${k}`), { recursive: true });
    const file = path.join(src, `p${k}`, "Main.java");
    fs.writeFileSync(file, `package p${k};\n${source}`);
    files.push(file);
  });
  fs.writeFileSync(path.join(src, "Run.java"), JAVA_DISPATCHER);
  const classes = path.join(dir, "classes");
  const failed = await compileErrors(
    "javac",
    run("javac", ["-nowarn", "-encoding", "UTF-8", "-d", classes, path.join(src, "Run.java"), ...files], {
      timeout: COMPILE_TIMEOUT_MS,
      maxBuffer: 1 << 24,
    }),
  );
  if (failed) return [failed];
  const jobs = writeJobs(dir, problems);
  const ran = await compileErrors(
    "java",
    run("java", ["-Xss64m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", classes, "Run", path.join(dir, "jobs.txt")], {
      timeout: RUN_TIMEOUT_MS,
    }),
  );
  return [...(ran ? [ran] : []), ...compareAll("java", jobs)];
}

async function runCpp(dir: string, problems: SeedProblem[]): Promise<string[]> {
  const programs = programsOf("cpp", problems);
  const units: string[] = [];
  for (let u = 0; u < CPP_UNITS; u++) {
    const parts = programs
      .map(({ source }, k) => ({ source, k }))
      .filter(({ k }) => k % CPP_UNITS === u)
      .map(({ source, k }) => {
        // Headers go to the top of the unit (outside every namespace); the rest is wrapped.
        const includes = source.split("\n").filter((l) => /^\s*#\s*include\b/.test(l));
        const body = source
          .split("\n")
          .filter((l) => !/^\s*#\s*include\b/.test(l))
          .join("\n");
        return { includes, text: `namespace p${k} {\n${body}\n}  // namespace p${k}\n` };
      });
    const includes = [...new Set(parts.flatMap((p) => p.includes.map((l) => l.trim())))];
    const file = path.join(dir, `unit${u}.cpp`);
    fs.writeFileSync(file, `${includes.join("\n")}\n${parts.map((p) => p.text).join("\n")}`);
    units.push(file);
  }
  const decls = programs.map((_, k) => `namespace p${k} { int main(); }`).join("\n");
  const table = programs.map((_, k) => `p${k}::main`).join(", ");
  fs.writeFileSync(
    path.join(dir, "run.cpp"),
    `#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
${decls}
int (*programs[])() = {${table}};
int main(int argc, char** argv) {
  std::ifstream list(argv[1]);
  std::string line;
  while (std::getline(list, line)) {
    if (line.empty()) continue;
    std::istringstream f(line);
    std::string k, in, out;
    std::getline(f, k, '\\t'); std::getline(f, in, '\\t'); std::getline(f, out, '\\t');
    std::ifstream input(in);
    std::ofstream output(out);
    std::streambuf* oldIn = std::cin.rdbuf(input.rdbuf());
    std::streambuf* oldOut = std::cout.rdbuf(output.rdbuf());
    std::cin.clear();
    try { programs[std::stoi(k)](); }
    catch (const std::exception& e) { std::cout << "\\nerror: " << e.what(); }
    catch (...) { std::cout << "\\nerror: unknown exception"; }
    std::cout.flush();
    std::cin.rdbuf(oldIn);
    std::cout.rdbuf(oldOut);
  }
  return 0;
}
`,
  );
  const objects = [...units, path.join(dir, "run.cpp")];
  const compile = (file: string) =>
    compileErrors(
      `g++ ${path.basename(file)}`,
      run("g++", ["-std=c++17", "-O0", "-w", "-c", file, "-o", `${file}.o`], { timeout: COMPILE_TIMEOUT_MS, maxBuffer: 1 << 24 }),
    );
  // Two compilers at a time: one per core.
  const errors: string[] = [];
  for (let i = 0; i < objects.length; i += 2) errors.push(...((await Promise.all(objects.slice(i, i + 2).map(compile))).filter(Boolean) as string[]));
  if (errors.length) return errors;
  const binary = path.join(dir, "run");
  const linked = await compileErrors("link", run("g++", ["-o", binary, ...objects.map((f) => `${f}.o`)], { timeout: COMPILE_TIMEOUT_MS }));
  if (linked) return [linked];
  const jobs = writeJobs(dir, problems);
  const ran = await compileErrors("run", run(binary, [path.join(dir, "jobs.txt")], { timeout: RUN_TIMEOUT_MS }));
  return [...(ran ? [ran] : []), ...compareAll("cpp", jobs)];
}

/** Go keeps its build cache between runs (the standard library compiles once); a machine without HOME still gets one. */
function goEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GOCACHE: process.env.GOCACHE ?? path.join(os.tmpdir(), "codelift-go-build-cache"),
    GOPATH: process.env.GOPATH ?? path.join(os.tmpdir(), "codelift-gopath"),
  };
}

async function runGo(dir: string, problems: SeedProblem[]): Promise<string[]> {
  fs.writeFileSync(path.join(dir, "go.mod"), "module refs\n\ngo 1.19\n");
  programsOf("go", problems).forEach(({ source }, k) => {
    fs.mkdirSync(path.join(dir, `p${k}`), { recursive: true });
    const text = source.replace(/^(\s*)package\s+main\b/m, `$1package p${k}`).replace(/^func main\(\) \{/m, "func Main() {");
    fs.writeFileSync(path.join(dir, `p${k}`, "main.go"), text);
  });
  fs.mkdirSync(path.join(dir, "cmd", "run"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "cmd", "run", "main.go"),
    `package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
${problems.map((_, k) => `\tp${k} "refs/p${k}"`).join("\n")}
)

var programs = []func(){${problems.map((_, k) => `p${k}.Main`).join(", ")}}

func main() {
	list, _ := os.Open(os.Args[1])
	scanner := bufio.NewScanner(list)
	realIn, realOut := os.Stdin, os.Stdout
	for scanner.Scan() {
		f := strings.Split(scanner.Text(), "\\t")
		if len(f) < 3 {
			continue
		}
		k, _ := strconv.Atoi(f[0])
		in, _ := os.Open(f[1])
		out, _ := os.Create(f[2])
		os.Stdin, os.Stdout = in, out
		func() {
			defer func() {
				if r := recover(); r != nil {
					fmt.Fprintf(out, "\\nerror: %v", r)
				}
			}()
			programs[k]()
		}()
		os.Stdin, os.Stdout = realIn, realOut
		in.Close()
		out.Close()
	}
}
`,
  );
  const binary = path.join(dir, "run");
  const built = await compileErrors(
    "go build",
    run("go", ["build", "-o", binary, "./cmd/run"], { cwd: dir, env: goEnv(), timeout: COMPILE_TIMEOUT_MS, maxBuffer: 1 << 24 }),
  );
  if (built) return [built];
  const jobs = writeJobs(dir, problems);
  const ran = await compileErrors("run", run(binary, [path.join(dir, "jobs.txt")], { timeout: RUN_TIMEOUT_MS }));
  return [...(ran ? [ran] : []), ...compareAll("go", jobs)];
}

const RUNNERS: Record<RemoteLanguage, (dir: string, problems: SeedProblem[]) => Promise<string[]>> = { java: runJava, cpp: runCpp, go: runGo };

/** Builds and runs every given problem's reference solution in `language` on all its tests. */
export async function checkReferenceSolutions(language: RemoteLanguage, all: SeedProblem[]): Promise<LanguageReport> {
  const problems = all.filter((p) => p.solutions[language]?.trim());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `codelift-refs-${language}-`));
  try {
    const failures = problems.length ? await RUNNERS[language](dir, problems) : [];
    const tests = problems.reduce((n, p) => n + p.visibleTests.length + p.hiddenTests.length, 0);
    return { problems: problems.length, tests, failures };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Hands-on sandbox benchmark: start time of a sandbox (bubblewrap, limits, workspace seeded with a
// small project, running `true`) as p50/p95 over RUNS, and memory per live workspace while
// CONCURRENT sandboxes sit idle (a shell, and a Python interpreter), with how many such workspaces
// the machine's available memory holds; then the same for the project terminal (time to the first
// prompt, memory per open idle terminal). Memory is the proportional set size (PSS: shared pages
// split between their users) of every process the sandboxes run, read from /proc, so other work on
// the machine does not change it; timings do depend on how busy the machine is (the load is printed).
//   npm run bench:sandbox          (RUNS=40 CONCURRENT=16 to change the samples)
import fs from "node:fs";

const RUNS = Number(process.env.RUNS ?? 40);
const CONCURRENT = Number(process.env.CONCURRENT ?? 16);
process.env.SANDBOX_CONCURRENCY = String(CONCURRENT + 2);
const { runInSandbox } = await import("../app/services/sandbox/sandbox.server");

const files = { "main.py": "print('hello')\n", "tests/test_main.py": "assert True\n", "README.md": "# project\n" };

function memAvailableKb(): number {
  const m = /MemAvailable:\s+(\d+)/.exec(fs.readFileSync("/proc/meminfo", "utf8"));
  return Number(m?.[1] ?? 0);
}
/** PSS in kB of every process below this one (the sandboxes' whole chains: setpriv, prlimit, bwrap, what runs inside). */
function descendantsPssKb(): { kb: number; processes: number } {
  const parent = new Map<number, number>();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      // the fields after the command's name (which may hold spaces) in parentheses: state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parent.set(Number(name), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const below = (pid: number) => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  let kb = 0;
  let processes = 0;
  for (const pid of parent.keys()) {
    if (!below(pid)) continue;
    try {
      const m = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
      kb += Number(m?.[1] ?? 0);
      processes++;
    } catch {
      // gone meanwhile
    }
  }
  return { kb, processes };
}
function report(label: string, count: number, pss: { kb: number; processes: number }): void {
  const perKb = Math.max(1, pss.kb / count);
  const available = memAvailableKb();
  console.log(
    `${label}: ${count} at once (${pss.processes} processes), ${(perKb / 1024).toFixed(1)} MiB each (PSS); the ${(available / 1024).toFixed(0)} MiB available hold ~${Math.floor(available / perKb)} of them`,
  );
}
console.log(
  `load average ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")} on ${(await import("node:os")).availableParallelism()} cores`,
);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

const starts: number[] = [];
await runInSandbox(files, "true");
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const r = await runInSandbox(files, "true");
  if (r.exitCode !== 0) throw new Error(`sandbox failed: ${r.stderr}`);
  starts.push(performance.now() - t0);
}
console.log(`sandbox start (seed, limits, namespaces, run \`true\`, tear down) over ${RUNS} runs:`);
console.log(`  p50 ${pct(starts, 50).toFixed(1)} ms   p95 ${pct(starts, 95).toFixed(1)} ms   (target p50 < 150 ms)`);

async function perWorkspace(label: string, command: string): Promise<void> {
  const runs = Array.from({ length: CONCURRENT }, () => runInSandbox(files, command, { timeoutMs: 30_000 }));
  await new Promise((r) => setTimeout(r, 2500));
  const pss = descendantsPssKb();
  await Promise.all(runs);
  report(label, CONCURRENT, pss);
}
await perWorkspace("idle shell workspace", "sleep 4");
await perWorkspace("idle Python workspace", "python3 -c 'import time; time.sleep(4)'");

// The project terminal: time from opening a terminal to its first prompt, and memory per open
// (idle) terminal, the same way as above.
const { openSandboxTerminal } = await import("../app/services/sandbox/terminal.server");
type Shell = ReturnType<typeof openSandboxTerminal>;
function untilPrompt(shell: Shell): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`no prompt: ${seen}`)), 20_000);
    shell.onData((d) => {
      seen += d;
      if (/\$ $/.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}
const terminalStarts: number[] = [];
for (let i = 0; i < Math.min(RUNS, 20); i++) {
  const t0 = performance.now();
  const shell = openSandboxTerminal(files);
  await untilPrompt(shell);
  terminalStarts.push(performance.now() - t0);
  shell.close();
}
console.log(`terminal start (sandbox and an interactive bash, to its first prompt) over ${terminalStarts.length} runs:`);
console.log(`  p50 ${pct(terminalStarts, 50).toFixed(1)} ms   p95 ${pct(terminalStarts, 95).toFixed(1)} ms`);
{
  await new Promise((r) => setTimeout(r, 2500));
  const shells = Array.from({ length: CONCURRENT }, () => openSandboxTerminal(files));
  await Promise.all(shells.map(untilPrompt));
  await new Promise((r) => setTimeout(r, 1500));
  const pss = descendantsPssKb();
  for (const s of shells) s.close();
  report("open terminal (idle interactive bash)", CONCURRENT, pss);
}
process.exit(0);

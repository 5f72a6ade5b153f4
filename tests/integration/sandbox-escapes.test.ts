// The escape catalogue of the hands-on sandbox: attempts to reach the network, host files, another
// learner's workspace, the database file, the server's environment, to exhaust processes, disk and
// memory, and to use /proc and /sys. Each runs in the real sandbox (bubblewrap); each must fail,
// and afterwards the canaries on the host are untouched and a normal run still works.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInSandbox, sandboxAvailable, type SandboxResult } from "~/services/sandbox/sandbox.server";

const SECRET = `secret-${crypto.randomUUID()}`;
let hostDir = "";
let otherWorkspace = "";
let dbFile = "";
let listener: net.Server;
let port = 0;
let hits = 0;

beforeAll(async () => {
  expect(sandboxAvailable(), "bubblewrap, setpriv and prlimit must be installed (apt-get install bubblewrap)").toBe(true);
  process.env.CODELIFT_TEST_SECRET = SECRET;
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-escape-"));
  fs.chmodSync(hostDir, 0o777);
  otherWorkspace = path.join(hostDir, "learner-2", "python-cli");
  fs.mkdirSync(otherWorkspace, { recursive: true });
  fs.writeFileSync(path.join(otherWorkspace, "main.py"), `# ${SECRET}\n`, { mode: 0o666 });
  dbFile = path.join(hostDir, "codelift.sqlite");
  fs.writeFileSync(dbFile, `SQLite format 3 ${SECRET}`, { mode: 0o666 });
  listener = net.createServer((s) => {
    hits++;
    s.end("hello");
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  port = (listener.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  fs.rmSync(hostDir, { recursive: true, force: true });
});

const run = (command: string, limits = {}) => runInSandbox({ "main.py": "print('mine')\n" }, command, { timeoutMs: 8000, ...limits });
const said = (r: SandboxResult) => `${r.stdout}\n${r.stderr}`;

describe("the sandbox escape catalogue", () => {
  it("has no network: no loopback connection to the host, no DNS, no outside address", async () => {
    const r = await run(
      `python3 - <<'PY'
import socket
for host in ["127.0.0.1", "10.0.2.2", "1.1.1.1"]:
    try:
        s = socket.create_connection((host, ${port}), timeout=1); print("CONNECTED", host)
    except Exception as e:
        print("blocked", host, type(e).__name__)
try:
    socket.getaddrinfo("example.com", 80); print("RESOLVED")
except Exception as e:
    print("no dns", type(e).__name__)
PY
ls /sys/class/net 2>&1; cat /proc/net/dev | tail -n +3`,
    );
    expect(r.stdout).toContain("blocked 127.0.0.1");
    expect(r.stdout).not.toContain("CONNECTED");
    expect(r.stdout).not.toContain("RESOLVED");
    expect(r.stdout).not.toMatch(/eth0|ens\d/);
    expect(hits).toBe(0);
  });

  it("cannot read host files: /etc/shadow, the host's /etc/passwd, the project's source", async () => {
    const project = path.resolve("package.json");
    const r = await run(`cat /etc/shadow; cat ${project}; ls /root /home /work; cat /etc/passwd; echo done`);
    expect(r.stdout).not.toContain('"name": "codelift"');
    expect(r.stdout).not.toMatch(/^root:/m);
    expect(r.stdout).toContain("learner:x:1000");
    expect(r.stderr).toMatch(/No such file or directory/);
  });

  it("cannot reach another learner's workspace or the database file, even by their host paths", async () => {
    const r = await run(
      `cat ${otherWorkspace}/main.py; echo x > ${otherWorkspace}/main.py; cat ${dbFile}; echo x >> ${dbFile}; ls ${hostDir}; find / -name 'codelift*.sqlite' 2>/dev/null; echo done`,
    );
    expect(said(r)).not.toContain(SECRET);
    expect(r.stdout).toContain("done");
    expect(fs.readFileSync(path.join(otherWorkspace, "main.py"), "utf8")).toBe(`# ${SECRET}\n`);
    expect(fs.readFileSync(dbFile, "utf8")).toBe(`SQLite format 3 ${SECRET}`);
  });

  it("sees none of the server's environment (secrets included)", async () => {
    const r = await run("env; cat /proc/1/environ | tr '\\0' '\\n'; cat /proc/self/environ | tr '\\0' '\\n'");
    expect(said(r)).not.toContain(SECRET);
    expect(r.stdout).not.toMatch(/DATABASE_URL|SESSION_SECRET|STRIPE/);
    expect(r.stdout).toContain("HOME=/workspace");
  });

  it("cannot write the system folders, and the workspace change is thrown away after the run", async () => {
    const r = await run("touch /usr/bin/evil; echo x > /etc/evil; echo changed > main.py; cat main.py");
    expect(r.stderr).toMatch(/Read-only file system|Permission denied/);
    expect(r.stdout).toContain("changed");
    expect(fs.existsSync("/usr/bin/evil")).toBe(false);
    const again = await run("cat main.py");
    expect(again.stdout).toBe("print('mine')\n");
  });

  it("contains a fork bomb: the process limit stops it and the sandbox ends", async () => {
    const r = await run(":(){ :|:& };: ; sleep 2; echo after", { timeoutMs: 6000 });
    expect(r.stderr).toMatch(/fork|Resource temporarily unavailable/);
    const after = await run("ps -e --no-headers | wc -l");
    expect(Number(after.stdout.trim())).toBeLessThan(10);
    // nothing of the bomb is left on the host: no process runs as a sandbox user
    const leftovers = fs
      .readdirSync("/proc")
      .filter((p) => /^\d+$/.test(p))
      .filter((p) => {
        try {
          return /bash/.test(fs.readFileSync(`/proc/${p}/cmdline`, "utf8")) && fs.statSync(`/proc/${p}`).uid >= 300_000;
        } catch {
          return false;
        }
      });
    expect(leftovers).toEqual([]);
  });

  it("contains disk filling: the workspace and /tmp are small, a file cannot grow past the file-size limit", async () => {
    const r = await run(
      "(head -c 100000000 /dev/zero > big) 2>&1; ls -l big; for i in 1 2 3 4 5 6; do head -c 15000000 /dev/zero > /tmp/f$i || echo FULL $i; done; echo end",
    );
    // one file stops at the file-size limit (16 MiB), many files at the size of the tmpfs (64 MiB)
    expect(r.stdout).toMatch(/ 16777216 .* big/);
    expect(said(r)).toMatch(/No space left on device/);
    expect(r.stdout).toMatch(/FULL 5/);
    const host = fs.statfsSync(os.tmpdir());
    expect(host.bavail).toBeGreaterThan(0);
  });

  it("contains memory: an allocation past the address-space limit fails", async () => {
    const r = await run("python3 -c \"x = bytearray(2 * 1024 * 1024 * 1024); print('ALLOCATED')\"");
    expect(r.stdout).not.toContain("ALLOCATED");
    expect(r.stderr).toMatch(/MemoryError/);
  });

  it("is killed with everything it started when its time is up", async () => {
    const r = await run("(sleep 100 &) ; while true; do :; done", { timeoutMs: 1500 });
    expect(r.timedOut).toBe(true);
    expect(r.durationMs).toBeLessThan(5000);
  });

  it("stops CPU burners at the CPU-time limit", async () => {
    const r = await run("python3 -c 'while True: pass'", { timeoutMs: 10_000, cpuSeconds: 1 });
    expect(r.timedOut).toBe(false);
    expect(r.exitCode).not.toBe(0);
  });

  it("/proc shows only the sandbox's processes, /sys is absent, and kernel settings cannot be changed", async () => {
    const r = await run(
      `ls /proc | grep -E '^[0-9]+$' | wc -l; ls /sys 2>&1; echo -1000 > /proc/self/oom_score_adj; echo 3 > /proc/sys/vm/drop_caches; cat /proc/${process.pid}/cmdline 2>&1; mount -t tmpfs x /tmp 2>&1; unshare -r true 2>&1; echo end`,
    );
    const [count] = r.stdout.trim().split("\n");
    expect(Number(count)).toBeLessThan(10);
    expect(said(r)).toMatch(/ls: cannot access '\/sys'/);
    expect(r.stderr).toMatch(/drop_caches: (Permission denied|Read-only file system)/);
    expect(r.stderr).toMatch(/write error: Permission denied/);
    expect(said(r)).toMatch(/must be superuser to use mount/);
    expect(said(r)).not.toContain("vitest");
  });

  it("is not root, even inside, and has no capabilities", async () => {
    const r = await run("id -u; grep CapEff /proc/self/status; chown root main.py 2>&1; echo end");
    expect(r.stdout).toMatch(/^1000$/m);
    expect(r.stdout).toMatch(/CapEff:\s+0000000000000000/);
    expect(said(r)).toMatch(/Operation not permitted|invalid user/);
  });

  it("still runs a normal program after every attempt", async () => {
    const r = await run("python3 main.py");
    expect(r.stdout).toBe("mine\n");
    expect(r.exitCode).toBe(0);
  });
});

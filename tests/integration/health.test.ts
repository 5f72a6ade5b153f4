// The probes a load balancer or an orchestrator polls on the real server: /healthz (the process is
// up) and /readyz (the database answers). And a DATABASE_URL naming PostgreSQL, which this version
// migrates but does not serve from yet, stops the start with one clear line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, serverCommand, startServer, type TestServer } from "./helpers/server";

describe("health probes", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.stop());

  it("/healthz answers 200 while the process is up, never from a cache", async () => {
    const res = await fetch(`${server.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers 200 when the database answers SELECT 1", async () => {
    const res = await fetch(`${server.baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ready" });
  });

  it("take no other method: a POST is not a probe", async () => {
    const res = await fetch(`${server.baseUrl}/healthz`, { method: "POST" });
    expect(res.status).not.toBe(200);
  });
});

describe("DATABASE_URL naming a PostgreSQL that does not answer", () => {
  /** Starts the built server in an empty folder with these variables; what it printed and how it ended. */
  function startIn(vars: Record<string, string>) {
    ensureBuild();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-pgurl-"));
    try {
      const { command, args } = serverCommand();
      const { SESSION_SECRET: _unset, ...inherited } = process.env;
      const r = spawnSync(command, args, {
        cwd: dir,
        env: { ...inherited, PORT: "0", HOST: "127.0.0.1", WEB_CONCURRENCY: "1", ...vars },
        encoding: "utf8",
        timeout: 60_000,
      });
      return { status: r.status, lines: r.stderr.trim().split("\n"), stderr: r.stderr, made: fs.readdirSync(dir) };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it("stops the server with one line naming DATABASE_URL (no password), a non-zero exit and no file made", () => {
    const r = startIn({ DATABASE_URL: "postgresql://app:pw@127.0.0.1:1/codelift", SESSION_SECRET: "a-shared-session-secret-0123456789" });
    expect(r.status).not.toBe(0);
    expect(r.status).not.toBeNull();
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toContain("cannot be reached");
    expect(r.lines[0]).toContain("DATABASE_URL");
    expect(r.stderr).not.toContain("pw@");
    expect(r.made).toEqual([]);
  });

  it("refuses PostgreSQL without SESSION_SECRET (machines must sign sessions alike), before touching the database", () => {
    const r = startIn({ DATABASE_URL: "postgresql://app:pw@127.0.0.1:1/codelift" });
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([expect.stringContaining("SESSION_SECRET must be set")]);
    expect(r.stderr).not.toContain("cannot be reached");
    expect(r.made).toEqual([]);
  });
});

// Configuration edges of the real server: HTTPS origins get Secure cookies, bad settings stop
// the start with a clear message.
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, type TestServer } from "./helpers/server";

describe("served behind HTTPS (APP_ORIGIN=https://…)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ APP_ORIGIN: "https://learn.codelift.example" });
  });
  afterAll(async () => server?.stop());

  it("marks the session and theme cookies Secure", async () => {
    const c = server.client();
    const login = await c.postJson("/api/user/login", { email: "free@codelift.test", password: "learn-free-2026" });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().find((h) => h.startsWith("__session="))).toMatch(/;\s*Secure/i);
    const theme = await c.postJson("/api/userdata/darkmode", { frontend_theme: "dark" });
    expect(theme.headers.getSetCookie().find((h) => h.startsWith("theme="))).toMatch(/;\s*Secure/i);
  });
});

describe("invalid configuration", () => {
  it("stops the server at start with a message naming the setting", () => {
    ensureBuild();
    const root = path.resolve(import.meta.dirname, "../..");
    const r = spawnSync(process.execPath, ["--import", "tsx", "server.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "0", DATABASE_URL: path.join(os.tmpdir(), `codelift-badcfg-${process.pid}.db`), COACH_FREE_SUBMISSIONS: "-3" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("COACH_FREE_SUBMISSIONS");
    expect(r.stdout).not.toContain("listening");
  });
});

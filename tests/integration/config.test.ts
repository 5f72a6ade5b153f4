// Configuration edges of the real server: HTTPS origins get Secure cookies, bad settings stop
// the start with a clear message.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, serverCommand, startServer, type TestServer } from "./helpers/server";

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

  it("names APP_ORIGIN in canonical URLs, the sitemap and robots.txt when PUBLIC_ORIGIN is not set", async () => {
    const c = server.client();
    expect(await (await c.get("/robots.txt")).text()).toContain("Sitemap: https://learn.codelift.example/sitemap.xml");
    expect(await (await c.get("/sitemap.xml")).text()).toContain("<loc>https://learn.codelift.example/upskill</loc>");
    expect(await (await c.get("/upskill", { Accept: "text/html" })).text()).toContain(
      '<link rel="canonical" href="https://learn.codelift.example/upskill"/>',
    );
  });
});

/** Starts the built server with `env` and returns how it ended (it is expected to stop at once). */
function startAndStop(env: Record<string, string>) {
  ensureBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-badcfg-"));
  try {
    const { command, args, cwd } = serverCommand();
    const r = spawnSync(command, args, {
      cwd,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATABASE_URL: path.join(dir, "codelift.db"), ...env },
      encoding: "utf8",
      timeout: 60_000,
    });
    // Nothing is opened or written before the configuration is valid.
    return { ...r, files: fs.readdirSync(dir) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("invalid configuration", () => {
  it.each([
    ["COACH_FREE_SUBMISSIONS", "-3", "COACH_FREE_SUBMISSIONS"],
    ["PORT", "eighty", "PORT: must be a port number from 0 to 65535"],
    ["PORT", "65536", "PORT: must be a port number from 0 to 65535"],
    ["PORT", "3000.5", "PORT: must be a port number from 0 to 65535"],
    ["HOST", "not a host!", "HOST: must be a host name or an IP address"],
    // Before, a malformed grading-service URL silently turned remote grading off.
    ["JUDGE_URL", "not-a-url", "JUDGE_URL: must be an http:// or https:// URL of a Judge0-compatible grading service"],
    ["PUBLIC_ORIGIN", "codelift.dev", "PUBLIC_ORIGIN: must be an http:// or https:// origin such as https://codelift.dev"],
    ["PUBLIC_ORIGIN", "https://codelift.dev/learn", "PUBLIC_ORIGIN: must be an http:// or https:// origin such as https://codelift.dev (no path)"],
  ])("%s=%s stops the server at start with a message naming the setting", (name, value, message) => {
    const r = startAndStop({ [name]: value });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("Invalid configuration");
    expect(r.stderr).toContain(message);
    expect(r.stdout).not.toContain("listening");
    expect(r.files).toEqual([]);
  });

  it("Stripe's secret key without STRIPE_PUBLISHABLE_KEY stops the start (no new card could be taken), naming the variable", () => {
    const r = startAndStop({ STRIPE_SECRET_KEY: "sk_test_nopublishable", STRIPE_WEBHOOK_SECRET: "whsec_nopublishable", STRIPE_PUBLISHABLE_KEY: "" });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("Invalid configuration");
    expect(r.stderr).toContain("STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY (pk_test_… or pk_live_…)");
    expect(r.stderr + r.stdout).not.toContain("sk_test_nopublishable");
    expect(r.stdout).not.toContain("listening");
    expect(r.files).toEqual([]);
  });
});

describe("PORT and HOST", () => {
  let server: TestServer | undefined;
  afterAll(async () => server?.stop());

  it("listens on the PORT and HOST it is given", async () => {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = net.createServer();
      probe.once("error", reject);
      probe.listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    server = await startServer({ PORT: String(port), HOST: "127.0.0.1" });
    expect(server.baseUrl).toBe(`http://127.0.0.1:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}/explore`)).status).toBe(200);
  });
});

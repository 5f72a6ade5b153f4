// Mailed links take their origin from configuration only. The server runs as on a developer's
// machine (no APP_ORIGIN: the default http://localhost:<PORT>), and every mail a request can
// trigger is asked for with a poisoned Host and X-Forwarded-Host: the outbox must name neither.
// In production (NODE_ENV=production) the server does not start without APP_ORIGIN.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, serverCommand, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let port: string;
const EVIL = "evil.example";

beforeAll(async () => {
  // APP_ORIGIN "" leaves it unset: the development default applies.
  server = await startServer({ NODE_ENV: "development", APP_ORIGIN: "", TRUST_PROXY: "1" });
  port = new URL(server.baseUrl).port;
}, 120_000);
afterAll(async () => server?.stop());

/** A request as an attacker sends it: Host and X-Forwarded-Host name another site. */
function poisoned(pathname: string, body: string, contentType: string, cookies?: Client): Promise<number> {
  const headers: Record<string, string> = {
    Host: EVIL,
    "X-Forwarded-Host": EVIL,
    "X-Forwarded-Proto": "https",
    "Content-Type": contentType,
    "Content-Length": String(Buffer.byteLength(body)),
  };
  if (cookies?.cookies.size) headers.Cookie = [...cookies.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: Number(port), path: pathname, method: "POST", headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
}
const json = (pathname: string, value: unknown, c?: Client) => poisoned(pathname, JSON.stringify(value), "application/json", c);
const form = (pathname: string, fields: Record<string, string>, c?: Client) =>
  poisoned(pathname, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", c);

const mailsTo = (to: string) =>
  server.db.prepare("SELECT kind, body_text AS text FROM outbox WHERE to_address = ? ORDER BY id").all(to) as { kind: string; text: string }[];

describe("mailed links under a poisoned Host header", () => {
  it("every kind of mail names the configured origin, never the Host or X-Forwarded-Host of the request", async () => {
    const origin = `http://localhost:${port}`;
    const sent: [string, string][] = [];

    // Sign-up (verification), forgot password (reset), resend verification, e-mail capture (sign-up link).
    expect(await json("/api/user/signup", { full_name: "Poison Target", email: "poison-signup@example.com", password: "poison-pass-2026" })).toBe(
      201,
    );
    sent.push(["poison-signup@example.com", "verify"]);
    await signUpVerified(server, { email: "poison-reset@example.com" });
    expect(await json("/api/user/forgot-password", { email: "poison-reset@example.com" })).toBe(200);
    sent.push(["poison-reset@example.com", "reset"]);
    expect(await json("/api/signup", { email: "poison-capture@example.com" })).toBe(200);
    sent.push(["poison-capture@example.com", "signup-link"]);

    // E-mail change, from the account page.
    const { client: learner, password } = await signUpVerified(server, { email: "poison-change@example.com" });
    expect(await form("/account", { intent: "email", new_email: "poison-new@example.com", password }, learner)).toBe(302);
    sent.push(["poison-new@example.com", "email-change"]);

    // Student verification.
    expect(await form("/github-students", { student_email: "poison@mit.edu" }, learner)).toBe(302);
    sent.push(["poison@mit.edu", "student-verify"]);

    // Team trial.
    expect([200, 302]).toContain(await form("/enterprise", { company_name: "Poison Corp", email: "poison-trial@example.com" }));
    sent.push(["poison-trial@example.com", ""]);

    // Invitation to an organization, by its admin.
    const owner = server.client();
    expect((await owner.postJson("/api/user/login", { email: "owner@acme.test", password: "acme-owner-2026" })).status).toBe(200);
    const acme = (server.db.prepare("SELECT id FROM organizations WHERE slug = 'acme-team'").get() as { id: number }).id;
    expect([200, 302]).toContain(
      await form(`/enterprise-dashboard/${acme}`, { intent: "invite", email: "poison-invitee@example.com", role: "Member" }, owner),
    );
    sent.push(["poison-invitee@example.com", "org-invite"]);

    for (const [to, kind] of sent) {
      const mails = mailsTo(to).filter((m) => !kind || m.kind === kind);
      expect(mails.length, `a ${kind || "trial"} mail to ${to}`).toBeGreaterThan(0);
      for (const m of mails) {
        expect(m.text, `${m.kind} to ${to}`).not.toContain(EVIL);
        const links = m.text.match(/https?:\/\/[^\s/]+/g) ?? [];
        expect(links.length, `${m.kind} to ${to} has a link`).toBeGreaterThan(0);
        for (const link of links) expect(link, `${m.kind} to ${to}`).toBe(origin);
      }
    }
    expect((server.db.prepare("SELECT count(*) n FROM outbox WHERE body_text LIKE ?").get(`%${EVIL}%`) as { n: number }).n).toBe(0);
  });
});

describe("production without APP_ORIGIN", () => {
  it("refuses to start, with one line naming APP_ORIGIN and a non-zero exit", () => {
    ensureBuild();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-origin-"));
    try {
      const { command, args, cwd } = serverCommand();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_URL: path.join(dir, "codelift.db"),
        NODE_ENV: "production",
        WEB_CONCURRENCY: "1",
      };
      delete env.APP_ORIGIN;
      const r = spawnSync(command, args, { cwd, env, encoding: "utf8", timeout: 30_000 });
      expect(r.status).toBe(1);
      expect(r.stderr.trim()).toBe(
        "APP_ORIGIN must be set when NODE_ENV=production: it is the origin of every mailed link (for example APP_ORIGIN=https://codelift.dev)",
      );
      expect(r.stdout).not.toContain("listening");
      // Nothing is opened or written before the configuration is valid.
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("starts with it, and its links name it", async () => {
    const prod = await startServer({ APP_ORIGIN: "https://learn.codelift.example" });
    try {
      const c = prod.client();
      expect(
        (await c.postJson("/api/user/signup", { full_name: "Origin Learner", email: "origin@example.com", password: "origin-pass-2026" })).status,
      ).toBe(201);
      const mail = prod.db.prepare("SELECT body_text AS text FROM outbox WHERE to_address = ?").get("origin@example.com") as { text: string };
      expect(mail.text).toMatch(/https:\/\/learn\.codelift\.example\/verify\/[\w-]+/);
    } finally {
      await prod.stop();
    }
  });
});

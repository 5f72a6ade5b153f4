// Staff access (docs/product/accounts.md#staff): staff are verified addresses of the staff domain,
// everywhere (outbox page, user info, paid content, grading); the outbox masks other people's
// links in production and records every view; with SMTP_URL set mail goes out over real SMTP
// (a loopback smtp-server) and the outbox page does not exist.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCatalogFixtures } from "./catalog.fixtures";
import { ensureBuild, latestMailToken, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { visibleText } from "./helpers/html";

const text = (html: string) => visibleText(html).trim();

const PAYWALL = "This content is not included in your subscription.";
const LOCKED_LESSON = "/coursesv3/zebrafish-paid-patterns/locked";
const PREMIUM_REFUSAL = "Graded submissions are part of Codelift Premium. Upgrade to get your code graded and your next problem chosen for you.";
const MASK_NOTICE = "Links and codes in mail to other people are hidden (•••); only your own mail shows them.";
const OUTBOX_DATA = "/staff/outbox?_data=routes%2Fstaff.outbox";

async function signUp(server: TestServer, email: string): Promise<Client> {
  const c = server.client();
  const res = await c.postJson("/api/user/signup", { full_name: "Mallory Staffish", email, password: "not-really-staff" });
  expect(res.status).toBe(201);
  return c;
}

const row = <T>(server: TestServer, sql: string, ...args: unknown[]) => server.db.prepare(sql).get(...args) as T;
const userId = (server: TestServer, email: string) => row<{ id: number }>(server, "SELECT id FROM users WHERE email = ?", email).id;
const auditRows = (server: TestServer, actor: number) =>
  server.db.prepare("SELECT * FROM staff_audit_log WHERE actor_user_id = ? ORDER BY id").all(actor) as {
    action: string;
    detail: string;
    created_at: string;
  }[];

describe("with mail kept in the outbox (no SMTP_URL, production mode)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    insertCatalogFixtures(server.db);
    const res = await server.client().get("/no-such-page-anywhere");
    expect(res.status).toBe(404);
    expect(text(await res.text())).toContain("Page not found");
  });
  afterAll(async () => server?.stop());

  /** The answer of an unknown page to the same viewer (the header names who is logged in): same status, same visible page. */
  async function expectNotFound(c: Client, path: string) {
    const res = await c.get(path);
    expect(res.status, path).toBe(404);
    const unknown = await c.get("/no-such-page-anywhere");
    expect(text(await res.text()), path).toBe(text(await unknown.text()));
  }

  /** Code that solves the first coach problem, to ask for a graded submission. */
  function firstProblem() {
    return row<{ author_id: number; collection_id: number; page_id: number; solutions: string }>(
      server,
      `SELECT m.author_id, m.collection_id, p.page_id, pr.solutions FROM coach_pages p
       JOIN coach_modules m ON m.id = p.module_id JOIN coach_problems pr ON pr.page_id = p.id
       WHERE m.slug = 'two-pointers' ORDER BY p.position LIMIT 1`,
    );
  }
  async function submit(c: Client) {
    const p = firstProblem();
    const code = (JSON.parse(p.solutions) as { javascript: string }).javascript;
    return c.postJson("/api/ctw/submission/save/v2", {
      author_id: String(p.author_id),
      work_id: String(p.collection_id),
      page_id: String(p.page_id),
      language: "javascript",
      code,
      user_time_spent: "30",
    });
  }

  it("a visitor gets the not-found page, not a login redirect", async () => {
    await expectNotFound(server.client(), "/staff/outbox");
  });

  it("an unverified sign-up at the staff domain is not staff anywhere, and cannot read a victim's reset link", async () => {
    const victim = await signUpVerified(server, { email: "victim@example.com" });
    const mallory = await signUp(server, "m@codelift.dev");
    const malloryId = userId(server, "m@codelift.dev");
    expect(row<{ verified: number }>(server, "SELECT verified FROM users WHERE id = ?", malloryId).verified).toBe(0);

    // The takeover this guards against: ask a reset for the victim, then read it in the outbox.
    const reset = await mallory.postJson("/api/user/forgot-password", { email: "victim@example.com" });
    expect(reset.status).toBe(200);
    await expectNotFound(mallory, "/staff/outbox");
    expect((await mallory.get(OUTBOX_DATA)).status).toBe(404);

    const info = await mallory.get("/api/user/info");
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ email: "m@codelift.dev", verified: false, is_internal: false });

    // Paid content: refused exactly as for a free learner.
    const html = await (await mallory.get(LOCKED_LESSON)).text();
    expect(text(html)).toContain(PAYWALL);
    expect(html).not.toContain('class="lesson-body"');

    // Grading: no staff allowance.
    const graded = await submit(mallory);
    expect(graded.status).toBe(403);
    expect(await graded.json()).toEqual({ errorText: PREMIUM_REFUSAL, upgrade_url: "/unlimited" });
    expect(row<{ n: number }>(server, "SELECT count(*) n FROM coach_submissions WHERE user_id = ?", malloryId).n).toBe(0);

    expect(auditRows(server, malloryId)).toEqual([]);
    // The victim's account is untouched: the old password still signs in.
    const login = await server.client().postJson("/api/user/login", { email: "victim@example.com", password: victim.password });
    expect(login.status).toBe(200);
  });

  it("once the staff address is verified, it is staff: outbox, is_internal, paid content, grading", async () => {
    const c = await signUp(server, "newhire@codelift.dev");
    const token = latestMailToken(server, "newhire@codelift.dev", "verify");
    expect((await c.postJson("/api/user/verify", { verify_token: token })).status).toBe(200);

    expect((await c.get("/staff/outbox")).status).toBe(200);
    expect(await (await c.get("/api/user/info")).json()).toMatchObject({ email: "newhire@codelift.dev", verified: true, is_internal: true });
    const html = await (await c.get(LOCKED_LESSON)).text();
    expect(html).toContain('class="lesson-body"');
    expect(text(html)).not.toContain(PAYWALL);
    const graded = await submit(c);
    expect(graded.status).toBe(200);
    expect((await graded.json()).status).toBe("Correct");
  });

  it.each(["x@evil.codelift.dev", "codelift.dev@evil.com", "x@codelift.dev.evil.com", "x@notcodelift.dev"])(
    "a verified lookalike address %s is never staff",
    async (email) => {
      const { client } = await signUpVerified(server, { email });
      await expectNotFound(client, "/staff/outbox");
      expect(await (await client.get("/api/user/info")).json()).toMatchObject({ email, verified: true, is_internal: false });
      const html = await (await client.get(LOCKED_LESSON)).text();
      expect(text(html)).toContain(PAYWALL);
      expect(auditRows(server, userId(server, email))).toEqual([]);
    },
  );

  it("masks other people's links in production, shows the viewer's own, and records every view", async () => {
    await signUpVerified(server, { email: "target@example.com" });
    const staff = await signUpVerified(server, { email: "reader@codelift.dev" });
    const staffId = userId(server, "reader@codelift.dev");
    expect((await server.client().postJson("/api/user/forgot-password", { email: "target@example.com" })).status).toBe(200);
    expect((await server.client().postJson("/api/user/forgot-password", { email: "reader@codelift.dev" })).status).toBe(200);
    const targetReset = latestMailToken(server, "target@example.com", "reset");
    const targetVerify = latestMailToken(server, "target@example.com", "verify");
    const ownReset = latestMailToken(server, "reader@codelift.dev", "reset");

    const res = await staff.client.get("/staff/outbox");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    const page = text(html);
    expect(page).toContain(MASK_NOTICE);
    expect(html).toContain(`/reset-password/${ownReset}`);
    expect(html).not.toContain(targetReset);
    expect(html).not.toContain(targetVerify);
    expect(page).toContain("/reset-password/•••");
    expect(page).toContain("/verify/•••");

    // The loader's JSON (client navigations) is masked the same way.
    const data = await (await staff.client.get(OUTBOX_DATA)).json();
    const target = data.mails.filter((m: { to: string }) => m.to === "target@example.com");
    expect(target.map((m: { subject: string }) => m.subject).sort()).toEqual(["Reset your Codelift password", "Verify your Codelift account"]);
    for (const m of target) {
      expect(m.masked).toBe(true);
      expect(m.text).toMatch(/\/(reset-password|verify)\/•••\n/);
    }
    const own = data.mails.find(
      (m: { to: string; subject: string }) => m.to === "reader@codelift.dev" && m.subject === "Reset your Codelift password",
    );
    expect(own).toMatchObject({ masked: false });
    expect(own.text).toContain(`/reset-password/${ownReset}`);

    // Two views, two audit rows: who, when and how many mails were shown.
    const kept = row<{ n: number }>(server, "SELECT count(*) n FROM outbox WHERE status = 'kept'").n;
    const rows = auditRows(server, staffId);
    expect(rows.map((r) => r.action)).toEqual(["outbox.view", "outbox.view"]);
    for (const r of rows) {
      expect(r.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Date.now() - Date.parse(r.created_at)).toBeLessThan(60_000);
      const detail = JSON.parse(r.detail);
      expect(detail).toMatchObject({ actor_email: "reader@codelift.dev", mails_shown: Math.min(kept, 100) });
      expect(detail.masked).toBeGreaterThanOrEqual(2);
    }

    // The victim's token still works for its owner: masking hid it, it did not spend it.
    const reset = await server.client().postJson("/api/user/reset-password", {
      reset_token: targetReset,
      new_password: "brand-new-password-1",
      new_password_confirm: "brand-new-password-1",
    });
    expect(reset.status).toBe(200);
  });

  it("the seeded staff account reads the outbox", async () => {
    const c = server.client();
    expect((await c.postJson("/api/user/login", { email: "staff@codelift.dev", password: "staff-codelift-2026" })).status).toBe(200);
    const res = await c.get("/staff/outbox");
    expect(res.status).toBe(200);
    expect(text(await res.text())).toContain("Verify your Codelift account");
    expect(auditRows(server, userId(server, "staff@codelift.dev"))).toHaveLength(1);
  });
});

type Received = { from: string; to: string[]; user: unknown; raw: string };

/** Headers (lower-cased names) and decoded text body of a single-part message. */
function parseMessage(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  const headerLines = raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n");
  const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
  let body = raw.slice(split + 4);
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable")
    body = Buffer.from(
      body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  return { headers, body: body.replace(/\r\n/g, "\n") };
}

describe("with SMTP_URL set", () => {
  let server: TestServer;
  let smtp: SMTPServer;
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      // Plain loopback SMTP with login, as a relay on a private network would be.
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authMethods: ["PLAIN", "LOGIN"],
      logger: false,
      onAuth(auth, _session, cb) {
        if (auth.username === "mailer" && auth.password === "s3cret-pass") cb(null, { user: "mailer" });
        else cb(new Error("Invalid username or password"));
      },
      onRcptTo(address: SMTPServerAddress, _session, cb) {
        if (address.address === "bounce@example.com") cb(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        else cb();
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user,
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startServer({ SMTP_URL: `smtp://mailer:s3cret-pass@127.0.0.1:${port}`, MAIL_FROM: "Codelift <mail@codelift.test>" });
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it("sends the verification mail over SMTP with a working link, and keeps only a masked log", async () => {
    const c = await signUp(server, "smtp-learner@example.com");
    const mails = received.filter((m) => m.to.includes("smtp-learner@example.com"));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toEqual(["smtp-learner@example.com"]);
    expect(mail.from).toBe("mail@codelift.test");
    expect(mail.user).toBe("mailer");
    const { headers, body } = parseMessage(mail.raw);
    expect(headers.subject).toBe("Verify your Codelift account");
    expect(headers.to).toBe("smtp-learner@example.com");
    expect(headers.from).toBe("Codelift <mail@codelift.test>");
    const link = body.match(/(http:\/\/127\.0\.0\.1:\d+)\/verify\/([\w-]{20,})\n/);
    expect(link?.[1]).toBe(server.baseUrl);

    // The outbox keeps a log of it, without the token.
    const log = row<{ status: string; body_text: string; error: string | null }>(
      server,
      "SELECT status, body_text, error FROM outbox WHERE to_address = ?",
      "smtp-learner@example.com",
    );
    expect(log).toMatchObject({ status: "sent", error: null });
    expect(log.body_text).toContain(`${server.baseUrl}/verify/•••`);
    expect(log.body_text).not.toContain(link![2]);

    // The link in the delivered mail is the real one.
    expect((await c.postJson("/api/user/verify", { verify_token: link![2] })).status).toBe(200);
    expect(row<{ verified: number }>(server, "SELECT verified FROM users WHERE email = ?", "smtp-learner@example.com").verified).toBe(1);
  });

  it("a refused delivery does not fail the request: the mail is kept whole as failed", async () => {
    const before = received.length;
    await signUp(server, "bounce@example.com");
    expect(received.length).toBe(before);
    const kept = row<{ status: string; body_text: string; error: string }>(
      server,
      "SELECT status, body_text, error FROM outbox WHERE to_address = ?",
      "bounce@example.com",
    );
    expect(kept.status).toBe("failed");
    expect(kept.error).toMatch(/550 Mailbox unavailable/);
    expect(kept.body_text).toMatch(/\/verify\/[\w-]{20,}\n/);
    expect(server.output()).toMatch(/mail #\d+ \(verify\) was not delivered over SMTP: .*550 Mailbox unavailable/);
    expect(server.output()).not.toContain(kept.body_text.match(/\/verify\/([\w-]+)/)![1]);
  });

  it("the outbox page does not exist, even for staff, and nothing is recorded", async () => {
    const c = server.client();
    expect((await c.postJson("/api/user/login", { email: "staff@codelift.dev", password: "staff-codelift-2026" })).status).toBe(200);
    expect(await (await c.get("/api/user/info")).json()).toMatchObject({ is_internal: true });
    // the same viewer's unknown page (the header names who is logged in)
    const notFound = text(await (await c.get("/no-such-page-anywhere")).text());
    const res = await c.get("/staff/outbox");
    expect(res.status).toBe(404);
    expect(text(await res.text())).toBe(notFound);
    expect(row<{ n: number }>(server, "SELECT count(*) n FROM staff_audit_log").n).toBe(0);
  });
});

describe("an SMTP_URL that is not an SMTP URL", () => {
  it("stops the server at start, naming the setting but not its secret", () => {
    ensureBuild();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-smtpcfg-"));
    try {
      const r = spawnSync(process.execPath, ["--import", "tsx", "server.ts"], {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env: {
          ...process.env,
          PORT: "0",
          HOST: "127.0.0.1",
          DATABASE_URL: path.join(dir, "codelift.db"),
          SMTP_URL: "https://mailer:hunter2-secret@mail.example.com",
        },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
      expect(r.stderr).not.toContain("hunter2-secret");
      expect(r.stdout).not.toContain("listening");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The project terminal against the built server, one server for the file: the WebSocket opens only
// for a same-site browser with a live session on its own workspace, as a Premium learner; the PTY
// round trip through the real sandbox (a shell in a copy of the saved files, no secrets, no
// network); idle expiry with the warning first and "resume" keeping it alive; a second tab
// replacing the first; and no shell left behind once the sockets are closed; the bounds on opening
// terminals, on the messages a page sends and on the output a shell sends. Then, on each engine, two
// server processes on one database: a second tab served by the other process ends the first.
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { TERMINAL_RATE } from "~/engine/terminal";
import { ENGINES, startServerOn } from "./helpers/engines";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

const IDLE_SECONDS = 10;
/** The opening allowance of this server (the default is TERMINAL_RATE.opensPerMinute): a few for the test. */
const OPENS_PER_MINUTE = 6;
let server: TestServer;
let premium: Client;
let premiumId = 0;
let free: Client;
let freeId = 0;
let other: Client;
let otherId = 0;

const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const cookieOf = (c: Client) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
const wsUrl = (userIdPart: number | string, slug = "python-word-count-cli", base = server.baseUrl) =>
  `${base.replace("http", "ws")}/api/workspaces/${userIdPart}/${slug}/terminal`;

function makePremium(id: number) {
  server.db
    .prepare(
      `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
       VALUES (?, '300-12-6000', 300, 12, 6000, 'active', 29900, '2025-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')`,
    )
    .run(id);
}

/** The handshake's outcome: the open socket, or the HTTP refusal (status and errorText). */
function handshake(
  url: string,
  headers: Record<string, string>,
): Promise<{ ws: WebSocket; early: string[] } | { status: number; errorText: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    // messages that arrive with the handshake's answer, before the caller listens
    const early: string[] = [];
    ws.on("message", (raw) => early.push(String(raw)));
    ws.once("open", () => resolve({ ws, early }));
    ws.once("unexpected-response", (_req, res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, errorText: (JSON.parse(body || "{}") as { errorText?: string }).errorText ?? "" }));
    });
    ws.once("error", (e) => reject(e));
  });
}

/** A connected terminal that records every server message and its output. */
async function open(c: Client, id = premiumId, base = server.baseUrl) {
  const r = await handshake(wsUrl(id, undefined, base), { Cookie: cookieOf(c), Origin: base });
  if (!("ws" in r)) throw new Error(`refused: ${r.status} ${r.errorText}`);
  const ws = r.ws;
  const messages: { type: string; data?: string; secondsLeft?: number }[] = [];
  let output = "";
  let closed: number | null = null;
  const take = (raw: string) => {
    const m = JSON.parse(raw) as { type: string; data?: string };
    messages.push(m);
    if (m.type === "output") output += m.data;
  };
  for (const raw of r.early.splice(0)) take(raw);
  ws.removeAllListeners("message");
  ws.on("message", (raw) => take(String(raw)));
  const closing = new Promise<number>((resolve) => ws.on("close", (code) => resolve((closed = code))));
  const waitFor = async (test: () => boolean, what: string, ms = 20_000) => {
    const until = Date.now() + ms;
    while (!test()) {
      if (Date.now() > until)
        throw new Error(`timed out waiting for ${what}; output so far:\n${output}\nmessages: ${JSON.stringify(messages.map((m) => m.type))}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const type = (text: string) => ws.send(JSON.stringify({ type: "input", data: text }));
  /** The output's lines without terminal escapes: a line the shell printed, not the typed command's echo. */
  const lines = () =>
    output
      // eslint-disable-next-line no-control-regex
      .replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, "")
      .split(/\r?\n/)
      .map((l) => l.trim());
  const printed = (line: string) => lines().includes(line);
  return { ws, messages, output: () => output, closed: () => closed, closing, waitFor, type, printed, lines };
}

const shellsAlive = () => {
  try {
    return execFileSync("pgrep", ["-f", "codelift-terminal-"], { encoding: "utf8" }).trim().split("\n").filter(Boolean).length;
  } catch {
    return 0;
  }
};

beforeAll(async () => {
  server = await startServer({
    TERMINAL_IDLE_SECONDS: String(IDLE_SECONDS),
    TERMINAL_OPENS_PER_MINUTE: String(OPENS_PER_MINUTE),
    SESSION_SECRET: "terminal-test-secret-value-0123456789",
    // each process checks its terminals' ownership this often (another process's second tab)
    TERMINAL_OWNER_CHECK_MS: "250",
  });
  premium = (await signUpVerified(server, { email: "terminal-premium@example.com" })).client;
  premiumId = userId("terminal-premium@example.com");
  makePremium(premiumId);
  free = (await signUpVerified(server, { email: "terminal-free@example.com" })).client;
  freeId = userId("terminal-free@example.com");
  other = (await signUpVerified(server, { email: "terminal-other@example.com" })).client;
  otherId = userId("terminal-other@example.com");
  makePremium(otherId);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("the project terminal", () => {
  it("opens only for a same-site browser with a live session, on its own workspace, on a premium plan", async () => {
    const origin = { Origin: server.baseUrl };
    const noCookie = await handshake(wsUrl(premiumId), origin);
    expect(noCookie).toEqual({ status: 401, errorText: "Log in to open the terminal." });
    const forged = await handshake(wsUrl(premiumId), { ...origin, Cookie: "__session=forged" });
    expect("status" in forged && forged.status).toBe(401);
    const crossSite = await handshake(wsUrl(premiumId), { Origin: "https://evil.example", Cookie: cookieOf(premium) });
    expect(crossSite).toEqual({ status: 403, errorText: "Cross-site requests are not allowed. Reload the page and try again." });
    const noOrigin = await handshake(wsUrl(premiumId), { Cookie: cookieOf(premium) });
    expect("status" in noOrigin && noOrigin.status).toBe(403);
    const theirs = await handshake(wsUrl(otherId), { ...origin, Cookie: cookieOf(premium) });
    expect(theirs).toEqual({ status: 403, errorText: "This workspace is not yours." });
    const freeOwn = await handshake(wsUrl(freeId), { ...origin, Cookie: cookieOf(free) });
    expect("status" in freeOwn && freeOwn.status).toBe(403);
    expect("status" in freeOwn && freeOwn.errorText).toMatch(/^Projects are part of Premium and Premium Plus/);
    const noProject = await handshake(wsUrl(premiumId, "no-such-project"), { ...origin, Cookie: cookieOf(premium) });
    expect(noProject).toEqual({ status: 404, errorText: "There is no such workspace." });
    // not a WebSocket: the page router answers, nothing opens
    const plain = await premium.get(`/api/workspaces/${premiumId}/python-word-count-cli/terminal`);
    expect(plain.status).toBe(404);
    // the page hands the learner their own socket path
    const page = await (await premium.get("/projects/python-word-count-cli")).text();
    expect(page).toContain(`/api/workspaces/${premiumId}/python-word-count-cli/terminal`);
    expect(page).toContain("The terminal needs JavaScript.");
    expect(
      await server
        .client()
        .get("/healthz")
        .then((r) => r.status),
    ).toBe(200);
  });

  it("runs a shell in the sandbox: typed input comes back, the saved files are there, nothing of the server is", async () => {
    const saved = await premium.postForm("/projects/python-word-count-cli", { intent: "save", file: "notes.txt", code: "saved from the editor\n" });
    expect(saved.status).toBe(302);
    const t = await open(premium);
    await t.waitFor(() => t.messages.some((m) => m.type === "ready"), "ready");
    await t.waitFor(() => /\$ $/.test(t.output()), "the prompt");
    t.type("echo hi\r");
    await t.waitFor(() => t.printed("hi"), "hi");
    t.type("cat notes.txt; whoami; pwd; echo $((6*7))\r");
    await t.waitFor(() => t.printed("42"), "42");
    expect(t.printed("saved from the editor")).toBe(true);
    expect(t.printed("learner")).toBe(true);
    expect(t.printed("/workspace")).toBe(true);
    t.type(
      "env | grep -c -e SESSION_SECRET -e DATABASE_URL; (exec 3<>/dev/tcp/127.0.0.1/" +
        new URL(server.baseUrl).port +
        ") 2>/dev/null && echo REACHED || echo no-network\r",
    );
    await t.waitFor(() => t.printed("no-network") || t.printed("REACHED"), "the network answer");
    expect(t.printed("0")).toBe(true);
    expect(t.printed("REACHED")).toBe(false);
    // Ctrl-C stops a running program: the terminal is the shell's own
    t.type("sleep 30\r");
    await new Promise((r) => setTimeout(r, 300));
    t.type("\x03");
    t.type("echo after-interrupt\r");
    await t.waitFor(() => t.printed("after-interrupt"), "after-interrupt", 10_000);
    // a resize is taken (and a message that is not understood is ignored)
    t.ws.send(JSON.stringify({ type: "resize", cols: 100, rows: 30 }));
    t.ws.send("not json");
    t.type("stty size\r");
    await t.waitFor(() => t.printed("30 100"), "the new size");
    // the shell's changes stay in its sandbox: the saved files are the server's
    t.type("echo changed > notes.txt; exit\r");
    expect(await t.closing).toBe(4001);
    const page = await (await premium.get("/projects/python-word-count-cli?file=notes.txt")).text();
    expect(page).toContain("saved from the editor");
  });

  it("warns after a quiet while, stays open on resume, then expires and closes", async () => {
    const t = await open(premium);
    await t.waitFor(() => t.messages.some((m) => m.type === "ready"), "ready");
    await t.waitFor(() => t.messages.some((m) => m.type === "idle-warning"), "the idle warning", IDLE_SECONDS * 1000 + 5000);
    const warning = t.messages.find((m) => m.type === "idle-warning")!;
    expect(warning.secondsLeft).toBeGreaterThan(0);
    expect(warning.secondsLeft).toBeLessThanOrEqual(IDLE_SECONDS / 2);
    t.ws.send(JSON.stringify({ type: "resume" }));
    await t.waitFor(() => t.messages.some((m) => m.type === "active"), "active again");
    expect(t.closed()).toBeNull();
    // nothing more typed: the shell ends with the expired state
    expect(await t.closing).toBe(4000);
    expect(t.messages.map((m) => m.type)).toContain("expired");
  }, 40_000);

  it("a second tab replaces the first, and closed sockets leave no shell behind", async () => {
    const first = await open(premium);
    await first.waitFor(() => first.messages.some((m) => m.type === "ready"), "ready");
    const second = await open(premium);
    await second.waitFor(() => second.messages.some((m) => m.type === "ready"), "ready");
    expect(await first.closing).toBe(4002);
    second.type("echo still-here\r");
    await second.waitFor(() => second.printed("still-here"), "still-here");
    expect(shellsAlive()).toBeGreaterThan(0);
    second.ws.close();
    await second.closing;
    const until = Date.now() + 10_000;
    while (shellsAlive() > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(shellsAlive()).toBe(0);
    expect(
      await server
        .client()
        .get("/healthz")
        .then((r) => r.status),
    ).toBe(200);
  });

  it("bounds a learner's terminals: output a second, messages a second, openings a minute", async () => {
    const ready = async (t: Awaited<ReturnType<typeof open>>) => {
      await t.waitFor(() => t.messages.some((m) => m.type === "ready"), "ready");
      await t.waitFor(() => /\$ $/.test(t.output()), "the prompt");
    };
    let opened = 0;
    // a runaway program's output reaches the page at the output allowance, and the shell goes on
    const t = await open(other, otherId);
    opened++;
    await ready(t);
    const before = t.output().length;
    const started = Date.now();
    t.type("yes\r");
    await new Promise((r) => setTimeout(r, 1500));
    const received = t.output().length - before;
    const seconds = (Date.now() - started) / 1000;
    t.type("\x03");
    t.type("echo after-yes\r");
    await t.waitFor(() => t.printed("after-yes"), "after-yes", 15_000);
    expect(received).toBeGreaterThan(1000);
    // the first second's allowance at once, then the rate (and one terminal read of slack)
    expect(received).toBeLessThanOrEqual(TERMINAL_RATE.outputBytesPerSecond * (1 + seconds) + 64 * 1024);

    // more messages at once than the burst allows: the socket is closed, the page says why
    for (let i = 0; i < TERMINAL_RATE.messageBurst + 50; i++) t.ws.send(JSON.stringify({ type: "resize", cols: 80, rows: 24 }));
    expect(await t.closing).toBe(4003);

    // openings: a learner opens at most the allowance in a minute (each one replaced the last)
    let last: Awaited<ReturnType<typeof open>> | null = null;
    while (opened < OPENS_PER_MINUTE) {
      const again = await open(other, otherId);
      opened++;
      await again.waitFor(() => again.messages.some((m) => m.type === "ready"), "ready");
      last = again;
    }
    const refused = await handshake(wsUrl(otherId), { Cookie: cookieOf(other), Origin: server.baseUrl });
    expect(refused).toEqual({
      status: 429,
      errorText: "You have opened the terminal many times in the last minute. Please wait a minute and try again.",
    });
    last?.ws.close();
    // another learner is not held back by it
    const theirs = await open(premium);
    await theirs.waitFor(() => theirs.messages.some((m) => m.type === "ready"), "ready");
    theirs.ws.close();
    await theirs.closing;
  }, 60_000);
});

// Two server processes on one database, as two machines behind a balancer: the same learner's
// second tab, served by the other process, ends the first (on both engines).
describe.each(ENGINES)("the project terminal across processes on %s", (engine) => {
  it("a second tab served by another server process replaces the first, and the workspace's row is given back", async () => {
    const env = { SESSION_SECRET: "terminal-test-secret-value-0123456789", TERMINAL_OWNER_CHECK_MS: "250" };
    const one = await startServerOn(engine, env);
    let two: TestServer | null = null;
    try {
      two = await startServer({ ...env, DATABASE_URL: one.databaseUrl });
      const learner = await one.signUpVerified({ email: `terminal-two-tabs-${engine}@example.com` });
      const [row] = await one.query<{ id: number }>("SELECT id FROM users WHERE email = ?", [`terminal-two-tabs-${engine}@example.com`]);
      const id = Number(row!.id);
      await one.query(
        `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
         VALUES (?, '300-12-6000', 300, 12, 6000, 'active', 29900, '2025-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z') RETURNING user_id`,
        [id],
      );
      const first = await open(learner, id, one.server.baseUrl);
      await first.waitFor(() => first.messages.some((m) => m.type === "ready"), "ready");
      const second = await open(learner, id, two.baseUrl);
      await second.waitFor(() => second.messages.some((m) => m.type === "ready"), "ready on the other process");
      expect(await first.closing).toBe(4002);
      second.type("echo on-the-other-process\r");
      await second.waitFor(() => second.printed("on-the-other-process"), "on-the-other-process");
      second.ws.close();
      await second.closing;
      // the workspace's row is given back when its terminal ends
      const owners = async () =>
        (await one.query<{ token: string }>("SELECT token FROM terminal_owners WHERE workspace_key = ?", [`project:${id}:python-word-count-cli`]))
          .length;
      await expect.poll(owners, { timeout: 5000 }).toBe(0);
    } finally {
      await two?.stop();
      await one.stop();
    }
  }, 120_000);
});

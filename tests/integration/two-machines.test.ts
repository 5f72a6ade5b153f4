// Two machines for real: two built server processes (each WEB_CONCURRENCY=1, its own port, page
// cache and judge pool, its billing timer on) on ONE PostgreSQL database, behind a round-robin
// balancer on loopback that sends every request to the other machine. Through it a visitor signs
// up, verifies the e-mail, logs in, completes a lesson, buys a plan on the embedded gateway,
// submits code and turns auto-renew off; a staff publication made on machine A is served by
// machine B (whose page cache held the old page) within one second; 50 due renewals charged by the
// timers of both machines at once are each charged exactly once; a burst of 100 wrong passwords
// over both machines is limited exactly as on one; a logout on A is refused on B at once.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBalancer, type Balancer } from "./helpers/balancer";
import { createTestPostgres, type TestPostgres } from "./helpers/postgres";
import { Client, startServer, type TestServer } from "./helpers/server";

const LIMIT = 10;
const SECRET = "two-machines-share-this-session-secret";
const card = { card_number: "4242 4242 4242 4242", card_expiry: "12/34", card_cvc: "123" };

let pgdb: TestPostgres;
let pool: pg.Pool;
let balancer: Balancer;
const machines: TestServer[] = [];

const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];
const one = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await q<T>(text, values))[0]!;

beforeAll(async () => {
  pgdb = await createTestPostgres();
  pool = new pg.Pool({ connectionString: pgdb.url, max: 4 });
  balancer = await startBalancer();
  const env = {
    DATABASE_URL: pgdb.url,
    APP_ORIGIN: balancer.url,
    SESSION_SECRET: SECRET,
    TRUST_PROXY: "1",
    WEB_CONCURRENCY: "1",
    BILLING_INTERVAL_SECONDS: "1",
    LOGIN_RATE_LIMIT: String(LIMIT),
    LOGIN_IP_RATE_LIMIT: "1000",
    DATABASE_POOL_MAX: "8",
  };
  // A migrates and seeds the empty database; B then finds it ready, as a second machine does.
  machines.push(await startServer(env));
  machines.push(await startServer(env));
  balancer.upstreams.push(machines[0]!.baseUrl, machines[1]!.baseUrl);
}, 240_000);

afterAll(async () => {
  await balancer?.close();
  await Promise.all(machines.map((m) => m.stop()));
  await pool?.end();
  await pgdb?.drop();
});

/** The client of the balancer, and the machine (0 or 1) each of its requests went to. */
function viaBalancer() {
  const c = new Client(balancer.url);
  const machinesSeen: number[] = [];
  const fetchOnce = c.fetch.bind(c);
  c.fetch = async (pathname, init) => {
    const res = await fetchOnce(pathname, init);
    machinesSeen.push(balancer.served[balancer.served.length - 1]!);
    return res;
  };
  return { c, machinesSeen };
}

/** A client of one machine with the cookies of another client (the same browser, sent straight to that machine). */
function on(machine: number, from: Client): Client {
  const c = new Client(machines[machine]!.baseUrl);
  for (const [k, v] of from.cookies) c.cookies.set(k, v);
  return c;
}

async function mailToken(email: string, kind: "verify" | "reset"): Promise<string> {
  const row = await one<{ body_text: string }>("SELECT body_text FROM outbox WHERE to_address = $1 AND kind = $2 ORDER BY id DESC LIMIT 1", [
    email.toLowerCase(),
    kind,
  ]);
  const m = row?.body_text.match(kind === "verify" ? /\/verify\/([\w-]+)/ : /\/reset-password\/([\w-]+)/);
  if (!m) throw new Error(`no ${kind} mail for ${email}`);
  return m[1]!;
}

async function signUpVerified(c: Client, email: string, fullName = "Two Machines", password = "correct horse battery") {
  const res = await c.postJson("/api/user/signup", { full_name: fullName, email, password });
  expect(res.status, await res.clone().text()).toBe(201);
  const v = await c.postJson("/api/user/verify", { verify_token: await mailToken(email, "verify") });
  expect(v.status).toBe(200);
}

async function login(c: Client, email: string, password: string) {
  const res = await c.postJson("/api/user/login", { email, password });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function buy(c: Client, plan: string) {
  const page = await c.get(`/checkout/subscription-buy?plan=${plan}`);
  const html = await page.text();
  const attemptId = html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1] ?? "";
  expect(attemptId, "the checkout page's attempt id").not.toBe("");
  const res = await c.postForm(`/checkout/subscription-buy?plan=${plan}`, { attempt_id: attemptId, plan, ...card });
  expect(res.status, "bought").toBe(302);
}

describe("two machines behind a round-robin balancer on one PostgreSQL", () => {
  it("serves a visitor's whole journey with every request on the other machine", async () => {
    const { c, machinesSeen } = viaBalancer();
    const email = "journey@example.com";
    const password = "journey-password-1";
    await signUpVerified(c, email, "Journey Learner", password);
    // A fresh browser: logging in again (the sign-up's session came from the other machine).
    c.cookies.clear();
    await login(c, email, password);
    expect((await c.get("/api/user/info")).status).toBe(200);

    const lesson = "/coursesv3/modern-javascript-essentials/functions-and-closures";
    const done = await c.postForm(lesson, { intent: "complete", completed: "true" });
    expect(done.status).toBe(302);
    const userId = (await one<{ id: number }>("SELECT id FROM users WHERE email = $1", [email])).id;
    expect(await q("SELECT completed_at FROM lesson_progress WHERE user_id = $1 AND completed_at IS NOT NULL", [userId])).toHaveLength(1);

    await buy(c, "300-1-6000");
    expect(await one("SELECT status, auto_renew FROM subscriptions WHERE user_id = $1 ORDER BY id DESC LIMIT 1", [userId])).toMatchObject({
      status: "active",
      auto_renew: true,
    });

    const mod = await one<{ id: number; author_id: number; collection_id: number }>("SELECT * FROM coach_modules WHERE slug = 'two-pointers'");
    const problem = await one<{ page_id: number; solutions: string }>(
      "SELECT p.page_id, pr.solutions FROM coach_pages p JOIN coach_problems pr ON pr.page_id = p.id WHERE p.module_id = $1 ORDER BY p.position LIMIT 1",
      [mod.id],
    );
    const submitted = await c.postJson("/api/ctw/submission/save/v2", {
      author_id: String(mod.author_id),
      work_id: String(mod.collection_id),
      page_id: String(problem.page_id),
      language: "javascript",
      code: (JSON.parse(problem.solutions) as { javascript: string }).javascript,
      user_time_spent: "60",
    });
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    expect((await submitted.json()).status).toBe("Correct");
    expect(await q("SELECT id FROM coach_submissions WHERE user_id = $1 AND kind = 'submission'", [userId])).toHaveLength(1);

    const off = await c.postJson("/api/subscription/auto-renew", { auto_renew: false }, "PUT");
    expect(off.status).toBe(200);
    expect(await one("SELECT status, auto_renew FROM subscriptions WHERE user_id = $1 ORDER BY id DESC LIMIT 1", [userId])).toMatchObject({
      status: "renewal_canceled",
      auto_renew: false,
    });

    // Every request went to the other machine than the one before it, and both served.
    expect(machinesSeen.length).toBeGreaterThanOrEqual(9);
    for (let i = 1; i < machinesSeen.length; i++) expect(machinesSeen[i], `request ${i}`).not.toBe(machinesSeen[i - 1]);
    expect(new Set(machinesSeen)).toEqual(new Set([0, 1]));
  });

  it("shows a staff publication made on machine A on machine B within one second", async () => {
    const { c: author } = viaBalancer();
    const { c: staff } = viaBalancer();
    await signUpVerified(author, "two-author@example.com", "Ada Author");
    await signUpVerified(staff, "two-editor@codelift.dev", "Sam Staff");
    expect(
      (await author.postForm("/teach", { topics: "Rust for Python developers", experience: "Ten years of Python, five of Rust in production." }))
        .status,
    ).toBe(302);
    const appId = (await one<{ id: number }>("SELECT id FROM author_applications ORDER BY id DESC LIMIT 1")).id;
    expect((await staff.postForm("/staff/authors", { application_id: String(appId), decision: "approved" })).status).toBe(302);
    const created = await author.postForm("/create", { title: "Borrowing Across Machines" });
    expect(created.status).toBe(302);
    const draftUrl = created.headers.get("location")!;
    const draftId = Number(draftUrl.split("/").pop());
    const version = async () => String((await one<{ version: number }>("SELECT version FROM course_drafts WHERE id = $1", [draftId])).version);
    const category = (await one<{ slug: string }>("SELECT slug FROM categories ORDER BY id LIMIT 1")).slug;
    const fields = {
      title: "Borrowing Across Machines",
      slug: "borrowing-across-machines",
      summary: "Published on one machine, read on the other.",
      category,
      difficulty: "beginner",
      access: "free",
      placeholders: "",
      s0_title: "Basics",
    };
    expect((await author.postForm(draftUrl, { ...fields, version: await version(), intent: "add-lesson:0" })).status).toBe(302);
    const content = JSON.parse((await one<{ content: string }>("SELECT content FROM course_drafts WHERE id = $1", [draftId])).content);
    const key = content.sections[0].lessons[0].key as string;
    const lesson = {
      version: await version(),
      title: "Ownership",
      slug: "ownership",
      summary: "",
      minutes: "5",
      block_count: "1",
      b0_kind: "text",
      b0_id: "intro",
      b0_text: "Every value has one owner.",
      intent: "save",
    };
    expect((await author.postForm(`${draftUrl}/lesson/${key}`, lesson)).status).toBe(302);
    expect((await author.postForm(draftUrl, { ...fields, version: await version(), intent: "submit" })).status).toBe(302);

    // Machine B has the catalogue page in its own cache, without the course.
    const explore = "/explore?q=Borrowing";
    await fetch(machines[1]!.baseUrl + explore);
    const cached = await fetch(machines[1]!.baseUrl + explore);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(await cached.text()).not.toContain("Borrowing Across Machines");

    // Staff publish on machine A.
    const approved = await on(0, staff).postForm("/staff/reviews", { intent: "approve", draft_id: String(draftId), version: await version() });
    expect(approved.status).toBe(302);
    const publishedAt = Date.now();
    let seenAfter = -1;
    while (Date.now() - publishedAt < 5000) {
      const html = await (await fetch(machines[1]!.baseUrl + explore)).text();
      if (html.includes("Borrowing Across Machines")) {
        seenAfter = Date.now() - publishedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seenAfter, "machine B served the new course").toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThanOrEqual(1000);
  });

  it("charges each of 50 due renewals exactly once with the billing timers of both machines running", async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `renew${i}@example.com`);
    for (let i = 0; i < emails.length; i += 5) {
      await Promise.all(
        emails.slice(i, i + 5).map(async (email) => {
          const { c } = viaBalancer();
          await signUpVerified(c, email);
          await buy(c, "300-1-6000");
        }),
      );
    }
    const users = (await q<{ id: number }>("SELECT id FROM users WHERE email = ANY($1) ORDER BY id", [emails])).map((r) => r.id);
    expect(users).toHaveLength(50);
    const before = await q<{ id: number; expiration_date: string }>("SELECT id, expiration_date FROM subscriptions WHERE user_id = ANY($1)", [users]);
    expect(before).toHaveLength(50);
    // The plans end now: both machines' timers (every second) find them due at the same time.
    await pool.query("UPDATE subscriptions SET expiration_date = $1 WHERE user_id = ANY($2)", [new Date(Date.now() - 60_000).toISOString(), users]);
    const renewed = () =>
      q<{ user_id: number; n: number }>(
        "SELECT user_id, count(*)::int AS n FROM transactions WHERE user_id = ANY($1) AND checkout_type = 'subscription-renewal' GROUP BY user_id",
        [users],
      );
    const deadline = Date.now() + 60_000;
    while ((await renewed()).length < 50 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    // A few more ticks of both timers: nothing may be charged twice.
    await new Promise((r) => setTimeout(r, 3000));
    const charges = await renewed();
    expect(charges).toHaveLength(50);
    expect(charges.every((r) => r.n === 1)).toBe(true);
    const intents = await q<{ user_id: number; n: number }>(
      "SELECT user_id, count(*)::int AS n FROM gateway_intents WHERE user_id = ANY($1) AND idempotency_key LIKE 'renewal-%' AND status = 'succeeded' GROUP BY user_id",
      [users],
    );
    expect(intents.map((r) => r.n)).toEqual(Array(50).fill(1));
    const after = await q<{ status: string; expiration_date: string }>("SELECT status, expiration_date FROM subscriptions WHERE user_id = ANY($1)", [
      users,
    ]);
    expect(after.every((s) => s.status === "active" && Date.parse(s.expiration_date) > Date.now())).toBe(true);
    // The timers' own reports (each machine logs the runs that charged something) add up to 50 payments, not more.
    const logged = machines.map((m) =>
      [...m.output().matchAll(/Billing: \d+ due, (\d+) charged, (\d+) paid/g)].reduce((n, x) => n + Number(x[2]), 0),
    );
    expect(logged[0]! + logged[1]!).toBe(50);
  }, 240_000); // 50 sign-ups and checkouts first

  it(`limits a burst of 100 wrong passwords over both machines to ${LIMIT} checked, as on one`, async () => {
    const email = "two-burst@example.com";
    const { c: owner } = viaBalancer();
    await signUpVerified(owner, email, "Burst Victim", "the-real-password");
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => new Client(balancer.url).postJson("/api/user/login", { email, password: "wrong-password" })),
    );
    const statuses = answers.map((r) => r.status);
    // 400: the password was checked (and was wrong); 429: it was never checked.
    expect(
      statuses.filter((s) => s === 400),
      statuses.join(" "),
    ).toHaveLength(LIMIT);
    expect(
      statuses.filter((s) => s === 429),
      statuses.join(" "),
    ).toHaveLength(100 - LIMIT);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("refuses on machine B, at once, a session logged out on machine A", async () => {
    const { c } = viaBalancer();
    await signUpVerified(c, "two-logout@example.com", "Logout Learner");
    const onA = on(0, c);
    const onB = on(1, c);
    expect((await onB.get("/api/user/info")).status).toBe(200);
    expect((await onA.postForm("/logout", {})).status).toBe(302);
    expect((await onB.get("/api/user/info")).status).toBe(401);
  });
});

// Mock interviews (docs/product/interview-prep.md#mock-interviews): start with the monthly allowance
// (premium 3, premium plus 7, else none) counted in the learner's time zone, the session, the
// judge's graded submissions in the report, Finish, time up (expiry), the session API and the
// latest-attempt API; another learner's interview is 404; bad input is 400 and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let premium: Client;
let plus: Client;
let free: Client;
let other: Client;

const NO_PLAN = "Mock interviews are part of Codelift Premium (3 a month) and Premium Plus (7 a month). Upgrade to start one.";
const USED_UP = "You have used all 3 mock interviews of this month. Your allowance renews on the 1st.";

function monthKey(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit" }).formatToParts(instant);
  return `${parts.find((p) => p.type === "year")!.value}-${parts.find((p) => p.type === "month")!.value}`;
}
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const rows = (email: string) =>
  server.db.prepare("SELECT * FROM mock_interviews WHERE user_id = ? ORDER BY id").all(userId(email)) as {
    id: number;
    status: string;
    month_key: string;
    timezone: string;
    problems: string;
    report: string | null;
    session: string | null;
    ends_at: string;
  }[];
function giveSubscription(email: string, featureSet: number) {
  server.db
    .prepare(
      "INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date) VALUES (?, ?, ?, 12, 6000, 'active', 0, '2025-01-01', '2099-01-01')",
    )
    .run(userId(email), `${featureSet}-12-6000`, featureSet);
}
function insertStarted(email: string, key: string, status = "finished") {
  server.db
    .prepare(
      "INSERT INTO mock_interviews (user_id, company, length_minutes, problems, timezone, month_key, status, started_at, ends_at, report) VALUES (?, 'Google', 45, '[]', 'UTC', ?, ?, '2020-01-01T00:00:00.000Z', '2020-01-01T00:45:00.000Z', NULL)",
    )
    .run(userId(email), key, status);
}
/** The open <dialog> of a page, or null. */
const dialogOf = (html: string) => html.match(/<dialog(?=[^>]*\sopen[\s=>])[\s\S]*?<\/dialog>/)?.[0] ?? null;
async function start(c: Client, fields: Record<string, string>) {
  return c.postForm("/interview-prep/mock-interview", { company: "Google", length: "45", timezone: "Europe/Paris", ...fields });
}

beforeAll(async () => {
  server = await startServer();
  premium = server.client();
  const login = await premium.postJson("/api/user/login", { email: "premium@codelift.test", password: "learn-premium-2026" });
  expect(login.status).toBe(200);
  plus = (await signUpVerified(server, { email: "mock-plus@example.com" })).client;
  giveSubscription("mock-plus@example.com", 400);
  free = (await signUpVerified(server, { email: "mock-free@example.com" })).client;
  other = (await signUpVerified(server, { email: "mock-other@example.com" })).client;
  giveSubscription("mock-other@example.com", 300);
}, 120_000);
afterAll(async () => server?.stop());

describe("the way in", () => {
  it("the interview-prep page links to the mock interviews", async () => {
    const html = await (await server.client().get("/interview-prep")).text();
    expect(html).toContain('href="/interview-prep/mock-interview"');
    expect(html).toContain("Practise with a timed mock interview");
  });
});

describe("logged out", () => {
  it("APIs answer 401, pages redirect to log in", async () => {
    const anon = server.client();
    expect((await anon.get("/api/user/mock-interview/Google/45/latest-attempt?timezone=UTC")).status).toBe(401);
    expect((await anon.postJson("/api/mock-interview/1/update-user-mock-interview-session", { session: {} })).status).toBe(401);
    const page = await anon.get("/interview-prep/mock-interview");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toContain("/login?ru=");
  });
});

describe("no premium plan: no allowance, the upgrade path", () => {
  it("the start page shows the upgrade link and no form; a start is refused and stores nothing", async () => {
    const page = await free.get("/interview-prep/mock-interview");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(NO_PLAN);
    expect(html).toContain('href="/unlimited"');
    const res = await start(free, {});
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(NO_PLAN);
    expect(rows("mock-free@example.com")).toHaveLength(0);
    const api = await free.get("/api/user/mock-interview/google/60/latest-attempt?timezone=Asia%2FTokyo");
    expect(api.status).toBe(200);
    const body = await api.json();
    expect(body).toMatchObject({
      company: "Google",
      length_minutes: 60,
      timezone: "Asia/Tokyo",
      latest_attempt: null,
      allowance: { per_month: 0, used: 0, remaining: 0, can_start: false },
    });
  });
});

describe("the start modal: a state of the page that stores nothing; its form starts the interview", () => {
  it("the choices open the confirmation with the allowance after it; bad choices are answered beside the fields", async () => {
    const before = rows("mock-plus@example.com").length;
    const page = await plus.get("/interview-prep/mock-interview?dialog=start&company=Amazon&length=60&timezone=UTC");
    expect(page.status).toBe(200);
    const dialog = dialogOf(await page.text())!;
    expect(dialog).toContain('role="alertdialog"');
    expect(dialog).toContain("Start your 60-minute Amazon mock interview?");
    expect(dialog).toContain("This uses one interview of your month (6 left after it).");
    expect(dialog).toMatch(/<form method="post" action="\/interview-prep\/mock-interview"/);
    for (const [name, value] of [
      ["company", "Amazon"],
      ["length", "60"],
      ["timezone", "UTC"],
    ])
      expect(dialog).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
    expect(dialog).toContain('href="/interview-prep/mock-interview?company=Amazon&amp;length=60&amp;timezone=UTC"');
    expect(rows("mock-plus@example.com")).toHaveLength(before);

    const bad = await (await plus.get("/interview-prep/mock-interview?dialog=start&company=Amazon&length=30&timezone=UTC")).text();
    expect(dialogOf(bad)).toBeNull();
    expect(bad).toContain("Choose a length of 45 or 60 minutes.");
    // the page's own form asks through the dialog (a GET), not by posting
    expect(bad).toMatch(/<form method="get" action="\/interview-prep\/mock-interview" class="mock-form"/);
  });
});

describe("bad input → 400, nothing stored", () => {
  it.each([
    ["/api/user/mock-interview/Acme/45/latest-attempt?timezone=UTC", "company"],
    ["/api/user/mock-interview/Google/30/latest-attempt?timezone=UTC", "length"],
    ["/api/user/mock-interview/Google/abc/latest-attempt?timezone=UTC", "length"],
    ["/api/user/mock-interview/Google/45/latest-attempt?timezone=Mars%2FOlympus", "timezone"],
    ["/api/user/mock-interview/Google/45/latest-attempt?timezone=", "timezone"],
  ])("GET %s → 400 naming %s", async (url, field) => {
    const res = await premium.get(url);
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toContain(field);
  });
  it.each([
    [{ company: "Acme" }, "Choose a company"],
    [{ length: "30" }, "Choose a length of 45 or 60 minutes."],
    [{ timezone: "Not/AZone" }, "Choose a valid time zone"],
  ])("start form %j → 400", async (fields, text) => {
    const res = await start(other, fields);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(text);
    expect(rows("mock-other@example.com")).toHaveLength(0);
  });
  it("update-session: malformed, not an object, oversized, bad id", async () => {
    const ok = await start(other, {});
    expect(ok.status).toBe(302);
    const id = rows("mock-other@example.com")[0]!.id;
    const url = `/api/mock-interview/${id}/update-user-mock-interview-session`;
    const bad = await other.fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" });
    expect(bad.status).toBe(400);
    expect((await other.postJson(url, { session: [1, 2] })).status).toBe(400);
    expect((await other.postJson(url, { session: "text" })).status).toBe(400);
    expect((await other.postJson(url, { session: "[1]" })).status).toBe(400);
    expect((await other.postJson(url, {})).status).toBe(400);
    expect((await other.postJson(url, { session: { big: "x".repeat(17 * 1024) } })).status).toBe(400);
    expect((await other.postJson("/api/mock-interview/abc/update-user-mock-interview-session", { session: {} })).status).toBe(404);
    expect((await other.postJson("/api/mock-interview/999999/update-user-mock-interview-session", { session: {} })).status).toBe(404);
    expect((await other.get(url)).status).toBe(405);
    expect(rows("mock-other@example.com")[0]!.session).toBeNull();
    // the owner's valid session is stored
    const saved = await other.postJson(url, { session: { opened: ["two-sum"], note: "é" } });
    expect(saved.status).toBe(200);
    expect(JSON.parse(rows("mock-other@example.com")[0]!.session!)).toEqual({ opened: ["two-sum"], note: "é" });
  });
});

describe("a premium learner runs a mock interview to its report", () => {
  let id: number;
  it("starts: two problems from two patterns, 45 minutes, month key in the learner's time zone", async () => {
    const res = await start(premium, { company: "Meta", timezone: "Asia/Tokyo" });
    expect(res.status).toBe(302);
    const row = rows("premium@codelift.test").at(-1)!;
    id = row.id;
    expect(res.headers.get("Location")).toBe(`/interview-prep/mock-interview/${id}`);
    expect(row).toMatchObject({ status: "in_progress", timezone: "Asia/Tokyo", month_key: monthKey(new Date(), "Asia/Tokyo") });
    const problems = JSON.parse(row.problems) as { pattern_slug: string; title: string }[];
    expect(problems).toHaveLength(2);
    expect(problems[0]!.pattern_slug).not.toBe(problems[1]!.pattern_slug);
    const page = await premium.get(`/interview-prep/mock-interview/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const p of problems) expect(html).toContain(p.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(html).toContain("Ends at");
  });

  it("a second start while one is in progress returns to it, stores nothing", async () => {
    const before = rows("premium@codelift.test").length;
    const res = await start(premium, { company: "Google" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/interview-prep/mock-interview/${id}`);
    expect(rows("premium@codelift.test")).toHaveLength(before);
  });

  it("another learner's interview is 404 (page, report, session API); nothing changes", async () => {
    expect((await other.get(`/interview-prep/mock-interview/${id}`)).status).toBe(404);
    expect((await other.get(`/interview-prep/mock-interview/${id}/report`)).status).toBe(404);
    expect((await other.postForm(`/interview-prep/mock-interview/${id}`, { intent: "finish" })).status).toBe(404);
    expect((await other.postJson(`/api/mock-interview/${id}/update-user-mock-interview-session`, { session: { x: 1 } })).status).toBe(404);
    const row = rows("premium@codelift.test").find((r) => r.id === id)!;
    expect(row.status).toBe("in_progress");
    expect(row.session).toBeNull();
  });

  it("a correct submission through the coach's judge counts; Finish makes the report", async () => {
    const problems = JSON.parse(rows("premium@codelift.test").find((r) => r.id === id)!.problems) as {
      page_row_id: number;
      author_id: number;
      work_id: number;
      page_id: number;
      pattern: string;
    }[];
    const p0 = problems[0]!;
    const sol = server.db.prepare("SELECT solutions FROM coach_problems WHERE page_id = ?").get(p0.page_row_id) as { solutions: string };
    const sub = await premium.postJson("/api/ctw/submission/save/v2", {
      author_id: String(p0.author_id),
      work_id: String(p0.work_id),
      page_id: String(p0.page_id),
      language: "python",
      code: (JSON.parse(sol.solutions) as { python: string }).python,
      user_time_spent: "60",
    });
    expect(sub.status).toBe(200);
    const fin = await premium.postForm(`/interview-prep/mock-interview/${id}`, { intent: "finish" });
    expect(fin.status).toBe(302);
    expect(fin.headers.get("Location")).toBe(`/interview-prep/mock-interview/${id}/report`);
    const row = rows("premium@codelift.test").find((r) => r.id === id)!;
    expect(row.status).toBe("finished");
    const report = JSON.parse(row.report!);
    expect(report.problems[0]).toMatchObject({ best_score: 100, submissions: 1, solved: true });
    expect(report.problems[1]).toMatchObject({ best_score: null, submissions: 0, solved: false });
    expect(report.patterns_to_revisit).toEqual([problems[1]!.pattern]);
    expect(report.time_used_seconds).toBeLessThan(120);
    // the report can be reopened; the session page now leads to it
    const page = await premium.get(`/interview-prep/mock-interview/${id}/report`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Mock interview report");
    expect(html).toContain("100%");
    expect((await premium.get(`/interview-prep/mock-interview/${id}`)).headers.get("Location")).toBe(`/interview-prep/mock-interview/${id}/report`);
    // session updates after the end are refused
    expect((await premium.postJson(`/api/mock-interview/${id}/update-user-mock-interview-session`, { session: { late: true } })).status).toBe(409);
    // latest attempt
    const latest = await premium.get("/api/user/mock-interview/Meta/45/latest-attempt?timezone=Asia%2FTokyo");
    expect(latest.status).toBe(200);
    const body = await latest.json();
    expect(body.latest_attempt).toMatchObject({ id, status: "finished", company: "Meta", length_minutes: 45 });
    expect(body.latest_attempt.report.problems[0].best_score).toBe(100);
    expect(body.allowance).toMatchObject({ per_month: 3, month_key: monthKey(new Date(), "Asia/Tokyo") });
  });

  it("the report's feedback modal: a state of the page; a rating is required; saved as coach feedback of this interview", async () => {
    const report = `/interview-prep/mock-interview/${id}/report`;
    const feedbackRows = () =>
      server.db.prepare("SELECT payload FROM coach_feedback WHERE user_id = ? ORDER BY id").all(userId("premium@codelift.test")) as {
        payload: string;
      }[];
    const before = feedbackRows().length;
    const html = await (await premium.get(report)).text();
    expect(html).toContain(`href="${report}?dialog=feedback"`);
    expect(dialogOf(html)).toBeNull();
    const dialog = dialogOf(await (await premium.get(`${report}?dialog=feedback`)).text())!;
    expect(dialog).toContain("How was this mock interview?");
    expect(dialog).toContain('name="rating"');
    const refused = await premium.postForm(`${report}?dialog=feedback`, { intent: "feedback", feedback: "no rating" });
    expect(refused.status).toBe(400);
    expect(dialogOf(await refused.text())).toContain("Choose a rating from 1 to 5.");
    expect((await other.postForm(report, { intent: "feedback", rating: "5" })).status).toBe(404);
    expect(feedbackRows()).toHaveLength(before);
    const saved = await premium.postForm(`${report}?dialog=feedback`, { intent: "feedback", rating: "4", feedback: " Good pace " });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(report);
    expect(JSON.parse(feedbackRows().at(-1)!.payload)).toMatchObject({ rating: 4, feedback: "Good pace", touch_point: `mock_interview:${id}` });
  });
});

describe("expiry (time up)", () => {
  it("an interview past its end time reads as expired on every page and API without a write; the next start stores its report", async () => {
    const email = "mock-plus@example.com";
    expect((await start(plus, { length: "60" })).status).toBe(302);
    const row = rows(email).at(-1)!;
    server.db
      .prepare("UPDATE mock_interviews SET started_at = ?, ends_at = ? WHERE id = ?")
      .run(new Date(Date.now() - 61 * 60_000).toISOString(), new Date(Date.now() - 60_000).toISOString(), row.id);
    const latest = await (await plus.get("/api/user/mock-interview/Google/60/latest-attempt?timezone=UTC")).json();
    expect(latest.latest_attempt.status).toBe("expired");
    expect(latest.latest_attempt.report.time_used_seconds).toBe(3600);
    const page = await plus.get(`/interview-prep/mock-interview/${row.id}`);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe(`/interview-prep/mock-interview/${row.id}/report`);
    const report = await plus.get(`/interview-prep/mock-interview/${row.id}/report`);
    expect(report.status).toBe(200);
    const html = await report.text();
    expect(html).toContain("Time up");
    expect(html.replace(/<!-- -->/g, "")).toContain(
      'data-testid="mock-time-used"><dt>Time used</dt><dd><span class="visually-hidden">Time used: </span>60 min 0 s of 60 min</dd>',
    );
    expect((await plus.get("/interview-prep/mock-interview")).status).toBe(200);
    expect(rows(email).find((r) => r.id === row.id)!.status).toBe("in_progress"); // GETs wrote nothing
    expect((await plus.postJson(`/api/mock-interview/${row.id}/update-user-mock-interview-session`, { session: { a: 1 } })).status).toBe(409);
    // a new start goes ahead (the expired one is not "in progress") and closes the old one
    expect((await start(plus, {})).status).toBe(302);
    const closed = rows(email).find((r) => r.id === row.id)!;
    expect(closed.status).toBe("expired");
    expect(JSON.parse(closed.report!).time_used_seconds).toBe(3600);
  });
});

describe("the scheduled close", () => {
  let timed: TestServer;
  afterAll(() => timed?.stop());
  it("the server's timer stores the report of an interview whose time is up, with no request from the learner", async () => {
    timed = await startServer({ BILLING_INTERVAL_SECONDS: "1" });
    const email = "mock-timer@example.com";
    const learner = (await signUpVerified(timed, { email })).client;
    const id = (timed.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
    timed.db
      .prepare(
        "INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date) VALUES (?, '400-12-6000', 400, 12, 6000, 'active', 0, '2025-01-01', '2099-01-01')",
      )
      .run(id);
    expect((await start(learner, {})).status).toBe(302);
    const row = timed.db.prepare("SELECT id FROM mock_interviews WHERE user_id = ?").get(id) as { id: number };
    timed.db
      .prepare("UPDATE mock_interviews SET started_at = ?, ends_at = ? WHERE id = ?")
      .run(new Date(Date.now() - 46 * 60_000).toISOString(), new Date(Date.now() - 60_000).toISOString(), row.id);
    let stored: { status: string; report: string | null } | undefined;
    for (let i = 0; i < 100; i++) {
      stored = timed.db.prepare("SELECT status, report FROM mock_interviews WHERE id = ?").get(row.id) as typeof stored;
      if (stored?.status === "expired") break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(stored?.status).toBe("expired");
    expect(JSON.parse(stored!.report!).time_used_seconds).toBe(45 * 60);
  }, 120_000);
});

describe("allowance: counted on the server, the month in the learner's time zone", () => {
  it("premium: 3 a month; a 4th is refused with the used-up text and stores nothing", async () => {
    const email = "mock-other@example.com";
    // close the one in progress from the bad-input test
    const open = rows(email).find((r) => r.status === "in_progress")!;
    expect((await other.postForm(`/interview-prep/mock-interview/${open.id}`, { intent: "finish" })).status).toBe(302);
    const key = monthKey(new Date(), "Europe/Paris");
    insertStarted(email, key);
    insertStarted(email, key);
    const count = rows(email).length;
    const res = await start(other, {});
    expect(res.status).toBe(403);
    // the error modal: the refusal inside an open alert dialog, closed by a link back to the page
    const refused = dialogOf(await res.text());
    expect(refused).toContain("Your mock interview did not start");
    expect(refused).toContain(USED_UP);
    expect(refused).toContain('role="alertdialog"');
    expect(rows(email)).toHaveLength(count);
    // asking to start once the month is used up opens the error modal, not the confirmation
    const asked = dialogOf(
      await (await other.get("/interview-prep/mock-interview?dialog=start&company=Google&length=45&timezone=Europe%2FParis")).text(),
    );
    expect(asked).toContain(USED_UP);
    expect(asked).not.toContain("Start now");
  });

  it("months of other time zones and past months do not count; two time zones across a boundary", async () => {
    const email = "mock-other@example.com";
    const now = new Date();
    // Kiritimati (UTC+14) and Pago Pago (UTC−11) are 25 hours apart: around the turn of a month they are in different months.
    const east = "Pacific/Kiritimati";
    const west = "Pacific/Pago_Pago";
    const [eastKey, westKey] = [monthKey(now, east), monthKey(now, west)];
    const usedIn = (key: string) => rows(email).filter((r) => r.month_key === key).length;
    for (const [tz, key] of [
      [east, eastKey],
      [west, westKey],
    ] as const) {
      const body = await (await other.get(`/api/user/mock-interview/Google/45/latest-attempt?timezone=${encodeURIComponent(tz)}`)).json();
      expect(body.allowance).toMatchObject({ month_key: key, per_month: 3, used: usedIn(key), remaining: Math.max(0, 3 - usedIn(key)) });
    }
    // last month's interviews (as stored for a learner in Tokyo just after midnight) do not count this month
    const prev = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const prevKey = monthKey(prev, "UTC");
    const fresh = "mock-fresh@example.com";
    const c = (await signUpVerified(server, { email: fresh })).client;
    giveSubscription(fresh, 300);
    for (let i = 0; i < 3; i++) insertStarted(fresh, prevKey);
    const body = await (await c.get("/api/user/mock-interview/Google/45/latest-attempt?timezone=UTC")).json();
    expect(body.allowance).toMatchObject({ used: 0, remaining: 3, can_start: true });
    expect((await start(c, { timezone: "UTC" })).status).toBe(302);
    expect(rows(fresh).at(-1)!.month_key).toBe(monthKey(new Date(), "UTC"));
  });

  it("premium plus: 7 a month", async () => {
    const email = "mock-plus@example.com";
    const body = await (await plus.get("/api/user/mock-interview/Google/45/latest-attempt?timezone=UTC")).json();
    expect(body.allowance.per_month).toBe(7);
    expect(body.allowance.used).toBe(rows(email).filter((r) => r.month_key === monthKey(new Date(), "UTC")).length);
  });
});

describe("an interview does not steer the practice", () => {
  /** The "What to do next" card of the coding roadmap, as text. */
  async function nextStep(c: Client): Promise<string> {
    const html = await (await c.get("/interview-prep/coding")).text();
    const card = html.match(/<section class="card next-card"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(card).not.toBe("");
    return card
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  }

  it("a graded submission made during a mock interview does not change the next problem or the pattern scores", async () => {
    const email = "mock-practice@example.com";
    const c = (await signUpVerified(server, { email })).client;
    giveSubscription(email, 300);
    const before = await nextStep(c);
    const started = await start(c, { company: "Amazon" });
    expect(started.status).toBe(302);
    const interview = rows(email).at(-1)!;
    const p0 = (
      JSON.parse(interview.problems) as { page_row_id: number; author_id: number; work_id: number; page_id: number; page_slug: string }[]
    )[0]!;
    const sol = server.db.prepare("SELECT solutions FROM coach_problems WHERE page_id = ?").get(p0.page_row_id) as { solutions: string };
    const sub = await c.postJson("/api/ctw/submission/save/v2", {
      author_id: String(p0.author_id),
      work_id: String(p0.work_id),
      page_id: String(p0.page_id),
      language: "python",
      code: (JSON.parse(sol.solutions) as { python: string }).python,
      user_time_spent: "60",
    });
    expect(sub.status).toBe(200);
    // graded and stored (the report counts it) ...
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM coach_submissions WHERE user_id = ? AND kind = 'submission'").get(userId(email))).toEqual({
      n: 1,
    });
    // ... but the coach's next step is the same as before the interview, during it and after it
    expect(await nextStep(c)).toBe(before);
    expect((await c.postForm(`/interview-prep/mock-interview/${interview.id}`, { intent: "finish" })).status).toBe(302);
    expect(await nextStep(c)).toBe(before);
    expect(JSON.parse(rows(email).at(-1)!.report!).problems[0]).toMatchObject({ best_score: 100, solved: true });
    // the same submission outside an interview moves the practice on
    const again = await c.postJson("/api/ctw/submission/save/v2", {
      author_id: String(p0.author_id),
      work_id: String(p0.work_id),
      page_id: String(p0.page_id),
      language: "python",
      code: (JSON.parse(sol.solutions) as { python: string }).python,
      user_time_spent: "60",
    });
    expect(again.status).toBe(200);
    expect(await nextStep(c)).not.toBe(before);
  });

  it("during the interview its problem page is the interview screen: the clock, no solution, no skip, no discussion", async () => {
    const email = "mock-screen@example.com";
    const c = (await signUpVerified(server, { email })).client;
    giveSubscription(email, 300);
    expect((await start(c, { company: "Google" })).status).toBe(302);
    const interview = rows(email).at(-1)!;
    const p = (JSON.parse(interview.problems) as { path_slug: string; page_slug: string; title: string }[])[0]!;
    const html = await (await c.get(`/interview-prep/${p.path_slug}/${p.page_slug}`)).text();
    expect(html).toContain('data-testid="mock-bar"');
    expect(html).toContain("Problem 1 of 2");
    expect(html).toContain("Ends at");
    expect(html).toContain(`/interview-prep/mock-interview/${interview.id}?dialog=finish`);
    expect(html).not.toContain("Stuck? Read");
    expect(html).not.toContain("Skip this problem");
    expect(html).not.toMatch(/<h2[^>]*>Comments/);
    // the solution cannot be revealed meanwhile
    const reveal = await c.postForm(`/interview-prep/${p.path_slug}/${p.page_slug}`, { intent: "reveal" });
    expect(reveal.status).toBe(400);
    // the Finish confirmation is a state of the interview's page
    const confirm = await (await c.get(`/interview-prep/mock-interview/${interview.id}?dialog=finish`)).text();
    expect(confirm).toContain("Finish the interview now?");
    expect(confirm).toMatch(/<dialog[^>]*open/);
    expect((await c.postForm(`/interview-prep/mock-interview/${interview.id}`, { intent: "finish" })).status).toBe(302);
    const after = await (await c.get(`/interview-prep/${p.path_slug}/${p.page_slug}`)).text();
    expect(after).not.toContain('data-testid="mock-bar"');
    expect(after).toContain("Stuck? Read");
  });
});

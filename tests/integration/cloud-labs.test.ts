// Cloud labs end to end on one built server (docs/product/cloud-labs.md): a Premium Plus learner
// starts a lab, runs real `aws` commands through the page's command form against the session's own
// S3 service, passes the checks, extends once (the second is refused), cannot hold two labs, and
// a learner past the command limit runs nothing, the lab ends on time on the server: the session row says expired, the services' port is closed
// and the session's folder is gone; staff list and end a session with `codelift labs`. A Premium (not Plus) learner is refused.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { visibleText } from "./helpers/html";
import { cliOn } from "./helpers/cli";

const LAB = "s3-buckets-and-objects";
const S3 = "aws --endpoint-url http://localhost:4566";
let server: TestServer;
let labDir: string;
let plus: Client;
let premium: Client;
let plusId: number;

type SessionRow = {
  id: number;
  status: string;
  ends_at: string;
  extended: number;
  s3_port: number;
  dynamodb_port: number;
  services_dir: string;
  services_pid: number;
  passed_steps: string;
  completed_at: string | null;
};

function subscribe(email: string, featureSet: number) {
  const user = server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
  server.db
    .prepare(
      "INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date) VALUES (?, ?, ?, 12, 6000, 'active', 0, '2025-01-01', '2099-01-01')",
    )
    .run(user.id, `${featureSet}-12-6000`, featureSet);
  return user.id;
}

const session = () => server.db.prepare("SELECT * FROM lab_sessions WHERE user_id = ? ORDER BY id DESC LIMIT 1").get(plusId) as SessionRow;

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, "127.0.0.1");
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });
}

async function page(c: Client) {
  const res = await c.get(`/cloudlabs/${LAB}`);
  expect(res.status).toBe(200);
  return visibleText(await res.text());
}

async function post(c: Client, fields: Record<string, string>) {
  const res = await c.postForm(`/cloudlabs/${LAB}`, fields);
  expect(res.status).toBe(302);
  return res;
}

beforeAll(async () => {
  labDir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-labs-it-"));
  server = await startServer({ LAB_DIR: labDir, LAB_SWEEP_SECONDS: "1" });
  plus = (await signUpVerified(server, { email: "plus@example.com", fullName: "Paula Plus" })).client;
  premium = (await signUpVerified(server, { email: "premium-only@example.com", fullName: "Pete Premium" })).client;
  plusId = subscribe("plus@example.com", 400);
  subscribe("premium-only@example.com", 300);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(labDir, { recursive: true, force: true });
});

describe("a cloud lab", () => {
  it("is listed, and refused to a Premium learner who sees the upgrade path", async () => {
    const list = visibleText(await (await premium.get("/cloudlabs/")).text());
    for (const title of ["Store files in S3: buckets and objects", "DynamoDB: a table, items and a query", "Index S3 uploads in a DynamoDB table"])
      expect(list).toContain(title);
    const text = await page(premium);
    expect(text).toContain("Cloud labs are part of Codelift Premium Plus. Upgrade to start a lab.");
    expect(text).toContain("This lab does not use an AWS account.");
    expect(text).not.toContain("Start lab");
    const res = await premium.postForm(`/cloudlabs/${LAB}`, { intent: "start" });
    expect(res.status).toBe(403);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM lab_sessions").get()).toEqual({ n: 0 });
  });

  it("runs real aws commands against its own services, passes its checks, extends once, holds one lab at a time and ends on time", async () => {
    expect(await page(plus)).toContain("Start lab");
    await post(plus, { intent: "start" });
    const started = session();
    expect(started.status).toBe("active");
    expect(await portOpen(started.s3_port)).toBe(true);
    expect(await portOpen(started.dynamodb_port)).toBe(true);
    let text = await page(plus);
    expect(text).toContain("End lab");
    expect(text).toContain("left · ends at");
    const info = (await (await plus.get("/api/user/info")).json()) as { in_progress_lab: { lab: string; extended: boolean } | null };
    expect(info.in_progress_lab).toMatchObject({ lab: LAB, extended: false });

    // a bad command is a clear error, never a 500
    const empty = await plus.postForm(`/cloudlabs/${LAB}`, { intent: "run", command: "   " });
    expect(empty.status).toBe(302);

    await post(plus, { intent: "check" });
    expect(JSON.parse(session().passed_steps)).toEqual([]);
    expect(await page(plus)).toContain("There is no bucket named codelift-reports yet.");

    await post(plus, { intent: "run", command: `${S3} s3 mb s3://codelift-reports` });
    expect(await page(plus)).toContain("make_bucket: codelift-reports");
    await post(plus, {
      intent: "run",
      command: `${S3} s3 cp report.txt s3://codelift-reports/2026/report.txt && ${S3} s3 ls s3://codelift-reports --recursive`,
    });
    expect(await page(plus)).toContain("2026/report.txt");
    // the sandbox reaches the lab's endpoints and nothing else: not the host's loopback, not the outside
    await post(plus, {
      intent: "run",
      command: `python3 -c "import socket; s=socket.socket(); s.settimeout(2); print('host port:', s.connect_ex(('127.0.0.1', ${started.s3_port})))"; curl -sS -m 3 http://1.1.1.1/ >/dev/null 2>&1 || echo "no network"`,
    });
    text = await page(plus);
    expect(text).toMatch(/host port: [1-9]\d*/);
    expect(text).toContain("no network");

    await post(plus, { intent: "check" });
    expect(JSON.parse(session().passed_steps)).toEqual([0, 1]);
    expect(session().completed_at).not.toBeNull();
    text = await page(plus);
    expect(text).toContain("Completed");

    // each command and check starts a sandbox: the five above counted; past 60 in 10 minutes the next runs nothing and says why
    const used = server.db.prepare("SELECT COUNT(*) AS n FROM rate_limit_hits WHERE bucket = 'lab-run' AND key = ?").get(String(plusId)) as {
      n: number;
    };
    expect(used.n).toBe(5);
    const fill = server.db.prepare("INSERT INTO rate_limit_hits (bucket, key, at) VALUES ('lab-run', ?, ?)");
    for (let i = used.n; i < 60; i++) fill.run(String(plusId), Date.now());
    await post(plus, { intent: "run", command: "echo over-the-limit" });
    text = await page(plus);
    expect(text).toContain("You have run many commands in a short while. Please wait a few minutes and try again.");
    expect(text).not.toContain("over-the-limit");
    expect(session().status).toBe("active");
    server.db.prepare("DELETE FROM rate_limit_hits WHERE bucket = 'lab-run'").run();

    // one lab at a time
    const other = await plus.postForm("/cloudlabs/dynamodb-put-and-query", { intent: "start" });
    expect(other.status).toBe(302);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM lab_sessions WHERE status = 'active'").get()).toEqual({ n: 1 });
    expect(visibleText(await (await plus.get("/cloudlabs/dynamodb-put-and-query")).text())).toContain(
      "You already have a lab running: Store files in S3: buckets and objects. End it before starting another.",
    );

    // extend once: 15 more minutes; the second is refused and changes nothing
    const before = Date.parse(session().ends_at);
    await post(plus, { intent: "extend" });
    const extended = session();
    expect(Date.parse(extended.ends_at) - before).toBe(15 * 60_000);
    expect(extended.extended).toBe(1);
    await post(plus, { intent: "extend" });
    expect(session().ends_at).toBe(extended.ends_at);
    expect(await page(plus)).toContain("This lab has already been extended once.");

    // the time is up (as if 45 minutes had passed): the server ends it, the services and the folder go
    server.db.prepare("UPDATE lab_sessions SET ends_at = ? WHERE id = ?").run(new Date(Date.now() - 1000).toISOString(), extended.id);
    await expect.poll(() => session().status, { timeout: 20_000, interval: 250 }).toBe("expired");
    await expect.poll(() => portOpen(extended.s3_port), { timeout: 10_000, interval: 250 }).toBe(false);
    expect(await portOpen(extended.dynamodb_port)).toBe(false);
    expect(fs.existsSync(extended.services_dir)).toBe(false);
    text = await page(plus);
    expect(text).toContain("This lab's time is up");
    expect(text).toContain("Start again");
    const after = (await (await plus.get("/api/user/info")).json()) as { in_progress_lab: unknown };
    expect(after.in_progress_lab).toBeNull();
    // a command on an ended lab runs nothing
    await post(plus, { intent: "run", command: "echo should-not-run" });
    expect(await page(plus)).not.toContain("should-not-run");

    // staff see the running sessions and end one from the CLI, as the learner's End lab does
    const cli = cliOn(server.dbFile, { LAB_DIR: labDir }); // the CLI runs with the server's configuration
    await post(plus, { intent: "start" });
    const again = session();
    const listed = await cli.json(["labs", "sessions"]);
    expect(listed.sessions).toEqual([expect.objectContaining({ id: again.id, email: "plus@example.com", lab: LAB, extended: false })]);
    expect(listed.sessions[0].minutes_left).toBe(30);
    expect((await cli.json(["labs", "list"])).labs).toContainEqual(expect.objectContaining({ slug: LAB, running: 1 }));
    expect((await cli.json(["labs", "end", "PLUS@example.com"])).ended).toMatchObject({ id: again.id, lab: LAB });
    expect(session().status).toBe("ended");
    await expect.poll(() => portOpen(again.s3_port), { timeout: 10_000, interval: 250 }).toBe(false);
    expect(fs.existsSync(again.services_dir)).toBe(false);
    await cli.expectBadInput(["labs", "end", "plus@example.com"], "plus@example.com has no lab running");
    await cli.expectBadInput(["labs", "end", "ghost@example.com"], "No account with the e-mail ghost@example.com");
  }, 240_000);
});

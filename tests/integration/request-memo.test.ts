// One page view, each shared read once (db/requestMemo.ts): the root, layout and
// page loaders of a GET share the session, the user, the memberships, the coach path and the
// learner's coach rows. The built server writes every statement it runs to a trace file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, PREMIUM } from "../../bench/pageWeight";
import { startServer, type TestServer } from "./helpers/server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-memo-"));
const traceFile = path.join(dir, "trace.sql");
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer({ SQL_TRACE_FILE: traceFile });
  cookie = await loginCookie(server.baseUrl, PREMIUM);
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The statements one request ran (after a warm-up view of the same page). */
async function statementsOf(pathname: string): Promise<string[]> {
  await (await fetch(server.baseUrl + pathname, { headers: { Cookie: cookie } })).text();
  const before = fs.readFileSync(traceFile, "utf8").length;
  const res = await fetch(server.baseUrl + pathname, { headers: { Cookie: cookie }, redirect: "manual" });
  await res.text();
  expect(res.status).toBe(200);
  return fs.readFileSync(traceFile, "utf8").slice(before).split("\n").filter(Boolean);
}
const count = (lines: string[], re: RegExp) => lines.filter((l) => re.test(l)).length;

describe("a page view reads each shared row once", () => {
  it("the coding path overview: one session, user, membership, coach path, preferences and visits read", async () => {
    const lines = await statementsOf("/interview-prep/coding");
    expect(count(lines, /from "sessions"( "sessions")? where "sessions"\."id" =/)).toBe(1);
    expect(count(lines, /from "users"( "users")? where "users"\."id" =/)).toBe(1);
    expect(count(lines, /from "organization_members" inner join "organizations" .* left join "organization_subscriptions"/)).toBe(1);
    expect(count(lines, /from "coach_paths"( "coachPaths")? where "(coach_paths|coachPaths)"\."slug" =/)).toBe(1);
    expect(count(lines, /from "coach_preferences"/)).toBe(1);
    expect(count(lines, /from "coach_visits" where "coach_visits"\."user_id" =/)).toBe(1);
    // the learner's graded submissions in the path: one query (the runs are another)
    expect(count(lines, /^select "id", "user_id", "page_row_id", "module_id", .* from "coach_submissions" where .*"kind" = 'submission'/)).toBe(1);
  });

  it("a lesson and the learn home: one session and one user read", async () => {
    for (const page of ["/collection/lesson/4831/100001/2", "/learn/home"]) {
      const lines = await statementsOf(page);
      expect(count(lines, /from "sessions"( "sessions")? where "sessions"\."id" =/), page).toBe(1);
      expect(count(lines, /from "users"( "users")? where "users"\."id" =/), page).toBe(1);
    }
  });
});

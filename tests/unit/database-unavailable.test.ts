// Which errors mean "the database does not answer right now" (answered 503) and which are the
// request's own failure (left to the error boundary).
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, noteDatabaseError, watchDatabase } from "../../db/unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a reset connection", withCode("ECONNRESET")],
    ["admin_shutdown (pg_ctl stop or restart -m fast)", withCode("57P01", "terminating connection due to administrator command")],
    ["crash_shutdown", withCode("57P02")],
    ["cannot_connect_now (starting up)", withCode("57P03", "the database system is starting up")],
    ["connection_failure", withCode("08006")],
    ["too many connections", withCode("53300")],
    ["a connection that ended under a query", new Error("Connection terminated unexpectedly")],
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a wrapped cause", new Error("Failed query: select 1", { cause: withCode("57P01") })],
    ["an AggregateError of refused addresses", Object.assign(new AggregateError([withCode("ECONNREFUSED")]), { errors: [withCode("ECONNREFUSED")] })],
    ["SQLite busy past its timeout", withCode("SQLITE_BUSY", "database is locked")],
  ])("is true for %s", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", withCode("42601")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["a thrown Response", new Response("no", { status: 404 })],
    ["nothing", undefined],
    ["a string", "ECONNREFUSED"],
  ])("is false for %s", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("watchDatabase", () => {
  it("notes a database failure seen during the request, and only in that request", async () => {
    const failed = await watchDatabase(async () => {
      await Promise.resolve();
      expect(noteDatabaseError(withCode("57P01"))).toBe(true);
      return "page";
    });
    const fine = await watchDatabase(async () => {
      expect(noteDatabaseError(withCode("23505"))).toBe(false);
      return "page";
    });
    expect([failed.result, failed.unavailable()]).toEqual(["page", true]);
    expect([fine.result, fine.unavailable()]).toEqual(["page", false]);
  });
});

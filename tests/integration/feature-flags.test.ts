// Product feature flags over HTTP (docs/product/feature-flags.md): the user config answers each
// viewer's flags, staff change them on /staff/flags, bad input changes nothing. One server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

type Config = { constants: Record<string, unknown>; is_logged_in: boolean; feature_flags: Record<string, boolean> };

let server: TestServer;
let staff: Client;
let learner: Client;
const count = (table: string) => (server.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const config = async (c: Client) => {
  const res = await c.get("/api/userdata/user_config?cache=false");
  expect(res.status).toBe(200);
  return (await res.json()) as Config;
};

beforeAll(async () => {
  server = await startServer();
  staff = (await signUpVerified(server, { email: "flags-staff@codelift.dev" })).client;
  learner = (await signUpVerified(server, { email: "flags-learner@example.com" })).client;
});
afterAll(async () => server?.stop());

describe("feature flags", () => {
  it("the user config answers the constants and each viewer's flags", async () => {
    const anon = await config(server.client());
    expect(anon.constants).toHaveProperty("USER_TYPES");
    expect(Object.keys(anon.feature_flags)).toHaveLength(15);
    expect(anon.feature_flags).toMatchObject({ friendly_urls: true, ai_testcase: false, explain_further: false, disruptive_modal: false });
    expect((await config(learner)).feature_flags).toMatchObject({ ai_testcase: false, explain_further: false });
    expect((await config(staff)).feature_flags).toMatchObject({ ai_testcase: true, explain_further: true, disruptive_modal: false });
  });

  it("staff change levels, overrides and beta mode on the page; the user config follows", async () => {
    let res = await staff.postForm("/staff/flags", { intent: "beta_on", email: "flags-learner@example.com" });
    expect(res.status).toBe(302);
    expect((await config(learner)).feature_flags.explain_further).toBe(true);
    res = await staff.postForm("/staff/flags", { intent: "override", name: "ai_testcase", scope: "cohort", target: "B2C_USER", enabled: "on" });
    expect(res.status).toBe(302);
    expect((await config(learner)).feature_flags.ai_testcase).toBe(true);
    res = await staff.postForm("/staff/flags", { intent: "level", name: "friendly_urls", level: "disabled" });
    expect(res.status).toBe(302);
    expect((await config(server.client())).feature_flags.friendly_urls).toBe(false);
    const page = await (await staff.get("/staff/flags")).text();
    expect(page).toContain("flags-learner@example.com");
    const audit = server.db.prepare("SELECT count(*) AS n FROM staff_audit_log WHERE action = 'feature_flags.change'").get() as { n: number };
    expect(audit.n).toBe(3);
  });

  it("bad input answers 400 with a clear message and changes nothing", async () => {
    const before = [count("feature_flags"), count("feature_flag_overrides"), count("beta_testers")];
    const cases: [Record<string, string>, string][] = [
      [{ intent: "level", name: "nope", level: "2" }, "Unknown feature flag (known: coach_dashboard,"],
      [
        { intent: "level", name: "onboarding", level: "7" },
        "level must be 0–4 or one of disabled, development, beta, internal_production, production.",
      ],
      [{ intent: "override", name: "onboarding", scope: "team", target: "1", enabled: "on" }, "scope must be one of organization, cohort."],
      [{ intent: "override", name: "onboarding", scope: "cohort", target: "admins", enabled: "on" }, "cohort must be one of B2B_USER"],
      [{ intent: "override", name: "onboarding", scope: "cohort", target: "B2B_USER", enabled: "maybe" }, 'enabled must be "on" or "off".'],
      [{ intent: "beta_on", email: "ghost@example.com" }, "No user has this e-mail address."],
      [{ intent: "explode" }, "intent must be level, reset, override, remove_override, beta_on or beta_off."],
    ];
    for (const [fields, message] of cases) {
      const res = await staff.postForm("/staff/flags", fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.text()).toContain(message.replace(/"/g, "&quot;").slice(0, 30));
    }
    expect([count("feature_flags"), count("feature_flag_overrides"), count("beta_testers")]).toEqual(before);
    expect((await server.client().get("/api/userdata/user_config?cache=maybe")).status).toBe(400);
  });

  it("only staff see or change flags", async () => {
    expect((await learner.get("/staff/flags")).status).toBe(404);
    expect((await learner.postForm("/staff/flags", { intent: "level", name: "onboarding", level: "0" })).status).toBe(404);
    expect((await server.client().postForm("/staff/flags", { intent: "level", name: "onboarding", level: "0" })).status).toBe(404);
    expect(server.db.prepare("SELECT count(*) AS n FROM feature_flags WHERE name = 'onboarding'").get()).toEqual({ n: 0 });
  });
});

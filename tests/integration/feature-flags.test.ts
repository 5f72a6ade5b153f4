// Product feature flags over HTTP (docs/product/feature-flags.md), on SQLite and on PostgreSQL: the
// user config answers each viewer's flags, staff change them on /staff/flags, bad input changes
// nothing, and the coach's flags that gate behaviour gate it. One server per engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";
import type { Client } from "./helpers/server";

type Config = { constants: Record<string, unknown>; is_logged_in: boolean; feature_flags: Record<string, boolean> };

describe.each(ENGINES)("feature flags on %s", (engine) => {
  let site: EngineServer;
  let staff: Client;
  let learner: Client;
  const learnerEmail = `flags-learner-${engine}@example.com`;
  const count = async (table: string) => Number((await site.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  const config = async (c: Client) => {
    const res = await c.get("/api/userdata/user_config?cache=false");
    expect(res.status).toBe(200);
    return (await res.json()) as Config;
  };

  beforeAll(async () => {
    site = await startServerOn(engine);
    staff = await site.signUpVerified({ email: `flags-staff-${engine}@codelift.dev` });
    learner = await site.signUpVerified({ email: learnerEmail });
  }, 180_000);
  afterAll(async () => site?.stop());

  {
    it("the user config answers the constants and each viewer's flags", async () => {
      const anon = await config(site.client());
      expect(anon.constants).toHaveProperty("USER_TYPES");
      expect(Object.keys(anon.feature_flags)).toHaveLength(15);
      expect(anon.feature_flags).toMatchObject({ friendly_urls: true, ai_testcase: false, explain_further: false, disruptive_modal: false });
      expect((await config(learner)).feature_flags).toMatchObject({ ai_testcase: false, explain_further: false });
      expect((await config(staff)).feature_flags).toMatchObject({ ai_testcase: true, explain_further: true, disruptive_modal: false });
    });

    it("staff change levels, overrides and beta mode on the page; the user config follows", async () => {
      let res = await staff.postForm("/staff/flags", { intent: "beta_on", email: learnerEmail });
      expect(res.status).toBe(302);
      expect((await config(learner)).feature_flags.explain_further).toBe(true);
      res = await staff.postForm("/staff/flags", { intent: "override", name: "ai_testcase", scope: "cohort", target: "B2C_USER", enabled: "on" });
      expect(res.status).toBe(302);
      expect((await config(learner)).feature_flags.ai_testcase).toBe(true);
      res = await staff.postForm("/staff/flags", { intent: "level", name: "friendly_urls", level: "disabled" });
      expect(res.status).toBe(302);
      expect((await config(site.client())).feature_flags.friendly_urls).toBe(false);
      const page = await (await staff.get("/staff/flags")).text();
      expect(page).toContain(learnerEmail);
      expect(await count("staff_audit_log WHERE action = 'feature_flags.change'")).toBe(3);
    });

    it("bad input answers 400 with a clear message and changes nothing", async () => {
      const before = [await count("feature_flags"), await count("feature_flag_overrides"), await count("beta_testers")];
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
      expect([await count("feature_flags"), await count("feature_flag_overrides"), await count("beta_testers")]).toEqual(before);
      expect((await site.client().get("/api/userdata/user_config?cache=maybe")).status).toBe(400);
    });

    it("only staff see or change flags", async () => {
      expect((await learner.get("/staff/flags")).status).toBe(404);
      expect((await learner.postForm("/staff/flags", { intent: "level", name: "onboarding", level: "0" })).status).toBe(404);
      expect((await site.client().postForm("/staff/flags", { intent: "level", name: "onboarding", level: "0" })).status).toBe(404);
      expect(await count("feature_flags WHERE name = 'onboarding'")).toBe(0);
    });

    it("language_selector gates the problem workspace's language choice (off: the preferred language, ?lang= not followed)", async () => {
      const reader = await site.signUpVerified({ email: `flags-lang-${engine}@example.com` });
      const [problem] = await site.query<{ slug: string }>(
        "SELECT p.slug FROM coach_pages p JOIN coach_problems pr ON pr.page_id = p.id ORDER BY p.position, p.id LIMIT 1",
      );
      const url = `/interview-prep/coding/${problem!.slug}?lang=javascript`;
      let html = await (await reader.get(url)).text();
      expect(html).toContain('id="code-lang"');
      expect(html).toContain("Code (JavaScript)");
      expect((await staff.postForm("/staff/flags", { intent: "level", name: "language_selector", level: "disabled" })).status).toBe(302);
      html = await (await reader.get(url)).text();
      expect(html).not.toContain('id="code-lang"');
      expect(html).toContain("Language: <strong>Python</strong>");
      expect(html).toContain("Code (Python)");
      expect((await staff.postForm("/staff/flags", { intent: "reset", name: "language_selector" })).status).toBe(302);
      expect(await (await reader.get(url)).text()).toContain('id="code-lang"');
    });

    it("mock_interview_on_roadmap offers the timed mock interview on a coding roadmap to whom the flag is on", async () => {
      const reader = await site.signUpVerified({ email: `flags-mock-${engine}@example.com` });
      const offered = async (c: Client, slug = "coding") =>
        (await (await c.get(`/interview-prep/${slug}`)).text()).includes('data-flag="mock_interview_on_roadmap"');
      // beta by default: staff (internal mode) see it, a learner does not, a lesson roadmap never
      expect(await offered(staff)).toBe(true);
      expect(await offered(reader)).toBe(false);
      expect(await offered(staff, "system-design")).toBe(false);
      const cohort = { name: "mock_interview_on_roadmap", scope: "cohort", target: "B2C_USER" };
      expect((await staff.postForm("/staff/flags", { intent: "override", ...cohort, enabled: "on" })).status).toBe(302);
      expect(await offered(reader)).toBe(true);
      expect((await staff.postForm("/staff/flags", { intent: "remove_override", ...cohort })).status).toBe(302);
      expect(await offered(reader)).toBe(false);
    });

    it("onboarding gates the coach's tour: three steps as a page state, Done records the viewed flag", async () => {
      const reader = await site.signUpVerified({ email: `flags-tour-${engine}@example.com` });
      const dialogOf = (html: string) => html.match(/<dialog(?=[^>]*\sopen[\s=>])[\s\S]*?<\/dialog>/)?.[0] ?? null;
      const home = async (query = "") => (await (await reader.get(`/interview-prep${query}`)).text()).replace(/&#x27;/g, "'");
      expect(await home()).toMatch(/<a href="\/interview-prep\?tour=1"[^>]*data-flag="onboarding">New here\? Take the tour<\/a>/);
      const second = dialogOf(await home("?tour=2"))!;
      expect(second).toContain("Let the coach pick your next problem (2 of 3)");
      expect(second).toContain('href="/interview-prep?tour=1"');
      expect(second).toContain('href="/interview-prep?tour=3"');
      expect(dialogOf(await home("?tour=3"))).toContain('<input type="hidden" name="intent" value="tour-done"/>');
      expect(dialogOf(await home("?tour=9"))).toBeNull();
      const done = await reader.postForm("/interview-prep", { intent: "tour-done" });
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toBe("/interview-prep");
      expect(((await (await reader.get("/api/user/info")).json()) as Record<string, unknown>).has_viewed_coach_tour).toBe(true);
      expect(await home()).not.toContain("New here?");
      expect((await reader.postForm("/interview-prep", { intent: "nope" })).status).toBe(400);

      expect((await staff.postForm("/staff/flags", { intent: "level", name: "onboarding", level: "disabled" })).status).toBe(302);
      expect(await home()).not.toContain('data-flag="onboarding"');
      expect(dialogOf(await home("?tour=1"))).toBeNull();
      expect((await staff.postForm("/staff/flags", { intent: "reset", name: "onboarding" })).status).toBe(302);
      expect(dialogOf(await home("?tour=1"))).toContain("Choose a roadmap (1 of 3)");
    });

    it("an organization's override reaches its members (off wins over their cohort's on); others keep the level", async () => {
      const member = site.client();
      expect((await member.postJson("/api/user/login", { email: "member@globex.test", password: "globex-member-2026" })).status).toBe(200);
      const [org] = await site.query<{ id: number | string }>("SELECT id FROM organizations WHERE slug = 'globex'");
      const flagOf = async (c: Client) => (await config(c)).feature_flags.mock_interview_on_roadmap;
      const target = String(org!.id);
      expect(await flagOf(member)).toBe(false);
      expect(
        (
          await staff.postForm("/staff/flags", {
            intent: "override",
            name: "mock_interview_on_roadmap",
            scope: "organization",
            target,
            enabled: "on",
          })
        ).status,
      ).toBe(302);
      expect(await flagOf(member)).toBe(true);
      expect((await (await member.get("/interview-prep/coding")).text()).includes('data-flag="mock_interview_on_roadmap"')).toBe(true);
      const outsider = await site.signUpVerified({ email: `flags-outsider-${engine}@example.com` });
      expect(await flagOf(outsider)).toBe(false);
      // off for the organization beats on for the member's cohort
      await staff.postForm("/staff/flags", {
        intent: "override",
        name: "mock_interview_on_roadmap",
        scope: "cohort",
        target: "B2B_USER",
        enabled: "on",
      });
      await staff.postForm("/staff/flags", { intent: "override", name: "mock_interview_on_roadmap", scope: "organization", target, enabled: "off" });
      expect(await flagOf(member)).toBe(false);
      await staff.postForm("/staff/flags", { intent: "remove_override", name: "mock_interview_on_roadmap", scope: "organization", target });
      expect(await flagOf(member)).toBe(true);
      await staff.postForm("/staff/flags", { intent: "remove_override", name: "mock_interview_on_roadmap", scope: "cohort", target: "B2B_USER" });
    });
  }
});

// Attribution, the trial funnel and the complete user info over real HTTP, on SQLite and on
// PostgreSQL (docs/product/attribution.md): sign-up campaign fields (API and the sign-up form's
// hidden inputs, without JavaScript), POST /api/user/utm, the Rakuten cookie, the e-mail capture
// event, the campaign events batch, the trial funnel events where they happen, the user info
// routes and actions. Bad input is a 400 naming the field, never a 500, and a refused write
// changes nothing. One server per engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";
import type { Client } from "./helpers/server";

const PASSWORD = "correct horse battery";
const TRIAL_PLAN = "300-1-6000";

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
/** The attributes of the page's link with this text ("" when there is none). */
const linkAttributes = (html: string, text: string) => decode(html).match(new RegExp(`<a ([^>]*)>${text}</a>`))?.[1] ?? "";
/** The hidden inputs of the page's sign-up form, by name. */
const hiddenInputs = (html: string) =>
  Object.fromEntries([...decode(html).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map((m) => [m[1]!, m[2]!]));

describe.each(ENGINES)("on %s", (engine) => {
  let site: EngineServer;
  let seq = 0;
  const email = (what: string) => `attr-${what}-${++seq}-${engine}@example.com`;

  const count = async (text: string, values: unknown[] = []) => Number((await site.query<{ n: number | string }>(text, values))[0]!.n);
  const userId = async (address: string) =>
    Number((await site.query<{ id: number | string }>("SELECT id FROM users WHERE email = ?", [address.toLowerCase()]))[0]?.id ?? 0);
  const attributions = (id: number) =>
    site.query<Record<string, string | null>>(
      "SELECT origin, signup_type, company_name, org_subdomain, operation, page_uri, source, page_section, referral_site, ref_id, impact_click_id, utm, utm_init FROM user_attributions WHERE user_id = ? ORDER BY id",
      [id],
    );
  const events = (name: string, id: number | null) =>
    site.query<{ props: string }>(`SELECT props FROM analytics_events WHERE name = ? AND user_id ${id === null ? "IS NULL" : "= ?"} ORDER BY id`, [
      name,
      ...(id === null ? [] : [id]),
    ]);
  const eventProps = async (name: string, id: number | null) => (await events(name, id)).map((e) => JSON.parse(e.props) as Record<string, unknown>);

  beforeAll(async () => {
    site = await startServerOn(engine);
  }, 180_000);
  afterAll(async () => site?.stop());

  describe("sign-up campaign fields", () => {
    it("the API stores every field (flat utm and utm_init keys, ?signup_type, the referral site cut to 512)", async () => {
      const address = email("api");
      const res = await site.client().postJson("/api/user/signup?signup_type=b2b", {
        full_name: "Ada Campaign",
        email: address,
        password: PASSWORD,
        utm_source: "newsletter",
        utm_medium: "email",
        utm_init_source: "google",
        company_name: "Acme Corp",
        org_subdomain: "Acme-Co",
        operation: "team_signup",
        page_uri: "/business",
        source: "navbar",
        page_section: "hero",
        referral_site: `https://blog.example/${"x".repeat(600)}`,
        ref_id: "partner-7",
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const [row, ...more] = await attributions(await userId(address));
      expect(more).toEqual([]);
      expect(row).toMatchObject({
        origin: "signup",
        signup_type: "b2b",
        company_name: "Acme Corp",
        org_subdomain: "acme-co",
        operation: "team_signup",
        page_uri: "/business",
        source: "navbar",
        page_section: "hero",
        ref_id: "partner-7",
        impact_click_id: null,
      });
      expect(row!.referral_site).toHaveLength(512);
      expect(JSON.parse(row!.utm!)).toEqual({ utm_source: "newsletter", utm_medium: "email" });
      expect(JSON.parse(row!.utm_init!)).toEqual({ utm_source: "google" });
    });

    it("a misspelt tag, an oversized field or a malformed body is a 400 naming it, and no account or row is written", async () => {
      const before = await count("SELECT count(*) AS n FROM user_attributions");
      const usersBefore = await count("SELECT count(*) AS n FROM users");
      const c = site.client();
      const misspelt = await c.postJson("/api/user/signup", { full_name: "Bad Tags", email: email("bad"), password: PASSWORD, utm_sorce: "x" });
      expect(misspelt.status).toBe(400);
      expect(await misspelt.json()).toEqual({
        errors: { utm_sorce: "utm_sorce is not a campaign field: use utm_source, utm_medium, utm_campaign, utm_term or utm_content." },
      });
      const long = await c.postJson("/api/user/signup", {
        full_name: "Long Company",
        email: email("bad"),
        password: PASSWORD,
        company_name: "a".repeat(101),
      });
      expect(long.status).toBe(400);
      expect(await long.json()).toEqual({ errors: { company_name: "company_name may be at most 100 characters." } });
      const subdomain = await c.postJson("/api/user/signup", {
        full_name: "Bad Subdomain",
        email: email("bad"),
        password: PASSWORD,
        org_subdomain: "no spaces",
      });
      expect(subdomain.status).toBe(400);
      expect((await subdomain.json()).errors.org_subdomain).toBe("org_subdomain may hold only letters, digits and hyphens (at most 63).");
      const garbled = await c.fetch("/api/user/signup", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" });
      expect(garbled.status).toBe(400);
      expect(await count("SELECT count(*) AS n FROM users")).toBe(usersBefore);
      expect(await count("SELECT count(*) AS n FROM user_attributions")).toBe(before);
    });

    it("the sign-up page carries the address's campaign fields as hidden inputs (a mangled one left out), and a form post without JavaScript stores them", async () => {
      const c = site.client();
      const page = await c.get(`/signup?utm_source=spring&utm_campaign=launch&utm_term=${"t".repeat(151)}&source=footer&page_section=pricing`, {
        Referer: "https://news.example/codelift-review",
      });
      expect(page.status).toBe(200);
      const hidden = hiddenInputs(await page.text());
      expect(hidden).toMatchObject({
        utm_source: "spring",
        utm_campaign: "launch",
        source: "footer",
        page_section: "pricing",
        page_uri: "/signup",
        referral_site: "https://news.example/codelift-review",
      });
      expect(hidden).not.toHaveProperty("utm_term");
      // our own pages are not a referral site
      expect(hiddenInputs(await (await c.get("/signup?utm_source=spring", { Referer: `${site.server.baseUrl}/explore` })).text())).not.toHaveProperty(
        "referral_site",
      );

      const address = email("form");
      const { ru: _ru, ...campaign } = hidden;
      const res = await c.postForm("/signup?utm_source=spring", {
        ...campaign,
        ru: "/learn/home",
        full_name: "Form Learner",
        email: address,
        password: PASSWORD,
      });
      expect(res.status, decode(await res.clone().text()).slice(0, 300)).toBe(302);
      const [row] = await attributions(await userId(address));
      expect(row).toMatchObject({
        origin: "signup",
        source: "footer",
        page_section: "pricing",
        page_uri: "/signup",
        referral_site: "https://news.example/codelift-review",
      });
      expect(JSON.parse(row!.utm!)).toEqual({ utm_source: "spring", utm_campaign: "launch" });
    });

    it("the home page's sign-up dialog carries them too", async () => {
      const html = await (await site.client().get("/?openSignupModal=true&ru=%2Fexplore&utm_source=ads&utm_medium=cpc")).text();
      expect(hiddenInputs(html)).toMatchObject({ utm_source: "ads", utm_medium: "cpc", page_uri: "/" });
    });
  });

  describe("POST /api/user/utm", () => {
    let learner: Client;
    let id: number;
    beforeAll(async () => {
      const address = email("utm");
      learner = await site.signUpVerified({ email: address });
      id = await userId(address);
    });

    it("needs a session", async () => {
      const res = await site.client().postJson("/api/user/utm", { utm_source: "x" });
      expect(res.status).toBe(401);
    });

    it("stores the visit's campaign data (utm objects as the single sign-on page posts them)", async () => {
      const res = await learner.postJson("/api/user/utm", {
        utm: JSON.stringify({ source: "sso", campaign: "okta" }),
        page_uri: "https://codelift.example/learn",
      });
      expect(res.status).toBe(201);
      expect((await res.json()).attribution).toMatchObject({
        origin: "utm",
        utm: { utm_source: "sso", utm_campaign: "okta" },
        page_uri: "https://codelift.example/learn",
      });
      expect((await attributions(id)).map((r) => r.origin)).toEqual(["utm"]);
    });

    it("refuses a misspelt tag, a bad page address and an empty report with a 400, storing nothing", async () => {
      const before = (await attributions(id)).length;
      const bad = await learner.postJson("/api/user/utm", { utm_campain: "x" });
      expect(bad.status).toBe(400);
      expect(Object.keys((await bad.json()).errors)).toEqual(["utm_campain"]);
      const page = await learner.postJson("/api/user/utm", { page_uri: "javascript:alert(1)" });
      expect(page.status).toBe(400);
      expect(await page.json()).toEqual({ errors: { page_uri: "page_uri must be a path (/…) or an http(s) address of at most 2048 characters." } });
      const empty = await learner.postJson("/api/user/utm", { utm_source: "" });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toEqual({ errorText: "Send at least one campaign field." });
      expect((await attributions(id)).length).toBe(before);
    });

    it("an Impact visit without its click id is stored and reported as an error; with it, it is not", async () => {
      const before = (await eventProps("attribution_error", id)).length;
      expect((await learner.postJson("/api/user/utm", { utm_source: "impact" })).status).toBe(201);
      expect((await eventProps("attribution_error", id)).slice(before)).toEqual([{ problem: "impact_click_id_missing", origin: "utm" }]);
      expect((await learner.postJson("/api/user/utm", { utm_source: "impact", irclickid: "abc123" })).status).toBe(201);
      expect((await eventProps("attribution_error", id)).length).toBe(before + 1);
      expect((await attributions(id)).at(-1)).toMatchObject({ impact_click_id: "abc123" });
    });
  });

  describe("marketing paths", () => {
    it("PUT /api/rakuten/set-cookie keeps the publisher's site id 30 days and records the click; without it a 400", async () => {
      const c = site.client();
      const res = await c.fetch("/api/rakuten/set-cookie?ranSiteID=pub.site-1", { method: "PUT" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ran_site_id: "pub.site-1", expires_in_days: 30 });
      const cookie = res.headers.getSetCookie().find((h) => h.startsWith("rakuten_click="));
      expect(cookie).toMatch(/Max-Age=2592000/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(await eventProps("rakuten_click", null)).toContainEqual({ ran_site_id: "pub.site-1", ran_mid: null });
      const clicks = await count("SELECT count(*) AS n FROM analytics_events WHERE name = 'rakuten_click'");
      const missing = await c.postJson("/api/rakuten/set-cookie", {}, "PUT");
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ errors: { ranSiteID: "ranSiteID is required: the Rakuten publisher's site id." } });
      expect(missing.headers.getSetCookie().some((h) => h.startsWith("rakuten_click="))).toBe(false);
      expect(await count("SELECT count(*) AS n FROM analytics_events WHERE name = 'rakuten_click'")).toBe(clicks);
    });

    it("PUT /api/event/marketing/email-capture keeps the address once and sends analytics the page without it", async () => {
      const address = email("capture");
      const body = { email: address, marketing_page_url: "/business", cta_url: "/trial" };
      for (let i = 0; i < 2; i++) expect((await site.client().postJson("/api/event/marketing/email-capture", body, "PUT")).status).toBe(200);
      expect(await count("SELECT count(*) AS n FROM email_captures WHERE email = ?", [address])).toBe(1);
      const props = await eventProps("email_capture", null);
      expect(props).toContainEqual({ marketing_page_url: "/business", cta_url: "/trial" });
      expect(JSON.stringify(props)).not.toContain(address);
      const before = await count("SELECT count(*) AS n FROM email_captures");
      const bad = await site
        .client()
        .postJson("/api/event/marketing/email-capture", { email: "not-an-address", marketing_page_url: "/business" }, "PUT");
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ errors: { email: "Invalid Email Address" } });
      expect(await count("SELECT count(*) AS n FROM email_captures")).toBe(before);
    });

    it("POST /api/event/campaign-events stores the fresh events in one batch and drops stale or malformed ones", async () => {
      const now = Date.now();
      const before = await count("SELECT count(*) AS n FROM analytics_events WHERE name = 'campaign'");
      const res = await site.client().postJson("/api/event/campaign-events", {
        events: JSON.stringify([
          { event_name: "utm_visit", event_data: { utm_source: "batch" }, queued_at: now - 60_000 },
          { event_name: "utm_visit", event_data: { utm_source: "batch" }, queued_at: now - 6 * 86_400_000 },
          { event_name: "utm_visit", event_data: { utm_source: "stale" }, queued_at: now - 8 * 86_400_000 },
          { event_name: "", event_data: {}, queued_at: now },
          "garbage",
        ]),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ stored: 2, dropped: 3 });
      expect(await count("SELECT count(*) AS n FROM analytics_events WHERE name = 'campaign'")).toBe(before + 2);
      const notList = await site.client().postJson("/api/event/campaign-events", { events: "x" });
      expect(notList.status).toBe(400);
      expect(await notList.json()).toEqual({ errors: { events: "events must be a list." } });
      expect(await count("SELECT count(*) AS n FROM analytics_events WHERE name = 'campaign'")).toBe(before + 2);
    });

    it("answers a malformed body on every new write path with a 400, never a 500", async () => {
      const learner = await site.signUpVerified({ email: email("garbled") });
      for (const [method, path] of [
        ["POST", "/api/user/utm"],
        ["PUT", "/api/rakuten/set-cookie"],
        ["PUT", "/api/event/marketing/email-capture"],
        ["POST", "/api/event/campaign-events"],
        ["POST", "/api/user/info/action"],
      ] as const) {
        const res = await learner.fetch(path, { method, headers: { "Content-Type": "application/json" }, body: "{not json" });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(typeof (await res.json()).errorText, `${method} ${path}`).toBe("string");
      }
    });
  });

  describe("the trial funnel", () => {
    it("a learner who may start a trial sees Start Free Trial marked as the funnel's first click, with its plan", async () => {
      const learner = await site.signUpVerified({ email: email("offer") });
      const cta = linkAttributes(await (await learner.get("/explore")).text(), "Start Free Trial");
      expect(cta).toContain('href="/checkout/b2c-trial-avail?plan=300-12-6000"');
      expect(cta).toContain('data-trial-event="start_trial_cta_click"');
      expect(cta).toContain('data-plan-id="300-12-6000"');
    });

    it("the browser's clicks are stored; one without its plan or its learner is stored and reported; the server's own events are refused from a browser", async () => {
      const address = email("clicks");
      const learner = await site.signUpVerified({ email: address });
      const id = await userId(address);
      const send = (c: Client, data: Record<string, string>) =>
        c.postJson(
          "/api/event/triggered-multi",
          { events: JSON.stringify([{ event_name: "start_trial_cta_click", event_data: data, path: "/explore" }]) },
          "PUT",
        );
      expect((await send(learner, { plan_id: TRIAL_PLAN })).status).toBe(200);
      expect(await eventProps("start_trial_cta_click", id)).toEqual([{ plan_id: TRIAL_PLAN }]);
      expect(await eventProps("attribution_error", id)).toEqual([]);
      expect((await send(learner, {})).status).toBe(200);
      expect(await eventProps("attribution_error", id)).toEqual([{ problem: "trial_event_plan_id_missing", event_name: "start_trial_cta_click" }]);
      const visitor = site.client();
      const errorsBefore = (await eventProps("attribution_error", null)).length;
      expect((await send(visitor, { plan_id: TRIAL_PLAN })).status).toBe(200);
      expect((await eventProps("attribution_error", null)).slice(errorsBefore)).toEqual([
        { problem: "trial_event_user_id_missing", event_name: "start_trial_cta_click" },
      ]);
      const forged = await learner.postJson(
        "/api/event/triggered-multi",
        { events: JSON.stringify([{ event_name: "start_trail_successful", event_data: { plan_id: TRIAL_PLAN } }]) },
        "PUT",
      );
      expect(forged.status).toBe(400);
      expect(await eventProps("start_trail_successful", id)).toEqual([]);
    });

    it("a granted trial is start_trail_successful, the header then offers Activate now, and switching the renewal off is trial_cancelled_successfully", async () => {
      const address = email("trial");
      const learner = await site.signUpVerified({ email: address });
      const id = await userId(address);
      const path = `/checkout/b2c-trial-avail?plan=${TRIAL_PLAN}`;
      const page = decode(await (await learner.get(path)).text());
      const attemptId = page.match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1] ?? "";
      expect(attemptId).not.toBe("");
      const paid = await learner.postForm(path, {
        attempt_id: attemptId,
        plan: TRIAL_PLAN,
        card_number: "4242424242424242",
        card_expiry: "12/34",
        card_cvc: "123",
      });
      expect(paid.status).toBe(302);
      expect(await eventProps("start_trail_successful", id)).toEqual([{ plan_id: TRIAL_PLAN }]);

      const html = await (await learner.get("/explore")).text();
      const activate = linkAttributes(html, "Activate now");
      expect(activate).toContain('href="/unlimited"');
      expect(activate).toContain('data-trial-event="trial_activate_now_navbar_cta_click"');
      expect(activate).toContain(`data-plan-id="${TRIAL_PLAN}"`);
      expect(html).not.toContain('data-trial-event="start_trial_cta_click"');

      const off = await learner.postJson("/api/subscription/auto-renew", { auto_renew: "false" }, "PUT");
      expect(off.status, await off.clone().text()).toBe(200);
      expect(await eventProps("trial_cancelled_successfully", id)).toEqual([{ plan_id: TRIAL_PLAN }]);
      // switching it off again changes nothing and records nothing
      await learner.postJson("/api/subscription/auto-renew", { auto_renew: "false" }, "PUT");
      expect(await eventProps("trial_cancelled_successfully", id)).toHaveLength(1);
      expect(await eventProps("attribution_error", id)).toEqual([]);
    });

    it("a trial switched off by a browser that asks not to be tracked records nothing", async () => {
      const address = email("trial-dnt");
      const learner = await site.signUpVerified({ email: address });
      const id = await userId(address);
      const path = `/checkout/b2c-trial-avail?plan=${TRIAL_PLAN}`;
      const attemptId = decode(await (await learner.get(path)).text()).match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1] ?? "";
      const paid = await learner.postForm(path, {
        attempt_id: attemptId,
        plan: TRIAL_PLAN,
        card_number: "4242424242424242",
        card_expiry: "12/34",
        card_cvc: "123",
      });
      expect(paid.status).toBe(302);
      const off = await learner.fetch("/api/subscription/auto-renew", {
        method: "PUT",
        headers: { "Content-Type": "application/json", "Sec-GPC": "1" },
        body: JSON.stringify({ auto_renew: "false" }),
      });
      expect(off.status).toBe(200);
      expect(
        await count("SELECT count(*) AS n FROM subscriptions WHERE user_id = ? AND auto_renew = ?", [id, engine === "postgres" ? false : 0]),
      ).toBe(1);
      expect(await eventProps("trial_cancelled_successfully", id)).toEqual([]);
    });
  });

  describe("user info", () => {
    let learner: Client;
    let id: number;
    beforeAll(async () => {
      const address = email("info");
      learner = await site.signUpVerified({ email: address });
      id = await userId(address);
    });

    it("GET /api/user/info answers the complete fields", async () => {
      const info = await (await learner.get("/api/user/info")).json();
      expect(info).toMatchObject({
        owns_free_courses: true,
        owns_paid_courses: false,
        has_availed_b2c_trial: false,
        has_active_l2c_pack: false,
        special_discount: null,
        in_progress_lab: null,
        workflow_onboarding: null,
        feature_feedbacks_submitted: 0,
        has_any_newsletter_preferences: false,
        has_viewed_coach_tour: false,
      });
      expect(typeof info.preferred_subscription_id).toBe("string");
      expect(typeof info.preferred_subscription_price).toBe("number");
    });

    it("GET /api/user/info/subscriptions: the plan now, with return_complete_response every plan and the offer; bad parameters are a 400", async () => {
      expect(await (await learner.get("/api/user/info/subscriptions")).json()).toEqual({
        is_user_subscribed: false,
        has_active_b2c_trial: false,
        subscription: null,
      });
      expect(await (await learner.get("/api/user/info/subscriptions?return_complete_response=true")).json()).toMatchObject({
        subscriptions: [],
        has_availed_b2c_trial: false,
        preferred_subscription_id: expect.any(String),
      });
      const bad = await learner.get("/api/user/info/subscriptions?return_complete_response=maybe");
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ errors: { return_complete_response: "return_complete_response must be true or false." } });
      const affiliate = await learner.get("/api/user/info/subscriptions?encoded_affiliate_id=%3Cscript%3E");
      expect(affiliate.status).toBe(400);
      expect(await affiliate.json()).toEqual({ errors: { encoded_affiliate_id: "encoded_affiliate_id is not an encoded affiliate id." } });
      expect((await site.client().get("/api/user/info/subscriptions")).status).toBe(401);
    });

    it("GET /api/user/credit-on-gift-info answers the gifts and the credit", async () => {
      expect(await (await learner.get("/api/user/credit-on-gift-info")).json()).toEqual({
        has_unclaimed_gift: false,
        unclaimed_gifts: [],
        sent_gifts: [],
        credit_amount_usd: 0,
      });
    });

    it("the user-info actions: viewed sets its flag for good (once), unknown actions and flags are a 400 that changes nothing", async () => {
      const viewed = await learner.postJson("/api/user/info/action", { action: "viewed", flag: "has_viewed_coach_tour" });
      expect(viewed.status).toBe(200);
      expect((await viewed.json()).user_info).toMatchObject({ has_viewed_coach_tour: true, has_viewed_dashboard_tour: false });
      expect((await learner.postJson("/api/user/info/action", { action: "viewed", flag: "has_viewed_coach_tour" })).status).toBe(200);
      expect(await count("SELECT count(*) AS n FROM user_viewed_flags WHERE user_id = ?", [id])).toBe(1);
      expect(await (await learner.get("/api/user/info")).json()).toMatchObject({ has_viewed_coach_tour: true });

      const unknown = await learner.postJson("/api/user/info/action", { action: "self_destruct" });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toEqual({ errorText: "Specified action does not exist" });
      const flag = await learner.postJson("/api/user/info/action", { action: "viewed", flag: "has_viewed_everything" });
      expect(flag.status).toBe(400);
      expect(await flag.json()).toEqual({ errorText: "Specified flag does not exist" });
      expect(await count("SELECT count(*) AS n FROM user_viewed_flags WHERE user_id = ?", [id])).toBe(1);
      expect((await learner.postJson("/api/user/info/action", { action: "trial_cancelled" })).status).toBe(200);
    });
  });
});

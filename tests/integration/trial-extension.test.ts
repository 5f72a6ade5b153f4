// The consumer trial banner's Extend Trial (docs/product/billing.md#free-trial-extension) over real
// HTTP, on SQLite and on PostgreSQL: the banner offers it as a form (no JavaScript), the learner's
// own running trial gets 7 more days once, two clicks at once extend once, and bad input or another
// learner's plan changes nothing. One server per engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";

const DAY = 86_400_000;

describe.each(ENGINES)("on %s", (engine) => {
  let site: EngineServer;

  beforeAll(async () => {
    site = await startServerOn(engine);
  }, 180_000);
  afterAll(async () => site?.stop());

  /** A learner with a free trial that ends in two days (the banner's window), and its id. */
  async function learnerWithTrial(who: string) {
    const email = `trial-ext-${who}-${engine}@example.com`;
    const client = await site.signUpVerified({ email });
    const [user] = await site.query<{ id: number | string }>("SELECT id FROM users WHERE email = ?", [email]);
    const ends = new Date(Date.now() + 2 * DAY).toISOString();
    const [sub] = await site.query<{ id: number | string }>(
      `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, start_date, expiration_date, is_trial, auto_renew, processor)
       VALUES (?, '300-12-6000', 300, 12, 6000, 'trial', ?, ?, TRUE, TRUE, 'braintree') RETURNING id`,
      [Number(user!.id), new Date(Date.now() - 5 * DAY).toISOString(), ends],
    );
    return { client, id: Number(sub!.id), ends };
  }
  const row = async (id: number) =>
    (
      await site.query<{ expiration_date: string; trial_extended: unknown }>(
        "SELECT expiration_date, trial_extended FROM subscriptions WHERE id = ?",
        [id],
      )
    )[0]!;
  const extended = (v: unknown) => v === true || v === 1;

  it("the trial banner offers Extend Trial as a form; posting it extends the trial by 7 days once", async () => {
    const { client, id, ends } = await learnerWithTrial("form");
    const page = await (await client.get("/learn/home")).text();
    expect(page).toContain("Need more time?");
    const form = page.match(/<form[^>]*action="\/api\/subscription\/extend-trial"[\s\S]*?<\/form>/)?.[0] ?? "";
    expect(form).toContain("Extend Trial");
    expect(form).toContain(`name="subscription_id" value="${id}"`);

    const res = await client.postForm("/api/subscription/extend-trial", { subscription_id: String(id), redirectTo: "/learn/home" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/learn/home");
    const after = await row(id);
    expect(Date.parse(after.expiration_date) - Date.parse(ends)).toBe(7 * DAY);
    expect(extended(after.trial_extended)).toBe(true);
    // 9 days left: no trial banner, so no second offer
    expect(await (await client.get("/learn/home")).text()).not.toContain("/api/subscription/extend-trial");

    const again = await client.postJson("/api/subscription/extend-trial", { subscription_id: id }, "PUT");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ errorText: "Your free trial has already been extended once." });
    expect((await row(id)).expiration_date).toBe(after.expiration_date);
  });

  it("two clicks at once extend once; another learner's plan, a paid plan and bad input change nothing", async () => {
    const { client, id, ends } = await learnerWithTrial("race");
    const answers = await Promise.all([1, 2].map(() => client.postJson("/api/subscription/extend-trial", { subscription_id: String(id) }, "PUT")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(Date.parse((await row(id)).expiration_date) - Date.parse(ends)).toBe(7 * DAY);

    const other = await learnerWithTrial("other");
    const theirs = await client.postJson("/api/subscription/extend-trial", { subscription_id: other.id }, "PUT");
    expect(theirs.status).toBe(404);
    expect((await row(other.id)).expiration_date).toBe(other.ends);
    await site.query("UPDATE subscriptions SET status = 'active' WHERE id = ? RETURNING id", [other.id]);
    const paid = await other.client.postJson("/api/subscription/extend-trial", { subscription_id: other.id }, "PUT");
    expect(paid.status).toBe(400);
    expect(await paid.json()).toEqual({ errorText: "Only a free trial that is still running can be extended." });

    for (const body of [{}, { subscription_id: "abc" }, { subscription_id: -3 }, { subscription_id: "1e400" }]) {
      const bad = await other.client.postJson("/api/subscription/extend-trial", body, "PUT");
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(await bad.json()).toEqual({ errors: { subscription_id: "Name the trial to extend (subscription_id)." } });
    }
    expect((await site.client().postJson("/api/subscription/extend-trial", { subscription_id: id }, "PUT")).status).toBe(401);
  });
});

// The browser's conventions on the built server (docs/product/shell.md#request-bodies): bodies whose
// every value is a string are accepted on the API paths, and payment_processor names the processor
// with one of the four names. One server per engine (SQLite, then PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";
import type { Client } from "./helpers/server";

const NOTES = "/api/userdata/notes-and-highlights";
const FREE = { author_id: "4831", work_id: "100001", page_id: "2" };

describe.each(ENGINES)("on %s", (engine) => {
  let site: EngineServer;
  let ann: Client;
  let premium: Client;

  beforeAll(async () => {
    site = await startServerOn(engine);
    ann = await site.signUpVerified({ email: "ann-plumbing@example.com", fullName: "Ann Plumbing" });
    premium = site.client();
    expect((await premium.postJson("/api/user/login", { email: "premium@codelift.test", password: "learn-premium-2026" })).status).toBe(200);
  }, 180_000);
  afterAll(async () => site?.stop());

  describe("string-valued bodies", () => {
    it('the notes paths take numbers and objects stringified: create, update with its version, search with include_filters "{}"', async () => {
      const made = await ann.postJson(NOTES, {
        ...FREE,
        quote: "Functions are values",
        comment: "42",
        color: "green",
        start_offset: "10",
        end_offset: "30",
      });
      expect(made.status).toBe(201);
      const note = (await made.json()).note;
      // numbers arrive as numbers; a text field keeps its text even when it reads as a number
      expect(note).toMatchObject({ author_id: 4831, work_id: 100001, page_id: 2, start_offset: 10, end_offset: 30, comment: "42", version: 1 });

      const updated = await ann.postJson(NOTES, { id: String(note.id), version: "1", comment: "Closures keep their scope" }, "PUT");
      expect(updated.status).toBe(200);
      expect((await updated.json()).note).toMatchObject({ version: 2, comment: "Closures keep their scope" });

      const all = await ann.postJson(NOTES, {
        engine_name: "notes",
        current_page: "1",
        results_per_page: "10",
        include_filters: "{}",
        sort_filter: "relevance",
      });
      expect(all.status).toBe(200);
      expect((await all.json()).total_results).toBe(1);
      const other = await ann.postJson(NOTES, {
        engine_name: "notes",
        current_page: "1",
        results_per_page: "10",
        include_filters: '{"work_id":"999"}',
      });
      expect(other.status).toBe(200);
      expect((await other.json()).total_results).toBe(0);
      // what is not JSON of the right shape is still refused with the field's message, nothing stored
      const bad = await ann.postJson(NOTES, { engine_name: "notes", include_filters: "x" });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ errors: { include_filters: "include_filters must be an object." } });
    });

    it("the session keepalive takes its body as strings too", async () => {
      const keep = await ann.postJson("/api/session", { intent: "keepalive" });
      expect(keep.status).toBe(200);
      expect(await keep.json()).toMatchObject({ active: true, idle_ms: 900000 });
    });
  });

  describe("payment_processor", () => {
    it("a card saved through the site's own gateway answers as the card provider, stripe", async () => {
      const list = await premium.get("/api/braintree/payment-method");
      expect(list.status).toBe(200);
      const body = await list.json();
      expect(body.payment_methods.map((m: { payment_processor: string }) => m.payment_processor)).toEqual(["stripe"]);
    });
  });
});

// Saved user data (docs/product/learner-data.md#user-data): named maps with deflate-compressed bodies, lesson widget data with
// last-write-wins, batch reads, the access map and interactions, against the built server.
import * as pako from "pako";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let alice: Client;
let bob: Client;
const FREE = { authorId: 4831, workId: 100001, pageId: 2 };

const deflated = (value: unknown) => pako.deflate(JSON.stringify(value), { level: 9 });
const postDeflated = (c: Client, path: string, body: Uint8Array) =>
  c.fetch(path, { method: "POST", headers: { "Content-Type": "application/octet-stream" }, body: new Uint8Array(body) });
const count = (table: string) => (server.db.prepare(`SELECT count(*) n FROM ${table}`).get() as { n: number }).n;

beforeAll(async () => {
  server = await startServer();
  alice = (await signUpVerified(server, { email: "alice-userdata@example.com" })).client;
  bob = (await signUpVerified(server, { email: "bob-userdata@example.com" })).client;
}, 120_000);
afterAll(async () => server?.stop());

describe("named maps", () => {
  it("round-trips a deflate-compressed body (pako level 9)", async () => {
    const res = await postDeflated(alice, "/api/userdata/map/prefs", deflated({ timestamp: 1000, data: { fontSize: 14, theme: "dark" } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ saved: true, name: "prefs", timestamp: 1000, data: { fontSize: 14, theme: "dark" } });
    const got = await alice.get("/api/userdata/map/prefs");
    expect(await got.json()).toMatchObject({ name: "prefs", timestamp: 1000, data: { fontSize: 14, theme: "dark" } });
  });

  it("?snapshot=false merges, the default replaces", async () => {
    await postDeflated(alice, "/api/userdata/map/merge?snapshot=false", deflated({ timestamp: 1, data: { a: 1 } }));
    await postDeflated(alice, "/api/userdata/map/merge?snapshot=false", deflated({ timestamp: 2, data: { b: 2 } }));
    expect((await (await alice.get("/api/userdata/map/merge")).json()).data).toEqual({ a: 1, b: 2 });
    await postDeflated(alice, "/api/userdata/map/merge", deflated({ timestamp: 3, data: { c: 3 } }));
    expect((await (await alice.get("/api/userdata/map/merge")).json()).data).toEqual({ c: 3 });
    expect((await alice.postJson("/api/userdata/map/merge?snapshot=maybe", { timestamp: 4, data: {} })).status).toBe(400);
  });

  it("refuses corrupt, oversized and malformed bodies with 400 and stores nothing", async () => {
    const before = count("user_data_maps");
    const corrupt = await postDeflated(alice, "/api/userdata/map/bad", new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(corrupt.status).toBe(400);
    expect((await corrupt.json()).errorText).toMatch(/not valid deflate-compressed data/);
    // compresses to a few KB, inflates to far more than 256 KB: refused without inflating it all
    const bomb = await postDeflated(alice, "/api/userdata/map/bad", deflated({ timestamp: 1, data: { x: "a".repeat(5_000_000) } }));
    expect(bomb.status).toBe(400);
    expect((await bomb.json()).errorText).toBe("The saved data is too large: the limit is 256 KB once inflated.");
    const notJson = await postDeflated(alice, "/api/userdata/map/bad", pako.deflate("{not json", { level: 9 }));
    expect(notJson.status).toBe(400);
    const noTimestamp = await postDeflated(alice, "/api/userdata/map/bad", deflated({ data: {} }));
    expect(noTimestamp.status).toBe(400);
    expect((await noTimestamp.json()).errors.timestamp).toBeTruthy();
    const array = await postDeflated(alice, "/api/userdata/map/bad", deflated([1, 2]));
    expect(array.status).toBe(400);
    const text = await alice.fetch("/api/userdata/map/bad", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "{}" });
    expect(text.status).toBe(415);
    const badName = await alice.postJson("/api/userdata/map/no%20spaces", { timestamp: 1, data: {} });
    expect(badName.status).toBe(404);
    expect(count("user_data_maps")).toBe(before);
  });

  it("last write wins by timestamp: an older write is refused with 409 and the stored version", async () => {
    expect((await postDeflated(alice, "/api/userdata/map/lww", deflated({ timestamp: 2000, data: { v: "new" } }))).status).toBe(200);
    const old = await postDeflated(alice, "/api/userdata/map/lww", deflated({ timestamp: 1500, data: { v: "old" } }));
    expect(old.status).toBe(409);
    const body = await old.json();
    expect(body.errorText).toMatch(/^Not saved: a newer version was saved/);
    expect(body.current).toMatchObject({ timestamp: 2000, data: { v: "new" } });
    expect((await (await alice.get("/api/userdata/map/lww")).json()).data).toEqual({ v: "new" });
  });

  it("keeps each learner's maps apart; batch reads and deletion", async () => {
    expect((await (await bob.get("/api/userdata/map/prefs")).json()).data).toBeNull();
    const values = await alice.postJson("/api/userdata/maps/get_values", { names: ["prefs", "missing"] });
    expect(await values.json()).toEqual({ values: { prefs: { data: { fontSize: 14, theme: "dark" }, timestamp: 1000 }, missing: null } });
    expect((await alice.postJson("/api/userdata/maps/get_values", { names: [] })).status).toBe(400);
    expect((await alice.postJson("/api/userdata/maps/get_values", { names: Array.from({ length: 51 }, (_, i) => `n${i}`) })).status).toBe(400);
    // bob deleting "prefs" deletes only his (none)
    expect(await (await bob.postJson("/api/userdata/map/prefs/delete", {})).json()).toEqual({ name: "prefs", deleted: false });
    expect((await (await alice.get("/api/userdata/map/prefs")).json()).data).not.toBeNull();
    expect(await (await alice.postJson("/api/userdata/map/prefs/delete", {})).json()).toEqual({ name: "prefs", deleted: true });
    expect((await (await alice.get("/api/userdata/map/prefs")).json()).data).toBeNull();
    expect((await alice.get("/api/userdata/map/prefs/delete")).status).toBe(405);
  });

  it("needs a session: 401 logged out", async () => {
    const anon = server.client();
    for (const res of [
      await anon.get("/api/userdata/map/prefs"),
      await postDeflated(anon, "/api/userdata/map/prefs", deflated({ timestamp: 1, data: {} })),
      await anon.get(`/api/userdata/map/work_id/${FREE.workId}?get_widget_data=true`),
      await anon.postJson("/api/userdata/maps/get_values", { names: ["a"] }),
      await anon.postJson("/api/userdata/get-access-map", { works: [{ author_id: 1, work_id: 1 }] }),
      await anon.postJson("/api/userdata/live/interactions", { interaction_map: "{}" }),
      await anon.postJson("/api/userdata/interview-prep/interaction", { event_type: "x", interaction_map: {} }),
    ])
      expect(res.status).toBe(401);
  });
});

describe("lesson widget data", () => {
  const widget = (timestamp: number, text: string) => ({
    author_id: FREE.authorId,
    page_id: FREE.pageId,
    widget_id: "scratchpad",
    item_type: "text-input",
    userdata: { text },
    timestamp,
  });
  const path = `/api/userdata/map/work_id/${FREE.workId}`;

  it("saves compressed widget data with timestamp, userdata and item_type, and reads it back", async () => {
    const res = await postDeflated(alice, path, deflated(widget(5000, "my answer")));
    expect(res.status).toBe(200);
    const got = await (await alice.get(`${path}?get_widget_data=true`)).json();
    expect(got).toMatchObject({ work_id: FREE.workId, page_ids: [FREE.pageId], widget_count: 1 });
    expect(got.widget_data[0]).toMatchObject({ widget_id: "scratchpad", item_type: "text-input", userdata: { text: "my answer" }, timestamp: 5000 });
    const without = await (await alice.get(path)).json();
    expect(without.widget_data).toBeUndefined();
    // another learner sees none of it
    expect(await (await bob.get(`${path}?get_widget_data=true`)).json()).toMatchObject({ widget_count: 0, widget_data: [] });
  });

  it("two tabs: the later keystroke wins, the older save is told", async () => {
    expect((await postDeflated(alice, path, deflated(widget(7000, "tab B typed later")))).status).toBe(200);
    const tabA = await postDeflated(alice, path, deflated(widget(6000, "tab A typed earlier")));
    expect(tabA.status).toBe(409);
    expect((await tabA.json()).current.userdata).toEqual({ text: "tab B typed later" });
    const got = await (await alice.get(`${path}?get_widget_data=true`)).json();
    expect(got.widget_data[0].userdata).toEqual({ text: "tab B typed later" });
  });

  it("refuses bad input: unknown lesson 404, bad fields 400", async () => {
    const before = count("widget_user_data");
    expect((await postDeflated(alice, `/api/userdata/map/work_id/999999`, deflated(widget(1, "x")))).status).toBe(404);
    expect((await postDeflated(alice, path, deflated({ ...widget(1, "x"), widget_id: "a b" }))).status).toBe(400);
    expect((await postDeflated(alice, path, deflated({ ...widget(1, "x"), timestamp: "soon" }))).status).toBe(400);
    expect((await alice.get(`${path}?get_widget_data=yes`)).status).toBe(400);
    expect((await alice.get(`/api/userdata/map/work_id/abc`)).status).toBe(404);
    expect(count("widget_user_data")).toBe(before);
  });
});

describe("access map and interactions", () => {
  it("answers 200/300/100 per course", async () => {
    const res = await alice.postJson("/api/userdata/get-access-map", {
      works: [
        { author_id: 4831, work_id: 100001 },
        { author_id: 4831, work_id: 100002 },
        { author_id: 1, work_id: 2 },
      ],
    });
    expect(await res.json()).toEqual({ access_map: { "4831-100001": 200, "4831-100002": 300, "1-2": 100 } });
    expect((await alice.postJson("/api/userdata/get-access-map", { works: "all" })).status).toBe(400);
  });

  it("records interactions and refuses bad maps", async () => {
    const before = count("user_interactions");
    const live = await alice.postJson("/api/userdata/live/interactions", {
      app_id: "a1",
      comp_type: "Canvas",
      comp_id: "c1",
      is_draft_page: "false",
      is_test_workspace: false,
      interaction_map: '{"kind":"text-input"}',
    });
    expect(live.status).toBe(200);
    const prep = await alice.postJson("/api/userdata/interview-prep/interaction", { event_type: "hint_opened", interaction_map: { hint: 1 } });
    expect(prep.status).toBe(200);
    expect(count("user_interactions")).toBe(before + 2);
    expect((await alice.postJson("/api/userdata/live/interactions", { interaction_map: "{oops" })).status).toBe(400);
    expect(
      (await alice.postJson("/api/userdata/interview-prep/interaction", { event_type: "x", interaction_map: { big: "a".repeat(20_000) } })).status,
    ).toBe(400);
    expect((await alice.postJson("/api/userdata/interview-prep/interaction", { interaction_map: {} })).status).toBe(400);
    expect(count("user_interactions")).toBe(before + 2);
  });
});

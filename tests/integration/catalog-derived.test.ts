// What the server keeps per catalog version (app/models/catalog.server.ts), on a real SQLite file
// in this process: a derived value is worked out once and shared until the catalog changes, a
// failed one is not kept, and at most 256 are kept (the least recently used dropped first), so
// that no stream of distinct searches can grow the server's memory.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../db/client";
import { prepareDatabase } from "../../seeds/prepare";
import { catalogIndex, fromCatalog, listCatalogCourses } from "~/models/catalog.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-derived-"));
const file = path.join(dir, "codelift.db");
const previousUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  process.env.DATABASE_URL = file;
  await prepareDatabase();
}, 120_000);
afterAll(() => {
  closeDatabase(file);
  if (previousUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previousUrl;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A derive that counts its calls. */
function counted<T>(value: (n: number) => T) {
  let calls = 0;
  return { derive: () => value(++calls), calls: () => calls };
}

const bumpCatalog = () => openDatabase(file).sqlite.prepare("UPDATE courses SET title = title || ' ' WHERE id = (SELECT min(id) FROM courses)").run();

describe("fromCatalog", () => {
  it("works a value out once and shares it until the catalog changes", async () => {
    const d = counted((n) => ({ n }));
    const first = await fromCatalog("shared", d.derive);
    expect(await fromCatalog("shared", d.derive)).toBe(first);
    expect(d.calls()).toBe(1);
    bumpCatalog();
    expect(await fromCatalog("shared", d.derive)).toEqual({ n: 2 });
    expect(d.calls()).toBe(2);
  });

  it("does not keep a failure: the next caller tries again", async () => {
    let fail = true;
    const derive = () => {
      if (fail) throw new Error("boom");
      return "ok";
    };
    await expect(fromCatalog("flaky", derive)).rejects.toThrow("boom");
    fail = false;
    expect(await fromCatalog("flaky", derive)).toBe("ok");
  });

  it("keeps at most 256 values, dropping the least recently used", async () => {
    bumpCatalog();
    const d = counted((n) => n);
    const a = counted((n) => n);
    await fromCatalog("first", d.derive);
    await fromCatalog("used", a.derive);
    for (let i = 0; i < 254; i++) await fromCatalog(`filler-${i}`, () => i);
    await fromCatalog("used", a.derive); // used again: now the most recent
    await fromCatalog("one-more", () => 0); // 257 keys: the least recently used ("first") goes
    await fromCatalog("first", d.derive);
    expect(d.calls()).toBe(2);
    await fromCatalog("two-more", () => 0); // "used" stays: it was read since the fillers came
    await fromCatalog("used", a.derive);
    expect(a.calls()).toBe(1);
  });

  it("the catalog index holds every course by id and the listed ones in catalogue order", async () => {
    const [index, courses] = await Promise.all([catalogIndex(), listCatalogCourses()]);
    expect([...index.byId.keys()].sort((a, b) => a - b)).toEqual(courses.map((c) => c.id).sort((a, b) => a - b));
    expect(index.listed.length).toBeGreaterThan(0);
    for (let i = 1; i < index.listed.length; i++) expect(index.listed[i - 1]!.rank).toBeLessThanOrEqual(index.listed[i]!.rank);
    expect(await catalogIndex()).toBe(index);
  });
});

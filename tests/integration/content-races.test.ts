// The atomic rules of learner content on both engines, in-process against the models on a migrated
// SQLite file and a PostgreSQL database: many mock-interview starts at once give exactly the
// monthly allowance, many reveals of one solution record it once, and many comment posts at once
// store one comment each (none lost, none doubled).
import { eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentConnection, run } from "../../db/access";
import { closeConnection, migrateConnection } from "../../db/connection";
import { recordSolutionReveal, openSolutionProblemRows } from "~/models/coachSolutionReveals.server";
import { insertComment, listDocumentComments } from "~/models/documentComments.server";
import { listMockInterviews, startMockInterviewTx } from "~/models/mockInterview.server";
import { createTestPostgres, type TestPostgres } from "./helpers/postgres";

const CONCURRENT = 20;
const ALLOWANCE = 3;

let dir: string;
let pgdb: TestPostgres;
const urls = {} as Record<"sqlite" | "postgres", string>;
const saved = process.env.DATABASE_URL;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-content-races-"));
  urls.sqlite = path.join(dir, "codelift.db");
  pgdb = await createTestPostgres();
  urls.postgres = pgdb.url;
  for (const url of Object.values(urls)) await migrateConnection(currentConnection(url));
}, 120_000);

afterAll(async () => {
  process.env.DATABASE_URL = saved;
  for (const url of Object.values(urls)) await closeConnection(currentConnection(url));
  await pgdb?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A learner and one problem page, inserted by hand. */
async function fixture(tag: string): Promise<{ userId: number; pageRowId: number }> {
  return run(async (db, t) => {
    const [user] = await db
      .insert(t.users)
      .values({ email: `${tag}@races.test`, fullName: `Racer ${tag}`, passwordHash: "x" })
      .returning({ id: t.users.id });
    const n = user!.id;
    const [p] = await db
      .insert(t.coachPaths)
      .values({ authorId: 1, pathId: 9000 + n, slug: `races-${tag}`, title: "Races", summary: "s", position: n })
      .returning({ id: t.coachPaths.id });
    const [m] = await db
      .insert(t.coachModules)
      .values({ pathId: p!.id, authorId: 1, collectionId: 9000 + n, slug: `m-${tag}`, title: "M", summary: "s", position: 1 })
      .returning({ id: t.coachModules.id });
    const [page] = await db
      .insert(t.coachPages)
      .values({ moduleId: m!.id, pageId: 1, groupId: 1, slug: `p-${tag}`, title: "P", body: "b", position: 1 })
      .returning({ id: t.coachPages.id });
    return { userId: n, pageRowId: page!.id };
  });
}

describe.each(["sqlite", "postgres"] as const)("content rules on %s", (engine) => {
  it(`${CONCURRENT} mock-interview starts at once: exactly the allowance of ${ALLOWANCE} is started`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const { userId } = await fixture(`mock-${engine}`);
    const now = new Date("2026-11-27T10:00:00.000Z");
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        startMockInterviewTx<string>(userId, ({ monthKeys }) =>
          monthKeys.filter((k) => k === "2026-11").length >= ALLOWANCE
            ? { close: [], insert: null, refusal: "allowance used" }
            : {
                close: [],
                refusal: null,
                insert: {
                  userId,
                  company: `c${i}`,
                  lengthMinutes: 30,
                  problems: "[]",
                  timezone: "UTC",
                  monthKey: "2026-11",
                  status: "finished",
                  startedAt: now.toISOString(),
                  endsAt: now.toISOString(),
                },
              },
        ),
      ),
    );
    expect(results.filter((r) => r.row !== null)).toHaveLength(ALLOWANCE);
    expect(results.filter((r) => r.refusal === "allowance used")).toHaveLength(CONCURRENT - ALLOWANCE);
    expect(await listMockInterviews(userId)).toHaveLength(ALLOWANCE);
  });

  it(`${CONCURRENT} reveals of one solution at once record it once`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const { userId, pageRowId } = await fixture(`reveal-${engine}`);
    expect(await openSolutionProblemRows(userId, [pageRowId])).toEqual(new Set());
    const recorded = await Promise.all(Array.from({ length: CONCURRENT }, () => recordSolutionReveal(userId, pageRowId, new Date())));
    expect(recorded.filter(Boolean)).toHaveLength(1);
    const reveals = await run(async (db, t) => db.select().from(t.coachSolutionReveals).where(eq(t.coachSolutionReveals.userId, userId)));
    expect(reveals.map((r) => r.pageRowId)).toEqual([pageRowId]);
    expect(await openSolutionProblemRows(userId, [pageRowId])).toEqual(new Set([pageRowId]));
  });

  it(`${CONCURRENT} comment posts at once store one comment each`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const { userId } = await fixture(`comment-${engine}`);
    const key = `interview-prep:races-${engine}:p`;
    const posted = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => insertComment({ documentKey: key, parentId: null, userId, mdText: `post ${i}`, now: new Date() })),
    );
    expect(new Set(posted.map((c) => c.id)).size).toBe(CONCURRENT);
    const stored = await listDocumentComments(key);
    expect(stored.map((c) => c.mdText).sort()).toEqual(posted.map((c) => c.mdText).sort());
    expect(stored.every((c) => c.isResolved === false && c.documentKey === key)).toBe(true);
  });
});

// Saved user data: named maps, lesson widget data (last write wins by the client's timestamp) and
// reported interactions. Queries only; the rules are in engine/userData.ts.
import { and, eq, inArray, sql } from "drizzle-orm";
import { decideWrite, mergeMap } from "~/engine/userData";
import { changes, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";
import { preparedOn } from "../../db/prepared";
import { lockRows } from "./rowLocks.server";

type MapRow = typeof schema.userDataMaps.$inferSelect;
type WidgetRow = typeof schema.widgetUserData.$inferSelect;

type StoredMap = { name: string; data: Record<string, unknown>; timestamp: number; updatedAt: string };
type SaveResult<T> = { saved: true; value: T } | { saved: false; current: T };

const parse = (text: string): Record<string, unknown> => {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const toMap = (r: MapRow): StoredMap => ({
  name: r.name,
  data: parse(r.data),
  timestamp: r.clientTimestamp,
  updatedAt: r.updatedAt,
});

const mapRow = preparedOn((db, t) =>
  db
    .select()
    .from(t.userDataMaps)
    .where(and(eq(t.userDataMaps.userId, sql.placeholder("userId")), eq(t.userDataMaps.name, sql.placeholder("name"))))
    .limit(1)
    .prepare(),
);

export async function getMap(userId: number, name: string): Promise<StoredMap | null> {
  const [row] = await run(async (db, t) => mapRow(db, t).execute({ userId, name }));
  return row ? toMap(row) : null;
}

export async function getMaps(userId: number, names: readonly string[]): Promise<StoredMap[]> {
  if (!names.length) return [];
  const rows = await run(async (db, t) =>
    db
      .select()
      .from(t.userDataMaps)
      .where(and(eq(t.userDataMaps.userId, userId), inArray(t.userDataMaps.name, [...names]))),
  );
  return rows.map(toMap);
}

/** Saves a map unless a newer one (by client timestamp) is stored; snapshot=false merges keys. */
export async function saveMap(
  userId: number,
  name: string,
  data: Record<string, unknown>,
  timestamp: number,
  snapshot: boolean,
  now: Date,
): Promise<SaveResult<StoredMap>> {
  return transaction(async (db, t, forUpdate) => {
    const m = t.userDataMaps;
    const where = and(eq(m.userId, userId), eq(m.name, name));
    await lockRows(db.select({ one: m.userId }).from(m).where(where), forUpdate);
    const [row] = await db.select().from(m).where(where).limit(1);
    const stored = row ? toMap(row) : null;
    if (!decideWrite(stored?.timestamp, timestamp).write) return { saved: false as const, current: stored! };
    const value = { name, data: mergeMap(stored?.data ?? null, data, snapshot), timestamp, updatedAt: now.toISOString() };
    await db
      .insert(m)
      .values({ userId, name, data: JSON.stringify(value.data), clientTimestamp: timestamp, updatedAt: value.updatedAt })
      .onConflictDoUpdate({
        target: [m.userId, m.name],
        set: { data: JSON.stringify(value.data), clientTimestamp: timestamp, updatedAt: value.updatedAt },
      });
    return { saved: true as const, value };
  });
}

export async function deleteMap(userId: number, name: string): Promise<boolean> {
  return run(
    async (db, t) => changes(await db.delete(t.userDataMaps).where(and(eq(t.userDataMaps.userId, userId), eq(t.userDataMaps.name, name)))) > 0,
  );
}

export type WidgetData = {
  author_id: number;
  work_id: number;
  page_id: number;
  widget_id: string;
  item_type: string;
  userdata: unknown;
  timestamp: number;
  ai_feedback: string | null;
  updated_at: string;
};
const parseAny = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};
const toWidget = (r: WidgetRow): WidgetData => ({
  author_id: r.authorId,
  work_id: r.workId,
  page_id: r.pageId,
  widget_id: r.widgetId,
  item_type: r.itemType,
  userdata: parseAny(r.userdata),
  timestamp: r.timestamp,
  ai_feedback: r.aiFeedback,
  updated_at: r.updatedAt,
});

export async function listWidgetData(userId: number, workId: number, pageId?: number): Promise<WidgetData[]> {
  const rows = await run(async (db, t) => {
    const w = t.widgetUserData;
    const conds = [eq(w.userId, userId), eq(w.workId, workId)];
    if (pageId !== undefined) conds.push(eq(w.pageId, pageId));
    return db
      .select()
      .from(w)
      .where(and(...conds))
      .orderBy(w.pageId, w.widgetId);
  });
  return rows.map(toWidget);
}

const widgetRow = preparedOn((db, t) =>
  db
    .select()
    .from(t.widgetUserData)
    .where(
      and(
        eq(t.widgetUserData.userId, sql.placeholder("userId")),
        eq(t.widgetUserData.workId, sql.placeholder("workId")),
        eq(t.widgetUserData.pageId, sql.placeholder("pageId")),
        eq(t.widgetUserData.widgetId, sql.placeholder("widgetId")),
      ),
    )
    .limit(1)
    .prepare(),
);

export async function getWidgetData(userId: number, workId: number, pageId: number, widgetId: string): Promise<WidgetData | null> {
  const [row] = await run(async (db, t) => widgetRow(db, t).execute({ userId, workId, pageId, widgetId }));
  return row ? toWidget(row) : null;
}

type WidgetWrite = {
  authorId: number;
  workId: number;
  pageId: number;
  widgetId: string;
  itemType: string;
  userdata: unknown;
  timestamp: number;
};

/** Saves a widget's data unless a newer write (by client timestamp) is stored. */
export async function saveWidgetData(userId: number, w: WidgetWrite, now: Date): Promise<SaveResult<WidgetData>> {
  return transaction(async (db, t, forUpdate) => {
    const u = t.widgetUserData;
    const where = and(eq(u.userId, userId), eq(u.workId, w.workId), eq(u.pageId, w.pageId), eq(u.widgetId, w.widgetId));
    await lockRows(db.select({ one: u.userId }).from(u).where(where), forUpdate);
    const [row] = await db.select().from(u).where(where).limit(1);
    if (row && !decideWrite(row.timestamp, w.timestamp).write) return { saved: false as const, current: toWidget(row) };
    const values = {
      userId,
      authorId: w.authorId,
      workId: w.workId,
      pageId: w.pageId,
      widgetId: w.widgetId,
      itemType: w.itemType,
      userdata: JSON.stringify(w.userdata ?? null),
      timestamp: w.timestamp,
      updatedAt: now.toISOString(),
    };
    await db
      .insert(u)
      .values(values)
      .onConflictDoUpdate({
        target: [u.userId, u.workId, u.pageId, u.widgetId],
        set: {
          authorId: values.authorId,
          itemType: values.itemType,
          userdata: values.userdata,
          timestamp: values.timestamp,
          updatedAt: values.updatedAt,
        },
      });
    return { saved: true as const, value: toWidget({ ...values, aiFeedback: row?.aiFeedback ?? null } as WidgetRow) };
  });
}

type InteractionWrite = {
  kind: "live" | "interview-prep";
  appId?: string | null;
  compType?: string | null;
  compId?: string | null;
  eventType?: string | null;
  isDraftPage?: boolean;
  isTestWorkspace?: boolean;
  interactionMap: string;
};

export async function recordInteraction(userId: number, i: InteractionWrite): Promise<number> {
  const [row] = await run(async (db, t) =>
    db
      .insert(t.userInteractions)
      .values({
        userId,
        kind: i.kind,
        appId: i.appId ?? null,
        compType: i.compType ?? null,
        compId: i.compId ?? null,
        eventType: i.eventType ?? null,
        isDraftPage: i.isDraftPage ?? false,
        isTestWorkspace: i.isTestWorkspace ?? false,
        interactionMap: i.interactionMap,
      })
      .returning({ id: t.userInteractions.id }),
  );
  return row!.id;
}

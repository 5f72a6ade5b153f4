// Saved user data: named maps, lesson widget data (last write wins by the client's timestamp) and
// reported interactions. Queries only; the rules are in engine/userData.ts.
import { and, eq, inArray, sql } from "drizzle-orm";
import { decideWrite, mergeMap } from "~/engine/userData";
import { getDb, schema } from "../../db/client";
import { prepared } from "../../db/prepared";

const { userDataMaps, widgetUserData, userInteractions } = schema;

export type StoredMap = { name: string; data: Record<string, unknown>; timestamp: number; updatedAt: string };
export type SaveResult<T> = { saved: true; value: T } | { saved: false; current: T };

const parse = (text: string): Record<string, unknown> => {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const toMap = (r: typeof userDataMaps.$inferSelect): StoredMap => ({
  name: r.name,
  data: parse(r.data),
  timestamp: r.clientTimestamp,
  updatedAt: r.updatedAt,
});

const mapRow = prepared((db) =>
  db
    .select()
    .from(userDataMaps)
    .where(and(eq(userDataMaps.userId, sql.placeholder("userId")), eq(userDataMaps.name, sql.placeholder("name"))))
    .prepare(),
);

export async function getMap(userId: number, name: string): Promise<StoredMap | null> {
  const row = mapRow(getDb()).get({ userId, name });
  return row ? toMap(row) : null;
}

export async function getMaps(userId: number, names: readonly string[]): Promise<StoredMap[]> {
  if (!names.length) return [];
  return getDb()
    .select()
    .from(userDataMaps)
    .where(and(eq(userDataMaps.userId, userId), inArray(userDataMaps.name, [...names])))
    .all()
    .map(toMap);
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
  return getDb().transaction(
    (tx) => {
      const where = and(eq(userDataMaps.userId, userId), eq(userDataMaps.name, name));
      const row = tx.select().from(userDataMaps).where(where).get();
      const stored = row ? toMap(row) : null;
      if (!decideWrite(stored?.timestamp, timestamp).write) return { saved: false as const, current: stored! };
      const value = { name, data: mergeMap(stored?.data ?? null, data, snapshot), timestamp, updatedAt: now.toISOString() };
      tx.insert(userDataMaps)
        .values({ userId, name, data: JSON.stringify(value.data), clientTimestamp: timestamp, updatedAt: value.updatedAt })
        .onConflictDoUpdate({
          target: [userDataMaps.userId, userDataMaps.name],
          set: { data: JSON.stringify(value.data), clientTimestamp: timestamp, updatedAt: value.updatedAt },
        })
        .run();
      return { saved: true as const, value };
    },
    { behavior: "immediate" },
  );
}

export async function deleteMap(userId: number, name: string): Promise<boolean> {
  return getDb().transaction(
    (tx) =>
      tx
        .delete(userDataMaps)
        .where(and(eq(userDataMaps.userId, userId), eq(userDataMaps.name, name)))
        .run().changes > 0,
    { behavior: "immediate" },
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
const toWidget = (r: typeof widgetUserData.$inferSelect): WidgetData => ({
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
  const conds = [eq(widgetUserData.userId, userId), eq(widgetUserData.workId, workId)];
  if (pageId !== undefined) conds.push(eq(widgetUserData.pageId, pageId));
  return getDb()
    .select()
    .from(widgetUserData)
    .where(and(...conds))
    .orderBy(widgetUserData.pageId, widgetUserData.widgetId)
    .all()
    .map(toWidget);
}

const widgetRow = prepared((db) =>
  db
    .select()
    .from(widgetUserData)
    .where(
      and(
        eq(widgetUserData.userId, sql.placeholder("userId")),
        eq(widgetUserData.workId, sql.placeholder("workId")),
        eq(widgetUserData.pageId, sql.placeholder("pageId")),
        eq(widgetUserData.widgetId, sql.placeholder("widgetId")),
      ),
    )
    .prepare(),
);

export async function getWidgetData(userId: number, workId: number, pageId: number, widgetId: string): Promise<WidgetData | null> {
  const row = widgetRow(getDb()).get({ userId, workId, pageId, widgetId });
  return row ? toWidget(row) : null;
}

export type WidgetWrite = {
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
  return getDb().transaction(
    (tx) => {
      const where = and(
        eq(widgetUserData.userId, userId),
        eq(widgetUserData.workId, w.workId),
        eq(widgetUserData.pageId, w.pageId),
        eq(widgetUserData.widgetId, w.widgetId),
      );
      const row = tx.select().from(widgetUserData).where(where).get();
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
      tx.insert(widgetUserData)
        .values(values)
        .onConflictDoUpdate({
          target: [widgetUserData.userId, widgetUserData.workId, widgetUserData.pageId, widgetUserData.widgetId],
          set: {
            authorId: values.authorId,
            itemType: values.itemType,
            userdata: values.userdata,
            timestamp: values.timestamp,
            updatedAt: values.updatedAt,
          },
        })
        .run();
      return { saved: true as const, value: toWidget({ ...values, aiFeedback: row?.aiFeedback ?? null }) };
    },
    { behavior: "immediate" },
  );
}

export type InteractionWrite = {
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
  return getDb().transaction(
    (tx) =>
      tx
        .insert(userInteractions)
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
        .returning({ id: userInteractions.id })
        .get().id,
    { behavior: "immediate" },
  );
}

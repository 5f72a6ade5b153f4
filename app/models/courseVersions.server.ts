// The kept versions of a course draft (docs/product/authoring.md#versions): each publication (kept
// by publishDraft in app/models/authoring.server.ts) and each draft kept when a version was restored
// over it; restoring writes a new draft version in one transaction. Async, on either engine.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { changes, run, transaction } from "../../db/access";

export interface KeptVersionRow {
  id: number;
  draftVersion: number;
  content: string;
  createdAt: string;
  /** who approved the publication, or who restored over the kept draft */
  byName: string | null;
}

/** The draft's publications, oldest first. */
export async function listPublications(draftId: number): Promise<KeptVersionRow[]> {
  return run(async (db, t) => {
    const rows = await db
      .select({ p: t.courseDraftPublications, name: t.users.fullName })
      .from(t.courseDraftPublications)
      .leftJoin(t.users, eq(t.users.id, t.courseDraftPublications.approvedByUserId))
      .where(eq(t.courseDraftPublications.draftId, draftId))
      .orderBy(t.courseDraftPublications.id);
    return rows.map((r) => ({ id: r.p.id, draftVersion: r.p.draftVersion, content: r.p.content, createdAt: r.p.createdAt, byName: r.name }));
  });
}

/** The drafts kept when a version was restored over them, oldest first. */
export async function listSnapshots(draftId: number): Promise<(KeptVersionRow & { restoredPublicationId: number | null })[]> {
  return run(async (db, t) => {
    const rows = await db
      .select({ s: t.courseDraftSnapshots, name: t.users.fullName })
      .from(t.courseDraftSnapshots)
      .leftJoin(t.users, eq(t.users.id, t.courseDraftSnapshots.byUserId))
      .where(eq(t.courseDraftSnapshots.draftId, draftId))
      .orderBy(t.courseDraftSnapshots.id);
    return rows.map((r) => ({
      id: r.s.id,
      draftVersion: r.s.draftVersion,
      content: r.s.content,
      createdAt: r.s.createdAt,
      byName: r.name,
      restoredPublicationId: r.s.restoredPublicationId,
    }));
  });
}

/**
 * Puts a kept version's content into the draft if it is still at `expectedVersion` and in one of
 * `fromStates`: the draft's current content is kept first as a snapshot (unless a publication or a
 * snapshot already holds exactly that text), then the draft gets the content as a new version, back
 * to draft. The new version, or null when someone saved in between (nothing written).
 */
export async function restoreIntoDraft(
  draftId: number,
  expectedVersion: number,
  fromStates: readonly string[],
  content: string,
  restoredPublicationId: number | null,
  byUserId: number,
  now: Date,
): Promise<number | null> {
  return transaction(async (db, t) => {
    const [current] = await db
      .select({ content: t.courseDrafts.content })
      .from(t.courseDrafts)
      .where(and(eq(t.courseDrafts.id, draftId), eq(t.courseDrafts.version, expectedVersion), inArray(t.courseDrafts.state, [...fromStates])));
    if (!current) return null;
    const moved = await db
      .update(t.courseDrafts)
      .set({ content, state: "draft", version: sql`${t.courseDrafts.version} + 1`, updatedAt: now.toISOString() })
      .where(and(eq(t.courseDrafts.id, draftId), eq(t.courseDrafts.version, expectedVersion), inArray(t.courseDrafts.state, [...fromStates])));
    if (changes(moved) !== 1) return null;
    const keptAlready =
      (
        await db
          .select({ id: t.courseDraftPublications.id })
          .from(t.courseDraftPublications)
          .where(and(eq(t.courseDraftPublications.draftId, draftId), eq(t.courseDraftPublications.content, current.content)))
          .limit(1)
      ).length > 0 ||
      (
        await db
          .select({ id: t.courseDraftSnapshots.id })
          .from(t.courseDraftSnapshots)
          .where(and(eq(t.courseDraftSnapshots.draftId, draftId), eq(t.courseDraftSnapshots.content, current.content)))
          .orderBy(desc(t.courseDraftSnapshots.id))
          .limit(1)
      ).length > 0;
    if (!keptAlready)
      await db
        .insert(t.courseDraftSnapshots)
        .values({ draftId, draftVersion: expectedVersion, content: current.content, restoredPublicationId, byUserId, createdAt: now.toISOString() });
    return expectedVersion + 1;
  });
}

// The white_label_hosts table (docs/product/white-label.md): looked up by host name, changed by staff.
import { asc, eq, sql } from "drizzle-orm";
import { run } from "../../db/access";
import type * as schema from "../../db/schema";

export type WhiteLabelHost = typeof schema.whiteLabelHosts.$inferSelect;

export async function findWhiteLabelHost(host: string): Promise<WhiteLabelHost | null> {
  const rows = await run((db, t) => db.select().from(t.whiteLabelHosts).where(eq(t.whiteLabelHosts.host, host)).limit(1));
  return rows[0] ?? null;
}

export async function listWhiteLabelHosts(): Promise<WhiteLabelHost[]> {
  return run((db, t) => db.select().from(t.whiteLabelHosts).orderBy(asc(t.whiteLabelHosts.host)));
}

/** Kept pages of visitors (the page cache) are rendered again after a host changes. */
async function bumpContentVersion(): Promise<void> {
  await run((db, t) =>
    db
      .update(t.contentVersion)
      .set({ version: sql`${t.contentVersion.version} + 1` })
      .where(eq(t.contentVersion.id, 1)),
  );
}

/** Adds the host, or changes its name and colours. */
export async function saveWhiteLabelHost(row: { host: string; name: string; primaryColor: string; accentColor: string }): Promise<void> {
  await run((db, t) =>
    db
      .insert(t.whiteLabelHosts)
      .values(row)
      .onConflictDoUpdate({ target: t.whiteLabelHosts.host, set: { name: row.name, primaryColor: row.primaryColor, accentColor: row.accentColor } }),
  );
  await bumpContentVersion();
}

/** Whether there was such a host. */
export async function deleteWhiteLabelHost(host: string): Promise<boolean> {
  const gone = await run((db, t) => db.delete(t.whiteLabelHosts).where(eq(t.whiteLabelHosts.host, host)).returning());
  if (gone.length > 0) await bumpContentVersion();
  return gone.length > 0;
}

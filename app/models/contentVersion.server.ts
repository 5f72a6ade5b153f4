// The content version (content_version, one row): triggers move it on with every content change,
// in any process and on any machine, so every copy of derived content (the page cache, the coach
// roadmaps kept in memory) knows when to read again. One indexed read on either engine.
import { eq } from "drizzle-orm";
import { preparedOn } from "../../db/prepared";
import { run } from "../../db/access";
import { requestMemo } from "../../db/requestMemo";

const versionRow = preparedOn((db, t) =>
  db.select({ version: t.contentVersion.version }).from(t.contentVersion).where(eq(t.contentVersion.id, 1)).limit(1).prepare(),
);

/**
 * The content version now; -1 when it cannot be read (a database without the table yet). Read
 * once per page view (requestMemo): a coding path's loaders asked six times.
 */
export function contentVersion(): Promise<number> {
  return requestMemo("content_version", async () => {
    try {
      const [row] = await run(async (db, t) => versionRow(db, t).execute());
      return row ? Number(row.version) : 0;
    } catch {
      return -1;
    }
  });
}

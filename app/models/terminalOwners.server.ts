// Which open terminal owns each project workspace (docs/product/hands-on.md#the-terminal): the one
// opened last, on any server process or machine. A process claims the row when it opens a
// terminal, reads the rows of its own terminals to learn which were replaced elsewhere, and gives
// the row back when its terminal ends (only if it still holds it).
import { and, eq, inArray } from "drizzle-orm";
import { run } from "../../db/access";

/** Makes `token` the owner of the workspace's terminal (replacing any other). */
export async function claimTerminal(workspaceKey: string, token: string, now = Date.now()): Promise<void> {
  await run(async (db, t) => {
    await db
      .insert(t.terminalOwners)
      .values({ workspaceKey, token, openedAt: now })
      .onConflictDoUpdate({ target: t.terminalOwners.workspaceKey, set: { token, openedAt: now } });
  });
}

/** The owner token of each of these workspaces (a workspace without a row is absent). */
export async function terminalOwners(workspaceKeys: string[]): Promise<Map<string, string>> {
  if (workspaceKeys.length === 0) return new Map();
  const rows = await run(async (db, t) =>
    db
      .select({ key: t.terminalOwners.workspaceKey, token: t.terminalOwners.token })
      .from(t.terminalOwners)
      .where(inArray(t.terminalOwners.workspaceKey, workspaceKeys)),
  );
  return new Map(rows.map((r) => [r.key, r.token]));
}

/** Gives the workspace's row back, if `token` still owns it. */
export async function releaseTerminal(workspaceKey: string, token: string): Promise<void> {
  await run(async (db, t) => {
    await db.delete(t.terminalOwners).where(and(eq(t.terminalOwners.workspaceKey, workspaceKey), eq(t.terminalOwners.token, token)));
  });
}

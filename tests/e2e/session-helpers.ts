// The server-side session of a browser context, in the e2e server's database (playwright.config.ts).
import Database from "better-sqlite3";
import { expect, type BrowserContext } from "@playwright/test";

/** The context's session id, read from its signed __session cookie. */
export async function sessionIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === "__session");
  if (!cookie) throw new Error("no session cookie");
  const signed = decodeURIComponent(cookie.value);
  return JSON.parse(Buffer.from(signed.slice(0, signed.lastIndexOf(".")), "base64").toString("utf8")) as string;
}

/** Sets the session's last activity `minutes` ago in the server's database. */
export async function makeSessionIdle(context: BrowserContext, minutes: number) {
  const id = await sessionIdOf(context);
  const db = new Database(process.env.CODELIFT_E2E_DB!);
  try {
    db.pragma("busy_timeout = 5000");
    const r = db.prepare("UPDATE sessions SET last_seen_at = ? WHERE id = ?").run(Date.now() - minutes * 60_000, id);
    expect(r.changes).toBe(1);
  } finally {
    db.close();
  }
}

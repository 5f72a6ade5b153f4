// Whether a database holds the seed. Kept apart from the seed's (large) content, which only
// seeding itself loads.
import { count } from "drizzle-orm";
import { run } from "../db/access";

/** Whether the database (DATABASE_URL, either engine) holds the seed: any course means it was seeded (or filled by hand). */
export async function isSeeded(): Promise<boolean> {
  const [row] = await run((db, t) => db.select({ n: count() }).from(t.courses));
  return Number(row?.n ?? 0) > 0;
}

// Whether a database holds the seed. Kept apart from the seed's (large) content, which only
// seeding itself loads.
import { count } from "drizzle-orm";
import type { Db } from "../db/client";
import * as schema from "../db/schema";

/** Whether the database holds the seed: any course means it was seeded (or filled by hand). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.courses);
  return (row?.n ?? 0) > 0;
}

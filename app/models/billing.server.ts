// A learner's billing history: the transactions of their checkouts (queries only; the charge and
// what it gives are app/services/billing/checkout.server.ts).
import { desc, eq, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";
import { prepared } from "../../db/prepared";

export type Transaction = typeof schema.transactions.$inferSelect;

/** The learner's transactions, newest first (the later row first when two share a time). */
export async function listTransactions(userId: number, db: Db = getDb()): Promise<Transaction[]> {
  return db
    .select()
    .from(schema.transactions)
    .where(eq(schema.transactions.userId, userId))
    .orderBy(desc(schema.transactions.createdAt), desc(schema.transactions.id));
}

/** The courses a learner bought a-la-carte, as "authorId:workId" keys. */
const ownedCourses = prepared((db) =>
  db
    .select({ authorId: schema.courseOwnerships.authorId, workId: schema.courseOwnerships.workId })
    .from(schema.courseOwnerships)
    .where(eq(schema.courseOwnerships.userId, sql.placeholder("userId")))
    .prepare(),
);

export async function listOwnedCourseKeys(userId: number, db: Db = getDb()): Promise<Set<string>> {
  const rows = ownedCourses(db).all({ userId });
  return new Set(rows.map((r) => ownedCourseKey(r.authorId, r.workId)));
}

export const ownedCourseKey = (authorId: number, workId: number) => `${authorId}:${workId}`;

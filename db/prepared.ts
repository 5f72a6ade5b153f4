// Queries built once. Drizzle turns a query builder into SQL text on every run: for a small
// indexed read that building costs about ten times the read itself (a `users` row by id: about
// 120 µs built each time, 11 µs prepared, 9 µs in raw better-sqlite3). The queries every page
// view runs (the session, the user, the memberships, the banners' facts, the page's own rows)
// are therefore built once per database handle with `sql.placeholder` for their values:
//
//   const userById = prepared((db) =>
//     db.select().from(schema.users).where(eq(schema.users.id, sql.placeholder("id"))).prepare());
//   userById(db).get({ id });
//
// Only for queries of a fixed shape; a query whose shape varies (an IN list, optional filters)
// is built as before.
import { sql, type SQL } from "drizzle-orm";
import type { Tables } from "./access";
import type { Db } from "./client";

export function prepared<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * A LIMIT or OFFSET written into the SQL text instead of bound. The SQLite that better-sqlite3
 * ships is built with STAT4, and its planner reads a bound LIMIT's value, so a statement with
 * `LIMIT ?` is compiled again on every run: a course by its ids took 28 µs with `LIMIT ?` and
 * 6 µs with `LIMIT 1`. Drizzle's `.limit(n)` and `.offset(n)` are patched to do the same
 * (patches/drizzle-orm+0.45.4.patch). Only whole numbers pass, so nothing else reaches the text.
 */
export function sqlInt(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row count: ${n}`);
  return sql.raw(String(n));
}

/**
 * `prepared` for models on either engine (db/access.ts): `build(db, t)` gets the handle and the
 * tables a `run` callback got, and the query runs with `await query.execute({ … })` (an array of
 * rows on both engines). A handle is one engine's, so its tables are always the same ones.
 */
export function preparedOn<Q>(build: (db: Db, t: Tables) => Q): (db: Db, t: Tables) => Q {
  const built = new WeakMap<Db, Q>();
  return (db, t) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db, t);
      built.set(db, query);
    }
    return query;
  };
}

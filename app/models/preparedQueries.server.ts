// Queries built once per drizzle instance, on either engine, for the reads every page view runs
// (the session, the user, the memberships): drizzle turns a query builder into SQL text on every
// run, which costs several times a small indexed read (see db/prepared.ts). The query is built
// with the engine's tables and `sql.placeholder` values and run with `.execute(values)`, which
// both engines' prepared queries answer with a promise of the rows.
import type { Db, Tables } from "../../db/access";

export function preparedQuery<Q>(build: (db: Db, t: Tables) => Q): (db: Db, t: Tables) => Q {
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

// The PostgreSQL migrations: generated into migrations-pg/ from db/schema.pg.ts (itself generated
// from db/schema.ts): `npm run db:generate:pg`. The SQLite ones are drizzle.config.ts's.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.pg.ts",
  out: "./migrations-pg",
});

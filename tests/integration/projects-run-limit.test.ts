// Every "Run checks" starts a sandbox, so a learner's check runs are rate-limited
// (docs/product/hands-on.md): once the window's runs are used, runChecksFor refuses without running
// anything, and the learner's stored results stay as they were.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentConnection } from "../../db/access";
import { closeConnection, migrateConnection } from "../../db/connection";
import { PROJECT_RUN_LIMIT } from "../../app/engine/projects";
import { consumeRateLimit } from "../../app/models/rateLimit.server";
import { listCheckResults } from "../../app/models/projects.server";
import { createUser } from "../../app/models/user.server";
import { findProject } from "../../app/services/projects/catalog";
import { runChecksFor } from "../../app/services/projects/projects.server";

let dir: string;
const saved = { db: process.env.DATABASE_URL, projects: process.env.PROJECTS_DIR };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-run-limit-"));
  process.env.DATABASE_URL = path.join(dir, "codelift.db");
  process.env.PROJECTS_DIR = path.join(dir, "projects");
  await migrateConnection(currentConnection());
});

afterAll(async () => {
  await closeConnection(currentConnection());
  process.env.DATABASE_URL = saved.db;
  process.env.PROJECTS_DIR = saved.projects;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("Run checks", () => {
  it("is refused once the learner's runs in the window are used, and runs nothing", async () => {
    const user = await createUser({ email: "runner@example.com", fullName: "Rita Runner", password: "rita-password-2026", verified: true });
    const def = findProject("python-word-count-cli")!;
    expect(def).toBeDefined();
    const now = Date.now();
    for (let i = 0; i < PROJECT_RUN_LIMIT.limit; i++) expect((await consumeRateLimit(PROJECT_RUN_LIMIT, String(user.id), now)).allowed).toBe(true);
    const before = await listCheckResults(user.id, def.slug);
    expect(await runChecksFor(user.id, def, new Date(now))).toEqual({ limited: true });
    expect(await listCheckResults(user.id, def.slug)).toEqual(before);
  });
});

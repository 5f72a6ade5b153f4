// Assessment attempts and their certificates on both engines (docs/product/hands-on.md#skill-assessments):
// one open attempt per learner and assessment, an answer recorded once (a second send of the same
// question changes nothing), finishing frees the slot for a retake, and the certificate is issued once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentConnection } from "../../db/access";
import { closeConnection, migrateConnection } from "../../db/connection";
import { findOpenAttempt, listFinishedAttempts, recordAnswer, startAttempt } from "../../app/models/assessments.server";
import { createUser } from "../../app/models/user.server";
import { issueAssessmentCertificate } from "../../app/services/certificates.server";
import { createTestPostgres, type TestPostgres } from "./helpers/postgres";

let dir: string;
let pgdb: TestPostgres;
const urls = {} as Record<"sqlite" | "postgres", string>;
const saved = process.env.DATABASE_URL;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-assess-"));
  urls.sqlite = path.join(dir, "codelift.db");
  pgdb = await createTestPostgres();
  urls.postgres = pgdb.url;
  for (const url of Object.values(urls)) await migrateConnection(currentConnection(url));
});

afterAll(async () => {
  process.env.DATABASE_URL = saved;
  for (const url of Object.values(urls)) await closeConnection(currentConnection(url));
  await pgdb?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(["sqlite", "postgres"] as const)("assessment attempts on %s", (engine) => {
  it("keeps one open attempt, records an answer once, finishes, and issues the certificate once", async () => {
    process.env.DATABASE_URL = urls[engine];
    const user = await createUser({
      email: `assess-${engine}@example.com`,
      fullName: "Eve Engine",
      password: "engine-password-2026",
      verified: true,
    });
    const now = new Date("2026-11-27T10:00:00Z");
    const first = await startAttempt(user.id, "sql", "sql-i1", now);
    const again = await startAttempt(user.id, "sql", "sql-b1", now);
    expect(again.id).toBe(first.id);
    expect(again.currentQuestion).toBe("sql-i1");
    const one = [{ question: "sql-i1", topic: "queries", difficulty: "intermediate" as const, correct: true }];
    expect(await recordAnswer(first.id, "sql-i1", one, { question: "sql-a1" }, now)).toBe(true);
    expect(await recordAnswer(first.id, "sql-i1", [...one, ...one], { question: "sql-b1" }, now)).toBe(false);
    expect((await findOpenAttempt(user.id, "sql"))!.answers).toEqual(one);
    expect(await recordAnswer(first.id, "sql-a1", one, { finished: { score: 60, level: "Advanced" } }, now)).toBe(true);
    expect(await findOpenAttempt(user.id, "sql")).toBeUndefined();
    const [done] = await listFinishedAttempts(user.id, "sql");
    expect(done).toMatchObject({ id: first.id, score: 60, level: "Advanced", finishedAt: now.toISOString(), currentQuestion: null });
    const retake = await startAttempt(user.id, "sql", "sql-i1", new Date("2026-11-29T10:00:00Z"));
    expect(retake.id).not.toBe(first.id);

    const cert = await issueAssessmentCertificate(user.id, { number: 3, title: "SQL skill assessment" }, now);
    expect(cert).toMatchObject({ kind: "assessment", subjectId: 3, state: "pending_verification" });
    expect((await issueAssessmentCertificate(user.id, { number: 3, title: "SQL skill assessment" }, now)).id).toBe(cert.id);
  });
});

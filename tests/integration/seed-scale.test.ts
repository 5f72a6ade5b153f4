// `codelift db seed --scale N` at a tiny N: the counts per unit, referential integrity, learners
// who cannot sign in, a second run that adds rather than collides, and a refused bad N.
import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SCALE_EMAIL_DOMAIN, SCALE_PER_UNIT } from "../../seeds/scale";

const root = path.resolve(import.meta.dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-scale-"));
const dbFile = path.join(dir, "scale.db");
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, "cli/bin.js"), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbFile },
    encoding: "utf8",
  });

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const count = (db: Database.Database, sql: string) => (db.prepare(sql).get() as { c: number }).c;

describe("codelift db seed --scale", () => {
  it("adds N units of courses, lessons, learners, progress and submissions on top of the normal seed", () => {
    const r = cli("db", "seed", "--scale", "1", "--json");
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.seeded).toBe(true);
    expect(doc.scale).toMatchObject({ n: 1, courses: 16, lessons: 94, learners: 1000, lessonProgress: 20_000, coachSubmissions: 10_000 });
    expect(typeof doc.scale.seconds).toBe("number");

    const db = new Database(dbFile, { readonly: true });
    try {
      const base = 16; // the normal seed's courses
      expect(count(db, "SELECT COUNT(*) c FROM courses")).toBe(base + SCALE_PER_UNIT.courses);
      expect(count(db, `SELECT COUNT(*) c FROM users WHERE email LIKE '%@${SCALE_EMAIL_DOMAIN}'`)).toBe(1000);
      expect(count(db, "SELECT COUNT(*) c FROM lesson_progress")).toBe(doc.scale.lessonProgress + 3); // + the premium demo learner's 3
      expect(count(db, "SELECT COUNT(*) c FROM coach_submissions")).toBe(10_000);
      // referential integrity: no foreign key broken, no progress row pointing at another course's lesson
      expect(db.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
      expect(count(db, "SELECT COUNT(*) c FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id WHERE l.course_id <> p.course_id")).toBe(0);
      expect(count(db, "SELECT COUNT(*) c FROM lessons l JOIN course_sections s ON s.id = l.section_id WHERE s.course_id <> l.course_id")).toBe(0);
      expect(
        count(
          db,
          "SELECT COUNT(*) c FROM coach_submissions s JOIN coach_pages p ON p.id = s.page_row_id WHERE p.module_id <> s.module_id OR p.group_id <> s.group_id",
        ),
      ).toBe(0);
      // every generated course is reachable: listed, with lessons numbered 1..n
      expect(count(db, "SELECT COUNT(*) c FROM courses c WHERE NOT EXISTS (SELECT 1 FROM lessons l WHERE l.course_id = c.id)")).toBe(0);
      expect(count(db, "SELECT COUNT(*) c FROM (SELECT course_id, MAX(page_id) m, COUNT(*) n FROM lessons GROUP BY course_id) WHERE m <> n")).toBe(0);
    } finally {
      db.close();
    }
  });

  it("adds more on a second run, and generated learners cannot sign in", () => {
    const r = cli("db", "seed", "--scale", "1", "--json");
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ seeded: false, scale: { courses: 16, learners: 1000 } });
    const db = new Database(dbFile, { readonly: true });
    try {
      expect(count(db, `SELECT COUNT(*) c FROM users WHERE email LIKE '%@${SCALE_EMAIL_DOMAIN}'`)).toBe(2000);
      expect(count(db, "SELECT COUNT(*) c FROM courses")).toBe(16 + 32);
      expect(count(db, `SELECT COUNT(DISTINCT password_hash) c FROM users WHERE email LIKE '%@${SCALE_EMAIL_DOMAIN}'`)).toBe(1);
      expect(
        (db.prepare(`SELECT password_hash h FROM users WHERE email LIKE '%@${SCALE_EMAIL_DOMAIN}' LIMIT 1`).get() as { h: string }).h,
      ).not.toMatch(/^scrypt\$/);
    } finally {
      db.close();
    }
  });

  it("refuses a scale that is not a whole number from 1 to 1000, writing nothing", () => {
    for (const bad of ["0", "x", "1001", "-3"]) {
      const r = cli("db", "seed", "--scale", bad);
      expect(r.status, bad).not.toBe(0);
      expect(r.stderr + r.stdout, bad).toContain("--scale takes a whole number from 1 to 1000");
    }
    const db = new Database(dbFile, { readonly: true });
    try {
      expect(count(db, "SELECT COUNT(*) c FROM courses")).toBe(48);
    } finally {
      db.close();
    }
  });
});

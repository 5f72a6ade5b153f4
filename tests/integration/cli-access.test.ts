// `codelift access` in database mode: real users, organizations and content in a fresh SQLite
// file (migrated and seeded by the CLI itself), and the file mode still working beside it.
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliOn } from "./helpers/cli";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-cli-access-"));
const dbFile = path.join(dir, "codelift.db");
const { run, json, expectBadInput } = cliOn(dbFile);
const SENTENCE = "This content is not included in your organization's plan.";

let db: Database.Database;
let paid: { url_slug: string; author_id: number; collection_id: number; title: string }[];
let coding: { author_id: number; path_id: number };

function user(email: string): number {
  return Number(db.prepare("INSERT INTO users (email, full_name, password_hash, verified) VALUES (?, 'Okapi', 'x', 1)").run(email).lastInsertRowid);
}
function org(name: string, opts: { noCoursesAccess?: boolean; include?: { author_id: number; collection_id: number }[] } = {}) {
  const id = Number(
    db
      .prepare("INSERT INTO organizations (name, slug, kind, no_courses_access) VALUES (?, ?, 'enterprise', ?)")
      .run(name, name.toLowerCase(), opts.noCoursesAccess ? 1 : 0).lastInsertRowid,
  );
  const sub = Number(
    db
      .prepare(
        `INSERT INTO organization_subscriptions (organization_id, plan_code, plan_type, seats, status, start_date, expiration_date)
         VALUES (?, 'enterprise-12', 6003, 5, 'active', '2025-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')`,
      )
      .run(id).lastInsertRowid,
  );
  for (const c of opts.include ?? [])
    db.prepare(
      "INSERT INTO organization_content_rules (organization_id, mode, target, author_id, work_id) VALUES (?, 'include', 'course', ?, ?)",
    ).run(id, c.author_id, c.collection_id);
  return { id, sub };
}
const seat = (o: { id: number; sub: number }, userId: number, withSeat = true) =>
  db
    .prepare("INSERT INTO organization_members (organization_id, user_id, role, subscription_id) VALUES (?, ?, 'Member', ?)")
    .run(o.id, userId, withSeat ? o.sub : null);

beforeAll(async () => {
  // The first command finds no database: it migrates and seeds it, then finds no such learner.
  const first = await run(["access", "--user", "nobody@example.com", "--course", "x", "--json"]);
  expect(first.code).toBe(2);
  expect(first.stderr).toMatch(/No account with the e-mail nobody@example.com/);
  db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  paid = db.prepare("SELECT url_slug, author_id, collection_id, title FROM courses WHERE is_free = 0 ORDER BY rank, id LIMIT 2").all() as typeof paid;
  expect(paid).toHaveLength(2);
  coding = db.prepare("SELECT author_id, path_id FROM coach_paths WHERE slug = 'coding'").get() as typeof coding;
  const a = org("Okapi-A", { include: [paid[0]!] });
  const b = org("Okapi-B", { noCoursesAccess: true });
  seat(a, user("member@okapi.example"));
  seat(a, user("seatless@okapi.example"), false);
  seat(b, user("nocourses@okapi.example"));
  user("solo@okapi.example");
});
afterAll(() => {
  db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("codelift access --user (database)", () => {
  it("a seat opens the included course (by slug or by ids) and closes the others, with the sentence", async () => {
    const [bySlug, byIds, other] = await Promise.all([
      json(["access", "--user", "member@okapi.example", "--course", paid[0]!.url_slug]),
      json(["access", "--user", "member@okapi.example", "--course", `${paid[0]!.author_id}/${paid[0]!.collection_id}`]),
      json(["access", "--user", "member@okapi.example", "--course", paid[1]!.url_slug]),
    ]);
    expect(bySlug).toMatchObject({
      allowed: true,
      rule: "organization-seat",
      seat: true,
      organization_rule: "included-content",
      rule_set: "organization-course-access",
    });
    expect(bySlug.content).toMatchObject({ kind: "course", slug: paid[0]!.url_slug, author_id: paid[0]!.author_id, work_id: paid[0]!.collection_id });
    expect(byIds).toMatchObject({ allowed: true, rule: "organization-seat" });
    expect(other).toMatchObject({ allowed: false, rule: "not-in-organization-plan", organization_rule: "not-included", reason: SENTENCE });
    expect(other.subscriber_organizations).toHaveLength(1);
    expect(other.active_organization.rule).toBe("subscription");
  });

  it("without a seat, or in no organization: unaffected", async () => {
    const [seatless, solo] = await Promise.all([
      json(["access", "--user", "seatless@okapi.example", "--course", paid[1]!.url_slug]),
      json(["access", "--user", "solo@okapi.example", "--course", paid[1]!.url_slug]),
    ]);
    expect(seatless).toMatchObject({ allowed: true, rule: "no-subscriber-organizations", seat: false });
    expect(seatless.memberships).toEqual([expect.objectContaining({ name: "Okapi-A", is_subscriber: false })]);
    expect(solo).toMatchObject({ allowed: true, rule: "no-subscriber-organizations", memberships: [] });
  });

  it("paths: no_courses_access denies, the include list closes, no organization is unaffected", async () => {
    const [noCourses, member, solo, byIds] = await Promise.all([
      json(["access", "--user", "nocourses@okapi.example", "--path", "coding"]),
      json(["access", "--user", "member@okapi.example", "--path", "coding"]),
      json(["access", "--user", "solo@okapi.example", "--path", "coding"]),
      json(["access", "--user", "nocourses@okapi.example", "--path", `${coding.author_id}/${coding.path_id}`]),
    ]);
    // learn-freemium (no personal subscription): no_courses_access lets paths through, the lists decide (none: allowed)
    expect(noCourses).toMatchObject({ allowed: true, rule: "no-lists", rule_set: "organization-content-access" });
    expect(byIds.content).toMatchObject({ kind: "path", slug: "coding" });
    expect(member).toMatchObject({ allowed: false, rule: "not-included", reason: SENTENCE });
    expect(solo).toMatchObject({ allowed: true, rule: "no-organization" });
    // with a personal subscription the member is no longer learn-freemium: denied
    db.prepare(
      `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
       SELECT id, '300-12-6000', 300, 12, 6000, 'active', 29900, '2025-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z' FROM users WHERE email = ?`,
    ).run("nocourses@okapi.example");
    expect(await json(["access", "--user", "nocourses@okapi.example", "--path", "coding"])).toMatchObject({
      allowed: false,
      rule: "no-courses-access",
      rule_set: "path-plan-organization",
    });
  });

  it("prints a view without --json", async () => {
    const r = await run(["access", "--user", "member@okapi.example", "--course", paid[1]!.url_slug]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("DENIED by rule not-in-organization-plan");
    expect(r.stdout).toContain(SENTENCE);
  });

  it("refuses unknown users and content, and mixed or missing options (exit 2, one line)", async () => {
    await Promise.all([
      expectBadInput(["access", "--user", "ghost@okapi.example", "--course", paid[0]!.url_slug], /No account with the e-mail ghost@okapi.example/),
      expectBadInput(["access", "--user", "member@okapi.example", "--course", "no-such-course"], /No course no-such-course/),
      expectBadInput(["access", "--user", "member@okapi.example", "--path", "9/9"], /No path 9\/9/),
      expectBadInput(["access", "--user", "member@okapi.example"], /--course C or --path P is required with --user/),
      expectBadInput(["access", "--user", "member@okapi.example", "--course", "a", "--path", "b"], /either --course C or --path P, not both/),
      expectBadInput(["access", "--course", "a"], /--user EMAIL is required/),
      expectBadInput(["access", "--user", "member@okapi.example", "--course", "a", "--user-file", "u.json"], /give either --user EMAIL/),
    ]);
  });

  it("the file mode still answers from files", async () => {
    const u = path.join(dir, "user.json");
    const c = path.join(dir, "content.json");
    fs.writeFileSync(
      u,
      JSON.stringify({ organizations: [{ organization_id: 1, is_subscriber: true, included_courses: [{ author_id: 1, work_id: 2 }] }] }),
    );
    fs.writeFileSync(c, JSON.stringify({ kind: "course", author_id: 1, work_id: 3, is_private: true }));
    expect(await json(["access", "--user-file", u, "--content-file", c])).toMatchObject({ allowed: true, rule: "private-content" });
  });
});

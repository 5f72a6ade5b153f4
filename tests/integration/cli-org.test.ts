// `codelift org list | show | create | add-member | set-role | seats` as a child process
// (node cli/bin.js) against a fresh SQLite file that the CLI migrates and seeds on first use.
import Database from "better-sqlite3";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-cli-org-"));
const dbFile = path.join(dir, "codelift.db");

type Run = { code: number; stdout: string; stderr: string };

function run(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["cli/bin.js", ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: dbFile, NO_COLOR: "1" } },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command prints a document of its own shape, which the tests read field by field
async function json(args: string[]): Promise<any> {
  const r = await run([...args, "--json"]);
  if (r.code !== 0) throw new Error(`codelift ${args.join(" ")} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

async function expectBadInput(args: string[], message: string | RegExp) {
  const r = await run(args);
  expect(r.code, `${args.join(" ")}: ${r.stderr}`).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.trim().split("\n")).toHaveLength(1);
  if (typeof message === "string") expect(r.stderr.trim()).toBe(message);
  else expect(r.stderr).toMatch(message);
}

function addUser(email: string, fullName: string) {
  const db = new Database(dbFile);
  try {
    db.prepare("INSERT INTO users (email, full_name, password_hash, verified) VALUES (?, ?, 'x', 1)").run(email, fullName);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  const first = await run(["org", "list", "--json"]);
  expect(first.code, first.stderr).toBe(0);
  expect(first.stderr).toMatch(/2 organizations with 6 demo members/);
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the seeded organizations", () => {
  it("lists them with members, seats and the single sign-on domain", async () => {
    const { organizations } = await json(["org", "list"]);
    expect(organizations).toEqual([
      { id: expect.any(Number), slug: "acme-team", name: "Acme Team", kind: "team", members: 1, seats: 5, seats_used: 1, sso_email_domain: null },
      {
        id: expect.any(Number),
        slug: "globex",
        name: "Globex Enterprise",
        kind: "enterprise",
        members: 5,
        seats: 50,
        seats_used: 5,
        sso_email_domain: "globex.test",
      },
    ]);
  });

  it("shows one by slug or id: plan, teams, members with roles and seats, content rules, single sign-on without its secret", async () => {
    const { organization: g } = await json(["org", "show", "globex"]);
    expect(g).toMatchObject({
      name: "Globex Enterprise",
      kind: "enterprise",
      sso: { issuer: "http://127.0.0.1:8089", client_id: "codelift-globex", email_domain: "globex.test" },
    });
    expect(JSON.stringify(g)).not.toContain("globex-dev-secret");
    expect(g.subscriptions).toEqual([expect.objectContaining({ plan_code: "400-12-6003", seats: 50, seats_used: 5, status: "active", live: true })]);
    expect(g.teams.map((t: { name: string }) => t.name)).toEqual(["Data", "Platform"]);
    expect(
      g.members.map((m: { email: string; role: string; admin_level: string | null; team: string | null }) => [
        m.email,
        m.role,
        m.admin_level,
        m.team,
      ]),
    ).toEqual([
      ["admin@globex.test", "Admin", "super_admin", null],
      ["manager@globex.test", "Manager", null, "Platform"],
      ["member@globex.test", "Member", null, "Platform"],
      ["mentee@globex.test", "Member", null, "Platform"],
      ["mentor@globex.test", "Member", null, "Data"],
    ]);
    expect(g.content_rules).toEqual(
      expect.arrayContaining([
        { mode: "include", target: "course", course: "4831-100002", category: null },
        { mode: "include", target: "category", course: null, category: "cs-fundamentals" },
        { mode: "exclude", target: "course", course: "4831-100009", category: null },
        { mode: "exclude", target: "category", course: null, category: "generative-ai" },
      ]),
    );
    const byId = await json(["org", "show", String(g.id)]);
    expect(byId.organization.slug).toBe("globex");
    const acme = (await json(["org", "show", "acme-team"])).organization;
    expect(acme.subscriptions[0]).toMatchObject({ plan_code: "300-12-6005", seats: 5 });
    expect(acme.sso).toBeNull();
  });

  it("prints a readable view without --json", async () => {
    const r = await run(["org", "show", "globex"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Globex Enterprise (enterprise)");
    expect(r.stdout).toContain("manager@globex.test");
    expect(r.stdout).toContain("5/50");
  });

  it("refuses an unknown organization, naming the known ones", async () => {
    await expectBadInput(["org", "show", "initrode", "--json"], /^Unknown organization initrode \(known: \d+ acme-team, \d+ globex\)\n?$/);
  });
});

describe("create, members, roles and seats", () => {
  // A long story told with one command after another: its own time limit, well above a quiet run (about 60 s).
  it("creates an organization with an active subscription, adds members with and without seats, changes roles and seats", async () => {
    const created = (await json(["org", "create", "Initrode Labs", "--kind", "team", "--plan", "300-12-6005", "--seats", "2"])).organization;
    expect(created).toMatchObject({ name: "Initrode Labs", slug: "initrode-labs", kind: "team", members: [], teams: [] });
    expect(created.subscriptions).toEqual([expect.objectContaining({ plan_code: "300-12-6005", seats: 2, seats_used: 0, live: true })]);
    await expectBadInput(
      ["org", "create", "Initrode Labs", "--kind", "team", "--plan", "300-12-6005", "--seats", "2"],
      "The slug initrode-labs is taken (codelift org list shows it; choose another with --slug)",
    );

    for (const [email, name] of [
      ["ann@initrode.test", "Ann"],
      ["bo@initrode.test", "Bo"],
      ["cy@initrode.test", "Cy"],
    ] as const)
      addUser(email, name);
    const ann = await json(["org", "add-member", "initrode-labs", "ann@initrode.test", "--role", "admin", "--seat"]);
    expect(ann.member).toMatchObject({ email: "ann@initrode.test", role: "Admin", admin_level: "super_admin", seat: created.subscriptions[0].id });
    const bo = await json(["org", "add-member", "initrode-labs", "bo@initrode.test", "--seat"]);
    expect(bo.member).toMatchObject({ role: "Member", seat: created.subscriptions[0].id });
    // Both seats taken: a third seat is refused, joining without one is fine.
    await expectBadInput(
      ["org", "add-member", "initrode-labs", "cy@initrode.test", "--seat", "--json"],
      "No free seat in Initrode Labs: every seat of its live subscriptions is taken (codelift org seats initrode-labs --set N adds seats)",
    );
    const cy = await json(["org", "add-member", "initrode-labs", "cy@initrode.test", "--role", "non-paid-member"]);
    expect(cy.member).toMatchObject({ role: "Non-Paid Member", seat: null });
    await expectBadInput(
      ["org", "add-member", "initrode-labs", "cy@initrode.test"],
      "cy@initrode.test is already a member of Initrode Labs (Non-Paid Member); change the role with codelift org set-role",
    );

    // Roles: the last admin stays one; Non-Paid Member frees the seat.
    await expectBadInput(["org", "set-role", "initrode-labs", "ann@initrode.test", "Member"], /^ann@initrode\.test in Initrode Labs: .+/);
    const manager = await json(["org", "set-role", "initrode-labs", "bo@initrode.test", "Manager"]);
    expect(manager.member).toMatchObject({ role: "Manager", seat: created.subscriptions[0].id });
    const unpaid = await json(["org", "set-role", "initrode-labs", "bo@initrode.test", "Non-Paid Member"]);
    expect(unpaid.member).toMatchObject({ role: "Non-Paid Member", seat: null });

    // Seats: never below those taken.
    expect(await json(["org", "seats", "initrode-labs"])).toMatchObject({ seats: 2, seats_used: 1 });
    await expectBadInput(["org", "seats", "initrode-labs", "--set", "0"], "--set must be between 1 and 100000, got 0");
    const more = await json(["org", "seats", "initrode-labs", "--set", "10"]);
    expect(more).toMatchObject({ seats: 10, seats_used: 1 });
    const db = new Database(dbFile, { readonly: true });
    try {
      expect(db.prepare("SELECT seats FROM organization_subscriptions WHERE id = ?").get(created.subscriptions[0].id)).toEqual({ seats: 10 });
      expect(
        db
          .prepare(
            "SELECT role, is_admin, is_manager FROM organization_members m JOIN users u ON u.id = m.user_id WHERE u.email = 'bo@initrode.test'",
          )
          .get(),
      ).toEqual({
        role: "Non-Paid Member",
        is_admin: 0,
        is_manager: 0,
      });
    } finally {
      db.close();
    }
    const list = (await json(["org", "list"])).organizations.find((o: { slug: string }) => o.slug === "initrode-labs");
    expect(list).toMatchObject({ members: 3, seats: 10, seats_used: 1 });
  }, 180_000); // about 25 commands, each a process of its own, one after the other

  it("refuses bad input with exit 2 and one line", async () => {
    await expectBadInput(
      ["org", "create", "Widgets", "--kind", "team", "--plan", "400-12-6003", "--seats", "5"],
      /^--plan 400-12-6003: A team checkout sells team plans/,
    );
    await expectBadInput(
      ["org", "create", "Widgets", "--kind", "guild", "--plan", "300-12-6005", "--seats", "5"],
      "--kind: must be team or enterprise",
    );
    await expectBadInput(["org", "create", "Widgets", "--kind", "team", "--plan", "nope", "--seats", "5"], /^--plan: Invalid plan code "nope"/);
    await expectBadInput(
      ["org", "create", "Widgets", "--kind", "team", "--plan", "300-12-6005", "--seats", "many"],
      '--seats must be a whole number, got "many"',
    );
    await expectBadInput(["org", "create", "Widgets", "--kind", "team", "--plan", "300-12-6005"], /--seats/);
    await expectBadInput(
      ["org", "add-member", "globex", "nobody@example.com"],
      "No account with the e-mail nobody@example.com: the person signs up (or accepts an invitation) first",
    );
    await expectBadInput(
      ["org", "add-member", "globex", "free@codelift.test", "--role", "owner"],
      'Unknown role "owner" (known: Admin, Manager, Member, Non-Paid Member)',
    );
    await expectBadInput(["org", "set-role", "globex", "free@codelift.test", "Manager"], /^free@codelift\.test in Globex Enterprise: /);
    await expectBadInput(
      ["org", "seats", "globex", "--set", "2"],
      "Globex Enterprise has 5 seats taken: revoke seats before going below that (asked for 2)",
    );
  });
});

describe("feature flags", () => {
  it("shows the twelve flags and sets them with --set name=true; refuses unknown names", async () => {
    const shown = await json(["org", "flags", "globex"]);
    expect(Object.keys(shown.flags)).toHaveLength(12);
    expect(shown.flags).toMatchObject({ can_access_learning_plans: true, is_workflow_enabled: false });
    const set = await json(["org", "flags", "globex", "--set", "is_workflow_enabled=true", "--set", "can_access_learning_plans=false"]);
    expect(set.flags).toMatchObject({ is_workflow_enabled: true, can_access_learning_plans: false, onboarding_enabled: true });
    await expectBadInput(["org", "flags", "globex", "--set", "no_such_flag=true", "--json"], /Unknown flag "no_such_flag"/);
  });
});

describe("mentoring pairs", () => {
  it("pairs a mentor with a mentee of the organization (both get their role; again changes nothing); refuses outsiders and one person twice", async () => {
    const paired = await json(["org", "mentor", "globex", "mentor@globex.test", "member@globex.test"]);
    expect(paired.mentor.email).toBe("mentor@globex.test");
    expect(paired.mentees.map((m: { email: string }) => m.email).sort()).toEqual(["member@globex.test", "mentee@globex.test"]);
    const again = await json(["org", "mentor", "globex", "mentor@globex.test", "member@globex.test"]);
    expect(again.mentees).toHaveLength(2);
    const db = new Database(dbFile, { readonly: true });
    try {
      const roles = db
        .prepare(
          "SELECT u.email, m.is_mentor, m.is_mentee FROM organization_members m JOIN users u ON u.id = m.user_id JOIN organizations o ON o.id = m.organization_id WHERE o.slug = 'globex' AND u.email IN ('mentor@globex.test', 'member@globex.test') ORDER BY u.email",
        )
        .all();
      expect(roles).toEqual([
        { email: "member@globex.test", is_mentor: 0, is_mentee: 1 },
        { email: "mentor@globex.test", is_mentor: 1, is_mentee: 0 },
      ]);
    } finally {
      db.close();
    }
    await expectBadInput(
      ["org", "mentor", "globex", "mentor@globex.test", "mentor@globex.test"],
      /: A mentor and a mentee are two different people\./,
    );
    await expectBadInput(
      ["org", "mentor", "globex", "mentor@globex.test", "free@codelift.test"],
      /: Both people must be members of the organization first\./,
    );
    await expectBadInput(["org", "mentor", "globex", "mentor@globex.test", "nobody@example.com"], /^No account with the e-mail nobody@example\.com/);
  });
});

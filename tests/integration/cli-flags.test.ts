// `codelift flags list | set | unset | beta`, and `codelift content export | import` (a course draft
// as a JSON file and back), as a child process against a fresh SQLite file that the CLI migrates and
// seeds on first use (the style of cli-affiliate.test.ts).
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliOn } from "./helpers/cli";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-cli-flags-"));
const dbFile = path.join(dir, "codelift.db");
const { run, json, expectBadInput } = cliOn(dbFile);

type FlagList = { flags: { name: string; level: number; level_name: string; default_level: number; overrides: unknown[] }[]; beta_testers: string[] };
const flag = (doc: FlagList, name: string) => doc.flags.find((f) => f.name === name)!;
const rowCount = (table: string) => {
  const db = new Database(dbFile, { readonly: true });
  try {
    return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  expect((await run(["flags", "list", "--json"])).code).toBe(0);
  const db = new Database(dbFile);
  db.prepare("INSERT INTO users (email, full_name, password_hash, verified) VALUES ('tester@example.com', 'Beta Tester', 'x', 1)").run();
  for (const email of ["writer@example.com", "second@example.com"]) {
    const user = db.prepare("INSERT INTO users (email, full_name, password_hash, verified) VALUES (?, 'Writer', 'x', 1)").run(email);
    db.prepare("INSERT INTO authors (user_id) VALUES (?)").run(user.lastInsertRowid);
  }
  db.close();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("codelift flags", () => {
  it("lists the fifteen flags at their default levels, and the Ink view names them", async () => {
    const doc = (await json(["flags", "list"])) as FlagList;
    expect(doc.flags).toHaveLength(15);
    expect(flag(doc, "ai_testcase")).toMatchObject({ level: 3, level_name: "internal_production", default_level: 3, overrides: [] });
    expect(doc.beta_testers).toEqual([]);
    const view = await run(["flags", "list"]);
    expect(view.code).toBe(0);
    expect(view.stdout).toContain("explain_further");
    expect(view.stdout).toContain("Nobody is in beta mode.");
  });

  it("sets and unsets a level, and overrides for an organization and a cohort", async () => {
    expect(await json(["flags", "set", "explain_further", "--level", "production"])).toEqual({
      ok: true,
      message: "explain_further is now at level 4 (production).",
    });
    expect(await json(["flags", "set", "explain_further", "--org", "7", "--off"])).toEqual({
      ok: true,
      message: "explain_further is off for organization 7.",
    });
    expect(await json(["flags", "set", "explain_further", "--cohort", "b2c_user", "--on"])).toEqual({
      ok: true,
      message: "explain_further is on for cohort B2C_USER.",
    });
    let doc = (await json(["flags", "list"])) as FlagList;
    expect(flag(doc, "explain_further")).toMatchObject({
      level: 4,
      overrides: [
        { scope: "cohort", target: "B2C_USER", enabled: true },
        { scope: "organization", target: "7", enabled: false },
      ],
    });
    expect(await json(["flags", "unset", "explain_further", "--org", "7"])).toEqual({
      ok: true,
      message: "explain_further no longer has an override for organization 7.",
    });
    expect(await json(["flags", "unset", "explain_further"])).toEqual({ ok: true, message: "explain_further is back to its default level." });
    doc = (await json(["flags", "list"])) as FlagList;
    expect(flag(doc, "explain_further")).toMatchObject({ level: 2, overrides: [{ scope: "cohort", target: "B2C_USER", enabled: true }] });
  });

  it("puts a user in beta mode and takes them out", async () => {
    expect(await json(["flags", "beta", "Tester@example.com"])).toEqual({ ok: true, message: "tester@example.com is now in beta mode." });
    expect(((await json(["flags", "list"])) as FlagList).beta_testers).toEqual(["tester@example.com"]);
    expect(await json(["flags", "beta", "tester@example.com", "--off"])).toEqual({
      ok: true,
      message: "tester@example.com is no longer in beta mode.",
    });
    expect(rowCount("beta_testers")).toBe(0);
  });

  it("refuses bad input with one line and changes nothing", async () => {
    const before = [rowCount("feature_flags"), rowCount("feature_flag_overrides")];
    await expectBadInput(["flags", "set", "nope", "--level", "2"], /^Unknown feature flag \(known: coach_dashboard, /);
    await expectBadInput(
      ["flags", "set", "onboarding", "--level", "9"],
      "level must be 0–4 or one of disabled, development, beta, internal_production, production.",
    );
    await expectBadInput(
      ["flags", "set", "onboarding", "--cohort", "admins", "--on"],
      "cohort must be one of B2B_USER, B2C_USER, EDUCATIVE_INTERNAL, LOGGED_OUT.",
    );
    await expectBadInput(["flags", "set", "onboarding", "--org", "x", "--on"], "organization must be an organization id.");
    await expectBadInput(["flags", "set", "onboarding", "--org", "7"], "Give --on or --off with --org or --cohort");
    await expectBadInput(["flags", "set", "onboarding"], "Give --level LEVEL, or --org ID / --cohort COHORT with --on or --off");
    await expectBadInput(["flags", "beta", "ghost@example.com"], "No user has this e-mail address.");
    expect([rowCount("feature_flags"), rowCount("feature_flag_overrides")]).toEqual(before);
  });
});

describe("codelift content", () => {
  const file = (name: string) => path.join(dir, name);
  const category = () => {
    const db = new Database(dbFile, { readonly: true });
    try {
      return (db.prepare("SELECT slug FROM categories ORDER BY id LIMIT 1").get() as { slug: string }).slug;
    } finally {
      db.close();
    }
  };
  const course = () => ({
    format: "codelift-course",
    formatVersion: 1,
    course: {
      title: "Shell Basics",
      slug: "shell-basics-cli",
      summary: "Pipes and redirects.",
      categorySlug: category(),
      difficulty: "beginner",
      access: "free",
      placeholders: { HOST: "example.com" },
      sections: [
        {
          key: "k1",
          title: "Pipes",
          lessons: [
            {
              key: "k1",
              slug: "first-pipe",
              title: "Your first pipe",
              summary: "",
              minutes: 5,
              blocks: [
                { kind: "text", id: "intro", markdown: "A pipe sends one program's output to the next." },
                { kind: "code", id: "ex", language: "bash", code: "curl {{HOST}} | wc -l" },
                {
                  kind: "quiz",
                  id: "q",
                  question: "What does | do?",
                  multiple: false,
                  options: [
                    { text: "Pipes output", correct: true },
                    { text: "Nothing", correct: false },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  });

  it("imports a course file as a draft, exports it byte for byte, updates it by slug, and refuses bad files with one line", async () => {
    fs.writeFileSync(file("in.json"), JSON.stringify(course()));
    const created = await json(["content", "import", file("in.json"), "--owner", "writer@example.com"]);
    expect(created).toMatchObject({ ok: true, created: true, version: 1 });
    const id = String(created.draft_id);
    expect(rowCount("course_drafts")).toBe(1);

    // export → import → export: the same bytes, and the second import changes nothing
    const exported = await json(["content", "export", id, file("a.json")]);
    expect(exported).toMatchObject({ ok: true, draft_id: created.draft_id, file: file("a.json") });
    const first = fs.readFileSync(file("a.json"), "utf8");
    expect(JSON.parse(first)).toEqual(course());
    expect(await json(["content", "import", file("a.json"), "--owner", "writer@example.com"])).toMatchObject({ created: false, version: 1 });
    expect((await run(["content", "export", "shell-basics-cli"])).stdout).toBe(first);

    // an edited file updates the same draft (found by its slug), as a new version
    const edited = course();
    edited.course.title = "Shell Basics, Revised";
    edited.course.sections[0]!.lessons[0]!.blocks[1] = { kind: "code", id: "ex", language: "bash", code: "ls | sort" };
    fs.writeFileSync(file("b.json"), JSON.stringify(edited, null, 2) + "\n");
    expect(await json(["content", "import", file("b.json"), "--owner", "writer@example.com"])).toMatchObject({
      draft_id: created.draft_id,
      created: false,
      version: 2,
      message: `Imported into draft ${id}.`,
    });
    expect(rowCount("course_drafts")).toBe(1);
    const again = await run(["content", "export", id]);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(fs.readFileSync(file("b.json"), "utf8"));

    // another author gets a draft of their own
    expect(await json(["content", "import", file("b.json"), "--owner", "second@example.com"])).toMatchObject({ created: true });
    expect(rowCount("course_drafts")).toBe(2);
    await expectBadInput(["content", "export", "shell-basics-cli"], "More than one draft has the slug shell-basics-cli: give the draft id");

    // bad input: one line, nothing written
    fs.writeFileSync(file("bad.json"), "{ not json");
    const badSlug = course();
    badSlug.course.slug = "Not A Slug";
    fs.writeFileSync(file("slug.json"), JSON.stringify(badSlug));
    await expectBadInput(["content", "import", file("in.json")], "Give --owner EMAIL: the author the draft belongs to");
    await expectBadInput(["content", "import", file("in.json"), "--owner", "tester@example.com"], /tester@example\.com is not an author/);
    await expectBadInput(["content", "import", file("bad.json"), "--owner", "writer@example.com"], /bad\.json: not valid JSON/);
    await expectBadInput(["content", "import", file("slug.json"), "--owner", "writer@example.com"], /course\.slug: Use lower-case letters/);
    await expectBadInput(
      ["content", "import", file("missing.json"), "--owner", "writer@example.com"],
      `${file("missing.json")}: cannot read the file (no such file)`,
    );
    expect(rowCount("course_drafts")).toBe(2);
  }, 300_000); // fourteen runs of the CLI, each a Node start
});

// Paths, modules, catalogue sections, landing by role, learning plans, mentoring and the feature
// flags over HTTP, against one built server with the seeded data (docs/product/paths-and-modules.md,
// docs/product/learning-plans.md): pages without JavaScript (plain forms) and the 401/403/404 answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type Client, type TestServer } from "./helpers/server";
import { visibleText } from "./helpers/html";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const textOf = async (res: Response) => visibleText(decode(await res.text()));
const id = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { id: number }).id;

async function login(email: string, password: string): Promise<{ c: Client; location: string | null }> {
  const c = server.client();
  const res = await c.postForm("/login", { email, password, ru: "/learn/home" });
  expect(res.status, `login ${email}`).toBe(302);
  return { c, location: res.headers.get("location") };
}

describe("paths and modules", () => {
  it("a path lists its courses and module in order; a learner resumes it across a course and a module", async () => {
    const anon = server.client();
    const page = await anon.get("/path/page/become-a-front-end-developer");
    expect(page.status).toBe(200);
    const text = await textOf(page);
    expect(text).toContain("1. Modern JavaScript Essentials");
    expect(text).toContain("2. Data Structures for the Front End Module");
    expect((await anon.get("/path/lesson/become-a-front-end-developer")).headers.get("location")).toMatch(/^\/login\?ru=/);

    const { c } = await login("premium@codelift.test", "learn-premium-2026");
    // the premium demo learner stopped on the third lesson of the first course
    expect((await c.get("/path/lesson/become-a-front-end-developer")).headers.get("location")).toBe(
      "/coursesv3/modern-javascript-essentials/objects-arrays-and-destructuring",
    );
    // the module: completing its first lesson leads to the next and counts on the path
    const moduleId = id("SELECT id FROM modules WHERE slug = 'data-structures-for-the-front-end'");
    const mod = await c.get(`/module/page/${moduleId}/data-structures-for-the-front-end`);
    expect(mod.status).toBe(200);
    expect(await textOf(mod)).toContain("Part of");
    expect((await c.get(`/module/page/${moduleId}/wrong-slug`)).headers.get("location")).toBe(
      `/module/page/${moduleId}/data-structures-for-the-front-end`,
    );
    const lessons = server.db.prepare("SELECT lesson_id AS id FROM module_lessons WHERE module_id = ? ORDER BY position").all(moduleId) as {
      id: number;
    }[];
    const done = await c.postForm(`/module/lesson/${moduleId}/${lessons[0]!.id}`, { intent: "complete", completed: "true" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/module/lesson/${moduleId}/${lessons[1]!.id}`);
    const row = server.db
      .prepare(
        "SELECT completed_at FROM lesson_progress WHERE lesson_id = ? AND user_id = (SELECT id FROM users WHERE email = 'premium@codelift.test')",
      )
      .get(lessons[0]!.id) as { completed_at: string | null };
    expect(row.completed_at).not.toBeNull();
    // a lesson that is not in the module, an unknown module
    expect((await c.get(`/module/lesson/${moduleId}/999999`)).status).toBe(404);
    expect((await c.get("/module/page/999999/x")).status).toBe(404);
    // standalone module and its draft view (only its author and staff)
    const sa = server.db.prepare("SELECT author_id, module_id FROM modules WHERE is_standalone = 1").get() as {
      author_id: number;
      module_id: number;
    };
    expect((await c.get(`/module/standalone/${sa.author_id}/${sa.module_id}`)).status).toBe(200);
    expect((await c.get(`/module/standalone/${sa.author_id}/${sa.module_id}/draft`)).status).toBe(404);
    const staff = (await login("staff@codelift.dev", "staff-codelift-2026")).c;
    expect(await textOf(await staff.get(`/module/standalone/${sa.author_id}/${sa.module_id}/draft`))).toContain("Only you see this draft view.");
  });

  it("catalogue sections: courses list paths and modules, assessments the skill assessments, cloud labs the labs", async () => {
    const anon = server.client();
    expect(await textOf(await anon.get("/courses/"))).toContain("Become a Front-End Developer");
    const assessments = await textOf(await anon.get("/assessments/"));
    for (const title of ["Python skill assessment", "JavaScript skill assessment", "SQL skill assessment", "System design skill assessment"])
      expect(assessments).toContain(title);
    expect(await textOf(await anon.get("/cloudlabs/"))).toContain("Store files in S3: buckets and objects");
  });

  it("the suffixed sections: a mock interview per company opens the form with it chosen; the coach's roadmaps as coaching sessions", async () => {
    const anon = server.client();
    const mock = await anon.get("/courses/mock-interview");
    expect(mock.status).toBe(200);
    const html = decode(await mock.text());
    for (const company of ["Google", "Meta", "Amazon"]) {
      expect(visibleText(html)).toContain(`${company} mock interview`);
      expect(html).toContain(`href="/interview-prep/mock-interview?company=${company}"`);
    }
    // every section links to the others, this one marked as the current one
    expect(html).toMatch(
      /<a[^>]*href="\/courses\/mock-interview"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/courses\/mock-interview"/,
    );
    expect(html).toContain('href="/courses/coaching-session"');
    const { c } = await login("premium@codelift.test", "learn-premium-2026");
    const form = await (await c.get("/interview-prep/mock-interview?company=Meta")).text();
    expect(form).toMatch(/<option value="Meta" selected/);
    // an unknown company falls back to the default choice
    expect(await (await c.get("/interview-prep/mock-interview?company=Nope")).text()).toMatch(/<option value="Google" selected/);
    const coaching = await textOf(await anon.get("/courses/coaching-session"));
    expect(coaching).toContain("Coding Interview Patterns");
    expect(coaching).toContain("Coaching sessions");
  });
});

describe("landing, plans and mentoring in the seeded Globex", () => {
  const globex = () => id("SELECT id FROM organizations WHERE slug = 'globex'");

  it("each role lands where it works", async () => {
    const g = globex();
    expect((await login("admin@globex.test", "globex-admin-2026")).location).toBe(`/enterprise-dashboard/${g}`);
    expect((await login("manager@globex.test", "globex-manager-2026")).location).toBe(`/manager/${g}`);
    expect((await login("mentor@globex.test", "globex-mentor-2026")).location).toBe(`/mentor/${g}`);
    expect((await login("mentee@globex.test", "globex-mentee-2026")).location).toBe("/learning-plans");
    expect((await login("member@globex.test", "globex-member-2026")).location).toBe("/learn/home");
  });

  it("a manager builds a two-week plan, assigns it to a team; a member completes week one; progress, overdue and CSV; mentors and outsiders", async () => {
    const g = globex();
    const { c: manager } = await login("manager@globex.test", "globex-manager-2026");
    expect(await textOf(await manager.get(`/manager/${g}`))).toContain("No plans yet.");
    const created = await manager.postForm(`/manager/${g}`, { intent: "new-plan", title: "Onboarding", summary: "Two weeks." });
    expect(created.status).toBe(302);
    const edit = created.headers.get("location")!;
    const planId = Number(/\/(\d+)\/edit$/.exec(edit)![1]);
    const managerId = id("SELECT id FROM users WHERE email = 'manager@globex.test'");
    expect(edit).toBe(`/plan/${managerId}/${planId}/edit`);
    // a draft: has_any_draft_plan on the user info
    const info = await (await manager.get("/api/user/info")).json();
    expect(JSON.stringify(info)).toContain('"has_any_draft_plan":true');

    expect((await manager.postForm(edit, { intent: "add-week", title: "Basics", contactUserId: String(managerId) })).status).toBe(302);
    expect((await manager.postForm(edit, { intent: "add-week", title: "Going further" })).status).toBe(302);
    const weeks = server.db.prepare("SELECT id FROM learning_plan_weeks WHERE plan_id = ? ORDER BY position").all(planId) as { id: number }[];
    const moduleId = id("SELECT id FROM modules WHERE slug = 'big-o-in-one-sitting'");
    const gitCourse = id("SELECT id FROM courses WHERE url_slug = 'git-github-essentials'");
    expect((await manager.postForm(edit, { intent: "add-item", weekId: String(weeks[0]!.id), content: `module:${moduleId}` })).status).toBe(302);
    expect((await manager.postForm(edit, { intent: "add-item", weekId: String(weeks[1]!.id), content: `course:${gitCourse}` })).status).toBe(302);
    // bad input: a clear 400, nothing written
    const bad = await manager.postForm(edit, { intent: "add-item", weekId: String(weeks[0]!.id), content: "course:999999" });
    expect(bad.status).toBe(400);
    expect(await textOf(bad)).toContain("Choose a course, module or path from the list.");
    expect((await manager.postForm(edit, { intent: "assign", assignee: "team:1", startDate: "2026-01-01", dueDate: "2026-01-20" })).status).toBe(409);
    expect((await manager.postForm(edit, { intent: "publish" })).status).toBe(302);
    const platform = id("SELECT id FROM organization_teams WHERE organization_id = ? AND name = 'Platform'", g);
    const badDates = await manager.postForm(edit, { intent: "assign", assignee: `team:${platform}`, startDate: "2026-02-01", dueDate: "2026-01-01" });
    expect(badDates.status).toBe(400);
    // started long ago: both weeks are past due
    expect(
      (await manager.postForm(edit, { intent: "assign", assignee: `team:${platform}`, startDate: "2026-01-01", dueDate: "2026-01-20" })).status,
    ).toBe(302);
    expect(await textOf(await manager.get(`/plan/${managerId}/${planId}/preview`))).toContain("Week 1: Basics");

    // the member (team Platform) sees it and completes week one (the module's lessons)
    const { c: member } = await login("member@globex.test", "globex-member-2026");
    expect(await textOf(await member.get("/learning-plans"))).toContain("Onboarding");
    const planPage = await textOf(await member.get(`/plan/page/${planId}`));
    expect(planPage).toContain("Contact: Marco Manager");
    // the plan is Globex's private content: the extra header on its page, not on the preview
    const orgName = (server.db.prepare("SELECT name FROM organizations WHERE id = ?").get(g) as { name: string }).name;
    expect(planPage).toContain(`Private to ${orgName}`);
    expect(await textOf(await manager.get(`/plan/${managerId}/${planId}/preview`))).not.toContain("Private to");
    const lessons = server.db.prepare("SELECT lesson_id AS id FROM module_lessons WHERE module_id = ? ORDER BY position").all(moduleId) as {
      id: number;
    }[];
    for (const l of lessons)
      expect((await member.postForm(`/module/lesson/${moduleId}/${l.id}`, { intent: "complete", completed: "true" })).status).toBe(302);
    // the member may not read the progress page
    expect((await member.get(`/plan/page/${planId}/progress`)).status).toBe(403);

    const progress = await textOf(await manager.get(`/plan/page/${planId}/progress`));
    expect(progress).toContain("Mina Member");
    expect(progress).toContain("Mina Member: Going further");
    expect(progress).toContain("100% · Completed");
    const csv = await (await manager.get(`/plan/page/${planId}/progress.csv`)).text();
    expect(csv).toContain("Mina Member,member@globex.test,1. Basics,2026-01-07");
    expect(csv).toMatch(/Mina Member,member@globex\.test,2\. Going further,2026-01-14,0,\d+,0,Overdue/);

    // mentoring: with training off in Globex the dashboard is a 403 and a mentor logs in to the
    // learner home; on (as seeded) → the mentor sees the mentee
    const training = (on: boolean) =>
      server.db
        .prepare("UPDATE organizations SET feature_flags = json_set(feature_flags, '$.is_training_enabled', json(?)) WHERE id = ?")
        .run(String(on), g);
    training(false);
    const { c: mentor, location: offLanding } = await login("mentor@globex.test", "globex-mentor-2026");
    expect(offLanding).toBe("/learn/home");
    expect((await mentor.get(`/mentor/${g}`)).status).toBe(403);
    training(true);
    expect(await textOf(await mentor.get(`/mentor/${g}`))).toContain("Nia Mentee");
    const menteeId = id("SELECT id FROM users WHERE email = 'mentee@globex.test'");
    const memberId = id("SELECT id FROM users WHERE email = 'member@globex.test'");
    expect(await textOf(await mentor.get(`/mentor/${g}/mentee/${menteeId}`))).toContain("Nia Mentee");
    // the mentee view of the plan leaves the private-content header out
    const menteeView = await mentor.get(`/plan/page/${planId}/mentee/${menteeId}`);
    expect(menteeView.status).toBe(200);
    const menteeText = await textOf(menteeView);
    expect(menteeText).toContain("Onboarding: Nia Mentee");
    expect(menteeText).not.toContain("Private to");
    // not their mentee → 403
    expect((await mentor.get(`/mentor/${g}/mentee/${memberId}`)).status).toBe(403);
    const react = server.db.prepare("SELECT author_id, collection_id FROM courses WHERE url_slug = 'git-github-essentials'").get() as {
      author_id: number;
      collection_id: number;
    };
    const map = await mentor.get(`/api/userdata/task/map/${g}/${react.author_id}/${react.collection_id}/1/${menteeId}`);
    expect(map.status).toBe(200);
    expect(await map.json()).toMatchObject({ mentee_id: menteeId, page: { page_id: 1, state: "not-started" } });
    expect((await mentor.get(`/api/userdata/task/map/${g}/${react.author_id}/${react.collection_id}/1/${memberId}`)).status).toBe(403);
    expect((await server.client().get(`/api/userdata/task/map/${g}/${react.author_id}/${react.collection_id}/1/${menteeId}`)).status).toBe(401);

    // another organization's member: 404 for the plan, its progress, the mentee and the task map
    const { c: acme } = await login("owner@acme.test", "acme-owner-2026");
    expect((await acme.get(`/plan/page/${planId}`)).status).toBe(404);
    expect((await acme.get(`/plan/page/${planId}/progress`)).status).toBe(404);
    expect((await acme.get(`/plan/${managerId}/${planId}/edit`)).status).toBe(404);
    expect((await acme.get(`/mentor/${g}/mentee/${menteeId}`)).status).toBe(404);
    expect((await acme.get(`/api/userdata/task/map/${g}/${react.author_id}/${react.collection_id}/1/${menteeId}`)).status).toBe(404);
    // a plain member cannot edit
    expect((await member.postForm(edit, { intent: "publish" })).status).toBe(403);
  });

  it("an admin pairs a mentor with a mentee from the admin area and ends the pair; bad pairs are refused and write nothing", async () => {
    const g = globex();
    const mentorId = id("SELECT id FROM users WHERE email = 'mentor@globex.test'");
    const memberId = id("SELECT id FROM users WHERE email = 'member@globex.test'");
    const pairs = () => (server.db.prepare("SELECT count(*) AS n FROM mentorships WHERE organization_id = ?").get(g) as { n: number }).n;
    const { c: admin } = await login("admin@globex.test", "globex-admin-2026");
    const area = `/enterprise-dashboard/${g}`;
    const before = await textOf(await admin.get(area));
    expect(before).toContain("Mentoring");
    expect(before).toContain("Omar Mentor mentors Nia Mentee");
    const n = pairs();

    const paired = await admin.postForm(area, { intent: "pair-mentor", mentor_id: String(mentorId), mentee_id: String(memberId) });
    expect(paired.status).toBe(302);
    expect(pairs()).toBe(n + 1);
    expect(server.db.prepare("SELECT is_mentee FROM organization_members WHERE organization_id = ? AND user_id = ?").get(g, memberId)).toEqual({
      is_mentee: 1,
    });
    expect(await textOf(await admin.get(area))).toContain("Omar Mentor mentors Mina Member");
    const { c: mentor } = await login("mentor@globex.test", "globex-mentor-2026");
    expect(await textOf(await mentor.get(`/mentor/${g}`))).toContain("Mina Member");

    // refused: the same person twice, someone outside the organization, a pair that does not exist, a manager (read-only)
    const self = await admin.postForm(area, { intent: "pair-mentor", mentor_id: String(mentorId), mentee_id: String(mentorId) });
    expect(self.status).toBe(400);
    expect(await textOf(self)).toContain("A mentor and a mentee are two different people.");
    const outsider = id("SELECT id FROM users WHERE email = 'premium@codelift.test'");
    const out = await admin.postForm(area, { intent: "pair-mentor", mentor_id: String(mentorId), mentee_id: String(outsider) });
    expect(out.status).toBe(400);
    expect(await textOf(out)).toContain("Both people must be members of the organization first.");
    expect((await admin.postForm(area, { intent: "pair-mentor", mentor_id: "x", mentee_id: "" })).status).toBe(400);
    const { c: manager } = await login("manager@globex.test", "globex-manager-2026");
    expect((await manager.postForm(area, { intent: "pair-mentor", mentor_id: String(mentorId), mentee_id: String(memberId) })).status).toBe(403);
    expect(pairs()).toBe(n + 1);

    const ended = await admin.postForm(area, { intent: "unpair-mentor", mentor_id: String(mentorId), mentee_id: String(memberId) });
    expect(ended.status).toBe(302);
    expect(pairs()).toBe(n);
    expect(await textOf(await mentor.get(`/mentor/${g}`))).not.toContain("Mina Member");
    const again = await admin.postForm(area, { intent: "unpair-mentor", mentor_id: String(mentorId), mentee_id: String(memberId) });
    expect(again.status).toBe(400);
    expect(await textOf(again)).toContain("These two are not paired.");
  });

  it("a private module carries its organization's header (not a template's); can_access_standalone_projects opens the projects to members", async () => {
    const g = globex();
    const orgName = (server.db.prepare("SELECT name FROM organizations WHERE id = ?").get(g) as { name: string }).name;
    const lesson = id("SELECT id FROM lessons ORDER BY id LIMIT 1");
    const moduleId = Number(
      server.db
        .prepare(
          "INSERT INTO modules (author_id, module_id, slug, title, summary, organization_id) VALUES (4831, 990001, 'globex-private-basics', 'Globex Basics', 'Our way of working.', ?)",
        )
        .run(g).lastInsertRowid,
    );
    server.db.prepare("INSERT INTO module_lessons (module_id, lesson_id, position) VALUES (?, ?, 1)").run(moduleId, lesson);
    const url = `/module/page/${moduleId}/globex-private-basics`;
    const { c: member } = await login("member@globex.test", "globex-member-2026");
    const page = await textOf(await member.get(url));
    expect(page).toContain("Globex Basics");
    expect(page).toContain(`Private to ${orgName}`);
    // nobody outside the organization learns it exists
    expect((await (await login("premium@codelift.test", "learn-premium-2026")).c.get(url)).status).toBe(404);
    // a template's view leaves the header out
    server.db.prepare("UPDATE modules SET is_template = 1 WHERE id = ?").run(moduleId);
    const template = await textOf(await member.get(url));
    expect(template).toContain("Globex Basics");
    expect(template).not.toContain("Private to");

    // projects: a member of an organization without the flag neither sees the section nor opens a workspace
    const setProjects = (on: boolean) =>
      server.db
        .prepare("UPDATE organizations SET feature_flags = json_set(feature_flags, '$.can_access_standalone_projects', json(?)) WHERE id = ?")
        .run(String(on), g);
    setProjects(false);
    const project = "/projects/python-word-count-cli";
    const sectionsOff = decode(await (await member.get("/courses/")).text());
    expect(sectionsOff).not.toContain('href="/projects/"');
    expect(await textOf(await member.get(project))).toContain("Projects are part of Premium and Premium Plus.");
    setProjects(true);
    expect(decode(await (await member.get("/courses/")).text())).toContain('href="/projects/"');
    expect(await textOf(await member.get(project))).not.toContain("Projects are part of Premium and Premium Plus.");
  });

  it("each remaining flag gates what it names: the search form, cloud labs, question threads, the workflow board, the start panel", async () => {
    const g = globex();
    const orgName = (server.db.prepare("SELECT name FROM organizations WHERE id = ?").get(g) as { name: string }).name;
    const set = (flag: string, on: boolean) =>
      server.db.prepare(`UPDATE organizations SET feature_flags = json_set(feature_flags, '$.${flag}', json(?)) WHERE id = ?`).run(String(on), g);
    const { c: member } = await login("member@globex.test", "globex-member-2026");
    const { c: mentee } = await login("mentee@globex.test", "globex-mentee-2026");

    // b2b_search_experience: the organization's search form on /courses/
    set("b2b_search_experience", false);
    expect(await textOf(await member.get("/courses/"))).not.toContain(`Search ${orgName}'s library`);
    set("b2b_search_experience", true);
    expect(await textOf(await member.get("/courses/"))).toContain(`Search ${orgName}'s library`);

    // can_access_cloudlabs: the section link and the labs
    set("can_access_cloudlabs", false);
    expect(decode(await (await member.get("/courses/")).text())).not.toContain('href="/cloudlabs/"');
    expect(await textOf(await member.get("/cloudlabs/"))).not.toContain("Store files in S3: buckets and objects");
    set("can_access_cloudlabs", true);
    expect(decode(await (await member.get("/courses/")).text())).toContain('href="/cloudlabs/"');
    expect(await textOf(await member.get("/cloudlabs/"))).toContain("Store files in S3: buckets and objects");

    // enable_discussions_for_ask_a_question / _for_ask_for_help: the links on a module's lesson
    const moduleId = id("SELECT id FROM modules WHERE slug = 'big-o-in-one-sitting'");
    const lessonId = id("SELECT lesson_id AS id FROM module_lessons WHERE module_id = ? ORDER BY position LIMIT 1", moduleId);
    const lesson = async () => textOf(await member.get(`/module/lesson/${moduleId}/${lessonId}`));
    set("enable_discussions_for_ask_a_question", false);
    set("enable_discussions_for_ask_for_help", false);
    expect(await lesson()).not.toMatch(/Ask a question|Ask for help/);
    set("enable_discussions_for_ask_a_question", true);
    expect(await lesson()).toContain("Ask a question");
    expect(await lesson()).not.toContain("Ask for help");
    set("enable_discussions_for_ask_for_help", true);
    expect(await lesson()).toContain("Ask for help");

    // is_workflow_enabled: the plans as a board by status
    set("is_workflow_enabled", false);
    expect(await (await member.get("/learning-plans")).text()).not.toContain('aria-label="Plans by status"');
    set("is_workflow_enabled", true);
    expect(await (await member.get("/learning-plans")).text()).toContain('aria-label="Plans by status"');

    // onboarding_enabled: the start panel, while every plan is at 0 %
    set("onboarding_enabled", false);
    expect(await textOf(await mentee.get("/learning-plans"))).not.toContain("Start here");
    set("onboarding_enabled", true);
    expect(await textOf(await mentee.get("/learning-plans"))).toContain("Start here");
  });

  it("flags: shown to and changed by staff only; can_access_learning_plans gates plans, is_manager_home_deprecated the landing", async () => {
    const g = globex();
    const { c: admin } = await login("admin@globex.test", "globex-admin-2026");
    expect((await admin.get(`/enterprise-dashboard/${g}/flags`)).status).toBe(404);
    const { c: staff } = await login("staff@codelift.dev", "staff-codelift-2026");
    const page = await textOf(await staff.get(`/enterprise-dashboard/${g}/flags`));
    for (const f of ["can_access_learning_plans", "is_manager_home_deprecated", "b2b_search_experience"]) expect(page).toContain(f);
    const saved = await staff.postForm(`/enterprise-dashboard/${g}/flags`, { flags: "is_manager_home_deprecated" });
    expect(saved.status).toBe(302);
    const flags = JSON.parse(
      (server.db.prepare("SELECT feature_flags FROM organizations WHERE id = ?").get(g) as { feature_flags: string }).feature_flags,
    );
    expect(flags).toMatchObject({ is_manager_home_deprecated: true, can_access_learning_plans: false });
    expect((await login("manager@globex.test", "globex-manager-2026")).location).toBe(`/enterprise-dashboard/${g}`);
    const planId = id("SELECT id FROM learning_plans WHERE organization_id = ? LIMIT 1", g);
    const { c: member } = await login("member@globex.test", "globex-member-2026");
    expect((await member.get(`/plan/page/${planId}`)).status).toBe(403);
    expect((await staff.postForm(`/enterprise-dashboard/${g}/flags`, { flags: "no_such_flag" })).status).toBe(400);
  });
});

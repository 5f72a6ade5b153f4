// Paths and learning plans in a real browser, with and without JavaScript
// (docs/product/paths-and-modules.md, docs/product/learning-plans.md): a learner follows a path
// across a course and a module and resumes it; a manager builds a two-week plan and assigns it, the
// member completes week one, the manager sees the progress and the overdue week; a mentor opens
// the mentee's plan. Each test makes its own organization with the staff CLI, so the demo
// organizations stay as seeded for the other files.
import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { grantPremium, js, keepScreenshot, logIn, logOut, signUp, uniqueEmail } from "./helpers";

const PASSWORD = "paths-plans-journey-2026";

/** The staff CLI on the server's database (the running server sees its writes at once). */
function codelift(...args: string[]) {
  return execFileSync(process.execPath, ["cli/bin.js", ...args], {
    env: { ...process.env, DATABASE_URL: process.env.CODELIFT_E2E_DB!, NO_COLOR: "1" },
    encoding: "utf8",
  });
}

async function shots(page: Page, name: string, project: string) {
  if (project !== "with-javascript") return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, { path: `test-results/paths-plans-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The ISO date `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a learner follows a path across a course and a module, and resumes it where they left off", async ({ page }, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("path", info.project.name);
  await signUp(page, email, PASSWORD, "Pat Pathfinder");
  grantPremium(email);

  await page.goto("/path/page");
  await page.getByRole("link", { name: "Become a Front-End Developer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Become a Front-End Developer" })).toBeVisible();
  await expect(page.getByText("0% complete")).toBeVisible();
  const parts = page.getByRole("region", { name: "Courses and modules" });
  await expect(parts.getByRole("listitem")).toHaveText([/^1\. Modern JavaScript Essentials/, /^2\. Data Structures/, /^3\./, /^4\./, /^5\./]);
  await shots(page, "path", info.project.name);

  // The first part's first lesson, completed in its page.
  await page.getByRole("link", { name: "Start the path" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Introduction to Modern JavaScript" })).toBeVisible();
  await page.getByRole("button", { name: "Mark as complete" }).click();
  await expect(page.getByRole("button", { name: /Completed/ })).toBeVisible();

  // The module, second on the path: its first lesson completed leads to its second.
  await page.goto("/path/page/become-a-front-end-developer");
  await parts.getByRole("link", { name: "Data Structures for the Front End" }).click();
  await expect(page.getByText("Part of").first()).toBeVisible();
  await page.getByRole("link", { name: "Introduction to Data Structures" }).first().click();
  await page.getByRole("button", { name: "Mark as complete" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Stacks and Queues" })).toBeVisible();

  // Back on the path: both count, and "continue" resumes where the learner was.
  await page.goto("/path/page/become-a-front-end-developer");
  await expect(parts.getByText("Course · 1/6 lessons")).toBeVisible();
  await expect(parts.getByText("Module · 1/3 lessons")).toBeVisible();
  await expect(page.getByText(/^([1-9]\d?)% complete$/)).toBeVisible();
  await page.getByRole("link", { name: "Continue where you left off" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Functions, Arrow Functions and Closures|Stacks and Queues/);
});

test("a manager builds a two-week plan and assigns it; the member completes week one; the manager sees progress and the overdue week; the mentor sees the mentee", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const tag = `${info.project.name.replace(/\W/g, "")}-${Date.now()}`;
  const manager = `plan-manager-${tag}@example.com`;
  const member = `plan-member-${tag}@example.com`;
  const mentor = `plan-mentor-${tag}@example.com`;
  const admin = `plan-admin-${tag}@example.com`;
  for (const [email, name] of [
    [manager, "Mara Manager"],
    [member, "Milo Member"],
    [mentor, "Meg Mentor"],
    [admin, "Ada Admin"],
  ] as const) {
    await signUp(page, email, PASSWORD, name);
    await logOut(page);
  }
  const org = JSON.parse(codelift("org", "create", `Plans ${tag}`, "--kind", "enterprise", "--plan", "400-12-6003", "--seats", "5", "--json"))
    .organization as { id: number; slug: string };
  codelift("org", "flags", org.slug, "--set", "can_access_learning_plans=true", "--set", "is_training_enabled=true", "--json");
  codelift("org", "add-member", org.slug, manager, "--role", "Manager", "--seat", "--json");
  codelift("org", "add-member", org.slug, member, "--seat", "--json");
  codelift("org", "add-member", org.slug, mentor, "--seat", "--json");
  codelift("org", "add-member", org.slug, admin, "--role", "Admin", "--json");

  // The admin pairs the mentor with the member in the admin area's Mentoring panel.
  await logIn(page, admin, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/enterprise-dashboard/${org.id}$`));
  const mentoring = page.getByRole("region", { name: "Mentoring" });
  await expect(mentoring.getByText("No mentor is paired with a mentee yet.")).toBeVisible();
  await mentoring.getByLabel("Mentor", { exact: true }).selectOption({ label: "Meg Mentor" });
  await mentoring.getByLabel("Mentee", { exact: true }).selectOption({ label: "Milo Member" });
  await mentoring.getByRole("button", { name: "Pair" }).click();
  await expect(mentoring.getByText("Meg Mentor mentors Milo Member")).toBeVisible();
  await shots(page, "admin-mentoring", info.project.name);
  await logOut(page);

  // The manager lands in the manager area and creates the plan.
  await logIn(page, manager, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/manager/${org.id}$`));
  await page.getByLabel("New plan title").fill("Algorithms, two weeks");
  await page.getByRole("button", { name: "Create plan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit plan: Algorithms, two weeks" })).toBeVisible();
  for (const [week, content] of [
    ["Basics", "Big-O in One Sitting"],
    ["Going further", "Data Structures for the Front End"],
  ] as const) {
    await page.getByLabel("Week title").fill(week);
    await page.getByRole("button", { name: "Add week" }).click();
    const n = week === "Basics" ? 1 : 2;
    await expect(page.getByLabel(`Week ${n} title`)).toHaveValue(week);
    await page.getByLabel(`Add to week ${n}`).selectOption({ label: `Module: ${content}` });
    await page.getByRole("button", { name: `Add to week ${n}` }).click();
    await expect(page.getByRole("region", { name: `Week ${n}: ${week}` }).getByText(`${content} (module`)).toBeVisible();
  }
  await page.getByRole("button", { name: "Publish plan" }).click();
  // Started three weeks ago and due yesterday: both weeks are overdue until the member completes them.
  await page.getByLabel("Assign to").selectOption({ label: "Milo Member" });
  await page.getByLabel("Start date").fill(day(-20));
  await page.getByLabel("Due date").fill(day(-1));
  await page.getByRole("button", { name: "Assign plan" }).click();
  await expect(page.getByText(`Milo Member: ${day(-20)} to ${day(-1)}`)).toBeVisible();
  await shots(page, "plan-editor", info.project.name);
  const planUrl = new URL(page.url()).pathname;
  const planId = planUrl.split("/")[3]!;
  await logOut(page);

  // The member finds the plan among their plans and completes week one.
  // a mentee lands on their plans
  await logIn(page, member, PASSWORD);
  await expect(page).toHaveURL(/\/learning-plans$/);
  await page.getByRole("link", { name: "Algorithms, two weeks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Algorithms, two weeks/ })).toBeVisible();
  // the organization's private plan says so above its title
  await expect(page.getByText(`Private to Plans ${tag}`)).toBeVisible();
  await shots(page, "plan", info.project.name);
  await page.getByRole("link", { name: "Big-O in One Sitting" }).first().click();
  await page.getByRole("link", { name: "Start the module" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Introduction to Big-O Analysis" })).toBeVisible();
  await page.getByRole("button", { name: "Mark as complete" }).click();
  // completing a lesson leads to the next one; the last one stays, marked
  await expect(page.getByRole("heading", { level: 1, name: "Binary Search" })).toBeVisible();
  await page.getByRole("button", { name: "Mark as complete" }).click();
  await expect(page.getByRole("button", { name: "Completed" })).toBeVisible();
  await logOut(page);

  // The manager's progress page: week one complete, week two overdue and listed.
  await logIn(page, manager, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/manager/${org.id}$`));
  await page.goto(`/plan/page/${planId}/progress`);
  const row = page.getByRole("region", { name: "Progress of each member per week" }).getByRole("row", { name: /Milo Member/ });
  await expect(row.getByRole("cell").first()).toHaveText("100% · Completed");
  await expect(page.getByRole("region", { name: "Overdue" }).getByText(/^Milo Member: /)).toBeVisible();
  await shots(page, "plan-progress", info.project.name);
  const csv = await page.request.get(`/plan/page/${planId}/progress.csv`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`Milo Member,${member},1. Basics`);
  await logOut(page);

  // The mentor lands on their dashboard and opens the mentee's plan.
  await logIn(page, mentor, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/mentor/${org.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "My mentees" })).toBeVisible();
  await shots(page, "mentor", info.project.name);
  await page.getByRole("link", { name: "Algorithms, two weeks" }).click();
  await expect(page.getByText(/Milo Member/).first()).toBeVisible();
  if (js(info)) await shots(page, "mentee-plan", info.project.name);
});

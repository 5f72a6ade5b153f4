// Skill assessments and certificates in a real browser, with and without JavaScript
// (docs/product/hands-on.md#skill-assessments, docs/product/hands-on.md#certificates).
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { ASSESSMENTS } from "../../app/services/assessments/catalog";
import { expectNoAxeViolations, grantPremium, js, logIn, signUp, uniqueEmail } from "./helpers";

const PASSWORD = "hands-on-journey-2026";
const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string, projectName: string) {
  if (!SHOTS || projectName !== "with-javascript") return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a learner takes an adaptive assessment and gets a level, shown on their home", async ({ page }, info) => {
  await signUp(page, uniqueEmail("assess", info.project.name), PASSWORD);
  const def = ASSESSMENTS.find((a) => a.slug === "system-design")!;
  await page.goto("/assessments");
  await page.getByRole("link", { name: def.title }).click();
  await page.getByRole("button", { name: "Start the assessment" }).click();
  for (let n = 1; n <= def.length; n++) {
    await expect(page.getByRole("heading", { name: `Question ${n} of ${def.length}` })).toBeVisible();
    if (n === 1) await shoot(page, "assessment-question", info.project.name);
    const id = await page.locator('input[name="question"]').inputValue();
    const q = def.questions.find((x) => x.id === id)!;
    // right, except the second answer
    const pick = q.kind === "choice" ? (n === 2 ? (q.answer + 1) % q.choices.length : q.answer) : 0;
    await page.locator(`input[name="choice"][value="${pick}"]`).check();
    await page.getByRole("button", { name: n === def.length ? "Answer and finish" : "Answer" }).click();
  }
  await expect(page.getByRole("heading", { name: /^Your level: (Beginner|Intermediate|Advanced|Expert)$/ })).toBeVisible();
  await expect(page.getByText(/\d+ of 100/).first()).toBeVisible();
  await shoot(page, "assessment-result", info.project.name);
  await expectNoAxeViolations(page, info, "assessment result");

  await page.getByRole("link", { name: "Retake" }).click();
  const dialog = page.getByRole("dialog", { name: "Retake this assessment?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("You can retake an assessment 24 hours after you finished it.")).toBeVisible();
  await expect(dialog.getByText(/You can retake this assessment from/)).toBeVisible();

  await page.goto("/learn/home");
  const levels = page.getByTestId("skill-levels");
  await expect(levels.getByRole("link", { name: def.title })).toBeVisible();
  await expect(levels.getByText(/(Beginner|Intermediate|Advanced|Expert)/).first()).toBeVisible();
});

test("completing a course issues a certificate that verifies at its public URL and stops verifying when revoked", async ({ page, browser }, info) => {
  // three browser contexts and a sign-up, a lesson, a name, a revocation: slower than most on 2 cores
  test.setTimeout(120_000);
  const email = uniqueEmail("cert", info.project.name);
  await signUp(page, email, PASSWORD, "Casey Finisher");
  grantPremium(email);
  // every lesson but the last is already complete; the learner completes the last one in the page
  const db = new Database(process.env.CODELIFT_E2E_DB!);
  let last: string;
  try {
    db.pragma("busy_timeout = 5000");
    const course = db.prepare("SELECT id FROM courses WHERE url_slug = 'modern-javascript-essentials'").get() as { id: number };
    const lessons = db.prepare("SELECT id, slug FROM lessons WHERE course_id = ? AND is_optional = 0 ORDER BY id").all(course.id) as {
      id: number;
      slug: string;
    }[];
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
    const at = new Date().toISOString();
    for (const l of lessons.slice(0, -1))
      db.prepare("INSERT INTO lesson_progress (user_id, lesson_id, course_id, last_visited_at, completed_at) VALUES (?, ?, ?, ?, ?)").run(
        user.id,
        l.id,
        course.id,
        at,
        at,
      );
    last = lessons[lessons.length - 1]!.slug;
  } finally {
    db.close();
  }
  await page.goto(`/coursesv3/modern-javascript-essentials/${last}`);
  await page.getByRole("button", { name: "Mark as complete" }).first().click();
  await expect(page.getByRole("button", { name: /complete/i }).first()).toHaveAttribute("aria-pressed", "true");

  await page.goto("/learn/home");
  await page.getByRole("link", { name: "Modern JavaScript Essentials" }).last().click();
  await expect(page.getByText("This certificate is waiting for the learner to confirm their name.")).toBeVisible();
  await page.getByLabel("Your full name, as it should appear").fill("Casey Quinn Finisher");
  await page.getByRole("button", { name: "Confirm my name" }).click();
  await expect(page.getByText("This certificate is valid.")).toBeVisible();
  const url = new URL(page.url()).pathname;
  expect(url).toMatch(/^\/certificates\/[a-f0-9]{24}$/);
  await shoot(page, "certificate", info.project.name);
  if (js(info)) await expectNoAxeViolations(page, info, "certificate page");

  // anyone verifies it at its public URL
  const visitor = await browser.newContext({ javaScriptEnabled: js(info) });
  const anon = await visitor.newPage();
  await anon.goto(url);
  await expect(anon.getByText("This certificate is valid.")).toBeVisible();
  await expect(anon.getByText("Casey Quinn Finisher")).toBeVisible();
  const pdf = await anon.request.get(`${url}/certificate.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // staff revoke it with a reason; it stops verifying
  const staffContext = await browser.newContext({ javaScriptEnabled: js(info) });
  const staff = await staffContext.newPage();
  await logIn(staff, "staff@codelift.dev", "staff-codelift-2026");
  await expect(staff).not.toHaveURL(/\/login/);
  await staff.goto(url);
  await staff.getByLabel("Reason for revoking").fill("Issued by mistake");
  await staff.getByRole("button", { name: "Revoke certificate" }).click();
  await expect(staff.getByText("This certificate was revoked and is no longer valid.")).toBeVisible();
  await anon.reload();
  await expect(anon.getByText("This certificate was revoked and is no longer valid.")).toBeVisible();
  await expect(anon.getByText("Reason: Issued by mistake")).toBeVisible();
  await expect(anon.getByText("This certificate is valid.")).toHaveCount(0);
  await visitor.close();
  await staffContext.close();
});

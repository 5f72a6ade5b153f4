// A mock interview as a learner runs it, with and without JavaScript (both projects): the
// upgrade path without a premium plan, then (premium) start → two problems → one solved on the
// coach's problem page (the real judge) → Finish → the report, reopened from the list.
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail, grantPremium } from "./helpers";
import { setCode } from "./workspace.helpers";

/** The session document last reported for the learner's latest interview. */
function sessionOf(email: string): unknown {
  const db = new Database(process.env.CODELIFT_E2E_DB!, { readonly: true });
  try {
    const row = db
      .prepare("SELECT m.session FROM mock_interviews m JOIN users u ON u.id = m.user_id WHERE u.email = ? ORDER BY m.id DESC LIMIT 1")
      .get(email) as { session: string | null };
    return row.session ? (JSON.parse(row.session) as unknown) : null;
  } finally {
    db.close();
  }
}

function referenceFor(slug: string): string {
  const db = new Database(process.env.CODELIFT_E2E_DB!, { readonly: true });
  try {
    const row = db.prepare("SELECT pr.solutions FROM coach_pages p JOIN coach_problems pr ON pr.page_id = p.id WHERE p.slug = ?").get(slug) as {
      solutions: string;
    };
    return (JSON.parse(row.solutions) as { python: string }).python;
  } finally {
    db.close();
  }
}

test("run a mock interview to its report", async ({ page }, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  const email = uniqueEmail("mock", info.project.name);
  await signUp(page, email, "mock-interview-pass-1");

  await page.goto("/interview-prep/mock-interview");
  await expect(page.getByText("Mock interviews are part of Codelift Premium (3 a month) and Premium Plus (7 a month).")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/unlimited");

  grantPremium(email);
  await page.goto("/interview-prep/mock-interview");
  await expect(page.getByTestId("mock-allowance")).toContainText("3 of 3 mock interviews left this month");
  await page.getByLabel("Company").selectOption("Amazon");
  await page.getByLabel("60 minutes").check();
  if (!js) await page.getByLabel("Your time zone").fill("America/New_York");
  // with JavaScript the session page reports the time used to the server as soon as it opens
  const opened = js ? page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/update-user-mock-interview-session")) : null;
  await page.getByRole("button", { name: "Start mock interview" }).click();
  // the start asks first: a modal that is a state of the page (?dialog=start), whose form starts it
  const confirm = page.getByRole("alertdialog", { name: "Start your 60-minute Amazon mock interview?" });
  await expect(confirm).toContainText("This uses one interview of your month (2 left after it).");
  await expect(page).toHaveURL(/[?&]dialog=start(&|$)/);
  await confirm.getByRole("link", { name: "Not now" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByLabel("60 minutes")).toBeChecked();
  await page.getByRole("button", { name: "Start mock interview" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Start now" }).click();
  await expect(page.getByRole("heading", { name: "Amazon mock interview (60 minutes)" })).toBeVisible();
  if (opened) expect(JSON.parse((await opened).postData()!).session).toMatchObject({ reason: "open", time_used_seconds: expect.any(Number) });
  await expect(page.getByText("Ends at")).toBeVisible();
  if (js) await expect(page.getByTestId("mock-clock")).toHaveText(/^(59|60):\d\d$/);
  else await expect(page.getByTestId("mock-clock")).toHaveCount(0);
  const session = page.url();
  const links = page.locator(".mock-problems a");
  await expect(links).toHaveCount(2);
  const href = (await links.first().getAttribute("href"))!;

  // solve the first problem on its interview screen: the problem, the clock and Finish; no solution, skip or discussion
  await page.goto(href);
  const bar = page.getByTestId("mock-bar");
  await expect(bar).toContainText("Amazon mock interview (60 minutes)");
  await expect(bar).toContainText("Problem 1 of 2");
  await expect(bar.getByText("Ends at")).toBeVisible();
  if (js) await expect(bar.getByTestId("mock-clock")).toHaveText(/^(59|60):\d\d$/);
  else await expect(bar.getByTestId("mock-clock")).toHaveCount(0);
  await expect(page.getByText("Stuck? Read")).toHaveCount(0);
  await expect(page.getByText("Skip this problem")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /^Comments/ })).toHaveCount(0);
  // with JavaScript the editor becomes CodeMirror once it has loaded: fill it then, not the textarea it replaces
  await setCode(page, referenceFor(href.split("/").pop()!), js);
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.locator(".result-status")).toBeVisible({ timeout: 30_000 });
  // the verdict only: the coach's "what next" waits for the report
  await expect(page.locator(".next-step")).toHaveCount(0);
  await expect(page.locator(".mock-next")).toContainText("The coach's advice and the solution open when the interview ends.");

  // Finish asks first (a state of the interview's page); Keep going closes the question
  await page.goto(session);
  await page.getByRole("link", { name: "Finish" }).click();
  await expect(page).toHaveURL(/\?dialog=finish$/);
  await expect(page.getByRole("alertdialog")).toContainText("Finish the interview now?");
  await page.getByRole("link", { name: "Keep going" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.getByRole("link", { name: "Finish" }).click();
  await page.getByRole("button", { name: "Finish the interview" }).click();
  await expect(page.getByRole("heading", { name: "Mock interview report" })).toBeVisible();
  // the last report before Finish is stored with the interview (JavaScript only; without it nothing is sent)
  const stored = sessionOf(email);
  if (js) expect(stored).toMatchObject({ reason: "finish", time_used_seconds: expect.any(Number) });
  else expect(stored).toBeNull();
  await expect(page.getByText("Mock interview finished. Here is your report.")).toBeVisible();
  const rows = page.locator("table.mock-report tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("100%");
  await expect(page.getByTestId("mock-verdict")).toHaveText(["Solved", "Not submitted"]);
  await expect(page.getByTestId("mock-time-used")).toContainText(/Time used: \d+ min \d+ s of 60 min/);
  await expect(page.getByRole("heading", { name: "What to practise next" })).toBeVisible();
  await expect(page.getByTestId("mock-revisit").locator("li a")).toHaveCount(1);

  // reopen it from the list
  await page.getByRole("link", { name: "Back to mock interviews" }).click();
  await expect(page.getByTestId("mock-allowance")).toContainText("2 of 3 mock interviews left this month");
  await page.getByRole("link", { name: "View report" }).click();
  await expect(page.getByRole("heading", { name: "Mock interview report" })).toBeVisible();
});

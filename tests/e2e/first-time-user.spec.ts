// What a first-time user meets, with and without JavaScript (both projects): the welcome and the
// onboarding offer, Submit's plan said before the editor, how to start a streak, the plans page's
// comparison and answers, plan names instead of codes, the card expiry typed the usual ways,
// Skip's question in a modal, wrong-answer feedback as a table, and the outbox's CLI hint.
import { expect, test } from "@playwright/test";
import { grantPremium, js, logIn, signUp, uniqueEmail } from "./helpers";
import { problemBySlug, setCode } from "./workspace.helpers";

test("a new learner is welcomed, offered onboarding, and told how Submit, the streak and the weekly goal work", async ({ page }, info) => {
  await signUp(page, uniqueEmail("first", info.project.name), "first-visit-pass-1", "Nora Newcomer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Codelift, Nora");
  await expect(page.getByText("Welcome back")).toHaveCount(0);
  await expect(page.getByTestId("onboarding-offer").getByRole("link", { name: "Answer three questions" })).toHaveAttribute("href", "/onboarding");
  await expect(page.getByTestId("habits-how-to")).toContainText("press Submit");
  await page.goto("/interview-prep/coding/triplet-sum-to-target");
  // said before the editor, not after the learner has written code
  const note = page.getByTestId("submit-needs-plan");
  await expect(note).toContainText("Run is free. Graded submissions are part of Codelift Premium");
  const noteBox = (await note.boundingBox())!;
  const editorBox = (await page.locator("#code-form").boundingBox())!;
  expect(noteBox.y).toBeLessThan(editorBox.y);
});

test("the plans page compares what each tier really includes and answers the usual questions", async ({ page }) => {
  for (const term of [1, 12, 24]) {
    await page.goto(`/unlimited?term=${term}`);
    // the offered tier stays recommended on every term
    await expect(page.locator(".plan-recommended h2")).toHaveText("Premium");
  }
  await page.goto("/unlimited?term=12");
  const table = page.locator(".plan-compare-table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "What you get",
    "Free account",
    "Basic",
    "Learn to Code",
    "Standard",
    "Work",
    "Premium",
    "Premium Plus",
  ]);
  await expect(table.getByRole("row", { name: /Timed mock interviews/ })).toContainText("3 a month");
  await expect(table.getByRole("row", { name: /Timed mock interviews/ })).toContainText("7 a month");
  // what the product opens for each tier, and only that: projects for the premium tiers, cloud labs for Premium Plus
  const cells = async (name: RegExp) => (await table.getByRole("row", { name }).getByRole("cell").allTextContents()).map((t) => t.trim());
  const [no, yes] = ["–Not included", "Included"];
  expect(await cells(/^Hands-on projects/)).toEqual([no, no, no, no, no, yes, yes]);
  expect(await cells(/^Cloud labs/)).toEqual([no, no, no, no, no, no, yes]);
  expect(await cells(/^Skill assessments/)).toEqual([yes, yes, yes, yes, yes, yes, yes]);
  await expect(page.locator(".plan-recommended")).toContainText("Hands-on projects in a sandbox");
  await expect(page.getByText(/Real-world projects|career tracks/)).toHaveCount(0);
  await expect(page.getByText("Learn to Code and Standard cost the same")).toBeVisible();
  for (const q of ["Can I cancel?", "Do you refund payments?", "Is there a free trial?", "How do team seats work?"])
    await expect(page.getByText(q)).toBeVisible();
});

test("the card expiry takes the usual ways of typing it; a bad one is answered before paying; plans are named, not coded", async ({ page }, info) => {
  const email = uniqueEmail("expiry", info.project.name);
  await signUp(page, email, "expiry-pass-1");
  await page.goto("/checkout/subscription-buy?plan=300-12-6000");
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("300-12-6000");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  const expiry = page.getByLabel("Expiry (MM/YY)");
  if (js(info)) {
    await expiry.pressSequentially("1228");
    await expect(expiry).toHaveValue("12 / 28");
    // an ended month is refused before anything is sent
    await expiry.fill("");
    await expiry.pressSequentially("0120");
    await page.getByLabel("Security code").fill("123");
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/checkout/")) posted = true;
    });
    await page.getByRole("button", { name: /^Pay/ }).click();
    await expect(page.locator("#f-card_expiry-error")).toHaveText("Enter a valid expiry date (MM/YY) that has not passed.");
    expect(posted).toBe(false);
    await expiry.fill("");
    await expiry.pressSequentially("1230");
  } else {
    await expiry.fill("13/28");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: /^Pay/ }).click();
    await expect(page.locator("#f-card_expiry-error")).toHaveText("Enter a valid expiry date (MM/YY) that has not passed.");
    // what was typed is kept (the security code is typed again)
    await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await expect(expiry).toHaveValue("13/28");
    await expiry.fill("1230");
  }
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/order-confirmation/);
  await expect(page.getByText("Premium · Annual is active now")).toBeVisible();
  await expect(page.getByText("300-12-6000")).toHaveCount(0);
  await page.goto("/account/billing");
  await expect(page.locator("section[aria-labelledby='history-title'] .table-wrap")).toContainText("Premium · Annual");
  await expect(page.locator("section[aria-labelledby='history-title'] .table-wrap")).not.toContainText("300-12-6000");
});

test("Skip asks in a modal over the page; the next problem opens at the top", async ({ page }, info) => {
  await signUp(page, uniqueEmail("skipmodal", info.project.name), "skip-modal-pass-1");
  await page.goto("/interview-prep/coding/triplet-sum-to-target");
  await page.getByRole("link", { name: "Skip this problem" }).click();
  await expect(page).toHaveURL(/\?dialog=skip/);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Skip Triplet Sum to Target?");
  // not clipped by the statement pane: the whole button is inside the window and can be clicked
  const box = (await dialog.getByRole("button", { name: "Yes, skip it" }).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await dialog.getByRole("button", { name: "Yes, skip it" }).click();
  await expect(page).not.toHaveURL(/triplet-sum-to-target/);
  await expect(page.locator(".toast")).toContainText("Problem skipped.");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.locator("#ws-statement").evaluate((el) => el.scrollTop)).toBe(0);
});

test("the outbox tells staff how to read masked links", async ({ page }) => {
  await logIn(page, "staff@codelift.dev", "staff-codelift-2026");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/staff/outbox");
  await expect(page.getByTestId("outbox-cli")).toContainText("codelift mail outbox --json");
});

test("wrong-answer feedback: a table of tests with verdicts, each with what it printed, and a pattern score that says what it is", async ({
  page,
}, info) => {
  const email = uniqueEmail("wrong", info.project.name);
  await signUp(page, email, "wrong-answer-pass-1");
  grantPremium(email);
  await page.goto("/interview-prep/coding/triplet-sum-to-target");
  // wrong on purpose, and printing its own input: each test's line must sit in that test's row
  const fn = problemBySlug("triplet-sum-to-target").function_name;
  await setCode(page, `def ${fn}(nums, target):\n    print("looking for", target)\n    return False\n`, js(info));
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.locator(".result-status")).toBeVisible({ timeout: 60_000 });
  const table = page.locator(".result .test-table").first();
  await expect(table.getByRole("columnheader", { name: "Verdict" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Printed" })).toBeVisible();
  // no run-on list of failed test names: each test is a row with its verdict
  await expect(page.locator(".result-failed")).toHaveCount(0);
  await expect(page.locator(".hidden-test-table tbody tr")).not.toHaveCount(0);
  const rows = table.locator("tbody tr");
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    const target = (JSON.parse(await row.locator('td[data-label="Input"]').innerText()) as unknown[]).at(-1) as number;
    await expect(row.locator('td[data-label="Printed"]')).toHaveText(`looking for ${target}`);
    await expect(row.locator('td[data-label="Verdict"]')).toHaveText(/Passed|Wrong Answer/);
  }
  // hidden tests print nothing back: they have no such column
  await expect(page.locator(".hidden-test-table").getByRole("columnheader", { name: "Printed" })).toHaveCount(0);
  // the pattern's number right after a failure says what it is
  await expect(page.locator(".result-facts")).toContainText(/Pattern score \d+: the mean of your best scores on 1 of \d+ problems/);
});

// A Premium Plus learner runs a cloud lab to completion in a real browser, with and without
// JavaScript (docs/product/cloud-labs.md): start, real `aws` commands through the command form,
// every step checked, then the lab ended and its resources removed.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, grantPremium, signUp, uniqueEmail } from "./helpers";

const SHOTS = process.env.SHOTS_DIR;
const S3 = "aws --endpoint-url http://localhost:4566";

async function shoot(page: Page, name: string, projectName: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${projectName}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function run(page: Page, command: string) {
  await page.getByRole("textbox", { name: "Command" }).fill(command);
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^Output/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`$ ${command}`)).toBeVisible({ timeout: 60_000 });
}

test("a Premium Plus learner runs a cloud lab to completion with real aws commands", async ({ page }, info) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("lab", info.project.name);
  await signUp(page, email, "cloud-lab-journey-2026", "Lara Labs");
  grantPremium(email, 400);
  await page.goto("/cloudlabs/");
  await page.getByRole("link", { name: "Store files in S3: buckets and objects" }).click();
  await expect(page.getByRole("heading", { name: "What this lab runs on" })).toBeVisible();
  await page.getByRole("button", { name: "Start lab" }).click();
  await expect(page.getByRole("timer", { name: "Time left" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "End lab" })).toBeVisible();

  await run(page, `${S3} s3 mb s3://codelift-reports`);
  await expect(page.getByLabel("Output of the last command")).toContainText("make_bucket: codelift-reports");
  await run(page, `${S3} s3 cp report.txt s3://codelift-reports/2026/report.txt`);
  await expect(page.getByLabel("Output of the last command")).toContainText("upload: ./report.txt to s3://codelift-reports/2026/report.txt");

  await page.getByRole("button", { name: "Check my progress" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(".hands-on-step").getByText("Passed", { exact: true })).toHaveCount(2);
  await shoot(page, "cloud-lab", info.project.name);
  await expectNoAxeViolations(page, info, "cloud lab");

  await page.getByRole("button", { name: "End lab" }).click();
  await expect(page.getByText("Your lab has ended and its resources were removed.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Start again" })).toBeVisible();
});

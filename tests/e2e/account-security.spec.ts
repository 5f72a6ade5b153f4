// Account security end to end in Chromium, with and without JavaScript (docs/product/accounts.md): a learner turns
// on two-factor with an authenticator app (the code made from the secret the page shows), logs out,
// logs in with a code and then with a recovery code; the account page changes the name and the
// password (in its modal) and deletes the account (a modal: a page state, ?dialog=delete-account). Axe checks
// every new page; screenshots at 1280 and 375 px land in /tmp/acct-shots for a look.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { logIn, logOut, signUp, uniqueEmail, keepScreenshot, SHOTS } from "./helpers";

const PERIOD_MS = 30_000;
const codeAt = (secret: string, offsetSteps: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, "")), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offsetSteps * PERIOD_MS,
  });
// No wait for the middle of a 30-second step: the server takes the codes of the previous, current
// and next step (app/services/twoFactor.server.ts), so a code made here is still taken when its
// request arrives, even across a step boundary.

/** Axe runs inside the page, so it needs JavaScript: the with-JavaScript run checks every page (and the no-JavaScript page states, by URL). */
async function noAxeViolations(page: Page, what: string) {
  if (!(await page.context().browser()) || !(test.info().project.use as { javaScriptEnabled?: boolean }).javaScriptEnabled) return;
  const result = await new AxeBuilder({ page }).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    what,
  ).toEqual([]);
}

async function shots(page: Page, name: string, project: string) {
  if (!SHOTS) return; // the widths are for the screenshots only
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, { path: `/tmp/acct-shots/${name}-${project}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a learner turns on two-factor, logs out, logs in with a code and with a recovery code", async ({ page }, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("tfa", info.project.name);
  const password = "two-factor-e2e-1";
  await signUp(page, email, password);

  await page.goto("/account");
  await page.getByRole("link", { name: "Manage two-factor authentication" }).click();
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await noAxeViolations(page, "two-factor page, off");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret.replace(/\s+/g, "")).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole("img", { name: "QR code to add Codelift to your authenticator app" })).toBeVisible();
  await noAxeViolations(page, "two-factor set-up");
  await shots(page, "two-factor-setup", info.project.name);

  await page.getByLabel("Code from your app").fill(codeAt(secret, 0));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  const codes = await page.getByRole("list", { name: "Recovery codes" }).locator("code").allTextContents();
  expect(codes).toHaveLength(10);
  await noAxeViolations(page, "recovery codes");
  await page.getByRole("link", { name: "I have saved my recovery codes" }).click();
  await expect(page.getByText("Authenticator app: On")).toBeVisible();

  // Log in with a code of the app (the set-up took the current step: the next one is fresh).
  await logOut(page);
  await logIn(page, email, password);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  expect(await page.content()).not.toContain(password);
  await noAxeViolations(page, "login second step");
  await shots(page, "login-two-factor", info.project.name);
  await page.getByLabel("Authentication code").fill("000000" === codeAt(secret, 1) ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not valid.")).toBeVisible();
  await page.getByLabel("Authentication code").fill(codeAt(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/learn\/home$/);

  // And with a recovery code, which then works no more.
  await logOut(page);
  await logIn(page, email, password);
  await page.getByLabel("Authentication code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/learn\/home$/);
  await logOut(page);
  await logIn(page, email, password);
  await page.getByLabel("Authentication code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not valid.")).toBeVisible();
});

test("the account page changes the name and the password, and deletes the account after a confirmation", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const email = uniqueEmail("acct", info.project.name);
  await signUp(page, email, "account-e2e-pass-1");
  await page.goto("/account/billing");
  await page.getByRole("link", { name: "Account settings" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await noAxeViolations(page, "account page");
  await shots(page, "account", info.project.name);
  if (javaScriptEnabled) {
    // The no-JavaScript confirmation is a state of the page: checked here, where axe can run.
    await page.goto("/account?dialog=delete-account");
    await expect(page.getByRole("alertdialog", { name: "Delete your account?" })).toBeVisible();
    await noAxeViolations(page, "account deletion page state");
    await page.goto("/account");
  }

  await page.getByLabel("Full name").fill("Ada 2");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Invalid Name. You can only use Alphabets.")).toBeVisible();
  await page.getByLabel("Full name").fill("Renamed Learner");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name has been changed.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Renamed Learner");

  // The password changes in its modal (/account?dialog=change-password).
  await page.getByRole("link", { name: "Change password…" }).click();
  const pw = page.getByRole("dialog", { name: "Change your password" });
  await pw.getByLabel("Current password").fill("account-e2e-pass-1");
  await pw.getByLabel("New password", { exact: true }).fill("account-e2e-pass-2");
  await pw.getByLabel("Confirm the new password").fill("account-e2e-pass-2");
  await pw.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed. You have been logged out everywhere else.")).toBeVisible();
  await expect(page.getByText("This device")).toBeVisible();

  await page.getByRole("link", { name: "Delete my account…" }).click();
  const scope = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(scope).toBeVisible();
  await expect(page).toHaveURL(/\/account\?dialog=delete-account$/);
  await expect(scope.getByText("This permanently deletes your Codelift account.")).toBeVisible();
  await noAxeViolations(page, "account deletion confirmation");
  await scope.getByLabel("Your password").fill("account-e2e-pass-2");
  await scope.getByLabel("Type DELETE to confirm").fill("delete");
  await scope.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Type DELETE to confirm.")).toBeVisible();
  const again = page.getByRole("alertdialog", { name: "Delete your account?" });
  await again.getByLabel("Your password").fill("account-e2e-pass-2");
  await again.getByLabel("Type DELETE to confirm").fill("DELETE");
  await again.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  await logIn(page, email, "account-e2e-pass-2");
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
});

test("onboarding asks name, phone and goal with their messages", async ({ page }, info) => {
  const email = uniqueEmail("onboard", info.project.name);
  await signUp(page, email, "onboarding-e2e-1");
  await page.goto("/onboarding");
  await noAxeViolations(page, "onboarding");
  await page.getByLabel("Phone number (digits only)").fill("12345");
  await page.getByLabel("Prepare for interviews").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Phone number should be at least 10 digits long.")).toBeVisible();
  await page.getByLabel("Phone number (digits only)").fill("5551234567");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/interview-prep$/);
});

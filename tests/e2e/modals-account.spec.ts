// The account modals (docs/product/shell.md#modals) on the one Modal, with and without JavaScript (both projects):
// the sign-up and recover-password modals of the home page (from the login modal, and from the
// header's Sign up with JavaScript), the reset-password page's modal, and on /account the change
// password, two-factor set-up and turning off, and account deletion modals. With JavaScript each
// opens from its opener with the focus on its first field, keeps the focus inside, closes on
// Escape and gives the focus back to the opener; a form submitted inside it answers inside it.
// Without JavaScript each is a state of its page (a URL) that works the same. axe finds no
// violations with a modal open, in the light and the dark theme. Screenshots at 1280 and 375 px
// land in /tmp/modal-shots.
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expectFocusTrapped, expectNoAxeViolations, js, logIn, mailLink, signUp, uniqueEmail, keepScreenshot, SHOTS } from "./helpers";

/** The same audit in the light theme, then in the dark one (the theme cookie set as the toggle sets it), back to light. */
async function expectNoAxeViolationsInBothThemes(page: Page, info: TestInfo, what: string) {
  if (!js(info)) return; // axe audits with JavaScript (helpers.ts)
  const url = page.url();
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await page.goto(url);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    await expectNoAxeViolations(page, info, `${what} (${theme})`);
  }
  await setTheme(page, "light");
  await page.goto(url);
}

async function setTheme(page: Page, theme: "light" | "dark") {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/api/userdata/darkmode", {
    form: { frontend_theme: theme, redirectTo: "/" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(res.status()).toBeLessThan(400);
}

async function shots(page: Page, name: string, info: TestInfo) {
  if (!SHOTS) return; // the widths are for the screenshots only
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 860 });
    await keepScreenshot(page, { path: `/tmp/modal-shots/${name}-${info.project.name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** With JavaScript: opened from `opener` (focused, Enter), the first field focused, the focus trapped, Escape closes and gives the focus back. */
async function expectModalBehaviour(page: Page, opener: Locator, dialog: Locator, firstField: Locator) {
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(firstField).toBeFocused();
  expect(await dialog.evaluate((d) => (d as HTMLDialogElement).matches(":modal"))).toBe(true);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

const PERIOD_MS = 30_000;
const codeAt = (secret: string, offsetSteps: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, "")), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offsetSteps * PERIOD_MS,
  });
// No wait for the middle of a 30-second step: the server takes the codes of the previous, current
// and next step (app/services/twoFactor.server.ts), so a code made here is still taken when its
// request arrives, even across a step boundary.

test("the sign-up modal: from the header (JavaScript) and from the login modal; errors inside it; a sign-up returns to the page", async ({
  page,
}, info) => {
  const email = uniqueEmail("modal-signup", info.project.name);
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  await page.goto("/explore");
  const headerSignUp = page.getByRole("banner").getByRole("link", { name: "Sign up" });
  if (js(info)) {
    await expect(headerSignUp).toHaveAttribute("href", "/?openSignupModal=true&ru=%2Fexplore");
    await expectModalBehaviour(page, headerSignUp, dialog, dialog.getByLabel("Full name"));
    // Closing goes to the home page (as the login modal's close does); the header's entry is opened again from /explore.
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/explore");
    await headerSignUp.click();
  } else {
    // Without JavaScript the header's entry is the /signup page; the modal is reached from the login modal.
    await expect(headerSignUp).toHaveAttribute("href", "/signup");
    await page.goto("/?openLoginModal=true&ru=%2Fexplore");
    await page.getByRole("dialog", { name: "Log in to continue" }).getByRole("link", { name: "Create an account" }).click();
  }
  await expect(page).toHaveURL(/\/\?openSignupModal=true&ru=%2Fexplore$/);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, info, "sign-up modal");
  await shots(page, "signup-modal", info);

  await dialog.getByLabel("Full name").fill("Modal Learner");
  await dialog.getByLabel("Email", { exact: true }).fill("free@codelift.test");
  await dialog.getByLabel(/^Password/).fill("modal-signup-1");
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await expect(
    dialog.getByText("This email is already verified and associated with an account. Please log in or create a new account with another work email."),
  ).toBeVisible();
  // With JavaScript the focus goes to the field the answer refused.
  if (js(info)) await expect(dialog.getByLabel("Email", { exact: true })).toBeFocused();
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel(/^Password/).fill("modal-signup-1");
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByText("Welcome to Codelift! Check your inbox to verify your email.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
});

test("the login modal answers inside itself; the recover-password modal from it, and the reset-password page's modal", async ({
  page,
  browser,
}, info) => {
  const email = uniqueEmail("modal-recover", info.project.name);
  const visitor = await browser.newContext({ javaScriptEnabled: js(info) });
  await signUp(await visitor.newPage(), email, "modal-old-pass-1");
  await visitor.close();

  await page.goto("/?openLoginModal=true&ru=%2Flearn%2Fhome");
  const login = page.getByRole("dialog", { name: "Log in to continue" });
  const dialog = page.getByRole("dialog", { name: "Reset your password" });
  // A refused login comes back inside the login modal.
  await login.getByLabel("Email", { exact: true }).fill(email);
  await login.getByLabel("Password").fill("not-my-password");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(login.getByText("Incorrect email or password.")).toBeVisible();
  // (the POST went to the home page itself: /?index&openLoginModal=…)
  await expect(page).toHaveURL(/\/\?(index&)?openLoginModal=true&ru=%2Flearn%2Fhome$/);
  await login.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/openRecoverPasswordModal=true/);
  await expect(dialog).toBeVisible();
  if (js(info)) await expect(dialog.getByLabel("Email", { exact: true })).toBeFocused();
  await expectNoAxeViolations(page, info, "recover-password modal");
  await shots(page, "recover-modal", info);
  await dialog.getByLabel("Email", { exact: true }).fill("not-an-email");
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByText("Invalid Email Address")).toBeVisible();
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByText("If an account exists for this email, we have sent a link to reset the password.")).toBeVisible();

  await page.goto(mailLink(email, "reset"));
  const reset = page.getByRole("dialog", { name: "Choose a new password" });
  await expect(reset).toBeVisible();
  if (js(info)) {
    await expect(reset.getByLabel("New password", { exact: true })).toBeFocused();
    await expectFocusTrapped(page, reset);
  }
  await expectNoAxeViolationsInBothThemes(page, info, "reset-password modal");
  await shots(page, "reset-modal", info);
  await reset.getByLabel("New password", { exact: true }).fill("modal-new-pass-1");
  await reset.getByLabel("Confirm the new password").fill("not-the-same-1");
  await reset.getByRole("button", { name: "Change password" }).click();
  await expect(reset.getByText("Passwords do not match.")).toBeVisible();
  await reset.getByLabel("New password", { exact: true }).fill("modal-new-pass-1");
  await reset.getByLabel("Confirm the new password").fill("modal-new-pass-1");
  await reset.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, "modal-new-pass-1");
  await expect(page).toHaveURL(/\/learn\/home$/);
});

test("the account page's modals: change password, two-factor set-up and off, account deletion", async ({ page }, info) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("modal-account", info.project.name);
  await signUp(page, email, "modal-account-1");
  await page.goto("/account");

  // Change password.
  const passwordOpener = page.getByRole("link", { name: "Change password…" });
  const passwordDialog = page.getByRole("dialog", { name: "Change your password" });
  if (js(info)) await expectModalBehaviour(page, passwordOpener, passwordDialog, passwordDialog.getByLabel("Current password"));
  await passwordOpener.click();
  await expect(page).toHaveURL(/\/account\?dialog=change-password$/);
  await expect(passwordDialog).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, info, "change-password modal");
  await shots(page, "change-password-modal", info);
  await passwordDialog.getByLabel("Current password").fill("not-my-password");
  await passwordDialog.getByLabel("New password", { exact: true }).fill("modal-account-2");
  await passwordDialog.getByLabel("Confirm the new password").fill("modal-account-2");
  await passwordDialog.getByRole("button", { name: "Change password" }).click();
  await expect(passwordDialog.getByText("Your current password is not correct.")).toBeVisible();
  await passwordDialog.getByLabel("Current password").fill("modal-account-1");
  await passwordDialog.getByLabel("New password", { exact: true }).fill("modal-account-2");
  await passwordDialog.getByLabel("Confirm the new password").fill("modal-account-2");
  await passwordDialog.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed. You have been logged out everywhere else.")).toBeVisible();
  await expect(passwordDialog).toHaveCount(0);

  // Two-factor set-up: the opener is a form (it makes a new secret), then the modal shows it.
  const setupOpener = page.getByRole("button", { name: "Set up an authenticator app" });
  const setupDialog = page.getByRole("dialog", { name: "Set up two-factor authentication" });
  if (js(info)) await expectModalBehaviour(page, setupOpener, setupDialog, setupDialog.getByLabel("Code from your app"));
  await setupOpener.click();
  await expect(page).toHaveURL(/\/account\?dialog=two-factor-setup$/);
  await expect(setupDialog.getByRole("img", { name: "QR code to add Codelift to your authenticator app" })).toBeVisible();
  const secret = (await setupDialog.getByTestId("totp-secret").textContent())!.trim();
  await expectNoAxeViolations(page, info, "two-factor set-up modal");
  await shots(page, "two-factor-setup-modal", info);
  await setupDialog.getByLabel("Code from your app").fill(codeAt(secret, 0) === "000000" ? "111111" : "000000");
  await setupDialog.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(setupDialog.getByText("That code is not valid.")).toBeVisible();
  await setupDialog.getByLabel("Code from your app").fill(codeAt(secret, 0));
  await setupDialog.getByRole("button", { name: "Confirm and turn on" }).click();
  const codesDialog = page.getByRole("dialog", { name: "Save your recovery codes" });
  await expect(codesDialog).toBeVisible();
  const codes = await codesDialog.getByRole("list", { name: "Recovery codes" }).locator("code").allTextContents();
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(page, info, "recovery codes modal");
  await shots(page, "recovery-codes-modal", info);
  await codesDialog.getByRole("link", { name: "I have saved my recovery codes" }).click();
  await expect(codesDialog).toHaveCount(0);
  await expect(page.getByText("Authenticator app: On")).toBeVisible();

  // Turning it off: password and a code.
  const offOpener = page.getByRole("link", { name: "Turn off two-factor…" });
  const offDialog = page.getByRole("alertdialog", { name: "Turn off two-factor authentication?" });
  if (js(info)) await expectModalBehaviour(page, offOpener, offDialog, offDialog.getByLabel("Current password"));
  await offOpener.click();
  await expect(offDialog).toBeVisible();
  await expectNoAxeViolations(page, info, "two-factor off modal");
  await offDialog.getByLabel("Current password").fill("modal-account-2");
  await offDialog.getByRole("button", { name: "Turn off two-factor" }).click();
  await expect(offDialog.getByText("Enter the 6-digit code from your authenticator app, or one of your recovery codes.")).toBeVisible();
  await offDialog.getByLabel("Current password").fill("modal-account-2");
  await offDialog.getByLabel("Code from your app or a recovery code").fill(codes[0]!);
  await offDialog.getByRole("button", { name: "Turn off two-factor" }).click();
  await expect(page.getByText("Two-factor authentication with an app is off.")).toBeVisible();
  await expect(page.getByText("Authenticator app: Off")).toBeVisible();

  // Account deletion.
  const deleteOpener = page.getByRole("link", { name: "Delete my account…" });
  const deleteDialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  if (js(info)) await expectModalBehaviour(page, deleteOpener, deleteDialog, deleteDialog.getByLabel("Your password"));
  await deleteOpener.click();
  await expect(page).toHaveURL(/\/account\?dialog=delete-account$/);
  await expect(deleteDialog.getByText("This permanently deletes your Codelift account.")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, info, "account deletion modal");
  await shots(page, "delete-account-modal", info);
  await deleteDialog.getByRole("link", { name: "Keep my account", exact: true }).click();
  await expect(deleteDialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/account$/);
  await deleteOpener.click();
  await deleteDialog.getByLabel("Your password").fill("modal-account-2");
  await deleteDialog.getByLabel("Type DELETE to confirm").fill("delete");
  await deleteDialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(deleteDialog.getByText("Type DELETE to confirm.")).toBeVisible();
  if (js(info)) await expect(deleteDialog.getByLabel("Type DELETE to confirm")).toBeFocused();
  await deleteDialog.getByLabel("Your password").fill("modal-account-2");
  await deleteDialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await deleteDialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await logIn(page, email, "modal-account-2");
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
});

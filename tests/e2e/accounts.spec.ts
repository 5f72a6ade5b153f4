import { expect, test } from "@playwright/test";
import { logIn, mailLink, signUp, uniqueEmail, logOut } from "./helpers";

test("a new learner signs up, verifies the e-mail, logs out and back in with ru", async ({ page }, info) => {
  const email = uniqueEmail("journey", info.project.name);
  await signUp(page, email, "first-password-1");
  await expect(page.getByText("We have sent you an email to verify your account.")).toBeVisible();

  await page.goto(mailLink(email, "verify"));
  await page.getByRole("button", { name: "Verify my email" }).click();
  await expect(page).toHaveURL(/\/learn\/home$/);
  await expect(page.getByText("We have sent you an email to verify your account.")).toHaveCount(0);

  await logOut(page);

  await logIn(page, email, "first-password-1", "/explore/free");
  await expect(page).toHaveURL(/\/explore\/free$/);
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
});

test("a learner who forgot the password resets it and logs in with the new one", async ({ page }, info) => {
  const email = uniqueEmail("forgot", info.project.name);
  await signUp(page, email, "old-password-1");
  await logOut(page);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  // The reset page is there (with JavaScript the link is a client-side navigation: filling before
  // it lands would fill the login page's Email field, which the reset page then replaces).
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for this email, we have sent a link to reset the password.")).toBeVisible();

  await page.goto(mailLink(email, "reset"));
  await page.getByLabel("New password", { exact: true }).fill("new-password-1");
  await page.getByLabel("Confirm the new password").fill("not-the-same");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("new-password-1");
  await page.getByLabel("Confirm the new password").fill("new-password-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, "old-password-1");
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
  await logIn(page, email, "new-password-1");
  await expect(page).toHaveURL(/\/learn\/home$/);
});

test("signing up again with a verified e-mail shows the exact refusal", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Full name").fill("Someone Else");
  await page.getByLabel("Email", { exact: true }).fill("free@codelift.test");
  await page.getByLabel(/^Password/).fill("whatever-password");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(
    page.getByText("This email is already verified and associated with an account. Please log in or create a new account with another work email."),
  ).toBeVisible();
});

test("the login dialog opens from /?openLoginModal=true&ru= and returns to ru", async ({ page }) => {
  await page.goto("/?openLoginModal=true&ru=%2Fexplore");
  const dialog = page.getByRole("dialog", { name: "Log in to continue" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email", { exact: true }).fill("free@codelift.test");
  await dialog.getByLabel("Password").fill("learn-free-2026");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/explore$/);
});

test("a page that needs a session sends a visitor to log in and back", async ({ page }) => {
  await page.goto("/learn/home");
  await expect(page).toHaveURL(/\/login\?ru=%2Flearn%2Fhome$/);
  await page.getByLabel("Email", { exact: true }).fill("premium@codelift.test");
  await page.getByLabel("Password").fill("learn-premium-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/learn\/home$/);
});

test("the theme toggle switches themes and the choice survives a reload without a flash", async ({ page }) => {
  await page.goto("/explore");
  const html = page.locator("html");
  const before = await html.getAttribute("data-theme");
  expect(before).toBe("system");
  await page.getByRole("button", { name: /switch to light theme/i }).click();
  await expect(html).toHaveAttribute("data-theme", "light");
  await page.getByRole("button", { name: /switch to dark theme/i }).click();
  await expect(html).toHaveAttribute("data-theme", "dark");
  // The toggle is back once the choice is saved.
  await expect(page.getByRole("button", { name: /switch to system theme/i })).toBeEnabled();
  // The server renders the saved theme into the HTML itself: no flash of the wrong one.
  const res = await page.request.get("/explore");
  expect(await res.text()).toContain('data-theme="dark"');
  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "dark");
});

test("unknown paths show the error page with the status code", async ({ page }) => {
  const res = await page.goto("/this/does/not/exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

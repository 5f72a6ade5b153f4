// The shell's modals with and without JavaScript (both projects of playwright.config.ts): the
// login dialog and the churn guard are states of the page (a URL), so without JavaScript they
// show over the page and close by a link; with JavaScript they are modal dialogs that keep the
// focus inside, close on Escape and give the focus back. axe finds no violations with one open.
import { expect, test } from "@playwright/test";
import { expectFocusTrapped, expectNoAxeViolations, js, logIn, keepScreenshot } from "./helpers";
import { makeSessionIdle } from "./session-helpers";

test("the login dialog: a modal with JavaScript (focus in the form, trapped, Escape closes), a page state without; logging in through it", async ({
  page,
}, info) => {
  await page.goto("/?openLoginModal=true&ru=%2Fexplore");
  const dialog = page.getByRole("dialog", { name: "Log in to continue" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, info);
  await page.setViewportSize({ width: 375, height: 760 });
  await keepScreenshot(page, { path: `/tmp/shots/login-dialog-375-${info.project.name}.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(page, { path: `/tmp/shots/login-dialog-1280-${info.project.name}.png` });

  if (js(info)) {
    await expect(dialog.getByLabel("Email", { exact: true })).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press("Escape");
  } else {
    await dialog.getByRole("link", { name: "Close the login dialog" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toHaveCount(0);

  await page.goto("/?openLoginModal=true&ru=%2Fexplore");
  await dialog.getByLabel("Email", { exact: true }).fill("free@codelift.test");
  await dialog.getByLabel("Password").fill("learn-free-2026");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
});

test("the churn guard: opened by its link, Escape or Keep auto-renew closes it, and the focus goes back to the link", async ({ page }, info) => {
  await logIn(page, "premium@codelift.test", "learn-premium-2026", "/account/billing");
  await expect(page).toHaveURL(/\/account\/billing$/);
  const panel = page.getByRole("region", { name: "Your plan" });
  await expect(panel).toContainText("Auto-renew: On");
  const open = panel.getByRole("link", { name: "Turn off auto-renew" });
  const guard = page.getByRole("alertdialog", { name: "Turn off auto-renew?" });

  if (js(info)) {
    await open.focus();
    await page.keyboard.press("Enter");
    await expect(guard).toBeVisible();
    await expect(guard.getByRole("link", { name: "Keep auto-renew" })).toBeFocused();
    await expectNoAxeViolations(page, info);
    await expectFocusTrapped(page, guard);
    await page.keyboard.press("Escape");
    await expect(guard).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/billing$/);
    await expect(open).toBeFocused();
  } else {
    await open.click();
    await expect(page).toHaveURL(/confirm_auto_renew_off=1/);
    await expect(guard).toBeVisible();
    await expectNoAxeViolations(page, info);
    await keepScreenshot(page, { path: `/tmp/shots/churn-guard-1280-${info.project.name}.png` });
    await guard.getByRole("link", { name: "Keep auto-renew" }).click();
    await expect(guard).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/billing$/);
  }
  await expect(panel).toContainText("Auto-renew: On");
});

test("a session idle on the server is refused (with or without JavaScript): the next page goes to log in, which says it expired", async ({
  page,
  context,
}) => {
  await logIn(page, "free@codelift.test", "learn-free-2026", "/learn/home");
  await expect(page).toHaveURL(/\/learn\/home$/);
  await makeSessionIdle(context, 17);
  await page.goto("/learn/home");
  await expect(page).toHaveURL(/\/login\?ru=%2Flearn%2Fhome$/);
  await expect(page.getByText("Your session has expired. Log in again to continue.")).toBeVisible();
});

test("the impersonate-user modal on the staff page: opened by its button, the form inside, closed by Escape or its ×", async ({ page }, info) => {
  await logIn(page, "staff@codelift.dev", "staff-codelift-2026", "/staff/impersonate");
  await expect(page).toHaveURL(/\/staff\/impersonate$/);
  const opener = page.getByRole("link", { name: "Impersonate a learner…" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Impersonate a learner" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Start impersonating" })).toBeVisible();
  await expectNoAxeViolations(page, info);
  if (js(info)) {
    await expect(dialog.getByLabel("Learner's e-mail")).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  } else {
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/staff\/impersonate$/);
});

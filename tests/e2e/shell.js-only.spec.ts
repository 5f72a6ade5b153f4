// The shell's watchers, which exist only with JavaScript (without it the server's own idle limit
// and redirects apply, tested in shell.spec.ts): the session idle warning and expiry with the
// browser's clock under the test's control, the bot-check modal for answers that did not come
// from our server, and the unauthorized handling of a 401 across two tabs.
import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { logIn, keepScreenshot } from "./helpers";
import { sessionIdOf } from "./session-helpers";

test("idle for 14 minutes: the warning counts down and Resume Session keeps the session; at 15 minutes it expires and Reconnect Session goes to log in", async ({
  page,
}, info) => {
  await page.clock.install();
  await logIn(page, "free@codelift.test", "learn-free-2026", "/explore");
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();

  const warning = page.getByRole("alertdialog", { name: "Your session is about to expire" });
  await page.clock.fastForward("13:50");
  await page.clock.runFor(1500);
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward("00:15");
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/your session ends in \d\d seconds\./);
  const resume = warning.getByRole("button", { name: "Resume Session" });
  await expect(resume).toBeFocused();
  // Moving the mouse does not dismiss the warning: only the button does.
  await page.mouse.move(200, 200);
  await page.mouse.move(260, 240);
  await page.clock.runFor(2000);
  await expect(warning).toBeVisible();
  await new AxeBuilder({ page }).analyze().then((r) => expect(r.violations.map((v) => v.id)).toEqual([]));
  await keepScreenshot(page, { path: `/tmp/shots/idle-warning-1280-${info.project.name}.png` });
  await resume.click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByText("You are still logged in.")).toBeVisible();
  // The snackbar closes about 980 ms × 5 after it shows.
  await page.clock.runFor(5200);
  await expect(page.getByText("You are still logged in.")).toHaveCount(0);

  // Idle again, now for the whole 15 minutes.
  await page.clock.fastForward("14:10");
  await expect(warning).toBeVisible();
  await page.clock.fastForward("01:00");
  const expired = page.getByRole("alertdialog", { name: "Your session has expired." });
  await expect(expired).toBeVisible();
  await expect(warning).toHaveCount(0);
  // The session ended on the server too.
  await expect.poll(async () => (await page.request.get("/api/user/info")).status()).toBe(401);
  await page.setViewportSize({ width: 375, height: 760 });
  await keepScreenshot(page, { path: `/tmp/shots/idle-expired-375-${info.project.name}.png` });
  // Escape does not dismiss it; its one action does.
  await page.keyboard.press("Escape");
  await expect(expired).toBeVisible();
  await expired.getByRole("link", { name: "Reconnect Session" }).click();
  await expect(page).toHaveURL(/\/login\?ru=%2Fexplore$/);
  await expect(page.getByRole("heading", { name: "Log in to Codelift" })).toBeVisible();
});

test("activity in one tab keeps the other tab's session from the warning", async ({ context }) => {
  const first = await context.newPage();
  await first.clock.install();
  await logIn(first, "free@codelift.test", "learn-free-2026", "/explore");
  await expect(first).toHaveURL(/\/explore$/);
  // The learner works in another tab 10 minutes later (its load is activity, shared by storage).
  await first.clock.fastForward("10:00");
  await first.evaluate(() => localStorage.setItem("codelift:last-activity", String(Date.now())));
  await first.clock.fastForward("05:00");
  await first.clock.runFor(1500);
  await expect(first.getByRole("alertdialog", { name: "Your session is about to expire" })).toHaveCount(0);
  await first.clock.fastForward("09:10");
  await expect(first.getByRole("alertdialog", { name: "Your session is about to expire" })).toBeVisible();
});

test("a 429 without the cloud trace header opens the bot check; an automated browser sees 'Something went wrong!' after 5 s", async ({ page }) => {
  await page.clock.install();
  await page.goto("/explore");
  await expect(page.locator("button.theme-toggle")).toBeEnabled();
  // Something in front of our server (no X-Cloud-Trace-Context) refuses the theme save.
  await page.route("**/api/userdata/darkmode**", (route) =>
    route.fulfill({ status: 429, contentType: "text/html", body: "<h1>Too many requests</h1>" }),
  );
  await page.locator("button.theme-toggle").click();
  const check = page.getByRole("alertdialog", { name: "Checking your browser" });
  await expect(check).toBeVisible();
  await expect(check).toContainText("making sure that these requests come from a person");
  await page.clock.runFor(4000);
  await expect(check.getByText("Something went wrong!")).toHaveCount(0);
  await page.clock.runFor(1100);
  await expect(check.getByText("Something went wrong!")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(check).toHaveCount(0);
});

test("a 403 without the app-version header opens the bot check with a way to try again for a person; our own 429 and 403 do not", async ({
  page,
}) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
  await page.clock.install();
  await page.goto("/explore");
  const toggle = page.locator("button.theme-toggle");
  await expect(toggle).toBeEnabled();
  const check = page.getByRole("alertdialog", { name: "Checking your browser" });

  // Our own answers carry both headers: no bot check. (A call the page makes; the wrapper sends
  // the build's version, the one the server names in its answers.)
  let sentVersion: string | null = null;
  await page.route("**/api/own-refusal", async (route) => {
    sentVersion = route.request().headers()["x-codelift-client-version"] ?? null;
    const status = route.request().method() === "POST" ? 403 : 429;
    await route.fulfill({
      status,
      contentType: "application/json",
      headers: { "Retry-After": "30", "X-Cloud-Trace-Context": "105445aa7843bc8bf206b12000100000/1;o=1", "X-Codelift-Version": "x" },
      body: '{"errorText":"No"}',
    });
  });
  expect(
    await page.evaluate(async () => [(await fetch("/api/own-refusal")).status, (await fetch("/api/own-refusal", { method: "POST" })).status]),
  ).toEqual([429, 403]);
  const served = (await page.request.get("/explore")).headers()["x-codelift-version"];
  expect(served).toBeTruthy();
  expect(sentVersion).toBe(served);
  await page.clock.runFor(1000);
  await expect(check).toHaveCount(0);

  await page.unroute("**/api/userdata/darkmode**");
  await page.route("**/api/userdata/darkmode**", (route) => route.fulfill({ status: 403, contentType: "text/html", body: "Forbidden" }));
  await toggle.click();
  await expect(check).toBeVisible();
  await page.clock.runFor(5100);
  await expect(check.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(check.getByText("Something went wrong!")).toHaveCount(0);
});

test("a 401 on a logged-in call: storage cleared, the other tabs told, and this tab goes to log in with the way back", async ({ context }) => {
  const first = await context.newPage();
  await logIn(first, "free@codelift.test", "learn-free-2026", "/explore");
  await expect(first).toHaveURL(/\/explore$/);
  const second = await context.newPage();
  await second.goto("/courses/python-for-programmers");
  await expect(second.getByRole("button", { name: "Log out" })).toBeVisible();
  await first.evaluate(() => {
    sessionStorage.setItem("subscriptionBannerStatus", "shown");
    sessionStorage.setItem("codelift:payment-client-token", "tok_123");
    sessionStorage.setItem("keep-me", "1");
  });

  // The session ends on the server (revoked elsewhere); the page still believes it is logged in.
  const db = new Database(process.env.CODELIFT_E2E_DB!);
  try {
    db.pragma("busy_timeout = 5000");
    expect(db.prepare("DELETE FROM sessions WHERE id = ?").run(await sessionIdOf(context)).changes).toBe(1);
  } finally {
    db.close();
  }
  // A call the page makes (through the one fetch wrapper, as every fetcher's) answers 401.
  const status = await first.evaluate(async () => (await fetch("/api/user/info", { headers: { Accept: "application/json" } })).status);
  expect(status).toBe(401);

  await expect(first).toHaveURL(/\/login\?ru=%2Fexplore$/);
  await expect(second).toHaveURL(/\/\?openLoginModal=true&ru=%2Fcourses%2Fpython-for-programmers$/);
  await expect(second.getByRole("dialog", { name: "Log in to continue" })).toBeVisible();
  const left = await first.evaluate(() => [
    sessionStorage.getItem("subscriptionBannerStatus"),
    sessionStorage.getItem("codelift:payment-client-token"),
    sessionStorage.getItem("keep-me"),
  ]);
  expect(left).toEqual([null, null, "1"]);
});

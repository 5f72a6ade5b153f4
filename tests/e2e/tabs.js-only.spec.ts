// Behaviour that exists only with JavaScript: the logout broadcast between tabs.
import { expect, test } from "@playwright/test";
import { logIn, logOut } from "./helpers";

test("logging out in one tab sends the other tabs to the login dialog, and the first tab is logged out", async ({ context }) => {
  const first = await context.newPage();
  await logIn(first, "free@codelift.test", "learn-free-2026", "/explore");
  await expect(first).toHaveURL(/\/explore$/);
  const second = await context.newPage();
  await second.goto("/courses/python-for-programmers");
  await expect(second.getByRole("button", { name: "Log out" })).toBeVisible();

  await logOut(first);
  await expect(second).toHaveURL(/\/\?openLoginModal=true&ru=%2Fcourses%2Fpython-for-programmers$/);
  await expect(second.getByRole("dialog", { name: "Log in to continue" })).toBeVisible();
  await first.reload();
  await expect(first.getByRole("link", { name: "Log in" }).first()).toBeVisible();
});

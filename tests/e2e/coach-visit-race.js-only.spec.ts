// With JavaScript a coach page records its visit by a fetcher POST as it opens. A Skip made while
// that POST is still on its way must still land on the next problem, with its data and its toast:
// the visit's answer, arriving while the Skip's redirect is loading, may not end that navigation
// early with the old page's data (the router's rule for a newer fetcher, patched in
// patches/@remix-run+router+1.23.3.patch: only a revalidation that loaded something replaces it).
import { expect, test, type Route } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

test("a Skip made while the page's visit is being recorded lands on the next problem, with its toast", async ({ page }, info) => {
  await signUp(page, uniqueEmail("skip-race", info.project.name), "coach-skip-race-1");
  // Hold the visit until the Skip's redirect is loading, then let it answer first.
  let visit: Route | null = null;
  let visitHeld!: () => void;
  const held = new Promise<void>((resolve) => (visitHeld = resolve));
  await page.route(/\/interview-prep\/coding\/triplet-sum-to-target\?_data=/, async (route) => {
    const body = route.request().postData() ?? "";
    if (route.request().method() === "POST" && body.includes("intent=visit") && !visit) {
      visit = route;
      visitHeld();
      return;
    }
    await route.continue();
  });
  await page.route(/\/interview-prep\/coding\/remove-kth-node-from-end\?_data=/, async (route) => {
    if (visit) {
      const v = visit as Route;
      visit = null;
      await v.continue();
      await page.waitForTimeout(300); // the visit's answer is read before this load finishes
    }
    await route.continue();
  });
  await page.goto("/interview-prep/coding/triplet-sum-to-target");
  await held;
  await page.getByText("Skip this problem", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, skip it" }).click();
  await expect(page).toHaveURL(/\/interview-prep\/coding\/remove-kth-node-from-end$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remove the K-th Node From the End");
  await expect(page.locator(".toast")).toContainText("Problem skipped.");
});

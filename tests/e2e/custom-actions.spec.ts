// A sponsor's custom action in Chromium, with and without JavaScript (docs/product/billing.md#custom-actions):
// the sponsor's admin opens the action's page, buys its batch of coupons at the checkout with the
// test-mode card, sees the codes on the order confirmation, a learner uses one at the checkout, and
// the page then reports it, filtered by status. The action is set up in the server's database, as
// staff do with `codelift action create`.
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { keepScreenshot, logIn, signUp, uniqueEmail } from "./helpers";

function createAction(id: string) {
  const db = new Database(process.env.CODELIFT_E2E_DB!);
  try {
    db.pragma("busy_timeout = 5000");
    const org = (db.prepare("SELECT id FROM organizations WHERE slug = 'globex'").get() as { id: number }).id;
    db.prepare(
      "INSERT INTO custom_actions (id, kind, title, organization_id, plan_code, coupons_per_purchase, created_by) VALUES (?, 'sponsored', 'Globex scholars', ?, '300-1-6000', 3, 'e2e')",
    ).run(id, org);
  } finally {
    db.close();
  }
}

async function payWith(page: Page, total: string) {
  const form = page.locator("form.checkout-pay");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("Security code").fill("123");
  await form.getByRole("button", { name: `Pay ${total}` }).click();
}

test("a sponsor buys its action's coupons, a learner uses one, and the sponsor's page reports it", async ({ browser }, info) => {
  const project = info.project.name.replace(/\W/g, "");
  const id = `e2e-${project}-${Date.now()}`.toLowerCase();
  createAction(id);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, "admin@globex.test", "globex-admin-2026", `/custom-actions/${id}`);
  await expect(admin).toHaveURL(new RegExp(`/custom-actions/${id}$`));
  await expect(admin.getByRole("heading", { level: 1, name: "Globex scholars" })).toBeVisible();
  await expect(admin.getByText("0 of 0 coupons used (0%).")).toBeVisible();
  await expect(admin.getByText("No coupons yet")).toBeVisible();

  // Buy the batch: three coupons of Premium · Monthly at its list price each.
  await admin.getByRole("link", { name: "Buy 3 coupons" }).first().click();
  await expect(admin).toHaveURL(new RegExp(`/checkout/coupon-purchase\\?plan=300-1-6000&action_id=${id}$`));
  await expect(admin.getByRole("heading", { level: 1, name: "Buy 3 coupons" })).toBeVisible();
  await expect(admin.getByText("3 coupons for Premium · Monthly: Globex scholars")).toBeVisible();
  await keepScreenshot(admin, { path: info.outputPath("checkout.png"), fullPage: true });
  await payWith(admin, "$177.00");
  await expect(admin).toHaveURL(/\/order-confirmation\?attempt=/);
  await expect(admin.getByText("Your 3 coupon codes are below: each gives its plan once, free. Share each with one person.")).toBeVisible();
  const codes = await admin.getByRole("list", { name: "Coupon codes" }).locator("code").allTextContents();
  expect(codes).toHaveLength(3);
  await keepScreenshot(admin, { path: info.outputPath("order-confirmation.png"), fullPage: true });

  await admin.getByRole("link", { name: "See the action's coupons and their use" }).click();
  await expect(admin).toHaveURL(new RegExp(`/custom-actions/${id}$`));
  await expect(admin.getByText("0 of 3 coupons used (0%). 3 unused.")).toBeVisible();
  await expect(admin.getByRole("region", { name: "Coupons of this programme" }).locator("tbody tr")).toHaveCount(3);

  // A learner uses the first coupon at the checkout: the plan is free.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUp(learner, uniqueEmail("scholar", project), "scholar-password-1", "Sky Scholar");
  await learner.goto(`/checkout/subscription-buy?plan=300-1-6000&coupon=${codes[0]}`);
  await learner.locator("form.checkout-pay").getByRole("button", { name: "Pay $0.00" }).click();
  await expect(learner).toHaveURL(/\/order-confirmation\?attempt=/);
  await expect(learner.getByText("Premium · Monthly is active now", { exact: false })).toBeVisible();

  // The sponsor's page reports it; the status filter (a GET form) shows only the used one.
  await admin.reload();
  await expect(admin.getByText("1 of 3 coupons used (33%). 2 unused.")).toBeVisible();
  await admin.getByLabel("Show").selectOption("used");
  await admin.getByRole("button", { name: "Filter" }).click();
  await expect(admin).toHaveURL(new RegExp(`/custom-actions/${id}\\?status=used$`));
  const rows = admin.getByRole("region", { name: "Coupons of this programme" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(codes[0]!);
  await expect(rows.first()).toContainText("Used");
  await keepScreenshot(admin, { path: info.outputPath("custom-action-page.png"), fullPage: true });

  // A learner who is not the sponsor's admin learns nothing about the action.
  const res = await learner.goto(`/custom-actions/${id}`);
  expect(res?.status()).toBe(404);
  await expect(learner.getByText("There is no custom action by that id.")).toBeVisible();

  await adminContext.close();
  await learnerContext.close();
});

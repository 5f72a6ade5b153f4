// A learner's payment methods on /account/billing, with and without JavaScript (both projects of
// playwright.config.ts): add two cards on the embedded test-mode gateway, make the second
// primary, use the first as the backup, delete it after the confirmation that shows the
// warnings (a dialog over the page with JavaScript, a state of the page without). Then the page
// at a phone's width.
import fs from "node:fs";
import Database from "better-sqlite3";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { isCardGoingToExpire } from "../../app/engine/renewals";
import { signUp, uniqueEmail, keepScreenshot } from "./helpers";

const DELETE_WARNING = "Once deleted, this payment method cannot be recovered. Are you sure you want to continue?";
const NO_BACKUP = "This payment method will no longer back up your primary payment method if a payment fails.";

/** The learner's saved methods in the server's database (read-only): "last4:P|S". */
function methodsOf(email: string): string[] {
  const db = new Database(process.env.CODELIFT_E2E_DB!, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    const rows = db
      .prepare("SELECT last4, is_primary, is_secondary FROM payment_methods WHERE user_id = (SELECT id FROM users WHERE email = ?) ORDER BY id")
      .all(email) as { last4: string; is_primary: number; is_secondary: number }[];
    return rows.map((r) => `${r.last4}:${r.is_primary ? "P" : ""}${r.is_secondary ? "S" : ""}`);
  } finally {
    db.close();
  }
}

async function newLearner(page: Page, info: TestInfo, tag: string) {
  const email = uniqueEmail(`pm-${tag}`, info.project.name);
  await signUp(page, email, "payment-methods-2026");
  return email;
}

const item = (page: Page, label: string) => page.locator(".pm-item").filter({ has: page.getByText(label, { exact: true }) });

/** Adds a card through the page's form and waits for it in the list (the form is emptied). */
async function addCard(page: Page, number: string, label: string, expiry = "12/34") {
  const form = page.locator("form.pm-add");
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry (MM/YY)").fill(expiry);
  await form.getByLabel("Security code").fill("123");
  await form.getByRole("button", { name: "Add card" }).click();
  await expect(item(page, label)).toBeVisible();
  await expect(page.getByText("Your card was added.")).toBeVisible();
  await expect(form.getByLabel("Card number")).toHaveValue("");
}

test("add a card, make it primary, use one as the backup and delete it after the warning", async ({ page }, info) => {
  const email = await newLearner(page, info, "flow");
  await page.getByRole("link", { name: "Billing" }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  await expect(page.getByText("You have no saved payment methods yet.")).toBeVisible();

  // A bad card is refused on the form, with the field's message.
  const form = page.locator("form.pm-add");
  await form.getByLabel("Card number").fill("4242 4242 4242 4241");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("Security code").fill("123");
  await form.getByRole("button", { name: "Add card" }).click();
  await expect(page.getByText("Enter a valid card number.")).toBeVisible();
  expect(methodsOf(email)).toEqual([]);

  await addCard(page, "4242 4242 4242 4242", "Visa ending in 4242");
  await addCard(page, "5555 5555 5555 4444", "Mastercard ending in 4444");
  const visa = item(page, "Visa ending in 4242");
  const mc = item(page, "Mastercard ending in 4444");
  await expect(visa.getByText("Primary", { exact: true })).toBeVisible();
  await expect(mc.getByText("Primary", { exact: true })).toHaveCount(0);
  expect(methodsOf(email)).toEqual(["4242:P", "4444:"]);

  await mc.getByRole("button", { name: "Make primary" }).click();
  await expect(page.getByText("Your primary payment method was updated.")).toBeVisible();
  await expect(item(page, "Mastercard ending in 4444").getByText("Primary", { exact: true })).toBeVisible();
  expect(methodsOf(email)).toEqual(["4242:", "4444:P"]);

  await item(page, "Visa ending in 4242").getByRole("button", { name: "Use as backup" }).click();
  await expect(page.getByText("This card now backs up your primary payment method if a payment fails.")).toBeVisible();
  await expect(item(page, "Visa ending in 4242").getByText("Backup", { exact: true })).toBeVisible();
  expect(methodsOf(email)).toEqual(["4242:S", "4444:P"]);

  // Delete: the confirmation shows the warnings first; Cancel changes nothing.
  await item(page, "Visa ending in 4242").getByRole("link", { name: "Delete Visa ending in 4242" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Visa ending in 4242?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(DELETE_WARNING)).toBeVisible();
  await expect(dialog.getByText(NO_BACKUP)).toBeVisible();
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  expect(methodsOf(email)).toEqual(["4242:S", "4444:P"]);

  await item(page, "Visa ending in 4242").getByRole("link", { name: "Delete Visa ending in 4242" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The payment method was deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/billing$/);
  await expect(item(page, "Visa ending in 4242")).toHaveCount(0);
  expect(methodsOf(email)).toEqual(["4444:P"]);
});

test("a card that expires soon is flagged, one that does not is not", async ({ page }, info) => {
  await newLearner(page, info, "expiry");
  await page.goto("/account/billing");
  const now = new Date();
  const thisMonth = { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() };
  await addCard(
    page,
    "4242 4242 4242 4242",
    "Visa ending in 4242",
    `${String(thisMonth.expMonth).padStart(2, "0")}/${String(thisMonth.expYear).slice(2)}`,
  );
  await addCard(page, "5555 5555 5555 4444", "Mastercard ending in 4444", "12/34");
  // A card that ends this month stops working within 30 days, except on the 1st of a 31-day month:
  // the engine's rule says which, and the page must agree with it.
  const soon = isCardGoingToExpire(thisMonth, now);
  await expect(item(page, "Visa ending in 4242").getByText("Expires soon", { exact: true })).toHaveCount(soon ? 1 : 0);
  await expect(item(page, "Mastercard ending in 4444").getByText("Expires soon", { exact: true })).toHaveCount(0);
});

async function shoot(page: Page, info: TestInfo, name: string) {
  const dir = "test-results/payment-methods-screens";
  fs.mkdirSync(dir, { recursive: true });
  await keepScreenshot(page, { path: `${dir}/${info.project.name}-${name}.png`, fullPage: true });
}

test("the billing page and its confirmation fit a phone (375×740)", async ({ page }, info) => {
  await newLearner(page, info, "phone");
  await page.goto("/account/billing");
  await addCard(page, "4242 4242 4242 4242", "Visa ending in 4242");
  await addCard(page, "5555 5555 5555 4444", "Mastercard ending in 4444");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/account/billing");
  await shoot(page, info, "billing-375");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const el of [
    page.getByRole("button", { name: "Add card" }),
    page.getByRole("button", { name: "Make primary" }),
    page.getByRole("link", { name: "Delete Visa ending in 4242" }),
  ]) {
    const box = await el.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  await page.getByRole("link", { name: "Delete Visa ending in 4242" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await shoot(page, info, "confirm-375");
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
});

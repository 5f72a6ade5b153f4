// A renewal that fails and is saved, with and without JavaScript (both projects): a learner buys
// the monthly Premium plan, the bank starts declining the card, the month ends and the renewal
// runs (`codelift billing run-due --now …`, as the server's timer does); the payment-failed banner
// appears on every page and access continues through the grace period; the learner adds a new
// card on the billing page — which becomes the primary card and is charged at once — and the
// banner goes, the plan is active for another month, the premium lesson stays open.
import { execFileSync } from "node:child_process";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

const PREMIUM_LESSON = "/coursesv3/react-fundamentals/props-and-composition";
const PAYMENT_FAILED = "Payment failed. Please pay to retain access";

function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(process.env.CODELIFT_E2E_DB!);
  try {
    db.pragma("busy_timeout = 5000");
    return fn(db);
  } finally {
    db.close();
  }
}

const planOf = (email: string) =>
  withDb(
    (db) =>
      db
        .prepare(
          "SELECT s.status, s.expiration_date, s.grace_until FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = ? ORDER BY s.id DESC",
        )
        .get(email) as {
        status: string;
        expiration_date: string;
        grace_until: string | null;
      },
  );

/** The bank's answer for the learner's primary card changes (the embedded gateway's vault). */
const bankDeclines = (email: string) =>
  withDb((db) =>
    db
      .prepare(
        "UPDATE gateway_cards SET behavior = 'decline' WHERE token = (SELECT processor_token FROM payment_methods WHERE is_primary = 1 AND user_id = (SELECT id FROM users WHERE email = ?))",
      )
      .run(email),
  );

/** `codelift billing run-due --now <time> --json` on the server's database. */
function runDue(now: string): { attempted: number; paid: number; failed: number } {
  const out = execFileSync(process.execPath, ["cli/bin.js", "billing", "run-due", "--now", now, "--json"], {
    env: { ...process.env, DATABASE_URL: process.env.CODELIFT_E2E_DB! },
    encoding: "utf8",
  });
  return JSON.parse(out);
}

async function expectLessonOpen(page: Page) {
  await page.goto(PREMIUM_LESSON);
  await expect(page.getByRole("heading", { level: 1, name: "Props and Composition" })).toBeVisible();
  await expect(page.getByText("Props are the attributes you pass to a component.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Keep reading with Codelift Unlimited" })).toHaveCount(0);
}

test("a failed renewal shows the banner, keeps access, and is paid with a new card", async ({ page }, info) => {
  const email = uniqueEmail("renewal", info.project.name);
  await signUp(page, email, "renewal-password-2026", "Renewing Learner");

  await page.goto("/checkout/subscription-buy?plan=300-1-6000");
  const pay = page.locator("form.checkout-pay");
  await pay.getByLabel("Card number").fill("4242 4242 4242 4242");
  await pay.getByLabel("Expiry (MM/YY)").fill("12/34");
  await pay.getByLabel("Security code").fill("123");
  await pay.getByRole("button", { name: "Pay $59.00" }).click();
  await expect(page).toHaveURL(/\/order-confirmation/);
  const bought = planOf(email);
  expect(bought.status).toBe("active");

  // The month ends; the card is now declined.
  bankDeclines(email);
  const report = runDue(new Date(new Date(bought.expiration_date).getTime() + 3600_000).toISOString());
  expect(report.failed).toBeGreaterThanOrEqual(1);
  expect(planOf(email).status).toBe("past_due");

  // The banner is on every page, and the lesson stays open through the grace period.
  await expectLessonOpen(page);
  const banner = page.getByRole("region", { name: "Payment failed" });
  await expect(banner).toContainText(PAYMENT_FAILED);
  await page.goto("/explore");
  await expect(page.getByRole("region", { name: "Payment failed" })).toContainText(PAYMENT_FAILED);

  // Retrying with the same card says why it failed, and changes nothing.
  await page.getByRole("region", { name: "Payment failed" }).getByRole("button", { name: "Retry payment" }).click();
  await expect(page.getByText(/your card has been declined/)).toBeVisible();
  expect(planOf(email).status).toBe("past_due");

  // A new card added while the plan is past due becomes the primary one and pays the renewal at once.
  await page.getByRole("region", { name: "Payment failed" }).getByRole("link", { name: "Add Payment Method" }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);
  const add = page.locator("form.pm-add");
  await add.getByLabel("Card number").fill("5555 5555 5555 4444");
  await add.getByLabel("Expiry (MM/YY)").fill("11/33");
  await add.getByLabel("Security code").fill("321");
  await add.getByRole("button", { name: "Add card" }).click();
  const mastercard = page.locator(".pm-item").filter({ has: page.getByText("Mastercard ending in 4444", { exact: true }) });
  await expect(mastercard).toBeVisible();
  await expect(page.getByText("Your card was added. Your payment went through. Your subscription is active again.")).toBeVisible();
  await expect(mastercard.getByText("Primary", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment failed" })).toHaveCount(0);

  const renewed = planOf(email);
  expect(renewed.status).toBe("active");
  expect(renewed.grace_until).toBeNull();
  expect(new Date(renewed.expiration_date).getTime()).toBeGreaterThan(new Date(bought.expiration_date).getTime() + 27 * 86_400_000);
  await expectLessonOpen(page);
  await expect(page.getByRole("region", { name: "Payment failed" })).toHaveCount(0);

  // The billing page's history shows the purchase and the renewal.
  await page.goto("/account/billing");
  const history = page.getByRole("region", { name: "Payment history" }).or(page.locator("section[aria-labelledby='history-title']"));
  await expect(history.getByRole("cell", { name: "Renewal" })).toBeVisible();
  await expect(history.getByRole("cell", { name: "Subscription" })).toBeVisible();
});

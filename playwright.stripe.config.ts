// The checkout with Stripe as the processor, end to end: its own app server (started by the
// global setup, with STRIPE_* pointing at a Stripe-protocol server and a fake Stripe.js on
// loopback), so the default run (playwright.config.ts) keeps the embedded gateway. Run with
// `npx playwright test -c playwright.stripe.config.ts`; scripts/test.sh runs it after the default run.
import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "./tests/e2e/chromium";

process.env.E2E_STRIPE_PORT ??= "3219";
// Password hashes at 2^12, as in the main configuration (docs/decisions/0039-password-hash-cost.md).
process.env.PASSWORD_HASH_COST ??= "12";
const port = Number(process.env.E2E_STRIPE_PORT);

export default defineConfig({
  testDir: "tests/e2e/stripe",
  testMatch: /\.stripe\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  globalSetup: "./tests/e2e/stripe/global-setup.ts",
  reporter: [["list"], ["json", { outputFile: ".test-report/playwright-stripe.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
    trace: process.env.PW_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  projects: [
    // Each test is for one of the two browsers (Stripe's card field needs JavaScript), by its tag.
    { name: "stripe-with-javascript", grep: /@js\b/, use: { browserName: "chromium", javaScriptEnabled: true } },
    { name: "stripe-without-javascript", grep: /@no-js\b/, use: { browserName: "chromium", javaScriptEnabled: false } },
  ],
});

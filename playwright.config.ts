import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "./tests/e2e/chromium";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 3217);
// Password hashes at 2^12 for the server and the CLI runs of the tests (workers inherit the
// environment): docs/decisions/0039-password-hash-cost.md.
process.env.PASSWORD_HASH_COST ??= "12";
// Computed once in the runner; workers inherit the environment, so tests can read the same file.
// The folder (database, WAL files, session secret) is removed by tests/e2e/global-teardown.ts.
process.env.CODELIFT_E2E_DB ??= path.join(fs.mkdtempSync(path.join(os.tmpdir(), "codelift-e2e-")), "codelift.db");
const dbFile = process.env.CODELIFT_E2E_DB;
/** Tests that change what other tests' learners have, so that nothing else may run meanwhile. */
const RUN_ALONE = /\/renewal\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two files at a time (the tests of a file stay in order, in one worker). The files are
  // independent: each test signs up its own learners (uniqueEmail) and makes its own
  // organizations; the demo accounts are only logged into and read (sessions are per context),
  // and every rate limit counts the same requests whatever the order. The one exception, the
  // renewal run, goes last (below).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  globalTeardown: "./tests/e2e/global-teardown.ts",
  reporter: [["list"], ["json", { outputFile: ".test-report/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
    // No trace unless asked for (PW_TRACE=1 keeps one of each failing test): recording every
    // action's snapshot and screencast cost about a quarter of the run's time on 2 cores.
    // A failing test still leaves its screenshot.
    trace: process.env.PW_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "with-javascript", use: { browserName: "chromium", javaScriptEnabled: true }, testIgnore: RUN_ALONE },
    { name: "without-javascript", use: { browserName: "chromium", javaScriptEnabled: false }, testIgnore: [/\.js-only\.spec\.ts$/, RUN_ALONE] },
    // renewal.spec.ts runs `codelift billing run-due` a month ahead, which renews every plan due by
    // then, other tests' learners' too: it runs after every other test, one browser after the other.
    // (To run it on its own: `npx playwright test tests/e2e/renewal.spec.ts --no-deps`.)
    {
      name: "renewal-with-javascript",
      use: { browserName: "chromium", javaScriptEnabled: true },
      testMatch: RUN_ALONE,
      dependencies: ["with-javascript", "without-javascript"],
    },
    {
      name: "renewal-without-javascript",
      use: { browserName: "chromium", javaScriptEnabled: false },
      testMatch: RUN_ALONE,
      dependencies: ["renewal-with-javascript"],
    },
  ],
  webServer: {
    // The built server (npm run build); its bundle is brought up to date first, as in production.
    command: "node server/build.mjs --if-stale && node build/server.js",
    url: `http://127.0.0.1:${port}/explore`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      PUBLIC_ORIGIN: "https://codelift.dev",
      DATABASE_URL: dbFile,
      NODE_ENV: "production",
      LOGIN_RATE_LIMIT: "50",
      SIGNUP_RATE_LIMIT: "200",
      MAIL_RATE_LIMIT: "200",
      PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST,
    },
  },
});

import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "./tests/e2e/chromium";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 3217);
// Computed once in the runner; workers inherit the environment, so tests can read the same file.
// The folder (database, WAL files, session secret) is removed by tests/e2e/global-teardown.ts.
process.env.CODELIFT_E2E_DB ??= path.join(fs.mkdtempSync(path.join(os.tmpdir(), "codelift-e2e-")), "codelift.db");
const dbFile = process.env.CODELIFT_E2E_DB;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  globalTeardown: "./tests/e2e/global-teardown.ts",
  reporter: [["list"], ["json", { outputFile: ".test-report/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "with-javascript", use: { browserName: "chromium", javaScriptEnabled: true } },
    { name: "without-javascript", use: { browserName: "chromium", javaScriptEnabled: false }, testIgnore: /\.js-only\.spec\.ts$/ },
  ],
  webServer: {
    // The built server (npm run build); its bundle is brought up to date first, as in production.
    command: "node server/build.mjs --if-stale && node build/server.js",
    url: `http://127.0.0.1:${port}/explore`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: dbFile, NODE_ENV: "production", LOGIN_RATE_LIMIT: "50", SIGNUP_RATE_LIMIT: "200", MAIL_RATE_LIMIT: "200" },
  },
});

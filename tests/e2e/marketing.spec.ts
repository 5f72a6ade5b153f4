// Marketing and SEO in the browser, with and without JavaScript: a marketing page and its calls to
// action, the sitemap (parsed by Chromium's XML parser, every listed page opened), the header search
// (dropdown with JavaScript, a plain GET form without), the GitHub student verification, and axe on
// every new page.
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import {
  type AxeAuditContext,
  expectNoAxeViolations as expectNoAxeViolationsIn,
  js,
  openAxeAuditContext,
  signUp,
  uniqueEmail,
  keepScreenshot,
} from "./helpers";

const NEW_PAGES = [
  "/upskill",
  "/work-product",
  "/learn-product",
  "/interview",
  "/interview/software-engineering-interview-prep",
  "/interview/engineering-manager-interview-prep",
  "/interview/front-end-interview-prep",
  "/github-students",
  "/generative-ai",
  "/data-science",
  "/data-science/machine-learning",
  "/trial",
  "/m/coding-interview-roadmap",
  "/m/back-to-school",
  "/m/patterns-newsletter",
  "/blog",
  "/blog/recognise-two-pointers",
  "/blog/sliding-window-explained",
  "/answers",
  "/answers/bfs-or-dfs",
  "/m/no-such-page",
];

/** One page of each kind is also checked in the phone layout (header search on its own row, one-column grids). */
const PHONE_CHECKED = new Set([
  "/upskill",
  "/interview/front-end-interview-prep",
  "/github-students",
  "/trial",
  "/m/back-to-school",
  "/blog/recognise-two-pointers",
  "/answers/bfs-or-dfs",
]);

/**
 * axe on the page as it is now, for WCAG 2.1 A/AA and best practices (helpers.ts: without
 * JavaScript it audits the same URL, with the same cookies, where script runs but the app's
 * bundles are blocked, at `width`; in `audit` when given).
 */
async function expectNoAxeViolations(page: Page, where: string, width = 1280, audit?: AxeAuditContext) {
  await expectNoAxeViolationsIn(page, test.info(), where, {
    tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
    viewport: { width, height: 900 },
    audit,
  });
}

/** The latest student-verification link mailed to an address (the outbox, read as a mailbox would). */
function studentLink(to: string): string {
  const db = new Database(process.env.CODELIFT_E2E_DB!, { readonly: true });
  try {
    const row = db.prepare("SELECT body_text FROM outbox WHERE to_address = ? AND kind = 'student-verify' ORDER BY id DESC LIMIT 1").get(to) as
      { body_text: string } | undefined;
    const m = row?.body_text.match(/https?:\/\/[^\s]+(\/github-students\/verify\/[\w-]+)/);
    if (!m) throw new Error(`no student mail for ${to}`);
    return m[1];
  } finally {
    db.close();
  }
}

test("a marketing page and its calls to action: /upskill (light theme) → /trial → a team trial is requested", async ({ page }) => {
  await page.goto("/upskill");
  await expect(page.getByRole("heading", { level: 1, name: "Upskill your engineers without stopping the roadmap" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(page).toHaveTitle("Upskill your engineering team with hands-on courses · Codelift");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://codelift.dev/upskill");
  // real courses from the catalogue, linked
  await expect(page.getByRole("heading", { name: "Popular with teams" })).toBeVisible();

  await page.getByRole("link", { name: "Start a 14-day team trial" }).click();
  await expect(page).toHaveURL(/\/trial$/);
  await expect(page.getByRole("heading", { level: 1, name: "Try Codelift before you decide" })).toBeVisible();
  await page.getByLabel("Company name").fill("Initech");
  await page.getByLabel("Work e-mail").fill(`lumbergh-${Date.now()}@initech.example`);
  await page.getByRole("button", { name: "Start team trial" }).click();
  await expect(page.getByText(/Check your inbox: we have sent a link to start your 14-day team trial/)).toBeVisible();

  await page.goto("/interview");
  await page.getByRole("link", { name: "Front-end interviews" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "JavaScript, React and the coding round" })).toBeVisible();
  await page.getByRole("link", { name: "Open the coding patterns" }).click();
  await expect(page).toHaveURL(/\/interview-prep\/coding$/);
});

test("the sitemap is valid XML generated from the database, and each stored page it lists opens", async ({ page, browser }) => {
  const res = await page.request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await res.text();
  // Chromium's own XML parser (in a context with script on, whatever this project's setting).
  const parserContext = await browser.newContext({ javaScriptEnabled: true });
  const parser = await parserContext.newPage();
  const parsed = await parser.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      root: doc.documentElement.localName,
      ns: doc.documentElement.namespaceURI,
      locs: Array.from(doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")).map((n) => n.textContent ?? ""),
    };
  }, xml);
  await parserContext.close();
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe("urlset");
  expect(parsed.ns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const paths = parsed.locs.map((l) => new URL(l).pathname);
  expect(paths).toContain("/courses/react-fundamentals");
  expect(paths).toContain("/interview-prep/coding");
  const stored = paths.filter((p) => p.startsWith("/m/") || p.startsWith("/blog/") || p.startsWith("/answers/"));
  expect(stored.length).toBeGreaterThanOrEqual(9);
  for (const p of stored) {
    const response = await page.goto(p);
    expect(response?.status(), p).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.goto("/robots.txt");
  await expect(page.locator("body")).toContainText("Sitemap: https://codelift.dev/sitemap.xml");
});

test("header search: featured items as you type with JavaScript, a plain search without", async ({ page }, info) => {
  await page.goto("/blog");
  const search = page.getByRole("search", { name: "Site search" });
  await search.getByLabel("Search courses").fill("react");
  if (info.project.name === "with-javascript") {
    const dropdown = search.getByRole("list", { name: "Featured results for react" });
    await expect(dropdown.getByRole("link", { name: /React Fundamentals/ })).toBeVisible();
    await search.getByLabel("Search courses").press("ArrowDown");
    await expect(dropdown.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dropdown).toHaveCount(0);
    await search.getByLabel("Search courses").fill("system design");
    await expect(search.getByRole("link", { name: /Interview prep\s*System Design$/ })).toBeVisible();
    await search.getByRole("link", { name: /System Design Fundamentals/ }).click();
    await expect(page).toHaveURL(/\/courses\/system-design-fundamentals$/);
  } else {
    await search.getByRole("button", { name: "Go" }).click();
    await expect(page).toHaveURL(/\/explore\?q=react$/);
    await expect(page.getByRole("heading", { name: "React Fundamentals" })).toBeVisible();
    // the search stays in the header field
    await expect(page.getByRole("search", { name: "Site search" }).getByLabel("Search courses")).toHaveValue("react");
  }
});

test("GitHub students: verify a school e-mail by mailed link and check out with the student discount", async ({ page }, info) => {
  const email = uniqueEmail("student", info.project.name);
  const school = uniqueEmail("ada", info.project.name).replace("@example.com", "@uni.edu");
  await page.goto("/github-students");
  await expect(page.getByRole("link", { name: "Create a free account" })).toBeVisible();
  await signUp(page, email, "student-password-1");

  await page.goto("/github-students");
  await page.getByLabel("School e-mail").fill("me@gmail.com");
  await page.getByRole("button", { name: "Send verification link" }).click();
  await expect(page.getByText("Use the e-mail address your school gave you").first()).toBeVisible();
  await page.getByLabel("School e-mail").fill(school);
  await page.getByRole("button", { name: "Send verification link" }).click();
  await expect(page.getByText("We have sent a verification link to your student e-mail.").first()).toBeVisible();

  await page.goto(studentLink(school));
  await expect(page.getByText(`Confirm that ${school} is your school e-mail`)).toBeVisible();
  await expectNoAxeViolations(page, "student verification link");
  await page.getByRole("button", { name: "Confirm and claim the discount" }).click();
  await expect(page).toHaveURL(/\/github-students$/);
  await expect(page.getByRole("heading", { name: "You are verified" })).toBeVisible();
  await page.getByRole("link", { name: "Get Premium with your discount" }).click();
  await expect(page.getByText("GitHub student discount (30%)").first()).toBeVisible();
});

test("axe finds no violations on the marketing pages, at desktop and phone widths", async ({ page }, info) => {
  // ~40 axe runs on two shared cores
  test.setTimeout(600_000);
  // Without JavaScript every audit goes through one audit context (not a new one for each of ~28).
  const audit = js(info) ? undefined : await openAxeAuditContext(page);
  try {
    // Every page is audited as the server sends it (without JavaScript); with JavaScript, the
    // hydrated page of each kind (the phone-checked ones), since hydration does not change the
    // markup of the others: the same audits twice cost minutes of the test run for nothing.
    for (const path of js(info) ? NEW_PAGES.filter((p) => PHONE_CHECKED.has(p)) : NEW_PAGES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} at 1280`, 1280, audit);
      // The phone layout (header search on its own row, one-column grids) on one page of each kind.
      if (PHONE_CHECKED.has(path)) {
        await page.setViewportSize({ width: 375, height: 800 });
        await expectNoAxeViolations(page, `${path} at 375`, 375, audit);
      }
    }
  } finally {
    await audit?.close();
  }
  if (info.project.name === "with-javascript") {
    for (const [path, name] of [
      ["/upskill", "upskill"],
      ["/github-students", "github-students"],
      ["/blog/recognise-two-pointers", "blog-post"],
    ] as const) {
      await page.goto(path);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await keepScreenshot(page, { path: `test-results/marketing-${name}-${width}.png`, fullPage: true });
      }
    }
  }
});

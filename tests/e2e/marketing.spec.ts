// Marketing and SEO in the browser, with and without JavaScript: a marketing page and its calls to
// action, the sitemap (parsed by Chromium's XML parser, every listed page opened), the header search
// (dropdown with JavaScript, a plain GET form without), the GitHub student verification, and axe on
// the student verification page (axe on every marketing page: marketing-axe.js-only.spec.ts).
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations as expectNoAxeViolationsIn, signUp, uniqueEmail } from "./helpers";

/** axe on the page as it is now, for WCAG 2.1 A/AA and best practices (helpers.ts says how, without JavaScript). */
async function expectNoAxeViolations(page: Page, where: string) {
  await expectNoAxeViolationsIn(page, test.info(), where, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] });
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

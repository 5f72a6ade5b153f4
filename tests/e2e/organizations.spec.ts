// Organizations end to end in Chromium, with and without JavaScript (docs/product/organizations.md#admin-area): an admin invites a
// member from the admin area, the member follows the mailed link, signs up and verifies, accepts,
// takes the invited seat, and sees only the courses the organization includes. The organization
// and its include list are set up in the server's database, as staff would with the CLI.
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { mailLink, uniqueEmail } from "./helpers";

const PASSWORD = "organizations-e2e-2026";
const INCLUDED = { authorId: 4831, collectionId: 100002, title: "React Fundamentals", slug: "react-fundamentals" };
// Not on the list and not free (free courses stay open to everyone, the organization's lists only
// decide what the seat adds).
const NOT_INCLUDED = { title: "Docker and Containers", slug: "docker-and-containers" };

function openDb() {
  const db = new Database(process.env.CODELIFT_E2E_DB!);
  db.pragma("busy_timeout = 5000");
  return db;
}

function invitationLink(to: string): string {
  const db = new Database(process.env.CODELIFT_E2E_DB!, { readonly: true });
  try {
    const row = db.prepare("SELECT body_text FROM outbox WHERE to_address = ? AND kind = 'org-invite' ORDER BY id DESC LIMIT 1").get(to) as
      { body_text: string } | undefined;
    const m = row?.body_text.match(/https?:\/\/[^\s]+\/enterprise-invite\/[\w-]+/);
    if (!m) throw new Error(`no invitation mail for ${to}`);
    return new URL(m[0]).pathname;
  } finally {
    db.close();
  }
}

async function signUpHere(page: Page, email: string, name: string) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
}

async function verify(page: Page, email: string) {
  await page.goto(mailLink(email, "verify"));
  await page.getByRole("button", { name: "Verify my email" }).click();
  await expect(page).toHaveURL(/\/learn\/home$/);
}

test("an admin invites a member, who accepts, takes a seat and sees only the included courses", async ({ browser }, info) => {
  const project = info.project.name;
  const adminEmail = uniqueEmail("org-admin", project);
  const memberEmail = uniqueEmail("org-member", project);
  const orgName = `Acme ${project}`;

  // The admin's account, then the organization (a subscription of 3 seats, one included course).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto("/signup");
  await signUpHere(admin, adminEmail, "Olga Admin");
  await expect(admin).toHaveURL(/\/learn\/home$/);
  await verify(admin, adminEmail);
  const db = openDb();
  let orgId: number;
  try {
    orgId = (
      db
        .prepare("INSERT INTO organizations (name, slug, kind) VALUES (?, ?, 'enterprise') RETURNING id")
        .get(orgName, `acme-${project}-${Date.now()}`) as { id: number }
    ).id;
    db.prepare(
      "INSERT INTO organization_subscriptions (organization_id, plan_code, plan_type, sub_type, seats, status, start_date, expiration_date) VALUES (?, 'enterprise-12-6003', 6003, 9000, 3, 'active', '2026-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')",
    ).run(orgId);
    db.prepare(
      "INSERT INTO organization_content_rules (organization_id, mode, target, author_id, work_id) VALUES (?, 'include', 'course', ?, ?)",
    ).run(orgId, INCLUDED.authorId, INCLUDED.collectionId);
    const adminId = (db.prepare("SELECT id FROM users WHERE email = ?").get(adminEmail) as { id: number }).id;
    db.prepare(
      "INSERT INTO organization_members (organization_id, user_id, role, is_admin, admin_level) VALUES (?, ?, 'Admin', 1, 'super_admin')",
    ).run(orgId, adminId);
  } finally {
    db.close();
  }

  // The admin area: invite with a seat.
  await admin.goto(`/enterprise-dashboard/${orgId}`);
  await expect(admin.getByRole("heading", { level: 1, name: orgName })).toBeVisible();
  await expect(admin.getByText("0 of 3 seats used")).toBeVisible();
  const invite = admin.getByRole("form", { name: "Invite someone" });
  await invite.getByLabel("E-mail").fill(memberEmail);
  await expect(invite.getByLabel("Seat")).toHaveValue(/\d+/);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByText(`Invitation sent to ${memberEmail}.`)).toBeVisible();
  await expect(admin.getByText(`${memberEmail} · Member · with a seat`)).toBeVisible();
  // The sent form starts empty again (no second invitation by a second click), with or without JavaScript.
  await expect(invite.getByLabel("E-mail")).toHaveValue("");

  // The member opens the mailed link, signs up (and comes back), verifies and accepts.
  const link = invitationLink(memberEmail);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(link);
  await expect(member.getByRole("heading", { name: `Join ${orgName}` })).toBeVisible();
  await expect(member.getByText(`Olga Admin invited ${memberEmail} to join ${orgName}`)).toBeVisible();
  await member.getByRole("link", { name: `New to Codelift? Create an account with ${memberEmail}` }).click();
  await expect(member).toHaveURL(/\/signup\?ru=/);
  await signUpHere(member, memberEmail, "Milo Member");
  await expect(member).toHaveURL(new RegExp(`${link}$`));
  await expect(member.getByText("Verify your e-mail address first")).toBeVisible();
  await verify(member, memberEmail);
  // Before joining, the catalogue lists the course the organization will not include.
  await member.goto("/explore?q=docker");
  await expect(member.getByRole("link", { name: NOT_INCLUDED.title })).toBeVisible();
  await member.goto(link);
  await member.getByRole("button", { name: `Accept and join ${orgName}` }).click();
  await expect(member).toHaveURL(/\/learn\/home$/);
  await expect(member.getByText(`You joined ${orgName}.`)).toBeVisible();

  // The seat is taken: the admin area counts it and shows it on the member.
  await admin.goto(`/enterprise-dashboard/${orgId}`);
  await expect(admin.getByText("1 of 3 seats used")).toBeVisible();
  const row = admin.getByRole("listitem").filter({ hasText: memberEmail });
  await expect(row).toContainText("Member");
  await expect(row).toContainText("Seat: enterprise-12-6003");

  // The member sees only the included course, and a course outside the list is closed.
  await member.goto("/explore?q=react");
  await expect(member.getByRole("link", { name: INCLUDED.title })).toBeVisible();
  await member.goto("/explore?q=docker");
  await expect(member.getByText(NOT_INCLUDED.title)).toHaveCount(0);
  await member.goto("/explore");
  await expect(member.getByText(NOT_INCLUDED.title)).toHaveCount(0);
  const closed = await member.goto(`/courses/${NOT_INCLUDED.slug}`);
  expect(closed?.status()).toBe(403);
  const open = await member.goto(`/courses/${INCLUDED.slug}`);
  expect(open?.status()).toBe(200);
  await expect(member.getByRole("heading", { level: 1, name: INCLUDED.title })).toBeVisible();

  // At a phone's width the admin area has no sideways scroll.
  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.goto(`/enterprise-dashboard/${orgId}`);
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth).catch(() => 0);
  expect(overflow).toBeLessThanOrEqual(0);

  await adminContext.close();
  await memberContext.close();
});

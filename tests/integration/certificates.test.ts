// Certificates (docs/product/hands-on.md#certificates) against a real server: completing a course's
// last lesson issues the certificate (pending until the learner confirms their name, then active),
// its public page, PDF and image; revocation by an admin of the learner's organization (refused to
// an admin of another organization and to the learner), after which it no longer verifies; the
// certificate links carry the state the analytics click type follows; and a learning path's
// certificate, issued once every course of the path is complete.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visibleText } from "./helpers/html";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let learner: Client;
let ownAdmin: Client;
let otherAdmin: Client;

const COURSE = "modern-javascript-essentials";
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const courseId = (slug: string) => (server.db.prepare("SELECT id FROM courses WHERE url_slug = ?").get(slug) as { id: number }).id;
const requiredLessons = (slug: string) =>
  server.db.prepare("SELECT id, slug FROM lessons WHERE course_id = ? AND is_optional = 0 ORDER BY id").all(courseId(slug)) as {
    id: number;
    slug: string;
  }[];
function completeLessons(email: string, slug: string, lessons: { id: number }[]) {
  const insert = server.db.prepare(
    "INSERT INTO lesson_progress (user_id, lesson_id, course_id, last_visited_at, completed_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET completed_at = excluded.completed_at",
  );
  const at = new Date().toISOString();
  for (const l of lessons) insert.run(userId(email), l.id, courseId(slug), at, at);
}
function giveSubscription(email: string) {
  server.db
    .prepare(
      "INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date) VALUES (?, '300-12-6000', 300, 12, 6000, 'active', 0, '2025-01-01', '2099-01-01')",
    )
    .run(userId(email));
}
function organization(slug: string, admin: string, members: string[]) {
  const { id } = server.db.prepare("INSERT INTO organizations (name, slug, kind) VALUES (?, ?, 'enterprise') RETURNING id").get(slug, slug) as {
    id: number;
  };
  server.db
    .prepare("INSERT INTO organization_members (organization_id, user_id, role, is_admin, admin_level) VALUES (?, ?, 'Admin', 1, 'super_admin')")
    .run(id, userId(admin));
  for (const m of members)
    server.db.prepare("INSERT INTO organization_members (organization_id, user_id, role) VALUES (?, ?, 'Member')").run(id, userId(m));
}
const certificates = (email: string) =>
  server.db.prepare("SELECT * FROM earned_certificates WHERE user_id = ? ORDER BY issued_at").all(userId(email)) as {
    id: string;
    kind: string;
    state: string;
    title: string;
    revoked_reason: string | null;
  }[];

beforeAll(async () => {
  server = await startServer();
  learner = (await signUpVerified(server, { email: "cert-learner@example.com", fullName: "Grace Learner" })).client;
  ownAdmin = (await signUpVerified(server, { email: "cert-admin@example.com" })).client;
  otherAdmin = (await signUpVerified(server, { email: "cert-other-admin@example.com" })).client;
  giveSubscription("cert-learner@example.com");
  organization("cert-own-org", "cert-admin@example.com", ["cert-learner@example.com"]);
  organization("cert-other-org", "cert-other-admin@example.com", []);
});
afterAll(() => server?.stop());

describe("a course's certificate", () => {
  let id = "";

  it("is issued when the last required lesson is completed, waiting for the learner's name", async () => {
    const lessons = requiredLessons(COURSE);
    expect(lessons.length).toBeGreaterThan(1);
    completeLessons("cert-learner@example.com", COURSE, lessons.slice(0, -1));
    expect(certificates("cert-learner@example.com")).toHaveLength(0);
    const last = lessons[lessons.length - 1]!;
    const res = await learner.postForm(`/coursesv3/${COURSE}/${last.slug}`, { intent: "complete", completed: "true" });
    expect(res.status).toBe(302);
    const [cert] = certificates("cert-learner@example.com");
    expect(cert).toMatchObject({ kind: "course", state: "pending_verification", title: "Modern JavaScript Essentials" });
    id = cert!.id;

    const anon = visibleText(await (await server.client().get(`/certificates/${id}`)).text());
    expect(anon).toContain("This certificate is waiting for the learner to confirm their name.");
    expect(anon).toContain("completed the course");
    const home = await (await learner.get("/learn/home")).text();
    expect(home).toContain(`data-certificate-state="pending_verification"`);
    expect(visibleText(home)).toContain("Your certificates");
  });

  it("verifies once the learner confirms their name: page, PDF and image; links carry the state (and from_email)", async () => {
    // the name rule of every form that takes a name: letters and spaces, 5–50, its messages (shown on the page)
    for (const [name, message] of [
      ["Grace B. Learner", "Invalid Name. You can only use Alphabets."],
      ["Gra", "Name should be at least 5 digits long."],
      ["G".repeat(51), "Name should be at max 50 digits long."],
      ["  ", "Name is required."],
    ]) {
      const refused = await learner.postForm(`/certificates/${id}`, { intent: "confirm-name", name });
      expect(refused.status).toBe(400);
      expect(visibleText(await refused.text())).toContain(message);
    }
    expect(certificates("cert-learner@example.com")[0]!.state).toBe("pending_verification");
    expect((await learner.postForm(`/certificates/${id}`, { intent: "confirm-name", name: " Grace Learner " })).status).toBe(302);
    expect(certificates("cert-learner@example.com")[0]!.state).toBe("active");
    const page = await (await server.client().get(`/certificates/${id}?from_email=1`)).text();
    expect(visibleText(page)).toContain("This certificate is valid.");
    expect(visibleText(page)).toContain("Grace Learner");
    expect(page).toContain(`href="/certificates/${id}/certificate.pdf" data-certificate-state="active" data-from-email="true"`);
    const pdf = await server.client().get(`/certificates/${id}/certificate.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1500);
    const svg = await (await server.client().get(`/certificates/${id}/image.svg`)).text();
    expect(svg).toContain("Grace Learner");
    expect(svg).toContain("Verified");
    expect((await server.client().get("/certificates/zz/certificate.pdf")).status).toBe(404);
  });

  it("is revoked by an admin of the learner's organization only, and then no longer verifies", async () => {
    for (const who of [otherAdmin, learner]) {
      const refused = await who.postForm(`/certificates/${id}`, { intent: "revoke", reason: "not theirs to revoke" });
      expect(refused.status).toBe(403);
    }
    expect(certificates("cert-learner@example.com")[0]!.state).toBe("active");
    expect(visibleText(await (await otherAdmin.get(`/certificates/${id}`)).text())).not.toContain("Reason for revoking");
    expect(visibleText(await (await ownAdmin.get(`/certificates/${id}`)).text())).toContain("Reason for revoking");
    const blank = await ownAdmin.postForm(`/certificates/${id}`, { intent: "revoke", reason: "" });
    expect(blank.status).toBe(400);
    expect(certificates("cert-learner@example.com")[0]!.state).toBe("active");

    expect((await ownAdmin.postForm(`/certificates/${id}`, { intent: "revoke", reason: "Shared answers with another learner" })).status).toBe(302);
    expect(certificates("cert-learner@example.com")[0]).toMatchObject({
      state: "revoked_by_admin",
      revoked_reason: "Shared answers with another learner",
    });
    const page = visibleText(await (await server.client().get(`/certificates/${id}`)).text());
    expect(page).toContain("This certificate was revoked and is no longer valid.");
    expect(page).toContain("Reason: Shared answers with another learner");
    expect(page).not.toContain("This certificate is valid.");
    expect(await (await server.client().get(`/certificates/${id}/image.svg`)).text()).toContain("Revoked");
  });
});

describe("a learning path's certificate", () => {
  it("is issued once every course of the path is complete, and only then", async () => {
    const prevUrl = process.env.DATABASE_URL;
    process.env.DATABASE_URL = server.dbFile;
    try {
      const { issuePathCertificate } = await import("../../app/services/certificates.server");
      const path = server.db.prepare("SELECT id, title FROM learning_paths ORDER BY id LIMIT 1").get() as { id: number; title: string };
      const courses = server.db
        .prepare(
          "SELECT c.url_slug AS slug FROM learning_path_courses p JOIN courses c ON c.id = p.course_id WHERE p.path_id = ? ORDER BY p.position",
        )
        .all(path.id) as { slug: string }[];
      expect(courses.length).toBeGreaterThan(1);
      const email = "cert-learner@example.com";
      for (const c of courses.slice(0, -1)) completeLessons(email, c.slug, requiredLessons(c.slug));
      expect(await issuePathCertificate(userId(email), path.id)).toBeNull();
      completeLessons(email, courses[courses.length - 1]!.slug, requiredLessons(courses[courses.length - 1]!.slug));
      const cert = await issuePathCertificate(userId(email), path.id);
      expect(cert).toMatchObject({ kind: "path", subjectId: path.id, title: path.title, state: "active" });
      expect((await issuePathCertificate(userId(email), path.id))!.id, "issued once").toBe(cert!.id);
      expect(await issuePathCertificate(userId(email), 987654)).toBeNull();
      expect(visibleText(await (await server.client().get(`/certificates/${cert!.id}`)).text())).toContain("completed the learning path");
    } finally {
      process.env.DATABASE_URL = prevUrl;
    }
  });
});

// Search by audience, white-label hosts and the business domain (docs/product/catalog.md#search-by-audience,
// docs/product/white-label.md), over HTTP on SQLite and on PostgreSQL: each filter category finds
// real rows, the form follows the audience, the host table brands /signup and /trial, the
// team-product redirect uses only configuration, and the business domain sends visitors to log in.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliOn } from "./helpers/cli";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";
import { visibleText } from "./helpers/html";
import type { Client } from "./helpers/server";

const TEAM_ORIGIN = "https://teams.codelift.test";

/** A GET as a browser on another host name sends it (Host is not settable with fetch). */
function getOnHost(baseUrl: string, host: string, pathname: string): Promise<{ status: number; location: string | undefined; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: Number(url.port), path: pathname, method: "GET", headers: { Host: host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const kinds = (html: string) => [...html.matchAll(/data-kind="([^"]+)"/g)].map((m) => m[1]);
const headerForm = (html: string) => /<form[^>]*data-search-form="([^"]+)"/.exec(html)?.[1];

describe.each(ENGINES)("search by audience, white-label hosts and the business domain on %s", (engine) => {
  let site: EngineServer;
  let member: Client;
  let learner: Client;

  beforeAll(async () => {
    site = await startServerOn(engine, { TEAM_PRODUCT_ORIGIN: TEAM_ORIGIN });
    learner = await site.signUpVerified({ email: `audience-learner-${engine}@example.com` });
    member = site.client();
    expect((await member.postJson("/api/user/login", { email: "member@globex.test", password: "globex-member-2026" })).status).toBe(200);
  }, 180_000);
  afterAll(async () => site?.stop());
  /** A statement that returns no rows, on either engine. */
  const exec = async (text: string, values: unknown[] = []) => {
    if (engine === "sqlite") site.server.db.prepare(text).run(...values);
    else await site.query(text, values);
  };

  it("every filter category finds its own kind of item from the catalogue", async () => {
    const expected: Record<string, string> = {
      paths: "path",
      cloudLabs: "cloudlab",
      courses: "course",
      assessments: "assessment",
      projects: "project",
      mockInterviews: "mock-interview",
    };
    for (const [category, kind] of Object.entries(expected)) {
      const res = await learner.get(`/search?category=${category}`);
      expect(res.status, category).toBe(200);
      const found = kinds(await res.text());
      expect(found.length, category).toBeGreaterThan(0);
      expect(new Set(found), category).toEqual(new Set([kind]));
    }
    const all = kinds(await (await learner.get("/search")).text());
    expect(all.length).toBe(10); // one page
    expect((await learner.get("/search?page=2")).status).toBe(200);
  });

  it("the words search the courses' full text and the other kinds' titles; difficulty keeps its level", async () => {
    const [course] = await site.query<{ title: string; difficulty: string }>("SELECT title, difficulty FROM courses ORDER BY id LIMIT 1");
    const html = await (await learner.get(`/search?category=courses&q=${encodeURIComponent(course!.title)}`)).text();
    expect(visibleText(html)).toContain(course!.title);
    const levels = await (await learner.get(`/search?category=all&difficulty=${course!.difficulty}`)).text();
    const found = kinds(levels);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((k) => k === "course" || k === "path")).toBe(true);
    const [path] = await site.query<{ title: string }>("SELECT title FROM learning_paths ORDER BY id LIMIT 1");
    const paths = await (await learner.get(`/search?category=paths&q=${encodeURIComponent(path!.title)}`)).text();
    expect(visibleText(paths)).toContain(path!.title);
    const none = await (await learner.get("/search?q=zzzqqqxxnothing")).text();
    expect(visibleText(none)).toContain("Nothing matches this search. Try fewer words or another category.");
  });

  it("the featured languages are offered, and bad filters answer 400 with a sentence", async () => {
    const text = visibleText(await (await site.client().get("/search")).text());
    expect(text).toContain("Popular languages: TypeScript · C++ · Rust · JavaScript · Go · Python");
    const bad = await site.client().get("/search?category=videos");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The category must be one of: all, paths, cloudLabs, courses, assessments, projects, mockInterviews.");
    const level = await site.client().get("/search?difficulty=expert");
    expect(level.status).toBe(400);
    expect(await level.text()).toContain("The difficulty must be beginner, intermediate or advanced.");
  });

  it("individuals and visitors get the dropdown; a member of an organization with b2b_search_experience the full-text form without mock interviews", async () => {
    expect(headerForm(await (await site.client().get("/explore")).text())).toBe("dropdown");
    expect(headerForm(await (await learner.get("/explore")).text())).toBe("dropdown");
    expect(headerForm(await (await member.get("/explore")).text())).toBe("dropdown");
    expect((await member.get("/search?category=mockInterviews")).status).toBe(200);

    await exec("UPDATE organizations SET feature_flags = ? WHERE slug = 'globex'", [
      JSON.stringify({ can_access_learning_plans: true, onboarding_enabled: true, is_training_enabled: true, b2b_search_experience: true }),
    ]);
    const page = await (await member.get("/explore")).text();
    expect(headerForm(page)).toBe("full_text");
    expect(page).toMatch(/<form[^>]*action="\/search"[^>]*data-search-form="full_text"/);
    const refused = await member.get("/search?category=mockInterviews");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Mock interviews are not searchable for members of an organization with the business search.");
    const options = await (await member.get("/search")).text();
    expect(options).not.toContain('value="mockInterviews"');
    expect(headerForm(await (await learner.get("/explore")).text())).toBe("dropdown");
  });

  it("a member's courses come in order of overlap with the organization's preferred categories, then rank", async () => {
    const courseSlugs = (html: string) => [...html.matchAll(/data-kind="course">[\s\S]*?href="\/courses\/([^"?]+)"/g)].map((m) => m[1]!);
    const before = courseSlugs(await (await member.get("/search?category=courses")).text());
    expect(before.length).toBeGreaterThan(1);
    const last = before[before.length - 1]!;
    const [cat] = await site.query<{ slug: string }>("SELECT c.slug FROM courses k JOIN categories c ON c.id = k.category_id WHERE k.url_slug = ?", [
      last,
    ]);
    await exec("UPDATE organizations SET preferred_categories = ? WHERE slug = 'globex'", [JSON.stringify([cat!.slug])]);
    const after = courseSlugs(await (await member.get("/search?category=courses")).text());
    const inCategory = new Set(
      (
        await site.query<{ url_slug: string }>(
          "SELECT k.url_slug FROM courses k JOIN categories c ON c.id = k.category_id LEFT JOIN course_tags t ON t.course_id = k.id LEFT JOIN categories tc ON tc.id = t.category_id WHERE c.slug = ? OR tc.slug = ?",
          [cat!.slug, cat!.slug],
        )
      ).map((r) => r.url_slug),
    );
    const lead = after.slice(0, after.filter((s) => inCategory.has(s)).length);
    expect(lead.every((s) => inCategory.has(s))).toBe(true);
    if (!inCategory.has(before[0]!)) expect(after[0]).not.toBe(before[0]);
    await exec("UPDATE organizations SET preferred_categories = '[]' WHERE slug = 'globex'");
  });

  it("a white-label host serves /signup and /trial in its name and colours; unknown hosts get the normal site", async () => {
    const signup = await getOnHost(site.server.baseUrl, "academy.localhost:3000", "/signup");
    expect(signup.status).toBe(200);
    expect(visibleText(signup.body)).toContain("Create your Northwind Academy account");
    expect(signup.body).toContain("--accent:#0f766e");
    expect(signup.body).toContain("background:#134e4a");
    const trial = await getOnHost(site.server.baseUrl, "ACADEMY.localhost", "/trial");
    expect(visibleText(trial.body)).toContain("Northwind Academy free trial");
    for (const host of ["other.example", "academy.localhost.evil.example"]) {
      const plain = await getOnHost(site.server.baseUrl, host, "/signup");
      expect(plain.status).toBe(200);
      expect(visibleText(plain.body)).toContain("Create your account");
      expect(plain.body).not.toContain("Northwind");
    }
    // the page cache keeps each host's page apart
    const again = await getOnHost(site.server.baseUrl, "academy.localhost", "/signup");
    expect(again.body).toContain("Northwind Academy");
  });

  it("staff configure the hosts with codelift white-label; bad values change nothing", async () => {
    const cli = cliOn(site.databaseUrl);
    const set = await cli.json(["white-label", "set", "Learn.Partner.example", "--name", "Partner U", "--primary", "#AA0000", "--accent", "#003300"]);
    expect(set.message).toBe("learn.partner.example now serves the sign-up and trial pages as Partner U.");
    const listed = await cli.json(["white-label", "list"]);
    expect(listed.hosts).toContainEqual({ host: "learn.partner.example", name: "Partner U", primary_color: "#aa0000", accent_color: "#003300" });
    const page = await getOnHost(site.server.baseUrl, "learn.partner.example", "/trial");
    expect(visibleText(page.body)).toContain("Partner U free trial");
    expect(page.body).toContain("--accent:#aa0000");
    await cli.expectBadInput(
      ["white-label", "set", "learn.partner.example", "--name", "X", "--primary", "red", "--accent", "#000000"],
      /A colour must be #rrggbb/,
    );
    await cli.expectBadInput(
      ["white-label", "set", "http://x.example:80/", "--name", "X", "--primary", "#000000", "--accent", "#000000"],
      /The host must be a host name/,
    );
    expect((await cli.json(["white-label", "list"])).hosts.find((h: { host: string }) => h.host === "learn.partner.example").name).toBe("Partner U");
    expect((await cli.json(["white-label", "remove", "learn.partner.example"])).message).toBe(
      "learn.partner.example no longer serves white-label pages.",
    );
    await cli.expectBadInput(["white-label", "remove", "learn.partner.example"], "No white-label host is named learn.partner.example.");
    const gone = await getOnHost(site.server.baseUrl, "learn.partner.example", "/trial");
    expect(gone.body).not.toContain("Partner U");
  });

  it("the team-product redirect goes to the configured origin, with the optional subdomain, whatever the Host", async () => {
    const plain = await getOnHost(site.server.baseUrl, "evil.example", "/team-product");
    expect(plain.status).toBe(302);
    expect(plain.location).toBe("https://teams.codelift.test/");
    const sub = await getOnHost(site.server.baseUrl, "evil.example", "/team-product/Acme-1");
    expect(sub.status).toBe(302);
    expect(sub.location).toBe("https://acme-1.teams.codelift.test/");
    const bad = await site.client().get("/team-product/-bad-");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The subdomain may hold only letters, digits and hyphens (at most 63), not starting or ending with a hyphen.");
  });

  it("on the business domain a visitor is sent to log in from free, unpriced and individual-only courses", async () => {
    const [free] = await site.query<{ url_slug: string }>("SELECT url_slug FROM courses WHERE is_free = ? ORDER BY id LIMIT 1", [
      engine === "postgres" ? true : 1,
    ]);
    const paid = await site.query<{ id: number; url_slug: string }>(
      "SELECT id, url_slug FROM courses WHERE is_free = ? AND list_price_cents > 0 ORDER BY id LIMIT 3",
      [engine === "postgres" ? false : 0],
    );
    expect(free && paid.length === 3).toBeTruthy();
    const unpriced = paid[2]!;
    const priced = paid.slice(0, 2);
    await exec("UPDATE courses SET list_price_cents = NULL WHERE id = ?", [unpriced.id]);
    for (const slug of [free!.url_slug, unpriced.url_slug]) {
      const res = await getOnHost(site.server.baseUrl, "teams.codelift.test", `/courses/${slug}`);
      expect(res.status, slug).toBe(302);
      expect(res.location).toBe(`/login?ru=${encodeURIComponent(`/courses/${slug}`)}`);
      // the normal site still shows it
      expect((await getOnHost(site.server.baseUrl, "localhost", `/courses/${slug}`)).status).toBe(200);
    }
    // a subdomain of the team product is the business domain too
    expect((await getOnHost(site.server.baseUrl, "acme.teams.codelift.test", `/courses/${free!.url_slug}`)).status).toBe(302);
    expect((await getOnHost(site.server.baseUrl, "teams.codelift.test", `/courses/${priced[0]!.url_slug}`)).status).toBe(200);

    // the special tag
    await exec("INSERT INTO categories (slug, name, description) VALUES ('individual-only', 'Individual only', 'Not on the business domain')");
    const [tag] = await site.query<{ id: number }>("SELECT id FROM categories WHERE slug = 'individual-only'");
    await exec("INSERT INTO course_tags (course_id, category_id) VALUES (?, ?)", [priced[1]!.id, tag!.id]);
    const tagged = await getOnHost(site.server.baseUrl, "teams.codelift.test", `/courses/${priced[1]!.url_slug}`);
    expect(tagged.status).toBe(302);
    expect(tagged.location).toContain("/login?ru=");

    // logged in, the rule does not apply
    const cookie = [...learner.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const signedIn = await new Promise<number>((resolve, reject) => {
      const url = new URL(site.server.baseUrl);
      const req = http.request(
        { host: url.hostname, port: Number(url.port), path: `/courses/${free!.url_slug}`, headers: { Host: "teams.codelift.test", Cookie: cookie } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(signedIn).toBe(200);
  });
});

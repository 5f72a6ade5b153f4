// Catalog fixtures written straight into the test server's database, so the catalog tests do
// not depend on the seeded content (which changes as courses are written).
import type Database from "better-sqlite3";
import { expect } from "vitest";
import { sessionsJustSeen } from "./helpers/server";

export interface FixtureLesson {
  slug: string;
  title: string;
  summary?: string;
  minutes?: number;
  body?: string;
  optional?: boolean;
}
export interface FixtureCourse {
  authorId: number;
  collectionId: number;
  slug: string;
  title: string;
  summary: string;
  category: string;
  tags?: string[];
  difficulty: "beginner" | "intermediate" | "advanced";
  isFree?: boolean;
  isEarlyAccess?: boolean;
  rank?: number;
  deprecated?: { status?: "marked" | "deleted"; expiresAt?: string | null; replacements: string[] };
  sections: { title: string; lessons: FixtureLesson[] }[];
}

export const AUTHOR = 777;

const body = (title: string) => `## ${title}

Zebrafish text for **${title}**, with \`inline code\`.

\`\`\`javascript
console.log(${JSON.stringify(title)});
\`\`\`

After the code.`;

export const FIXTURE_CATEGORIES = [
  { slug: "lab-one", name: "Lab One", description: "Fixture category one." },
  { slug: "lab-two", name: "Lab Two", description: "Fixture category two." },
];

export const FIXTURE_COURSES: FixtureCourse[] = [
  {
    authorId: AUTHOR,
    collectionId: 9001,
    slug: "zebrafish-free-basics",
    title: "Zebrafish Free Basics",
    summary: "A free course about aquarium scripting.",
    category: "lab-one",
    difficulty: "beginner",
    isFree: true,
    rank: 1,
    sections: [
      {
        title: "First Steps",
        lessons: [
          { slug: "hello", title: "Hello Fish" },
          { slug: "water", title: "Water Chemistry" },
        ],
      },
      { title: "Going Further", lessons: [{ slug: "tanks", title: "Bigger Tanks" }] },
    ],
  },
  {
    authorId: AUTHOR,
    collectionId: 9002,
    slug: "zebrafish-paid-patterns",
    title: "Zebrafish Paid Patterns",
    summary: "Intermediate patterns for shoals, schools and streams.",
    category: "lab-one",
    tags: ["lab-two"],
    difficulty: "intermediate",
    isEarlyAccess: true,
    rank: 2,
    sections: [
      {
        title: "Shoals",
        lessons: [
          { slug: "preview", title: "Preview Lesson" },
          { slug: "locked", title: "Locked Lesson" },
        ],
      },
      { title: "Streams", lessons: [{ slug: "extra", title: "Extra Credit", optional: true, minutes: 4 }] },
    ],
  },
  {
    authorId: AUTHOR,
    collectionId: 9003,
    slug: "zebrafish-legacy-toolkit",
    title: "Zebrafish Legacy Toolkit",
    summary: "The old zebrafish way.",
    category: "lab-one",
    difficulty: "beginner",
    // Free, so that a visitor reads both lessons (each lesson view is its own banner scope).
    isFree: true,
    rank: 3,
    deprecated: { replacements: ["zebrafish-free-basics", "zebrafish-paid-patterns"] },
    sections: [
      {
        title: "Old Ways",
        lessons: [
          { slug: "old-one", title: "Old One" },
          { slug: "old-two", title: "Old Two" },
        ],
      },
    ],
  },
  {
    authorId: AUTHOR,
    collectionId: 9004,
    slug: "zebrafish-sunset-guide",
    title: "Zebrafish Sunset Guide",
    summary: "Closed for good.",
    category: "lab-two",
    difficulty: "advanced",
    isFree: true,
    deprecated: { status: "deleted", expiresAt: "2020-01-31T00:00:00.000Z", replacements: ["zebrafish-paid-patterns"] },
    sections: [{ title: "Dusk", lessons: [{ slug: "dusk", title: "Dusk" }] }],
  },
];

/** Inserts the fixture catalog and a learning path; returns course ids by slug. */
export function insertCatalogFixtures(db: Database.Database): Map<string, number> {
  const ids = new Map<string, number>();
  db.transaction(() => {
    const cat = new Map<string, number>();
    for (const c of FIXTURE_CATEGORIES) {
      const r = db.prepare("INSERT INTO categories (slug, name, description) VALUES (?, ?, ?)").run(c.slug, c.name, c.description);
      cat.set(c.slug, Number(r.lastInsertRowid));
    }
    for (const c of FIXTURE_COURSES) {
      const dep = c.deprecated;
      const r = db
        .prepare(
          `INSERT INTO courses (author_id, collection_id, url_slug, title, summary, category_id, difficulty, is_free, is_early_access, rank,
             is_marked_for_deletion, metadata_status, deletion_time, course_expiration_date, show_banner_on_deleted_course)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          c.authorId,
          c.collectionId,
          c.slug,
          c.title,
          c.summary,
          cat.get(c.category),
          c.difficulty,
          c.isFree ? 1 : 0,
          c.isEarlyAccess ? 1 : 0,
          c.rank ?? 50,
          dep && dep.status !== "deleted" ? 1 : 0,
          dep?.status === "deleted" ? "deleted" : "active",
          dep ? "2026-01-01T00:00:00.000Z" : null,
          dep?.expiresAt ?? null,
          dep ? 1 : 0,
        );
      const courseId = Number(r.lastInsertRowid);
      ids.set(c.slug, courseId);
      for (const t of c.tags ?? []) db.prepare("INSERT INTO course_tags (course_id, category_id) VALUES (?, ?)").run(courseId, cat.get(t));
      let pageId = 0;
      c.sections.forEach((s, si) => {
        const sec = db.prepare("INSERT INTO course_sections (course_id, title, position) VALUES (?, ?, ?)").run(courseId, s.title, si);
        for (const l of s.lessons) {
          pageId += 1;
          db.prepare(
            `INSERT INTO lessons (course_id, section_id, page_id, slug, title, summary, minutes, body, position, is_optional)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          ).run(
            courseId,
            Number(sec.lastInsertRowid),
            pageId,
            l.slug,
            l.title,
            l.summary ?? `About ${l.title}.`,
            l.minutes ?? 5,
            l.body ?? body(l.title),
            pageId,
            l.optional ? 1 : 0,
          );
        }
      });
    }
    for (const c of FIXTURE_COURSES)
      c.deprecated?.replacements.forEach((slug, i) =>
        db.prepare("INSERT INTO course_alternatives (course_id, alternative_id, position) VALUES (?, ?, ?)").run(ids.get(c.slug), ids.get(slug), i),
      );
    const p = db
      .prepare("INSERT INTO learning_paths (author_id, path_id, slug, title, summary, difficulty) VALUES (?, ?, ?, ?, ?, ?)")
      .run(AUTHOR, 990001, "zebrafish-keeper", "Zebrafish Keeper Path", "From basics to patterns.", "beginner");
    ["zebrafish-free-basics", "zebrafish-paid-patterns"].forEach((slug, i) =>
      db
        .prepare("INSERT INTO learning_path_courses (path_id, course_id, position) VALUES (?, ?, ?)")
        .run(Number(p.lastInsertRowid), ids.get(slug), i),
    );
  })();
  return ids;
}

/** Gives a user a subscription row (checkout is not needed to test access). */
export function grantSubscription(db: Database.Database, email: string, opts: { status?: string; expiresAt: string }) {
  const user = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
  db.prepare(
    `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
     VALUES (?, '300-12-6000', 300, 12, 6000, ?, 29900, '2025-01-01T00:00:00.000Z', ?)`,
  ).run(user.id, opts.status ?? "active", opts.expiresAt);
  return user.id;
}

export const FUTURE = "2099-01-01T00:00:00.000Z";
export const PAST = "2020-01-01T00:00:00.000Z";

/** Changes whenever any connection (the server's) commits a write to the file: SQLite's data_version. */
const dataVersion = (db: Database.Database) => db.pragma("data_version", { simple: true }) as number;

/** Sends a request and asserts that the server wrote nothing to the database while answering it. */
export async function withoutWrites<T>(db: Database.Database, send: () => Promise<T>): Promise<T> {
  sessionsJustSeen(db);
  const before = dataVersion(db);
  const result = await send();
  expect(dataVersion(db), "the request wrote to the database").toBe(before);
  return result;
}

/** Inserts `count` listed courses of one category ("lab-paging"), ranked 1…count, for paging tests. */
export function insertPagingCourses(db: Database.Database, count: number): string[] {
  const titles: string[] = [];
  db.transaction(() => {
    const cat = db
      .prepare("INSERT INTO categories (slug, name, description) VALUES ('lab-paging', 'Lab Paging', 'Fixture category for paging.')")
      .run();
    for (let i = 1; i <= count; i++) {
      const n = String(i).padStart(2, "0");
      const title = `Quokka Paging ${n}`;
      const r = db
        .prepare(
          `INSERT INTO courses (author_id, collection_id, url_slug, title, summary, category_id, difficulty, is_free, is_early_access, rank)
           VALUES (?, ?, ?, ?, ?, ?, ?, 1, 0, ?)`,
        )
        .run(
          AUTHOR,
          9100 + i,
          `quokka-paging-${n}`,
          title,
          "A quokka course for paging.",
          Number(cat.lastInsertRowid),
          i % 2 ? "beginner" : "advanced",
          i,
        );
      const sec = db.prepare("INSERT INTO course_sections (course_id, title, position) VALUES (?, 'Only', 0)").run(Number(r.lastInsertRowid));
      db.prepare(
        `INSERT INTO lessons (course_id, section_id, page_id, slug, title, summary, minutes, body, position, is_optional)
         VALUES (?, ?, 1, 'one', 'One', 'About one.', 5, 'Quokka text.', 1, 0)`,
      ).run(Number(r.lastInsertRowid), Number(sec.lastInsertRowid));
      titles.push(title);
    }
  })();
  return titles;
}

// `codelift db seed --scale N`: a large, realistic dataset on top of the normal seed, to measure
// that a page's cost does not grow with the data (bench:scale). Per unit of N: 16 courses with
// about 94 lessons (written from the seeded courses' real lessons), 1,000 learners, 20,000
// lesson visits (two thirds completed) and 10,000 coach submissions and runs. N = 100 gives
// about 1,600 courses, 9,400 lessons, 100,000 learners, 2 million lesson-progress rows and
// 1 million coach submissions. Same N, same data (a seeded generator).
//
// Written with prepared statements in batches of one transaction each, straight on the SQLite
// handle: drizzle's per-row builder would take minutes here.
import type Database from "better-sqlite3";
import { mulberry32 } from "../app/engine/prng";

export const SCALE_PER_UNIT = { courses: 16, lessons: 94, learners: 1000, progress: 20_000, submissions: 10_000 } as const;
/** The domain of generated learners' addresses; they cannot log in (one unusable password hash). */
export const SCALE_EMAIL_DOMAIN = "scale.codelift.test";
const BATCH = 20_000;

export interface ScaleSummary {
  n: number;
  courses: number;
  lessons: number;
  learners: number;
  lessonProgress: number;
  coachSubmissions: number;
  seconds: number;
}

const TOPICS = [
  "Practical",
  "Modern",
  "Applied",
  "Hands-on",
  "Advanced",
  "Essential",
  "Production",
  "Scalable",
  "Secure",
  "Fast",
  "Idiomatic",
  "Reliable",
  "Functional",
  "Concurrent",
  "Distributed",
  "Cloud-native",
  "Data-driven",
  "Test-driven",
  "Effective",
  "Pragmatic",
];
const SUBJECTS = [
  "Rust",
  "Go",
  "Python",
  "TypeScript",
  "Java",
  "Kotlin",
  "SQL",
  "GraphQL",
  "Kubernetes",
  "Docker",
  "React",
  "Vue",
  "Svelte",
  "Node.js",
  "Django",
  "Flask",
  "Spark",
  "Kafka",
  "Redis",
  "PostgreSQL",
  "Terraform",
  "AWS",
  "Azure",
  "Linux",
  "Bash",
  "C++",
  "C#",
  "Swift",
  "Elixir",
  "Haskell",
];
const FORMS = [
  "Fundamentals",
  "in Depth",
  "Patterns",
  "Workshop",
  "for Beginners",
  "Cookbook",
  "Deep Dive",
  "Interview Prep",
  "Projects",
  "Internals",
];
const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
const LANGUAGES = ["python", "javascript", "java", "cpp", "go"] as const;

/** Adds N units of generated data to a seeded database; returns the counts written and the time taken. */
export function seedScale(sqlite: Database.Database, n: number, now = new Date()): ScaleSummary {
  if (!Number.isInteger(n) || n < 1) throw new Error("The scale must be a whole number, 1 or more.");
  const started = performance.now();
  const rnd = mulberry32(0x5ca1e + n);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

  const categoryIds = (sqlite.prepare("SELECT id FROM categories ORDER BY id").all() as { id: number }[]).map((r) => r.id);
  const templates = sqlite
    .prepare("SELECT l.title, l.summary, l.minutes, l.body FROM lessons l ORDER BY l.course_id, l.position LIMIT 400")
    .all() as { title: string; summary: string; minutes: number; body: string }[];
  const problems = sqlite
    .prepare("SELECT p.id, p.module_id, p.group_id, pr.difficulty FROM coach_problems pr JOIN coach_pages p ON p.id = pr.page_id ORDER BY p.id")
    .all() as { id: number; module_id: number; group_id: number; difficulty: string }[];
  if (!categoryIds.length || !templates.length || !problems.length) throw new Error("Seed the database first: --scale adds to the normal seed.");
  const maxCollection = (sqlite.prepare("SELECT COALESCE(MAX(collection_id), 0) m FROM courses").get() as { m: number }).m;
  const firstUnit =
    (sqlite.prepare(`SELECT COUNT(*) c FROM users WHERE email LIKE '%@${SCALE_EMAIL_DOMAIN}'`).get() as { c: number }).c / SCALE_PER_UNIT.learners;

  const insertCourse = sqlite.prepare(
    `INSERT INTO courses (author_id, collection_id, url_slug, title, summary, category_id, difficulty, is_free, is_early_access, rank, list_price_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTag = sqlite.prepare("INSERT OR IGNORE INTO course_tags (course_id, category_id) VALUES (?, ?)");
  const insertSection = sqlite.prepare("INSERT INTO course_sections (course_id, title, position) VALUES (?, ?, ?)");
  const insertLesson = sqlite.prepare(
    `INSERT INTO lessons (course_id, section_id, page_id, slug, title, summary, minutes, body, position, is_optional)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  );
  const insertUser = sqlite.prepare("INSERT INTO users (email, full_name, password_hash, verified, created_at) VALUES (?, ?, ?, 1, ?)");
  const insertProgress = sqlite.prepare(
    "INSERT OR IGNORE INTO lesson_progress (user_id, lesson_id, course_id, last_visited_at, completed_at) VALUES (?, ?, ?, ?, ?)",
  );
  const insertSubmission = sqlite.prepare(
    `INSERT INTO coach_submissions (user_id, page_row_id, module_id, group_id, attempt_id, kind, language, code, difficulty, score,
       passed_testcases, total_testcases, execution_time, user_time_spent, created_at)
     VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, 10, ?, ?, ?)`,
  );
  const batch = (rows: number, write: (i: number) => void) => {
    for (let from = 0; from < rows; from += BATCH) {
      sqlite.exec("BEGIN IMMEDIATE");
      try {
        for (let i = from; i < Math.min(rows, from + BATCH); i++) write(i);
        sqlite.exec("COMMIT");
      } catch (e) {
        sqlite.exec("ROLLBACK");
        throw e;
      }
    }
  };

  // Courses, sections and lessons: one transaction per unit.
  const lessonRows: { id: number; courseId: number }[] = [];
  let courseCount = 0;
  batch(n, (unit) => {
    const u = firstUnit + unit;
    let lessonsLeft = SCALE_PER_UNIT.lessons;
    for (let k = 0; k < SCALE_PER_UNIT.courses; k++) {
      const seq = u * SCALE_PER_UNIT.courses + k;
      const title = `${pick(TOPICS)} ${pick(SUBJECTS)} ${pick(FORMS)} ${seq + 1}`;
      const slug = `${title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")}`;
      const isFree = rnd() < 0.12;
      const course = insertCourse.run(
        7000 + (seq % 50),
        maxCollection + 1 + seq,
        slug,
        title,
        `A ${pick(DIFFICULTIES)} course on ${title.replace(/ \d+$/, "")}: ${pick(templates).summary}`,
        pick(categoryIds),
        pick(DIFFICULTIES),
        isFree ? 1 : 0,
        rnd() < 0.05 ? 1 : 0,
        1000 + int(0, 9000),
        isFree ? null : 1900 + 100 * int(0, 80),
      );
      const courseId = Number(course.lastInsertRowid);
      courseCount++;
      if (rnd() < 0.5) insertTag.run(courseId, pick(categoryIds));
      // 5 to 7 lessons a course, so that 16 courses hold the unit's 94
      const coursesLeft = SCALE_PER_UNIT.courses - k;
      const count = coursesLeft === 1 ? lessonsLeft : Math.max(1, Math.min(7, Math.round(lessonsLeft / coursesLeft) + int(-1, 1)));
      lessonsLeft -= count;
      let page = 0;
      for (let s = 0; s * 3 < count; s++) {
        const section = Number(insertSection.run(courseId, `Part ${s + 1}`, s).lastInsertRowid);
        for (let j = 0; j < 3 && page < count; j++) {
          page++;
          const t = pick(templates);
          const lesson = insertLesson.run(courseId, section, page, `lesson-${page}`, `${t.title} (${page})`, t.summary, t.minutes, t.body, page);
          lessonRows.push({ id: Number(lesson.lastInsertRowid), courseId });
        }
      }
    }
  });

  // Learners: one unusable password hash for all (no one can sign in as them).
  const unusableHash = "unusable$scale-learner";
  const learners = n * SCALE_PER_UNIT.learners;
  const firstLearner = (sqlite.prepare("SELECT COALESCE(MAX(id), 0) m FROM users").get() as { m: number }).m + 1;
  const created = new Date(now.getTime() - 400 * 86_400_000).toISOString();
  batch(learners, (i) => {
    const seq = firstUnit * SCALE_PER_UNIT.learners + i;
    insertUser.run(`learner${seq + 1}@${SCALE_EMAIL_DOMAIN}`, `Learner ${seq + 1}`, unusableHash, created);
  });
  const learnerIds = (
    sqlite.prepare(`SELECT id FROM users WHERE id >= ? AND email LIKE '%@${SCALE_EMAIL_DOMAIN}' ORDER BY id`).all(firstLearner) as { id: number }[]
  ).map((r) => r.id);

  // Lesson progress: 20 visits a learner, through consecutive lessons from a random start (so
  // within a few courses, never twice the same lesson); two thirds completed.
  const dayMs = 86_400_000;
  const visits = SCALE_PER_UNIT.progress / SCALE_PER_UNIT.learners;
  let progress = 0;
  batch(learnerIds.length, (i) => {
    const user = learnerIds[i]!;
    const start = int(0, lessonRows.length - 1);
    for (let v = 0; v < Math.min(visits, lessonRows.length); v++) {
      const l = lessonRows[(start + v) % lessonRows.length]!;
      const at = new Date(now.getTime() - int(0, 365) * dayMs - int(0, dayMs)).toISOString();
      progress += insertProgress.run(user, l.id, l.courseId, at, rnd() < 0.67 ? at : null).changes;
    }
  });

  // Coach submissions and runs: 10 a learner.
  const perLearner = SCALE_PER_UNIT.submissions / SCALE_PER_UNIT.learners;
  batch(learnerIds.length, (i) => {
    const user = learnerIds[i]!;
    for (let k = 0; k < perLearner; k++) {
      const p = pick(problems);
      const total = 10;
      const passed = int(0, total);
      const at = new Date(now.getTime() - int(0, 365) * dayMs - int(0, dayMs)).toISOString();
      const lang = pick(LANGUAGES);
      insertSubmission.run(
        user,
        p.id,
        p.module_id,
        p.group_id,
        rnd() < 0.7 ? "submission" : "run",
        lang,
        `// ${lang} solution ${k + 1}\nreturn solve(input);\n`,
        p.difficulty,
        Math.round((100 * passed) / total),
        passed,
        Math.round(rnd() * 2000) / 1000,
        int(60, 3600),
        at,
      );
    }
  });

  return {
    n,
    courses: courseCount,
    lessons: lessonRows.length,
    learners: learnerIds.length,
    lessonProgress: progress,
    coachSubmissions: learnerIds.length * perLearner,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

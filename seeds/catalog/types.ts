// Shapes of the catalog seed data. Ids are given in the data so URLs never shift when content is added.
export type Difficulty = "beginner" | "intermediate" | "advanced";

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
}

interface SeedLesson {
  /** URL slug of the lesson, unique within its course: lowercase words joined by "-". */
  slug: string;
  title: string;
  /** One or two sentences: the brief_summary in the table of contents. */
  summary: string;
  /** Estimated reading time in minutes. */
  minutes: number;
  /** Markdown: real teaching text with fenced code samples (```lang). */
  body: string;
  optional?: boolean;
}

interface SeedSection {
  title: string;
  lessons: SeedLesson[];
}

export interface SeedCourse {
  authorId: number;
  collectionId: number;
  slug: string;
  title: string;
  summary: string;
  /** slug of a SeedCategory */
  category: string;
  /** extra category slugs the course is also tagged with (learner tags) */
  tags: string[];
  difficulty: Difficulty;
  isFree: boolean;
  isEarlyAccess: boolean;
  /** Lower ranks sort first in catalogues. */
  rank: number;
  deprecated?: {
    /** ISO date after which the course is no longer accessible; absent means lifetime access. */
    accessibleUntil?: string;
    /** slugs of replacement courses (additional_course_alternatives) */
    replacements: string[];
  };
  sections: SeedSection[];
}

export interface SeedPath {
  authorId: number;
  pathId: number;
  slug: string;
  title: string;
  summary: string;
  difficulty: Difficulty;
  /** slugs of the courses, in order */
  courseSlugs: string[];
  /** modules placed after the course at index `after` (seeds/catalog/modules.ts) */
  modules?: { slug: string; after: number; optional?: boolean }[];
}

/** A module: lessons taken from seeded courses, in order (docs/product/paths-and-modules.md#modules). */
export interface SeedModule {
  authorId: number;
  moduleId: number;
  slug: string;
  title: string;
  summary: string;
  standalone?: boolean;
  /** the course slug and the 0-based positions of its lessons in reading order */
  lessons: { course: string; take: number[] }[];
}

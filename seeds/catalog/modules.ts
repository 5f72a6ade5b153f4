import type { SeedModule } from "./types";

/** Modules: lessons picked from seeded courses, included by paths and plans (docs/product/paths-and-modules.md#modules). */
export const modules: SeedModule[] = [
  {
    authorId: 4831,
    moduleId: 300001,
    slug: "data-structures-for-the-front-end",
    title: "Data Structures for the Front End",
    summary: "The three structures every UI leans on: arrays and their costs, stacks and queues for undo and events, and hash tables for lookups.",
    lessons: [{ course: "data-structures-in-practice", take: [0, 1, 3] }],
  },
  {
    authorId: 4831,
    moduleId: 300002,
    slug: "big-o-in-one-sitting",
    title: "Big-O in One Sitting",
    summary: "Read and compare the cost of code with Big-O notation, then see it at work in binary search.",
    standalone: true,
    lessons: [{ course: "algorithms-and-complexity", take: [0, 1] }],
  },
];

export type { Difficulty, SeedCategory, SeedCourse, SeedLesson, SeedPath, SeedSection } from "./types";
export { categories } from "./categories";
export { courses } from "./courses";
export { paths } from "./paths";
export { modules } from "./modules";

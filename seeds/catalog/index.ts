export type { Difficulty } from "./types";
export { categories } from "./categories";
export { courses } from "./courses";
export { paths } from "./paths";
export { modules } from "./modules";

import type { SeedCourse } from "./types";
import { webDevelopmentCourses } from "./courses-web-development";
import { programmingLanguageCourses } from "./courses-programming-languages";
import { typescriptCourses } from "./courses-typescript";
import { sqlCourses } from "./courses-sql";
import { dataScienceCourses } from "./courses-data-science";
import { cloudDevopsCourses } from "./courses-cloud-devops";
import { kubernetesCourses } from "./courses-kubernetes";
import { csFundamentalsCourses } from "./courses-cs-fundamentals";
import { systemDesignCourses } from "./courses-system-design";
import { generativeAiCourses } from "./courses-generative-ai";

/** Every catalog course, ordered by collectionId. */
export const courses: SeedCourse[] = [
  ...webDevelopmentCourses,
  ...programmingLanguageCourses,
  ...typescriptCourses,
  ...sqlCourses,
  ...dataScienceCourses,
  ...cloudDevopsCourses,
  ...kubernetesCourses,
  ...csFundamentalsCourses,
  ...systemDesignCourses,
  ...generativeAiCourses,
].sort((a, b) => a.collectionId - b.collectionId);

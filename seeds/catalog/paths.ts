import type { SeedPath } from "./types";

export const paths: SeedPath[] = [
  {
    authorId: 4831,
    pathId: 200001,
    slug: "become-a-front-end-developer",
    title: "Become a Front-End Developer",
    summary: "Go from JavaScript fundamentals to building typed React applications, with the Git workflow every front-end team expects.",
    difficulty: "beginner",
    courseSlugs: ["modern-javascript-essentials", "git-github-essentials", "typescript-in-practice", "react-fundamentals"],
    modules: [{ slug: "data-structures-for-the-front-end", after: 0 }],
  },
  {
    authorId: 4831,
    pathId: 200002,
    slug: "backend-engineering-with-python-and-go",
    title: "Backend Engineering with Python and Go",
    summary:
      "Learn to build, ship and scale backend services: Python and Go, SQL databases, Docker containers and the system design behind reliable services.",
    difficulty: "intermediate",
    courseSlugs: ["python-for-programmers", "sql-for-developers", "go-for-backend-developers", "docker-and-containers", "system-design-fundamentals"],
  },
  {
    authorId: 4831,
    pathId: 200003,
    slug: "data-science-from-scratch",
    title: "Data Science from Scratch",
    summary: "Learn Python, query data with SQL, analyse it with pandas and build machine learning models with scikit-learn.",
    difficulty: "beginner",
    courseSlugs: ["python-for-programmers", "sql-for-developers", "pandas-data-analysis", "machine-learning-scikit-learn"],
  },
];

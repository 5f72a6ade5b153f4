import type { SeedCategory } from "./types";

export const categories: SeedCategory[] = [
  {
    slug: "web-development",
    name: "Web Development",
    description: "Build for the browser: modern JavaScript, the DOM, components with React and the tooling that ships front-end code to production.",
  },
  {
    slug: "programming-languages",
    name: "Programming Languages",
    description:
      "Learn a new language the way an experienced developer would: idioms, type systems, error handling and the standard library, without re-teaching what a loop is.",
  },
  {
    slug: "data-science",
    name: "Data Science",
    description:
      "Query, clean, analyse and model data with SQL, pandas and scikit-learn, and learn to tell a real signal from an accident of the sample.",
  },
  {
    slug: "cloud-devops",
    name: "Cloud and DevOps",
    description: "Version control, containers, orchestration and the habits that get code from a laptop to a reliable running service.",
  },
  {
    slug: "cs-fundamentals",
    name: "Computer Science Fundamentals",
    description:
      "Data structures, algorithms and complexity analysis explained with working code, so you can reason about performance instead of guessing.",
  },
  {
    slug: "system-design",
    name: "System Design",
    description:
      "Design services that scale and stay up: load balancing, caching, databases, queues and the trade-offs behind every architecture diagram.",
  },
  {
    slug: "generative-ai",
    name: "Generative AI",
    description:
      "Build applications on large language models: prompting, structured output, tool use, retrieval and evaluating what the model gives back.",
  },
];

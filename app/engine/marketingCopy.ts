// The copy of the marketing routes, as data: one MarketingPage renders each. Every call to action names a page that exists
// (tests/integration/marketing.test.ts follows every link of every marketing page).
import type { SeoPageKey } from "./seo";

export type Cta = { label: string; to: string; ghost?: boolean };
type Feature = { title: string; text: string };
type Faq = { q: string; a: string };

export interface MarketingContent {
  /** the SEO defaults of docs/product/catalog.md#marketing-and-seo, when the page has one; else title and description below */
  seoKey?: SeoPageKey;
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  lead: string;
  ctas: Cta[];
  features: { heading: string; items: Feature[] };
  /** the catalogue slice shown under the features (filled by the loader) */
  courses?: { heading: string; category?: string; q?: string; limit: number };
  steps?: { heading: string; items: Feature[] };
  links?: { heading: string; items: Cta[] };
  faq?: Faq[];
  closing: { heading: string; text: string; cta: Cta };
  /** some marketing routes force the light theme (docs/product/shell.md#theme) */
  forceLightTheme?: boolean;
}

const TEAM_FAQ: Faq[] = [
  { q: "How long is the trial?", a: "14 days with 5 seats, no card needed. We e-mail you a link to start it." },
  {
    q: "Can we choose which courses our people see?",
    a: "Yes. Admins include or exclude courses and whole categories; members see only what you allow.",
  },
  { q: "Do you support single sign-on?", a: "Yes, any OpenID Connect provider, on the Enterprise and Enterprise Plus plans." },
];

export const MARKETING: Record<string, MarketingContent> = {
  upskill: {
    title: "Upskill your engineering team with hands-on courses",
    description:
      "Close skill gaps without pulling engineers off their work: interactive courses, learning paths and progress reports for your whole team.",
    eyebrow: "For engineering leaders",
    heading: "Upskill your engineers without stopping the roadmap",
    lead: "Short, text-based lessons your developers finish between meetings, with code they run in the browser. You choose the courses and see who is learning what.",
    ctas: [
      { label: "Start a 14-day team trial", to: "/trial" },
      { label: "See team plans", to: "/enterprise", ghost: true },
    ],
    features: {
      heading: "Why teams pick Codelift",
      items: [
        { title: "Learn by doing", text: "Every lesson has code to change and run. No videos to sit through, nothing to install." },
        { title: "Paths for every role", text: "Front-end, back-end, data and cloud paths take a developer from the basics to production patterns." },
        { title: "Progress you can see", text: "The admin area shows each member's courses, completion and time, and exports it as CSV." },
      ],
    },
    courses: { heading: "Popular with teams", limit: 4 },
    faq: TEAM_FAQ,
    closing: {
      heading: "Try it with your team",
      text: "Five seats for 14 days. No card, no sales call.",
      cta: { label: "Start a team trial", to: "/trial" },
    },
    forceLightTheme: true,
  },
  "work-product": {
    seoKey: "workflows",
    title: "Codelift at work",
    description: "",
    eyebrow: "Codelift for work",
    heading: "Learning that fits in your team's workflow",
    lead: "Assign a course when a project starts, follow progress without chasing anyone, and let engineers learn in ten-minute sessions between pull requests.",
    ctas: [
      { label: "Start a free team trial", to: "/trial" },
      { label: "Compare team plans", to: "/enterprise", ghost: true },
    ],
    features: {
      heading: "Built around how engineering teams work",
      items: [
        {
          title: "Assign and follow",
          text: "Managers pick courses for their teams; the dashboard shows who started, who finished and how long it took.",
        },
        { title: "Content rules", text: "Include or exclude courses and categories for the whole organization, so members see what matters." },
        { title: "Seats you control", text: "Invite by e-mail, move people between teams, reassign a seat when someone leaves." },
      ],
    },
    steps: {
      heading: "Up and running in a day",
      items: [
        { title: "1. Request a trial", text: "Company name and work e-mail. We send the link." },
        { title: "2. Invite your team", text: "Five seats to start, each with every course and the interview-prep coach." },
        { title: "3. Watch the progress", text: "Course completion and time spent, per member and per team." },
      ],
    },
    faq: TEAM_FAQ,
    closing: { heading: "Bring Codelift to work", text: "Start with five seats for 14 days.", cta: { label: "Start a team trial", to: "/trial" } },
    forceLightTheme: true,
  },
  "learn-product": {
    title: "Codelift Learn: interactive courses for developers",
    description:
      "Learn a language, a framework or a whole career path with interactive lessons you read and run in the browser. Start free, upgrade when you want more.",
    eyebrow: "Codelift Learn",
    heading: "Courses you read, code you run",
    lead: "Every Codelift course is text and live code: skim what you know, slow down where you don't, and try every example right in the lesson.",
    ctas: [
      { label: "Browse free courses", to: "/explore/free" },
      { label: "See plans", to: "/unlimited", ghost: true },
    ],
    features: {
      heading: "What you get",
      items: [
        { title: "Interactive lessons", text: "Change the example code and run it. Your progress and notes are saved as you go." },
        { title: "Learning paths", text: "From your first function to a deployed app, in an order that makes sense." },
        { title: "Interview preparation", text: "When the job search starts, the coach picks problems for the patterns you still miss." },
      ],
    },
    courses: { heading: "Start with these", limit: 4 },
    closing: { heading: "Start learning today", text: "Free courses need only an account.", cta: { label: "Create a free account", to: "/signup" } },
    forceLightTheme: true,
  },
  interview: {
    seoKey: "interview",
    title: "",
    description: "",
    eyebrow: "Interview preparation",
    heading: "Walk into your interview knowing the patterns",
    lead: "25 coding patterns, system design, API design, object-oriented design and behavioral questions, with a coach that grades your code and picks the next problem for you.",
    ctas: [
      { label: "Start preparing", to: "/interview-prep" },
      { label: "Try a mock interview", to: "/interview-prep/mock-interview", ghost: true },
    ],
    features: {
      heading: "How the coach works",
      items: [
        {
          title: "Patterns, not trivia",
          text: "Learn the ideas behind most questions: two pointers, sliding window, graphs, dynamic programming and more.",
        },
        {
          title: "Graded in a sandbox",
          text: "Your code runs against visible and hidden tests. Pass and the coach steps up; miss twice and it steps back.",
        },
        { title: "A plan to your date", text: "Tell us when the interview is and the modules are split into weeks up to that day." },
      ],
    },
    links: {
      heading: "Preparation by role",
      items: [
        { label: "Software engineering interviews", to: "/interview/software-engineering-interview-prep" },
        { label: "Engineering manager interviews", to: "/interview/engineering-manager-interview-prep" },
        { label: "Front-end interviews", to: "/interview/front-end-interview-prep" },
      ],
    },
    faq: [
      {
        q: "How long should I prepare?",
        a: "Four weeks at about an hour a day works for most developers who code daily. The weekly plan adapts to your date.",
      },
      {
        q: "Which languages can I use?",
        a: "Python and JavaScript are graded everywhere; Java, C++ and Go on the server too, in the same sandbox, with a compile per submission.",
      },
    ],
    closing: {
      heading: "Your next problem is waiting",
      text: "Start with the coding patterns path: the first lessons are free.",
      cta: { label: "Open the coding patterns", to: "/interview-prep/coding" },
    },
  },
  "software-engineering-interview-prep": {
    title: "Software engineering interview prep: coding and system design",
    description:
      "Prepare for software engineering interviews: coding patterns graded in a sandbox, system design step by step and behavioral answers with structure.",
    eyebrow: "Software engineering interviews",
    heading: "Pass the coding and system design rounds",
    lead: "Most loops have two coding rounds, one design round and one behavioral. Prepare for each with the same coach.",
    ctas: [
      { label: "Start the coding patterns", to: "/interview-prep/coding" },
      { label: "System design roadmap", to: "/interview-prep/system-design", ghost: true },
    ],
    features: {
      heading: "What each round asks",
      items: [
        { title: "Coding", text: "Arrays, strings, trees and graphs under time pressure. Learn the pattern, then solve graded problems." },
        { title: "System design", text: "Requirements, estimates, building blocks and trade-offs, said out loud in the right order." },
        { title: "Behavioral", text: "Stories in the STAR shape: conflict, failure, ownership and growth." },
      ],
    },
    links: {
      heading: "Also useful",
      items: [
        { label: "Behavioral roadmap", to: "/interview-prep/behavioral" },
        { label: "Mock interviews", to: "/interview-prep/mock-interview" },
      ],
    },
    closing: {
      heading: "Set your interview date",
      text: "The coach builds a weekly plan up to the day.",
      cta: { label: "Set your preferences", to: "/interview-prep/preferences" },
    },
  },
  "engineering-manager-interview-prep": {
    title: "Engineering manager interview prep",
    description:
      "Prepare for engineering manager interviews: people, delivery and strategy questions, system design for managers and behavioral stories with structure.",
    eyebrow: "Engineering manager interviews",
    heading: "Show how you lead, not only what you built",
    lead: "Manager loops ask about hiring, feedback, delivery and strategy, and still expect you to reason about systems. Prepare for both.",
    ctas: [
      { label: "Management and leadership roadmap", to: "/interview-prep/engineering-management-and-leadership-interviews" },
      { label: "Behavioral roadmap", to: "/interview-prep/behavioral", ghost: true },
    ],
    features: {
      heading: "What the rounds look for",
      items: [
        { title: "People", text: "Growing engineers, giving hard feedback, hiring and letting go." },
        { title: "Delivery", text: "Planning, estimates, incidents and saying no to the right things." },
        { title: "Design", text: "Enough system design to challenge your team's proposals and weigh the trade-offs." },
      ],
    },
    links: { heading: "Also useful", items: [{ label: "System design roadmap", to: "/interview-prep/system-design" }] },
    closing: {
      heading: "Start with your stories",
      text: "Write them down once; tell them well every time.",
      cta: { label: "Open the behavioral roadmap", to: "/interview-prep/behavioral" },
    },
  },
  "front-end-interview-prep": {
    title: "Front-end interview prep: JavaScript, React and coding patterns",
    description:
      "Prepare for front-end interviews: JavaScript fundamentals, React, browser APIs and the coding patterns that appear in front-end loops.",
    eyebrow: "Front-end interviews",
    heading: "JavaScript, React and the coding round",
    lead: "Front-end loops test the language deeply, then ask you to build a component and solve a classic coding problem. Cover all three.",
    ctas: [
      { label: "Modern JavaScript essentials", to: "/courses/modern-javascript-essentials" },
      { label: "React fundamentals", to: "/courses/react-fundamentals", ghost: true },
    ],
    features: {
      heading: "What to know cold",
      items: [
        { title: "The language", text: "Closures, the event loop, promises and this. Expect to explain them with code." },
        { title: "The framework", text: "Components, props and state, effects, and why a list needs keys." },
        { title: "The coding round", text: "Two pointers, hash maps and tree traversals appear in front-end loops too." },
      ],
    },
    closing: {
      heading: "Practise the coding round",
      text: "Graded problems in JavaScript, picked for you.",
      cta: { label: "Open the coding patterns", to: "/interview-prep/coding" },
    },
  },
  "generative-ai": {
    seoKey: "generativeAi",
    title: "",
    description: "",
    eyebrow: "Generative AI",
    heading: "Build with large language models",
    lead: "Prompts, structured outputs, embeddings and retrieval, explained for developers, with code that calls real APIs.",
    ctas: [
      { label: "Browse generative AI courses", to: "/explore?category=generative-ai" },
      { label: "See plans", to: "/unlimited", ghost: true },
    ],
    features: {
      heading: "What you will be able to do",
      items: [
        { title: "Prompt with intent", text: "System prompts, few-shot examples and output formats that a program can parse." },
        { title: "Ground answers in your data", text: "Embeddings, vector search and retrieval-augmented generation." },
        { title: "Measure quality", text: "Evaluation sets and checks, so a prompt change is a test run, not a guess." },
      ],
    },
    courses: { heading: "Generative AI courses", category: "generative-ai", limit: 4 },
    closing: {
      heading: "Start building",
      text: "Your first API call is two lessons away.",
      cta: { label: "Explore the courses", to: "/explore?category=generative-ai" },
    },
  },
  "data-science": {
    seoKey: "dataScience",
    title: "",
    description: "",
    eyebrow: "Data science",
    heading: "From your first DataFrame to a model in production",
    lead: "Clean, explore and visualise data in Python, then learn the statistics and machine learning that turn it into decisions.",
    ctas: [
      { label: "Browse data science courses", to: "/explore?category=data-science" },
      { label: "Machine learning", to: "/data-science/machine-learning", ghost: true },
    ],
    features: {
      heading: "Skills in order",
      items: [
        { title: "Analysis", text: "pandas for loading, cleaning, grouping and joining real data sets." },
        { title: "Statistics", text: "Distributions, sampling and tests, with simulations you run." },
        { title: "Machine learning", text: "Regression, classification and evaluation with scikit-learn." },
      ],
    },
    courses: { heading: "Data science courses", category: "data-science", limit: 4 },
    closing: {
      heading: "Start with data",
      text: "The first lessons of every course are free to read.",
      cta: { label: "Explore data science", to: "/explore?category=data-science" },
    },
  },
  "machine-learning": {
    seoKey: "machineLearning",
    title: "",
    description: "",
    eyebrow: "Data science · Machine learning",
    heading: "Machine learning you understand, not only call",
    lead: "Build each model from scratch in a few lines of Python before you reach for the library, so you know when it will fail.",
    ctas: [
      { label: "Browse machine learning courses", to: "/explore?q=machine%20learning" },
      { label: "Back to data science", to: "/data-science", ghost: true },
    ],
    features: {
      heading: "What the courses cover",
      items: [
        { title: "Supervised learning", text: "Linear and logistic regression, trees and ensembles, with honest validation." },
        { title: "Features and data", text: "Leakage, scaling, encoding and the splits that keep a score truthful." },
        { title: "Evaluation", text: "Precision and recall, ROC curves, and choosing a metric the business cares about." },
      ],
    },
    courses: { heading: "Machine learning courses", q: "machine learning", limit: 4 },
    closing: {
      heading: "Train your first model today",
      text: "Every example runs in the browser.",
      cta: { label: "Explore the courses", to: "/explore?q=machine%20learning" },
    },
  },
};

export const INTERVIEW_LANDINGS = ["software-engineering-interview-prep", "engineering-manager-interview-prep", "front-end-interview-prep"] as const;

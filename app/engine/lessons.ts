// Coach lessons: lesson kind, problem list, solution pages and plan modules
// (docs/product/interview-prep.md#roadmaps).

type LessonKind = "intro" | "solution" | "problem";

interface TitledPage {
  title: string;
}

/** intro when the title contains "introduction" (any case); solution when it starts with "solution"; else problem. */
export function lessonKind(title: string): LessonKind {
  const t = title.trim().toLowerCase();
  if (t.includes("introduction")) return "intro";
  if (t.startsWith("solution")) return "solution";
  return "problem";
}

/** The title of a problem's solution page: "Solution: <problem title>". */
export function solutionPageTitle(problemTitle: string): string {
  return `Solution: ${problemTitle.trim()}`;
}

// Titles are compared many times per page view (every problem against its module's pages), and
// the same few hundred titles come back: their normal forms are kept (bounded).
const normalForms = new Map<string, string>();
const norm = (s: string) => {
  let n = normalForms.get(s);
  if (n === undefined) {
    n = s.trim().replace(/\s+/g, " ").toLowerCase();
    if (normalForms.size >= 5000) normalForms.clear();
    normalForms.set(s, n);
  }
  return n;
};

/** The page titled "Solution: <problem title>" (compared ignoring case and extra spaces), or null. */
export function findSolutionPage<T extends TitledPage>(problemTitle: string, pages: readonly T[]): T | null {
  const wanted = norm(solutionPageTitle(problemTitle));
  return pages.find((p) => norm(p.title) === wanted) ?? null;
}

/** The problem a solution page explains: the problem whose solution page title is this page's title, or null. */
export function findProblemOfSolution<T extends TitledPage>(solutionTitle: string, pages: readonly T[]): T | null {
  const wanted = norm(solutionTitle);
  return problemPages(pages).find((p) => norm(solutionPageTitle(p.title)) === wanted) ?? null;
}

export function isFinalRemarks(title: string): boolean {
  return norm(title) === "final remarks";
}

/** The problems of a module: problem-kind pages, never solution or "Final Remarks" pages; order kept. */
export function problemPages<T extends TitledPage>(pages: readonly T[]): T[] {
  return pages.filter((p) => lessonKind(p.title) === "problem" && !isFinalRemarks(p.title));
}

/** A conclusion module is one whose title contains "conclusion" (any case). */
export function isConclusionModule(module: TitledPage): boolean {
  return norm(module.title).includes("conclusion");
}

/** Modules that may appear in a plan: conclusion modules never do. */
export function planModules<T extends TitledPage>(modules: readonly T[]): T[] {
  return modules.filter((m) => !isConclusionModule(m));
}

// GET /api/interview-prep/{pathUrlSlug}/page/{pageUrlSlug}/props: a coach page's props, with
// the Markdown split into text and code components (the catalog's splitter) and, on a problem
// page, the starter code per language and the visible tests.
import { findProblemOfSolution, findSolutionPage, lessonKind, splitLessonComponents, type PageComponent } from "~/engine";
import { coachLessonPath, coachPageIdPath, encodePathInfo } from "~/engine/coachProgress";
import { findCoachPageBySlug, loadCoachPathContent } from "~/models/coachPathContent.server";
import { notFound } from "~/utils/http.server";
import { requirePath } from "./common.server";
import { visibleTests, type TestCase } from "./judge.server";
import { pageSlugNotFoundText } from "./params.server";
import { openSolutions } from "./solutions.server";

interface CoachPageProps {
  item_type: "lesson";
  path_author_id: number;
  path_id: number;
  path_url_slug: string;
  encoded_path_info: string;
  author_id: number;
  collection_id: number;
  page_id: number;
  group_id: number;
  slug: string;
  title: string;
  lesson_kind: "intro" | "problem" | "solution";
  url: string;
  id_url: string;
  module: { title: string; slug: string; author_id: number; collection_id: number };
  components: PageComponent[];
  /** on a problem page */
  problem: {
    difficulty: string;
    function_name: string;
    params: { name: string; type: string }[];
    return_type: string;
    compare: string;
    /** starter code per language: python, javascript, java, cpp, go */
    starter: Record<string, string>;
    visible_tests: TestCase[];
    solution_url: string | null;
  } | null;
  /** on a solution page: the problem it explains */
  problem_url: string | null;
  /** on a solution page whose problem the viewer has neither submitted nor revealed: true, and
   * `components` is empty (no spoilers; reveal with POST intent=reveal on the page's url) */
  solution_locked: boolean;
}

/** The props of a page of a path by slugs; a thrown 404 reply when the path or page is unknown. */
export async function coachPageProps(
  pathSlug: string,
  pageSlug: string,
  viewer: { request: Request; userId: number | null },
): Promise<CoachPageProps> {
  const path = await requirePath({ slug: pathSlug });
  const found = await findCoachPageBySlug(path.id, pageSlug);
  if (!found) notFound(pageSlugNotFoundText(pathSlug, pageSlug));
  const { page, module, problem } = found;
  const kind = lessonKind(page.title);
  // The module's pages, for the "Solution: <title>" page of a problem and the problem of a solution.
  const pages = (await loadCoachPathContent(path)).modules.find((m) => m.rowId === module.id)?.pages ?? [];
  const link = (p: { slug: string } | null) => (p ? coachLessonPath(path.slug, p.slug) : null);
  const solvedProblem = kind === "solution" ? findProblemOfSolution(page.title, pages) : null;
  const solutionLocked = solvedProblem
    ? !(await openSolutions(viewer.request, viewer.userId, [solvedProblem.rowId])).has(solvedProblem.rowId)
    : false;
  const ids = { pathAuthorId: path.authorId, pathId: path.pathId, authorId: module.authorId, collectionId: module.collectionId, pageId: page.pageId };
  return {
    item_type: "lesson",
    path_author_id: path.authorId,
    path_id: path.pathId,
    path_url_slug: path.slug,
    encoded_path_info: encodePathInfo(path.authorId, path.pathId),
    author_id: module.authorId,
    collection_id: module.collectionId,
    page_id: page.pageId,
    group_id: page.groupId,
    slug: page.slug,
    title: page.title,
    lesson_kind: kind,
    url: coachLessonPath(path.slug, page.slug),
    id_url: coachPageIdPath(ids),
    module: { title: module.title, slug: module.slug, author_id: module.authorId, collection_id: module.collectionId },
    components: solutionLocked ? [] : splitLessonComponents(page.body),
    problem: problem
      ? {
          difficulty: problem.difficulty,
          function_name: problem.functionName,
          params: problem.params,
          return_type: problem.returnType,
          compare: problem.compare,
          starter: problem.starter,
          visible_tests: visibleTests(problem),
          solution_url: link(findSolutionPage(page.title, pages)),
        }
      : null,
    problem_url: kind === "solution" ? link(solvedProblem) : null,
    solution_locked: solutionLocked,
  };
}

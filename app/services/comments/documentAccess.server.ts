// Comments follow the access of their document: a discussion is read and written only by someone
// who may read the page it is under, with the answer that page's own API gives. The rules are
// the reader's (the lesson reader's access with the organization's lists; an interview-prep
// path's organization grant and the solution gate), never a second copy of them.
import { findProblemOfSolution, lessonKind } from "~/engine";
import { findCoachPageBySlug, findCoachPathBySlug, loadCoachPathContent } from "~/models/coachPathContent.server";
import { checkLessonAccess } from "~/services/catalog/context.server";
import { pageSlugNotFoundText, pathNotFoundText } from "~/services/coach/params.server";
import { openSolutions } from "~/services/coach/solutions.server";
import { ORGANIZATION_DENIED_TEXT, pathAccessFor } from "~/services/organizations/access.server";
import type { User } from "~/models/user.server";

export type DocumentAccess = { ok: true } | { ok: false; status: 403 | 404; text: string };

const SOLUTION_DISCUSSION_LOCKED_TEXT = "Submit the problem or reveal its solution first: its discussion can give the solution away.";

const LESSON_KEY = /^collection:(\d+):(\d+):(\d+)$/;
const PREP_KEY = /^interview-prep:([^:]+):([^:]+)$/;

/** May this learner read (and so discuss) the document a valid document key names? */
export async function documentAccess(request: Request, user: User, key: string, now = new Date()): Promise<DocumentAccess> {
  const lesson = LESSON_KEY.exec(key);
  if (lesson) {
    const access = await checkLessonAccess(request, { authorId: Number(lesson[1]), workId: Number(lesson[2]), pageId: Number(lesson[3]) }, now);
    return access.ok ? { ok: true } : { ok: false, status: access.status, text: access.errorText };
  }
  const prep = PREP_KEY.exec(key);
  if (!prep) return { ok: false, status: 404, text: pathNotFoundText({ slug: key }) };
  const [, pathSlug, pageSlug] = prep as unknown as [string, string, string];
  const path = await findCoachPathBySlug(pathSlug);
  if (!path) return { ok: false, status: 404, text: pathNotFoundText({ slug: pathSlug }) };
  const found = await findCoachPageBySlug(path.id, pageSlug);
  if (!found) return { ok: false, status: 404, text: pageSlugNotFoundText(pathSlug, pageSlug) };
  if (!(await pathAccessFor(request, user, path, now)).allowed) return { ok: false, status: 403, text: ORGANIZATION_DENIED_TEXT };
  // A solution page not served yet (its problem neither submitted nor revealed): nor is its discussion.
  if (lessonKind(found.page.title) === "solution") {
    const pages = (await loadCoachPathContent(path)).modules.find((m) => m.rowId === found.module.id)?.pages ?? [];
    const problem = findProblemOfSolution(found.page.title, pages);
    if (problem && !(await openSolutions(request, user.id, [problem.rowId])).has(problem.rowId))
      return { ok: false, status: 403, text: SOLUTION_DISCUSSION_LOCKED_TEXT };
  }
  return { ok: true };
}

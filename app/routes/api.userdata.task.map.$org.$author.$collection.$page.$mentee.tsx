// GET /api/userdata/task/map/{org}/{author}/{collection}/{page}/{mentee}: the task map of a page
// for a mentee: each lesson of the page's course with the mentee's state, for their mentor
// (docs/product/learning-plans.md#mentoring). 401 without a session, 404 outside the organization, 403 for non-mentors.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { TaskMapParams } from "~/forms/learning.server";
import { findCourseIdByIds } from "~/services/learning/content.server";
import { taskMap } from "~/services/learning/plans.server";
import { notFound, parseParams } from "~/utils/http.server";
import { requireMenteeReader } from "~/utils/learningAccess.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const p = parseParams(params, TaskMapParams);
  await requireMenteeReader(request, p.org, p.mentee, true);
  const courseId = await findCourseIdByIds(p.author, p.collection);
  if (courseId === null) notFound("We could not find that page.");
  const map = await taskMap(p.mentee, { authorId: p.author, collectionId: p.collection, pageId: p.page }, courseId);
  if (!map.page) notFound("We could not find that page.");
  return json(map, { headers: { "Cache-Control": "private, no-store" } });
}

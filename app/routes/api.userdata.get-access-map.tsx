// POST /api/userdata/get-access-map {works} (docs/product/learner-data.md#user-data): for each course (author_id, work_id),
// whether the learner can read all of it: 200 available, 300 unavailable, 100 unknown (no such course).
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { AVAILABILITY } from "~/engine/constants";
import { accessMapKey, fromJsonText, USERDATA_MAX_BATCH } from "~/engine/userData";
import { loadCourseContext, isLessonLocked } from "~/services/catalog/context.server";
import { requireApiUser } from "~/utils/auth.server";
import { fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";

const id = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .positive(`${name} must be a whole number.`)
    .max(1e15);
const bodySchema = z.object({
  works: z.preprocess(
    fromJsonText,
    z
      .array(z.object({ author_id: id("author_id"), work_id: id("work_id") }), {
        error: "works must be a list of { author_id, work_id }.",
      })
      .min(1, "works must name at least one course.")
      .max(USERDATA_MAX_BATCH, `works may name at most ${USERDATA_MAX_BATCH} courses.`),
  ),
});

export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  await requireApiUser(request);
  const parsed = await parseBody(request, bodySchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const access_map: Record<string, number> = {};
  for (const w of parsed.data.works) {
    const key = accessMapKey(w.author_id, w.work_id);
    try {
      const ctx = await loadCourseContext(request, {
        form: "ids",
        authorId: w.author_id,
        collectionId: w.work_id,
      });
      const locked = ctx.ordered.some((_, i) => isLessonLocked(ctx, i));
      access_map[key] = locked ? AVAILABILITY.UNAVAILABLE : AVAILABILITY.AVAILABLE;
    } catch (e) {
      if (e instanceof Response && e.status === 404) access_map[key] = AVAILABILITY.UNKNOWN;
      else throw e;
    }
  }
  return json({ access_map });
}

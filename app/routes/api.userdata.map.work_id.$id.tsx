// GET /api/userdata/map/work_id/{id}?get_widget_data=true (docs/product/learner-data.md#user-data): what the learner saved
// in a course (work). POST saves one lesson widget's data `{ author_id, page_id, widget_id,
// item_type, userdata, timestamp }` (deflate-compressed like every map POST, or plain JSON): last
// write wins by timestamp, an older write is refused with 409 and the stored version.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listWidgetData } from "~/models/userData.server";
import { saveLessonWidget } from "~/services/userdata/userData.server";
import { readUserDataBody, staleReply } from "~/utils/userDataBody.server";
import { requireApiUser } from "~/utils/auth.server";
import { fieldErrors, flattenIssues, methodNotAllowed, parseParams } from "~/utils/http.server";

const paramsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
});
const WORK_NOT_FOUND = "work_id must be a whole number.";
const querySchema = z.object({
  get_widget_data: z.enum(["true", "false"], { error: 'get_widget_data must be "true" or "false".' }).optional(),
  page_id: z
    .string()
    .regex(/^\d{1,15}$/, "page_id must be a whole number.")
    .transform(Number)
    .optional(),
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const { id } = parseParams(params, paramsSchema, WORK_NOT_FOUND);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return fieldErrors(flattenIssues(query.error));
  const rows = await listWidgetData(user.id, id, query.data.page_id);
  return json({
    work_id: id,
    page_ids: [...new Set(rows.map((r) => r.page_id))],
    widget_count: rows.length,
    ...(query.data.get_widget_data === "true" ? { widget_data: rows } : {}),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const user = await requireApiUser(request);
  const { id } = parseParams(params, paramsSchema, WORK_NOT_FOUND);
  const body = await readUserDataBody(request);
  const result = await saveLessonWidget(request, user.id, id, body, new Date());
  if (result.kind === "invalid") return fieldErrors(result.errors);
  if (result.kind === "stale") return staleReply(result.current);
  return json({ saved: true, widget: result.value });
}

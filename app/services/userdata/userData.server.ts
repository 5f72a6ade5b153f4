// Saved user data flows: validation of what is saved and the lesson a widget belongs to (the
// answers, a refused older write as 409 with the stored version, are app/utils/userDataBody.server.ts).
import { z } from "zod";
import { fromJsonText } from "~/engine/userData";
import { checkLessonAccess } from "~/services/catalog/context.server";
import { saveWidgetData, type WidgetData } from "~/models/userData.server";
import { flattenIssues, forbidden, notFound } from "~/utils/http.server";
import { safeParseBody } from "~/utils/stringValuedBody";

/** A client timestamp in ms: a whole positive number. Strings of digits are accepted. */
const timestampSchema = z.coerce
  .number({ error: "timestamp must be a number (milliseconds since 1970)." })
  .int("timestamp must be a whole number of milliseconds.")
  .positive("timestamp must be a whole number of milliseconds.")
  .max(Number.MAX_SAFE_INTEGER, "timestamp is too large.");
const idSchema = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .positive(`${name} must be a whole number.`)
    .max(1e15);

export const mapWriteSchema = z.object({
  timestamp: timestampSchema,
  data: z.preprocess(fromJsonText, z.record(z.string(), z.unknown(), { error: "data must be a JSON object." })),
});

const widgetWriteSchema = z.object({
  author_id: idSchema("author_id"),
  page_id: idSchema("page_id"),
  widget_id: z.string({ error: "widget_id is required." }).regex(/^[A-Za-z0-9_.:-]{1,100}$/, "widget_id must be 1–100 letters, digits or _ . : -"),
  item_type: z.string({ error: "item_type is required." }).min(1, "item_type is required.").max(100, "item_type is too long."),
  userdata: z.unknown().refine((v) => v !== undefined, "userdata is required."),
  timestamp: timestampSchema,
});

const LESSON_NOT_FOUND = "No lesson has that author_id, work_id and page_id.";

/**
 * Saves a lesson widget's data for the learner: 404 for a lesson that does not exist, 403 (the
 * reader's sentence) for a lesson the learner may not read.
 */
export async function saveLessonWidget(request: Request, userId: number, workId: number, raw: Record<string, unknown>, now: Date) {
  const parsed = safeParseBody(widgetWriteSchema, raw);
  if (!parsed.success) return { kind: "invalid" as const, errors: flattenIssues(parsed.error) };
  const w = parsed.data;
  const access = await checkLessonAccess(request, { authorId: w.author_id, workId, pageId: w.page_id }, now);
  if (!access.ok) {
    if (access.status === 404) notFound(LESSON_NOT_FOUND);
    forbidden(access.errorText);
  }
  const result = await saveWidgetData(
    userId,
    { authorId: w.author_id, workId, pageId: w.page_id, widgetId: w.widget_id, itemType: w.item_type, userdata: w.userdata, timestamp: w.timestamp },
    now,
  );
  return result.saved ? { kind: "saved" as const, value: result.value } : { kind: "stale" as const, current: result.current as WidgetData };
}

import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { submitCoachFeedback } from "~/services/coach/path.server";
import { idField, optionalText } from "~/services/coach/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, requireBody } from "~/utils/http.server";
import { requireCoachPathAccess } from "~/services/organizations/access.server";

const optionalId = (name: string) => z.preprocess((v) => (v === "" || v == null ? undefined : v), idField(name).optional());
const feedbackSchema = z
  .object({
    path_author_id: optionalId("path_author_id"),
    path_id: optionalId("path_id"),
    author_id: optionalId("author_id"),
    collection_id: optionalId("collection_id"),
    page_id: optionalId("page_id"),
    rating: z.preprocess(
      (v) => (v === "" || v == null ? undefined : typeof v === "string" ? Number(v) : v),
      z
        .number({ error: "rating must be a whole number from 1 to 5." })
        .int("rating must be a whole number from 1 to 5.")
        .min(1, "rating must be a whole number from 1 to 5.")
        .max(5, "rating must be a whole number from 1 to 5.")
        .optional(),
    ),
    feedback: optionalText(5000, "feedback"),
    touch_point: optionalText(100, "touch_point"),
  })
  .refine((v) => v.rating != null || (v.feedback ?? "").trim() !== "", { message: "Give a rating or write some feedback.", path: ["feedback"] })
  .refine((v) => (v.path_author_id == null) === (v.path_id == null), { message: "path_author_id and path_id go together.", path: ["path_id"] })
  .refine((v) => (v.author_id == null) === (v.collection_id == null), {
    message: "author_id and collection_id go together.",
    path: ["collection_id"],
  });

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const body = await requireBody(request, feedbackSchema);
  if (body.path_author_id != null && body.path_id != null)
    await requireCoachPathAccess(request, user, { pathAuthorId: body.path_author_id, pathId: body.path_id });
  else if (body.author_id != null && body.collection_id != null)
    await requireCoachPathAccess(request, user, { moduleAuthorId: body.author_id, collectionId: body.collection_id });
  return json(await submitCoachFeedback(user.id, body));
}

// POST /api/userdata/interview-prep/interaction {event_type, interaction_map} (docs/product/learner-data.md#user-data).
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { recordInteraction } from "~/models/userData.server";
import { interactionMapField } from "~/services/userdata/interactions.server";
import { requireApiUser } from "~/utils/auth.server";
import { fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";

const bodySchema = z.object({
  event_type: z.string({ error: "event_type is required." }).regex(/^[A-Za-z0-9_.:-]{1,100}$/, "event_type must be 1–100 letters, digits or _ . : -"),
  interaction_map: interactionMapField,
});

export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const parsed = await parseBody(request, bodySchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const id = await recordInteraction(user.id, {
    kind: "interview-prep",
    eventType: parsed.data.event_type,
    interactionMap: parsed.data.interaction_map,
  });
  return json({ saved: true, id });
}

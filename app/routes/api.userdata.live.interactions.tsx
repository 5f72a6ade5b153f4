// POST /api/userdata/live/interactions {app_id, comp_type, is_draft_page, is_test_workspace,
// interaction_map (JSON), comp_id} (docs/product/learner-data.md#user-data): records a lesson app's interaction.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { recordInteraction } from "~/models/userData.server";
import { boolField, interactionMapField, shortText } from "~/services/userdata/interactions.server";
import { z } from "zod";
import { requireApiUser } from "~/utils/auth.server";
import { fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";

const bodySchema = z.object({
  app_id: shortText("app_id"),
  comp_type: shortText("comp_type"),
  comp_id: shortText("comp_id"),
  is_draft_page: boolField("is_draft_page"),
  is_test_workspace: boolField("is_test_workspace"),
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
  const b = parsed.data;
  const id = await recordInteraction(user.id, {
    kind: "live",
    appId: b.app_id,
    compType: b.comp_type,
    compId: b.comp_id,
    isDraftPage: b.is_draft_page,
    isTestWorkspace: b.is_test_workspace,
    interactionMap: b.interaction_map,
  });
  return json({ saved: true, id });
}

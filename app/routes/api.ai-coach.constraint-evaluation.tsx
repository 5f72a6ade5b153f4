import { json, type ActionFunctionArgs } from "@remix-run/node";
import { evaluateLatestConstraints } from "~/services/coach/code.server";
import { idField, pageRefSchema } from "~/services/coach/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, requireBody } from "~/utils/http.server";
import { requireCoachPathAccess } from "~/services/organizations/access.server";

const evaluationSchema = pageRefSchema.extend({ attempt_id: idField("attempt_id") });

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const body = await requireBody(request, evaluationSchema);
  await requireCoachPathAccess(request, user, { moduleAuthorId: body.author_id, collectionId: body.work_id });
  return json(await evaluateLatestConstraints(user.id, body));
}

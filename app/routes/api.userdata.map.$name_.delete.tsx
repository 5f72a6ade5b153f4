// POST /api/userdata/map/{name}/delete (docs/product/learner-data.md#user-data): deletes the learner's named map.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isValidMapName, MAP_NAME_NOT_FOUND } from "~/engine/userData";
import { deleteMap } from "~/models/userData.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, parseParams, readBody } from "~/utils/http.server";

const paramsSchema = z.object({ name: z.string().refine(isValidMapName) });

export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed("POST, DELETE");
  const user = await requireApiUser(request);
  const { name } = parseParams(params, paramsSchema, MAP_NAME_NOT_FOUND);
  await readBody(request); // a malformed body is refused (400) like on every API write
  return json({ name, deleted: await deleteMap(user.id, name) });
}

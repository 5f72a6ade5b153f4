// GET/POST /api/userdata/map/{name} (docs/product/learner-data.md#user-data): a learner's named map. The POST body is
// deflate-compressed JSON `{ timestamp, data }` (pako level 9; plain JSON also accepted);
// `?snapshot=false` merges the keys into the stored map instead of replacing it. An older write
// (by timestamp) is refused with 409 and the stored version.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isValidMapName, MAP_NAME_NOT_FOUND } from "~/engine/userData";
import { getMap, saveMap } from "~/models/userData.server";
import { mapWriteSchema } from "~/services/userdata/userData.server";
import { readUserDataBody, staleReply } from "~/utils/userDataBody.server";
import { requireApiUser } from "~/utils/auth.server";
import { fieldErrors, flattenIssues, methodNotAllowed, parseParams } from "~/utils/http.server";
import { safeParseBody } from "~/utils/stringValuedBody";

const paramsSchema = z.object({ name: z.string().refine(isValidMapName) });
const querySchema = z.object({ snapshot: z.enum(["true", "false"], { error: 'snapshot must be "true" or "false".' }).optional() });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const { name } = parseParams(params, paramsSchema, MAP_NAME_NOT_FOUND);
  const map = await getMap(user.id, name);
  return json({ name, data: map?.data ?? null, timestamp: map?.timestamp ?? null, updated_at: map?.updatedAt ?? null });
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const user = await requireApiUser(request);
  const { name } = parseParams(params, paramsSchema, MAP_NAME_NOT_FOUND);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return fieldErrors(flattenIssues(query.error));
  const parsed = safeParseBody(mapWriteSchema, await readUserDataBody(request));
  if (!parsed.success) return fieldErrors(flattenIssues(parsed.error));
  const result = await saveMap(user.id, name, parsed.data.data, parsed.data.timestamp, query.data.snapshot !== "false", new Date());
  if (!result.saved) return staleReply({ name, data: result.current.data, timestamp: result.current.timestamp });
  return json({ saved: true, name, data: result.value.data, timestamp: result.value.timestamp, updated_at: result.value.updatedAt });
}

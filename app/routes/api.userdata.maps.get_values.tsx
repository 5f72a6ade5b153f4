// POST /api/userdata/maps/get_values {names} (docs/product/learner-data.md#user-data): several of the learner's maps at once.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { fromJsonText, isValidMapName, USERDATA_MAX_BATCH } from "~/engine/userData";
import { getMaps } from "~/models/userData.server";
import { requireApiUser } from "~/utils/auth.server";
import { fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";

const bodySchema = z.object({
  names: z.preprocess(
    fromJsonText,
    z
      .array(z.string().refine(isValidMapName, "Each name must be 1–100 letters, digits or _ . : -"), { error: "names must be a list of map names." })
      .min(1, "names must name at least one map.")
      .max(USERDATA_MAX_BATCH, `names may name at most ${USERDATA_MAX_BATCH} maps.`),
  ),
});

export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const parsed = await parseBody(request, bodySchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const found = new Map((await getMaps(user.id, parsed.data.names)).map((m) => [m.name, m]));
  const values = Object.fromEntries(
    parsed.data.names.map((n) => [n, found.get(n) ? { data: found.get(n)!.data, timestamp: found.get(n)!.timestamp } : null]),
  );
  return json({ values });
}

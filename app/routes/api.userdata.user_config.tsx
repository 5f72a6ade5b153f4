import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getUser } from "~/utils/auth.server";
import { fieldErrors } from "~/utils/http.server";
import * as constants from "~/engine/constants";
import { featureFlagsFor } from "~/services/featureFlags.server";

const querySchema = z.object({
  cache: z.enum(["true", "false"], { error: 'cache must be "true" or "false".' }).optional(),
  encoded_affiliate_id: z.string().max(512, "encoded_affiliate_id is too long.").optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return fieldErrors({ [String(parsed.error.issues[0].path[0])]: parsed.error.issues[0].message });
  const user = await getUser(request);
  return json(
    {
      constants,
      is_logged_in: !!user,
      user_theme: user?.theme ?? null,
      feature_flags: await featureFlagsFor(user),
    },
    { headers: { "Cache-Control": parsed.data.cache === "false" ? "no-store" : "private, max-age=60" } },
  );
}

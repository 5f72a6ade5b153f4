// GET /api/user/info/subscriptions?return_complete_response&encoded_affiliate_id
// (docs/product/attribution.md#user-info): the learner's current plan, or with
// return_complete_response=true every plan they held and the plan we would offer; an encoded
// affiliate id names its affiliate (null when unknown).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isEncodedAffiliateId } from "~/engine/affiliates";
import { subscriptionsInfo } from "~/services/userInfo.server";
import { requireApiUser } from "~/utils/auth.server";
import { fieldErrors, methodNotAllowed } from "~/utils/http.server";

const querySchema = z.object({
  return_complete_response: z.enum(["true", "false", "1", "0"], { error: "return_complete_response must be true or false." }).optional(),
  encoded_affiliate_id: z
    .string()
    .trim()
    .refine((v) => v === "" || isEncodedAffiliateId(v), "encoded_affiliate_id is not an encoded affiliate id.")
    .optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return fieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "query"), i.message])));
  const complete = parsed.data.return_complete_response === "true" || parsed.data.return_complete_response === "1";
  const info = await subscriptionsInfo(user, { complete, encodedAffiliateId: parsed.data.encoded_affiliate_id || null });
  return json(info, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = () => methodNotAllowed("GET");

// PUT /api/rakuten/set-cookie (docs/product/attribution.md#rakuten): a visitor arrived through a
// Rakuten publisher's link. The publisher's site id (ranSiteID, from the body or the address) is
// kept in a signed cookie for 30 days, like an affiliate click, and the click is recorded.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { rakutenClickSchema, setRakutenClick } from "~/services/attribution.server";
import { getUser } from "~/utils/auth.server";
import { fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";
import { trackingOf } from "~/utils/tracking.server";
import { z } from "zod";

export const loader = () => methodNotAllowed("PUT");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const body = await parseBody(request, z.object({}).passthrough());
  const parsed = rakutenClickSchema.safeParse({ ...query, ...body.raw });
  if (!parsed.success) return fieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "form"), i.message])));
  const user = await getUser(request);
  const click = await setRakutenClick(trackingOf(request), user ? { id: user.id } : null, parsed.data);
  return json(click.answer, { headers: { "Set-Cookie": click.setCookie, "Cache-Control": "no-store" } });
}

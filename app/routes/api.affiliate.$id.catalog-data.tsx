// POST /api/affiliate/{id}/catalog-data {start_date, end_date} (docs/product/billing.md#affiliates): the affiliate's
// sales in a date range (both ends included, UTC days, at most 366): count, total USD, per item and
// per day. For staff, or for the affiliate presenting its report key (Authorization: Bearer <key>).
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { AFFILIATE_TEXTS, parseReportRange } from "~/engine";
import { affiliateByRef, affiliateReport, reportKeyMatches } from "~/services/billing/affiliates.server";
import { getUser, isStaff } from "~/utils/auth.server";
import { badRequest, bearerToken, forbidden, methodNotAllowed, notFound, parseBody, unauthorized } from "~/utils/http.server";

const dates = z.object({
  start_date: z.unknown().optional(),
  end_date: z.unknown().optional(),
});

export const loader = () => methodNotAllowed("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = await parseBody(request, dates);
  if (!parsed.ok) badRequest(parsed.errors);
  const affiliate = await affiliateByRef(params.id);
  const key = bearerToken(request);
  const user = await getUser(request);
  const allowed = isStaff(user) || (!!affiliate && reportKeyMatches(affiliate, key));
  if (!allowed) {
    // Nobody learns whether an affiliate exists without the right to read its report.
    if (!user && !key) unauthorized();
    forbidden();
  }
  if (!affiliate) notFound(AFFILIATE_TEXTS.unknownAffiliate);
  const range = parseReportRange(parsed.data.start_date, parsed.data.end_date);
  if (!range.ok) badRequest(range.errors);
  return json(await affiliateReport(affiliate, range.range), { headers: { "Cache-Control": "private, no-store" } });
}

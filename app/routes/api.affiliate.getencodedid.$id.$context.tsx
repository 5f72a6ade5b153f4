// POST /api/affiliate/getencodedid/{id}/context{suffix} (docs/product/billing.md#affiliates): a visitor arrived through an
// affiliate's link. Answers the encoded affiliate id and the affiliate's name, and leaves the click
// cookie (30 days, signed) with the campaign data, so a checkout within 30 days is credited.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { AFFILIATE_TEXTS, CAMPAIGN_FIELDS, isContextSegment } from "~/engine";
import { affiliateByRef, recordClick } from "~/services/billing/affiliates.server";
import { badRequest, methodNotAllowed, notFound, parseBody } from "~/utils/http.server";

// Every value may come stringified (the API's convention); long referral sites are truncated, not refused.
const field = z.union([z.string().max(8192), z.number(), z.null()], { error: "Send this as a string." }).optional();
const clickSchema = z.object({ ...Object.fromEntries(CAMPAIGN_FIELDS.map((f) => [f, field])), utm_campaign: field });

export const loader = () => methodNotAllowed("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = await parseBody(request, clickSchema);
  if (!parsed.ok) badRequest(parsed.errors);
  if (!isContextSegment(params.context)) notFound();
  const affiliate = await affiliateByRef(params.id);
  if (!affiliate) notFound(AFFILIATE_TEXTS.unknownAffiliate);
  const click = await recordClick(affiliate, parsed.data);
  return json(click.answer, { headers: { "Set-Cookie": click.setCookie, "Cache-Control": "no-store" } });
}

import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { pricingAnswer } from "~/services/billing/api.server";
import { quoteCourse } from "~/services/billing/pricing.server";
import { requireApiUser } from "~/utils/auth.server";
import { buyerCountry } from "~/utils/billing.server";
import { badRequest, methodNotAllowed } from "~/utils/http.server";

/** GET /api/coupon/{authorId}/{workId}/{code}: a course's a-la-carte price with the coupon (400 with the reason when it does not apply). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const quote = await quoteCourse({
    user,
    authorId: params.authorId,
    workId: params.workId,
    couponCode: params.code,
    country: buyerCountry(request, user.country),
    now: new Date(),
  });
  if (quote.couponProblem) badRequest(quote.couponProblem);
  return json(
    { ...pricingAnswer(quote.price, quote.itemCode), coupon_code: quote.couponCode },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = () => methodNotAllowed("GET");

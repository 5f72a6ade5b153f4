// The order confirmation: what the learner just bought, for its owner only.
import { json } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { getDb, schema } from "../../../db/client";
import { requireUser } from "~/utils/auth.server";
import { notFound } from "~/utils/http.server";
import { attemptOf } from "./checkout.server";
import { businessItemLabel } from "~/services/organizations/purchases.server";

export const NO_ORDER = "We could not find that order.";

export async function loadOrderConfirmation(request: Request) {
  const user = await requireUser(request);
  const id = new URL(request.url).searchParams.get("attempt") ?? "";
  const attempt = id.length <= 64 ? attemptOf(user.id, id) : undefined;
  if (!attempt || attempt.status !== "succeeded") notFound(NO_ORDER);
  // A bought coupon is shown on the confirmation (it is mailed too).
  const coupon =
    attempt.checkoutType === "coupon-purchase"
      ? getDb()
          .select({ code: schema.coupons.code })
          .from(schema.coupons)
          .innerJoin(schema.transactions, eq(schema.transactions.id, schema.coupons.transactionId))
          .where(eq(schema.transactions.attemptId, attempt.id))
          .get()
      : undefined;
  return json(
    {
      checkoutType: attempt.checkoutType,
      plan: attempt.itemCode,
      /** business purchases: what the organization got, in words */
      business: businessItemLabel(attempt.checkoutType, attempt.itemCode),
      receiverEmail: attempt.receiverEmail,
      lineItems: JSON.parse(attempt.price) as { id: string; label: string; amountCents: number; percentage?: number }[],
      totalCents: attempt.totalCents,
      email: user.email,
      couponCode: coupon?.code ?? null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export type OrderConfirmationLoader = typeof loadOrderConfirmation;

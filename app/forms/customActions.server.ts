// The sponsor's page of a custom action (docs/product/billing.md#custom-actions): its path and its status filter.
import { z } from "zod";
import { COUPON_STATUS_FILTERS } from "~/engine/customActions";

export const customActionParams = z.object({ id: z.string().min(1).max(64) });
/** An unknown status shows every coupon. */
export const couponStatusFilter = z.enum(COUPON_STATUS_FILTERS).catch("all");

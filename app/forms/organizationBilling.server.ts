// Schemas of enterprise-dashboard.$orgId.billing.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { z } from "zod";

export const BillingParams = z.object({ orgId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const BillingForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    card_number: z.string().max(32).optional(),
    card_expiry: z.string().max(16).optional(),
    card_cvc: z.string().max(8).optional(),
    /** Stripe: the PaymentMethod id that Stripe's card field made through the b2b SetupIntent */
    payment_method: z.string().max(128).optional(),
  }),
  z.object({ intent: z.literal("default"), token: z.string().min(1).max(128) }),
  z.object({ intent: z.literal("delete"), token: z.string().min(1).max(128), confirmed: z.literal("yes").optional() }),
]);

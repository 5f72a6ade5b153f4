// Schemas of account.billing.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { cardExpirySchema } from "~/engine/validation";
import { z } from "zod";

export const formSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    card_number: z.string().max(32).optional(),
    card_expiry: z.string().max(16).optional(),
    card_cvc: z.string().max(8).optional(),
    /** Stripe: the PaymentMethod id that Stripe's card field made */
    payment_method: z.string().max(128).optional(),
  }),
  z.object({ intent: z.enum(["primary", "secondary"]), token: z.string().min(1).max(128) }),
  z.object({ intent: z.enum(["delete", "unsecondary"]), token: z.string().min(1).max(128), confirmed: z.literal("yes").optional() }),
]);

export const expirySchema = cardExpirySchema;

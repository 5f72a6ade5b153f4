// Schemas of checkout.$checkoutType.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { cardExpirySchema } from "~/engine/validation";
import { z } from "zod";

export const expiry = cardExpirySchema;

export const payFormSchema = z.object({
  attempt_id: z.string().max(64),
  plan: z.string().max(32).optional(),
  author_id: z.string().max(20).optional(),
  work_id: z.string().max(20).optional(),
  action_id: z.string().max(64).optional(),
  coupon: z.string().max(64).optional(),
  expected_total: z.coerce.number().int().min(0).max(100_000_000).optional(),
  receiver_email: z.string().max(254).optional(),
  receiver_id: z.string().max(20).optional(),
  payment_method: z.string().max(128).optional(),
  card_number: z.string().max(32).optional(),
  card_expiry: z.string().max(16).optional(),
  card_cvc: z.string().max(8).optional(),
  /** the PayPal buttons: paypal (once) or paypal_recurring (each period) */
  pay_with: z.enum(["card", "paypal", "paypal_recurring"]).optional(),
});

/** The business checkout form (/checkout/{business type}). */
export const businessFormSchema = z.object({
  attempt_id: z.string().max(64),
  plan: z.string().max(32).optional(),
  seats: z.string().max(12).optional(),
  subscription_id: z.string().max(20).optional(),
  organization_name: z.string().max(400).optional(),
  coupon: z.string().max(64).optional(),
  expected_total: z.coerce.number().int().min(0).max(10_000_000_000).optional(),
  payment_method: z.string().max(128).optional(),
  card_number: z.string().max(32).optional(),
  card_expiry: z.string().max(16).optional(),
  card_cvc: z.string().max(8).optional(),
  full_name: z.string().max(400).optional(),
  email: z.string().max(400).optional(),
  password: z.string().max(1024).optional(),
});
export type BusinessCheckoutForm = z.infer<typeof businessFormSchema>;

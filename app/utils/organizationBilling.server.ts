// The bodies of the organization payment-method paths (docs/product/billing.md#organization-billing),
// shared by their routes: zod at the edge, one clear sentence per missing field.
import { z } from "zod";

const pageFields = { redirectTo: z.string().max(2048).optional(), reply: z.string().max(8).optional() };

export const nonceBody = z.object({
  payment_method_nonce: z.string({ error: "The payment method nonce is missing." }).trim().min(1, "The payment method nonce is missing.").max(128),
  ...pageFields,
});

export const tokenBody = z.object({
  payment_method_token: z.string({ error: "The payment method token is missing." }).trim().min(1, "The payment method token is missing.").max(128),
  ...pageFields,
});

export const methodIdBody = z.object({
  payment_method_id: z.string({ error: "The payment method id is missing." }).trim().min(1, "The payment method id is missing.").max(128),
  ...pageFields,
});

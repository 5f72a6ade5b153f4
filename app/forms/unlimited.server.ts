// Schemas of unlimited.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { z } from "zod";
import { BILLING_TERMS } from "~/engine/constants";

export const querySchema = z.object({
  term: z.coerce
    .number()
    .refine((n) => (BILLING_TERMS as readonly number[]).includes(n), "Choose a billing term of 1, 3, 12 or 24 months.")
    .default(12),
  buy: z.enum(["true", "false"]).optional(),
});

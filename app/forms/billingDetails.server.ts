// Schema of account.billing_.details.tsx (server-only: a page route holds no zod).
import { z } from "zod";

const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null));

export const billingDetailsSchema = z.object({
  name: z.string().trim().min(1, "Enter the name to print on invoices.").max(200, "Use at most 200 characters."),
  company: optional(200, "Use at most 200 characters."),
  tax_id: z
    .string()
    .trim()
    .max(40, "A tax ID has at most 40 characters.")
    .regex(/^[A-Za-z0-9 .\-/]*$/, "A tax ID has letters, digits, spaces, dots, dashes and slashes only.")
    .optional()
    .transform((v) => (v ? v.toUpperCase() : null)),
  address_line1: z.string().trim().min(1, "Enter the street address.").max(200, "Use at most 200 characters."),
  address_line2: optional(200, "Use at most 200 characters."),
  city: z.string().trim().min(1, "Enter the city.").max(100, "Use at most 100 characters."),
  postal_code: optional(20, "Use at most 20 characters."),
  region: optional(100, "Use at most 100 characters."),
  country: z.string().trim().min(2, "Enter the country.").max(100, "Use at most 100 characters."),
});

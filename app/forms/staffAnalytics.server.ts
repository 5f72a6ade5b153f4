// Schemas of /staff/analytics (server-only: a page route holds no zod).
import { z } from "zod";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates look like 2026-11-24.")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "Not a date.");

/** ?from=&to= (days), defaulting to the period given. */
export const analyticsPeriodSchema = (from: string, to: string) => z.object({ from: day.default(from), to: day.default(to) });

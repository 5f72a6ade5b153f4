// The start choices of interview-prep.mock-interview._index.tsx as its ?dialog=start page state
// carries them (server-only: a page route holds no zod, so zod stays out of the browser).
import type { z } from "zod";
import { fieldErrors } from "~/engine/validation";
import { startSchema } from "~/services/mockInterviews.server";

/** Valid choices, or a message per field. */
export function parseStartChoices(
  search: URLSearchParams,
): { ok: true; data: z.infer<typeof startSchema> } | { ok: false; errors: Record<string, string> } {
  const parsed = startSchema.safeParse({ company: search.get("company"), length: search.get("length"), timezone: search.get("timezone") });
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

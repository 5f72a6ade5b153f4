// Edge schemas of the coach API routes: ids arrive as strings (query or body) and are coerced.
import { z } from "zod";
import { badRequest, flattenIssues } from "~/utils/http.server";

/** A public id: a whole number (given as a number or a string of digits). */
export const idField = (name: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
    z
      .number({ error: `${name} is required and must be a whole number.` })
      .int(`${name} must be a whole number.`)
      .min(0, `${name} must be a whole number.`)
      .max(Number.MAX_SAFE_INTEGER, `${name} is too large.`),
  );

export const pageRefSchema = z.object({
  author_id: idField("author_id"),
  work_id: idField("work_id"),
  page_id: idField("page_id"),
});

export const pathQuerySchema = z.object({
  path_author_id: idField("path_author_id"),
  path_id: idField("path_id"),
});

/** Parses the query string with a schema or throws the 400 reply with `errors`. */
export function requireQuery<S extends z.ZodTypeAny>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
  const parsed = schema.safeParse(params);
  if (!parsed.success) badRequest(flattenIssues(parsed.error));
  return parsed.data;
}

/** Optional text that may be empty: "" and absent both mean undefined. */
export const optionalText = (max: number, name: string) =>
  z.preprocess(
    (v) => (v === "" || v == null ? undefined : v),
    z
      .string({ error: `${name} must be text.` })
      .max(max, `${name} must be at most ${max} characters long.`)
      .optional(),
  );

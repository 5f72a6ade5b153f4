// Bodies whose every value is a string are read back for the schema that validates them.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readStringValuedBody, safeParseBody } from "~/utils/stringValuedBody";
import { searchSchema } from "~/services/notes.server";

const schema = z
  .object({
    count: z.number().int(),
    flag: z.boolean().optional(),
    filters: z.object({ author_id: z.number().optional(), on: z.boolean().optional() }).strict().default({}),
    ids: z.array(z.number()).optional(),
    maybe: z.number().nullable().optional(),
    comment: z.string(),
    either: z.union([z.string(), z.number()]).optional(),
    piped: z.preprocess((v) => v, z.number()).optional(),
  })
  .strict();

describe("string-valued bodies", () => {
  it("reads numbers, booleans, null, objects (one level down too) and arrays back", () => {
    const body = { count: "2", flag: "false", filters: '{"author_id":"7","on":"true"}', ids: "[1,2]", maybe: "null", comment: "x", piped: "5" };
    expect(readStringValuedBody(body, schema)).toEqual({
      count: 2,
      flag: false,
      filters: { author_id: 7, on: true },
      ids: [1, 2],
      maybe: null,
      comment: "x",
      piped: 5,
    });
    expect(safeParseBody(schema, body).success).toBe(true);
  });

  it("keeps text where the field takes text, and leaves what does not read as JSON to the schema's own message", () => {
    expect(readStringValuedBody({ count: "1", comment: "123", either: "true" }, schema)).toEqual({ count: 1, comment: "123", either: "true" });
    expect(readStringValuedBody({ count: "two", comment: "{}" }, schema)).toEqual({ count: "two", comment: "{}" });
    const bad = safeParseBody(schema, { count: "two", comment: "c" });
    expect(bad.success).toBe(false);
    // a JSON value that still does not fit stays as sent, so the message names what was sent
    expect(readStringValuedBody({ count: "1.5", comment: "c", filters: '{"nope":1}' }, schema)).toEqual({
      count: "1.5",
      comment: "c",
      filters: '{"nope":1}',
    });
  });

  it("object fields sent as real JSON still have their string values read back", () => {
    expect(readStringValuedBody({ count: 3, comment: "c", filters: { author_id: "9" } }, schema)).toMatchObject({ filters: { author_id: 9 } });
  });

  it("the notes search takes include_filters as a stringified object", () => {
    const parsed = safeParseBody(searchSchema, {
      engine_name: "notes",
      current_page: "1",
      results_per_page: "10",
      include_filters: "{}",
      sort_filter: "relevance",
    });
    expect(parsed.success && parsed.data.include_filters).toEqual({});
    expect(searchSchema.safeParse({ engine_name: "notes", include_filters: "{}" }).success).toBe(false);
  });
});

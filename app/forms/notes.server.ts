// Schemas of learn.notes.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { z } from "zod";
import { NOTE_COMMENT_MAX, NOTE_SEARCH_MAX } from "~/engine";

export const querySchema = z.object({
  q: z.string().max(NOTE_SEARCH_MAX).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export const respond = z.literal("json").optional();

export const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add-note"), respond, ru: z.string().optional() }).passthrough(),
    z.object({ intent: z.literal("delete-note"), respond, ru: z.string().optional(), id: z.coerce.number().int().positive() }),
    z.object({
      intent: z.literal("edit-note"),
      respond,
      ru: z.string().optional(),
      id: z.coerce
        .number()
        .int()
        .positive()
        .max(2 ** 31),
      version: z.coerce
        .number()
        .int()
        .positive()
        .max(2 ** 31)
        .optional(),
      comment: z.string().max(NOTE_COMMENT_MAX, `comment must be at most ${NOTE_COMMENT_MAX} characters.`),
    }),
  ],
  { error: "Unknown action." },
);

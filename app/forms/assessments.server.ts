// The forms of a skill assessment page (docs/product/hands-on.md#skill-assessments): start (or
// retake) and answer the current question (a choice's index, or code).
import { z } from "zod";

export const assessmentActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({
    intent: z.literal("answer"),
    question: z.string().min(1).max(40),
    choice: z.coerce.number().int().min(0).max(20).optional(),
    code: z.string().max(20_000).optional(),
  }),
]);

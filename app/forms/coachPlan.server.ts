// Schemas of interview-prep.$pathUrlSlug.plan.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { z } from "zod";
import { parsePatternKey } from "~/engine/coachProgress";

export const CHOOSE_FROM_LIST = "Choose modules from the list.";

export const planFormSchema = z.object({
  intent: z.enum(["save", "all"], { error: CHOOSE_FROM_LIST }).default("save"),
  // a form sends one checked box as a value, several as a list
  module: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(
        z.string().refine((k) => parsePatternKey(k) !== null, CHOOSE_FROM_LIST),
        { error: CHOOSE_FROM_LIST },
      )
      .max(200, CHOOSE_FROM_LIST),
  ),
});

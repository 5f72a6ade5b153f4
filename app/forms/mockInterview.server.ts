// Schemas of interview-prep.mock-interview.$id._index.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { z } from "zod";

export const finishSchema = z.object({ intent: z.literal("finish") });

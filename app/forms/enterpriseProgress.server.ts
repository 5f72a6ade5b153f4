// Schemas of enterprise-dashboard.$orgId.progress.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { z } from "zod";

export const Params = z.object({
  orgId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

// Schemas of checkout.3ds.$intentId.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { z } from "zod";

export const decisionSchema = z.object({ decision: z.enum(["approve", "cancel"], { error: "Choose to confirm or to cancel." }) });

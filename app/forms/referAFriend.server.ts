// Schemas of refer-a-friend.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { z } from "zod";

export const actionSchema = z.object({ intent: z.literal("create-link", { error: "Unknown action." }) });

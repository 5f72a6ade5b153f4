// The forms of a certificate page (docs/product/hands-on.md#certificates): the learner confirms
// their name; staff or an organization admin revokes with a reason.
import { z } from "zod";

export const certificateActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm-name"), name: z.string().trim().min(2, "Enter your full name.").max(120, "Use at most 120 characters.") }),
  z.object({ intent: z.literal("revoke"), reason: z.string().trim().min(3, "Give a reason for revoking.").max(500, "Use at most 500 characters.") }),
]);

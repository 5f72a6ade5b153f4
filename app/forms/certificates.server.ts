// The forms of a certificate page (docs/product/hands-on.md#certificates): the learner confirms
// their name; staff or an organization admin revokes with a reason.
import { z } from "zod";
import { nameSchema } from "~/engine/validation";

export const certificateActionSchema = z.discriminatedUnion("intent", [
  // the name rule of every form that takes a person's name (docs/product/accounts.md#sign-up)
  z.object({ intent: z.literal("confirm-name"), name: nameSchema }),
  z.object({ intent: z.literal("revoke"), reason: z.string().trim().min(3, "Give a reason for revoking.").max(500, "Use at most 500 characters.") }),
]);

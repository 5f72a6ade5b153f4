// The account schemas (app/engine/accounts.ts) as the page routes take them: through a .server
// module, which the browser build replaces with an empty one, so that no page ships zod.
import { z } from "zod";

export { emailOnlySchema, loginSchema, passwordResetSchema, signUpSchema } from "~/engine/accounts";
export { secondStepSchema } from "~/engine/accountSecurityForms";

/** The login page's "mail me a code" button of the two-factor step. */
export const sendCodeSchema = z.object({
  intent: z.literal("send-email-code"),
  challenge: z.string().min(1).max(200),
  ru: z.string().max(2048).optional(),
});

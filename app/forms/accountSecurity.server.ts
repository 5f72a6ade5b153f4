// The account-security schemas (app/engine/accountSecurityForms.ts) as the page routes take them:
// through a .server module, which the browser build replaces with an empty one, so no page ships zod.
import { z } from "zod";
import {
  changeEmailSchema,
  changeNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailTwoFactorSchema,
  revokeOthersSchema,
  revokeSessionSchema,
  totpConfirmSchema,
  totpDisableSchema,
} from "~/engine/accountSecurityForms";

export {
  changeEmailSchema,
  changeNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailTwoFactorSchema,
  onboardingSchema,
  revokeOthersSchema,
  revokeSessionSchema,
  totpConfirmSchema,
  totpDisableSchema,
  verifyAndResetSchema,
} from "~/engine/accountSecurityForms";

/** Every form of the account page (/account), by intent; the two-factor modal's forms are those of /account/two-factor, renamed. */
export const accountFormSchema = z.discriminatedUnion("intent", [
  changeNameSchema,
  changeEmailSchema,
  changePasswordSchema,
  revokeSessionSchema,
  revokeOthersSchema,
  deleteAccountSchema,
  z.object({ intent: z.literal("two-factor-start") }),
  totpConfirmSchema.extend({ intent: z.literal("two-factor-confirm") }),
  totpDisableSchema.extend({ intent: z.literal("two-factor-disable") }),
]);

/** Every form of /account/two-factor, by intent. */
export const twoFactorFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  totpConfirmSchema,
  totpDisableSchema,
  emailTwoFactorSchema,
]);

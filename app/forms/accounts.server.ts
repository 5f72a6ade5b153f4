// The account schemas (app/engine/accounts.ts) as the page routes take them: through a .server
// module, which the browser build replaces with an empty one, so that no page ships zod.
export { emailOnlySchema, loginSchema, passwordResetSchema, signUpSchema } from "~/engine/accounts";

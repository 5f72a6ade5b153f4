// Sign-in goes through remix-auth: the form strategy checks e-mail and password (with the
// limits and captcha of accounts.server); single sign-on will be one more strategy beside it.
// The site keeps its own sessions (rows in the database, a fresh id per sign-in), so the
// authenticator only answers who signed in; routes start the session.
import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { z } from "zod";
import type { loginSchema } from "~/engine/accounts";
import type { User } from "~/models/user.server";
import { sessionStorage } from "~/utils/session.server";
import { logIn, type Failure } from "./accounts.server";
import { trackServerEvent, type Tracking } from "~/services/analytics.server";
import { appOrigin } from "~/utils/env.server";

type Credentials = z.infer<typeof loginSchema>;
type Context = { ip: string; credentials: Credentials; formData: FormData };

/** The refusal of a sign-in, carried through remix-auth to the route. */
class SignInRefused extends Error {
  constructor(readonly failure: Failure) {
    super(failure.errorText ?? "Sign-in refused");
  }
}

let authenticator: Authenticator<User> | undefined;
function getAuthenticator(): Authenticator<User> {
  if (authenticator) return authenticator;
  authenticator = new Authenticator<User>(sessionStorage(), { throwOnError: true });
  authenticator.use(
    new FormStrategy<User>(async ({ context }) => {
      const { ip, credentials } = context as Context;
      const result = await logIn(ip, credentials);
      if (!result.ok) throw new SignInRefused(result);
      return result.user;
    }),
    "form",
  );
  return authenticator;
}

/** Signs in with e-mail and password (already validated): the user, or the refusal to answer. */
export async function authenticateWithPassword(
  tracking: Tracking | null,
  ip: string,
  credentials: Credentials,
): Promise<{ ok: true; user: User } | Failure> {
  const formData = new FormData();
  formData.set("email", credentials.email);
  // The body was read and validated by the route: the strategy gets the values in its context and
  // reads nothing of the request remix-auth requires, so a bodiless one stands in for it.
  const bodiless = new Request(`${appOrigin()}/login`, { method: "POST" });
  try {
    const user = await getAuthenticator().authenticate("form", bodiless, { context: { ip, credentials, formData } satisfies Context });
    await trackServerEvent(tracking, user, "login", { method: "password" });
    return { ok: true, user };
  } catch (error) {
    if (error instanceof AuthorizationError && error.cause instanceof SignInRefused) return error.cause.failure;
    throw error;
  }
}

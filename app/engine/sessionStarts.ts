// Every way a request can start a session (a new session cookie for a user), by name: the one
// list. startSession (app/utils/auth.server.ts) takes one of these names, so a new way to sign in
// must be added here, and tests/integration/session-starts.test.ts has a case for every name
// (it fails when one is missing). No entry may start a session while the request is an
// impersonation: staff would leave the impersonation (its banner, its refusals, its audited end)
// for a plain session of the learner. Starting and stopping an impersonation are not entries:
// the impersonation service makes and hands back those sessions itself.
export const SESSION_STARTS = {
  "api-login": "POST /api/user/login (with the second factor in the same call when the account has one)",
  "login-form":
    "POST /login and the home page's login modal (after the second step when one is owed; also after single sign-on or a reset of a two-factor account)",
  "api-signup": "POST /api/user/signup",
  "signup-form": "POST /signup and the home page's sign-up modal",
  "api-verify-and-reset": "POST /api/user/verify-and-reset-password (accounts without two-factor sign-in)",
  "signup-and-reset-form": "POST /signup-and-reset-password/{token} (accounts without two-factor sign-in)",
  "api-onboard": "POST /api/user/user-onboard?set_session=true",
  "enterprise-signup": "POST /enterprise-signup/{token}",
  sso: "GET /authorize/{slug}-sso/callback (accounts without two-factor sign-in)",
  "business-checkout": "POST /checkout/loggedout-enterprise-purchase (a visitor's new account with its purchase)",
} as const;

export type SessionStart = keyof typeof SESSION_STARTS;

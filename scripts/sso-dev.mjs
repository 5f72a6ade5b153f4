// `npm run sso:dev`: a development OpenID Connect provider (oauth2-mock-server) on
// http://127.0.0.1:8089, the issuer the seeded "Globex Enterprise" organization signs in with
// (seeds/organizations.ts; SSO_DEV_ISSUER overrides it at seed time). It has no login screen: it
// vouches for the address the login page passed on (login_hint, from "Continue with SSO"), else
// SSO_DEV_EMAIL (default member@globex.test). For development only.
import { OAuth2Server } from "oauth2-mock-server";

const host = process.env.SSO_DEV_HOST ?? "127.0.0.1";
const port = Number(process.env.SSO_DEV_PORT ?? 8089);
const fallback = (process.env.SSO_DEV_EMAIL ?? "member@globex.test").toLowerCase();

const server = new OAuth2Server();
// The issuer exactly as the seed names it (the library would say "localhost" for 127.0.0.1).
server.issuer.url = `http://${host}:${port}`;
await server.issuer.keys.generate("RS256");

/** authorization code → the e-mail it was issued for */
const emails = new Map();
server.service.on("beforeAuthorizeRedirect", (redirect, req) => {
  const code = redirect.url.searchParams.get("code");
  const hint = new URL(req.url ?? "/", "http://provider.invalid").searchParams.get("login_hint");
  if (code) emails.set(code, (hint || fallback).trim().toLowerCase());
});
server.service.on("beforeTokenSigning", (token, req) => {
  const email = emails.get(req.body?.code) ?? fallback;
  const local = email.split("@")[0] ?? email;
  token.payload.sub = `dev-${email}`;
  token.payload.email = email;
  token.payload.email_verified = true;
  token.payload.name = local
    .split(/[._-]+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
});

await server.start(port, host);
console.log(`Development OpenID Connect provider: ${server.issuer.url}`);
console.log(`Discovery: ${server.issuer.url}/.well-known/openid-configuration`);
console.log(`Signs in the login_hint address, else ${fallback}. Stop with Ctrl-C.`);

// Single sign-on per organization with OpenID Connect, through remix-auth's OAuth2 strategy
// (remix-auth-oauth2 1.x, the line that fits remix-auth 3 and Remix 2). The strategy does the
// authorization-code exchange and checks the state; this module adds what OIDC needs on top:
// discovery, PKCE (S256), a nonce, and the ID token's signature and claims.
//
// The handshake (state, PKCE verifier, nonce, where to go next) lives in a signed cookie of its
// own, scoped to /authorize, for ten minutes: the visitor's site session is not touched until the
// sign-in succeeds, and then a fresh one starts. The outcome is left in the `sso_result` cookie,
// which the next page reads and reports as a toast (docs/product/organizations.md#sso).
import { createCookie, createCookieSessionStorage, type SessionStorage } from "@remix-run/node";
import { createHash, createPublicKey, randomBytes, verify as verifySignature, type JsonWebKey } from "node:crypto";
import { Authenticator, AuthorizationError } from "remix-auth";
import { OAuth2Strategy, type OAuth2Profile } from "remix-auth-oauth2";
import { z } from "zod";
import { emailDomain } from "~/engine/staff";
import { emailSchema } from "~/engine/validation";
import { parseAttribution, ssoCampaignFields } from "~/engine/attribution";
import { recordAttribution } from "~/services/attribution.server";
import type { Organization } from "~/models/organization.server";
import { addMember, claimAccountThroughSso, findSsoOrganizationByDomain, getOrganizationBySlug, hasSso } from "~/models/organizationAdmin.server";
import { createUser, findUserByEmail, getUserById, type User } from "~/models/user.server";
import { appOrigin, secureCookies } from "~/utils/env.server";
import { notFound, safeRedirect } from "~/utils/http.server";
import { hashPassword } from "~/models/password.server";
import { sessionSecret } from "~/utils/session.server";
import { openPendingSecondStep, twoFactorRequired } from "./twoFactor.server";
import type { Toast } from "~/utils/toast.server";

const SSO_OPERATIONS = ["login", "signup"] as const;
type SsoOperation = (typeof SSO_OPERATIONS)[number];

const HANDSHAKE_SECONDS = 600;
const RESULT_SECONDS = 300;
const FETCH_TIMEOUT_MS = 8000;

export const SSO_TEXTS = {
  signedUp: (first: string, org: string) => `Welcome to Codelift, ${first}! You signed up with ${org} single sign-on.`,
  loggedIn: (first: string, org: string) => `Welcome back, ${first}! You logged in with ${org} single sign-on.`,
  wrongDomain: (org: string, domain: string) => `Single sign-on with ${org} is only for @${domain} e-mail addresses.`,
  expired: "Single sign-on could not be completed: the sign-in expired or was started in another browser. Please try again.",
  refused: (org: string) => `Single sign-on with ${org} did not complete: the identity provider refused the sign-in.`,
  unavailable: (org: string) => `Single sign-on with ${org} is not available right now. Please try again later.`,
  noEmail: (org: string) => `Single sign-on with ${org} did not share a verified e-mail address.`,
  notForDomain: "Single sign-on is not set up for this e-mail address. Log in with your password.",
} as const;

/** A refusal with the sentence to show; anything else that fails is reported as "unavailable". */
class SsoRefusal extends Error {}

// ---------------------------------------------------------------- which organization

/** The organization of `/authorize/{slug}-sso` when it has single sign-on; else the not-found answer. */
export async function requireSsoOrganization(provider: string): Promise<Organization> {
  const m = /^([a-z0-9][a-z0-9-]*)-sso$/.exec(provider);
  const org = m ? await getOrganizationBySlug(m[1]!) : null;
  if (!org || !hasSso(org)) notFound();
  return org;
}

/** POST /api/user/verify-sso: whether the address's domain signs in through an organization, and where to go. */
export async function ssoForEmail(email: string, ru?: string | null): Promise<{ sso: false } | { sso: true; url: string; organization: string }> {
  const domain = emailDomain(email);
  const org = domain ? await findSsoOrganizationByDomain(domain) : null;
  if (!org) return { sso: false };
  const q = new URLSearchParams({ operation: "login", login_hint: email.trim().toLowerCase() });
  if (ru) q.set("ru", safeRedirect(ru, "/learn/home"));
  return { sso: true, url: `/authorize/${org.slug}-sso?${q}`, organization: org.name };
}

// ---------------------------------------------------------------- cookies

const handshakeStorage = () =>
  createCookieSessionStorage({
    cookie: {
      name: "__sso_handshake",
      httpOnly: true,
      // Lax: the provider sends the browser back with a top-level GET, which carries it.
      sameSite: "lax",
      path: "/authorize",
      maxAge: HANDSHAKE_SECONDS,
      secure: secureCookies(),
      secrets: [sessionSecret()],
    },
  });

const resultCookie = () =>
  createCookie("sso_result", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: RESULT_SECONDS,
    secure: secureCookies(),
    secrets: [sessionSecret()],
  });

const resultSchema = z.object({ status: z.enum(["success", "failure"]), operation: z.enum(SSO_OPERATIONS), text: z.string().min(1).max(500) });
type SsoResult = z.infer<typeof resultSchema>;

async function resultSetCookie(result: SsoResult): Promise<string> {
  return resultCookie().serialize(result);
}

/**
 * The result of the last single sign-on, read once by the next page (the root loader): the
 * toast to show and the Set-Cookie that clears it; null when there is none (or it was forged).
 */
export async function readSsoResult(cookieHeader: string | null): Promise<{ result: SsoResult; toast: Toast; clear: string } | null> {
  if (!cookieHeader?.includes("sso_result=")) return null;
  const parsed = resultSchema.safeParse(await resultCookie().parse(cookieHeader));
  const clear = await resultCookie().serialize("", { maxAge: 0, expires: new Date(0) });
  if (!parsed.success) return null;
  const toast: Toast = { status: parsed.data.status === "success" ? "SUCCESS" : "ERROR", text: parsed.data.text };
  return { result: parsed.data, toast, clear };
}

// ---------------------------------------------------------------- the provider (OIDC discovery, tokens)

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

const discoveryCache = new Map<string, { at: number; doc: Discovery }>();

async function discover(issuer: string): Promise<Discovery> {
  const key = issuer.replace(/\/+$/, "");
  const cached = discoveryCache.get(key);
  if (cached && Date.now() - cached.at < 5 * 60_000) return cached.doc;
  const res = await fetch(`${key}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`discovery answered ${res.status}`);
  const doc = discoverySchema.parse(await res.json());
  if (doc.issuer.replace(/\/+$/, "") !== key) throw new Error(`discovery names another issuer (${doc.issuer})`);
  discoveryCache.set(key, { at: Date.now(), doc });
  return doc;
}

const b64url = (buf: Buffer) => buf.toString("base64url");
const pkceChallenge = (verifier: string) => b64url(createHash("sha256").update(verifier).digest());

const claimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  nonce: z.string().optional(),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
});
type IdClaims = z.infer<typeof claimsSchema>;

/** Verifies an RS256 ID token against the provider's keys and the claims OIDC requires. */
async function verifyIdToken(idToken: string, doc: Discovery, clientId: string, nonce: string): Promise<IdClaims> {
  const parts = idToken.split(".");
  if (parts.length !== 3) throw new SsoRefusal("The identity provider's ID token is malformed.");
  const [h, p, s] = parts as [string, string, string];
  const header = z.object({ alg: z.string(), kid: z.string().optional() }).parse(JSON.parse(Buffer.from(h, "base64url").toString("utf8")));
  if (header.alg !== "RS256") throw new SsoRefusal("The identity provider signed its ID token with an unsupported algorithm.");
  const res = await fetch(doc.jwks_uri, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`jwks answered ${res.status}`);
  const { keys } = z.object({ keys: z.array(z.record(z.string(), z.unknown())) }).parse(await res.json());
  const jwk = keys.find((k) => (header.kid ? k.kid === header.kid : k.kty === "RSA"));
  if (!jwk) throw new SsoRefusal("The identity provider's ID token is signed with an unknown key.");
  const key = createPublicKey({ key: jwk as JsonWebKey, format: "jwk" });
  if (!verifySignature("RSA-SHA256", Buffer.from(`${h}.${p}`), key, Buffer.from(s, "base64url")))
    throw new SsoRefusal("The identity provider's ID token signature is not valid.");
  const claims = claimsSchema.parse(JSON.parse(Buffer.from(p, "base64url").toString("utf8")));
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss.replace(/\/+$/, "") !== doc.issuer.replace(/\/+$/, "")) throw new SsoRefusal("The ID token comes from another issuer.");
  if (!audiences.includes(clientId)) throw new SsoRefusal("The ID token was issued for another application.");
  if (claims.exp * 1000 < Date.now() - 60_000) throw new SsoRefusal("The ID token has expired.");
  if (claims.nonce !== nonce) throw new SsoRefusal("The ID token does not belong to this sign-in.");
  return claims;
}

// ---------------------------------------------------------------- the strategy

interface SsoProfile extends OAuth2Profile {
  provider: "oidc";
  id: string;
  email: string | null;
  emailVerified: boolean | null;
  fullName: string | null;
}
type TokenExtras = { id_token?: string; token_type?: string; expires_in?: number; scope?: string };

interface Handshake {
  verifier: string;
  nonce: string;
  operation: SsoOperation;
  ru: string;
  loginHint?: string;
  /** the campaign fields of the address the sign-in started at (stored if it creates the account) */
  campaign?: Record<string, string>;
}

/**
 * remix-auth-oauth2's strategy with what OpenID Connect adds: the authorization request carries
 * only the OIDC parameters (not the page's own query), a PKCE challenge and a nonce; the token
 * request the verifier; the profile comes from the verified ID token (and userinfo for any
 * claim the token leaves out).
 */
class OidcStrategy extends OAuth2Strategy<SignedIn, SsoProfile, TokenExtras> {
  name = "oidc";
  constructor(
    private readonly doc: Discovery,
    private readonly org: Organization,
    private readonly handshake: Handshake,
    callbackURL: string,
    verify: (profile: SsoProfile) => Promise<SignedIn>,
  ) {
    super(
      {
        authorizationURL: doc.authorization_endpoint,
        tokenURL: doc.token_endpoint,
        clientID: org.ssoClientId!,
        clientSecret: org.ssoClientSecret ?? "",
        callbackURL,
        scope: "openid email profile",
      },
      async ({ profile }) => verify(profile),
    );
  }

  protected authorizationParams(): URLSearchParams {
    const params = new URLSearchParams({
      scope: "openid email profile",
      nonce: this.handshake.nonce,
      code_challenge: pkceChallenge(this.handshake.verifier),
      code_challenge_method: "S256",
    });
    if (this.handshake.loginHint) params.set("login_hint", this.handshake.loginHint);
    return params;
  }

  protected tokenParams(): URLSearchParams {
    return new URLSearchParams({ code_verifier: this.handshake.verifier });
  }

  protected async userProfile(accessToken: string, params: TokenExtras): Promise<SsoProfile> {
    if (!params.id_token) throw new SsoRefusal("The identity provider sent no ID token.");
    const claims = await verifyIdToken(params.id_token, this.doc, this.org.ssoClientId!, this.handshake.nonce);
    let { email, name } = claims;
    let emailVerified = claims.email_verified === undefined ? null : claims.email_verified === true || claims.email_verified === "true";
    if (!email && this.doc.userinfo_endpoint) {
      const res = await fetch(this.doc.userinfo_endpoint, {
        headers: { Authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (res.ok) {
        const info = claimsSchema
          .pick({ sub: true, email: true, email_verified: true, name: true })
          .partial()
          .parse(await res.json());
        // Userinfo about another subject than the ID token's is not this person's.
        if (info.sub === claims.sub) {
          email = info.email;
          name ??= info.name;
          if (info.email_verified !== undefined) emailVerified = info.email_verified === true || info.email_verified === "true";
        }
      }
    }
    return { provider: "oidc", id: claims.sub, email: email?.trim().toLowerCase() ?? null, emailVerified, fullName: name?.trim() || null };
  }
}

// ---------------------------------------------------------------- the flow

/** What the flow reads of its request: the address (operation, ru, login_hint; code, state, error) and the Cookie header. */
export type SsoRequest = { url: string; cookieHeader: string | null };

/** The flow's next step: where the browser goes and the cookies it takes; `signInUserId`: the route starts this learner's session. */
export type SsoStep = { to: string; setCookies: string[]; signInUserId?: number };

/** remix-auth's strategies read a request: one made of the values the route passed. */
const strategyRequest = (r: SsoRequest) => new Request(r.url, { headers: r.cookieHeader ? { Cookie: r.cookieHeader } : {} });

/** The redirect remix-auth answered with, as a step (anything else is not ours to read: thrown on). */
function stepOf(answer: Response): SsoStep {
  const to = answer.headers.get("Location");
  if (!to) throw answer;
  return { to, setCookies: answer.headers.getSetCookie() };
}

function callbackUrl(org: Organization): string {
  return `${appOrigin()}/authorize/${org.slug}-sso/callback`;
}

/** The handshake storage with this sign-in's values written into the session the strategy reads. */
function handshakeStorageWith(values: Handshake | null): SessionStorage {
  const base = handshakeStorage();
  return {
    ...base,
    async getSession(cookieHeader, options) {
      const session = await base.getSession(cookieHeader, options);
      if (values) for (const [k, v] of Object.entries(values)) if (v !== undefined) session.set(k, v);
      return session;
    },
  };
}

/** GET /authorize/{slug}-sso?operation=signup|login: a redirect to the organization's identity provider. */
export async function beginSsoSignIn(request: SsoRequest, org: Organization): Promise<SsoStep> {
  const url = new URL(request.url);
  const operation: SsoOperation = url.searchParams.get("operation") === "signup" ? "signup" : "login";
  const ru = safeRedirect(url.searchParams.get("ru"), "/learn/home");
  const hint = emailSchema.safeParse(url.searchParams.get("login_hint"));
  let doc: Discovery;
  try {
    doc = await discover(org.ssoIssuer!);
  } catch (e) {
    console.warn(`sso: discovery for ${org.slug} failed: ${(e as Error).message}`);
    return failureStep(operation, SSO_TEXTS.unavailable(org.name));
  }
  const handshake: Handshake = {
    verifier: b64url(randomBytes(32)),
    nonce: b64url(randomBytes(16)),
    operation,
    ru,
    loginHint: hint.success ? hint.data : undefined,
    campaign: ssoCampaignFields(url),
  };
  const authenticator = new Authenticator<SignedIn>(handshakeStorageWith(handshake), { throwOnError: true });
  authenticator.use(
    new OidcStrategy(doc, org, handshake, callbackUrl(org), async () => {
      throw new Error("unreachable: the first leg only redirects");
    }),
    "oidc",
  );
  try {
    await authenticator.authenticate("oidc", strategyRequest(request));
  } catch (e) {
    if (e instanceof Response) return stepOf(e);
    throw e;
  }
  throw new Error("the OAuth2 strategy did not redirect to the provider");
}

interface SignedIn {
  user: User;
  created: boolean;
  seat: boolean;
}

/** Finds or creates the person the provider vouches for, and makes them a member of the organization. */
async function signInVerifiedPerson(org: Organization, profile: SsoProfile): Promise<SignedIn> {
  if (!profile.email || profile.emailVerified === false) throw new SsoRefusal(SSO_TEXTS.noEmail(org.name));
  const domain = emailDomain(profile.email);
  const wanted = org.ssoEmailDomain!.trim().toLowerCase();
  if (domain !== wanted) throw new SsoRefusal(SSO_TEXTS.wrongDomain(org.name, wanted));
  let user = await findUserByEmail(profile.email);
  let created = false;
  // A random password nobody knows: the account signs in through the provider (or a reset link).
  const unknownPassword = () => randomBytes(24).toString("base64url");
  if (!user) {
    const fullName = (profile.fullName ?? profile.email.split("@")[0]!).slice(0, 100);
    try {
      user = await createUser({ email: profile.email, fullName, password: unknownPassword(), verified: true });
      created = true;
    } catch {
      // Created by a concurrent sign-in a moment ago.
      user = await findUserByEmail(profile.email);
      if (!user) throw new Error("the account could not be created");
    }
  } else if (!user.verified) {
    // Someone registered the address without owning it: the provider's person takes the account
    // over, and nothing the squatter set stays (password, second factor, recovery codes, sessions).
    await claimAccountThroughSso(user.id, await hashPassword(unknownPassword()));
    user = (await getUserById(user.id))!;
  }
  // New members take a free seat when the organization has one; without, they join and an admin assigns one.
  const joined = await addMember({ organizationId: org.id, userId: user.id, role: "Member", seat: "if-free" });
  const seat = joined.ok ? joined.member.subscriptionId !== null : joined.reason === "already-member" && joined.member.subscriptionId !== null;
  return { user, created, seat };
}

/**
 * A sign-up through single sign-on stores the campaign data of the address it started at, as a
 * sign-up form would (docs/product/attribution.md#sign-up-and-campaign-data). A campaign problem
 * never fails the sign-in.
 */
async function recordSsoCampaign(userId: number, campaign: Record<string, string> | undefined): Promise<void> {
  if (!campaign || !Object.keys(campaign).length) return;
  const parsed = parseAttribution(campaign);
  if (!parsed.ok) return void console.warn(`sso: campaign fields of user ${userId} not stored: ${Object.keys(parsed.errors).join(", ")}`);
  try {
    await recordAttribution(null, userId, "sso", parsed.fields);
  } catch (e) {
    console.warn(`sso: campaign fields of user ${userId} not stored: ${(e as Error).message}`);
  }
}

async function failureStep(operation: SsoOperation, text: string, extraCookies: string[] = []): Promise<SsoStep> {
  return {
    to: operation === "signup" ? "/signup" : "/login",
    setCookies: [...extraCookies, await resultSetCookie({ status: "failure", operation, text })],
  };
}

/** GET /authorize/{slug}-sso/callback: the provider sends the browser back here with a code (or an error). */
export async function completeSsoSignIn(request: SsoRequest, org: Organization): Promise<SsoStep> {
  const storage = handshakeStorage();
  const session = await storage.getSession(request.cookieHeader);
  const clearHandshake = await storage.destroySession(session);
  const saved = z
    .object({
      verifier: z.string().min(43),
      nonce: z.string().min(1),
      operation: z.enum(SSO_OPERATIONS),
      ru: z.string(),
      loginHint: z.string().optional(),
      campaign: z.record(z.string(), z.string()).optional(),
    })
    .safeParse(session.data);
  if (!saved.success) return failureStep("login", SSO_TEXTS.expired, [clearHandshake]);
  const handshake = saved.data;
  const url = new URL(request.url);
  if (url.searchParams.get("error")) {
    if (url.searchParams.get("state") !== session.get("oauth2:state")) return failureStep(handshake.operation, SSO_TEXTS.expired, [clearHandshake]);
    return failureStep(handshake.operation, SSO_TEXTS.refused(org.name), [clearHandshake]);
  }
  let doc: Discovery;
  try {
    doc = await discover(org.ssoIssuer!);
  } catch (e) {
    console.warn(`sso: discovery for ${org.slug} failed: ${(e as Error).message}`);
    return failureStep(handshake.operation, SSO_TEXTS.unavailable(org.name), [clearHandshake]);
  }
  const authenticator = new Authenticator<SignedIn>(handshakeStorageWith(null), { throwOnError: true });
  authenticator.use(new OidcStrategy(doc, org, handshake, callbackUrl(org), (profile) => signInVerifiedPerson(org, profile)), "oidc");
  let signedIn: SignedIn;
  try {
    signedIn = await authenticator.authenticate("oidc", strategyRequest(request));
  } catch (e) {
    if (e instanceof Response) return stepOf(e);
    const cause = e instanceof AuthorizationError ? e.cause : e;
    if (cause instanceof SsoRefusal) return failureStep(handshake.operation, cause.message, [clearHandshake]);
    const message = e instanceof Error ? e.message : String(e);
    // The strategy's own state checks ("Missing state on session.", "State doesn't match.").
    if (/state/i.test(message)) return failureStep(handshake.operation, SSO_TEXTS.expired, [clearHandshake]);
    console.warn(`sso: sign-in with ${org.slug} failed: ${message.slice(0, 300)}`);
    return failureStep(handshake.operation, SSO_TEXTS.unavailable(org.name), [clearHandshake]);
  }
  const { user, created } = signedIn;
  if (created) await recordSsoCampaign(user.id, handshake.campaign);
  const setCookies = [clearHandshake];
  // The provider vouches for the address; an account that turned on two-factor sign-in keeps its
  // own factor (docs/decisions/0032-sign-in-paths-and-mail-origin.md), so the login page's second step comes next.
  if (twoFactorRequired(user)) {
    const ru = safeRedirect(handshake.ru, "/learn/home");
    setCookies.push(await openPendingSecondStep(user, ru, "sso"));
    return { to: `/login?ru=${encodeURIComponent(ru)}`, setCookies };
  }
  const first = user.fullName.split(" ")[0] || user.fullName;
  const text = created ? SSO_TEXTS.signedUp(first, org.name) : SSO_TEXTS.loggedIn(first, org.name);
  setCookies.push(await resultSetCookie({ status: "success", operation: created ? "signup" : handshake.operation, text }));
  return { to: safeRedirect(handshake.ru, "/learn/home"), setCookies, signInUserId: user.id };
}

// Who is internal staff, and what staff may read of other people's mail (docs/product/accounts.md#staff:
// recognised by a verified address of the company domain). Anyone can type a staff address at
// sign-up, so the domain alone proves nothing: only a verified address counts.

export interface StaffCandidate {
  email: string;
  /** Missing counts as unverified: callers that do not know must not grant staff rights. */
  verified?: boolean | null;
}

/** The lower-cased domain after the last "@", or null when there is no local part or domain. */
export function emailDomain(email: string): string | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return null;
  return address.slice(at + 1);
}

/**
 * The one staff rule of the site, the API and the CLI: a verified address whose domain is
 * exactly the staff domain (case-insensitive). Subdomains and lookalikes are not staff.
 */
export function isInternalStaff(user: StaffCandidate | null | undefined, staffDomain: string): boolean {
  if (!user || user.verified !== true) return false;
  const domain = staffDomain.trim().toLowerCase();
  return domain !== "" && emailDomain(user.email) === domain;
}

export const MAIL_MASK = "•••";

// Links carry one-time tokens in their path (/verify/<token>, /reset-password/<token>) or query.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// A bare token (long, random, with a digit) or a numeric one-time code outside a link.
const BARE_TOKEN = /(?<![\w-])(?=[\w-]*\d)[A-Za-z0-9_-]{20,}(?![\w-])/g;
const ONE_TIME_CODE = /(?<!\d)\d{6,8}(?!\d)/g;

function maskUrl(url: string): string {
  const trailing = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? "";
  const bare = trailing ? url.slice(0, -trailing.length) : url;
  const m = /^(https?:\/\/[^/?#]+)(\/[^/?#]*)?(.*)$/i.exec(bare);
  if (!m) return MAIL_MASK + trailing;
  const [, origin, path = "", rest = ""] = m;
  const first = path.replace(BARE_TOKEN, MAIL_MASK);
  // Keep what kind of link it is (the first path segment); hide everything that could be a secret.
  return `${origin}${first}${rest ? (rest.startsWith("/") ? `/${MAIL_MASK}` : `${rest[0]}${MAIL_MASK}`) : ""}${trailing}`;
}

/** Mail text with every link's token part, every bare token and every one-time code replaced by •••. */
export function maskMailSecrets(text: string): string {
  const parts = text.split(URL_PATTERN);
  const urls = text.match(URL_PATTERN) ?? [];
  return parts
    .map((part, i) => part.replace(BARE_TOKEN, MAIL_MASK).replace(ONE_TIME_CODE, MAIL_MASK) + (i < urls.length ? maskUrl(urls[i]!) : ""))
    .join("");
}

interface OutboxMail {
  to: string;
  text: string;
}

/**
 * What a staff member sees of one outbox mail: in production, links and codes in mail to anyone
 * else are masked (reading them would let staff take over that account); their own mail, and
 * every mail on a development machine, is shown as written.
 */
export function outboxMailForViewer<M extends OutboxMail>(mail: M, viewer: { email: string; production: boolean }): M & { masked: boolean } {
  const own = mail.to.trim().toLowerCase() === viewer.email.trim().toLowerCase();
  if (own || !viewer.production) return { ...mail, masked: false };
  const text = maskMailSecrets(mail.text);
  return { ...mail, text, masked: text !== mail.text };
}

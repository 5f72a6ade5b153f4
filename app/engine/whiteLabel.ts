// White-label hosts, the hand-over to the team product and the business domain
// (docs/product/white-label.md). Pure: hosts and origins are arguments.
import { z } from "zod";

/** A Host header's name: lower-case, without the port; null when it is no host name. */
export function hostNameOf(hostHeader: string | null | undefined): string | null {
  const raw = (hostHeader ?? "").trim().toLowerCase();
  if (!raw || raw.length > 260) return null;
  const name = raw.startsWith("[") ? raw.slice(0, raw.indexOf("]") + 1) : raw.replace(/:\d+$/, "");
  return HOST_NAME.test(name) ? name : null;
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const COLOR = /^#[0-9a-f]{6}$/;

export const WHITE_LABEL_TEXTS = {
  host: "The host must be a host name such as learn.partner.example (letters, digits, hyphens and dots; no port).",
  name: "The name must be 1 to 80 characters.",
  color: "A colour must be #rrggbb (six hexadecimal digits).",
  unknown: (host: string) => `No white-label host is named ${host}.`,
  saved: (host: string, name: string) => `${host} now serves the sign-up and trial pages as ${name}.`,
  removed: (host: string) => `${host} no longer serves white-label pages.`,
  subdomain: "The subdomain may hold only letters, digits and hyphens (at most 63), not starting or ending with a hyphen.",
} as const;

export const whiteLabelHostSchema = z.object({
  host: z
    .string()
    .trim()
    .toLowerCase()
    .refine((h) => HOST_NAME.test(h), WHITE_LABEL_TEXTS.host),
  name: z.string().trim().min(1, WHITE_LABEL_TEXTS.name).max(80, WHITE_LABEL_TEXTS.name),
  primaryColor: z.string().trim().toLowerCase().regex(COLOR, WHITE_LABEL_TEXTS.color),
  accentColor: z.string().trim().toLowerCase().regex(COLOR, WHITE_LABEL_TEXTS.color),
});
export type WhiteLabelHostInput = z.infer<typeof whiteLabelHostSchema>;

/** One DNS label: the optional subdomain segment of the team-product redirect. */
export const teamSubdomainSchema = z
  .string()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, WHITE_LABEL_TEXTS.subdomain);

/**
 * Where the team-product redirect sends the visitor: the team product's configured origin, or with
 * a subdomain that subdomain of its host (acme → https://acme.teams.example/). Never the request's host.
 */
export function teamProductUrl(teamOrigin: string, subdomain: string | null): string {
  const url = new URL(teamOrigin);
  if (subdomain) url.hostname = `${subdomain}.${url.hostname}`;
  url.pathname = "/";
  url.search = "";
  url.hash = "";
  return url.toString();
}

/**
 * The special tag: content carrying it is shown on the business domain only to people who are
 * logged in (app/engine/access.ts businessDomainVisitorAccess).
 */
export const BUSINESS_DOMAIN_SPECIAL_TAGS = ["individual-only"] as const;

export const BUSINESS_DOMAIN_TEXTS = {
  denied: "Log in with your organization's account to read this course.",
} as const;

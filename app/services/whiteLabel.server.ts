// White-label hosts and the business domain (docs/product/white-label.md). A request's Host header
// is only ever matched: against the white_label_hosts rows, and against the team product's host
// (the business domain). No link or redirect is built on it.
import { hostNameOf, teamProductUrl, whiteLabelHostSchema, WHITE_LABEL_TEXTS } from "~/engine/whiteLabel";
import { deleteWhiteLabelHost, findWhiteLabelHost, listWhiteLabelHosts, saveWhiteLabelHost } from "~/models/whiteLabel.server";
import { teamProductOrigin } from "~/utils/env.server";

export interface WhiteLabelBrand {
  name: string;
  primaryColor: string;
  accentColor: string;
}

/** The brand of the host a request came to (its Host header), or null: the normal site. */
export async function whiteLabelFor(hostHeader: string | null): Promise<WhiteLabelBrand | null> {
  const host = hostNameOf(hostHeader);
  if (!host) return null;
  const row = await findWhiteLabelHost(host);
  return row ? { name: row.name, primaryColor: row.primaryColor, accentColor: row.accentColor } : null;
}

/** Whether a request's Host header names the business domain: the team product's host or one of its subdomains. */
export function isBusinessDomain(hostHeader: string | null): boolean {
  const host = hostNameOf(hostHeader);
  const team = new URL(teamProductOrigin()).hostname.toLowerCase();
  return host !== null && (host === team || host.endsWith(`.${team}`));
}

/** Where the team-product redirect goes (the configured origin, optionally one of its subdomains). */
export const teamProductRedirect = (subdomain: string | null): string => teamProductUrl(teamProductOrigin(), subdomain);

export async function whiteLabelHosts() {
  return (await listWhiteLabelHosts()).map((r) => ({ host: r.host, name: r.name, primary_color: r.primaryColor, accent_color: r.accentColor }));
}

type Outcome = { ok: true; message: string } | { ok: false; error: string };

/** Adds a host or changes its name and colours; refused, with nothing changed, on a bad value. */
export async function setWhiteLabelHost(input: { host: string; name: string; primaryColor: string; accentColor: string }): Promise<Outcome> {
  const parsed = whiteLabelHostSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? WHITE_LABEL_TEXTS.host };
  await saveWhiteLabelHost(parsed.data);
  return { ok: true, message: WHITE_LABEL_TEXTS.saved(parsed.data.host, parsed.data.name) };
}

export async function removeWhiteLabelHost(host: string): Promise<Outcome> {
  const name = host.trim().toLowerCase();
  return (await deleteWhiteLabelHost(name))
    ? { ok: true, message: WHITE_LABEL_TEXTS.removed(name) }
    : { ok: false, error: WHITE_LABEL_TEXTS.unknown(name) };
}

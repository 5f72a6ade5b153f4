// Attribution (docs/product/attribution.md): the fields a sign-up and POST /api/user/utm carry
// (campaign tags of this visit and of the first one, company, page, section, source, operation),
// each bounded; the Impact click id rule; the trial funnel events and what each needs. Pure.
import { z } from "zod";
import { REFERRAL_SITE_MAX_LENGTH } from "./constants";
import { fromJsonText } from "./userData";

export const ATTRIBUTION_TEXTS = {
  tooLong: (field: string, max: number) => `${field} may be at most ${max} characters.`,
  unknownCampaignField: (field: string) => `${field} is not a campaign field: use utm_source, utm_medium, utm_campaign, utm_term or utm_content.`,
  orgSubdomain: "org_subdomain may hold only letters, digits and hyphens (at most 63).",
  token: (field: string) => `${field} may hold only letters, digits, hyphens and underscores (at most 40).`,
  pageUri: "page_uri must be a path (/…) or an http(s) address of at most 2048 characters.",
  campaignObject: (field: string) => `${field} must be an object of campaign tags.`,
  nothingToStore: "Send at least one campaign field.",
  impactMissing: "An Impact visit arrived without its click id (irclickid).",
} as const;

/** The campaign tags kept for each visit (utm) and for the first visit (utm_init). */
const UTM_TAGS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
type UtmTag = (typeof UTM_TAGS)[number];
export type Campaign = Partial<Record<UtmTag, string>>;

/** Bounds of the free-text fields, in characters. */
const ATTRIBUTION_LIMITS = {
  tag: 150,
  company_name: 100,
  source: 100,
  page_section: 100,
  page_uri: 2048,
  ref_id: 150,
} as const;

const emptyToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const asText = (v: unknown) => (typeof v === "number" || typeof v === "boolean" ? String(v) : v);
const bounded = (field: string, max: number) =>
  z.preprocess(
    (v) => emptyToUndefined(asText(v)),
    z
      .string({ error: `${field} must be text.` })
      .trim()
      .max(max, ATTRIBUTION_TEXTS.tooLong(field, max))
      .optional(),
  );
const token = (field: string) =>
  z.preprocess(
    (v) => emptyToUndefined(asText(v)),
    z
      .string({ error: ATTRIBUTION_TEXTS.token(field) })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, ATTRIBUTION_TEXTS.token(field))
      .optional(),
  );
/** Referral sites are cut to 512 characters, never refused for their length. */
const cutSite = z.preprocess(
  (v) => {
    const t = emptyToUndefined(asText(v));
    return typeof t === "string" ? t.trim().slice(0, REFERRAL_SITE_MAX_LENGTH) : t;
  },
  z.string({ error: "referral_site must be text." }).optional(),
);

/**
 * A campaign object ({utm_source: "…", …}): every key one of the five tags, every value text of at
 * most 150 characters. An unknown key is refused with its name, never silently dropped.
 */
function campaignObject(field: string) {
  return z.preprocess(
    (v) => emptyToUndefined(fromJsonText(v)),
    z
      .record(z.string(), z.unknown(), { error: ATTRIBUTION_TEXTS.campaignObject(field) })
      .superRefine((obj, ctx) => {
        for (const [k, v] of Object.entries(obj)) {
          const key = k.startsWith("utm_") ? k : `utm_${k}`;
          if (!(UTM_TAGS as readonly string[]).includes(key))
            ctx.addIssue({ code: "custom", message: ATTRIBUTION_TEXTS.unknownCampaignField(`${field}.${k}`) });
          else if (v !== null && typeof v !== "string" && typeof v !== "number")
            ctx.addIssue({ code: "custom", message: ATTRIBUTION_TEXTS.campaignObject(field) });
          else if (String(v ?? "").length > ATTRIBUTION_LIMITS.tag)
            ctx.addIssue({ code: "custom", message: ATTRIBUTION_TEXTS.tooLong(`${field}.${k}`, ATTRIBUTION_LIMITS.tag) });
        }
      })
      .transform((obj) => {
        const out: Campaign = {};
        for (const [k, v] of Object.entries(obj)) {
          const key = (k.startsWith("utm_") ? k : `utm_${k}`) as UtmTag;
          const s = String(v ?? "").trim();
          if (s) out[key] = s;
        }
        return out;
      })
      .optional(),
  );
}

/** The attribution fields, as a sign-up or POST /api/user/utm sends them (flat utm_* / utm_init_* keys, or utm / utm_init objects). */
const attributionFieldsSchema = z.object({
  company_name: bounded("company_name", ATTRIBUTION_LIMITS.company_name),
  org_subdomain: z.preprocess(
    (v) => emptyToUndefined(asText(v)),
    z
      .string({ error: ATTRIBUTION_TEXTS.orgSubdomain })
      .trim()
      .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/, ATTRIBUTION_TEXTS.orgSubdomain)
      .optional(),
  ),
  operation: token("operation"),
  signup_type: token("signup_type"),
  page_uri: z.preprocess(
    (v) => emptyToUndefined(asText(v)),
    z
      .string({ error: ATTRIBUTION_TEXTS.pageUri })
      .trim()
      .max(ATTRIBUTION_LIMITS.page_uri, ATTRIBUTION_TEXTS.pageUri)
      .regex(/^(\/|https?:\/\/)/i, ATTRIBUTION_TEXTS.pageUri)
      .optional(),
  ),
  source: bounded("source", ATTRIBUTION_LIMITS.source),
  page_section: bounded("page_section", ATTRIBUTION_LIMITS.page_section),
  referral_site: cutSite,
  last_referral_site: cutSite,
  ref_id: bounded("ref_id", ATTRIBUTION_LIMITS.ref_id),
  irclickid: bounded("irclickid", ATTRIBUTION_LIMITS.tag),
  utm: campaignObject("utm"),
  utm_init: campaignObject("utm_init"),
});
export type AttributionFields = z.infer<typeof attributionFieldsSchema>;

/**
 * The flat keys of a body gathered into the two campaign objects: utm_init_* (first visit) and
 * utm_* (this visit; utm_name is the affiliate API's utm_campaign). Flat keys that are not tags are
 * reported, so a misspelt tag is an answer, not a silent loss. Call before attributionFieldsSchema.
 */
function gatherCampaignKeys(body: Readonly<Record<string, unknown>>): { body: Record<string, unknown>; unknown: string[] } {
  const out: Record<string, unknown> = { ...body };
  const unknown: string[] = [];
  const utm: Record<string, unknown> = {};
  const init: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (k === "utm" || k === "utm_init") continue;
    if (k.startsWith("utm_init_")) {
      delete out[k];
      const tag = `utm_${k.slice("utm_init_".length)}`;
      if ((UTM_TAGS as readonly string[]).includes(tag)) init[tag] = v;
      else unknown.push(k);
    } else if (k.startsWith("utm_")) {
      delete out[k];
      const tag = k === "utm_name" ? "utm_campaign" : k;
      if ((UTM_TAGS as readonly string[]).includes(tag)) utm[tag] = v;
      else unknown.push(k);
    }
  }
  const merge = (key: "utm" | "utm_init", flat: Record<string, unknown>) => {
    if (!Object.keys(flat).length) return;
    const given = fromJsonText(body[key]);
    out[key] = given && typeof given === "object" && !Array.isArray(given) ? { ...(given as object), ...flat } : flat;
  };
  merge("utm", utm);
  merge("utm_init", init);
  return { body: out, unknown };
}

/** Parses a body's attribution: the field errors (unknown tags included), or the bounded fields. */
export function parseAttribution(
  body: Readonly<Record<string, unknown>>,
): { ok: true; fields: AttributionFields } | { ok: false; errors: Record<string, string> } {
  const gathered = gatherCampaignKeys(body);
  const errors: Record<string, string> = {};
  for (const k of gathered.unknown) errors[k] = ATTRIBUTION_TEXTS.unknownCampaignField(k);
  const parsed = attributionFieldsSchema.safeParse(gathered.body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "body");
      errors[key] ??= issue.message;
    }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, fields: parsed.data };
}

const addressOf = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** The address parameters a sign-up form carries on as campaign fields (besides the utm_* and utm_init_* tags). */
const CARRIED_PARAMS = [
  "company_name",
  "org_subdomain",
  "operation",
  "source",
  "page_section",
  "page_uri",
  "ref_id",
  "irclickid",
  "signup_type",
] as const;

/**
 * The campaign fields a sign-up form carries as hidden inputs (docs/product/attribution.md#the-sign-up-form),
 * from the address of the page it is on: the utm_* and utm_init_* tags and the other campaign
 * parameters, `page_uri` (the page itself unless the address names one) and `referral_site` (the
 * Referer, when it is another site's page). Each value is checked as the sign-up checks it; one that
 * would be refused is left out, so a mangled link never blocks a sign-up.
 */
export function signupCampaignFields(url: URL, referer: string | null): Record<string, string> {
  const candidates: [string, string][] = [];
  for (const [k, v] of url.searchParams) {
    if (k === "utm" || k === "utm_init") continue;
    if (k.startsWith("utm_") || (CARRIED_PARAMS as readonly string[]).includes(k)) candidates.push([k, v]);
  }
  if (!url.searchParams.has("page_uri")) candidates.push(["page_uri", url.pathname]);
  if (referer) {
    const from = addressOf(referer);
    if (from && /^https?:$/.test(from.protocol) && from.origin !== url.origin) candidates.push(["referral_site", referer]);
  }
  const out: Record<string, string> = {};
  for (const [k, v] of candidates) {
    const one = parseAttribution({ [k]: v });
    if (!one.ok || k in out) continue;
    const value = k === "referral_site" ? one.fields.referral_site : v.trim();
    if (value) out[k] = value;
  }
  return out;
}

/** At most this many characters of campaign fields travel through a single sign-on (its handshake is a cookie). */
const SSO_CAMPAIGN_MAX_CHARS = 1500;

/**
 * The campaign fields a single sign-on keeps from the address it started at (/authorize/{org}-sso?…)
 * until the provider sends the person back (docs/product/attribution.md#sign-up-and-campaign-data):
 * the sign-up form's fields of that address, page_uri only when the address names one; none when
 * they would not fit the handshake.
 */
export function ssoCampaignFields(url: URL): Record<string, string> {
  const fields = signupCampaignFields(url, null);
  if (!url.searchParams.has("page_uri")) delete fields.page_uri;
  return JSON.stringify(fields).length > SSO_CAMPAIGN_MAX_CHARS ? {} : fields;
}

/** Whether the fields carry anything worth a row. */
export function hasAttribution(f: AttributionFields): boolean {
  return Object.entries(f).some(([, v]) => (v && typeof v === "object" ? Object.keys(v).length > 0 : v !== undefined));
}

/**
 * The Impact rule (docs/product/attribution.md#impact): a visit whose campaign source is Impact
 * must carry its click id; without one the visit is still stored and the gap is reported as an error.
 */
export function impactClickIdMissing(f: Pick<AttributionFields, "utm" | "source" | "irclickid">): boolean {
  const sources = [f.utm?.utm_source, f.source].map((s) => (s ?? "").trim().toLowerCase());
  return sources.some((s) => s === "impact" || s === "impact_radius" || s === "impactradius") && !f.irclickid;
}

// ---------------------------------------------------------------- the trial funnel

/**
 * What a trial funnel event lacks: every one names the plan (plan_id) and the learner (a user id);
 * the missing ones, or an empty list. A lacking event is reported as an error (docs/product/attribution.md#trial-funnel).
 */
export function trialEventMissing(data: Readonly<Record<string, unknown>>, userId: number | null | undefined): ("plan_id" | "user_id")[] {
  const missing: ("plan_id" | "user_id")[] = [];
  const plan = data.plan_id;
  if (plan === undefined || plan === null || String(plan).trim() === "" || String(plan).includes("undefined")) missing.push("plan_id");
  if (!userId) missing.push("user_id");
  return missing;
}

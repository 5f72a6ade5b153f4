// Where the billing and upsell banners may show (docs/product/billing.md#banners: the path-prefix
// rules), and the form paths their component needs. No imports: the banners' component under the
// header loads this module in the browser, not the rules of billingBanners.ts.

/** Something to fix about the learner's own plan, something the learner started and may finish (a notice), or an offer. */
export type BannerGroup = "billing" | "notice" | "offer";

/** The retry call of a failed renewal (PUT for JSON, POST as a form). */
export const RETRY_RENEWAL_PATH = "/api/retry-renewal-payment";
/** The one extension of an organization's self-initiated trial (PUT for JSON, POST as a form). */
export const EXTEND_B2B_TRIAL_PATH = "/api/enterprise/team-trial/extend";
/** The one extension of a learner's own free trial (PUT for JSON, POST as a form). */
export const EXTEND_FREE_TRIAL_PATH = "/api/subscription/extend-trial";

/**
 * The path-prefix visibility rules (docs/product/billing.md#banners). A prefix matches itself and
 * every path under it (by whole segments: "/checkout/…" but not "/checkouts"). No banner at all
 * while the learner pays (checkout, its confirmation) or answers the onboarding questions.
 */
const NO_BANNER_PATH_PREFIXES = ["/checkout", "/order-confirmation", "/onboard", "/onboarding"] as const;
/** No offer (the billing banners still show) on the business pages and the payment history. */
const NO_OFFER_PATH_PREFIXES = [
  "/enterprise",
  "/enterprise-dashboard",
  "/enterprise-invite",
  "/enterprise-signup",
  "/enterprise-trial",
  "/transactions",
] as const;
/** The submit-for-review notice shows only where authors write: the editor and the authors' page. */
const AUTHORING_PAGES: readonly string[] = ["/create", "/teach"];
/** The freemium-limit offer shows only on the interview-prep coach, where graded submissions are made. */
const COACH_PATH_PREFIXES = ["/interview-prep"] as const;
/** A coach page (the caller counts the learner's graded submissions only there). */
export function isCoachPath(rawPath: string): boolean {
  return underAny(COACH_PATH_PREFIXES, rawPath);
}
/** The author's list of works or the programme page (the caller gathers the author's drafts only there);
 * not an editor under them, which has its own Submit for review. */
export function isAuthoringPath(rawPath: string): boolean {
  return AUTHORING_PAGES.includes(pathOf(rawPath));
}
const pathOf = (rawPath: string) => rawPath.split(/[?#]/, 1)[0] || "/";
const underAny = (prefixes: readonly string[], rawPath: string) => {
  const path = pathOf(rawPath);
  return prefixes.some((p) => path === p || path.startsWith(`${p}/`));
};
/** No billing banner on this page (checkout and its confirmation, onboarding): the caller may skip gathering facts. */
export function bannersHiddenOnPath(rawPath: string): boolean {
  return underAny(NO_BANNER_PATH_PREFIXES, rawPath);
}
/** May a banner of this group show on this page? (The component checks again after a client-side navigation.) */
export function bannerGroupShownOnPath(group: BannerGroup, rawPath: string): boolean {
  if (bannersHiddenOnPath(rawPath)) return false;
  return group !== "offer" || !underAny(NO_OFFER_PATH_PREFIXES, rawPath);
}

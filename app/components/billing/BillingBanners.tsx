// The billing and upsell banners chosen by the engine (root loader), under the header. Every
// action is a form: without JavaScript a plain POST that comes back (or goes on) with a redirect;
// with JavaScript, Dismiss is a fetcher (JSON) and the banner hides at once.
import { AppLink } from "~/components/AppLink";
import { Link, Form, useFetcher, useLocation } from "@remix-run/react";
import { bannerGroupShownOnPath, bannersHiddenOnPath, EXTEND_B2B_TRIAL_PATH, RETRY_RENEWAL_PATH } from "~/engine/bannerPaths";
import type { BannerAction, BillingBanner } from "~/engine/billingBanners";
import { ANNUAL_OFFER_TEXTS, ANNUAL_UPGRADE_DIALOG, type AnnualUpgradeOffer } from "~/engine/annualOffer";
import { formatUsd } from "~/engine/money";
import { trialEventAttributes } from "~/engine/trialFunnel";
import { dialogUrl } from "~/engine/routing";
import { Modal } from "../Modal";
import { useHydrated } from "../useHydrated";
import { Icon } from "~/components/ui/Icon";

const LABELS: Record<BillingBanner["id"], string> = {
  payment_failed: "Payment failed",
  access_expiry: "Free trial ending",
  extend_b2b_trial: "Team trial ending",
  card_expiring: "Card expiring",
  github_status: "GitHub student verification",
  submit_course_for_review: "Draft to submit for review",
  referral_credit: "Referral credit",
  freemium_limit: "Free graded submissions used",
  reactivation: "Win-back offer",
  gift_offer: "Gift offer",
  student_offer: "GitHub student offer",
  annual_upgrade: "Yearly billing offer",
  start_free_trial: "Free trial offer",
  site_coupon: "Site-wide offer",
};

export function BillingBanners({ banners }: { banners: readonly BillingBanner[] }) {
  // The root loader may not run again on a client-side navigation: the page decides too.
  const location = useLocation();
  if (!banners.length || bannersHiddenOnPath(location.pathname)) return null;
  const shown = banners.filter((b) => bannerGroupShownOnPath(b.group, location.pathname));
  if (!shown.length) return null;
  return (
    <div className="billing-banners">
      {shown.map((b) => (
        <OneBanner key={b.id} banner={b} />
      ))}
    </div>
  );
}

function ActionControl({ action, className }: { action: BannerAction; className: string }) {
  const location = useLocation();
  if (action.kind === "dialog")
    return (
      <Link className={className} to={dialogUrl(location, action.dialog)} preventScrollReset>
        {action.label}
      </Link>
    );
  if (action.kind === "link")
    return (
      <AppLink
        className={className}
        to={action.href}
        {...(action.trialEvent ? trialEventAttributes(action.trialEvent.name, action.trialEvent.planId) : {})}
      >
        {action.label}
      </AppLink>
    );
  // A full-page POST with or without JavaScript: the answer is a redirect (back, or on).
  return (
    <Form method="post" action={action.action} reloadDocument className="inline-form">
      {Object.entries(action.fields).map(([name, value]) => (
        // A retry comes back to the page it was asked from (which may have changed since the root loader ran).
        <input
          key={name}
          type="hidden"
          name={name}
          value={
            name === "redirectTo" && (action.action === RETRY_RENEWAL_PATH || action.action === EXTEND_B2B_TRIAL_PATH)
              ? location.pathname + location.search
              : value
          }
        />
      ))}
      <button type="submit" className={className}>
        {action.label}
      </button>
    </Form>
  );
}

function OneBanner({ banner }: { banner: BillingBanner }) {
  const fetcher = useFetcher<{ dismissed?: unknown }>();
  const hydrated = useHydrated();
  const location = useLocation();
  // Hidden as soon as the dismissal is sent (it is remembered on the server).
  if (fetcher.state !== "idle" || fetcher.data?.dismissed) return null;
  const tone = banner.tone === "danger" ? "banner-danger" : banner.tone === "warning" ? "banner-warning" : "banner-offer";
  const inline = banner.inline;
  const [before, after] = inline ? splitOnce(banner.text, inline.phrase) : [banner.text, null];
  return (
    <div className={`banner ${tone} billing-banner`} role="region" aria-label={LABELS[banner.id]} data-banner={banner.id}>
      <p>
        {before}
        {inline && after !== null ? (
          <>
            <ActionControl action={inline.action} className="link-button" />
            {after}
          </>
        ) : null}
      </p>
      {banner.actions.map((a) => (
        <ActionControl key={a.label} action={a} className="button button-small" />
      ))}
      {banner.offer && new URLSearchParams(location.search).get("dialog") === ANNUAL_UPGRADE_DIALOG
        ? banner.actions.map((a) =>
            a.kind === "dialog" ? <AnnualUpgradeModal key={a.dialog} offer={banner.offer!} action={a} closeTo={dialogUrl(location, null)} /> : null,
          )
        : null}
      {banner.dismissScope !== null ? (
        <fetcher.Form method="post" action="/api/banners/dismiss" className="inline-form">
          {hydrated ? <input type="hidden" name="reply" value="json" /> : null}
          <input type="hidden" name="banner_id" value={banner.id} />
          <input type="hidden" name="scope" value={banner.dismissScope} />
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button type="submit" className="button button-ghost button-small banner-dismiss" aria-label={`Dismiss: ${LABELS[banner.id]}`}>
            <Icon name="close" />
          </button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}

function splitOnce(text: string, phrase: string): [string, string | null] {
  const i = text.indexOf(phrase);
  return i < 0 ? [text, null] : [text.slice(0, i), text.slice(i + phrase.length)];
}

/**
 * The upgrade offer (docs/product/billing.md#banners): opened from the annual-upgrade banner's
 * "Upgrade Now" as a page state (?dialog=upgrade-annual), priced from the plans. Its button is the
 * banner's own form: the click is recorded (PUT/POST /api/subscription/handle-upgrade-to-annual-modal-click)
 * and the learner goes on to the upgrade checkout.
 */
function AnnualUpgradeModal({
  offer,
  action,
  closeTo,
}: {
  offer: AnnualUpgradeOffer;
  action: Extract<BannerAction, { kind: "dialog" }>;
  closeTo: string;
}) {
  return (
    <Modal title={ANNUAL_OFFER_TEXTS.title} closeTo={closeTo} className="upgrade-offer-modal" description="upgrade-offer-summary">
      <dl className="offer-figures">
        <div>
          <dt>Yearly plan</dt>
          <dd>{formatUsd(offer.annualCents)}</dd>
        </div>
        <div>
          <dt>Twelve monthly payments</dt>
          <dd>{formatUsd(offer.twelveMonthlyCents)}</dd>
        </div>
        {offer.savingCents > 0 ? (
          <div className="offer-saving">
            <dt>You save</dt>
            <dd>
              {formatUsd(offer.savingCents)} ({offer.savingPercent}%)
            </dd>
          </div>
        ) : null}
      </dl>
      <p id="upgrade-offer-summary">{ANNUAL_OFFER_TEXTS.summary(offer)}</p>
      <p className="muted">{ANNUAL_OFFER_TEXTS.credit}</p>
      <Form method="post" action={action.action} reloadDocument className="modal-actions">
        {Object.entries(action.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Link className="button button-ghost" to={closeTo} preventScrollReset>
          {ANNUAL_OFFER_TEXTS.notNow}
        </Link>
        <button type="submit" className="button">
          {ANNUAL_OFFER_TEXTS.cta}
        </button>
      </Form>
    </Modal>
  );
}

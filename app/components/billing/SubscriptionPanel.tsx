// The billing page's plan panel: the plan, "Renews on {date}" or "Ends on {date}", and the
// auto-renew switch. Turning it off passes a churn guard first (a confirmation Modal reached through
// a link, so it works without JavaScript: ?confirm_auto_renew_off=1). The switch is a form: without
// JavaScript a POST that comes back with a toast; with JavaScript a fetcher (JSON) and the page's
// data revalidates.
import { AppLink } from "~/components/AppLink";
import { Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import type { SubscriptionPanelData } from "~/services/billing/subscriptionLife.server";
import { Modal } from "../Modal";
import { useHydrated } from "../useHydrated";

const CONFIRM_PARAM = "confirm_auto_renew_off";
const AUTO_RENEW_PATH = "/api/subscription/auto-renew";

export function SubscriptionPanel({ data }: { data: SubscriptionPanelData }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ message?: string; errorText?: string }>();
  const params = new URLSearchParams(location.search);
  const confirming = params.has(CONFIRM_PARAM);
  params.delete(CONFIRM_PARAM);
  const here = `${location.pathname}${params.size ? `?${params}` : ""}`;
  const plan = data.plan;
  const busy = fetcher.state !== "idle";
  const navigate = useNavigate();
  // Done with the churn guard: leave its URL (so turning auto-renew on again does not reopen it).
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.message && confirming) navigate(here, { replace: true, preventScrollReset: true });
  }, [fetcher.state, fetcher.data, confirming, here, navigate]);

  const switchForm = (on: boolean, label: string, className: string) => (
    <fetcher.Form method="post" action={AUTO_RENEW_PATH} className="inline-form">
      {hydrated ? <input type="hidden" name="reply" value="json" /> : null}
      <input type="hidden" name="auto_renew" value={on ? "true" : "false"} />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" className={className} disabled={busy}>
        {label}
      </button>
    </fetcher.Form>
  );

  return (
    <section className="card subscription-panel" aria-labelledby="subscription-title" id="subscription">
      <h2 id="subscription-title">Your plan</h2>
      {!plan ? (
        <p>
          You have no plan right now. <AppLink to="/unlimited">See the plans</AppLink>
        </p>
      ) : (
        <>
          <p className="subscription-plan">{plan.name}</p>
          <p className="subscription-date">{plan.dateText}</p>
          <p className="subscription-auto-renew">
            Auto-renew: <strong>{plan.autoRenew ? "On" : "Off"}</strong>
          </p>
          {fetcher.state === "idle" && fetcher.data?.message ? (
            <p className="field-note" role="status">
              {fetcher.data.message}
            </p>
          ) : null}
          {fetcher.state === "idle" && fetcher.data?.errorText ? (
            <p className="field-error" role="alert">
              {fetcher.data.errorText}
            </p>
          ) : null}
          {!plan.canToggle ? null : plan.autoRenew ? (
            <>
              {/* The link stays under the guard, so the focus comes back to it when the guard closes. */}
              <Link className="button button-ghost" to={`${here}${here.includes("?") ? "&" : "?"}${CONFIRM_PARAM}=1#subscription`} preventScrollReset>
                Turn off auto-renew
              </Link>
              {confirming ? (
                <Modal title="Turn off auto-renew?" alert closeTo={here} description="churn-guard-text" className="churn-guard">
                  <p id="churn-guard-text">{data.confirmText}</p>
                  <div className="churn-guard-actions modal-actions">
                    <Link className="button" to={here} preventScrollReset>
                      Keep auto-renew
                    </Link>
                    {switchForm(false, "Yes, turn off auto-renew", "button button-ghost")}
                  </div>
                </Modal>
              ) : null}
            </>
          ) : (
            switchForm(true, "Turn on auto-renew", "button")
          )}
        </>
      )}
    </section>
  );
}

import { useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "./useHydrated";

/** docs/product/accounts.md#verification: "We have sent you an email to verify your account." with Resend Email, which hides it. */
export function UnverifiedBanner() {
  const fetcher = useFetcher<{ message?: string }>();
  const location = useLocation();
  const hydrated = useHydrated();
  if (fetcher.state === "idle" && fetcher.data?.message) return null;
  return (
    <div className="banner banner-info" role="region" aria-label="Verify your e-mail">
      <p>We have sent you an email to verify your account.</p>
      <fetcher.Form method="post" action="/api/user/resend-verification/logged-in">
        {hydrated ? <input type="hidden" name="reply" value="json" /> : null}
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" className="button button-small" disabled={fetcher.state !== "idle"}>
          Resend Email
        </button>
      </fetcher.Form>
    </div>
  );
}

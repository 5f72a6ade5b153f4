import { AppLink } from "~/components/AppLink";
import { useFetcher } from "@remix-run/react";
import { useHydrated } from "~/components/useHydrated";

import type { DeprecatedBannerText } from "~/engine/bannerTexts";

/**
 * The deprecated-course banner (docs/product/catalog.md#deprecated-courses). Dismissing posts to the page's own action,
 * which knows the scope (this course page or this lesson view); with JavaScript the banner
 * hides at once and the page stays put.
 */
export function DeprecatedBanner({ banner }: { banner: DeprecatedBannerText }) {
  const fetcher = useFetcher<{ dismissed?: boolean }>();
  const hydrated = useHydrated();
  if (fetcher.formData?.get("intent") === "dismiss-banner" || fetcher.data?.dismissed) return null;
  return (
    <section className="deprecated-banner" aria-label="This course is retired">
      <div className="deprecated-banner-text">
        <p>{banner.message}</p>
        <p>
          {banner.recommendation}
          {banner.link ? (
            <>
              {" "}
              <AppLink className="deprecated-banner-link" to={banner.link.href}>
                {banner.link.label}
              </AppLink>
            </>
          ) : null}
        </p>
      </div>
      <fetcher.Form method="post" className="deprecated-banner-dismiss">
        <input type="hidden" name="intent" value="dismiss-banner" />
        {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
        <button type="submit" className="button button-ghost button-small">
          Dismiss<span className="visually-hidden"> this notice</span>
        </button>
      </fetcher.Form>
    </section>
  );
}

// The GitHub Student Pack banner (docs/product/billing.md#banners): on content a verified student
// cannot fully open, "This {type} is not available in GitHub Student Pack. Upgrade to get full access."
// with Upgrade Now, a plain link (works without JavaScript). The rule is studentPackBanner (app/engine/banners.ts).
import { AppLink } from "~/components/AppLink";
import { Banner } from "~/components/ui/Banner";

export function StudentPackBanner({ banner }: { banner: { text: string; action: { label: string; href: string } } }) {
  return (
    <section aria-label="GitHub Student Pack" data-banner="student_pack">
      <Banner
        tone="info"
        action={
          <AppLink className="button button-small" to={banner.action.href}>
            {banner.action.label}
          </AppLink>
        }
      >
        <p>{banner.text}</p>
      </Banner>
    </section>
  );
}

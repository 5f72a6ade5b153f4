import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, useMatches, useRouteLoaderData } from "@remix-run/react";
import siteCss from "~/styles/site.css";
import { useAppLinks } from "~/components/AppLink";
import { SiteHeader } from "~/components/ui/SiteHeader";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { defaultPageMeta } from "~/components/catalog/meta";
import { ImpersonationBanner } from "~/components/ImpersonationBanner";
import { ToastView } from "~/components/ToastView";
import { ShellGuards } from "~/components/shell/ShellGuards";
import { UnverifiedBanner } from "~/components/UnverifiedBanner";
import { BillingBanners } from "~/components/billing/BillingBanners";
import { billingBannersFor } from "~/services/billing/banners.server";
import { headerOrganizations } from "~/services/organizations/active.server";
import { readSsoResult } from "~/services/sso.server";
import { impersonationBanner } from "~/services/impersonation.server";
import { useLogoutBroadcast } from "~/components/useLogoutBroadcast";
import { AnalyticsTracker } from "~/components/analytics/AnalyticsTracker";
import { getUser, isStaff } from "~/utils/auth.server";
import { getSession } from "~/utils/session.server";
import { readToast } from "~/utils/toast.server";
import { visitorDismissedCoupon } from "~/utils/bannerDismissals.server";
import { useNonce } from "~/utils/nonce";
import { readThemeCookie, type Theme } from "~/utils/theme.server";
import { publicOrigin } from "~/utils/env.server";
import { searchFormFor } from "~/engine/searchExperience";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: siteCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const theme: Theme = (await readThemeCookie(request)) ?? (user?.theme as Theme | undefined) ?? "system";
  const { toast, headers } = await readToast(request);
  // A single sign-on's outcome (its own cookie, docs/product/organizations.md#sso) is reported once, as a toast.
  const sso = await readSsoResult(request.headers.get("Cookie"));
  if (sso) headers.append("Set-Cookie", sso.clear);
  // Staff viewing Codelift as a learner: a banner on every page with the way back.
  const impersonation = user ? impersonationBanner(await getSession(request), user) : null;
  // Billing and upsell banners (one query for a learner; none on checkout pages).
  const billing = await billingBannersFor(new URL(request.url), user ? null : await visitorDismissedCoupon(request), user);
  // The organizations switcher (one query; none for a learner outside organizations).
  const organizations = user ? await headerOrganizations(user.id) : null;
  return json(
    {
      user: user ? { id: user.id, email: user.email, fullName: user.fullName, verified: user.verified, isStaff: isStaff(user) } : null,
      theme,
      toast: sso?.toast ?? toast,
      billingBanners: billing.banners,
      /** the plan of the learner's running free trial: the header's Activate now (docs/product/attribution.md#trial-funnel) */
      trialPlan: billing.trialPlan,
      organizations,
      /** the header's search form by audience (docs/product/catalog.md#search-by-audience) */
      searchForm: searchFormFor({
        userType: !user ? "LOGGED_OUT" : isStaff(user) ? "EDUCATIVE_INTERNAL" : organizations?.organizations.length ? "B2B_USER" : "B2C_USER",
        organizationSearch: organizations?.businessSearch ?? false,
      }),
      impersonation,
      // canonical URLs and Open Graph name this origin (PUBLIC_ORIGIN, docs/decisions)
      siteOrigin: publicOrigin(),
    },
    { headers },
  );
}

type RootData = typeof loader;

/** A coach page's visit record (a fetcher POST, intent=visit) changes nothing the shell shows:
 * re-reading it would also drop the toast the page arrived with (the Undo of a skip). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "visit" ? false : defaultShouldRevalidate;

export function useOptionalUser() {
  return useRouteLoaderData<RootData>("root")?.user ?? null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  // Some marketing pages show only in the light theme (docs/product/shell.md#theme): their handle says so.
  const forcedLight = useMatches().some((m) => (m.handle as { forceLightTheme?: boolean } | undefined)?.forceLightTheme);
  const theme = forcedLight ? "light" : (data?.theme ?? "system");
  const nonce = useNonce();
  useAppLinks();
  return (
    <html lang="en" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme === "system" ? "light dark" : theme} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* In the layout, so that the bot check and the 401 handling also work over an error page. */}
        <ShellGuards loggedIn={!!data?.user} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<RootData>("root");
  useLogoutBroadcast(!!data?.user);
  return (
    <>
      {data?.impersonation ? <ImpersonationBanner text={data.impersonation.text} /> : null}
      <SiteHeader
        user={data?.user}
        theme={data?.theme ?? "system"}
        organizations={data?.organizations}
        trialPlan={data?.trialPlan}
        searchForm={data?.searchForm}
      />
      {data?.user && !data.user.verified ? <UnverifiedBanner /> : null}
      <BillingBanners banners={data?.billingBanners ?? []} />
      {data?.toast ? <ToastView toast={data.toast} /> : null}
      <AnalyticsTracker />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>© 2026 Codelift · Learn by doing, one lesson at a time.</p>
      </footer>
    </>
  );
}

// The title and description defaults (docs/product/catalog.md#marketing-and-seo) for pages without meta of their own; the site's search action on the home page.
export const meta: MetaFunction = (args) => defaultPageMeta("home", args);

export function ErrorBoundary() {
  // The root's own loader may be what failed: the header then shows a visitor's actions.
  const data = useRouteLoaderData<RootData>("root");
  return (
    <>
      <SiteHeader user={data?.user} theme={data?.theme ?? "system"} organizations={data?.organizations} />
      <main id="main" className="site-main">
        <GeneralErrorBoundary />
      </main>
    </>
  );
}

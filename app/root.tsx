import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Form,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import siteCss from "~/styles/site.css";
import { AppLink, navState, useAppLinks } from "~/components/AppLink";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { HeaderSearch } from "~/components/HeaderSearch";
import { defaultPageMeta } from "~/components/catalog/meta";
import { ImpersonationBanner } from "~/components/ImpersonationBanner";
import { SiteMenu } from "~/components/SiteMenu";
import { ThemeToggle } from "~/components/ThemeToggle";
import { ToastView } from "~/components/ToastView";
import { ShellGuards } from "~/components/shell/ShellGuards";
import { UnverifiedBanner } from "~/components/UnverifiedBanner";
import { BillingBanners } from "~/components/billing/BillingBanners";
import { billingBannersFor } from "~/services/billing/banners.server";
import { OrganizationSwitcher } from "~/components/organizations/OrganizationSwitcher";
import { headerOrganizations } from "~/services/organizations/active.server";
import { readSsoResult } from "~/services/sso.server";
import { impersonationBanner } from "~/services/impersonation.server";
import { useLogoutBroadcast } from "~/components/useLogoutBroadcast";
import { useHydrated } from "~/components/useHydrated";
import { homeModalPath, signupReturnPath } from "~/engine/routing";
import { AnalyticsTracker } from "~/components/analytics/AnalyticsTracker";
import { getUser, isStaff } from "~/utils/auth.server";
import { readToast } from "~/utils/toast.server";
import { useNonce } from "~/utils/nonce";
import { readThemeCookie, type Theme } from "~/utils/theme.server";
import { publicOrigin } from "~/utils/env.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: siteCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const theme: Theme = (await readThemeCookie(request)) ?? ((user?.theme as Theme | undefined) ?? "system");
  const { toast, headers } = await readToast(request);
  // A single sign-on's outcome (its own cookie, docs/product/organizations.md#sso) is reported once, as a toast.
  const sso = await readSsoResult(request);
  if (sso) headers.append("Set-Cookie", sso.clear);
  // Staff viewing Codelift as a learner: a banner on every page with the way back.
  const impersonation = await impersonationBanner(request, user);
  // Billing and upsell banners (one query for a learner; none on checkout pages).
  const billingBanners = await billingBannersFor(request, user);
  // The organizations switcher (one query; none for a learner outside organizations).
  const organizations = user ? await headerOrganizations(user.id) : null;
  return json(
    {
      user: user
        ? { id: user.id, email: user.email, fullName: user.fullName, verified: user.verified, isStaff: isStaff(user) }
        : null,
      theme,
      toast: sso?.toast ?? toast,
      billingBanners,
      organizations,
      impersonation,
      // canonical URLs and Open Graph name this origin (PUBLIC_ORIGIN, docs/decisions)
      siteOrigin: publicOrigin(),
    },
    { headers },
  );
}

export type RootData = typeof loader;

/** A coach page's visit record (a fetcher POST, intent=visit) changes nothing the shell shows:
 * re-reading it would also drop the toast the page arrived with (the Undo of a skip). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "visit" ? false : defaultShouldRevalidate;


export function useOptionalUser() {
  return useRouteLoaderData<RootData>("root")?.user ?? null;
}

function Header() {
  const data = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const here = location.pathname + location.search;
  const user = data?.user;
  const hydrated = useHydrated();
  const nav = (to: string, className?: string) => navState(to, location.pathname, className);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppLink to="/" className="brand" aria-label="Codelift home">
        <span className="brand-mark" aria-hidden="true">
          ◆
        </span>{" "}
        Codelift
      </AppLink>
      {/* Below 780px the nav and the account actions fold behind a Menu button (SiteMenu); a
          header search form fits in SiteMenu before the nav, styled by .header-search. */}
      <SiteMenu>
      <nav aria-label="Main" className="main-nav">
        <AppLink to="/explore" {...nav("/explore")}>Explore</AppLink>
        <AppLink to="/interview-prep" {...nav("/interview-prep")}>Interview prep</AppLink>
        <AppLink to="/unlimited" {...nav("/unlimited")}>Pricing</AppLink>
        {user ? <AppLink to="/learn/home" {...nav("/learn/home")}>My learning</AppLink> : null}
        {user ? <AppLink to="/refer-a-friend" {...nav("/refer-a-friend")}>Refer a friend</AppLink> : null}
        {user?.isStaff ? <AppLink to="/staff/outbox" {...nav("/staff/outbox")}>Outbox</AppLink> : null}
      </nav>
      <HeaderSearch />
      <div className="header-actions">
        <ThemeToggle theme={data?.theme ?? "system"} redirectTo={here} />
        {user ? <OrganizationSwitcher data={data?.organizations} here={here} /> : null}
        {user ? (
          <Form method="post" action="/logout" className="inline-form">
            <AppLink to="/account/billing" {...nav("/account/billing", "header-billing")}>
              Billing
            </AppLink>
            <AppLink to="/account" {...nav("/account", "user-name")} title={`Account settings (${user.email})`}>
              {user.fullName}
            </AppLink>
            <button type="submit" className="button button-ghost">
              Log out
            </button>
          </Form>
        ) : (
          <>
            <AppLink className="button button-ghost" to={`/login?ru=${encodeURIComponent(here)}`}>
              Log in
            </AppLink>
            {/* With JavaScript: the sign-up modal of the home page, returning here; without: the /signup page. */}
            <AppLink className="button" to={hydrated ? homeModalPath("signup", signupReturnPath(here)) : "/signup"}>
              Sign up
            </AppLink>
          </>
        )}
      </div>
      </SiteMenu>
    </header>
  );
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
      <Header />
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
  return (
    <main id="main" className="site-main">
      <GeneralErrorBoundary />
    </main>
  );
}

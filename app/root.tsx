import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Form,
  Link,
  Links,
  Meta,
  NavLink,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import appCss from "~/styles/app.css";
import catalogCss from "~/styles/catalog.css";
import coachCss from "~/styles/coach.css";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ImpersonationBanner } from "~/components/ImpersonationBanner";
import { ThemeToggle } from "~/components/ThemeToggle";
import { ToastView } from "~/components/ToastView";
import { UnverifiedBanner } from "~/components/UnverifiedBanner";
import { BillingBanners } from "~/components/billing/BillingBanners";
import { billingBannersFor } from "~/services/billing/banners.server";
import { OrganizationSwitcher } from "~/components/organizations/OrganizationSwitcher";
import { headerOrganizations } from "~/services/organizations/active.server";
import { readSsoResult } from "~/services/sso.server";
import { impersonationBanner } from "~/services/impersonation.server";
import { useLogoutBroadcast } from "~/components/useLogoutBroadcast";
import { getUser, isStaff } from "~/utils/auth.server";
import { readToast } from "~/utils/toast.server";
import { useNonce } from "~/utils/nonce";
import { readThemeCookie, type Theme } from "~/utils/theme.server";
import { env } from "~/utils/env.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "stylesheet", href: catalogCss },
  { rel: "stylesheet", href: coachCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const theme: Theme = (await readThemeCookie(request)) ?? ((user?.theme as Theme | undefined) ?? "system");
  const { toast, headers } = await readToast(request);
  // A single sign-on's outcome (its own cookie, platform.md §4) is reported once, as a toast.
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
      // absolute canonical links (components/catalog/meta.ts)
      origin: env().APP_ORIGIN ?? new URL(request.url).origin,
    },
    { headers },
  );
}

export type RootData = typeof loader;


export function useOptionalUser() {
  return useRouteLoaderData<RootData>("root")?.user ?? null;
}

function Header() {
  const data = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const here = location.pathname + location.search;
  const user = data?.user;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Link to="/" className="brand" aria-label="Codelift home">
        <span className="brand-mark" aria-hidden="true">
          ◆
        </span>{" "}
        Codelift
      </Link>
      <nav aria-label="Main" className="main-nav">
        <NavLink to="/explore">Explore</NavLink>
        <NavLink to="/interview-prep">Interview prep</NavLink>
        <NavLink to="/unlimited">Pricing</NavLink>
        {user ? <NavLink to="/learn/home">My learning</NavLink> : null}
        {user ? <NavLink to="/refer-a-friend">Refer a friend</NavLink> : null}
        {user?.isStaff ? <NavLink to="/staff/outbox">Outbox</NavLink> : null}
      </nav>
      <div className="header-actions">
        <ThemeToggle theme={data?.theme ?? "system"} redirectTo={here} />
        {user ? <OrganizationSwitcher data={data?.organizations} here={here} /> : null}
        {user ? (
          <Form method="post" action="/logout" className="inline-form">
            <NavLink to="/account/billing" className="header-billing">
              Billing
            </NavLink>
            <span className="user-name" title={user.email}>
              {user.fullName}
            </span>
            <button type="submit" className="button button-ghost">
              Log out
            </button>
          </Form>
        ) : (
          <>
            <Link className="button button-ghost" to={`/login?ru=${encodeURIComponent(here)}`}>
              Log in
            </Link>
            <Link className="button" to="/signup">
              Sign up
            </Link>
          </>
        )}
      </div>
    </header>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const theme = data?.theme ?? "system";
  const nonce = useNonce();
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
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>© 2026 Codelift · Learn by doing, one lesson at a time.</p>
      </footer>
    </>
  );
}

export const meta: MetaFunction = () => [
  { title: "Codelift: interactive courses and interview prep for developers" },
  { name: "description", content: "Interactive courses, learning paths and an adaptive interview-preparation coach for software developers." },
];

export function ErrorBoundary() {
  return (
    <main id="main" className="site-main">
      <GeneralErrorBoundary />
    </main>
  );
}

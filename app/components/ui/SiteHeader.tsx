// The site's header for every role: visitors (Log in, Sign up), learners (My learning, Refer a
// friend, Billing, the account), staff (Outbox) and organization members (the organization and,
// for admins and managers, its admin area). From 1100px everything shares one row: the search box
// and the names give way first (ellipsis), nothing wraps and nothing is cut off, and from 1280px
// the search box shows its whole placeholder for every role (ui.css tightens a logged-in header
// to make room); below 1100px the nav and the actions fold behind Menu (SiteMenu).
import { Form, useLocation } from "@remix-run/react";
import { AppLink, navState } from "~/components/AppLink";
import { HeaderSearch } from "~/components/HeaderSearch";
import { SiteMenu } from "~/components/SiteMenu";
import { ThemeToggle } from "~/components/ThemeToggle";
import { OrganizationSwitcher, type SwitcherData } from "~/components/organizations/OrganizationSwitcher";
import { useHydrated } from "~/components/useHydrated";
import { homeModalPath, signupReturnPath } from "~/engine/routing";
import type { SearchForm } from "~/engine/searchExperience";
import { Icon } from "./Icon";
import { TRIAL_ACTIVATE_PATH, trialEventAttributes } from "~/engine/trialFunnel";

type HeaderUser = { email: string; fullName: string; isStaff: boolean };
type Theme = "light" | "dark" | "system";

export function SiteHeader({
  user,
  theme,
  organizations,
  trialPlan,
  searchForm = "dropdown",
}: {
  user: HeaderUser | null | undefined;
  theme: Theme;
  organizations: SwitcherData | null | undefined;
  /** the plan of the learner's running free trial: "Activate now" leads to the plans (docs/product/attribution.md#trial-funnel) */
  trialPlan?: string | null;
  /** the search form by audience (docs/product/catalog.md#search-by-audience) */
  searchForm?: SearchForm;
}) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const hydrated = useHydrated();
  const nav = (to: string, className?: string) => navState(to, location.pathname, className);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppLink to="/" className="brand" aria-label="Codelift home">
        <Icon name="logo" className="brand-mark" /> <span className="brand-name">Codelift</span>
      </AppLink>
      {/* Below 1100px the nav and the account actions fold behind a Menu button (SiteMenu); a
          header search form fits in SiteMenu before the nav, styled by .header-search. */}
      <SiteMenu>
        <nav aria-label="Main" className="main-nav">
          <AppLink to="/explore" {...nav("/explore")}>
            Explore
          </AppLink>
          <AppLink to="/interview-prep" {...nav("/interview-prep")}>
            Interview prep
          </AppLink>
          <AppLink to="/unlimited" {...nav("/unlimited")}>
            Pricing
          </AppLink>
          {user && trialPlan ? (
            <AppLink to={TRIAL_ACTIVATE_PATH} className="nav-cta" {...trialEventAttributes("trial_activate_now_navbar_cta_click", trialPlan)}>
              Activate now
            </AppLink>
          ) : null}
          {user ? (
            <AppLink to="/learn/home" {...nav("/learn/home")}>
              My learning
            </AppLink>
          ) : null}
          {user ? (
            <AppLink to="/refer-a-friend" {...nav("/refer-a-friend")}>
              Refer a friend
            </AppLink>
          ) : null}
          {user?.isStaff ? (
            <AppLink to="/staff/outbox" {...nav("/staff/outbox")}>
              Outbox
            </AppLink>
          ) : null}
        </nav>
        <HeaderSearch form={searchForm} />
        <div className="header-actions">
          <ThemeToggle theme={theme} redirectTo={here} />
          {user ? <OrganizationSwitcher data={organizations} here={here} /> : null}
          {user ? (
            <Form method="post" action="/logout" className="inline-form header-account">
              <AppLink to="/account/billing" {...nav("/account/billing", "header-billing")}>
                Billing
              </AppLink>
              <AppLink to="/account" {...nav("/account", "user-name")} title={`Account settings (${user.email})`}>
                {user.fullName}
              </AppLink>
              <button type="submit" className="button button-ghost button-small header-logout">
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

// The header's organization switcher: the user's organizations, the active one selected, and a
// link to the admin area when they administer or manage it. A form post to
// POST /api/enterprise/active-organization, which sends the browser back here with a toast.
import { AppLink } from "~/components/AppLink";
import { useFetcher } from "@remix-run/react";

export interface SwitcherData {
  organizations: { id: number; name: string; isAdmin: boolean; isManager: boolean }[];
  activeId: number | null;
}

export function OrganizationSwitcher({ data, here }: { data: SwitcherData | null | undefined; here: string }) {
  const fetcher = useFetcher();
  if (!data || data.organizations.length === 0) return null;
  const active = data.organizations.find((o) => o.id === data.activeId) ?? null;
  const pending = fetcher.formData?.get("organization_id");
  const selected = pending ? Number(pending) : data.activeId;
  return (
    <div className="org-switcher">
      {data.organizations.length > 1 ? (
        <fetcher.Form method="post" action="/api/enterprise/active-organization" className="inline-form" aria-label="Switch organization">
          <input type="hidden" name="redirect_to" value={here} />
          <label className="visually-hidden" htmlFor="org-switch">
            Organization
          </label>
          <select id="org-switch" name="organization_id" defaultValue={selected ?? undefined} key={selected ?? "none"}>
            {data.organizations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-ghost button-small">
            Switch
          </button>
        </fetcher.Form>
      ) : (
        <span className="org-name" title={active?.name}>
          {active?.name}
        </span>
      )}
      {active && (active.isAdmin || active.isManager) ? (
        <AppLink to={`/enterprise-dashboard/${active.id}`} className="org-admin-link" title={`Admin area of ${active.name}`}>
          Admin area
        </AppLink>
      ) : null}
    </div>
  );
}

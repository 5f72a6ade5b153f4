// /enterprise-dashboard/{orgId}/flags: the organization's twelve feature flags, shown to staff and
// changed by staff (audited); each gates what it names (docs/product/organizations.md#feature-flags).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Banner } from "~/components/ui/Banner";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { Checkbox } from "~/components/ui/Field";
import { FlagsForm, OrgParams } from "~/forms/learning.server";
import { recordStaffAction } from "~/models/staffAudit.server";
import { assignmentsFromChecked, organizationFlags, setOrganizationFlags } from "~/services/learning/flags.server";
import learningCss from "~/styles/learning.css";
import { requireStaff } from "~/utils/auth.server";
import { notFound, parseForm, parseParams } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { orgId } = parseParams(params, OrgParams);
  await requireStaff(request);
  const data = await organizationFlags(orgId);
  if (!data) notFound();
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { orgId } = parseParams(params, OrgParams);
  const staff = await requireStaff(request);
  const parsed = await parseForm(request, FlagsForm);
  if (!parsed.ok) return json({ errorText: "Check the form." }, { status: 400 });
  const checked = parsed.data.flags === undefined ? [] : Array.isArray(parsed.data.flags) ? parsed.data.flags : [parsed.data.flags];
  const changes = assignmentsFromChecked(checked);
  if ("error" in changes) return json({ errorText: changes.error }, { status: 400 });
  const saved = await setOrganizationFlags(orgId, changes);
  if (!saved) notFound();
  await recordStaffAction(staff, "organization.flags", { organization_id: orgId, flags: checked.join(",") });
  return redirectWithToast(`/enterprise-dashboard/${orgId}/flags`, { status: "SUCCESS", text: "Feature flags saved." }, { request });
}

export default function OrganizationFlags() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  return (
    <div className="learning-page">
      <p className="learning-meta">
        <AppLink to={`/enterprise-dashboard/${d.organization.id}`}>{d.organization.name}</AppLink>
      </p>
      <h1>{d.organization.name}: feature flags</h1>
      {a?.errorText ? (
        <Banner tone="danger" role="alert">
          <p>{a.errorText}</p>
        </Banner>
      ) : null}
      <Card>
        <Form method="post" className="learning-form">
          {d.flags.map((f) => (
            <Checkbox key={f.name} name="flags" value={f.name} defaultChecked={f.on} label={f.name} hint={`Gates ${f.gates}.`} />
          ))}
          <Button type="submit">Save flags</Button>
        </Form>
      </Card>
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Feature flags", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

// /manager/{orgId}: the manager area (docs/product/learning-plans.md#manager-area): teams, learning
// plans and progress, without the admin's settings. Admins and managers of the organization; staff read.
import { ORG_TEXTS } from "~/services/organizations/members.server";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { OnboardingPanel } from "~/components/organizations/dashboard/OnboardingPanel";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { EmptyState } from "~/components/ui/EmptyState";
import { TextInput, Textarea } from "~/components/ui/Field";
import { canCreatePlans, canSeePlans } from "~/engine/learningPlans";
import { needsAdminOnboardingPrompt } from "~/engine/organizations";
import { NewPlanForm, OrgParams } from "~/forms/learning.server";
import { getMember } from "~/models/organization.server";
import { organizationTeams } from "~/models/learningPlans.server";
import { newPlan, plansOfOrganization } from "~/services/learning/plans.server";
import { onboardingFacts } from "~/services/organizations/progress.server";
import learningCss from "~/styles/learning.css";
import { forbidden, parseForm, parseParams } from "~/utils/http.server";
import { LEARNING_TEXTS } from "~/utils/learningAccess.server";
import { requireOrganizationAccess } from "~/utils/organizationAccess.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

async function viewer(request: Request, orgId: number) {
  const access = await requireOrganizationAccess(request, orgId);
  const m = access.membership;
  const member = m ? await getMember(orgId, access.user.id) : null;
  const plansOn = m ? canSeePlans(m) : true;
  const mayCreate = !!m && canCreatePlans({ ...m, member_can_create_plans: member?.canCreatePlans ?? false });
  return { access, plansOn, mayCreate };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { orgId } = parseParams(params, OrgParams);
  const { access, plansOn, mayCreate } = await viewer(request, orgId);
  const m = access.membership;
  const prompt = m ? needsAdminOnboardingPrompt({ membership: m, ...(await onboardingFacts(access.user.id)) }) : false;
  return json(
    {
      organization: { id: access.organization.id, name: access.organization.name },
      role: access.role,
      teams: await organizationTeams(orgId),
      plans: plansOn ? await plansOfOrganization(orgId) : [],
      plansOn,
      mayCreate,
      prompt,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { orgId } = parseParams(params, OrgParams);
  const { access, plansOn, mayCreate } = await viewer(request, orgId);
  if (!plansOn) forbidden(LEARNING_TEXTS.plansOff);
  // staff reach the area without a membership: they may look, not change (docs/product/organizations.md)
  if (!mayCreate) forbidden(access.membership ? LEARNING_TEXTS.notPlanBuilder : ORG_TEXTS.staffReadOnly);
  const parsed = await parseForm(request, NewPlanForm);
  if (!parsed.ok) return json({ errors: parsed.errors }, { status: 400 });
  const out = await newPlan(orgId, access.user.id, parsed.data.title, parsed.data.summary);
  if (!out.ok) return json({ errors: { form: out.errorText } }, { status: out.status });
  return redirect(`/plan/${access.user.id}/${out.planId}/edit`);
}

export default function ManagerArea() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const errors = (a?.errors ?? {}) as Record<string, string>;
  return (
    <div className="learning-page">
      <h1>{d.organization.name}: manager area</h1>
      <nav aria-label="Manager area" className="learning-actions">
        <AppLink to={`/manager/${d.organization.id}`} aria-current="page">
          Plans and teams
        </AppLink>
        <AppLink to={`/enterprise-dashboard/${d.organization.id}/progress`}>Everyone's progress</AppLink>
      </nav>
      {d.prompt ? <OnboardingPanel area="manager" /> : null}
      <Card as="section" aria-labelledby="plans-title">
        <h2 id="plans-title" className="card-title">
          Learning plans
        </h2>
        {!d.plansOn ? (
          <p>{"Learning plans are not enabled for this organization."}</p>
        ) : d.plans.length === 0 ? (
          <EmptyState title="No plans yet.">
            <p>Build a plan from courses, modules and paths, split into weeks, then assign it.</p>
          </EmptyState>
        ) : (
          <ul>
            {d.plans.map((p) => (
              <li key={p.id}>
                <AppLink to={p.edit}>{p.title}</AppLink> <Badge tone={p.status === "published" ? "success" : "warning"}>{p.status}</Badge> ·{" "}
                <AppLink to={p.progress}>Progress</AppLink>
              </li>
            ))}
          </ul>
        )}
        {d.plansOn && d.mayCreate ? (
          <Form method="post" className="learning-form">
            <input type="hidden" name="intent" value="new-plan" />
            <TextInput name="title" label="New plan title" required maxLength={120} error={errors.title} />
            <Textarea name="summary" label="Summary (optional)" maxLength={2000} rows={2} />
            <Button type="submit">Create plan</Button>
          </Form>
        ) : null}
      </Card>
      <Card as="section" aria-labelledby="teams-title">
        <h2 id="teams-title" className="card-title">
          Teams
        </h2>
        {d.teams.length === 0 ? (
          <p>No teams yet.</p>
        ) : (
          <ul>
            {d.teams.map((t) => (
              <li key={t.id}>{t.name}</li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Manager area", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

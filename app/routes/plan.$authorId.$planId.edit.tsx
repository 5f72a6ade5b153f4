// /plan/{planAuthorId}/{planId}/edit: the plan editor (docs/product/learning-plans.md#building-a-plan):
// weeks with a contact, courses, modules and paths in each week, publishing and assigning.
// Plain forms, one intent each; admins and managers who may create plans.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { Checkbox, Select, TextInput } from "~/components/ui/Field";
import { PlanEditForm, PlanEditParams } from "~/forms/learning.server";
import { organizationPeople } from "~/models/learningPlans.server";
import { assignmentChoices, assignPlan, editPlan, planAssignments, planContentChoices, planPaths, planWeeks } from "~/services/learning/plans.server";
import learningCss from "~/styles/learning.css";
import { notFound, parseForm, parseParams } from "~/utils/http.server";
import { LEARNING_TEXTS, requirePlan } from "~/utils/learningAccess.server";
import { redirectWithToast } from "~/utils/toast.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

async function editable(request: Request, params: unknown) {
  const p = parseParams(params, PlanEditParams);
  const v = await requirePlan(request, p.planId, { edit: true });
  if (v.plan.authorId !== p.authorId) notFound(LEARNING_TEXTS.planNotFound);
  return v;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { plan } = await editable(request, params);
  const [weeks, content, people, choices, assignments] = await Promise.all([
    planWeeks(plan),
    planContentChoices(),
    organizationPeople(plan.organizationId),
    assignmentChoices(plan.organizationId),
    planAssignments(plan),
  ]);
  return json(
    {
      plan: { id: plan.id, title: plan.title, summary: plan.summary, status: plan.status, organizationId: plan.organizationId, ...planPaths(plan) },
      weeks: weeks.map((w) => ({
        id: w.id,
        title: w.title,
        contactUserId: w.contact?.user_id ?? null,
        items: w.items.map((i) => ({ id: i.id, kind: i.kind, title: i.title, isOptional: i.isOptional, lessons: i.lessons.length })),
      })),
      content,
      people: people.map((p) => ({ userId: p.userId, name: p.name || p.email })),
      assignees: [...choices.teams, ...choices.people],
      assignments,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { plan, user } = await editable(request, params);
  const parsed = await parseForm(request, PlanEditForm);
  if (!parsed.ok) return json({ errorText: Object.values(parsed.errors)[0] ?? "Check the form." }, { status: 400 });
  const f = parsed.data;
  const out = f.intent === "assign" ? await assignPlan(plan, user.id, f) : await editPlan(plan, f);
  if (!out.ok) return json({ errorText: out.errorText }, { status: out.status });
  return redirectWithToast(new URL(request.url).pathname, { status: "SUCCESS", text: out.message }, { request });
}

export default function PlanEditor() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const contactOptions = (
    <>
      <option value="">No contact</option>
      {d.people.map((p) => (
        <option key={p.userId} value={p.userId}>
          {p.name}
        </option>
      ))}
    </>
  );
  return (
    <div className="learning-page">
      <p className="learning-meta">
        <AppLink to={`/manager/${d.plan.organizationId}`}>Manager area</AppLink>
      </p>
      <h1>Edit plan: {d.plan.title}</h1>
      <p>
        <Badge tone={d.plan.status === "published" ? "success" : "warning"}>{d.plan.status}</Badge> · <AppLink to={d.plan.preview}>Preview</AppLink> ·{" "}
        <AppLink to={d.plan.progress}>Progress</AppLink>
      </p>
      {a?.errorText ? (
        <Banner tone="danger" role="alert">
          <p>{a.errorText}</p>
        </Banner>
      ) : null}
      <Card as="section" aria-labelledby="details-title">
        <h2 id="details-title" className="card-title">
          Details
        </h2>
        <Form method="post" className="learning-form">
          <input type="hidden" name="intent" value="details" />
          <TextInput name="title" label="Title" defaultValue={d.plan.title} required maxLength={120} />
          <TextInput name="summary" label="Summary" defaultValue={d.plan.summary} maxLength={2000} />
          <Button type="submit" variant="secondary">
            Save details
          </Button>
        </Form>
      </Card>
      {d.weeks.map((w, i) => (
        <Card as="section" key={w.id} aria-labelledby={`week-${w.id}-title`}>
          <h2 id={`week-${w.id}-title`} className="card-title">
            Week {i + 1}: {w.title}
          </h2>
          {w.items.length === 0 ? (
            <p>Nothing in this week yet.</p>
          ) : (
            <ul>
              {w.items.map((it) => (
                <li key={it.id}>
                  {it.title}{" "}
                  <span className="learning-meta">
                    ({it.kind}, {it.lessons} lessons{it.isOptional ? ", optional" : ""})
                  </span>
                  <Form method="post" style={{ display: "inline" }}>
                    <input type="hidden" name="intent" value="remove-item" />
                    <input type="hidden" name="weekId" value={w.id} />
                    <input type="hidden" name="itemId" value={it.id} />
                    <Button type="submit" variant="link" size="small" aria-label={`Remove ${it.title} from week ${i + 1}`}>
                      Remove
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <Form method="post" className="learning-form">
            <input type="hidden" name="intent" value="add-item" />
            <input type="hidden" name="weekId" value={w.id} />
            <Select name="content" label={`Add to week ${i + 1}`} required defaultValue="">
              <option value="" disabled>
                Choose a course, module or path
              </option>
              {d.content.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </Select>
            <Checkbox name="isOptional" label="Optional" />
            <Button type="submit" variant="secondary">
              Add to week {i + 1}
            </Button>
          </Form>
          <Form method="post" className="learning-form">
            <input type="hidden" name="intent" value="save-week" />
            <input type="hidden" name="weekId" value={w.id} />
            <TextInput name="title" label={`Week ${i + 1} title`} defaultValue={w.title} required maxLength={120} />
            <Select name="contactUserId" label={`Week ${i + 1} contact`} defaultValue={w.contactUserId ?? ""}>
              {contactOptions}
            </Select>
            <div className="learning-form-row">
              <Button type="submit" variant="secondary">
                Save week {i + 1}
              </Button>
            </div>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="delete-week" />
            <input type="hidden" name="weekId" value={w.id} />
            <Button type="submit" variant="danger" size="small">
              Remove week {i + 1}
            </Button>
          </Form>
        </Card>
      ))}
      <Card as="section" aria-labelledby="add-week-title">
        <h2 id="add-week-title" className="card-title">
          Add a week
        </h2>
        <Form method="post" className="learning-form">
          <input type="hidden" name="intent" value="add-week" />
          <TextInput name="title" label="Week title" required maxLength={120} />
          <Select name="contactUserId" label="Contact for this week" defaultValue="">
            {contactOptions}
          </Select>
          <Button type="submit">Add week</Button>
        </Form>
      </Card>
      <Card as="section" aria-labelledby="publish-title">
        <h2 id="publish-title" className="card-title">
          Publish and assign
        </h2>
        {d.plan.status !== "published" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="publish" />
            <Button type="submit">Publish plan</Button>
          </Form>
        ) : (
          <Form method="post" className="learning-form">
            <input type="hidden" name="intent" value="assign" />
            <Select name="assignee" label="Assign to" required defaultValue="">
              <option value="" disabled>
                Choose a team or a member
              </option>
              {d.assignees.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </Select>
            <TextInput type="date" name="startDate" label="Start date" required />
            <TextInput type="date" name="dueDate" label="Due date" required />
            <Button type="submit">Assign plan</Button>
          </Form>
        )}
        {d.assignments.length > 0 ? (
          <ul>
            {d.assignments.map((x) => (
              <li key={x.id}>
                {x.to}: {x.startDate} to {x.dueDate}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data ? `Edit ${data.plan.title}` : "Plan", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

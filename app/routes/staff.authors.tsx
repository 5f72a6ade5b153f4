// /staff/authors (docs/product/authoring.md#becoming-an-author): staff read the applications to
// teach and approve (the author role) or decline them. Everyone else gets the not-found page.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { Button } from "~/components/ui/Button";
import { EmptyState } from "~/components/ui/EmptyState";
import { Table } from "~/components/ui/Table";
import { listApplications } from "~/models/authoring.server";
import { decide, decisionSchema } from "~/services/authoring.server";
import { requireStaff } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import authoringCss from "~/styles/authoring.css";

export const links = () => [{ rel: "stylesheet", href: authoringCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const [pending, decided] = await Promise.all([listApplications("pending"), listApplications("approved", 20)]);
  return json({ pending, approved: decided }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const parsed = await parseForm(request, decisionSchema);
  if (!parsed.ok) return json({ errorText: "Choose an application and approve or decline it." }, { status: 400 });
  const result = await decide(staff, parsed.data.application_id, parsed.data.decision);
  if (!result.ok) return json({ errorText: result.text }, { status: 409 });
  return redirectWithToast("/staff/authors", { status: "SUCCESS", text: result.text });
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Author applications", noindex: true }, { matches, location });

export default function StaffAuthors() {
  const { pending, approved } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  return (
    <section className="authoring-page">
      <h1>Author applications</h1>
      {data?.errorText ? (
        <p className="form-error" role="alert">
          {data.errorText}
        </p>
      ) : null}
      {pending.length === 0 ? (
        <EmptyState title="No applications waiting">New applications from /teach appear here.</EmptyState>
      ) : (
        <ul className="authoring-list">
          {pending.map((a) => (
            <li key={a.id} className="card authoring-item" data-testid="application">
              <h2 className="card-title">
                {a.fullName} <span className="muted">({a.email})</span>
              </h2>
              <p>
                <strong>Wants to teach:</strong> {a.topics}
              </p>
              <p className="pre-wrap">{a.experience}</p>
              {a.sampleUrl ? (
                <p>
                  <a href={a.sampleUrl} rel="noopener noreferrer nofollow">
                    {a.sampleUrl}
                  </a>
                </p>
              ) : null}
              <div className="authoring-actions">
                <Form method="post">
                  <input type="hidden" name="application_id" value={a.id} />
                  <input type="hidden" name="decision" value="approved" />
                  <Button type="submit">Approve {a.fullName}</Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="application_id" value={a.id} />
                  <input type="hidden" name="decision" value="declined" />
                  <Button type="submit" variant="secondary">
                    Decline
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h2>Recently approved</h2>
      {approved.length === 0 ? (
        <EmptyState title="No authors approved yet">Authors you approve are listed here.</EmptyState>
      ) : (
        <Table label="Recently approved authors">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Wants to teach</th>
            </tr>
          </thead>
          <tbody>
            {approved.map((a) => (
              <tr key={a.id}>
                <td>{a.fullName}</td>
                <td>{a.email}</td>
                <td className="wrap">{a.topics}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

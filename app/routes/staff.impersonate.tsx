// /staff/impersonate: internal staff start viewing Codelift as a learner (a reason is required
// and recorded) through the impersonate-user modal (?start=1); the latest impersonations are listed. Everyone else gets the not-found page.
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Modal } from "~/components/Modal";
import { listRecentImpersonations } from "~/models/impersonation.server";
import { IMPERSONATION_TEXTS, impersonateSchema, startImpersonation } from "~/services/impersonation.server";
import { requireStaff } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import { getSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

type ActionData = { errorText?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const recent = await listRecentImpersonations(20);
  return json({ recent }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const parsed = await parseForm(request, impersonateSchema);
  const values = Object.fromEntries(
    ["email", "user_id", "reason"].map((k) => [k, typeof parsed.raw[k] === "string" ? (parsed.raw[k] as string) : ""]),
  );
  if (!parsed.ok) return json<ActionData>({ errors: parsed.errors, values }, { status: 400 });
  const result = await startImpersonation(await getSession(request), staff, parsed.data);
  if (!result.ok) return json<ActionData>({ errorText: result.errorText, values }, { status: result.status });
  const headers = new Headers({ "Set-Cookie": result.setCookie });
  return redirectWithToast("/learn/home", { status: "INFO", text: IMPERSONATION_TEXTS.started(result.target.fullName) }, { headers });
}

export default function StaffImpersonate() {
  const { recent } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as ActionData | undefined;
  // The form is a modal (docs/product/accounts.md#impersonation): a state of the page (?start=1), kept open
  // while its answer has errors.
  const open = useSearchParams()[0].has("start") || !!data;
  return (
    <section>
      <h1>Impersonate a learner</h1>
      <p className="muted">
        See Codelift as a learner sees it, to help them. Password, e-mail and payment changes are off while you do; other staff cannot be
        impersonated. Every start and stop is recorded with your reason.
      </p>
      <p>
        <Link className="button" to="?start=1" preventScrollReset>
          Impersonate a learner…
        </Link>
      </p>
      {open ? (
        <Modal title="Impersonate a learner" closeTo="/staff/impersonate" className="impersonate-modal">
          <Form method="post" action="/staff/impersonate?start=1" noValidate>
            {data?.errorText ? (
              <p className="form-error" role="alert">
                {data.errorText}
              </p>
            ) : null}
            <div className="field">
              <label htmlFor="imp-email">Learner's e-mail</label>
              <input
                id="imp-email"
                name="email"
                type="email"
                defaultValue={data?.values?.email}
                aria-invalid={data?.errors?.email ? true : undefined}
              />
              {data?.errors?.email ? <p className="field-error">{data.errors.email}</p> : null}
            </div>
            <div className="field">
              <label htmlFor="imp-user-id">or user id</label>
              <input id="imp-user-id" name="user_id" inputMode="numeric" defaultValue={data?.values?.user_id} />
              {data?.errors?.user_id ? <p className="field-error">{data.errors.user_id}</p> : null}
            </div>
            <div className="field">
              <label htmlFor="imp-reason">Reason</label>
              <input
                id="imp-reason"
                name="reason"
                required
                defaultValue={data?.values?.reason}
                aria-invalid={data?.errors?.reason ? true : undefined}
              />
              {data?.errors?.reason ? <p className="field-error">{data.errors.reason}</p> : null}
            </div>
            <button type="submit" className="button">
              Start impersonating
            </button>
          </Form>
        </Modal>
      ) : null}
      <h2>Latest impersonations</h2>
      {recent.length === 0 ? (
        <p className="muted">None yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Started</th>
                <th scope="col">Staff</th>
                <th scope="col">Learner</th>
                <th scope="col">Reason</th>
                <th scope="col">Ended</th>
              </tr>
            </thead>
            <tbody>
              {recent.map((r) => (
                <tr key={r.id}>
                  <td>{new Date(r.startedAt).toLocaleString("en-US", { timeZone: "UTC" })}</td>
                  <td>{r.staffEmail}</td>
                  <td>{r.targetEmail}</td>
                  <td>{r.reason}</td>
                  <td>{r.endedAt ? new Date(r.endedAt).toLocaleString("en-US", { timeZone: "UTC" }) : "still going"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Impersonate · Codelift staff" }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// No ErrorBoundary of its own: its 404 must be the same page as any unknown path's.

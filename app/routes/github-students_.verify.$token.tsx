// /github-students/verify/{token}: the link mailed to a student e-mail. Opening it changes nothing
// (no GET changes data); the learner who asked confirms with a POST, logged in to that account.
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { FormMessage } from "~/components/auth/fields";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { STUDENT_TEXTS } from "~/engine/seo";
import { findPendingStudentVerification } from "~/models/marketing.server";
import { confirmStudent, studentConfirmSchema } from "~/services/students.server";
import { requireUser } from "~/utils/auth.server";
import { badRequest, parseForm, parseParams, wantsJson } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { studentTokenParamsSchema as paramsSchema } from "~/forms/marketing.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { token } = parseParams(params, paramsSchema, STUDENT_TEXTS.linkInvalid);
  const pending = await findPendingStudentVerification(token);
  const valid = !!pending && pending.userId === user.id;
  return json({ valid, already: user.isGithubStudent, studentEmail: valid ? pending.studentEmail : null });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { token } = parseParams(params, paramsSchema, STUDENT_TEXTS.linkInvalid);
  const parsed = await parseForm(request, studentConfirmSchema);
  if (!parsed.ok) badRequest(parsed.errors);
  const result = await confirmStudent(user, token);
  if (!result.ok) return json({ errorText: result.errorText }, { status: result.status });
  if (wantsJson(request)) return json({ message: result.message });
  return redirectWithToast("/github-students", { status: "SUCCESS", text: result.message });
}

export default function VerifyStudent() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <section className="card auth-card" aria-labelledby="student-verify-title">
      <h1 id="student-verify-title">Confirm your student e-mail</h1>
      {data.already ? (
        <>
          <p>{STUDENT_TEXTS.alreadyVerified}</p>
          <AppLink to="/github-students">Back to the student offer</AppLink>
        </>
      ) : data.valid ? (
        <Form method="post">
          <FormMessage error={reply && "errorText" in reply ? reply.errorText : undefined} />
          <p>
            Confirm that <strong>{data.studentEmail}</strong> is your school e-mail to get the GitHub student discount on this account.
          </p>
          <input type="hidden" name="intent" value="confirm" />
          <button type="submit" className="button button-block">
            Confirm and claim the discount
          </button>
        </Form>
      ) : (
        <>
          <FormMessage error={STUDENT_TEXTS.linkInvalid} />
          <p>
            <AppLink to="/github-students">Ask for a new link</AppLink>
          </p>
        </>
      )}
    </section>
  );
}

export const meta: MetaFunction = (args) => pageMeta({ title: "Confirm your student e-mail", noindex: true }, args);

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/github-students", label: "GitHub student offer" }]} />;
}

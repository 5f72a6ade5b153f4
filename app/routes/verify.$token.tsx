import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormMessage } from "~/components/auth/fields";
import { findValidToken } from "~/models/user.server";
import { ACCOUNT_TEXTS } from "~/engine/accountTexts";
import { verifyEmail } from "~/services/accounts.server";
import { redirectWithToast } from "~/utils/toast.server";

// The link in the mail opens this page; the verification itself is a POST (no GET changes data).
export async function loader({ params }: LoaderFunctionArgs) {
  return json({ valid: !!(await findValidToken(params.token ?? "", "verify")) });
}

export async function action({ params }: ActionFunctionArgs) {
  const result = await verifyEmail(params.token ?? "");
  if (!result.ok) return json({ errorText: result.errorText }, { status: result.status });
  return redirectWithToast("/learn/home", { status: "SUCCESS", text: "Your email is verified. Happy learning!" });
}

export default function VerifyPage() {
  const { valid } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  return (
    <section className="card auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title">Verify your email</h1>
      {valid ? (
        <Form method="post">
          <FormMessage error={data?.errorText} />
          <p>Confirm that this email address is yours to finish setting up your account.</p>
          <button type="submit" className="button button-block">
            Verify my email
          </button>
        </Form>
      ) : (
        <>
          <FormMessage error={ACCOUNT_TEXTS.linkInvalid} />
          <p>
            Log in and use <strong>Resend Email</strong> in the banner to get a new link, or <AppLink to="/login">log in</AppLink>.
          </p>
        </>
      )}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Verify your email · Codelift" }];

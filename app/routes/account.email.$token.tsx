// /account/email/{token}: the link mailed to a new address. Opening it shows a button; the
// change itself is the POST (no GET changes data). The link proves the new mailbox, so it works
// without a session (a learner may open the mail on another device).
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormMessage } from "~/components/auth/fields";
import { ACCOUNT_TEXTS } from "~/engine/accountTexts";
import { ACCOUNT_PAGE_TEXTS } from "~/engine/accountSecurity";
import { findValidToken } from "~/models/user.server";
import { confirmEmailChange } from "~/services/accountSettings.server";
import { getUser } from "~/utils/auth.server";
import { redirectWithToast } from "~/utils/toast.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ params }: LoaderFunctionArgs) {
  const row = await findValidToken(params.token ?? "", "email-change");
  return json({ newEmail: row?.newEmail ?? null }, { headers: NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const result = await confirmEmailChange(params.token ?? "");
  if (!result.ok) return json({ errorText: result.errorText }, { status: result.status, headers: NO_STORE });
  const viewer = await getUser(request);
  return redirectWithToast(viewer?.id === result.user.id ? "/account" : "/login", { status: "SUCCESS", text: ACCOUNT_PAGE_TEXTS.emailChanged });
}

export default function ConfirmEmailChangePage() {
  const { newEmail } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  return (
    <section className="card auth-card" aria-labelledby="email-change-title">
      <h1 id="email-change-title">Confirm your new email</h1>
      {newEmail ? (
        <Form method="post">
          <FormMessage error={data?.errorText} />
          <p>
            Use <strong>{newEmail}</strong> for your Codelift account from now on.
          </p>
          <button type="submit" className="button button-block">
            Use this email
          </button>
        </Form>
      ) : (
        <>
          <FormMessage error={ACCOUNT_TEXTS.linkInvalid} />
          <p>
            Ask for a new link on <AppLink to="/account">your account page</AppLink>.
          </p>
        </>
      )}
    </section>
  );
}

export const headers: HeadersFunction = () => NO_STORE;
export const meta: MetaFunction = () => [{ title: "Confirm your new email · Codelift" }, { name: "robots", content: "noindex" }];

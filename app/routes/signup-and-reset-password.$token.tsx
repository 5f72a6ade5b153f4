// /signup-and-reset-password/{token}: the link of an e-mail capture (or any verification link):
// the learner chooses a name and a password, the address is verified and they are logged in,
// then onboarding. Opening the link changes nothing; the form post does. An account with
// two-factor sign-in is not logged in by the link: it goes on to the login page's second step.
import { AppLink } from "~/components/AppLink";
import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormMessage } from "~/components/auth/fields";
import { ACCOUNT_TEXTS } from "~/engine/accountTexts";
import { verifyAndResetSchema } from "~/forms/accountSecurity.server";
import { findValidToken, getUserById } from "~/models/user.server";
import { verifyAndResetPassword } from "~/services/accounts.server";
import { openPendingSecondStep, twoFactorRequired } from "~/services/twoFactor.server";
import { refuseWhileImpersonating, startSession } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const row = (await findValidToken(token, "verify")) ?? (await findValidToken(token, "reset"));
  const user = row ? await getUserById(row.userId) : undefined;
  return json({ valid: !!user, email: user?.email ?? null, fullName: user?.fullName ?? "" }, { headers: NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await refuseWhileImpersonating(request);
  const parsed = await parseForm(request, verifyAndResetSchema, { verify_token: params.token ?? "" });
  const fullName = typeof parsed.raw.full_name === "string" ? parsed.raw.full_name : "";
  if (!parsed.ok) return json({ errors: parsed.errors, errorText: undefined as string | undefined, fullName }, { status: 400, headers: NO_STORE });
  const result = await verifyAndResetPassword(parsed.data);
  if (!result.ok)
    return json({ errorText: result.errorText, errors: {} as Record<string, string>, fullName }, { status: result.status, headers: NO_STORE });
  if (twoFactorRequired(result.user)) {
    const step = await openPendingSecondStep(result.user, "/learn/home", "reset");
    return redirect(`/login?ru=${encodeURIComponent("/learn/home")}`, { headers: { "Set-Cookie": step, ...NO_STORE } });
  }
  const headers = new Headers({ "Set-Cookie": await startSession(request, result.user.id, "signup-and-reset-form") });
  return redirectWithToast("/onboarding", { status: "SUCCESS", text: "Your account is ready. Welcome to Codelift!" }, { headers });
}

export default function SignupAndResetPasswordPage() {
  const { valid, email, fullName } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="card auth-card" aria-labelledby="finish-title">
      <h1 id="finish-title">Finish creating your account</h1>
      {valid ? (
        <Form method="post" noValidate>
          <FormMessage error={data?.errorText} />
          <p>
            Your email: <strong>{email}</strong>
          </p>
          <Field name="full_name" label="Full name" autoComplete="name" defaultValue={data?.fullName ?? fullName} error={data?.errors?.full_name} />
          <Field
            name="new_password"
            label="Password (at least 8 characters)"
            type="password"
            autoComplete="new-password"
            error={data?.errors?.new_password}
          />
          <Field
            name="new_password_confirm"
            label="Confirm the password"
            type="password"
            autoComplete="new-password"
            error={data?.errors?.new_password_confirm}
          />
          <button type="submit" className="button button-block" disabled={busy}>
            Create my account
          </button>
        </Form>
      ) : (
        <>
          <FormMessage error={ACCOUNT_TEXTS.linkInvalid} />
          <p>
            <AppLink to="/signup">Sign up</AppLink> or <AppLink to="/login">log in</AppLink>.
          </p>
        </>
      )}
    </section>
  );
}

export const headers: HeadersFunction = () => NO_STORE;
export const meta: MetaFunction = () => [{ title: "Finish creating your account · Codelift" }, { name: "robots", content: "noindex" }];

import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LoginForm, type LoginActionData } from "~/components/auth/LoginForm";
import { TwoFactorStep, type TwoFactorStepData } from "~/components/auth/TwoFactorStep";
import { RecoverPasswordForm, type RecoverActionData } from "~/components/auth/RecoverPasswordForm";
import { SignupForm, type SignupActionData } from "~/components/auth/SignupForm";
import { Modal } from "~/components/Modal";
import { homeModalOf, homeModalPath } from "~/engine/routing";
import { useOptionalUser } from "~/root";
import { logInFromForm, recoverPasswordFromForm, signUpFromForm, signupFormCampaign } from "~/utils/authForms.server";
import { badRequest, formIntent, keepRetryAfter, safeRedirect } from "~/utils/http.server";
import { defaultPageMeta, siteOriginOf } from "~/components/catalog/meta";
import { siteJsonLd } from "~/engine/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The account modals are states of the page (/?openLoginModal=true, ?openSignupModal=true,
  // ?openRecoverPasswordModal=true, each with &ru=…): this GET only renders.
  const modal = homeModalOf(url.searchParams);
  // The sign-up modal's form carries the address's campaign fields (docs/product/attribution.md#the-sign-up-form).
  const campaign = modal === "signup" ? signupFormCampaign(request) : {};
  return json({ modal, ru: safeRedirect(url.searchParams.get("ru") ?? "/learn/home"), campaign });
}

/** The forms of the account modals post here (the same actions as /login, /signup and /forgot-password). */
export async function action({ request, context }: ActionFunctionArgs) {
  const intent = await formIntent(request);
  if (intent === "login" || intent === "two-factor" || intent === "send-email-code") return logInFromForm(request, context);
  if (intent === "signup") return signUpFromForm(request, context);
  if (intent === "recover-password") return recoverPasswordFromForm(request, context);
  throw badRequest("Unknown form.");
}

/** A refused attempt (429) keeps its Retry-After; the two-factor step carries a one-time challenge: never stored by a cache. */
export const headers = keepRetryAfter;

/** The login dialog of /?openLoginModal=true&ru=…: rendered open by the server, so it works without JavaScript; a refusal or the two-factor step comes back inside it. */
function LoginModal({ ru, data }: { ru: string; data?: LoginActionData | TwoFactorStepData }) {
  return (
    <Modal title="Log in to continue" closeTo="/" closeLabel="Close the login dialog">
      {data && "step" in data ? <TwoFactorStep data={data} inModal /> : <LoginForm ru={ru} data={data} autoFocus inModal />}
    </Modal>
  );
}

/** /?openSignupModal=true&ru=…: the /signup form; errors come back into the modal. */
function SignupModal({ ru, campaign, data }: { ru: string; campaign: Record<string, string>; data?: SignupActionData }) {
  return (
    <Modal title="Create your account" closeTo="/" closeLabel="Close the sign-up dialog">
      <p className="muted">Free courses, a learning dashboard and an interview coach that adapts to you.</p>
      <SignupForm ru={ru} campaign={campaign} data={data} intent="signup" loginTo={homeModalPath("login", ru)} />
    </Modal>
  );
}

/** /?openRecoverPasswordModal=true&ru=…: the /forgot-password form; its answer shows in the modal. */
function RecoverPasswordModal({ ru, data }: { ru: string; data?: RecoverActionData }) {
  return (
    <Modal title="Reset your password" closeTo="/" closeLabel="Close the reset password dialog">
      <p className="muted">Enter the email of your account and we will send you a link to choose a new password.</p>
      <RecoverPasswordForm data={data} intent="recover-password" loginTo={homeModalPath("login", ru)} />
    </Modal>
  );
}

export default function Home() {
  const { modal, ru, campaign } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as (SignupActionData | RecoverActionData | LoginActionData | TwoFactorStepData) | undefined;
  const form = data && "step" in data ? "login" : data?.form;
  const loginData = form === "login" ? (data as LoginActionData | TwoFactorStepData) : undefined;
  const user = useOptionalUser();
  return (
    <>
      <section className="hero">
        <h1>Level up as a developer, one lesson at a time.</h1>
        <p>
          Text-based interactive courses you can read at your own pace, learning paths that take you from the basics to the job, and an interview
          coach that picks your next problem from how you actually did on the last one.
        </p>
        <div className="hero-actions">
          <AppLink className="button" to="/explore">
            Explore the catalog
          </AppLink>
          {user ? (
            <AppLink className="button button-ghost" to="/learn/home">
              Continue learning
            </AppLink>
          ) : (
            <AppLink className="button button-ghost" to="/signup">
              Start for free
            </AppLink>
          )}
        </div>
      </section>
      <section className="feature-grid" aria-label="What Codelift offers">
        <div className="card">
          <h2>Courses that respect your time</h2>
          <p className="muted">Short lessons with real code, a table of contents you can skim, and progress that follows you.</p>
          <AppLink to="/explore/free">Browse free courses</AppLink>
        </div>
        <div className="card">
          <h2>Interview prep that adapts</h2>
          <p className="muted">25 coding patterns, graded in a sandbox, with the next problem chosen for you and the reason why.</p>
          <AppLink to="/interview-prep">Meet the coach</AppLink>
        </div>
        <div className="card">
          <h2>New and early access</h2>
          <p className="muted">Be the first to read courses while we write them, and tell us what to improve.</p>
          <AppLink to="/explore/early-access">See early access</AppLink>
        </div>
      </section>
      {user ? null : modal === "login" ? (
        <LoginModal ru={ru} data={loginData} />
      ) : modal === "signup" ? (
        <SignupModal ru={ru} campaign={campaign} data={form === "signup" ? (data as SignupActionData) : undefined} />
      ) : modal === "recover-password" ? (
        <RecoverPasswordModal ru={ru} data={form === "recover-password" ? (data as RecoverActionData) : undefined} />
      ) : null}
    </>
  );
}

export const meta: MetaFunction = (args) => defaultPageMeta("home", args, { jsonLd: siteJsonLd(siteOriginOf(args)) });

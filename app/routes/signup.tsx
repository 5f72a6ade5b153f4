import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SignupForm } from "~/components/auth/SignupForm";
import { signUpFromForm, signupFormCampaign } from "~/utils/authForms.server";
import { normalizeReferralCode } from "~/engine/referrals";
import { requireAnonymous } from "~/utils/auth.server";
import { safeRedirect, keepRetryAfter } from "~/utils/http.server";
import { pageMeta } from "~/components/catalog/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const ru = safeRedirect(new URL(request.url).searchParams.get("ru") ?? "/learn/home");
  // /signup?ref=CODE: a friend's referral link; carried by the form (a bad code is ignored at sign-up).
  const ref = normalizeReferralCode(new URL(request.url).searchParams.get("ref"));
  // The address's campaign fields (utm tags, page, source…), carried by the form (docs/product/attribution.md#the-sign-up-form).
  const campaign = signupFormCampaign(request);
  return json({ ru, ref, campaign });
}

/** The same action as the home page's sign-up modal (app/utils/authForms.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return signUpFromForm(request, context);
}

/** A refused attempt (429) keeps its Retry-After on the page answer. */
export const headers = keepRetryAfter;

export default function SignupPage() {
  const { ru, ref, campaign } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  return (
    <section className="card auth-card" aria-labelledby="signup-title">
      <h1 id="signup-title">Create your account</h1>
      <p className="muted">Free courses, a learning dashboard and an interview coach that adapts to you.</p>
      <SignupForm ru={ru} referral={ref} campaign={campaign} data={data} autoFocus loginTo={`/login?ru=${encodeURIComponent(ru)}`} />
    </section>
  );
}

export const meta: MetaFunction = (args) =>
  pageMeta(
    { title: "Sign up", description: "Create a free Codelift account: free courses, your progress saved and the interview-prep coach." },
    args,
  );

import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SignupForm } from "~/components/auth/SignupForm";
import { signUpFromForm, signupFormCampaign } from "~/utils/authForms.server";
import { normalizeReferralCode } from "~/engine/referrals";
import { requireAnonymous } from "~/utils/auth.server";
import { safeRedirect, keepRetryAfter } from "~/utils/http.server";
import { pageMeta } from "~/components/catalog/meta";
import { WhiteLabelFrame } from "~/components/WhiteLabelFrame";
import { whiteLabelFor } from "~/services/whiteLabel.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const ru = safeRedirect(new URL(request.url).searchParams.get("ru") ?? "/learn/home");
  // /signup?ref=CODE: a friend's referral link; carried by the form (a bad code is ignored at sign-up).
  const ref = normalizeReferralCode(new URL(request.url).searchParams.get("ref"));
  // The address's campaign fields (utm tags, page, source…), carried by the form (docs/product/attribution.md#the-sign-up-form).
  const campaign = signupFormCampaign(request);
  // On a white-label host: the partner's name and colours (docs/product/white-label.md).
  const brand = await whiteLabelFor(request.headers.get("host"));
  return json({ ru, ref, campaign, brand });
}

/** The same action as the home page's sign-up modal (app/utils/authForms.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return signUpFromForm(request, context);
}

/** A refused attempt (429) keeps its Retry-After on the page answer. */
export const headers = keepRetryAfter;

export default function SignupPage() {
  const { ru, ref, campaign, brand } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  return (
    <WhiteLabelFrame brand={brand}>
      <section className="card auth-card" aria-labelledby="signup-title">
        <h1 id="signup-title">{brand ? `Create your ${brand.name} account` : "Create your account"}</h1>
        <p className="muted">Free courses, a learning dashboard and an interview coach that adapts to you.</p>
        <SignupForm ru={ru} referral={ref} campaign={campaign} data={data} autoFocus loginTo={`/login?ru=${encodeURIComponent(ru)}`} />
      </section>
    </WhiteLabelFrame>
  );
}

export const meta: MetaFunction = (args) =>
  pageMeta(
    { title: "Sign up", description: "Create a free Codelift account: free courses, your progress saved and the interview-prep coach." },
    args,
  );

// /onboarding: a few questions after sign-up: name and phone (docs/product/accounts.md#onboarding: their messages word for
// word) and what brings the learner here, which decides where they go next.
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormMessage } from "~/components/auth/fields";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ACCOUNT_PAGE_TEXTS, ONBOARDING_GOAL_LABELS, ONBOARDING_GOALS } from "~/engine/accountSecurity";
import { onboardingSchema } from "~/forms/accountSecurity.server";
import { afterOnboarding, onboard } from "~/services/onboarding.server";
import { requireUser } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ fullName: user.fullName, phone: user.phone ?? "", goal: user.onboardingGoal ?? "" }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, onboardingSchema);
  const raw = (k: string) => (typeof parsed.raw[k] === "string" ? (parsed.raw[k] as string) : "");
  if (!parsed.ok)
    return json(
      { errors: parsed.errors, values: { full_name: raw("full_name"), phone: raw("phone"), goal: raw("goal") } },
      { status: 400, headers: NO_STORE },
    );
  await onboard(user, parsed.data);
  return redirectWithToast(afterOnboarding(parsed.data.goal), { status: "SUCCESS", text: ACCOUNT_PAGE_TEXTS.onboardingDone });
}

export default function OnboardingPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const values = result?.values ?? data;
  const goal = "goal" in values ? values.goal : "";
  return (
    <section className="card auth-card" aria-labelledby="onboarding-title">
      <h1 id="onboarding-title">Tell us about you</h1>
      <p className="muted">Three quick questions so we can point you to the right place.</p>
      <Form method="post" noValidate>
        <Field
          name="full_name"
          label="Full name"
          autoComplete="name"
          defaultValue={"full_name" in values ? values.full_name : data.fullName}
          error={result?.errors?.full_name}
        />
        <Field
          name="phone"
          label="Phone number (digits only)"
          type="tel"
          autoComplete="tel"
          inputMode="numeric"
          defaultValue={values.phone}
          error={result?.errors?.phone}
        />
        <fieldset className="onboarding-goals" aria-describedby={result?.errors?.goal ? "goal-error" : undefined}>
          <legend>What brings you to Codelift?</legend>
          {ONBOARDING_GOALS.map((g) => (
            <label key={g}>
              <input type="radio" name="goal" value={g} defaultChecked={goal === g} /> {ONBOARDING_GOAL_LABELS[g]}
            </label>
          ))}
          {result?.errors?.goal ? (
            <p className="field-error" id="goal-error">
              {result.errors.goal}
            </p>
          ) : null}
        </fieldset>
        <FormMessage />
        <button type="submit" className="button button-block" disabled={busy}>
          Continue
        </button>
      </Form>
    </section>
  );
}

export const headers: HeadersFunction = () => NO_STORE;
export const meta: MetaFunction = () => [{ title: "Onboarding · Codelift" }, { name: "robots", content: "noindex" }];
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

// The sign-up form of the /signup page and of the sign-up modal of the home page
// (/?openSignupModal=true&ru=…): one form, one action (app/utils/authForms.server.ts). It carries
// the campaign fields of the page's address (docs/product/attribution.md#the-sign-up-form).
import { AppLink } from "~/components/AppLink";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FormMessage, Honeypot, useFocusFirstError } from "./fields";
import type { SignupActionData } from "~/engine/authFormData";

export type { SignupActionData };

type Props = {
  ru: string;
  /** a friend's referral code (/signup?ref=CODE) */
  referral?: string | null;
  /** the campaign fields of the page's address, checked by the loader (signupCampaignFields, docs/product/attribution.md) */
  campaign?: Readonly<Record<string, string>>;
  data?: SignupActionData;
  autoFocus?: boolean;
  /** where "Log in" goes: the /login page, or the login modal when the form is in a modal */
  loginTo: string;
  /** the modal form says which form it is (the home page's action serves several) */
  intent?: string;
};

export function SignupForm({ ru, referral, campaign, data, autoFocus, loginTo, intent }: Props) {
  const busy = useNavigation().state !== "idle";
  const ref = useFocusFirstError(data);
  return (
    <Form method="post" noValidate ref={ref}>
      <FormMessage error={data?.errorText && !data.errors?.email ? data.errorText : undefined} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <input type="hidden" name="ru" value={ru} />
      {referral ? <input type="hidden" name="ref" value={referral} /> : null}
      {/* Hidden inputs, so that a sign-up without JavaScript carries them too. */}
      {Object.entries(campaign ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Honeypot />
      <Field
        name="full_name"
        label="Full name"
        autoComplete="name"
        error={data?.errors?.full_name}
        defaultValue={data?.values?.full_name}
        autoFocus={autoFocus}
      />
      <Field name="email" label="Email" type="email" autoComplete="email" error={data?.errors?.email} defaultValue={data?.values?.email} />
      <Field
        name="password"
        label="Password (at least 8 characters)"
        type="password"
        autoComplete="new-password"
        minLength={8}
        error={data?.errors?.password}
      />
      <button type="submit" className="button button-block" disabled={busy}>
        {busy ? "Creating your account…" : "Sign up"}
      </button>
      <p className="auth-links">
        <span>
          Already have an account? <AppLink to={loginTo}>Log in</AppLink>
        </span>
      </p>
    </Form>
  );
}

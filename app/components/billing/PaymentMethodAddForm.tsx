// "Add a card" on /account/billing: the embedded gateway's typed-card fields (test mode), or
// Stripe's own card field (a SetupIntent, then the PaymentMethod id is posted) when Stripe takes
// the payments, as at checkout.
import { CardExpiryField } from "./CardExpiryField";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Field, FormMessage } from "~/components/auth/fields";
import { StripeCardField, type SetupIntentSource } from "./StripeCardField";

type AddCardView = { cardForm: boolean; stripeCard: { jsUrl: string; publishableKey: string } | null; testMode: boolean; hasMethods: boolean };

export function PaymentMethodAddForm({
  view,
  errors,
  errorText,
  setupIntent,
}: {
  view: AddCardView;
  errors: Record<string, string>;
  errorText?: string;
  /** an organization's page: its b2b SetupIntent (the learner's own otherwise) */
  setupIntent?: SetupIntentSource;
}) {
  const state = useNavigation().state;
  const busy = state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const failed = !!errorText || Object.keys(errors).length > 0;
  // A card that was saved is not left in the fields (the page stays mounted across the post).
  useEffect(() => {
    if (state === "idle" && !failed) formRef.current?.reset();
  }, [state, failed]);
  return (
    <Form method="post" className="card pm-add" aria-labelledby="pm-add-title" ref={formRef}>
      <h2 id="pm-add-title">Add a card</h2>
      {view.testMode && view.cardForm ? (
        <p className="test-mode" role="note">
          <strong>Test mode.</strong> No real money moves. Use 4242 4242 4242 4242 with any future date and any 3-digit code.
        </p>
      ) : null}
      <FormMessage error={errorText} />
      <input type="hidden" name="intent" value="add" />
      {view.cardForm ? (
        <>
          <Field name="card_number" label="Card number" inputMode="numeric" autoComplete="cc-number" error={errors.card_number} />
          <div className="inline-fields">
            <CardExpiryField error={errors.card_expiry} />
            <Field name="card_cvc" label="Security code" inputMode="numeric" autoComplete="cc-csc" error={errors.card_cvc} />
          </div>
        </>
      ) : null}
      {view.stripeCard ? (
        <StripeCardField
          jsUrl={view.stripeCard.jsUrl}
          publishableKey={view.stripeCard.publishableKey}
          hasSavedMethods={false}
          setupIntent={setupIntent}
        />
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Saving…" : "Add card"}
      </button>
    </Form>
  );
}

// The payment part of a checkout form, shared by the individual and the business checkouts: the
// learner's saved cards (with "A new card"), the embedded gateway's typed-card fields, or Stripe's
// card field.
import { Field } from "~/components/auth/fields";
import { StripeCardField } from "~/components/billing/StripeCardField";
import { CardExpiryField } from "~/components/billing/CardExpiryField";

type SavedCardOption = { token: string; label: string; isPrimary: boolean };

export function PaymentFields({
  methods,
  cardForm,
  stripeCard,
  errors,
  values,
}: {
  methods: readonly SavedCardOption[];
  /** the embedded gateway: typed card fields */
  cardForm: boolean;
  /** Stripe: its card field (null when it is not the processor, or cannot be used here) */
  stripeCard: { jsUrl: string; publishableKey: string } | null | undefined;
  errors: Record<string, string | undefined>;
  /** what was typed, sent back with a refusal so that a page without JavaScript keeps it (never the security code) */
  values?: { card_number?: string; card_expiry?: string };
}) {
  return (
    <>
      {methods.length ? (
        <fieldset className="saved-methods">
          <legend>Saved cards</legend>
          {methods.map((m, i) => (
            <label key={m.token} className="radio">
              <input type="radio" name="payment_method" value={m.token} defaultChecked={i === 0} /> {m.label}
              {m.isPrimary ? " · primary" : ""}
            </label>
          ))}
          <label className="radio">
            <input type="radio" name="payment_method" value="" /> A new card
          </label>
        </fieldset>
      ) : null}
      {cardForm ? (
        <>
          <Field
            name="card_number"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            required={false}
            error={errors.card_number}
            defaultValue={values?.card_number}
          />
          <div className="inline-fields">
            <CardExpiryField error={errors.card_expiry} defaultValue={values?.card_expiry} />
            <Field name="card_cvc" label="Security code" inputMode="numeric" autoComplete="cc-csc" required={false} error={errors.card_cvc} />
          </div>
        </>
      ) : null}
      {stripeCard ? (
        <StripeCardField jsUrl={stripeCard.jsUrl} publishableKey={stripeCard.publishableKey} hasSavedMethods={methods.length > 0} />
      ) : null}
    </>
  );
}

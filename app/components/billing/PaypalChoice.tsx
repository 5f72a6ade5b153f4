// The PayPal part of the checkout form (docs/product/billing.md#paypal): pay once with PayPal, and,
// when the plan may renew through PayPal, pay each period with it. The buttons submit the checkout
// form (pay_with) and the server sends the learner to PayPal to approve: no JavaScript needed.
import { Button } from "~/components/ui/Button";

type PaypalOptionsView = { once: boolean; recurring: { label: string } | null; recurringNote: string | null };

export function PaypalChoice({ options, busy }: { options: PaypalOptionsView; busy: boolean }) {
  return (
    <div className="paypal-choice" role="group" aria-labelledby="paypal-title">
      <p id="paypal-title" className="paypal-or">
        Or pay with PayPal
      </p>
      {options.once ? (
        <Button type="submit" variant="secondary" block name="pay_with" value="paypal" formNoValidate disabled={busy}>
          Pay once with PayPal
        </Button>
      ) : null}
      {options.recurring ? (
        <Button type="submit" variant="secondary" block name="pay_with" value="paypal_recurring" formNoValidate disabled={busy}>
          {options.recurring.label}
        </Button>
      ) : null}
      {options.recurringNote ? <p className="muted small">{options.recurringNote}</p> : null}
    </div>
  );
}

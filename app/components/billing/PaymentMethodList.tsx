// The learner's saved cards on /account/billing: brand, last four, expiry, the Primary and Backup
// badges, "Expires soon", and the actions (make primary, use as backup, remove backup, delete).
// Every action is a plain form post to the page (it works without JavaScript); the ones that need
// a confirmation (delete, remove backup) are links to the page's confirmation state.
import { Link, Form, useNavigation } from "@remix-run/react";
import { hasCardExpiry, methodLabel } from "~/engine/paymentMethodTypes";

export type PaymentMethodView = {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isPrimary: boolean;
  isSecondary: boolean;
  goingToExpire: boolean;
  expired: boolean;
  eligibleAsSecondary: boolean;
  /** card (default) or a wallet / another method type, with what identifies it */
  methodType?: string;
  email?: string | null;
  cashtag?: string | null;
};

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", discover: "Discover" };
const brandName = (brand: string) => BRANDS[brand] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : "Card");
export const cardLabel = (m: Pick<PaymentMethodView, "brand" | "last4" | "methodType" | "email" | "cashtag">) =>
  !m.methodType || m.methodType === "card"
    ? `${brandName(m.brand)} ending in ${m.last4}`
    : methodLabel({ methodType: m.methodType, brand: brandName(m.brand), last4: m.last4, email: m.email, cashtag: m.cashtag });
const expiryLabel = (m: Pick<PaymentMethodView, "expMonth" | "expYear">) => `${String(m.expMonth).padStart(2, "0")}/${m.expYear}`;

function ActionButton({ intent, token, label, busy }: { intent: string; token: string; label: string; busy: boolean }) {
  return (
    <Form method="post" className="inline-form" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="button button-ghost button-small" disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

export function PaymentMethodList({ methods }: { methods: PaymentMethodView[] }) {
  const busy = useNavigation().state !== "idle";
  if (!methods.length) return <p className="muted pm-empty">You have no saved payment methods yet.</p>;
  return (
    <ul className="pm-list" aria-label="Saved payment methods">
      {methods.map((m) => {
        const confirm = (what: "delete" | "unsecondary") => `?${new URLSearchParams({ confirm: what, id: m.token })}`;
        return (
          <li key={m.token} className="card pm-item" data-token={m.token}>
            <div className="pm-summary">
              <p className="pm-name">{cardLabel(m)}</p>
              {hasCardExpiry({ methodType: m.methodType ?? "card", expYear: m.expYear }) ? (
                <p className="muted small pm-expiry">
                  {m.expired ? "Expired" : "Expires"} {expiryLabel(m)}
                </p>
              ) : null}
              <ul className="badges" aria-label="Status">
                {m.isPrimary ? <li className="badge badge-primary">Primary</li> : null}
                {m.isSecondary ? <li className="badge badge-secondary">Backup</li> : null}
                {m.expired ? (
                  <li className="badge badge-expiring">Expired</li>
                ) : m.goingToExpire ? (
                  <li className="badge badge-expiring">Expires soon</li>
                ) : null}
              </ul>
              {m.isSecondary ? <p className="muted small">Charged if a payment with your primary card fails.</p> : null}
            </div>
            <div className="pm-actions">
              {!m.isPrimary && !m.expired ? <ActionButton intent="primary" token={m.token} label="Make primary" busy={busy} /> : null}
              {m.eligibleAsSecondary ? <ActionButton intent="secondary" token={m.token} label="Use as backup" busy={busy} /> : null}
              {m.isSecondary ? (
                <Link
                  className="button button-ghost button-small"
                  to={confirm("unsecondary")}
                  preventScrollReset
                  aria-label={`Remove backup: ${cardLabel(m)}`}
                >
                  Remove backup
                </Link>
              ) : null}
              <Link
                className="button button-ghost button-small pm-delete"
                to={confirm("delete")}
                preventScrollReset
                aria-label={`Delete ${cardLabel(m)}`}
              >
                Delete
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

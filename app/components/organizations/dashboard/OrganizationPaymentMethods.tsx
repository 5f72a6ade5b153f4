// The organization's saved payment methods on /enterprise-dashboard/{orgId}/billing
// (docs/product/billing.md#organization-billing): brand, last four, expiry, the Default badge,
// and for the admin who may change them "Make default" (a plain form post to the page) and
// "Delete" (a link to the page's confirmation state), so both work without JavaScript.
import { Form, Link, useNavigation } from "@remix-run/react";
import { cardLabel } from "~/components/billing/PaymentMethodList";
import { Button } from "~/components/ui/Button";
import { hasCardExpiry } from "~/engine/paymentMethodTypes";

export type OrganizationMethodView = {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isPrimary: boolean;
  goingToExpire: boolean;
  expired: boolean;
  methodType: string;
  email: string | null;
  cashtag: string | null;
};

const expiryLabel = (m: Pick<OrganizationMethodView, "expMonth" | "expYear">) => `${String(m.expMonth).padStart(2, "0")}/${m.expYear}`;

export function OrganizationPaymentMethods({
  methods,
  mayChange,
  confirmQuery,
}: {
  methods: OrganizationMethodView[];
  mayChange: boolean;
  /** the page's query for the confirmation of deleting this method */
  confirmQuery: (token: string) => string;
}) {
  const busy = useNavigation().state !== "idle";
  if (!methods.length) return <p className="muted pm-empty">The organization has no saved payment methods yet.</p>;
  return (
    <ul className="pm-list" aria-label="The organization's payment methods">
      {methods.map((m) => (
        <li key={m.token} className="card pm-item" data-token={m.token}>
          <div className="pm-summary">
            <p className="pm-name">{cardLabel(m)}</p>
            {hasCardExpiry({ methodType: m.methodType, expYear: m.expYear }) ? (
              <p className="muted small pm-expiry">
                {m.expired ? "Expired" : "Expires"} {expiryLabel(m)}
              </p>
            ) : null}
            <ul className="badges" aria-label="Status">
              {m.isPrimary ? <li className="badge badge-primary">Default</li> : null}
              {m.expired ? (
                <li className="badge badge-expiring">Expired</li>
              ) : m.goingToExpire ? (
                <li className="badge badge-expiring">Expires soon</li>
              ) : null}
            </ul>
          </div>
          {mayChange ? (
            <div className="pm-actions">
              {!m.isPrimary && !m.expired ? (
                <Form method="post" className="inline-form" preventScrollReset>
                  <input type="hidden" name="intent" value="default" />
                  <input type="hidden" name="token" value={m.token} />
                  <Button type="submit" variant="secondary" size="small" disabled={busy} aria-label={`Make default: ${cardLabel(m)}`}>
                    Make default
                  </Button>
                </Form>
              ) : null}
              <Link
                className="button button-ghost button-small pm-delete"
                to={confirmQuery(m.token)}
                preventScrollReset
                aria-label={`Delete ${cardLabel(m)}`}
              >
                Delete
              </Link>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

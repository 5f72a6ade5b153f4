// The billing page's payment history: the learner's last charges, newest first (purchases,
// renewals, trial conversions), as the receipts mailed for them say.
import { formatFullDate, formatUsd } from "~/engine";

type PaymentHistoryRow = { id: number; date: string; type: string; item: string; amountCents: number; status: string };

const TYPE_LABELS: Record<string, string> = {
  "subscription-renewal": "Renewal",
  "trial-conversion": "Trial converted",
  "subscription-buy": "Subscription",
  "subscription-quick-buy": "Subscription",
  "subscription-upgrade": "Upgrade",
  "subscription-downgrade": "Downgrade",
  "subscription-reactivation": "Reactivation",
  "subscription-gift": "Gift",
  "b2c-trial-avail": "Free trial",
  "b2c-trial-quick-avail": "Free trial",
  "course-purchase": "Course",
  "certificate-purchase": "Certificate",
  "coupon-purchase": "Coupon",
};

export function PaymentHistory({ rows }: { rows: readonly PaymentHistoryRow[] }) {
  return (
    <section className="pm-section" aria-labelledby="history-title">
      <h2 id="history-title">Payment history</h2>
      <p className="muted small">
        Every payment has an invoice (a page and a PDF). <a href="/account/billing/details">Billing details</a>: the name, tax ID and address printed
        on them.
      </p>
      {rows.length === 0 ? (
        <p className="muted">No payments yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What</th>
                <th scope="col">Plan or item</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Invoice</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{formatFullDate(r.date)}</td>
                  <td>{TYPE_LABELS[r.type] ?? r.type}</td>
                  <td>{r.item}</td>
                  <td className="num">{r.status === "succeeded" ? formatUsd(r.amountCents) : `${formatUsd(r.amountCents)} (${r.status})`}</td>
                  <td>
                    <a href={`/account/billing/invoices/${r.id}`} aria-label={`Invoice of ${formatFullDate(r.date)}: ${r.item}`}>
                      Invoice
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

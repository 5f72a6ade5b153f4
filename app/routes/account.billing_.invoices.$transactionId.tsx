// /account/billing/invoices/{transaction}: the invoice of one of the learner's transactions, with
// its PDF (docs/product/billing.md#invoices).
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { formatFullDate } from "~/engine";
import { invoiceAmount } from "~/engine/invoices";
import { invoiceFor } from "~/services/billing/invoices.server";
import { requireUser } from "~/utils/auth.server";
import { notFound } from "~/utils/http.server";

const NO_INVOICE = "We could not find that invoice.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const invoice = await invoiceFor(user.id, Number(params.transactionId));
  if (!invoice) notFound(NO_INVOICE);
  return json({ invoice, id: params.transactionId! }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function InvoicePage() {
  const { invoice, id } = useLoaderData<typeof loader>();
  const b = invoice.buyer;
  return (
    <article className="card invoice" aria-labelledby="invoice-title">
      <h1 id="invoice-title">Invoice {invoice.number}</h1>
      <p className="muted">Issued {formatFullDate(invoice.issuedAt)}</p>
      <div className="invoice-parties">
        <section aria-labelledby="seller-title">
          <h2 id="seller-title">Seller</h2>
          <p>
            {[invoice.seller.name, ...invoice.seller.address, invoice.seller.email].map((l) => (
              <span key={l} className="invoice-line">
                {l}
              </span>
            ))}
          </p>
        </section>
        <section aria-labelledby="buyer-title">
          <h2 id="buyer-title">Bill to</h2>
          <p>
            {[b.name, b.company, ...b.address, b.email].filter(Boolean).map((l) => (
              <span key={l} className="invoice-line">
                {l}
              </span>
            ))}
            {b.taxId ? <span className="invoice-line">Tax ID: {b.taxId}</span> : null}
          </p>
        </section>
      </div>
      <div className="table-wrap">
        <table className="data">
          <caption>{invoice.description}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                Amount ({invoice.currency})
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((l, i) => (
              <tr key={i}>
                <td>{l.label}</td>
                <td className="num">{invoiceAmount(l.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Subtotal</th>
              <td className="num">{invoiceAmount(invoice.subtotalCents)}</td>
            </tr>
            <tr>
              <th scope="row">{invoice.tax.label}</th>
              <td className="num">{invoiceAmount(invoice.tax.amountCents)}</td>
            </tr>
            <tr>
              <th scope="row">Total</th>
              <td className="num invoice-total">{invoiceAmount(invoice.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {invoice.tax.note ? <p className="muted small">{invoice.tax.note}</p> : null}
      <p className="muted small">Payment reference: {invoice.reference}</p>
      <p>
        <a className="button" href={`/account/billing/invoices/${id}/pdf`} download={`${invoice.number}.pdf`}>
          Download PDF
        </a>{" "}
        <Link to="/account/billing">Back to billing</Link>
      </p>
    </article>
  );
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Invoice ${data?.invoice.number ?? ""} · Codelift` },
  { name: "robots", content: "noindex" },
];
export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/account/billing", label: "Back to billing" }]} />;
}

// The PDF of an invoice (docs/product/billing.md#invoices): only the learner's own.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { invoiceFor, invoicePdf } from "~/services/billing/invoices.server";
import { requireUser } from "~/utils/auth.server";
import { notFound } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const invoice = await invoiceFor(user.id, Number(params.transactionId));
  if (!invoice) notFound("We could not find that invoice.");
  const pdf = await invoicePdf(invoice);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoice.number}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}

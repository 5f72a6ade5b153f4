// Invoices (docs/product/billing.md#invoices): every transaction's invoice, its number, seller and
// buyer, the price's lines with every discount, the tax line and the totals. Pure: the
// transaction and the buyer's details are arguments.
import { formatUsd, type Cents } from "./money";

/** Who sells: printed on every invoice. */
const SELLER = {
  name: "Codelift, Inc.",
  address: ["548 Market Street, Suite 21000", "San Francisco, CA 94104", "United States"],
  email: "billing@codelift.dev",
} as const;

type BuyerDetails = {
  name: string;
  company?: string | null;
  taxId?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  postalCode?: string | null;
  region?: string | null;
  country?: string | null;
};

export type InvoiceLine = { label: string; amountCents: Cents };

export type Invoice = {
  number: string;
  issuedAt: string;
  seller: { name: string; address: readonly string[]; email: string };
  buyer: { name: string; company: string | null; taxId: string | null; address: string[]; email: string };
  description: string;
  currency: string;
  lines: InvoiceLine[];
  subtotalCents: Cents;
  tax: { label: string; amountCents: Cents; note: string | null };
  totalCents: Cents;
  paidCents: Cents;
  reference: string;
};

export const INVOICE_TEXTS = {
  taxLabel: "Tax (0%)",
  reverseCharge: "Reverse charge: the buyer accounts for any VAT or GST due.",
  taxIncluded: "Prices include any tax due.",
  trialLine: "Free trial: nothing charged today",
  adjustment: "Adjustment",
} as const;

/** The invoice number of a transaction: CL-{year}-{id, six digits at least}. */
export function invoiceNumber(transactionId: number, createdAt: string): string {
  return `CL-${createdAt.slice(0, 4)}-${String(transactionId).padStart(6, "0")}`;
}

/** The buyer's address lines, without the empty parts. */
export function addressLines(b: BuyerDetails): string[] {
  const cityLine = [b.postalCode, b.city, b.region].filter((x) => x && x.trim()).join(" ");
  return [b.addressLine1, b.addressLine2, cityLine, b.country].filter((x): x is string => !!x && !!x.trim());
}

/**
 * A transaction's invoice. The lines are the price's lines (list price, every discount and credit);
 * when the amount charged differs from their sum (a free trial, a renewal priced by the processor)
 * a last line says why, so the lines always add up to the total, which is what was charged.
 */
export function buildInvoice(t: {
  id: number;
  createdAt: string;
  currency: string;
  amountCents: Cents;
  checkoutType: string;
  description: string;
  lineItems: InvoiceLine[];
  processor: string;
  processorRef: string | null;
  buyer: BuyerDetails | null;
  email: string;
  fullName: string;
}): Invoice {
  const lines = t.lineItems.map((l) => ({ label: l.label, amountCents: l.amountCents }));
  const sum = lines.reduce((a, l) => a + l.amountCents, 0);
  if (sum !== t.amountCents)
    lines.push({ label: t.checkoutType.includes("trial") ? INVOICE_TEXTS.trialLine : INVOICE_TEXTS.adjustment, amountCents: t.amountCents - sum });
  const buyer = t.buyer ?? { name: t.fullName };
  const taxId = buyer.taxId?.trim() || null;
  return {
    number: invoiceNumber(t.id, t.createdAt),
    issuedAt: t.createdAt,
    seller: SELLER,
    buyer: { name: buyer.name || t.fullName, company: buyer.company?.trim() || null, taxId, address: addressLines(buyer), email: t.email },
    description: t.description,
    currency: t.currency.toUpperCase(),
    lines,
    subtotalCents: t.amountCents,
    tax: { label: INVOICE_TEXTS.taxLabel, amountCents: 0, note: taxId ? INVOICE_TEXTS.reverseCharge : INVOICE_TEXTS.taxIncluded },
    totalCents: t.amountCents,
    paidCents: t.amountCents,
    reference: `${t.processor}${t.processorRef ? ` ${t.processorRef}` : ""}`,
  };
}

/** An amount as the invoice prints it: $299.00, −$59.80 for a discount. */
export function invoiceAmount(cents: Cents): string {
  return cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(cents);
}

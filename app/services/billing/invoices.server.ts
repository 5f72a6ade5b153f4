// Invoices (docs/product/billing.md#invoices): a transaction's invoice as data (the page) and as a
// PDF (pdfkit), and the buyer's billing details a business adds its tax ID and address with.
import PDFDocument from "pdfkit";
import { buildInvoice, invoiceAmount, type Invoice, type InvoiceLine } from "~/engine/invoices";
import { formatFullDate } from "~/engine";
import { planName, tryParsePlanCode } from "~/engine/plans";
import { findBillingProfile, saveBillingProfile } from "~/models/billingProfile.server";
import { findBuyer, transactionOf } from "~/models/checkoutAttempt.server";

type BillingDetails = {
  name: string;
  company: string | null;
  taxId: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postalCode: string | null;
  region: string | null;
  country: string;
};

const describe = (checkoutType: string, itemCode: string) => {
  const what = tryParsePlanCode(itemCode).ok ? planName(itemCode) : itemCode;
  if (checkoutType === "subscription-renewal" || checkoutType === "trial-conversion") return `${what} (renewal)`;
  return what;
};

/** The learner's invoice of one of their transactions, or null (none, or another learner's). */
export async function invoiceFor(userId: number, transactionId: number): Promise<Invoice | null> {
  if (!Number.isSafeInteger(transactionId) || transactionId <= 0) return null;
  const t = await transactionOf(userId, transactionId);
  if (!t) return null;
  const user = await findBuyer(userId);
  if (!user) return null;
  let lines: InvoiceLine[] = [];
  try {
    lines = (JSON.parse(t.lineItems) as InvoiceLine[]).filter((l) => typeof l.amountCents === "number" && typeof l.label === "string");
  } catch {
    lines = [];
  }
  return buildInvoice({
    id: t.id,
    createdAt: t.createdAt,
    currency: t.currency,
    amountCents: t.amountCents,
    checkoutType: t.checkoutType,
    description: describe(t.checkoutType, t.itemCode),
    lineItems: lines,
    processor: t.processor,
    processorRef: t.processorRef,
    buyer: t.buyerDetails ? (JSON.parse(t.buyerDetails) as BillingDetails) : null,
    email: user.email,
    fullName: user.fullName,
  });
}

/** The invoice as a PDF (text kept uncompressed, so what it says can be read back). */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 50,
      compress: false,
      info: { Title: `Invoice ${invoice.number}`, Author: invoice.seller.name },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.font("Helvetica-Bold").fontSize(20).text(`Invoice ${invoice.number}`);
    doc
      .font("Helvetica")
      .fontSize(10)
      .text(`Issued ${formatFullDate(invoice.issuedAt)}`)
      .moveDown();
    doc.font("Helvetica-Bold").text("Seller");
    doc
      .font("Helvetica")
      .text([invoice.seller.name, ...invoice.seller.address, invoice.seller.email].join("\n"))
      .moveDown();
    doc.font("Helvetica-Bold").text("Bill to");
    const b = invoice.buyer;
    doc
      .font("Helvetica")
      .text([b.name, b.company, ...b.address, b.email, b.taxId ? `Tax ID: ${b.taxId}` : null].filter(Boolean).join("\n"))
      .moveDown();
    doc.font("Helvetica-Bold").text(invoice.description).moveDown(0.5);
    doc.font("Helvetica");
    const row = (label: string, amount: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").text(label, 50, y, { width: 350 });
      doc.text(amount, 400, y, { width: 145, align: "right" });
      doc.moveDown(0.3);
    };
    for (const l of invoice.lines) row(l.label, invoiceAmount(l.amountCents));
    row("Subtotal", invoiceAmount(invoice.subtotalCents));
    row(invoice.tax.label, invoiceAmount(invoice.tax.amountCents));
    row(`Total (${invoice.currency})`, invoiceAmount(invoice.totalCents), true);
    row("Paid", invoiceAmount(invoice.paidCents));
    doc.moveDown();
    doc.font("Helvetica").fontSize(9);
    if (invoice.tax.note) doc.text(invoice.tax.note, 50);
    doc.text(`Payment reference: ${invoice.reference}`, 50);
    doc.end();
  });
}

/** The learner's billing details (for the form), or null. */
export async function billingDetailsOf(userId: number): Promise<BillingDetails | null> {
  const row = await findBillingProfile(userId);
  if (!row) return null;
  const { userId: _u, updatedAt: _t, ...details } = row;
  return details;
}

/** Saves the learner's billing details: later invoices print them (earlier ones keep what they had). */
export async function saveBillingDetails(userId: number, details: BillingDetails, now = new Date()): Promise<void> {
  await saveBillingProfile({ userId, ...details, updatedAt: now.toISOString() });
}

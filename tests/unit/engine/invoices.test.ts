import { describe, expect, it } from "vitest";
import { addressLines, buildInvoice, INVOICE_TEXTS, invoiceAmount, invoiceNumber } from "~/engine/invoices";

const base = {
  id: 42,
  createdAt: "2026-11-27T10:00:00.000Z",
  currency: "usd",
  amountCents: 23920,
  checkoutType: "subscription-buy",
  description: "Premium · Annual",
  lineItems: [
    { label: "List price", amountCents: 29900 },
    { label: "Coupon WELCOME20", amountCents: -5980 },
  ],
  processor: "paypal",
  processorRef: "ORDER1",
  buyer: null,
  email: "a@b.test",
  fullName: "Ada",
};

describe("invoices", () => {
  it("numbers, lines with every discount, and totals equal to what was charged", () => {
    const inv = buildInvoice(base);
    expect(inv.number).toBe("CL-2026-000042");
    expect(invoiceNumber(1234567, "2027-01-01")).toBe("CL-2027-1234567");
    expect(inv.lines.reduce((a, l) => a + l.amountCents, 0)).toBe(23920);
    expect(inv.totalCents).toBe(23920);
    expect(inv.currency).toBe("USD");
    expect(inv.tax).toEqual({ label: "Tax (0%)", amountCents: 0, note: INVOICE_TEXTS.taxIncluded });
    expect(inv.buyer).toEqual({ name: "Ada", company: null, taxId: null, address: [], email: "a@b.test" });
  });

  it("a free trial's lines add up to zero; a business's tax ID brings the reverse-charge note", () => {
    const trial = buildInvoice({ ...base, amountCents: 0, checkoutType: "b2c-trial-avail" });
    expect(trial.lines.at(-1)).toEqual({ label: INVOICE_TEXTS.trialLine, amountCents: -23920 });
    const business = buildInvoice({
      ...base,
      buyer: { name: "Ada", company: "Acme", taxId: "DE1", addressLine1: "Street 1", city: "Berlin", postalCode: "10115", country: "Germany" },
    });
    expect(business.buyer.address).toEqual(["Street 1", "10115 Berlin", "Germany"]);
    expect(business.tax.note).toBe(INVOICE_TEXTS.reverseCharge);
    expect(addressLines({ name: "x", addressLine2: " " })).toEqual([]);
    expect(invoiceAmount(-5980)).toBe("−$59.80");
  });
});

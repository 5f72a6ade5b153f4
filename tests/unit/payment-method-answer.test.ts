// The API's answer for a saved method names its kind by the card provider's server name and says
// what identifies it (docs/product/billing.md#wallets-and-other-methods).
import { describe, expect, it } from "vitest";
import { clientTypeOfServerName } from "~/engine/paymentMethodTypes";
import { paymentMethodAnswer } from "~/services/billing/api.server";

const saved = {
  processor: "stripe",
  processorToken: "pm_1",
  brand: "visa",
  last4: "4242",
  expMonth: 12,
  expYear: 2031,
  isPrimary: true,
  isSecondary: false,
};
const now = new Date("2026-11-28T12:00:00Z");

describe("paymentMethodAnswer", () => {
  it.each([
    ["card", {}, "CreditCard", "CARD", "visa ending in 4242"],
    ["google_pay", {}, "AndroidPayCard", "GOOGLE_PAY", "Google Pay · visa •••• 4242"],
    ["apple_pay", {}, "ApplePayCard", "APPLE_PAY", "Apple Pay · visa •••• 4242"],
    ["paypal", { brand: "", last4: "", email: "payer@example.com" }, "PayPalAccount", "PAYPAL", "PayPal (payer@example.com)"],
    ["cashapp", { brand: "", last4: "", cashtag: "$payer" }, "CreditCard", "CARD", "Cash App Pay ($payer)"],
    ["something_new", {}, "CreditCard", "CARD", "Payment method · visa •••• 4242"],
  ])("%s: %s → %s", (methodType, extra, serverName, clientType, description) => {
    const answer = paymentMethodAnswer({ ...saved, ...extra, methodType }, { now });
    expect(answer.payment_method_type).toBe(serverName);
    expect(clientTypeOfServerName(answer.payment_method_type)).toBe(clientType);
    expect(answer.source_description).toBe(description);
  });

  it("carries the e-mail and cashtag, and no card number for a method without a card", () => {
    const paypal = paymentMethodAnswer({ ...saved, brand: "", last4: "", methodType: "paypal", email: "payer@example.com" }, { now });
    expect(paypal).toMatchObject({ email: "payer@example.com", cashtag: null, last_4: null, masked_number: null });
    const card = paymentMethodAnswer(saved, { now });
    expect(card).toMatchObject({ email: null, last_4: "4242", masked_number: "•••• •••• •••• 4242" });
  });
});

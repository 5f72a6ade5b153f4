import { describe, expect, it } from "vitest";
import {
  clientTypeOfServerName,
  hasCardExpiry,
  methodLabel,
  methodTypeOf,
  SERVER_NAME_TO_CLIENT_TYPE,
  serverNameOf,
  stripeMethodDetails,
} from "~/engine/paymentMethodTypes";

describe("payment method types", () => {
  it("maps every server name to its client type, in one table", () => {
    expect(SERVER_NAME_TO_CLIENT_TYPE).toEqual({
      CreditCard: "CARD",
      AndroidPayCard: "GOOGLE_PAY",
      ApplePayCard: "APPLE_PAY",
      PayPalAccount: "PAYPAL",
      VenmoAccount: "VENMO",
    });
    expect(clientTypeOfServerName("AndroidPayCard")).toBe("GOOGLE_PAY");
    expect(clientTypeOfServerName("toString")).toBeNull();
    expect(clientTypeOfServerName("MasterpassCard")).toBeNull();
    for (const t of ["card", "google_pay", "apple_pay", "paypal"] as const) expect(clientTypeOfServerName(serverNameOf(t))).not.toBeNull();
    expect(serverNameOf("google_pay")).toBe("AndroidPayCard");
  });

  it("keeps the known Stripe types and calls anything else unknown", () => {
    for (const t of ["card", "link", "cashapp", "afterpay_clearpay", "google_pay", "apple_pay"]) expect(methodTypeOf(t)).toBe(t);
    expect(methodTypeOf("sepa_debit")).toBe("unknown");
    expect(methodTypeOf(null)).toBe("unknown");
  });

  it("identifies each kind by its last 4, its e-mail or its cashtag", () => {
    expect(methodLabel({ methodType: "card", brand: "Visa", last4: "4242" })).toBe("Visa •••• 4242");
    expect(methodLabel({ methodType: "google_pay", brand: "Visa", last4: "1111" })).toBe("Google Pay · Visa •••• 1111");
    expect(methodLabel({ methodType: "paypal", brand: "PayPal", last4: "", email: "a@b.test" })).toBe("PayPal (a@b.test)");
    expect(methodLabel({ methodType: "link", brand: "Link", last4: "", email: "l@b.test" })).toBe("Link (l@b.test)");
    expect(methodLabel({ methodType: "cashapp", brand: "Cash App Pay", last4: "", cashtag: "$learner" })).toBe("Cash App Pay ($learner)");
    expect(methodLabel({ methodType: "sepa_debit", brand: "", last4: "" })).toBe("Payment method");
    expect(hasCardExpiry({ methodType: "paypal", expYear: 0 })).toBe(false);
    expect(hasCardExpiry({ methodType: "apple_pay", expYear: 2030 })).toBe(true);
  });

  it("reads Stripe's methods: a card through a wallet is that wallet, Link by e-mail, Cash App by cashtag", () => {
    const card = { brand: "visa", last4: "4242", exp_month: 4, exp_year: 2031 };
    expect(stripeMethodDetails({ id: "pm_1", type: "card", card: { ...card, wallet: { type: "apple_pay" } } })).toMatchObject({
      methodType: "apple_pay",
      last4: "4242",
      expYear: 2031,
    });
    expect(stripeMethodDetails({ id: "pm_2", type: "card", card: { ...card, wallet: null } }).methodType).toBe("card");
    expect(stripeMethodDetails({ id: "pm_3", type: "link", link: { email: "l@b.test" } })).toMatchObject({
      methodType: "link",
      email: "l@b.test",
      last4: "",
    });
    expect(stripeMethodDetails({ id: "pm_4", type: "cashapp", cashapp: { cashtag: "$me" } })).toMatchObject({
      methodType: "cashapp",
      cashtag: "$me",
    });
    expect(stripeMethodDetails({ id: "pm_5", type: "klarna" }).methodType).toBe("unknown");
  });
});

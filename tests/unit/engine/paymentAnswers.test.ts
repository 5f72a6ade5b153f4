import { describe, expect, it } from "vitest";
import { paymentMethodsLoadFailed } from "~/engine/paymentMethods";
import { PAYMENT_PROCESSORS, paymentProcessorName } from "~/engine/paymentMethodTypes";

describe("payment_processor names only the four processors", () => {
  it.each([
    ["stripe", "stripe"],
    ["paypal", "paypal"],
    ["razorpay", "razorpay"],
    ["afterpay", "afterpay"],
    ["embedded", "stripe"], // the site's card gateway imitates the card provider
    [null, "stripe"],
  ])("%s → %s", (stored, answered) => {
    expect(paymentProcessorName(stored)).toBe(answered);
    expect(PAYMENT_PROCESSORS).toContain(paymentProcessorName(stored));
  });
});

describe("a payment-method load failure", () => {
  it("answers an empty list with the message", () => {
    expect(paymentMethodsLoadFailed()).toEqual({
      payment_methods: [],
      update_pm_discount: 0,
      errorText: "Error occurred while fetching the payment methods, Please Try Again",
    });
  });
});

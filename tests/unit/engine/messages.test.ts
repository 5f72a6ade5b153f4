import { describe, it, expect } from "vitest";
import { MESSAGES, couldNotProcessText, failedToAddPaymentMethodText, failedToFetchPaymentMethodText, transactionDeclinedText } from "~/engine";

describe("exact messages", () => {
  it.each([
    [MESSAGES.unexpectedCheckoutType, "Unexpected checkout type"],
    [
      MESSAGES.emailAlreadyVerified,
      "This email is already verified and associated with an account. Please log in or create a new account with another work email.",
    ],
    [MESSAGES.specifiedActionDoesNotExist, "Specified action does not exist"],
    [MESSAGES.dataSuccessfullyMigrated, "Data successfully migrated"],
    [MESSAGES.sessionAboutToExpire, "Your session is about to expire"],
    [MESSAGES.resumeSession, "Resume Session"],
    [MESSAGES.sessionExpired, "Your session has expired."],
    [MESSAGES.reconnectSession, "Reconnect Session"],
    [MESSAGES.googleAnalyticsSubscriptionTypeFailed, "Failed to load Google Analytics Subscribtion Type"],
    [MESSAGES.somethingWentWrong, "Something went wrong!"],
    [MESSAGES.nameTooLong, "Name should be at max 50 digits long."],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [
      transactionDeclinedText,
      "Transaction declined. Please contact pay@codelift.dev so an invoice can be sent that you can pay manually through PayPal instead",
    ],
    [couldNotProcessText, "Could not process your request at the moment. Please contact pay@codelift.dev"],
    [failedToFetchPaymentMethodText, "Failed to fetch payment method. Please contact pay@codelift.dev"],
    [failedToAddPaymentMethodText, "Failed to add the payment method. Please contact pay@codelift.dev"],
  ])("%o", (make, text) => {
    expect(make("pay@codelift.dev")).toBe(text);
  });
});

// Exact user-facing texts, word for word (including typographic apostrophes and the
// spellings clients match on: docs/product/glossary.md). Anything templated lives in a function next
// to the rule that uses it.

export const MESSAGES = {
  unexpectedCheckoutType: "Unexpected checkout type",
  emailAlreadyVerified:
    "This email is already verified and associated with an account. Please log in or create a new account with another work email.",
  specifiedActionDoesNotExist: "Specified action does not exist",
  dataSuccessfullyMigrated: "Data successfully migrated",
  somethingWentWrong: "Something went wrong!",
  projectResetConfirmation: "Are you sure you want to reset this project?",
  googleAnalyticsSubscriptionTypeFailed: "Failed to load Google Analytics Subscribtion Type",
  edpressoShotMissing: "Error edpressoShot missing cannot load widgets.",
  // Session idle (docs/product/accounts.md#session-idle)
  sessionAboutToExpire: "Your session is about to expire",
  resumeSession: "Resume Session",
  sessionExpired: "Your session has expired.",
  reconnectSession: "Reconnect Session",
  // Validation (docs/product/accounts.md#account-settings, #onboarding)
  invalidEmail: "Invalid Email Address",
  phoneRequired: "Phone number is required.",
  phoneInvalid: "Invalid Phone Number",
  phoneTooShort: "Phone number should be at least 10 digits long.",
  phoneTooLong: "Phone number should be at most 15 digits long.",
  nameRequired: "Name is required.",
  nameInvalid: "Invalid Name. You can only use Alphabets.",
  nameTooShort: "Name should be at least 5 digits long.",
  nameTooLong: "Name should be at max 50 digits long.",
  // Payments (docs/product/billing.md#payment-methods)
  paymentMethodUpdateError: "Error updating Payment Method, Please try again or use a different payment method",
  paymentMethodsFetchError: "Error occurred while fetching the payment methods, Please Try Again",
  recurringPaymentMethodNotFound: "Payment Method against the recurring subscription not found",
  deletePaymentMethodWarning: "Once deleted, this payment method cannot be recovered. Are you sure you want to continue?",
} as const;

/** Payment texts that name the support e-mail (docs/product/billing.md#checkout). */
export function cardDeclinedText(email: string): string {
  return `It looks like your card has been declined. Fear not! This is common in your geography. Please contact our payment fulfillment team at ${email} so an invoice can be sent...`;
}
export function transactionDeclinedText(email: string): string {
  return `Transaction declined. Please contact ${email} so an invoice can be sent that you can pay manually through PayPal instead`;
}
export function couldNotProcessText(email: string): string {
  return `Could not process your request at the moment. Please contact ${email}`;
}
export function failedToFetchPaymentMethodText(email: string): string {
  return `Failed to fetch payment method. Please contact ${email}`;
}
export function failedToAddPaymentMethodText(email: string): string {
  return `Failed to add the payment method. Please contact ${email}`;
}

// The kinds of payment method (docs/product/billing.md#wallets-and-other-methods): the method types
// a processor reports, the one table from the card provider's server names to the client's types,
// and what identifies each kind on screen (last 4, e-mail, cashtag). Pure.

/** The method types stored for a saved method; anything else a processor reports is `unknown`. */
const METHOD_TYPES = ["card", "link", "cashapp", "afterpay_clearpay", "google_pay", "apple_pay", "paypal", "unknown"] as const;
type MethodType = (typeof METHOD_TYPES)[number];

/** A processor's method type as one of ours: `unknown` for anything not in the list. */
export function methodTypeOf(raw: string | null | undefined): MethodType {
  return (METHOD_TYPES as readonly string[]).includes(raw ?? "") ? (raw as MethodType) : "unknown";
}

/** The client's payment method types. */
type ClientMethodType = "CARD" | "GOOGLE_PAY" | "APPLE_PAY" | "PAYPAL" | "VENMO";

/** The one table: the card provider's server name of a method → the client's type. */
export const SERVER_NAME_TO_CLIENT_TYPE = {
  CreditCard: "CARD",
  AndroidPayCard: "GOOGLE_PAY",
  ApplePayCard: "APPLE_PAY",
  PayPalAccount: "PAYPAL",
  VenmoAccount: "VENMO",
} as const satisfies Record<string, ClientMethodType>;
type ServerMethodName = keyof typeof SERVER_NAME_TO_CLIENT_TYPE;

/** The client type of a server name, or null for a name the table does not know. */
export function clientTypeOfServerName(name: string): ClientMethodType | null {
  return Object.hasOwn(SERVER_NAME_TO_CLIENT_TYPE, name) ? SERVER_NAME_TO_CLIENT_TYPE[name as ServerMethodName] : null;
}

/** The server name of a stored method type (the reverse of the table; card-like wallets without a name of their own are cards). */
export function serverNameOf(type: MethodType): ServerMethodName {
  if (type === "google_pay") return "AndroidPayCard";
  if (type === "apple_pay") return "ApplePayCard";
  if (type === "paypal") return "PayPalAccount";
  return "CreditCard";
}

const TYPE_LABELS: Record<MethodType, string> = {
  card: "Card",
  link: "Link",
  cashapp: "Cash App Pay",
  afterpay_clearpay: "Afterpay / Clearpay",
  google_pay: "Google Pay",
  apple_pay: "Apple Pay",
  paypal: "PayPal",
  unknown: "Payment method",
};

type DisplayableMethod = {
  methodType: string;
  brand: string;
  last4: string;
  email?: string | null;
  cashtag?: string | null;
};

/** What identifies a method on screen: a card (or a wallet's card) by its last 4, PayPal and Link by e-mail, Cash App by cashtag. */
export function methodLabel(m: DisplayableMethod): string {
  const type = methodTypeOf(m.methodType);
  if ((type === "paypal" || type === "link") && m.email) return `${TYPE_LABELS[type]} (${m.email})`;
  if (type === "cashapp" && m.cashtag) return `${TYPE_LABELS[type]} (${m.cashtag})`;
  if (type === "card") return `${m.brand} •••• ${m.last4}`;
  if (m.last4) return `${TYPE_LABELS[type]} · ${m.brand} •••• ${m.last4}`;
  return TYPE_LABELS[type];
}

/** Whether the method has a card expiry (wallet cards do; PayPal, Link and Cash App do not). */
export function hasCardExpiry(m: { methodType: string; expYear: number }): boolean {
  const type = methodTypeOf(m.methodType);
  return type !== "paypal" && type !== "link" && type !== "cashapp" && m.expYear > 0;
}

/** A Stripe PaymentMethod as it arrives (only what identifies it). */
export type StripeMethodShape = {
  id: string;
  type: string;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number; wallet?: { type: string } | null } | null;
  link?: { email?: string | null } | null;
  cashapp?: { cashtag?: string | null } | null;
};

type MethodDetails = {
  token: string;
  methodType: MethodType;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  email: string | null;
  cashtag: string | null;
};

/**
 * What we keep of a Stripe method: its type (a card used through Google Pay or Apple Pay is that
 * wallet), its card's brand, last 4 and expiry when it has a card, Link's e-mail, Cash App's cashtag.
 */
export function stripeMethodDetails(pm: StripeMethodShape): MethodDetails {
  const wallet = pm.card?.wallet?.type;
  const methodType = pm.type === "card" && (wallet === "google_pay" || wallet === "apple_pay") ? wallet : methodTypeOf(pm.type);
  return {
    token: pm.id,
    methodType,
    brand: pm.card?.brand ?? TYPE_LABELS[methodType],
    last4: pm.card?.last4 ?? "",
    expMonth: pm.card?.exp_month ?? 0,
    expYear: pm.card?.exp_year ?? 0,
    email: pm.link?.email ?? null,
    cashtag: pm.cashapp?.cashtag ?? null,
  };
}

/** The processor names the API answers in `payment_processor` (docs/product/billing.md#payment-methods). */
export const PAYMENT_PROCESSORS = ["stripe", "paypal", "razorpay", "afterpay"] as const;
type PaymentProcessor = (typeof PAYMENT_PROCESSORS)[number];

/**
 * The `payment_processor` the API names for a stored processor. The embedded card gateway imitates
 * the card provider (its test cards, its intents), so it answers as that provider: `stripe`. A
 * name outside the list (a record from an older release) is answered as the card provider too.
 */
export function paymentProcessorName(stored: string | null | undefined): PaymentProcessor {
  return (PAYMENT_PROCESSORS as readonly string[]).includes(stored ?? "") ? (stored as PaymentProcessor) : "stripe";
}

// Request-side facts of billing: the buyer's country and the checkout-success cookie.
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { CHECKOUT_SUCCESS_FRESH_MS, isCheckoutSuccessFresh } from "~/engine";
import { env, secureCookies } from "./env.server";

const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);

/**
 * The country prices are computed for: the CDN's or proxy's header named by COUNTRY_HEADER when
 * it carries a two-letter code, else the learner's saved country, else none.
 */
export function buyerCountry(request: Request, saved: string | null | undefined): string | null {
  const header = env().COUNTRY_HEADER;
  const fromHeader = header ? countrySchema.safeParse(request.headers.get(header) ?? "") : null;
  if (fromHeader?.success && fromHeader.data !== "XX") return fromHeader.data;
  const fromAccount = countrySchema.safeParse(saved ?? "");
  return fromAccount.success ? fromAccount.data : null;
}

/** Set after a successful checkout; fresh for 5 minutes, when user info answers as post_checkout. */
const checkoutSuccess = createCookie("checkout_success", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: secureCookies(),
  maxAge: CHECKOUT_SUCCESS_FRESH_MS / 1000,
});

export const serializeCheckoutSuccess = (now = new Date()) => checkoutSuccess.serialize(now.toISOString());

export async function checkoutJustSucceeded(request: Request, now = new Date()): Promise<boolean> {
  const value: unknown = await checkoutSuccess.parse(request.headers.get("Cookie"));
  return typeof value === "string" && isCheckoutSuccessFresh(value, now);
}

// Wallets and other Stripe method types (docs/product/billing.md#wallets-and-other-methods), on
// each database engine against the Stripe-protocol server: a Google Pay and an Apple Pay card,
// Link and Cash App Pay are saved from what Stripe reports, listed by the API with the card
// provider's server name and what identifies each, and shown on the billing page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";
import { visibleText } from "./helpers/html";
import { startStripeServer, type StripeFake } from "./helpers/stripe-server";

describe.each(ENGINES)("wallets and other methods on %s", (engine) => {
  let stripe: StripeFake;
  let site: EngineServer;
  beforeAll(async () => {
    stripe = await startStripeServer();
    site = await startServerOn(engine, stripe.env);
  });
  afterAll(async () => {
    await site?.stop();
    await stripe?.close();
  });

  it("saves each kind as Stripe reports it, lists it by its server name and shows what identifies it", async () => {
    const email = `wallets-${engine}@example.com`;
    const c = await site.signUpVerified({ email });
    const methods = [
      stripe.walletMethod("google_pay"),
      stripe.walletMethod("apple_pay"),
      stripe.walletMethod("link", { email: "payer@example.com" }),
      stripe.walletMethod("cashapp", { cashtag: "$codelifter" }),
    ];
    for (const pm of methods) {
      const res = await c.postForm("/account/billing", { intent: "add", payment_method: pm });
      expect(res.status).toBe(302);
    }
    const stored = await site.query<{ method_type: string; email: string | null; cashtag: string | null }>(
      "SELECT method_type, email, cashtag FROM payment_methods WHERE processor_token IN (?, ?, ?, ?) ORDER BY id",
      methods,
    );
    expect(stored).toEqual([
      { method_type: "google_pay", email: null, cashtag: null },
      { method_type: "apple_pay", email: null, cashtag: null },
      { method_type: "link", email: "payer@example.com", cashtag: null },
      { method_type: "cashapp", email: null, cashtag: "$codelifter" },
    ]);

    const list = (await (await c.get("/api/stripe/list-payment-methods")).json()) as {
      payment_methods: {
        token: string;
        payment_method_type: string;
        source_description: string;
        email: string | null;
        cashtag: string | null;
        last_4: string | null;
      }[];
    };
    const byToken = new Map(list.payment_methods.map((m) => [m.token, m]));
    expect(methods.map((pm) => byToken.get(pm))).toEqual([
      expect.objectContaining({ payment_method_type: "AndroidPayCard", source_description: "Google Pay · visa •••• 1111", last_4: "1111" }),
      expect.objectContaining({ payment_method_type: "ApplePayCard", source_description: "Apple Pay · visa •••• 0077", last_4: "0077" }),
      expect.objectContaining({
        payment_method_type: "CreditCard",
        source_description: "Link (payer@example.com)",
        email: "payer@example.com",
        last_4: null,
      }),
      expect.objectContaining({
        payment_method_type: "CreditCard",
        source_description: "Cash App Pay ($codelifter)",
        cashtag: "$codelifter",
        last_4: null,
      }),
    ]);

    // the page names the card brand as a word; a method without a card has no expiry (never "Expired") and may back the plan
    const page = visibleText(await (await c.get("/account/billing")).text());
    for (const label of ["Google Pay · Visa •••• 1111 Expires 11/", "Apple Pay · Visa •••• 0077 Expires 11/"]) expect(page).toContain(label);
    for (const label of ["Link (payer@example.com)", "Cash App Pay ($codelifter)"]) {
      expect(page).toContain(`${label} Make primary Use as backup Delete`);
      expect(page).not.toContain(`${label} Expired`);
    }
  });
});

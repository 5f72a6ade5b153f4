// A fake Stripe.js for the end-to-end tests, served from its own loopback origin as js.stripe.com
// serves the real one. It has the surface the checkout uses: `Stripe(publishableKey)`,
// `elements().create("card")` with mount/on/destroy, and `confirmCardSetup(clientSecret, { payment_method: { card } })`,
// which calls the Stripe-protocol server's `POST /v1/setup_intents/{id}/confirm` from the browser
// with the publishable key and client secret in the form body (as Stripe.js does) and resolves
// `{ setupIntent }` or `{ error }`. Instead of Stripe's card-number frame, the card field is a plain
// select of Stripe's test PaymentMethods.
import http from "node:http";
import type { AddressInfo } from "node:net";

export const TEST_CARDS = {
  visa: { value: "pm_card_visa", label: "Visa •••• 4242 (succeeds)" },
  declined: { value: "pm_card_chargeDeclined", label: "Visa •••• 0002 (declined)" },
  insufficientFunds: { value: "pm_card_chargeDeclinedInsufficientFunds", label: "Visa •••• 9995 (insufficient funds)" },
  declinedWhenCharged: { value: "pm_card_chargeCustomerFail", label: "Visa •••• 0341 (saved, declined when charged)" },
} as const;

/** The script, for a Stripe API at `apiBase` (no trailing slash). */
export function fakeStripeJsSource(apiBase: string): string {
  return `(function () {
  "use strict";
  var API = ${JSON.stringify(apiBase)};
  var CARDS = ${JSON.stringify(Object.values(TEST_CARDS))};
  window.Stripe = function (publishableKey) {
    if (!/^pk_(test|live)_\\w+$/.test(String(publishableKey))) throw new Error("Invalid API Key provided: " + publishableKey);
    return {
      elements: function () {
        return {
          create: function (type) {
            if (type !== "card") throw new Error("The fake Stripe.js has only the card Element.");
            var label = null, select = null, handlers = [];
            return {
              mount: function (target) {
                var el = typeof target === "string" ? document.querySelector(target) : target;
                if (!el) throw new Error("The selector you specified (" + target + ") applies to no DOM elements.");
                label = document.createElement("label");
                label.className = "fake-stripe-card";
                label.appendChild(document.createTextNode("Test card "));
                select = document.createElement("select");
                var none = document.createElement("option");
                none.value = "";
                none.textContent = "Choose a test card";
                select.appendChild(none);
                CARDS.forEach(function (c) {
                  var o = document.createElement("option");
                  o.value = c.value;
                  o.textContent = c.label;
                  select.appendChild(o);
                });
                select.addEventListener("change", function () {
                  var e = { elementType: "card", empty: !select.value, complete: !!select.value, error: undefined };
                  handlers.forEach(function (h) { h(e); });
                });
                label.appendChild(select);
                el.appendChild(label);
              },
              on: function (event, handler) { if (event === "change") handlers.push(handler); },
              destroy: function () { if (label) label.remove(); label = select = null; },
              __testMethod: function () { return select ? select.value : ""; }
            };
          }
        };
      },
      confirmCardSetup: function (clientSecret, data) {
        var card = data && data.payment_method && data.payment_method.card;
        var method = card && card.__testMethod ? card.__testMethod() : "";
        if (!method) return Promise.resolve({ error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." } });
        var id = String(clientSecret).split("_secret_")[0];
        var body = new URLSearchParams({ payment_method: method, key: publishableKey, client_secret: String(clientSecret) });
        return fetch(API + "/v1/setup_intents/" + encodeURIComponent(id) + "/confirm", { method: "POST", body: body })
          .then(function (r) { return r.json(); })
          .then(function (si) {
            if (si.error) return { error: si.error };
            if (si.status !== "succeeded") return { error: { type: "invalid_request_error", message: "This card needs a step the fake Stripe.js does not show (" + si.status + ")." } };
            return { setupIntent: { id: si.id, object: "setup_intent", status: si.status, payment_method: si.payment_method } };
          }, function () {
            return { error: { type: "api_connection_error", message: "We could not connect to Stripe. Please check your connection and try again." } };
          });
      }
    };
  };
})();
`;
}

export type FakeStripeJs = { url: string; origin: string; requests: number; close(): Promise<void> };

/** Serves the fake Stripe.js at http://127.0.0.1:<port>/v3/ on its own loopback port (its own origin). */
export async function startFakeStripeJs(apiBase: string): Promise<FakeStripeJs> {
  const source = fakeStripeJsSource(apiBase);
  const state = { requests: 0 };
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || new URL(req.url ?? "/", "http://x").pathname !== "/v3/") return void res.writeHead(404).end();
    state.requests++;
    res
      .writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*" })
      .end(source);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/v3/`,
    origin,
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// The checkout's new-card field when Stripe takes the payments. Card numbers are typed only into
// Stripe's own field (Stripe.js, loaded from its URL, never bundled): on submit the card is saved
// through a SetupIntent of the learner and the form goes on with the PaymentMethod's id, which the
// checkout charges. Without JavaScript there is no such field, and the page says so; saved cards
// still pay with a plain form post.
import { useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { apiFetch } from "~/utils/apiFetch";
import { useNonce } from "~/utils/nonce";

type StripeError = { message?: string };
type CardElement = {
  mount(el: HTMLElement): void;
  on(event: "change", handler: (e: { error?: StripeError }) => void): void;
  destroy(): void;
};
type SetupResult = { setupIntent?: { id: string; status: string; payment_method: string | { id: string } | null }; error?: StripeError };
type StripeJs = {
  elements(): { create(type: "card", options?: object): CardElement };
  confirmCardSetup(clientSecret: string, data: { payment_method: { card: CardElement } }): Promise<SetupResult>;
};
type StripeFactory = (publishableKey: string) => StripeJs;

export const NEEDS_JAVASCRIPT = "Adding a new card needs JavaScript: Stripe collects card numbers only in its own secure field.";
const NOT_LOADED = "Stripe's card field could not be loaded. Check your connection and reload the page.";
const NOT_CHECKED = "Your card could not be checked. Please try again.";

let loading: Promise<StripeFactory> | null = null;

/** Stripe.js once per page, carrying the nonce of the document's own scripts (the CSP). */
function loadStripeJs(url: string, nonce: string): Promise<StripeFactory> {
  const w = window as Window & { Stripe?: StripeFactory };
  if (w.Stripe) return Promise.resolve(w.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.nonce = nonce || (document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "");
    script.onload = () => (w.Stripe ? resolve(w.Stripe) : reject(new Error(NOT_LOADED)));
    script.onerror = () => reject(new Error(NOT_LOADED));
    document.head.appendChild(script);
  }).catch((e: unknown) => {
    loading = null; // a later visit tries again
    throw e;
  });
  return loading;
}

/** Where the SetupIntent comes from: the learner's own (b2c), or an organization's (b2b, with its ids). */
export type SetupIntentSource = { path: string; body: Record<string, string | number> };
const LEARNER_SETUP: SetupIntentSource = { path: "/api/stripe/setup-intent/create/b2c", body: {} };

/** A SetupIntent of the learner's Stripe customer, for this card. */
async function setupIntentSecret(source: SetupIntentSource): Promise<string> {
  const res = await apiFetch(source.path, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(source.body),
  });
  const body = (await res.json().catch(() => ({}))) as { client_secret?: unknown; errorText?: unknown };
  if (!res.ok || typeof body.client_secret !== "string") throw new Error(typeof body.errorText === "string" ? body.errorText : NOT_CHECKED);
  return body.client_secret;
}

export function StripeCardField({
  jsUrl,
  publishableKey,
  hasSavedMethods,
  setupIntent = LEARNER_SETUP,
}: {
  jsUrl: string;
  publishableKey: string;
  hasSavedMethods: boolean;
  setupIntent?: SetupIntentSource;
}) {
  // The latest source, without mounting Stripe's field again when its identity changes.
  const setupRef = useRef(setupIntent);
  setupRef.current = setupIntent;
  const submit = useSubmit();
  // The latest submit, without mounting Stripe's field again when its identity changes.
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const nonce = useNonce();
  const labelId = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  // "server" until hydrated: what a browser without JavaScript keeps.
  const [state, setState] = useState<"server" | "loading" | "ready" | "failed">("server");
  const [error, setError] = useState("");
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let card: CardElement | null = null;
    let detach = () => {};
    setState("loading");
    loadStripeJs(jsUrl, nonce).then(
      (Stripe) => {
        const mount = mountRef.current;
        const form = mount?.closest("form");
        if (cancelled || !mount || !form) return;
        const stripe = Stripe(publishableKey);
        const field = stripe.elements().create("card");
        card = field;
        field.mount(mount);
        field.on("change", (e) => setError(e.error?.message ?? ""));
        let busy = false;
        const onSubmit = (event: SubmitEvent) => {
          // A saved card selected: the form goes as it is.
          if (form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value) return;
          // Another way to pay chosen (the PayPal buttons carry pay_with=paypal…): no card is needed.
          // The card's own button carries pay_with=card and goes on to the card below.
          const submitter = event.submitter as HTMLButtonElement | null;
          if (submitter?.name === "pay_with" && submitter.value && submitter.value !== "card") return;
          // Otherwise Remix's <Form> sees the event prevented and waits for the card's id.
          event.preventDefault();
          if (busy) return;
          busy = true;
          setChecking(true);
          setError("");
          const data = new FormData(form, event.submitter);
          void (async () => {
            try {
              const result = await stripe.confirmCardSetup(await setupIntentSecret(setupRef.current), { payment_method: { card: field } });
              const pm = result.setupIntent?.payment_method;
              const id = typeof pm === "string" ? pm : pm?.id;
              if (result.error || !id) throw new Error(result.error?.message ?? NOT_CHECKED);
              // One payment_method value (set, not appended: the "new card" radio has an empty one).
              data.set("payment_method", id);
              submitRef.current(data, { method: "post", action: form.getAttribute("action") ?? undefined });
            } catch (e) {
              setError(e instanceof Error && e.message ? e.message : NOT_CHECKED);
            } finally {
              busy = false;
              setChecking(false);
            }
          })();
        };
        form.addEventListener("submit", onSubmit);
        detach = () => form.removeEventListener("submit", onSubmit);
        setState("ready");
      },
      () => {
        if (cancelled) return;
        setState("failed");
        setError(NOT_LOADED);
      },
    );
    return () => {
      cancelled = true;
      detach();
      card?.destroy();
    };
  }, [jsUrl, publishableKey, nonce]);

  return (
    <div className="field stripe-card" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="field-label">
        New card
      </p>
      {state === "server" ? (
        <p className="field-note stripe-needs-js">
          {NEEDS_JAVASCRIPT}{" "}
          {hasSavedMethods ? "You can pay with a saved card, or turn JavaScript on to add one." : "Turn JavaScript on to add a card."}
        </p>
      ) : null}
      {state === "loading" ? <p className="muted small">Loading Stripe's card field…</p> : null}
      {/* Stripe.js owns this element's content: React renders nothing inside it. */}
      <div ref={mountRef} className="stripe-card-element" />
      <p className="muted small" role="status">
        {checking ? "Checking your card with Stripe…" : ""}
      </p>
      <p className="field-error stripe-card-error" role="alert">
        {error}
      </p>
    </div>
  );
}

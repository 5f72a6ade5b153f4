// /account/billing: the learner's payment methods (docs/product/billing.md#payment-methods). Add a card, make
// one primary, use one as the backup (charged when the primary fails), remove the backup, delete
// one after a confirmation that shows its warnings. Every action is a form post that comes back
// here with a toast, with or without JavaScript; the confirmation is a state of the page
// (?confirm=delete&id=…, a GET that only shows it).
import { methodLabel } from "~/engine/paymentMethodTypes";
import { paymentMethodsOf } from "~/models/paymentMethod.server";
import { AppLink } from "~/components/AppLink";
import { CARD_EXPIRY_TEXT } from "~/engine/fieldRules";
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PaymentMethodAddForm } from "~/components/billing/PaymentMethodAddForm";
import { PaymentMethodConfirm, type ConfirmView } from "~/components/billing/PaymentMethodConfirm";
import { cardLabel, PaymentMethodList, type PaymentMethodView } from "~/components/billing/PaymentMethodList";
import { PaymentHistory } from "~/components/billing/PaymentHistory";
import { SubscriptionPanel } from "~/components/billing/SubscriptionPanel";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { listTransactions } from "~/models/billing.server";
import { subscriptionPanelData } from "~/services/billing/subscriptionLife.server";
import { cardUpdateOfferText, isCardExpired, isEligibleAsSecondary, planName } from "~/engine";
import {
  addMethod,
  addTypedCard,
  clearMethodSecondary,
  clearSecondaryCheck,
  CONFIRM_DELETE_FIRST,
  deleteMethod,
  deletionCheck,
  listMethods,
  makeMethodPrimary,
  makeMethodSecondary,
  type MethodOutcome,
} from "~/services/billing/paymentMethods.server";
import { paymentGateway } from "~/services/payments/index.server";
import { requireUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { env } from "~/utils/env.server";
import { parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { formSchema, expirySchema } from "~/forms/billing.server";

const HERE = "/account/billing";
const NEW_CARD_NEEDS_JS = "Adding a new card needs JavaScript: Stripe collects card numbers only in its own secure field.";

/** The add-card form as this deployment's gateway takes cards. */
function addCardView(hasMethods: boolean) {
  const gateway = paymentGateway();
  return {
    cardForm: gateway.name === "embedded",
    stripeCard: gateway.name === "stripe" ? { jsUrl: env().STRIPE_JS_URL, publishableKey: env().STRIPE_PUBLISHABLE_KEY ?? "" } : null,
    testMode: gateway.testMode,
    hasMethods,
  };
}

/** The confirmation state of the page (?confirm=delete|unsecondary&id=…): shown only, nothing changes. */
async function confirmView(user: { id: number }, url: URL, now: Date): Promise<ConfirmView | null> {
  const kind = url.searchParams.get("confirm");
  const token = url.searchParams.get("id");
  if (!token || (kind !== "delete" && kind !== "unsecondary")) return null;
  const check = await deletionCheck(user, token, now);
  if (!check) return null;
  const warnings = kind === "delete" ? check.warnings : await clearSecondaryCheck(user, token);
  if (kind === "unsecondary" && !warnings.length) return null;
  return { kind, token, label: cardLabel(check.method), warnings };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const url = new URL(request.url);
  const list = await listMethods(user, now);
  const methods: PaymentMethodView[] = list.methods.map((m, i) => ({
    token: m.processorToken,
    brand: m.brand,
    last4: m.last4,
    expMonth: m.expMonth,
    expYear: m.expYear,
    isPrimary: m.isPrimary,
    isSecondary: m.isSecondary,
    goingToExpire: list.answers[i]!.is_card_going_to_expire,
    expired: isCardExpired(m, now),
    eligibleAsSecondary: isEligibleAsSecondary(m, now),
    methodType: m.methodType,
    email: m.email,
    cashtag: m.cashtag,
  }));
  // PayPal accounts the learner paid with, by their e-mail (PayPal renews through its own subscription).
  const paypalAccounts = (await paymentMethodsOf(user.id, "paypal")).map((m) => ({ token: m.processorToken, label: methodLabel(m) }));
  const [subscription, transactions] = await Promise.all([subscriptionPanelData(user, now), listTransactions(user.id)]);
  return json(
    {
      subscription,
      history: transactions.slice(0, 20).map((t) => ({
        id: t.id,
        date: t.createdAt,
        type: t.checkoutType,
        item: planName(t.itemCode),
        amountCents: t.amountCents,
        status: t.status,
      })),
      methods,
      paypalAccounts,
      pastDue: list.context.pastDue,
      // update_pm_discount (docs/product/billing.md#payment-methods): offered while the primary card is going to expire.
      cardUpdateOffer: list.updatePmDiscount > 0 ? cardUpdateOfferText(list.updatePmDiscount) : null,
      addCard: addCardView(methods.length > 0),
      confirm: await confirmView(user, url, now),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The outcome as a toast on this page; a typed card's field errors stay on the form. */
async function reply(outcome: MethodOutcome) {
  if (outcome.ok) return redirectWithToast(HERE, { status: outcome.retry && !outcome.retry.ok ? "ERROR" : "SUCCESS", text: outcome.text });
  if (outcome.errors) return json({ errorText: "Please check the card.", errors: outcome.errors }, { status: outcome.status });
  return redirectWithToast(HERE, { status: "ERROR", text: outcome.errorText ?? "Something went wrong!" });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  await refuseWhileImpersonating(request);
  const parsed = await parseForm(request, formSchema);
  if (!parsed.ok) return redirectWithToast(HERE, { status: "ERROR", text: "That action is not available. Reload the page and try again." });
  const f = parsed.data;
  switch (f.intent) {
    case "add": {
      if (f.payment_method?.trim()) return reply(await addMethod(user, f.payment_method.trim()));
      if (paymentGateway().name !== "embedded") return reply({ ok: false, status: 400, errorText: NEW_CARD_NEEDS_JS });
      const expiry = expirySchema.safeParse(f.card_expiry ?? "");
      if (!expiry.success) return json({ errorText: "Please check the card.", errors: { card_expiry: CARD_EXPIRY_TEXT } }, { status: 400 });
      return reply(await addTypedCard(user, { number: f.card_number ?? "", ...expiry.data, cvc: f.card_cvc ?? "" }));
    }
    case "primary":
      return reply(await makeMethodPrimary(user, f.token));
    case "secondary":
      return reply(await makeMethodSecondary(user, f.token));
    case "unsecondary":
    case "delete": {
      // The change follows its confirmation step (the warnings are shown first).
      if (f.confirmed !== "yes")
        return redirectWithToast(`${HERE}?${new URLSearchParams({ confirm: f.intent, id: f.token })}`, {
          status: "INFO",
          text: CONFIRM_DELETE_FIRST,
        });
      return reply(f.intent === "delete" ? await deleteMethod(user, f.token) : await clearMethodSecondary(user, f.token));
    }
  }
}

export default function BillingPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Record<string, string> = (result && "errors" in result ? result.errors : undefined) ?? {};
  return (
    <section className="billing-page" aria-labelledby="billing-title">
      <h1 id="billing-title">Billing</h1>
      <p className="muted">
        Name, email, password, two-factor and sessions: <AppLink to="/account">Account settings</AppLink>
      </p>

      <SubscriptionPanel data={data.subscription} />

      <section className="pm-section" aria-labelledby="pm-title">
        <h2 id="pm-title">Payment methods</h2>
        {data.pastDue ? (
          <p className="banner banner-warning" role="note">
            Your last renewal payment failed. Add a card or make another one primary, and we will charge it right away.
          </p>
        ) : null}
        {data.cardUpdateOffer ? (
          <p className="banner banner-offer" role="note" data-offer="update_pm_discount">
            {data.cardUpdateOffer}
          </p>
        ) : null}
        <p className="muted">Your primary card is charged when your plan renews. If a payment with it fails, we try your backup card.</p>
        <PaymentMethodList methods={data.methods} />
        {data.paypalAccounts.length ? (
          <>
            <h3>PayPal</h3>
            <ul className="pm-list" aria-label="PayPal accounts">
              {data.paypalAccounts.map((a) => (
                <li key={a.token} className="card pm-item">
                  <p className="pm-name">{a.label}</p>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <PaymentMethodAddForm view={data.addCard} errors={errors} errorText={result && "errorText" in result ? result.errorText : undefined} />
      {data.confirm ? <PaymentMethodConfirm confirm={data.confirm} /> : null}
      <PaymentHistory rows={data.history} />
    </section>
  );
}

// Personal: never cached by anyone but this browser.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Billing · Codelift" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      links={[
        { to: HERE, label: "Back to billing" },
        { to: "/", label: "Go to the home page" },
      ]}
    />
  );
}

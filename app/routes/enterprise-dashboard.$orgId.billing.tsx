// /enterprise-dashboard/{orgId}/billing: the organization's payment methods
// (docs/product/billing.md#organization-billing). Every admin sees them; the admin who pays (or,
// before anyone has paid, any admin) adds a card (the embedded gateway's fields, or Stripe's own
// field through the b2b SetupIntent), makes one the default and deletes one after a confirmation
// (?confirm=delete&id=…, a GET that only shows it), and buys more seats with them. Every action is
// a form post that comes back here with a toast, with or without JavaScript. ?subscription= names
// the subscription when the organization has several. 404 outside the organization, 403 for a member.
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { PaymentMethodAddForm } from "~/components/billing/PaymentMethodAddForm";
import { cardLabel } from "~/components/billing/PaymentMethodList";
import { PaymentMethodConfirm } from "~/components/billing/PaymentMethodConfirm";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { OrganizationPaymentMethods } from "~/components/organizations/dashboard/OrganizationPaymentMethods";
import { ButtonLink } from "~/components/ui/Button";
import { Banner } from "~/components/ui/Banner";
import { CARD_EXPIRY_TEXT } from "~/engine/fieldRules";
import { MESSAGES } from "~/engine";
import { BillingForm, BillingParams } from "~/forms/organizationBilling.server";
import { expirySchema } from "~/forms/billing.server";
import {
  addMethod,
  addTypedCard,
  CONFIRM_DELETE_FIRST,
  deleteMethod,
  makeMethodPrimary,
  type MethodOutcome,
} from "~/services/billing/paymentMethods.server";
import { billingSubscriptionOf, organizationBillingPage, requireAdminOf, requireOrganizationBilling } from "~/services/organizations/billing.server";
import { paymentGateway } from "~/services/payments/index.server";
import { refuseWhileImpersonating, requireUser } from "~/utils/auth.server";
import { env } from "~/utils/env.server";
import { notFound, parseForm, parseParams } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

const NEW_CARD_NEEDS_JS = "Adding a new card needs JavaScript: Stripe collects card numbers only in its own secure field.";

function pagePath(orgId: number, url: URL): string {
  const sub = url.searchParams.get("subscription");
  return `/enterprise-dashboard/${orgId}/billing${sub && /^\d{1,15}$/.test(sub) ? `?subscription=${sub}` : ""}`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { orgId } = parseParams(params, BillingParams);
  const user = await requireUser(request);
  const url = new URL(request.url);
  const data = await organizationBillingPage(user, orgId, url.searchParams.get("subscription"));
  const gateway = paymentGateway();
  const here = pagePath(orgId, url);
  // The confirmation state (?confirm=delete&id=…): shown only, nothing changes.
  const token = url.searchParams.get("confirm") === "delete" ? url.searchParams.get("id") : null;
  const method = token && data.mayChange ? data.methods.find((m) => m.token === token) : undefined;
  return json(
    {
      ...data,
      here,
      addCard: {
        cardForm: gateway.name === "embedded",
        stripeCard: gateway.name === "stripe" ? { jsUrl: env().STRIPE_JS_URL, publishableKey: env().STRIPE_PUBLISHABLE_KEY ?? "" } : null,
        testMode: gateway.testMode,
        hasMethods: data.methods.length > 0,
      },
      confirm: method
        ? { kind: "delete" as const, token: method.token, label: cardLabel(method), warnings: [MESSAGES.deletePaymentMethodWarning] }
        : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { orgId } = parseParams(params, BillingParams);
  const user = await requireUser(request);
  await refuseWhileImpersonating(request);
  const url = new URL(request.url);
  const here = pagePath(orgId, url);
  await requireAdminOf(user, orgId);
  const subscription = await billingSubscriptionOf(orgId, url.searchParams.get("subscription"));
  if (!subscription) notFound("We could not find that organization subscription.");
  await requireOrganizationBilling(user, orgId, subscription.id, { change: true });
  const parsed = await parseForm(request, BillingForm);
  if (!parsed.ok) return redirectWithToast(here, { status: "ERROR", text: "That action is not available. Reload the page and try again." });
  const reply = async (outcome: MethodOutcome) => {
    if (outcome.ok) return redirectWithToast(here, { status: "SUCCESS", text: outcome.text });
    if (outcome.errors) return json({ errorText: "Please check the card.", errors: outcome.errors }, { status: outcome.status });
    return redirectWithToast(here, { status: "ERROR", text: outcome.errorText ?? "Something went wrong!" });
  };
  const f = parsed.data;
  switch (f.intent) {
    case "add": {
      // A card added for the organization becomes its default: the one seats are paid with.
      if (f.payment_method?.trim()) return reply(await addMethod(user, f.payment_method.trim(), { primary: true }));
      if (paymentGateway().name !== "embedded") return reply({ ok: false, status: 400, errorText: NEW_CARD_NEEDS_JS });
      const expiry = expirySchema.safeParse(f.card_expiry ?? "");
      if (!expiry.success) return json({ errorText: "Please check the card.", errors: { card_expiry: CARD_EXPIRY_TEXT } }, { status: 400 });
      const added = await addTypedCard(user, { number: f.card_number ?? "", ...expiry.data, cvc: f.card_cvc ?? "" });
      if (added.ok && added.token) await makeMethodPrimary(user, added.token);
      return reply(added);
    }
    case "default":
      return reply(await makeMethodPrimary(user, f.token));
    case "delete": {
      if (f.confirmed !== "yes")
        return redirectWithToast(`${here}${here.includes("?") ? "&" : "?"}${new URLSearchParams({ confirm: "delete", id: f.token })}`, {
          status: "INFO",
          text: CONFIRM_DELETE_FIRST,
        });
      return reply(await deleteMethod(user, f.token));
    }
  }
}

export default function OrganizationBillingPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Record<string, string> = (result && "errors" in result ? result.errors : undefined) ?? {};
  const sub = data.subscription;
  const confirmQuery = (token: string) =>
    `${data.here}${data.here.includes("?") ? "&" : "?"}${new URLSearchParams({ confirm: "delete", id: token })}`;
  return (
    <section className="billing-page" aria-labelledby="org-billing-title">
      <p className="muted">
        <AppLink to={`/enterprise-dashboard/${data.organization.id}`}>Back to the admin area</AppLink>
      </p>
      <h1 id="org-billing-title">Billing for {data.organization.name}</h1>
      {sub ? (
        <section className="pm-section" aria-labelledby="org-sub-title">
          <h2 id="org-sub-title">{sub.plan}</h2>
          <p>
            {sub.seatsUsed} of {sub.seats} seats in use.
          </p>
          {sub.live && sub.canAddSeats ? (
            <ButtonLink to={sub.seatsCheckoutPath} variant="primary">
              Buy more seats
            </ButtonLink>
          ) : null}
        </section>
      ) : (
        <Banner tone="info">This organization has no subscription yet.</Banner>
      )}
      {sub ? (
        <section className="pm-section" aria-labelledby="pm-title">
          <h2 id="pm-title">Payment methods</h2>
          <p className="muted">
            {data.payer === "you"
              ? "Your cards pay for this subscription: the default one is charged for seats and renewals."
              : data.payer === "another-admin"
                ? "Another admin pays for this subscription: only they can change its payment methods."
                : "Nobody has paid for this subscription yet: the cards you add here are the ones you pay with."}
          </p>
          <OrganizationPaymentMethods methods={data.methods} mayChange={data.mayChange} confirmQuery={confirmQuery} />
        </section>
      ) : null}
      {sub && data.mayChange ? (
        <PaymentMethodAddForm
          view={data.addCard}
          errors={errors}
          errorText={result && "errorText" in result ? result.errorText : undefined}
          setupIntent={{ path: "/api/stripe/setup-intent/create/b2b", body: { organization_id: data.organization.id, subscription_id: sub.id } }}
        />
      ) : null}
      {data.confirm ? <PaymentMethodConfirm confirm={data.confirm} page={data.here} /> : null}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Billing for ${data.organization.name} · Codelift` : "Billing · Codelift" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

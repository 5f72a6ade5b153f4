import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PriceBreakdown } from "~/components/billing/PriceBreakdown";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { attemptOf } from "~/services/billing/checkout.server";
import { requireUser } from "~/utils/auth.server";
import { notFound } from "~/utils/http.server";

const NO_ORDER = "We could not find that order.";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = new URL(request.url).searchParams.get("attempt") ?? "";
  const attempt = id.length <= 64 ? attemptOf(user.id, id) : undefined;
  if (!attempt || attempt.status !== "succeeded") notFound(NO_ORDER);
  return json(
    {
      checkoutType: attempt.checkoutType,
      plan: attempt.itemCode,
      receiverEmail: attempt.receiverEmail,
      lineItems: JSON.parse(attempt.price) as { id: string; label: string; amountCents: number; percentage?: number }[],
      totalCents: attempt.totalCents,
      email: user.email,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function OrderConfirmation() {
  const d = useLoaderData<typeof loader>();
  const trial = d.checkoutType === "b2c-trial-avail" || d.checkoutType === "b2c-trial-quick-avail";
  const gift = d.checkoutType === "subscription-gift";
  return (
    <section className="card order-confirmation" aria-labelledby="order-title">
      <h1 id="order-title">{trial ? "Your free trial has started" : gift ? "Your gift is on its way" : "Thank you for your purchase"}</h1>
      <p>
        {gift
          ? `We have sent ${d.receiverEmail} a link to claim plan ${d.plan}.`
          : `Plan ${d.plan} is active now: every lesson it includes is open to you.`}{" "}
        A receipt is on its way to {d.email}.
      </p>
      <PriceBreakdown lineItems={d.lineItems} totalCents={d.totalCents} />
      <p>
        <Link className="button" to="/learn/home">
          Start learning
        </Link>{" "}
        <Link className="button button-ghost" to="/interview-prep">
          Interview prep
        </Link>
      </p>
    </section>
  );
}

// Personal (prices, payments): the document is never cached by anyone but this browser.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Order confirmation · Codelift" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/unlimited", label: "See all plans" }]} />;
}

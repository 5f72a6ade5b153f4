import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { OrderConfirmation } from "~/components/billing/OrderConfirmation";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { orderConfirmationLoader } from "~/utils/orderConfirmation.server";

export const loader = ({ request }: LoaderFunctionArgs) => orderConfirmationLoader(request);

export default OrderConfirmation;

// Personal (prices, payments): the document is never cached by anyone but this browser.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Order confirmation · Codelift" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/unlimited", label: "See all plans" }]} />;
}

import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormMessage } from "~/components/auth/fields";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { claimGift, findGift, GIFT_TEXTS } from "~/services/billing/gifts.server";
import { requireUser } from "~/utils/auth.server";
import { notFound } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  // The receiver logs in (or signs up) first and comes back here.
  await requireUser(request);
  const gift = await findGift(params.token ?? "");
  if (!gift) notFound(GIFT_TEXTS.unknown);
  return json({ planCode: gift.planCode, from: gift.from });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const result = await claimGift(user, params.token ?? "");
  if (!result.ok) return json({ errorText: result.errorText }, { status: result.errorText === GIFT_TEXTS.unknown ? 404 : 409 });
  return redirectWithToast("/learn/home", { status: "SUCCESS", text: GIFT_TEXTS.claimed });
}

export default function ClaimGift() {
  const gift = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="card auth-card" aria-labelledby="gift-title">
      <h1 id="gift-title">A gift for you</h1>
      <p>
        {gift.from} gave you the Codelift plan <code>{gift.planCode}</code>.
      </p>
      <Form method="post">
        <FormMessage error={result?.errorText} />
        <button type="submit" className="button button-block">
          Claim my subscription
        </button>
      </Form>
    </section>
  );
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Claim your gift · Codelift" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/unlimited", label: "See all plans" }]} />;
}

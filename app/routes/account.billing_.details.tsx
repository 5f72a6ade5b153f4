// /account/billing/details: the name, company, tax ID and address printed on the learner's
// invoices (docs/product/billing.md#invoices). A plain form: it works without JavaScript.
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field, FormMessage } from "~/components/auth/fields";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Button } from "~/components/ui/Button";
import { billingDetailsSchema } from "~/forms/billingDetails.server";
import { billingDetailsOf, saveBillingDetails } from "~/services/billing/invoices.server";
import { refuseWhileImpersonating, requireUser } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

const SAVED = "Your billing details were saved. Invoices of later payments show them.";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ details: await billingDetailsOf(user.id), fullName: user.fullName }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  await refuseWhileImpersonating(request);
  const parsed = await parseForm(request, billingDetailsSchema);
  if (!parsed.ok) return json({ errorText: "Please check the form.", errors: parsed.errors }, { status: 400 });
  const f = parsed.data;
  await saveBillingDetails(user.id, {
    name: f.name,
    company: f.company,
    taxId: f.tax_id,
    addressLine1: f.address_line1,
    addressLine2: f.address_line2,
    city: f.city,
    postalCode: f.postal_code,
    region: f.region,
    country: f.country,
  });
  return redirectWithToast("/account/billing", { status: "SUCCESS", text: SAVED });
}

export default function BillingDetailsPage() {
  const { details, fullName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Record<string, string> = result?.errors ?? {};
  const d = details;
  return (
    <section className="card auth-card" aria-labelledby="details-title">
      <h1 id="details-title">Billing details</h1>
      <p className="muted">Printed on your invoices. A business adds its tax ID (VAT, GST) and address here.</p>
      <FormMessage error={result?.errorText} />
      <Form method="post">
        <Field name="name" label="Name" autoComplete="name" defaultValue={d?.name ?? fullName} error={errors.name} />
        <Field
          name="company"
          label="Company (optional)"
          autoComplete="organization"
          required={false}
          defaultValue={d?.company ?? ""}
          error={errors.company}
        />
        <Field name="tax_id" label="Tax ID (optional)" required={false} defaultValue={d?.taxId ?? ""} error={errors.tax_id} />
        <Field name="address_line1" label="Address" autoComplete="address-line1" defaultValue={d?.addressLine1 ?? ""} error={errors.address_line1} />
        <Field
          name="address_line2"
          label="Address, line 2 (optional)"
          autoComplete="address-line2"
          required={false}
          defaultValue={d?.addressLine2 ?? ""}
          error={errors.address_line2}
        />
        <Field name="city" label="City" autoComplete="address-level2" defaultValue={d?.city ?? ""} error={errors.city} />
        <Field
          name="postal_code"
          label="Postal code (optional)"
          autoComplete="postal-code"
          required={false}
          defaultValue={d?.postalCode ?? ""}
          error={errors.postal_code}
        />
        <Field
          name="region"
          label="State or region (optional)"
          autoComplete="address-level1"
          required={false}
          defaultValue={d?.region ?? ""}
          error={errors.region}
        />
        <Field name="country" label="Country" autoComplete="country-name" defaultValue={d?.country ?? ""} error={errors.country} />
        <Button type="submit">Save billing details</Button> <Link to="/account/billing">Back to billing</Link>
      </Form>
    </section>
  );
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: MetaFunction = () => [{ title: "Billing details · Codelift" }, { name: "robots", content: "noindex" }];
export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/account/billing", label: "Back to billing" }]} />;
}

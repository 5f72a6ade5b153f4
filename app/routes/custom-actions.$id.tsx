// /custom-actions/{id} (docs/product/billing.md#custom-actions): a sponsor's page of its custom action: the
// coupons bought, which were used and when, a filter by status (a GET form: it works without
// JavaScript) and the way to buy another batch. Staff and the sponsor's admins only; anyone else
// gets the answer of an unknown action.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import { Button, ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { EmptyState } from "~/components/ui/EmptyState";
import { Table } from "~/components/ui/Table";
import { formatFullDate } from "~/engine";
import { COUPON_STATUS_FILTERS, CUSTOM_ACTION_TEXTS } from "~/engine/customActions";
import { couponStatusFilter, customActionParams } from "~/forms/customActions.server";
import { customActionPage } from "~/services/billing/customActions.server";
import { isStaff, requireUser } from "~/utils/auth.server";
import { notFound, parseParams } from "~/utils/http.server";

const STATUSES = COUPON_STATUS_FILTERS;

export async function loader({ request, params: raw }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { id } = parseParams(raw, customActionParams, CUSTOM_ACTION_TEXTS.notFound);
  const status = couponStatusFilter.parse(new URL(request.url).searchParams.get("status") ?? "all");
  const data = await customActionPage({ user, isStaff: isStaff(user) }, id, status);
  if (!data) notFound(CUSTOM_ACTION_TEXTS.notFound);
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.action.title} · Codelift` : "Custom action · Codelift" }];

const TONE: Record<string, BadgeTone> = { used: "success", unused: "accent", disabled: "neutral" };
const STATUS_LABEL: Record<(typeof STATUSES)[number], string> = { all: "All coupons", unused: "Unused", used: "Used", disabled: "Disabled" };

export default function CustomActionPage() {
  const d = useLoaderData<typeof loader>();
  const a = d.action;
  const buy = d.canBuy ? (
    <ButtonLink to={a.purchaseUrl}>{a.couponsPerPurchase === 1 ? "Buy a coupon" : `Buy ${a.couponsPerPurchase} coupons`}</ButtonLink>
  ) : null;
  return (
    <div className="custom-action">
      <header>
        <h1>{a.title}</h1>
        <p className="muted">
          {a.kind === "recruiting" ? "Recruiting" : "Sponsored"} programme of {a.sponsorName} · each coupon gives {a.planName} once, free ·{" "}
          <Badge tone={a.status === "open" ? "success" : "neutral"}>{a.status === "open" ? "Open" : "Closed"}</Badge>
        </p>
      </header>
      <Card as="section" title="Use of the coupons">
        <p>
          {d.usage.used} of {d.usage.total} coupons used ({d.usage.usedPercent}%). {d.usage.unused} unused
          {d.usage.disabled ? `, ${d.usage.disabled} disabled` : ""}.
        </p>
        {a.status === "open" ? null : <p>{CUSTOM_ACTION_TEXTS.closed}</p>}
        {buy ? <p>{buy}</p> : null}
      </Card>
      <Card as="section" title="Coupons">
        <Form method="get" className="inline-form">
          <label htmlFor="coupon-status">Show</label>{" "}
          <select id="coupon-status" name="status" defaultValue={d.status}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>{" "}
          <Button type="submit" variant="secondary" size="small">
            Filter
          </Button>
        </Form>
        {d.coupons.length === 0 ? (
          <EmptyState title={d.usage.total === 0 ? "No coupons yet" : "No coupons with this status"} action={d.usage.total === 0 ? buy : null}>
            {d.usage.total === 0 ? "Each purchase adds this programme's coupons here, with when each is used." : null}
          </EmptyState>
        ) : (
          <Table label="Coupons of this programme">
            <thead>
              <tr>
                <th scope="col">Coupon</th>
                <th scope="col">Status</th>
                <th scope="col">Used on</th>
                <th scope="col">Purchase</th>
              </tr>
            </thead>
            <tbody>
              {d.coupons.map((c) => (
                <tr key={c.code}>
                  <td>
                    <code>{c.code}</code>
                  </td>
                  <td>
                    <Badge tone={TONE[c.status] ?? "neutral"}>{STATUS_LABEL[c.status]}</Badge>
                  </td>
                  <td>{c.usedAt ? formatFullDate(c.usedAt) : "-"}</td>
                  <td>{c.transactionId === null ? "-" : `Transaction ${c.transactionId}`}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

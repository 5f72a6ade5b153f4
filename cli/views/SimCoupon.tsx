// The coupon simulation's results: revenue with and without the coupon, per plan and segment.
import { Text } from "ink";
import type { CouponSimResult } from "../sim/coupon";
import { Heading, KeyValue, Screen, Table } from "./Table";

const money = (usd: number, digits = 2) => {
  const s = Math.abs(usd).toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${usd < 0 ? "-" : ""}$${s}`;
};
/** Table cells: whole dollars, so the rows fit in 80 columns (JSON keeps the cents). */
const dollars = (usd: number) => money(usd, 0);

export function SimCouponView({ r, description }: { r: CouponSimResult; description: string }) {
  const t = r.totals;
  const rejections = Object.entries(r.rejections).map(([k, v]) => `${k} ${v}`);
  const row = (
    name: string,
    x: {
      buyers: number;
      revenue_without_coupon_usd: number;
      revenue_with_coupon_usd: number;
      coupon_discount_usd: number;
      coupon_applied: number;
    },
  ) => [
    name,
    String(x.buyers),
    String(x.coupon_applied),
    dollars(x.revenue_without_coupon_usd),
    dollars(x.revenue_with_coupon_usd),
    dollars(x.coupon_discount_usd),
  ];
  const columns = [
    { header: "" },
    { header: "Buyers", align: "right" as const },
    { header: "Applied", align: "right" as const },
    { header: "No coupon", align: "right" as const },
    { header: "With coupon", align: "right" as const },
    { header: "Given away", align: "right" as const },
  ];
  return (
    <Screen title={`Coupon ${r.coupon} over ${r.learners} buyers (seed ${r.seed}, ${r.now.slice(0, 10)})`}>
      <Text dimColor>{description}</Text>
      <Heading>Totals</Heading>
      <KeyValue
        items={[
          ["revenue without coupon", money(t.revenue_without_coupon_usd)],
          ["revenue with coupon", money(t.revenue_with_coupon_usd)],
          ["change", `${money(t.revenue_change_usd)} (${t.revenue_change_percent}%)`],
          ["coupon discount given", `${money(t.coupon_discount_usd)} to ${t.coupon_applied} buyers`],
          ["mean discount shown", `${t.mean_discount_percent_with_coupon}% with, ${t.mean_discount_percent_without_coupon}% without`],
          ["coupon rejected", rejections.length ? rejections.join(", ") : "never"],
        ]}
      />
      <Heading>Per plan</Heading>
      <Table columns={[{ header: "Plan" }, ...columns.slice(1)]} rows={r.per_plan.map((p) => row(p.plan, p))} />
      <Heading>Per buyer segment</Heading>
      <Table columns={[{ header: "Segment" }, ...columns.slice(1)]} rows={r.segments.map((s) => row(s.segment, s))} />
    </Screen>
  );
}

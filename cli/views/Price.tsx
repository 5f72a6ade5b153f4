// Views of `codelift price` and `codelift pricing table`.
import { Box, Text } from "ink";
import { formatUsd, type CheckoutPrice } from "../../app/engine";
import { tierName } from "../format";
import { Heading, KeyValue, Screen, Table } from "./Table";

export function PriceView({
  doc,
  price,
}: {
  doc: {
    plan: string;
    checkout_type: string;
    now: string;
    country: string | null;
    upgrade: { from: string; days_left: number; period_days: number; paid_usd: number } | null;
  };
  price: CheckoutPrice;
}) {
  const rows = price.lineItems.map((l) => [l.label, formatUsd(l.amountCents)]);
  rows.push(["Total", formatUsd(price.totalCents)]);
  const rej = price.couponRejection;
  return (
    <Screen
      title={`Price of ${doc.plan} (${tierName(price.item.kind === "plan" ? price.item.plan.featureSet : 0)}, ${
        doc.checkout_type
      }) on ${doc.now.slice(0, 10)}`}
    >
      <Heading>Line items, in the order they apply</Heading>
      <Table columns={[{ header: "Step" }, { header: "Amount", align: "right" }]} rows={rows} highlight={(i) => i === rows.length - 1} />
      {rej && (
        <Box marginTop={1}>
          <Text color="yellow">
            Coupon {rej.code} rejected ({rej.reason}): {rej.message}
          </Text>
        </Box>
      )}
      <Heading>Pricing fields</Heading>
      <KeyValue
        items={[
          ["total_price_usd", price.pricing.total_price_usd.toFixed(2)],
          ["discount percent", `${price.discountPercent}% off the list price (before credits)`],
          ["credit_amount_usd", price.pricing.credit_amount_usd.toFixed(2)],
          [
            "coupon",
            price.pricing.coupon
              ? `coupon_discount_usd ${price.pricing.coupon.coupon_discount_usd.toFixed(2)}, discount_never_expires ${
                  price.pricing.coupon.discount_never_expires
                }`
              : "none",
          ],
          ["workData.upgrade_discount_amount_usd", price.pricing.workData.upgrade_discount_amount_usd.toFixed(2)],
          ...(doc.upgrade
            ? ([
                [
                  "upgrade from",
                  `${doc.upgrade.from}, paid $${doc.upgrade.paid_usd.toFixed(2)}, ${doc.upgrade.days_left} of ${doc.upgrade.period_days} days left`,
                ],
              ] as const)
            : []),
          ["country", doc.country ? `${doc.country}` : "none given"],
        ]}
      />
    </Screen>
  );
}

export function PricingTableView({
  doc,
  priced,
}: {
  doc: {
    now: string;
    country: string | null;
    regional_discount_percent: number;
    coupon: string | null;
    github_student: boolean;
    best_discount: { percent: number; plan: string | null };
    plans: { plan: string; tier: string; banner_discount_percent: number; best: boolean }[];
  };
  priced: CheckoutPrice[];
}) {
  const amount = (p: CheckoutPrice, id: string) => {
    const l = p.lineItems.find((x) => x.id === id);
    return l ? formatUsd(l.amountCents) : "";
  };
  const rows = doc.plans.map((plan, i) => {
    const p = priced[i]!;
    return [
      plan.plan,
      // The tier gives way to the GitHub column so that a row stays within 80 columns.
      ...(doc.github_student ? [] : [plan.tier]),
      formatUsd(p.listPriceCents),
      amount(p, "regional_discount"),
      ...(doc.github_student ? [amount(p, "github_discount")] : []),
      p.couponRejection ? "n/a" : amount(p, "coupon_discount"),
      formatUsd(p.totalCents),
      `${p.discountPercent}%`,
      `${plan.banner_discount_percent}%`,
      plan.best ? "★" : "",
    ];
  });
  const columns = [
    { header: "Plan" },
    ...(doc.github_student ? [] : [{ header: "Tier" }]),
    { header: "List", align: "right" as const },
    { header: "Regional", align: "right" as const },
    ...(doc.github_student ? [{ header: "GitHub", align: "right" as const }] : []),
    { header: "Coupon", align: "right" as const },
    { header: "Total", align: "right" as const },
    { header: "Off", align: "right" as const },
    { header: "Banner", align: "right" as const },
    { header: "★" },
  ];
  const context = [
    doc.country ? `${doc.country} (${doc.regional_discount_percent}% regional)` : "no country",
    doc.coupon ? `coupon ${doc.coupon}` : "no coupon",
    doc.github_student ? "GitHub student" : null,
  ].filter(Boolean);
  return (
    <Screen title={`Plan prices on ${doc.now.slice(0, 10)}: ${context.join(", ")}`}>
      <Box marginTop={1}>
        <Table columns={columns} rows={rows} highlight={(i) => doc.plans[i]!.best} />
      </Box>
      <Box marginTop={1} flexDirection="column">
        <Text>
          {doc.best_discount.plan
            ? `★ best banner discount: ${doc.best_discount.percent}% on ${doc.best_discount.plan}`
            : "No banner discount (regional and GitHub discounts do not count towards it)."}
        </Text>
        <Text dimColor>Off = discount shown to the user; Banner = combined discount without regional and GitHub lines.</Text>
      </Box>
    </Screen>
  );
}

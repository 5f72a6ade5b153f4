// `codelift price` and `codelift pricing table`: checkouts priced by the engine's
// priceCheckout on the database's list prices, regional discounts and coupons.
import type { Command } from "commander";
import { z } from "zod";
import {
  assertCheckoutType,
  bannerDiscountLines,
  basicL2cSwitch,
  bestDiscount,
  calendarDaysBetween,
  centsToUsd,
  FEATURE_SETS,
  formatPlanCode,
  GITHUB_STUDENT_DISCOUNT_PERCENT,
  parsePlanCode,
  priceCheckout,
  type CheckoutPrice,
  type CheckoutType,
  type Coupon,
  type CurrentSubscription,
  type PlanCode,
  usdToCents,
} from "../../app/engine";
import type { Db } from "../../db/client";
import { openData, requireCoupon, requireListPriceCents } from "../database";
import { asInputError, dateArg, emit, fail, flag, intArg, parseOptions, textArg, usdArg } from "../io";
import { tierName } from "../format";

const countryArg = z.string().transform((raw, ctx) => {
  const s = raw.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(s)) {
    ctx.addIssue({ code: "custom", message: `--country must be a two-letter country code such as IN, got "${raw}"` });
    return z.NEVER;
  }
  return s;
});

/** What every priced checkout of the CLI shares. */
interface PricingContext {
  country: string | null;
  regionalPercent: number;
  githubStudent: boolean;
  coupon: Coupon | null;
  now: Date;
}

async function pricingContext(db: Db, o: { country?: string; coupon?: string; githubStudent: boolean; now?: Date }): Promise<PricingContext> {
  const { regionalDiscountPercent } = await import("../../app/models/commerce.server");
  return {
    country: o.country ?? null,
    regionalPercent: o.country ? await regionalDiscountPercent(o.country) : 0,
    githubStudent: o.githubStudent,
    coupon: o.coupon ? await requireCoupon(db, o.coupon) : null,
    now: o.now ?? new Date(),
  };
}

/** Runs the engine with the context; the GitHub student percent is the engine's. */
function priceWith(
  ctx: PricingContext,
  plan: PlanCode,
  listCents: number,
  extra: { upgradeFrom?: CurrentSubscription | null; referralBalanceCents?: number } = {},
): CheckoutPrice {
  return asInputError(() =>
    priceCheckout({
      item: { kind: "plan", plan },
      listPriceCents: listCents,
      regionalDiscountPercent: ctx.regionalPercent,
      githubStudent: ctx.githubStudent ? { verified: true, percent: GITHUB_STUDENT_DISCOUNT_PERCENT } : null,
      coupon: ctx.coupon,
      upgradeFrom: extra.upgradeFrom ?? null,
      referralBalanceCents: extra.referralBalanceCents ?? 0,
      now: ctx.now,
    }),
  );
}

/** A priced checkout as JSON: the line items in order, then the API's pricing fields (docs/product/billing.md#prices). */
function priceJson(p: CheckoutPrice) {
  return {
    line_items: p.lineItems.map((l) => ({
      id: l.id,
      label: l.label,
      amount_usd: centsToUsd(l.amountCents),
      amount_cents: l.amountCents,
      ...(l.percentage !== undefined ? { percentage: l.percentage } : {}),
    })),
    list_price_usd: centsToUsd(p.listPriceCents),
    discounted_price_usd: centsToUsd(p.discountedCents),
    discount_percent: p.discountPercent,
    ...p.pricing,
    coupon_rejection: p.couponRejection,
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

// ---------------------------------------------------------------- price

const priceSchema = z
  .object({
    coupon: textArg("--coupon").optional(),
    country: countryArg.optional(),
    githubStudent: flag(),
    credit: usdArg("--credit").optional(),
    upgradeFrom: textArg("--upgrade-from").optional(),
    daysLeft: intArg("--days-left", 0, 800).optional(),
    paid: usdArg("--paid").optional(),
    checkoutType: z.string().optional(),
    now: dateArg("--now").optional(),
    json: flag(),
  })
  .superRefine((o, ctx) => {
    if (o.upgradeFrom !== undefined && o.daysLeft === undefined)
      ctx.addIssue({ code: "custom", message: "--upgrade-from needs --days-left N (days left on the current plan)" });
    if (o.daysLeft !== undefined && o.upgradeFrom === undefined) ctx.addIssue({ code: "custom", message: "--days-left needs --upgrade-from PLAN" });
    if (o.paid !== undefined && o.upgradeFrom === undefined) ctx.addIssue({ code: "custom", message: "--paid needs --upgrade-from PLAN" });
  });

async function priceCommand(planArg: string, raw: unknown) {
  const o = parseOptions(priceSchema, raw);
  const checkoutType = o.checkoutType ?? (o.upgradeFrom ? "subscription-upgrade" : "subscription-buy");
  asInputError(() => assertCheckoutType(checkoutType));
  const plan = asInputError(() => parsePlanCode(planArg));
  const planCode = formatPlanCode(plan); // canonical: "300-012-6000" is 300-12-6000
  const db = await openData();
  const list = await requireListPriceCents(db, planCode);
  const ctx = await pricingContext(db, o);

  let upgrade: {
    from: string;
    paid_usd: number;
    days_left: number;
    period_days: number;
    start_date: string;
    expiration_date: string;
  } | null = null;
  let upgradeFrom: CurrentSubscription | null = null;
  if (o.upgradeFrom !== undefined && o.daysLeft !== undefined) {
    const from = asInputError(() => parsePlanCode(o.upgradeFrom!));
    const isBasicL2c = (p: PlanCode) => p.featureSet === FEATURE_SETS.BASIC || p.featureSet === FEATURE_SETS.L2C;
    if (isBasicL2c(from) && isBasicL2c(plan) && from.featureSet !== plan.featureSet) {
      const sw = basicL2cSwitch(from, plan);
      if (!sw.allowed) fail(`${o.upgradeFrom} → ${planCode}: ${sw.reason}`);
    }
    const paidCents = o.paid !== undefined ? usdToCents(o.paid) : await requireListPriceCents(db, formatPlanCode(from));
    // The current period ends `daysLeft` days from now and lasted the plan's months.
    const expiration = new Date(ctx.now.getTime() + o.daysLeft * 864e5);
    const start = new Date(expiration);
    start.setUTCMonth(start.getUTCMonth() - from.validityMonths);
    const periodDays = calendarDaysBetween(start, expiration);
    if (o.daysLeft > periodDays) fail(`--days-left ${o.daysLeft} is longer than a ${from.validityMonths}-month plan (${periodDays} days)`);
    upgradeFrom = { paidCents, start_date: start, expiration_date: expiration };
    upgrade = {
      from: formatPlanCode(from),
      paid_usd: centsToUsd(paidCents),
      days_left: o.daysLeft,
      period_days: periodDays,
      start_date: day(start),
      expiration_date: day(expiration),
    };
  }
  const referralBalanceCents = o.credit !== undefined ? usdToCents(o.credit) : 0;
  const p = priceWith(ctx, plan, list, { upgradeFrom, referralBalanceCents });
  const doc = {
    plan: planCode,
    checkout_type: checkoutType as CheckoutType,
    now: ctx.now.toISOString(),
    country: ctx.country,
    github_student: ctx.githubStudent,
    referral_balance_usd: centsToUsd(referralBalanceCents),
    upgrade,
    ...priceJson(p),
  };
  await emit(o, doc, async () => {
    const { PriceView } = await import("../views/Price");
    return <PriceView doc={doc} price={p} />;
  });
}

// ---------------------------------------------------------------- pricing table

const tableSchema = z.object({
  coupon: textArg("--coupon").optional(),
  country: countryArg.optional(),
  githubStudent: flag(),
  now: dateArg("--now").optional(),
  json: flag(),
});

async function pricingTableCommand(raw: unknown) {
  const o = parseOptions(tableSchema, raw);
  const db = await openData();
  const ctx = await pricingContext(db, o);
  const { listAllPlanPrices } = await import("../../app/models/commerce.server");
  const priced = (await listAllPlanPrices()).map((row) => {
    const p = priceWith(
      ctx,
      asInputError(() => parsePlanCode(row.planCode)),
      row.listPriceCents,
    );
    return { row, p, lines: bannerDiscountLines(p) };
  });
  const best = bestDiscount(priced.map((x) => ({ plan: x.row.planCode, lines: x.lines })));
  const plans = priced.map(({ row, p, lines }) => ({
    plan: row.planCode,
    tier: tierName(row.featureSet),
    banner_discount_percent: bestDiscount([{ plan: row.planCode, lines }]).percent,
    best: row.planCode === best.plan,
    ...priceJson(p),
  }));
  const doc = {
    now: ctx.now.toISOString(),
    country: ctx.country,
    regional_discount_percent: ctx.regionalPercent,
    github_student: ctx.githubStudent,
    coupon: ctx.coupon?.code ?? null,
    best_discount: best,
    plans,
  };
  await emit(o, doc, async () => {
    const { PricingTableView } = await import("../views/Price");
    return <PricingTableView doc={doc} priced={priced.map((x) => x.p)} />;
  });
}

export function registerPrice(program: Command): void {
  program
    .command("price")
    .description("price one checkout, line item by line item")
    .argument("<planCode>", "plan code {featureSet}-{validityMonths}-{planType}, e.g. 300-12-6000")
    .option("--coupon <code>", "coupon code from the coupons table")
    .option("--country <cc>", "buyer's country (ISO code) for the regional discount")
    .option("--github-student", "the buyer is a verified GitHub student")
    .option("--credit <usd>", "referral credit balance, in USD")
    .option("--upgrade-from <plan>", "plan held now (gives the pro rata upgrade credit)")
    .option("--days-left <n>", "days left on the plan held now")
    .option("--paid <usd>", "what was paid for the plan held now (default: its list price)")
    .option("--checkout-type <type>", "checkout type (default subscription-buy, or subscription-upgrade with --upgrade-from)")
    .option("--now <date>", "price as of this date (default: now)")
    .option("--json", "print one JSON document")
    .addHelpText(
      "after",
      "\nA known coupon that does not apply (expired, used up, limited to other plans) is shown as\nrejected with its reason and the price without it (exit 0). An unknown code is bad input (exit 2).",
    )
    .action(async (planCode: string, opts: unknown) => priceCommand(planCode, opts));

  program
    .command("pricing")
    .description("price tables")
    .command("table")
    .description("every plan's price in one table, the best discount marked")
    .option("--coupon <code>", "coupon code from the coupons table")
    .option("--country <cc>", "buyer's country (ISO code) for the regional discount")
    .option("--github-student", "the buyer is a verified GitHub student")
    .option("--now <date>", "price as of this date (default: now)")
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => pricingTableCommand(opts));
}

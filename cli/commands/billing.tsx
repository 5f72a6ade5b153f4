// `codelift billing <email>`: a learner's subscriptions and transactions, newest first, read
// through the models (user, subscription, billing) on the CLI's database.
import type { Command } from "commander";
import { z } from "zod";
import { centsToUsd, formatUsd } from "../../app/engine";
import type { Transaction } from "../../app/models/billing.server";
import type { Subscription } from "../../app/models/subscription.server";
import { openData, requireUser } from "../database";
import { cut, tierName } from "../format";
import { emit, flag, parseOptions } from "../io";

function subscriptionJson(s: Subscription) {
  return {
    id: s.id,
    plan: s.planCode,
    tier: tierName(s.featureSet),
    status: s.status,
    start_date: s.startDate,
    expiration_date: s.expirationDate,
    trial: s.isTrial,
    auto_renew: s.autoRenew,
    processor: s.processor,
    paid_usd: centsToUsd(s.paidCents),
  };
}

function transactionJson(t: Transaction) {
  return {
    id: t.id,
    date: t.createdAt,
    checkout_type: t.checkoutType,
    item: t.itemCode,
    amount_usd: centsToUsd(t.amountCents),
    currency: t.currency,
    status: t.status,
    coupon: t.couponCode,
    processor: t.processor,
    attempt_id: t.attemptId,
  };
}

/** Newest first: by start, the later-created row first on a tie. */
const byStartDesc = (a: Subscription, b: Subscription) => (a.startDate === b.startDate ? b.id - a.id : a.startDate < b.startDate ? 1 : -1);
const day = (iso: string) => iso.slice(0, 10);
/** "subscription-upgrade" → "upgrade": the table stays within 80 columns (--json has the full type). */
const shortType = (t: string) => t.replace(/^subscription-/, "");

async function billingCommand(email: string, raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  await openData();
  const { listSubscriptions } = await import("../../app/models/subscription.server");
  const { listTransactions } = await import("../../app/models/billing.server");
  const user = await requireUser(email);
  const subscriptions = (await listSubscriptions(user.id)).sort(byStartDesc);
  const transactions = await listTransactions(user.id);
  const paidCents = transactions.filter((t) => t.status === "succeeded").reduce((n, t) => n + t.amountCents, 0);
  const doc = {
    user: { id: user.id, email: user.email, full_name: user.fullName },
    total_paid_usd: centsToUsd(paidCents),
    subscriptions: subscriptions.map(subscriptionJson),
    transactions: transactions.map(transactionJson),
  };
  await emit(o, doc, async () => {
    const { Heading, Screen, Table, Text } = await import("../views/ui");
    return (
      <Screen title={`Billing of ${user.email} (${user.fullName}): ${formatUsd(paidCents)} paid`}>
        <Heading>Subscriptions, newest first</Heading>
        {subscriptions.length === 0 ? (
          <Text>None.</Text>
        ) : (
          <Table
            columns={[
              { header: "Plan" },
              { header: "Status" },
              { header: "Start" },
              { header: "Expires" },
              { header: "Trial" },
              { header: "Renews" },
              { header: "Via" },
            ]}
            rows={subscriptions.map((s) => [
              s.planCode,
              cut(s.status, 16),
              day(s.startDate),
              day(s.expirationDate),
              s.isTrial ? "yes" : "no",
              s.autoRenew ? "yes" : "no",
              s.processor ?? "-",
            ])}
          />
        )}
        <Heading>Transactions, newest first</Heading>
        {transactions.length === 0 ? (
          <Text>None.</Text>
        ) : (
          <Table
            columns={[
              { header: "Date" },
              { header: "Type" },
              { header: "Item" },
              { header: "Amount", align: "right" },
              { header: "Status" },
              { header: "Coupon" },
            ]}
            rows={transactions.map((t) => [
              day(t.createdAt),
              cut(shortType(t.checkoutType), 16),
              cut(t.itemCode, 14),
              formatUsd(t.amountCents),
              t.status,
              cut(t.couponCode ?? "-", 12),
            ])}
          />
        )}
      </Screen>
    );
  });
}

const nowOption = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(new Date(v).getTime()), {
    message: "--now must be a date or a date and time, e.g. 2027-01-31 or 2027-01-31T09:00:00Z",
  })
  .transform((v) => new Date(v))
  .optional();

/** `codelift billing run-due [--now <time>]`: renews what has fallen due by then, as the server's timer does. */
async function runDueCommand(raw: unknown) {
  const o = parseOptions(z.object({ json: flag(), now: nowOption }), raw);
  await openData();
  const { runDueRenewals } = await import("../../app/services/billing/renewals.server");
  const { linkPendingStripeSubscriptions } = await import("../../app/services/billing/stripeSubscriptions.server");
  const now = o.now ?? new Date();
  const report = await runDueRenewals(now);
  // With Stripe, renewals are Stripe's; what is left here is linking plans bought while it was unreachable.
  const linked = await linkPendingStripeSubscriptions(now);
  const doc = {
    now: now.toISOString(),
    scheduled: report.scheduled,
    attempted: report.attempted,
    paid: report.paid,
    failed: report.failed,
    lapsed: report.lapsed,
    resumed: report.resumed,
    canceled: report.canceled,
    paid_usd: centsToUsd(report.paidCents),
    stripe_linked: linked,
  };
  await emit(o, doc, async () => {
    const { KeyValue, Screen } = await import("../views/ui");
    return (
      <Screen title={`Renewals due by ${now.toISOString()}`}>
        <KeyValue
          items={[
            ["Fell due", String(report.scheduled)],
            ["Charges tried", String(report.attempted)],
            ["Paid", `${report.paid} (${formatUsd(report.paidCents)})`],
            ["Failed, will retry", String(report.failed)],
            ["Lapsed", String(report.lapsed)],
            ["Resumed after a crash", String(report.resumed)],
            ["Cancelled meanwhile", String(report.canceled)],
            ["Linked to Stripe", String(linked)],
          ]}
        />
      </Screen>
    );
  });
}

export function registerBilling(program: Command): void {
  const billing = program
    .command("billing")
    .description("a learner's subscriptions and transactions, newest first; `billing run-due` renews what has fallen due")
    .argument("<email>", "the learner's e-mail address")
    .option("--json", "print one JSON document")
    .action(async (email: string, opts: unknown) => billingCommand(email, opts));
  billing
    .command("run-due")
    .description("charge the renewals that have fallen due (and the retries of failed ones), as the server does on its timer")
    .option("--now <time>", "the clock to run at (ISO date or date-time), to move time in tests and drills; default: now")
    .option("--json", "print one JSON document")
    // --json is also the parent's option: read both levels.
    .action(async (_opts: unknown, cmd: Command) => runDueCommand(cmd.optsWithGlobals()));
}

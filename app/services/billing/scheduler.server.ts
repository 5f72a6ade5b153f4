// The billing timer of the server process: every BILLING_INTERVAL_SECONDS it renews what has
// fallen due (renewals.server.ts). Runs never overlap within a process; across processes (or a
// `codelift billing run-due` at the same time) the renewal claims keep each charge to one runner.
import { env } from "~/utils/env.server";
import { runDueRenewals, type RenewalReport } from "./renewals.server";
import { linkPendingStripeSubscriptions } from "./stripeSubscriptions.server";

type BillingTick = (now: Date) => Promise<unknown>;

/** Work besides renewals on each tick: plans bought through Stripe while it was unreachable get their Stripe subscription. */
const extraTicks: BillingTick[] = [linkPendingStripeSubscriptions];
export function onBillingTick(tick: BillingTick): void {
  if (!extraTicks.includes(tick)) extraTicks.push(tick);
}

/** One tick: renewals, then the other billing work. Errors are logged, never thrown: the next tick tries again. */
async function billingTick(now = new Date()): Promise<RenewalReport | null> {
  let report: RenewalReport | null = null;
  try {
    report = await runDueRenewals(now);
    if (report.attempted > 0 || report.scheduled > 0)
      console.log(
        `Billing: ${report.scheduled} due, ${report.attempted} charged, ${report.paid} paid, ${report.failed} failed, ${report.lapsed} lapsed, ${report.resumed} resumed`,
      );
  } catch (e) {
    console.error("Billing: the renewal run failed:", e);
  }
  for (const tick of extraTicks) {
    try {
      await tick(now);
    } catch (e) {
      console.error("Billing: a tick failed:", e);
    }
  }
  return report;
}

let timer: NodeJS.Timeout | null = null;

/** Starts the timer (once per process); a first tick runs right away. Returns a stop function. */
export function startBillingScheduler(intervalSeconds = env().BILLING_INTERVAL_SECONDS): () => void {
  if (timer || intervalSeconds <= 0) return () => undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await billingTick(new Date());
    } finally {
      running = false;
    }
  };
  timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  void tick();
  return () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
}

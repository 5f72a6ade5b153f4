// Checkout throughput on the real services and a real SQLite file: priced checkouts per second
// (quotePlan: engine + database) and completed checkouts per second on the embedded card gateway
// (checkout() with the 4242 test card, a fresh attempt id each), then a burst of concurrent
// completions, each attempt sent twice at once, checked for exactly one transaction per attempt.
// `npm run bench:checkout` (a benchmark, never a test). LEARNERS, BENCH_MS and CONCURRENCY tune it;
// `ENGINE=postgres` runs it on a PostgreSQL database of its own (TEST_POSTGRES_URL's cluster, or a
// throwaway one of scripts/pg-cluster.sh, as the tests use).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const LEARNERS = Number(process.env.LEARNERS ?? 300);
const DURATION_MS = Number(process.env.BENCH_MS ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);

// A database of its own, set before any app module reads DATABASE_URL; the embedded gateway and
// the outbox, whatever the caller's environment says.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-bench-checkout-"));
const engine = process.env.ENGINE ?? "sqlite";
if (engine !== "sqlite" && engine !== "postgres") throw new Error("ENGINE must be sqlite or postgres");
const { createTestPostgres } = await import("../tests/integration/helpers/postgres");
const postgres = engine === "postgres" ? await createTestPostgres() : null;
process.env.DATABASE_URL = postgres?.url ?? path.join(dir, "bench.db");
for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SMTP_URL", "SESSION_SECRET"]) delete process.env[name];
// PostgreSQL is for many machines: the card fingerprints are signed with the shared session secret.
if (postgres) process.env.SESSION_SECRET = "bench-checkout-session-secret-0123456789";

const { closeDatabase } = await import("../db/client");
const { closePostgres } = await import("../db/postgres");
const { prepareDatabase } = await import("../seeds/prepare");
const { createUser } = await import("../app/models/user.server");
const { effectsOfAttempts } = await import("../app/models/checkoutAttempt.server");
const { quotePlan } = await import("../app/services/billing/pricing.server");
const { checkout, newAttemptId } = await import("../app/services/billing/checkout.server");
type User = Awaited<ReturnType<typeof createUser>>;
type Row = [string, string, string, string];

const card = { kind: "card" as const, number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 5, cvc: "123" };
const plans = ["300-12-6000", "400-12-6000", "200-1-6000", "100-3-6000", "300-24-6000", "250-12-6000"];
const coupons = [null, "WELCOME20", null, "FLAT50", "LIFETIME15"];
const countries = [null, "IN", null, "BR", "US"];
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length]!;
/** FLAT50 is for three annual plans only (seeds/commerce.ts): other plans go without it. */
const FLAT50_PLANS = ["300-12-6000", "400-12-6000", "200-12-6000"];
const couponFor = (plan: string, i: number) => {
  const code = pick(coupons, i);
  return code === "FLAT50" && !FLAT50_PLANS.includes(plan) ? null : code;
};
const rate = (n: number, ms: number) => Math.round(n / (ms / 1000)).toLocaleString("en-US");

/** Verified learners (made before anything is timed: hashing their passwords is not what is measured). */
async function createLearners(prefix: string, n: number): Promise<User[]> {
  const out: User[] = [];
  for (let i = 0; i < n; i++)
    out.push(
      await createUser({ email: `${prefix}-${i}@bench.test`, fullName: `Bench ${prefix} ${i}`, password: "bench-password-2026", verified: true }),
    );
  return out;
}

/** A plan checkout of learner i: what a request would send. */
const request = (user: User, i: number) => ({
  user,
  attemptId: newAttemptId(),
  checkoutType: "subscription-buy" as const,
  planCode: pick(plans, i),
  couponCode: couponFor(pick(plans, i), i),
  country: pick(countries, i),
  payment: card,
  origin: "http://localhost:3000",
});

const rows: Row[] = [];
try {
  const seeded = await prepareDatabase();
  if (!seeded) throw new Error("the benchmark database was not freshly seeded");
  const learners = await createLearners("buyer", LEARNERS);
  console.log(
    `checkout benchmark: ${LEARNERS} learners, ${DURATION_MS} ms of quotes, Node ${process.version}, ${postgres ? "PostgreSQL database" : "SQLite file"} ${process.env.DATABASE_URL}`,
  );

  // ---- priced checkouts: quotePlan round-robin over learners, plans, coupons and countries
  let quotes = 0;
  let sink = 0;
  const warmEnd = performance.now() + Math.min(500, DURATION_MS / 4);
  while (performance.now() < warmEnd)
    sink += (await quotePlan({ ...request(learners[quotes % LEARNERS]!, quotes++), now: new Date() })).price.totalCents;
  quotes = 0;
  const quoteStart = performance.now();
  while (performance.now() - quoteStart < DURATION_MS) {
    const q = await quotePlan({ ...request(learners[quotes % LEARNERS]!, quotes), now: new Date() });
    sink += q.price.totalCents;
    quotes++;
  }
  const quoteMs = performance.now() - quoteStart;
  rows.push(["priced checkouts (quotePlan)", quotes.toLocaleString("en-US"), (quoteMs / 1000).toFixed(2), rate(quotes, quoteMs)]);

  // ---- completed checkouts: each learner buys one plan with the 4242 card, one after another
  const buyStart = performance.now();
  let completed = 0;
  for (const [i, user] of learners.entries()) {
    const r = await checkout(request(user, i));
    if (!r.ok || r.status !== "succeeded") throw new Error(`checkout ${i} did not complete: ${JSON.stringify(r)}`);
    completed++;
  }
  const buyMs = performance.now() - buyStart;
  rows.push(["completed checkouts (4242)", completed.toLocaleString("en-US"), (buyMs / 1000).toFixed(2), rate(completed, buyMs)]);

  // ---- concurrent completion: CONCURRENCY attempts started at once, each sent twice (a double click)
  const burst = await createLearners("burst", CONCURRENCY);
  const requests = burst.map((user, i) => request(user, i));
  const burstStart = performance.now();
  const results = await Promise.all(requests.flatMap((req) => [checkout(req), checkout(req)]));
  const burstMs = performance.now() - burstStart;
  rows.push([`concurrent: ${CONCURRENCY} attempts × 2 calls`, String(results.length), (burstMs / 1000).toFixed(2), rate(CONCURRENCY, burstMs)]);

  const ids = requests.map((r) => r.attemptId);
  const { transactions, intents, subscriptions } = await effectsOfAttempts(
    ids,
    burst.map((u) => u.id),
  );
  const answers = new Map<string, number>();
  for (const r of results) answers.set(String(r.status), (answers.get(String(r.status)) ?? 0) + 1);
  const answered = [...answers].map(([status, n]) => `${n} × ${status}`).join(", ");
  const exactlyOnce = transactions.every((n) => n === 1) && intents.every((n) => n === 1) && subscriptions === CONCURRENCY;

  const header: Row = ["case", "checkouts", "seconds", "per second"];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (r: Row) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("   ");
  console.log();
  console.log(line(header));
  console.log(widths.map((w) => "─".repeat(w)).join("   "));
  for (const r of rows) console.log(line(r));
  console.log();
  console.log(
    `concurrent completion: ${CONCURRENCY} attempts, ${results.length} calls answered ${answered} (409: the same attempt still in progress); ` +
      `transactions per attempt ${Math.min(...transactions)}..${Math.max(...transactions)}, ` +
      `charges per attempt ${Math.min(...intents)}..${Math.max(...intents)}, ${subscriptions} subscriptions for ${CONCURRENCY} learners: ` +
      (exactlyOnce ? "exactly one each (ok)" : "NOT exactly one each (FAILED)"),
  );
  (globalThis as { benchSink?: number }).benchSink = sink;
  if (!exactlyOnce) process.exitCode = 1;
} finally {
  if (postgres) {
    await closePostgres(postgres.url);
    await postgres.drop();
  } else closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
}

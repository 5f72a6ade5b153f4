// What the billing banners read and write per learner: one query for every fact they need (the
// learner's plans, primary card, unseen referral credit, win-back, dismissals, the annual nudge, a
// pending GitHub student verification),
// dismissals, and the monthly → annual nudge's clicks. The choice of banners is the engine's.
import { and, eq, isNull, sql } from "drizzle-orm";
import { currentEngine, rows, run } from "../../db/access";

type BannerFacts<Sub, Card, Discount, Dismissal> = {
  subs: Sub[];
  card: Card | null;
  referral: boolean;
  discount: Discount | null;
  dismissals: Dismissal[];
  nudge: boolean;
  /** the school address of the learner's unconfirmed, unexpired GitHub student verification */
  pendingStudentEmail: string | null;
};

type RawFacts = { subs: unknown; card: unknown; referral: unknown; discount: unknown; dismissals: unknown; nudge: unknown; student: unknown };

// SQLite answers JSON as text and booleans as 0/1; PostgreSQL's json comes parsed and booleans as booleans.
const parsed = <T>(v: unknown, fallback: T): T => (v == null ? fallback : typeof v === "string" ? (JSON.parse(v) as T) : (v as T));
const truthy = (v: unknown) => v === true || v === 1 || v === "1" || v === "t";

/** One query: every per-learner fact the banners need (plans' isTrial/autoRenew/trialExtended/processorLinked as booleans). */
export async function learnerBannerFacts<Sub, Card, Discount, Dismissal>(
  userId: number,
  bannerIds: readonly string[],
  nudgeKind: string,
  now: string,
): Promise<BannerFacts<Sub, Card, Discount, Dismissal>> {
  const ids = sql.join(
    bannerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const statement =
    currentEngine() === "postgres"
      ? sql`SELECT
    (SELECT coalesce(json_agg(json_build_object('id', id, 'planCode', plan_code, 'featureSet', feature_set, 'validityMonths', validity_months,
        'planType', plan_type, 'status', status, 'isTrial', is_trial, 'autoRenew', auto_renew, 'expirationDate', expiration_date, 'graceUntil', grace_until,
        'trialExtended', trial_extended, 'processorLinked', stripe_subscription_id IS NOT NULL OR paypal_subscription_id IS NOT NULL)), '[]'::json)
      FROM subscriptions WHERE user_id = ${userId}) AS subs,
    (SELECT json_build_object('id', id, 'brand', brand, 'last4', last4, 'expMonth', exp_month, 'expYear', exp_year)
      FROM payment_methods WHERE user_id = ${userId} AND is_primary LIMIT 1) AS card,
    EXISTS (SELECT 1 FROM referral_credits WHERE user_id = ${userId} AND kind = 'earned' AND banner_seen_at IS NULL) AS referral,
    (SELECT json_build_object('expiration_date', expiration_date, 'churned_buyer_discount_type', discount_type, 'discount_percentage', discount_percentage, 'used_at', used_at)
      FROM churned_buyer_discounts WHERE user_id = ${userId}) AS discount,
    (SELECT coalesce(json_agg(json_build_object('bannerId', banner_id, 'scope', scope)), '[]'::json)
      FROM banner_dismissals WHERE user_id = ${userId} AND banner_id IN (${ids})) AS dismissals,
    EXISTS (SELECT 1 FROM billing_nudges WHERE user_id = ${userId} AND kind = ${nudgeKind} AND action = 'clicked') AS nudge,
    (SELECT student_email FROM student_verifications WHERE user_id = ${userId} AND verified_at IS NULL AND expires_at > ${now}
      ORDER BY id DESC LIMIT 1) AS student`
      : sql`SELECT
    (SELECT json_group_array(json_object('id', id, 'planCode', plan_code, 'featureSet', feature_set, 'validityMonths', validity_months,
        'planType', plan_type, 'status', status, 'isTrial', is_trial, 'autoRenew', auto_renew, 'expirationDate', expiration_date, 'graceUntil', grace_until,
        'trialExtended', trial_extended, 'processorLinked', stripe_subscription_id IS NOT NULL OR paypal_subscription_id IS NOT NULL))
      FROM subscriptions WHERE user_id = ${userId}) AS subs,
    (SELECT json_object('id', id, 'brand', brand, 'last4', last4, 'expMonth', exp_month, 'expYear', exp_year)
      FROM payment_methods WHERE user_id = ${userId} AND is_primary = 1 LIMIT 1) AS card,
    EXISTS (SELECT 1 FROM referral_credits WHERE user_id = ${userId} AND kind = 'earned' AND banner_seen_at IS NULL) AS referral,
    (SELECT json_object('expiration_date', expiration_date, 'churned_buyer_discount_type', discount_type, 'discount_percentage', discount_percentage, 'used_at', used_at)
      FROM churned_buyer_discounts WHERE user_id = ${userId}) AS discount,
    (SELECT json_group_array(json_object('bannerId', banner_id, 'scope', scope))
      FROM banner_dismissals WHERE user_id = ${userId} AND banner_id IN (${ids})) AS dismissals,
    EXISTS (SELECT 1 FROM billing_nudges WHERE user_id = ${userId} AND kind = ${nudgeKind} AND action = 'clicked') AS nudge,
    (SELECT student_email FROM student_verifications WHERE user_id = ${userId} AND verified_at IS NULL AND expires_at > ${now}
      ORDER BY id DESC LIMIT 1) AS student`;
  const [row] = await rows<RawFacts>(statement);
  const subs = parsed<(Sub & { isTrial: unknown; autoRenew: unknown; trialExtended: unknown; processorLinked: unknown })[]>(row?.subs, []);
  return {
    subs: subs.map((s) => ({
      ...s,
      isTrial: truthy(s.isTrial),
      autoRenew: truthy(s.autoRenew),
      trialExtended: truthy(s.trialExtended),
      processorLinked: truthy(s.processorLinked),
    })),
    card: parsed<Card | null>(row?.card, null),
    referral: truthy(row?.referral),
    discount: parsed<Discount | null>(row?.discount, null),
    dismissals: parsed<Dismissal[]>(row?.dismissals, []),
    nudge: truthy(row?.nudge),
    pendingStudentEmail: typeof row?.student === "string" ? row.student : null,
  };
}

/** Every earned referral credit of the learner not seen yet is marked seen now. */
export async function markReferralCreditsSeen(userId: number, at: string): Promise<void> {
  await run((db, t) =>
    db
      .update(t.referralCredits)
      .set({ bannerSeenAt: at })
      .where(and(eq(t.referralCredits.userId, userId), eq(t.referralCredits.kind, "earned"), isNull(t.referralCredits.bannerSeenAt))),
  );
}

/** Remembers that the learner dismissed a banner (this scope of it). */
export async function recordBannerDismissal(userId: number, bannerId: string, scope: string, at: string): Promise<void> {
  await run((db, t) => db.insert(t.bannerDismissals).values({ userId, bannerId, scope, createdAt: at }).onConflictDoNothing());
}

/** One more click of a nudge by the learner (the first one creates its row). */
export async function recordNudgeClick(userId: number, kind: string, at: string): Promise<{ kind: string; count: number; updatedAt: string | null }> {
  const [row] = await run((db, t) =>
    db
      .insert(t.billingNudges)
      .values({ userId, kind, action: "clicked", count: 1, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [t.billingNudges.userId, t.billingNudges.kind],
        set: { action: "clicked", count: sql`${t.billingNudges.count} + 1`, updatedAt: at },
      })
      .returning(),
  );
  return { kind: row!.kind, count: Number(row!.count), updatedAt: row!.updatedAt };
}

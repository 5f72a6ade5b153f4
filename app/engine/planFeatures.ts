// What each individual tier includes, as the plans page compares them, and the plain answers to
// the usual questions about buying. Every row is something the product does, decided by the same
// rule the product applies (the lesson access rule, the coach's graded submissions, the
// mock-interview allowance, who opens projects and cloud labs, assessments and certificates:
// docs/product/billing.md#plans); the answers follow the billing rules (auto-renew,
// renewal retries, trials, seats). Pure: numbers come from constants.
import {
  FEATURE_SETS,
  FREE_TRIAL_DAYS,
  GITHUB_STUDENT_DISCOUNT_PERCENT,
  MOCK_INTERVIEWS_PER_MONTH,
  TEAM_TRIAL_DAYS,
  type FeatureSet,
} from "./constants";
import { TEAM_TRIAL_SEATS } from "./business";
import { isPremiumTier, tierName } from "./plans";
import { mayRunLabs } from "./labs";
import { mayUseProjects } from "./projects";
import { RENEWAL_GRACE_DAYS, RENEWAL_RETRY_DAYS } from "./renewals";

/** A cell of the comparison: included, not included, or a short text (a number, "Sold separately"). */
export type FeatureCell = boolean | string;

interface PlanFeatureRow {
  feature: string;
  /** what the row means, in one sentence */
  detail: string;
  /** a free account */
  free: FeatureCell;
  tier: (featureSet: number) => FeatureCell;
}

/** Whether a tier by itself (no organization, not staff) opens projects / cloud labs. */
const tierOpensProjects = (featureSet: number) => mayUseProjects({ premiumTier: isPremiumTier(featureSet), staff: false, organizationAllows: false });
const tierOpensLabs = (featureSet: number) =>
  mayRunLabs({ premiumPlus: featureSet === FEATURE_SETS.PREMIUM_PLUS, staff: false, organizationAllows: false });

/** Mock interviews a month on a tier (0 when none). */
function mockInterviewsPerMonth(featureSet: number): number {
  return MOCK_INTERVIEWS_PER_MONTH[featureSet as FeatureSet] ?? 0;
}

const PLAN_FEATURE_ROWS: readonly PlanFeatureRow[] = [
  {
    feature: "Every lesson of every course and learning path",
    detail: "Free courses and the first lesson of every course are open to everyone; a plan opens the rest.",
    free: "Free courses and first lessons",
    tier: () => true,
  },
  {
    feature: "Notes, highlights and comments on lessons",
    detail: "Highlight and annotate what you read, search your notes and export them as Markdown.",
    free: true,
    tier: () => true,
  },
  {
    feature: "Interview prep: read the roadmaps and run your code",
    detail: "Every roadmap and problem statement, with Run on the visible tests and your own input.",
    free: true,
    tier: () => true,
  },
  {
    feature: "Graded submissions and the coach's next problem",
    detail: "Submit to be graded on every test; the coach picks your next problem and says why.",
    free: false,
    tier: (fs) => isPremiumTier(fs),
  },
  {
    feature: "Timed mock interviews",
    detail: "A company's frequent patterns, 45 or 60 minutes, two problems graded by the judge, a report.",
    free: false,
    tier: (fs) => (mockInterviewsPerMonth(fs) > 0 ? `${mockInterviewsPerMonth(fs)} a month` : false),
  },
  {
    feature: "Hands-on projects",
    detail: "Six guided and open projects (Python, Node, C++, Java, SQL, git) with files, a terminal and checks in a sandbox.",
    free: false,
    tier: tierOpensProjects,
  },
  {
    feature: "Cloud labs",
    detail: "Timed sessions where you type real aws commands against S3 and DynamoDB services running in your sandbox.",
    free: false,
    tier: tierOpensLabs,
  },
  {
    feature: "Skill assessments",
    detail: "Adaptive Python, JavaScript, SQL and system-design assessments: a score, a level and courses for your weak topics.",
    free: true,
    tier: () => true,
  },
  {
    feature: "Certificates anyone can verify",
    detail: "Earned when you complete a course or a learning path or pass an assessment, each with a public link, a PDF and an image.",
    free: true,
    tier: () => true,
  },
];

/** The comparison for the tiers shown (in order): one row per feature, the free account first. */
export function planComparison(featureSets: readonly number[]): { feature: string; detail: string; free: FeatureCell; cells: FeatureCell[] }[] {
  return PLAN_FEATURE_ROWS.map((r) => ({ feature: r.feature, detail: r.detail, free: r.free, cells: featureSets.map((fs) => r.tier(fs)) }));
}

/** A tier's short list for its card: what it adds over a free account. */
export function tierHighlights(featureSet: number): string[] {
  const out = ["Every lesson of every course and learning path"];
  if (isPremiumTier(featureSet)) out.push("Graded interview prep: the coach picks your next problem");
  const mocks = mockInterviewsPerMonth(featureSet);
  if (mocks > 0) out.push(`${mocks} timed mock interviews a month`);
  if (tierOpensProjects(featureSet)) out.push("Hands-on projects in a sandbox");
  if (tierOpensLabs(featureSet)) out.push("Cloud labs with real aws commands");
  return out;
}

/**
 * Tiers that cost the same for the term shown and what sets them apart: tiers with the same
 * price and the same row of the comparison include the same things.
 */
export function samePriceNotes(tiers: readonly { featureSet: number; totalCents: number }[]): string[] {
  const byPrice = new Map<number, number[]>();
  for (const t of tiers) byPrice.set(t.totalCents, [...(byPrice.get(t.totalCents) ?? []), t.featureSet]);
  const notes: string[] = [];
  for (const group of byPrice.values()) {
    if (group.length < 2) continue;
    const names = group.map(tierName);
    const list = `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
    const same = PLAN_FEATURE_ROWS.every((r) => group.every((fs) => r.tier(fs) === r.tier(group[0]!)));
    notes.push(
      same
        ? `${list} cost the same and include the same things on Codelift today (every row of the table below): choose either.`
        : `${list} cost the same; the table below shows what each includes.`,
    );
  }
  return notes;
}

export const PLAN_QUESTIONS: readonly { question: string; answer: string }[] = [
  {
    question: "Can I cancel?",
    answer:
      "Yes, at any time: turn auto-renew off in Billing. Your plan stays active until the end of the period you paid for and is not charged again.",
  },
  {
    question: "Do you refund payments?",
    answer:
      "A payment is not refunded: when you cancel you keep access until the end of the period you paid for. When you move to another plan, the unused value of your current plan is taken off the price of the new one.",
  },
  {
    question: "Is there a free trial?",
    answer: `Yes: ${FREE_TRIAL_DAYS} days of ${tierName(FEATURE_SETS.PREMIUM)}, once per account. Nothing is charged on the day you start; the plan is charged when the trial ends unless you turn auto-renew off before then.`,
  },
  {
    question: "What if a renewal payment fails?",
    answer: `Your backup card is tried, you keep access for ${RENEWAL_GRACE_DAYS} days while the payment is retried (days ${RENEWAL_RETRY_DAYS.join(", ")}), and we mail you. Adding or choosing a card in that time pays at once.`,
  },
  {
    question: "How do team seats work?",
    answer: `An organization buys seats for its people and its admins invite them by e-mail. Each seat opens the courses the organization's plan includes; admins assign and take back seats and can add more at any time. Teams can try it free for ${TEAM_TRIAL_DAYS} days with ${TEAM_TRIAL_SEATS} seats.`,
  },
  {
    question: "Is there a student discount?",
    answer: `Yes: verify a school e-mail on the GitHub Students page and every checkout takes ${GITHUB_STUDENT_DISCOUNT_PERCENT}% off.`,
  },
];

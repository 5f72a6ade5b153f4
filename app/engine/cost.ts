// The cost percentile (docs/product/judge.md#the-percentile): pure, shared by the server and tests.
import { groupDigits } from "./money";

/**
 * The share (whole percent, 0–100) of other learners whose best accepted cost is higher than
 * `cost`: "cheaper than X %". Equal costs do not count as beaten, so the same code gets the same
 * answer however often it is submitted. null when nobody else has an accepted cost yet.
 */
export function costPercentile(cost: number, othersBest: readonly number[]): number | null {
  if (othersBest.length === 0) return null;
  const beaten = othersBest.filter((c) => c > cost).length;
  return Math.floor((beaten * 100) / othersBest.length);
}

/** The sentence shown with an accepted submission's cost. */
export function costSentence(cost: number, percentile: number | null, languageName: string): string {
  const ops = `${groupDigits(cost)} counted operation${cost === 1 ? "" : "s"}`;
  return percentile == null
    ? `Cost: ${ops}. The first accepted ${languageName} cost on this problem: nothing to compare with yet.`
    : `Cost: ${ops}, cheaper than ${percentile} % of accepted submissions to this problem in ${languageName}.`;
}

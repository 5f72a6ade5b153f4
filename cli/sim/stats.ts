// Small summary statistics for the simulations.

export interface Summary {
  n: number;
  mean: number;
  p50: number;
  p90: number;
}

/** Nearest-rank percentile of sorted values (p in 0..100); 0 for no values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

export const round2 = (x: number) => Math.round(x * 100) / 100;

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.length ? sorted.reduce((s, v) => s + v, 0) / sorted.length : 0;
  return { n: sorted.length, mean: round2(mean), p50: percentile(sorted, 50), p90: percentile(sorted, 90) };
}

export interface Bin {
  label: string;
  from: number;
  to: number;
  count: number;
}

/** Counts integer values into bins of `width` covering min..max. */
export function integerBins(values: readonly number[], min: number, max: number, width: number): Bin[] {
  const bins: Bin[] = [];
  for (let from = min; from <= max; from += width) {
    const to = Math.min(max, from + width - 1);
    bins.push({ label: from === to ? String(from) : `${from}–${to}`, from, to, count: 0 });
  }
  for (const v of values) {
    const i = Math.min(bins.length - 1, Math.max(0, Math.floor((v - min) / width)));
    bins[i]!.count += 1;
  }
  return bins;
}

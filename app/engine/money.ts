// Money is integer cents inside the engine; USD with two decimals only at the edge.

/** Integer cents. */
export type Cents = number;

// Removes binary floating-point noise (e.g. 0.1 * 3) before a rounding decision.
function denoise(x: number): number {
  return Number(x.toFixed(9));
}

/** Round half up (towards +∞ on a tie): 2.5 → 3, -2.5 → -2. */
export function roundHalfUp(x: number): number {
  return Math.floor(denoise(x) + 0.5);
}

/** USD amount (e.g. 12.345) to integer cents, rounded half up. */
export function usdToCents(usd: number): Cents {
  if (!Number.isFinite(usd)) throw new Error(`Invalid USD amount: ${usd}`);
  return roundHalfUp(usd * 100);
}

/** Integer cents to a USD number with two decimals (for API fields). */
export function centsToUsd(cents: Cents): number {
  assertCents(cents);
  return Number((cents / 100).toFixed(2));
}

/** A whole number with thousands separators: 1234567 → "1,234,567" (the same on every host). */
export function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "$1,234.56"; negative amounts as "-$5.00". */
export function formatUsd(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = groupDigits(Math.floor(abs / 100));
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}$${dollars}.${rest}`;
}

/** `percent` % of an amount in cents, rounded half up to the cent. */
export function percentOfCents(cents: Cents, percent: number): Cents {
  return roundHalfUp((cents * percent) / 100);
}

export function assertCents(cents: number): asserts cents is Cents {
  if (!Number.isInteger(cents)) throw new Error(`Amount in cents must be an integer, got ${cents}`);
}

// Small formatting helpers shared by commands and views (no Ink here: commands load fast).
/** A tier's name, as the site names it (300 → "Premium", 400 → "Premium Plus"): the engine's one rule. */
export { tierName } from "../app/engine";

/** A text shortened to `n` characters for a table column, with an ellipsis when cut. */
export const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

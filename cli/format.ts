// Small formatting helpers shared by commands and views (no Ink here: commands load fast).
/** A tier's name, as the site names it (300 → "Premium", 400 → "Premium Plus"): the engine's one rule. */
export { tierName } from "../app/engine";

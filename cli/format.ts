// Small formatting helpers shared by commands and views (no Ink here: commands load fast).
import { FEATURE_SETS } from "../app/engine";

/** Feature set number to its tier name: 300 → "premium", 400 → "premium+". */
export const tierName = (featureSet: number) => {
  const key = Object.entries(FEATURE_SETS).find(([, v]) => v === featureSet)?.[0] ?? String(featureSet);
  return key === "PREMIUM_PLUS" ? "premium+" : key === "L2C" ? "L2C" : key.toLowerCase();
};

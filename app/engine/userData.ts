// Saved user data (platform.md §3 "Widget user data", §4 "Autosave of widget data", §7 "Saved user
// data"): the limits, the names a map may have, and the last-write-wins rule. Pure.

/** A POST body after inflating (JSON text) may be at most this long: larger is refused with 400. */
export const USERDATA_MAX_INFLATED_BYTES = 256 * 1024;
/** Saved data is compressed at deflate level 9 (platform.md §9). */
export const USERDATA_DEFLATE_LEVEL = 9;
/** POST /api/userdata/maps/get_values and /api/userdata/get-access-map read at most this many at once. */
export const USERDATA_MAX_BATCH = 50;
/** An interaction_map (JSON text) may be at most this long. */
export const INTERACTION_MAP_MAX_CHARS = 16 * 1024;

/** Map names: letters, digits and `_ . : -`, 1–100 characters; "work_id" is the per-work path. */
export const MAP_NAME_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
export const MAP_NAME_NOT_FOUND = "No saved data can have that name: use 1–100 letters, digits or _ . : -";
export const isValidMapName = (name: string) => MAP_NAME_PATTERN.test(name) && name !== "work_id";

export const USERDATA_TOO_LARGE = `The saved data is too large: the limit is ${USERDATA_MAX_INFLATED_BYTES / 1024} KB once inflated.`;
export const USERDATA_CORRUPT = "The request body is not valid deflate-compressed data (pako.deflate, level 9).";
export const STALE_WRITE_TEXT = "Not saved: a newer version was saved from another tab or device. Load it, or save yours again to replace it.";

export type WriteDecision = { write: true } | { write: false; reason: "stale" };

/**
 * Last write wins by the client's timestamp: a write older than what is stored is refused (the
 * learner is told); the same timestamp is a retry of the same write and is accepted.
 */
export function decideWrite(storedTimestamp: number | null | undefined, incomingTimestamp: number): WriteDecision {
  if (storedTimestamp == null || incomingTimestamp >= storedTimestamp) return { write: true };
  return { write: false, reason: "stale" };
}

/** `?snapshot=false` merges the sent keys into the stored map; otherwise the sent map replaces it. */
export function mergeMap(stored: Record<string, unknown> | null, sent: Record<string, unknown>, snapshot: boolean): Record<string, unknown> {
  return snapshot || !stored ? sent : { ...stored, ...sent };
}

/** Availability of platform.md §3: unknown 100, available 200, unavailable 300. */
export const accessMapKey = (authorId: number, workId: number) => `${authorId}-${workId}`;

/** The autosave states of platform.md §4 and what the learner reads for each. */
export type AutosaveState = "idle" | "request" | "success" | "failure" | "conflict";
export const AUTOSAVE_TEXT: Record<AutosaveState, string> = {
  idle: "",
  request: "Saving…",
  success: "Saved",
  failure: "Not saved: retry",
  conflict: "Not saved: a newer version was saved in another tab",
};

/** Values may arrive as JSON text (form-style clients send every value as a string): parsed when they are. */
export function fromJsonText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

// Saved user data (docs/product/learner-data.md#user-data, #your-answer): the limits, the names a map may have, and the last-write-wins rule. Pure.

/** A POST body after inflating (JSON text) may be at most this long: larger is refused with 400. */
export const USERDATA_MAX_INFLATED_BYTES = 256 * 1024;
/** Saved data is compressed at deflate level 9 (docs/product/learner-data.md#user-data). */
export const USERDATA_DEFLATE_LEVEL = 9;
/** POST /api/userdata/maps/get_values and /api/userdata/get-access-map read at most this many at once. */
export const USERDATA_MAX_BATCH = 50;
/** An interaction_map (JSON text) may be at most this long. */
export const INTERACTION_MAP_MAX_CHARS = 16 * 1024;

/** Map names: letters, digits and `_ . : -`, 1–100 characters; "work_id" is the per-work path. */
const MAP_NAME_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
export const MAP_NAME_NOT_FOUND = "No saved data can have that name: use 1–100 letters, digits or _ . : -";
export const isValidMapName = (name: string) => MAP_NAME_PATTERN.test(name) && name !== "work_id";

export const USERDATA_TOO_LARGE = `The saved data is too large: the limit is ${USERDATA_MAX_INFLATED_BYTES / 1024} KB once inflated.`;
export const USERDATA_CORRUPT = "The request body is not valid deflate-compressed data (pako.deflate, level 9).";
export const STALE_WRITE_TEXT = "Not saved: a newer version was saved from another tab or device. Load it, or save yours again to replace it.";

type WriteDecision = { write: true } | { write: false; reason: "stale" };

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

/** Availability of docs/product/learner-data.md#user-data: unknown 100, available 200, unavailable 300. */
export const accessMapKey = (authorId: number, workId: number) => `${authorId}-${workId}`;

/** The autosave states of docs/product/learner-data.md#your-answer and what the learner reads for each. */
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

/** The "Your answer" widget under every lesson: one text per learner and lesson (item_type text-input). */
export const LESSON_ANSWER_WIDGET_ID = "your-answer";
export const LESSON_ANSWER_ITEM_TYPE = "text-input";
export const LESSON_ANSWER_MAX_CHARS = 10_000;
export const LESSON_ANSWER_TOO_LONG = "Your answer must be at most 10,000 characters.";
/** Autosave waits this long after the last keystroke before saving. */
export const AUTOSAVE_DELAY_MS = 800;

type RemoteVersionAction = "ignore" | "adopt" | "conflict";

/**
 * A tab hears of a version saved elsewhere (another tab, or the server on focus). Last write wins
 * by timestamp: a version no newer than this tab's latest edit or save is ignored (this tab's
 * write wins). A newer one is adopted when nothing typed in this tab would be lost (the texts are
 * equal, or the learner has not typed here since the text was loaded). Otherwise this tab lost:
 * it is told, and keeps its text until the learner chooses.
 */
export function onRemoteVersion(
  local: { text: string; editTimestamp: number; savedTimestamp: number; edited: boolean },
  remote: { text: string; timestamp: number },
): RemoteVersionAction {
  if (remote.timestamp <= Math.max(local.editTimestamp, local.savedTimestamp)) return "ignore";
  return remote.text === local.text || !local.edited ? "adopt" : "conflict";
}

/** The timestamp that makes "keep mine" win over the version that won before. */
export const overwriteTimestamp = (now: number, winner: number) => Math.max(now, winner + 1);

/** The text kept in a lesson answer's userdata ({ text }), or "" for anything else. */
export const answerText = (userdata: unknown): string =>
  userdata && typeof userdata === "object" && typeof (userdata as { text?: unknown }).text === "string" ? (userdata as { text: string }).text : "";

// Byte bounds on text that came out of a sandbox: the server's second line behind the workers'
// own bounds. Written once, in worker-bounds.mjs (the workers and the JavaScript isolate use the
// same code); re-exported here with types for the server's modules.
import * as bounds from "./worker-bounds.mjs";

/** Bytes of `text` in UTF-8 (a lone surrogate counts as the 3 bytes of its replacement). */
export const utf8Length: (text: string) => number = bounds.utf8Length;

/** The note that ends a clipped text: `… output truncated (N bytes more)`. */
export const truncationNote: (what: string, moreBytes: number) => string = bounds.truncationNote;

/**
 * `text` when it fits in `maxBytes` of UTF-8; otherwise its start and a visible note saying
 * how much was cut, together at most `maxBytes` (clipping a clipped text changes nothing).
 */
export const clipText: (text: string, maxBytes: number, what?: string) => string = bounds.clipText;

// Byte bounds on text that came out of a sandbox: the server's second line behind the
// workers' own bounds (worker-bounds.mjs). Pure: no Node imports, so the coach may use it too.

/** Bytes of `text` in UTF-8 (a lone surrogate counts as the 3 bytes of its replacement). */
export function utf8Length(text: string): number {
  // ASCII is one byte a character; only the other runs are walked, so a huge ASCII text is cheap
  let n = text.length;
  for (const [run] of text.matchAll(/[\u0080-\uffff]+/g)) {
    for (let i = 0; i < run.length; i++) {
      const c = run.charCodeAt(i);
      if (c < 0x800) n += 1;
      else if (c >= 0xd800 && c < 0xdc00 && i + 1 < run.length && (run.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        n += 2;
        i++;
      } else n += 2;
    }
  }
  return n;
}

/** The longest prefix of `text` that fits in `maxBytes` of UTF-8, and its size. */
function utf8Prefix(text: string, maxBytes: number): { prefix: string; bytes: number } {
  let n = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    const pair = c >= 0xd800 && c < 0xdc00 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    const size = c < 0x80 ? 1 : c < 0x800 ? 2 : pair ? 4 : 3;
    if (n + size > maxBytes) break;
    n += size;
    i += pair ? 2 : 1;
  }
  return { prefix: text.slice(0, i), bytes: n };
}

/** Room kept for the note, so a clipped text with its note still fits the bound. */
const NOTE_ROOM = 64;

export const truncationNote = (what: string, moreBytes: number) => `… ${what} truncated (${moreBytes} bytes more)`;

/**
 * `text` when it fits in `maxBytes` of UTF-8; otherwise its start and a visible note saying
 * how much was cut, together at most `maxBytes` (clipping a clipped text changes nothing).
 */
export function clipText(text: string, maxBytes: number, what = "output"): string {
  if (text.length <= maxBytes / 3) return text;
  const total = utf8Length(text);
  if (total <= maxBytes) return text;
  const { prefix, bytes } = utf8Prefix(text, Math.max(0, maxBytes - NOTE_ROOM));
  return prefix + truncationNote(what, total - bytes);
}

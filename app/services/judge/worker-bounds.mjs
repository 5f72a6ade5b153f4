// What a sandbox worker may send to the server, shared by js-worker.mjs and python-worker.mjs.
// This is the trust boundary: learner code can tamper with the harness that runs beside it (a
// Python frame reaches the harness dict; a JavaScript prototype reaches the isolate's harness),
// so everything the harness answers is checked and bounded here, in worker code learner code
// cannot reach, before it crosses the process boundary. For a hidden test only the status, the
// error kind (from a fixed list), the time and the return value (for the server to compare)
// leave the worker: never the message, the printed output or how much was printed.
// The server bounds everything again (verdicts.ts) before anything is stored.

/**
 * How the judge bounds text shown to a learner (printed output, messages, return values), written
 * once: the server (bounds.ts re-exports it), these workers and the JavaScript isolate (js-worker.mjs
 * injects this function's source, so it uses nothing from outside its body). `byteLength`, where
 * given, is a native UTF-8 length (Buffer.byteLength) that gives the same answers faster.
 */
export function textBounds(byteLength) {
  /** Bytes of `text` in UTF-8 (a lone surrogate counts as the 3 bytes of its replacement). */
  const utf8Length =
    byteLength ??
    ((text) => {
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
    });

  /** The longest prefix of `text` that fits in `maxBytes` of UTF-8, and its size (a surrogate pair is never split). */
  const utf8Prefix = (text, maxBytes) => {
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
  };

  /** Room kept for the note, so a clipped text with its note still fits the bound. */
  const NOTE_ROOM = 64;

  /** The note that ends a clipped text. */
  const truncationNote = (what, moreBytes) => `… ${what} truncated (${moreBytes} bytes more)`;

  /**
   * `text` when it fits in `maxBytes` of UTF-8; otherwise its start and a visible note saying
   * how much was cut, together at most `maxBytes` (clipping a clipped text changes nothing).
   */
  const clipText = (text, maxBytes, what = "output") => {
    if (text.length <= maxBytes / 3) return text;
    const total = utf8Length(text);
    if (total <= maxBytes) return text;
    const { prefix, bytes } = utf8Prefix(text, Math.max(0, maxBytes - NOTE_ROOM));
    return prefix + truncationNote(what, total - bytes);
  };

  return { utf8Length, utf8Prefix, truncationNote, clipText, NOTE_ROOM };
}

export const { utf8Length, utf8Prefix, truncationNote, clipText, NOTE_ROOM } = textBounds(
  typeof Buffer === "function" ? (text) => Buffer.byteLength(text, "utf8") : undefined,
);

export const JS_ERROR_KINDS = ["Error", "TypeError", "RangeError", "SyntaxError", "ReferenceError", "EvalError", "URIError", "AggregateError"];
const LIMIT_KIND = { timeout: "Time Limit Exceeded", memory: "Memory Limit Exceeded", output: "Output Limit Exceeded" };
const STATUSES = new Set(["ok", "syntax", "runtime", "memory", "timeout", "output"]);

/**
 * The bounds of one job: a budget of job.bounds.totalBytes for return values, messages and
 * printed output together, and the printed output kept (job.stdoutBytes) with what was cut.
 * `kinds`: the error kinds this language may report.
 */
export function jobBounds(job, kinds) {
  const b = job.bounds;
  const allowed = new Set(kinds);
  let budget = b.totalBytes;
  let stdout = "";
  let stdoutBytes = 0;
  let cut = 0;

  /** A message within its bound and the budget; once the budget is spent, the kind alone. */
  const message = (text, fallback) => {
    if (typeof text !== "string") return fallback;
    const limit = Math.min(b.messageBytes, budget);
    if (limit < 2 * NOTE_ROOM) return fallback;
    const clipped = clipText(text, limit, "message");
    budget -= utf8Length(clipped);
    return clipped;
  };
  const kindOf = (status, kind) => LIMIT_KIND[status] ?? (typeof kind === "string" && allowed.has(kind) ? kind : undefined);

  return {
    message,
    /**
     * Printed output of top-level code or a visible test: kept up to stdoutBytes, the rest counted.
     * Answers what was kept of this one text (with a note when some of it was cut), for the test it belongs to.
     */
    printed(text, moreBytes) {
      let kept = "";
      let cutHere = 0;
      if (typeof text === "string" && text) {
        const room = Math.max(0, Math.min(job.stdoutBytes - stdoutBytes, budget));
        const size = utf8Length(text);
        if (size <= room) {
          stdout += text;
          stdoutBytes += size;
          budget -= size;
          kept = text;
        } else {
          const { prefix, bytes } = utf8Prefix(text, room);
          stdout += prefix;
          stdoutBytes += bytes;
          budget -= bytes;
          cut += size - bytes;
          kept = prefix;
          cutHere += size - bytes;
        }
      }
      if (Number.isSafeInteger(moreBytes) && moreBytes > 0) {
        cut += moreBytes;
        cutHere += moreBytes;
      }
      return cutHere > 0 ? `${kept}${kept && !kept.endsWith("\n") ? "\n" : ""}${truncationNote("output", cutHere)}\n` : kept;
    },
    /** Everything kept, with a note when some was cut. */
    stdout() {
      return cut > 0 ? `${stdout}\n${truncationNote("output", cut)}\n` : stdout;
    },
    /** The "test" message of one test, from what the harness answered (untrusted fields). */
    test({ index, status, output, message: text, kind, size, preview, timeMs, memBytes, stdout: printedText, cost }, hidden) {
      const st = STATUSES.has(status) ? status : "runtime";
      const report = { t: "test", index, status: st, timeMs: Number.isFinite(timeMs) ? timeMs : 0 };
      // the counted operations of a passed test (a count, never test data)
      if (st === "ok" && Number.isSafeInteger(cost) && cost >= 0) report.cost = cost;
      if (Number.isFinite(memBytes)) report.memBytes = memBytes;
      // what this visible test printed, as printed() kept it (already counted in the budget and the whole stdout)
      if (!hidden && typeof printedText === "string" && printedText) report.stdout = printedText;
      if (st === "ok" || st === "output") {
        // "output" from the harness: the value was too large to hand over, only its size and start came
        let json = typeof preview === "string" ? preview : "";
        let bytes = Number.isSafeInteger(size) && size > 0 ? size : 0;
        if (st === "ok") {
          json = typeof output === "string" ? output : "null";
          bytes = utf8Length(json);
          if (bytes <= Math.min(b.valueBytes, budget)) {
            budget -= bytes;
            report.output = json;
            return report;
          }
        }
        report.status = "output";
        report.kind = LIMIT_KIND.output;
        if (!hidden) {
          const over =
            bytes > b.valueBytes
              ? `more than the ${b.valueBytes} allowed per test`
              : `more than is left of the ${b.totalBytes} allowed per submission`;
          report.message = message(`Output Limit Exceeded: the return value is ${bytes} bytes of JSON, ${over}.`, LIMIT_KIND.output);
          if (budget >= b.previewBytes) {
            report.preview = clipText(json, b.previewBytes, "output");
            budget -= utf8Length(report.preview);
          }
        }
        return report;
      }
      const k = kindOf(st, kind);
      if (k) report.kind = k;
      if (!hidden) report.message = message(text, k ?? "Runtime Error");
      return report;
    },
  };
}

// The judge's text bounds, written once in app/services/judge/worker-bounds.mjs and used by the
// server, the sandbox workers and (as source) the JavaScript isolate.
import { describe, expect, it } from "vitest";
import { clipText, truncationNote, utf8Length } from "~/services/judge/bounds";
import { textBounds } from "~/services/judge/worker-bounds.mjs";

const SAMPLES = [
  "",
  "plain ASCII",
  "é and ß",
  "日本語",
  "emoji 😀 pair",
  "lone \ud800 high",
  "lone \udc00 low",
  "end \ud83d",
  "x".repeat(5000) + "é".repeat(3000),
];

describe("judge text bounds", () => {
  it("the copy the isolate gets stands alone (nothing from outside its body) and measures as Buffer does", () => {
    const isolated = new Function(`return (${textBounds.toString()})()`)() as ReturnType<typeof textBounds>;
    for (const s of SAMPLES) {
      expect(isolated.utf8Length(s), JSON.stringify(s.slice(0, 20))).toBe(Buffer.byteLength(s, "utf8"));
      expect(utf8Length(s)).toBe(Buffer.byteLength(s, "utf8"));
      expect(isolated.clipText(s, 200, "output")).toBe(clipText(s, 200, "output"));
    }
  });

  it("keeps a text that fits, and clips one that does not to its bound with a note saying how much was cut", () => {
    expect(clipText("short", 100)).toBe("short");
    const long = "é".repeat(1000); // 2,000 bytes
    const clipped = clipText(long, 500, "message");
    expect(utf8Length(clipped)).toBeLessThanOrEqual(500);
    expect(clipped.endsWith(truncationNote("message", 2000 - utf8Length(clipped.slice(0, clipped.indexOf("…")))))).toBe(true);
    expect(clipText(clipped, 500, "message")).toBe(clipped);
  });

  it("never splits a surrogate pair", () => {
    const clipped = clipText("😀".repeat(400), 300);
    const kept = clipped.slice(0, clipped.indexOf("…"));
    expect(kept).toBe("😀".repeat(kept.length / 2));
    expect(utf8Length(clipped)).toBeLessThanOrEqual(300);
  });
});

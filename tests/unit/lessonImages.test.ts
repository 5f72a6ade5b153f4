// Image uploads are recognised by their bytes (docs/product/authoring.md#images-in-lessons): PNG,
// JPEG and WebP pass whatever they are called; SVG and anything else are refused with a sentence;
// an image block becomes Markdown with its alt text and caption shown as written.
import { describe, expect, it } from "vitest";
import { lessonMarkdown } from "~/engine/authoring";
import { courseDraftSchema } from "~/engine/authoringSchemas";
import { IMAGE_TEXTS, contentTypeOfImageName, sniffImage } from "~/engine/lessonImages";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p)] : p)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR");
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF");
const WEBP = bytes("RIFF", [36, 0, 0, 0], "WEBPVP8 ");

describe("sniffImage", () => {
  it("knows PNG, JPEG and WebP by their first bytes", () => {
    expect(sniffImage(PNG)).toEqual({ ok: true, kind: "png", contentType: "image/png", ext: "png" });
    expect(sniffImage(JPEG)).toEqual({ ok: true, kind: "jpeg", contentType: "image/jpeg", ext: "jpg" });
    expect(sniffImage(WEBP)).toEqual({ ok: true, kind: "webp", contentType: "image/webp", ext: "webp" });
  });

  it("refuses SVG (with or without an XML prolog or a byte-order mark) with its own sentence", () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?>\n<!DOCTYPE svg>\n<svg onload="alert(1)"/>',
      "\uFEFF  <svg/>",
    ])
      expect(sniffImage(bytes(svg))).toEqual({ ok: false, reason: IMAGE_TEXTS.svg });
  });

  it("refuses anything else, an empty file, and a RIFF file that is not WebP", () => {
    expect(sniffImage(bytes("GIF89a..."))).toEqual({ ok: false, reason: IMAGE_TEXTS.notAnImage });
    expect(sniffImage(bytes("<html><body>hi</body></html>"))).toEqual({ ok: false, reason: IMAGE_TEXTS.notAnImage });
    expect(sniffImage(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toEqual({ ok: false, reason: IMAGE_TEXTS.notAnImage });
    expect(sniffImage(bytes([0x89, 0x50, 0x4e]))).toEqual({ ok: false, reason: IMAGE_TEXTS.notAnImage });
    expect(sniffImage(new Uint8Array())).toEqual({ ok: false, reason: IMAGE_TEXTS.empty });
  });

  it("serves a stored name with the content type of its kind, and nothing for other names", () => {
    const hash = "a".repeat(64);
    expect(contentTypeOfImageName(`${hash}.png`)).toBe("image/png");
    expect(contentTypeOfImageName(`${hash}.jpg`)).toBe("image/jpeg");
    expect(contentTypeOfImageName(`${hash}.webp`)).toBe("image/webp");
    expect(contentTypeOfImageName(`${hash}.svg`)).toBeNull();
    expect(contentTypeOfImageName(`../${hash}.png`)).toBeNull();
  });
});

describe("image blocks", () => {
  const src = `/media/images/${"b".repeat(64)}.png`;
  const draft = (block: Record<string, unknown>) => ({
    title: "T",
    slug: "t",
    summary: "",
    categorySlug: "c",
    difficulty: "beginner",
    access: "free",
    placeholders: {},
    sections: [{ key: "k1", title: "S", lessons: [{ key: "k1", slug: "l", title: "L", summary: "", minutes: 5, blocks: [block] }] }],
  });

  it("needs alt text with an image, and only our own image addresses", () => {
    expect(courseDraftSchema.safeParse(draft({ kind: "image", id: "i", src, alt: "A chart", caption: "" })).success).toBe(true);
    expect(courseDraftSchema.safeParse(draft({ kind: "image", id: "i", src: "", alt: "", caption: "" })).success).toBe(true);
    const noAlt = courseDraftSchema.safeParse(draft({ kind: "image", id: "i", src, alt: "  ", caption: "" }));
    expect(noAlt.success).toBe(false);
    expect(noAlt.error!.issues[0]!.message).toBe(IMAGE_TEXTS.altRequired);
    for (const other of ["https://evil.example/x.png", "javascript:alert(1)", `/media/images/${"b".repeat(64)}.svg`])
      expect(courseDraftSchema.safeParse(draft({ kind: "image", id: "i", src: other, alt: "x", caption: "" })).success).toBe(false);
  });

  it("becomes an image with its alt text and a caption, both shown as written; without an image, nothing", () => {
    const md = lessonMarkdown([{ kind: "image", id: "i", src, alt: "A [link](javascript:x) *bold*", caption: "Figure 1: <b>the heap</b>" }]);
    expect(md).toBe(`![A \\[link\\]\\(javascript:x\\) \\*bold\\*](${src})\n\n*Figure 1: \\<b\\>the heap\\</b\\>*\n`);
    expect(lessonMarkdown([{ kind: "image", id: "i", src: "", alt: "", caption: "" }])).toBe("\n");
  });
});

// Images in lessons (docs/product/authoring.md#images-in-lessons): what an upload is, read from its
// first bytes (never from its name or the browser's word), the address an image is served at, and
// the sentences the editor answers with. Pure: the bytes are an argument.

/** The largest image an author may upload. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Uploads per author in the window below. */
export const IMAGE_UPLOAD_LIMIT = { bucket: "authoring-image-upload", limit: 30, windowMs: 10 * 60_000 } as const;

export const IMAGE_KINDS = {
  png: { contentType: "image/png", ext: "png" },
  jpeg: { contentType: "image/jpeg", ext: "jpg" },
  webp: { contentType: "image/webp", ext: "webp" },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

export const IMAGE_TEXTS = {
  svg: "SVG images are not accepted (they can carry scripts): upload a PNG, JPEG or WebP image instead.",
  notAnImage: "This file is not a PNG, JPEG or WebP image: upload one of those.",
  empty: "The file is empty: choose a PNG, JPEG or WebP image.",
  tooBig: "The image is larger than 2 MB: make it smaller (or save it as JPEG or WebP) and upload it again.",
  imageRequired: "Choose an image to upload (PNG, JPEG or WebP, at most 2 MB).",
  altRequired: "Describe the image for readers who cannot see it (alt text, at most 300 characters).",
  caption: "A caption has at most 300 characters.",
  rateLimited: "You are uploading too many images: wait a few minutes and upload again. Your text is still in the form.",
} as const;

export type Sniffed = { ok: true; kind: ImageKind; contentType: string; ext: string } | { ok: false; reason: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** Whether the first bytes read as SVG (XML text naming an svg element). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return (head.startsWith("<") && head.includes("<svg")) || head.startsWith("<svg");
}

/** The kind of an uploaded file, by its magic bytes: PNG, JPEG or WebP; SVG and anything else refused with a sentence. */
export function sniffImage(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return { ok: false, reason: IMAGE_TEXTS.empty };
  const kind: ImageKind | null = startsWith(bytes, PNG)
    ? "png"
    : startsWith(bytes, JPEG)
      ? "jpeg"
      : startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)
        ? "webp"
        : null;
  if (kind) return { ok: true, kind, ...IMAGE_KINDS[kind] };
  return { ok: false, reason: looksLikeSvg(bytes) ? IMAGE_TEXTS.svg : IMAGE_TEXTS.notAnImage };
}

/** Where stored images are served: the content hash names the file, so an address never changes meaning. */
export const IMAGE_PATH_PREFIX = "/media/images/";
/** A stored image's name: its SHA-256 in hex and the extension of its kind. */
export const IMAGE_NAME = /^[a-f0-9]{64}\.(png|jpg|webp)$/;
export const IMAGE_SRC = /^\/media\/images\/[a-f0-9]{64}\.(png|jpg|webp)$/;

export const imageSrc = (name: string) => `${IMAGE_PATH_PREFIX}${name}`;

/** The Content-Type a stored image is served with, from its name; null for a name that is not one. */
export function contentTypeOfImageName(name: string): string | null {
  const m = IMAGE_NAME.exec(name);
  if (!m) return null;
  return Object.values(IMAGE_KINDS).find((k) => k.ext === m[1])!.contentType;
}

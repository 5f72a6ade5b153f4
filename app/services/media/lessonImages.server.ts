// Uploading images into the lesson editor's image blocks (docs/product/authoring.md#images-in-lessons):
// each file is checked by its content (PNG, JPEG, WebP; SVG refused), size-limited and counted
// against the author's upload allowance, then kept under its content hash. The caller has already
// checked that the user may edit this draft (only authors can).
import { createHash } from "node:crypto";
import { IMAGE_TEXTS, IMAGE_UPLOAD_LIMIT, MAX_IMAGE_BYTES, imageSrc, sniffImage } from "~/engine/lessonImages";
import { consumeRateLimit } from "~/models/rateLimit.server";
import type { User } from "~/models/user.server";
import { imageStore, type ImageStore } from "./imageStore.server";

export type UploadOutcome = {
  /** b{i}_src for each block whose file was stored */
  values: Record<string, string>;
  /** blocks.{i}.src → the sentence saying why a file was refused */
  errors: Record<string, string>;
  /** 413 when a file was too large, 429 past the allowance, else 400 (when there are errors) */
  status: number;
};

/** Stores one image: its address, or why it was refused. */
export async function storeImage(
  bytes: Uint8Array,
  store: ImageStore = imageStore(),
): Promise<{ ok: true; src: string } | { ok: false; text: string; status: number }> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, text: IMAGE_TEXTS.tooBig, status: 413 };
  const kind = sniffImage(bytes);
  if (!kind.ok) return { ok: false, text: kind.reason, status: 400 };
  const name = `${createHash("sha256").update(bytes).digest("hex")}.${kind.ext}`;
  if (!(await store.has(name))) await store.put(name, bytes);
  return { ok: true, src: imageSrc(name) };
}

/** The image blocks' files of a lesson editor form (b{i}_file), stored; none chosen is no upload. */
export async function storeLessonImages(user: User, form: FormData, now = new Date()): Promise<UploadOutcome> {
  const out: UploadOutcome = { values: {}, errors: {}, status: 400 };
  const count = Math.min(Number.parseInt(String(form.get("block_count") ?? ""), 10) || 0, 100);
  for (let i = 0; i < count; i++) {
    const file = form.get(`b${i}_file`);
    if (form.get(`b${i}_kind`) !== "image" || typeof file === "string" || file === null || (file.size === 0 && file.name === "")) continue;
    const key = `blocks.${i}.src`;
    if (file.size > MAX_IMAGE_BYTES) {
      out.errors[key] = IMAGE_TEXTS.tooBig;
      out.status = 413;
      continue;
    }
    const limit = await consumeRateLimit(IMAGE_UPLOAD_LIMIT, String(user.id), now.getTime());
    if (!limit.allowed) {
      out.errors[key] = IMAGE_TEXTS.rateLimited;
      out.status = 429;
      continue;
    }
    const stored = await storeImage(new Uint8Array(await file.arrayBuffer()));
    if (stored.ok) out.values[`b${i}_src`] = stored.src;
    else {
      out.errors[key] = stored.text;
      if (out.status === 400) out.status = stored.status;
    }
  }
  return out;
}

// Reads a saved-data POST body: deflate-compressed JSON (pako.deflate at level 9, sent as
// application/octet-stream) or, for tools and tests, plain application/json. Inflating is capped
// (USERDATA_MAX_INFLATED_BYTES): a body that inflates past it, a corrupt stream or anything that
// is not a JSON object is refused with 400 before anything is stored. A refused older write is
// answered 409 with the stored version, so the learner can be told.
import { json } from "@remix-run/node";
import { inflateSync } from "node:zlib";
import { STALE_WRITE_TEXT, USERDATA_CORRUPT, USERDATA_MAX_INFLATED_BYTES, USERDATA_TOO_LARGE } from "~/engine/userData";
import { errorText, parseJsonObject } from "./http.server";

const COMPRESSED_TYPES = ["application/octet-stream", "application/x-deflate", "application/zlib"];
const USERDATA_BODY_TYPE = "Send the body deflate-compressed (pako.deflate, level 9) as application/octet-stream, or as application/json.";

/** Inflates a zlib/deflate stream, never past `cap` bytes. Returns null when the data is corrupt. */
function inflateCapped(
  bytes: Uint8Array,
  cap = USERDATA_MAX_INFLATED_BYTES,
): { ok: true; text: string } | { ok: false; reason: "corrupt" | "too-large" } {
  let out: Buffer;
  try {
    out = inflateSync(bytes, { maxOutputLength: cap });
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === "ERR_BUFFER_TOO_LARGE" || e instanceof RangeError) return { ok: false, reason: "too-large" };
    return { ok: false, reason: "corrupt" };
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(out) };
  } catch {
    return { ok: false, reason: "corrupt" };
  }
}

/** The body as a JSON object, or a thrown 400/415 answer. */
export async function readUserDataBody(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  let text: string;
  if (COMPRESSED_TYPES.includes(type)) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength === 0) throw errorText(400, USERDATA_CORRUPT);
    const inflated = inflateCapped(bytes);
    if (!inflated.ok) throw errorText(400, inflated.reason === "too-large" ? USERDATA_TOO_LARGE : USERDATA_CORRUPT);
    text = inflated.text;
  } else if (type === "application/json") {
    text = await request.text();
    if (Buffer.byteLength(text) > USERDATA_MAX_INFLATED_BYTES) throw errorText(400, USERDATA_TOO_LARGE);
  } else {
    throw errorText(415, USERDATA_BODY_TYPE);
  }
  return parseJsonObject(text);
}

/** A write older than the stored one: 409 with the stored version. */
export const staleReply = <T>(current: T) => json({ errorText: STALE_WRITE_TEXT, saved: false, current }, { status: 409 });

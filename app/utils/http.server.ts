// Request edges: body parsing with zod (JSON or form, every value may be a string), and the
// API error replies of the specification.
import { json } from "@remix-run/node";
import type { z } from "zod";

export type ApiErrors = Record<string, string>;

export function errorText(status: number, text: string, init?: ResponseInit) {
  return json({ errorText: text }, { status, ...init });
}

export function fieldErrors(errors: ApiErrors, status = 400) {
  return json({ errors }, { status });
}

/** First message per field of a zod error. */
export function flattenIssues(error: z.ZodError): ApiErrors {
  const out: ApiErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

export const BODY_NOT_JSON = "The request body is not valid JSON.";
export const BODY_NOT_FORM = "The request body is not a valid form.";
export const BODY_UNSUPPORTED = "Send the body as application/json or as a form (application/x-www-form-urlencoded or multipart/form-data).";
export const FORM_REQUIRED = "Send the body as a form (application/x-www-form-urlencoded or multipart/form-data).";

const mediaType = (request: Request) => (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
const isForm = (type: string) => type === "application/x-www-form-urlencoded" || type === "multipart/form-data";

/**
 * Reads a form body. Anything that is not a form is refused with 415, a malformed form with 400
 * (never a 500): page actions and form-style API paths read their bodies here.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = mediaType(request);
  if (!isForm(type)) {
    if (type === "" && !(await hasBody(request))) return new FormData();
    throw errorText(415, FORM_REQUIRED);
  }
  try {
    return await request.formData();
  } catch {
    throw errorText(400, BODY_NOT_FORM);
  }
}

async function hasBody(request: Request): Promise<boolean> {
  if (!request.body) return false;
  return (await request.clone().arrayBuffer()).byteLength > 0;
}

/**
 * Reads a JSON object or a form body (string values). JSON must be sent as application/json: a
 * `text/plain` body is refused with 415 (a cross-site form can send text/plain without a
 * preflight). Malformed bodies answer 400; an empty body is an empty object.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = mediaType(request);
  if (type === "application/json" || type.endsWith("+json")) {
    const text = await request.text();
    if (text.trim() === "") return {};
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw errorText(400, BODY_NOT_JSON);
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) throw errorText(400, "The request body must be a JSON object.");
    return body as Record<string, unknown>;
  }
  if (isForm(type)) {
    const form = await readForm(request);
    const out: Record<string, unknown> = {};
    for (const [k, v] of form.entries()) if (typeof v === "string") out[k] = v;
    return out;
  }
  if (!(await hasBody(request))) return {};
  throw errorText(415, BODY_UNSUPPORTED);
}

export type Parsed<T> = { ok: true; data: T; raw: Record<string, unknown> } | { ok: false; errors: ApiErrors; raw: Record<string, unknown> };

export async function parseBody<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<Parsed<z.infer<S>>> {
  const raw = await readBody(request);
  const result = schema.safeParse(raw);
  return result.success ? { ok: true, data: result.data, raw } : { ok: false, errors: flattenIssues(result.error), raw };
}

/** Parses or throws the 400 reply with `errors`. */
export async function requireBody<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<z.infer<S>> {
  const parsed = await parseBody(request, schema);
  if (!parsed.ok) throw fieldErrors(parsed.errors);
  return parsed.data;
}

export function wantsJson(request: Request): boolean {
  const type = request.headers.get("Content-Type") ?? "";
  const accept = request.headers.get("Accept") ?? "";
  return type.includes("application/json") || (accept.includes("application/json") && !accept.includes("text/html"));
}

/**
 * The one safe-redirect function: every redirect that takes user input goes through it. The
 * target is resolved against this site's origin and followed only when it stays on that origin
 * and cannot be read as a protocol-relative URL (`//host`, `/\\host`) by a browser; anything
 * else (absent, too long, control characters, another origin) falls back.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  const origin = "http://codelift.invalid";
  try {
    const url = new URL(to, origin);
    if (url.origin !== origin) return fallback;
    const path = url.pathname + url.search + url.hash;
    // "/..//evil.example" resolves to the path "//evil.example", which a browser follows off-site.
    if (!path.startsWith("/") || path.startsWith("//")) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

export function clientIp(request: Request, context?: unknown): string {
  const fromContext = (context as { clientIp?: string } | undefined)?.clientIp;
  return fromContext ?? "local";
}

export function methodNotAllowed(allowed: string) {
  return json({ errorText: `Method not allowed. Use ${allowed}.` }, { status: 405, headers: { Allow: allowed } });
}

/** The reply for a failed flow: status with errorText and, when present, field errors (429: Retry-After). */
export function failureReply(f: { status: number; errorText?: string; errors?: Record<string, string>; retryAfterMs?: number; captchaRequired?: boolean }) {
  return json(
    { errorText: f.errorText, ...(f.errors ? { errors: f.errors } : {}), ...(f.captchaRequired ? { captcha_required: true } : {}) },
    { status: f.status, headers: retryAfterHeaders(f.retryAfterMs) },
  );
}

/** `Retry-After` in whole seconds, for 429 answers. */
export function retryAfterHeaders(retryAfterMs: number | undefined): HeadersInit | undefined {
  return retryAfterMs ? { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } : undefined;
}

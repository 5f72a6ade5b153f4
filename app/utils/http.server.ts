// Request edges: the one error vocabulary (helpers that throw Responses), body parsing with zod
// (pages read forms with parseForm, API paths JSON or forms with parseBody; every value may be
// a string), and the API's error replies (docs/product/shell.md#error-texts).
//
// Every error answer carries JSON `{ errorText }` or `{ errors }`: API callers read it as is, and
// pages render it through the one GeneralErrorBoundary (it shows errorText).
import { json, type HeadersFunction } from "@remix-run/node";
import type { z } from "zod";
import { safeParseBody } from "./stringValuedBody";

const NOT_FOUND_TEXT = "We could not find what you were looking for.";
export const NOT_LOGGED_IN = "You need to log in to do that.";
const FORBIDDEN_TEXT = "You do not have access to this.";

/** 404: the thing named by the URL does not exist (or must not be revealed). */
export function notFound(errorText: string = NOT_FOUND_TEXT, init?: ResponseInit): never {
  throw json({ errorText }, { ...init, status: 404 });
}

/** 400: the request is malformed; a text, or `{ field: message }`. */
export function badRequest(reason: string | Record<string, string>, init?: ResponseInit): never {
  throw json(typeof reason === "string" ? { errorText: reason } : { errors: reason }, { ...init, status: 400 });
}

/** 403: known caller, not allowed. */
export function forbidden(errorText: string = FORBIDDEN_TEXT, init?: ResponseInit): never {
  throw json({ errorText }, { ...init, status: 403 });
}

/** 401: a session is needed (API paths; pages redirect to login instead). */
export function unauthorized(errorText: string = NOT_LOGGED_IN, init?: ResponseInit): never {
  throw json({ errorText }, { ...init, status: 401 });
}

/** Validates route params with zod; anything off is the given not-found answer. */
export function parseParams<S extends z.ZodTypeAny>(params: unknown, schema: S, notFoundText: string = NOT_FOUND_TEXT): z.infer<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) notFound(notFoundText);
  return parsed.data;
}

type ApiErrors = Record<string, string>;

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

const BODY_NOT_JSON = "The request body is not valid JSON.";
const BODY_NOT_FORM = "The request body is not a valid form.";
const BODY_UNSUPPORTED = "Send the body as application/json or as a form (application/x-www-form-urlencoded or multipart/form-data).";
const FORM_REQUIRED = "Send the body as a form (application/x-www-form-urlencoded or multipart/form-data).";

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

/** A form's string values; a repeated field becomes an array of its values. */
export function formValues(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((v): v is string => typeof v === "string");
    if (values.length) out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

async function hasBody(request: Request): Promise<boolean> {
  if (!request.body) return false;
  return (await request.clone().arrayBuffer()).byteLength > 0;
}

/** A JSON text that must be an object: its fields, or a 400 `{errorText}` saying what is wrong. */
export function parseJsonObject(text: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw errorText(400, BODY_NOT_JSON);
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw errorText(400, "The request body must be a JSON object.");
  return body as Record<string, unknown>;
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
    return parseJsonObject(text);
  }
  if (isForm(type)) return formValues(await readForm(request));
  if (!(await hasBody(request))) return {};
  throw errorText(415, BODY_UNSUPPORTED);
}

type Parsed<T> = { ok: true; data: T; raw: Record<string, unknown> } | { ok: false; errors: ApiErrors; raw: Record<string, unknown> };

function validate<S extends z.ZodTypeAny>(raw: Record<string, unknown>, schema: S): Parsed<z.infer<S>> {
  // Bodies may come with every value a string (app/utils/stringValuedBody.ts).
  const result = safeParseBody(schema, raw);
  return result.success ? { ok: true, data: result.data, raw } : { ok: false, errors: flattenIssues(result.error), raw };
}

/** API paths: a JSON or form body validated with zod (bad bodies throw 400/415). */
export async function parseBody<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<Parsed<z.infer<S>>> {
  return validate(await readBody(request), schema);
}

/**
 * Page actions: the one way to read a form. Validates with zod; `raw` keeps what was sent so the
 * page can show it again. Non-form bodies throw 415, malformed forms 400. `extra` adds values
 * that do not come from the form (route params).
 */
export async function parseForm<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
  extra: Record<string, unknown> = {},
): Promise<Parsed<z.infer<S>>> {
  return validate({ ...formValues(await readForm(request)), ...extra }, schema);
}

/** Parses or throws the 400 reply with `errors`. */
export async function requireBody<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<z.infer<S>> {
  const parsed = await parseBody(request, schema);
  if (!parsed.ok) throw fieldErrors(parsed.errors);
  return parsed.data;
}

/** The bearer token of the request's Authorization header, or null. */
export function bearerToken(request: Request): string | null {
  const m = /^Bearer\s+(\S{1,200})\s*$/i.exec(request.headers.get("Authorization") ?? "");
  return m ? m[1]! : null;
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
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point of this test
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
export function failureReply(f: {
  status: number;
  errorText?: string;
  errors?: Record<string, string>;
  retryAfterMs?: number;
  captchaRequired?: boolean;
}) {
  return json(
    { errorText: f.errorText, ...(f.errors ? { errors: f.errors } : {}), ...(f.captchaRequired ? { captcha_required: true } : {}) },
    { status: f.status, headers: retryAfterHeaders(f.retryAfterMs) },
  );
}

/** `Retry-After` in whole seconds, for 429 answers. */
export function retryAfterHeaders(retryAfterMs: number | undefined): HeadersInit | undefined {
  return retryAfterMs ? { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } : undefined;
}

/** Marks a response (a redirect that sets session or handshake cookies) as never to be stored by any cache. */
export function noStore(response: Response): Response {
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * A page's `headers` export for actions that may be rate limited: a document answer only carries
 * the headers the route says, so the action's Retry-After (429) and Cache-Control are handed on here.
 */
export const keepRetryAfter: HeadersFunction = ({ actionHeaders }) => {
  // The action's Cache-Control too: a step that carries a one-time challenge (two-factor) says no-store.
  const out = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = actionHeaders.get(name);
    if (value) out.set(name, value);
  }
  return out;
};

/** The `intent` field of a form post, read from a copy so the body can still be parsed; null when there is none. */
export async function formIntent(request: Request): Promise<string | null> {
  const value = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get("intent");
  return typeof value === "string" ? value : null;
}

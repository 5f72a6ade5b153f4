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

/** Reads a JSON object or a form body; anything unreadable becomes an empty object. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = await request.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    }
    if (type.includes("form")) {
      const form = await request.formData();
      const out: Record<string, unknown> = {};
      for (const [k, v] of form.entries()) if (typeof v === "string") out[k] = v;
      return out;
    }
    const text = await request.text();
    if (!text) return {};
    const body = JSON.parse(text);
    return body && typeof body === "object" && !Array.isArray(body) ? body : {};
  } catch {
    return {};
  }
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

/** Only same-site absolute paths are followed; anything else falls back. */
export function safeRedirectPath(to: unknown, fallback = "/learn/home"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  try {
    const url = new URL(to, "http://codelift.local");
    if (url.host !== "codelift.local") return fallback;
    return url.pathname + url.search + url.hash;
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

/** The reply for a failed flow: status with errorText and, when present, field errors. */
export function failureReply(f: { status: number; errorText?: string; errors?: Record<string, string> }) {
  return json({ errorText: f.errorText, ...(f.errors ? { errors: f.errors } : {}) }, { status: f.status });
}

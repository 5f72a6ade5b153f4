// The HTTP edge, in front of Remix: security headers with a per-request CSP nonce, one origin
// check for every state-changing request (pages with or without `_data`, API paths), and body
// limits enforced before a body is read. Remix gets the body already read and bounded.
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import express, { type NextFunction, type Request as ExpressRequest, type RequestHandler, type Response as ExpressResponse } from "express";
import helmet from "helmet";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { withRequestMemo } from "../db/requestMemo";
import { DATABASE_UNAVAILABLE_TEXT, isDatabaseUnavailable, watchDatabase } from "../db/unavailable";
import { acceptsEncoding, defaultCacheControl, type PageCache } from "./page-cache";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const CROSS_SITE_REFUSED = "Cross-site requests are not allowed. Reload the page and try again.";
const bodyTooLarge = (limit: number) => `The request body is too large: the limit is ${Math.floor(limit / 1024)} KB.`;
const BODY_UNREADABLE = "The request body could not be read.";

/** Answers in the form the caller reads: JSON for API and data requests, a short page otherwise. */
function refuse(req: ExpressRequest, res: ExpressResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.status(status).set(headers);
  const wantsJson = req.path.startsWith("/api/") || "_data" in req.query || (req.get("accept") ?? "").includes("application/json");
  if (wantsJson) return res.json({ errorText: text });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${status} · Codelift</title></head><body><main><h1>${status}</h1><p>${text}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
  return res.type("html").send(html);
}

/** Where the browser talks to Stripe when it is configured: Stripe.js's origin and the API's. */
export type StripeOrigins = { js: string; api: string };

/**
 * Security headers: nonce-based CSP, HSTS when served over https, no framing, no sniffing. With
 * Stripe, the CSP also allows Stripe.js (script), its card frames and its API calls, and no more.
 */
export function securityHeaders(opts: { https: boolean; stripe?: StripeOrigins | null; formTargets?: readonly string[] }): RequestHandler[] {
  const stripe = opts.stripe ? [...new Set([opts.stripe.js, opts.stripe.api])] : [];
  return [
    (_req, res, next) => {
      res.locals.cspNonce = cspNonce();
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
      next();
    },
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as ExpressResponse).locals.cspNonce}'`, ...(opts.stripe ? [opts.stripe.js] : [])],
          // Stylesheets from the site, and <style> elements only with the nonce (the problem
          // editor's): no <style> written into a page takes effect. Style attributes stay allowed:
          // React writes its style props as attributes in the server's HTML
          // (docs/decisions/0030-markdown-allow-list.md); Markdown never carries one (the sanitiser drops style=).
          styleSrc: ["'self'", (_req, res) => `'nonce-${(res as ExpressResponse).locals.cspNonce}'`],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...stripe],
          ...(stripe.length ? { frameSrc: stripe } : {}),
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          // A form's answer may redirect only here, and to the payment pages it sends a payer to (PayPal's approval page).
          formAction: ["'self'", ...(opts.formTargets ?? [])],
          frameAncestors: ["'none'"],
          ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: opts.https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  ];
}

const TRACE_CONTEXT = /^[0-9a-f]{32}(\/\d{1,20})?(;o=[01])?$/i;

// Random bytes for the per-request ids (CSP nonce, trace id) come from a pool refilled 4 KiB at
// a time: one call to the system's generator per ~180 requests instead of two per request.
let pool = Buffer.alloc(0);
let poolAt = 0;
function randomSlice(n: number): Buffer {
  if (poolAt + n > pool.length) {
    pool = randomBytes(4096);
    poolAt = 0;
  }
  const out = Buffer.from(pool.subarray(poolAt, poolAt + n));
  poolAt += n;
  return out;
}

/** The CSP nonce of one answer: 16 random bytes, base64. */
const cspNonce = () => randomSlice(16).toString("base64");

/** The X-Cloud-Trace-Context of an answer: the one a load balancer passed on when well formed, else a fresh id. */
export function traceHeader(incoming: string | undefined): string {
  if (incoming && TRACE_CONTEXT.test(incoming)) return incoming;
  const bytes = randomSlice(22);
  return `${bytes.subarray(0, 16).toString("hex")}/${BigInt("0x" + bytes.subarray(16).toString("hex")).toString()};o=0`;
}

/**
 * Marks every answer as our own (docs/product/shell.md#version-headers): the app-version header (the build's version,
 * the one the browser sends back in X-Codelift-Client-Version) and a cloud trace header (the one a
 * load balancer in front passed on, else a fresh trace id). The browser opens the bot check for a
 * 429 without the trace header or a 403 without the version header: an answer that never reached
 * this server. Registered first, so even the edge refusals below (403, 413) carry both.
 */
export function appHeaders(version: string): RequestHandler {
  return (req, res, next) => {
    res.setHeader("X-Codelift-Version", version);
    res.setHeader("X-Cloud-Trace-Context", traceHeader(req.get("x-cloud-trace-context")));
    next();
  };
}

/**
 * Cross-site request forgery: a state-changing request is served only when the browser says it
 * comes from this site (`Sec-Fetch-Site: same-origin`, or an `Origin` naming this host or the
 * configured origin). Clients that send neither header are not browsers and carry no ambient
 * cookies of a victim; `Origin: null` (sandboxed frames, opaque redirects) is refused.
 */
export function sameOriginWrites(appOrigin: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    if (site && site !== "same-origin" && site !== "none") return refuse(req, res, 403, CROSS_SITE_REFUSED);
    const origin = req.get("origin");
    if (origin === undefined) return next();
    if (appOrigin && origin === appOrigin) return next();
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
    if (host && host === req.get("host")) return next();
    return refuse(req, res, 403, CROSS_SITE_REFUSED);
  };
}

/**
 * Reads every request body into memory up to a limit: over it (by Content-Length, before reading,
 * or by counting a chunked body) the answer is 413 and nothing reaches Remix.
 */
export function bodyLimit(limitFor: (path: string) => number): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const limit = limitFor(req.path);
    const tooLarge = () => refuse(req, res, 413, bodyTooLarge(limit), { Connection: "close" });
    const declared = Number(req.get("content-length") ?? "0");
    if (declared > limit) {
      // Refused before reading; closing the connection keeps the client from pushing the rest.
      req.unpipe();
      req.resume();
      return tooLarge();
    }
    express.raw({ type: () => true, limit })(req, res, (err?: unknown) => {
      if (!err) return next();
      const type = (err as { type?: string }).type;
      if (type === "entity.too.large") return tooLarge();
      if (type === "encoding.unsupported") return refuse(req, res, 415, "Unsupported Content-Encoding.");
      return refuse(req, res, 400, BODY_UNREADABLE);
    });
  };
}

type LoadContext = { clientIp: string; cspNonce: string };

/** The Fetch request Remix reads: the URL honours "trust proxy"; the body is what bodyLimit read. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const controller = new AbortController();
  // Abort loaders and actions when the client goes away before the answer is written.
  res.on("close", () => !res.writableFinished && controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const body: unknown = req.body;
  const hasBody = !SAFE_METHODS.has(req.method) && Buffer.isBuffer(body) && body.length > 0;
  return new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(body as Buffer) : null,
  });
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * The Remix request handler, fed with the body that bodyLimit read. With a page cache, an answer
 * it may keep is stored and sent from there; every other answer gets the default Cache-Control
 * (private, no-store for anything personal) unless the route chose one.
 */
export function remixHandler(
  build: ServerBuild,
  mode: string | undefined,
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => LoadContext,
  cache?: PageCache,
) {
  const handle = createRequestHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      // A GET or HEAD reads only: its loaders share what they read (db/requestMemo.ts).
      const run = () => handle(toFetchRequest(req, res), getLoadContext(req, res));
      const { result: response, unavailable } = await watchDatabase(() =>
        req.method === "GET" || req.method === "HEAD" ? withRequestMemo(run) : run(),
      );
      // A 5xx because the database did not answer (a restart, a failover): 503, try again soon.
      if (response.status >= 500 && unavailable()) return sendUnavailable(req, res);
      if (cache && (await cache.store(req, res, response))) return;
      const control = defaultCacheControl(req, res, response, res.locals.pageCacheKey !== undefined || (cache?.isAnonymous(req) ?? false));
      if (control) res.setHeader("Cache-Control", control);
      await sendResponse(res, response);
    } catch (error) {
      if (isDatabaseUnavailable(error) && !res.headersSent) return sendUnavailable(req, res);
      next(error);
    }
  };
}

/** The database does not answer: 503 with Retry-After, `{ errorText }` to API and data requests, a short page to a browser. */
function sendUnavailable(req: ExpressRequest, res: ExpressResponse): void {
  res.status(503);
  res.setHeader("Retry-After", "5");
  res.setHeader("Cache-Control", "no-store");
  const wantsJson =
    req.path.startsWith("/api/") || "_data" in req.query || (req.accepts(["html", "json"]) === "json" && !req.get("accept")?.includes("text/html"));
  if (wantsJson) {
    res.json({ errorText: DATABASE_UNAVAILABLE_TEXT });
    return;
  }
  res
    .type("html")
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Briefly unavailable | Codelift</title></head><body><main><h1>Briefly unavailable</h1><p>${DATABASE_UNAVAILABLE_TEXT}</p></main></body></html>`,
    );
}

/** Which encodings a client takes, best first, among those the build wrote beside each asset. */
function acceptedEncodings(header: string | undefined): ("br" | "gzip")[] {
  return (["br", "gzip"] as const).filter((name) => acceptsEncoding(header, name));
}

/**
 * The fingerprinted build assets (public/build): served with immutable caching for a year, and as
 * the brotli or gzip file that server/build.mjs wrote beside each one when the client takes it.
 */
export function buildAssets(dir: string): RequestHandler[] {
  const exists = new Map<string, boolean>();
  const has = (file: string) => {
    let known = exists.get(file);
    if (known === undefined) {
      known = fs.existsSync(file);
      if (exists.size > 10_000) exists.clear();
      exists.set(file, known);
    }
    return known;
  };
  const suffix = { br: ".br", gzip: ".gz" } as const;
  return [
    (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      let rel: string;
      try {
        rel = decodeURIComponent(req.path);
      } catch {
        return next();
      }
      const file = path.join(dir, path.normalize(rel));
      if (!file.startsWith(dir + path.sep) || !COMPRESSIBLE_ASSET.test(file)) return next();
      res.setHeader("Vary", "Accept-Encoding");
      for (const encoding of acceptedEncodings(req.get("accept-encoding"))) {
        if (!has(file + suffix[encoding])) continue;
        const q = req.url.indexOf("?");
        req.url = q < 0 ? req.url + suffix[encoding] : req.url.slice(0, q) + suffix[encoding] + req.url.slice(q);
        res.setHeader("Content-Encoding", encoding);
        break;
      }
      next();
    },
    express.static(dir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      setHeaders(res, file) {
        // A precompressed file has the type of the asset it was made from.
        const original = file.replace(/\.(br|gz)$/, "");
        if (original !== file) res.setHeader("Content-Type", `${express.static.mime.lookup(original)}; charset=UTF-8`);
      },
    }),
  ];
}

/**
 * The other files of public/ (the favicon, …), served with an hour's caching. The list is read
 * once at start: a page request then costs a set lookup, not a failed fs.stat (which was 5 % of
 * a page view's CPU). The build output (public/build) has its own handler, buildAssets.
 */
export function publicFiles(dir: string): RequestHandler {
  const files = new Set<string>();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = `${sub}/${entry.name}`;
      if (entry.isDirectory()) {
        if (rel !== "/build") walk(rel);
      } else files.add(rel);
    }
  };
  if (fs.existsSync(dir)) walk("");
  const serve = express.static(dir, { maxAge: "1h", index: false });
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next());
}

/** The assets server/build.mjs compresses (and the page cache's types): text, not images. */
const COMPRESSIBLE_ASSET = /\.(js|mjs|css|map|json|svg|txt|html)$/;

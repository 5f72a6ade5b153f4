// The anonymous page cache (docs/decisions/0014-page-cache-and-compression.md): GET answers
// for visitors without a session are kept in this process, compressed once (brotli and gzip), and
// served with ETag/304 and `Cache-Control: public, s-maxage, stale-while-revalidate` so that a CDN
// in front can keep them too. Anything personal never enters it:
//   - a request is eligible only when every cookie it carries is one of KEY_COOKIES (theme, banner
//     and coach-context cookies, which become part of the key); a session, toast, single sign-on,
//     checkout or any unknown cookie sends it past the cache;
//   - an answer is kept only when it is a 200 HTML or JSON page of such a request, sets no cookie
//     and does not call itself private / no-store / no-cache.
// The key holds every input that changes the HTML: method class, path and query, the key cookies,
// the country header (COUNTRY_HEADER), whether the client asks for JSON, and the build id (bots
// and browsers get the same document, rendered whole). An entry lives until the content version (a
// counter in the database that triggers raise on every content change, read on every request that
// could be served from the cache, so it works across processes and machines) moves on, or its TTL
// runs out. A version that cannot be read (-1: the database does not answer) serves nothing kept.
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Cookies that change what an anonymous visitor sees: part of the key. Any other cookie bypasses the cache. */
const KEY_COOKIES = ["theme", "__banner_dismissals", "site_coupon_dismissed", "coach_context"] as const;

type PageCacheOptions = {
  /** the deployment's build id (Remix assets version) */
  buildId: string;
  /** seconds an entry is served for at most (0: the cache is off) */
  ttlSeconds: number;
  maxEntries: number;
  /** the request header a CDN sets to the visitor's country, when configured */
  countryHeader?: string;
  /** the content version now (one indexed read on either engine; -1 when it cannot be read) */
  contentVersion: () => Promise<number>;
  now?: () => number;
};

type Entry = {
  version: number;
  storedAt: number;
  status: number;
  headers: [string, string][];
  etag: string;
  /** the CSP nonce the page was rendered with (its scripts carry it) */
  nonce: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /**
   * Every header of the answer that does not change from one request to the next (the security
   * headers with the CSP naming `nonce`, the app version, the page's own), for the fast path.
   */
  fixed: OutgoingHttpHeaders;
};

/** What a cache key is computed from: an Express request, or the bare Node one of the fast path. */
type KeyRequest = { method?: string; headers: IncomingHttpHeaders; url?: string; originalUrl?: string };

const ELIGIBLE_TYPES = /^(text\/html|application\/json)\b/i;
/** Headers of the Remix answer that are not kept: recomputed per answer or by Express. */
const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "cache-control",
  "vary",
  "keep-alive",
]);
/** Headers set per request (or per answer) that the fast path writes itself. */
const PER_REQUEST_HEADERS = new Set([...DROPPED_HEADERS, "x-cloud-trace-context", "x-cache", "set-cookie"]);

/** Cookie names and raw values of a Cookie header (no decoding: the raw value is what the key needs). */
function parseCookies(header: string | undefined): [string, string][] {
  if (!header) return [];
  const out: [string, string][] = [];
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    const name = (i < 0 ? part : part.slice(0, i)).trim();
    if (name) out.push([name, i < 0 ? "" : part.slice(i + 1).trim()]);
  }
  return out;
}

/** Whether an Accept-Encoding header takes an encoding: named, with no q or a q above 0. */
export function acceptsEncoding(accept: string | undefined, name: "br" | "gzip"): boolean {
  if (!accept) return false;
  const m = new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=([0-9.]+))?\\s*(?:,|$)`, "i").exec(accept);
  return m !== null && (m[1] === undefined || Number(m[1]) > 0);
}

/** The best encoding a client takes: brotli, else gzip, else none. */
function pickEncoding(accept: string | undefined): "br" | "gzip" | "identity" {
  if (acceptsEncoding(accept, "br")) return "br";
  if (acceptsEncoding(accept, "gzip")) return "gzip";
  return "identity";
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

/**
 * A weak ETag of the page without its CSP nonce: the same content rendered again (after the TTL,
 * or by another process) keeps its ETag, so revalidation answers 304.
 */
function etagOf(body: Buffer, nonce: string): string {
  const text = body.toString("utf8");
  return `W/"${createHash("sha1")
    .update(nonce ? text.split(nonce).join("") : text)
    .digest("base64url")}"`;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(opts: PageCacheOptions) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, { version: number; promise: Promise<Entry | null>; resolve: (e: Entry | null) => void }>();
  const enabled = opts.ttlSeconds > 0;
  const countryHeader = opts.countryHeader?.toLowerCase();
  const cacheControl = `public, max-age=0, s-maxage=${opts.ttlSeconds}, stale-while-revalidate=${opts.ttlSeconds * 2}`;
  const vary = ["Accept-Encoding", "Cookie", ...(opts.countryHeader ? [opts.countryHeader] : [])].join(", ");

  /** The key of a request, or null when the request must not be served from (or stored in) the cache. */
  function keyOf(req: KeyRequest): string | null {
    if (!enabled) return null;
    return anonymousKey(req);
  }

  /** The key of a visitor's GET or HEAD whose cookies are all key cookies (whether or not the cache is on), else null. */
  function anonymousKey(req: KeyRequest): string | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const cookies = parseCookies(req.headers.cookie);
    const parts: string[] = [];
    for (const [name, value] of cookies) {
      if (!(KEY_COOKIES as readonly string[]).includes(name)) return null;
      parts.push(`${name}=${value}`);
    }
    parts.sort();
    const country = countryHeader
      ? String(req.headers[countryHeader] ?? "")
          .trim()
          .toUpperCase()
          .slice(0, 8)
      : "";
    const json = (req.headers.accept ?? "").includes("application/json") ? "j" : "h";
    // The host name is part of the key: white-label hosts and the business domain serve other
    // pages at the same path (docs/product/white-label.md).
    const host = String(req.headers.host ?? "")
      .toLowerCase()
      .slice(0, 255);
    return [opts.buildId, req.originalUrl ?? req.url ?? "", parts.join("&"), country, json, host].join("\n");
  }

  function send(req: ExpressRequest, res: ExpressResponse, entry: Entry, state: "HIT" | "MISS") {
    res.status(entry.status);
    for (const [k, v] of entry.headers) res.append(k, v);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Vary", vary);
    res.setHeader("ETag", entry.etag);
    res.setHeader("X-Cache", state);
    // The page's scripts carry the nonce it was rendered with: the CSP names that one.
    const csp = res.getHeader("Content-Security-Policy");
    const fresh = String(res.locals.cspNonce ?? "");
    if (typeof csp === "string" && fresh && fresh !== entry.nonce) res.setHeader("Content-Security-Policy", csp.split(fresh).join(entry.nonce));
    if (etagMatches(req.headers["if-none-match"], entry.etag)) {
      // The browser keeps the page it has, with the CSP it came with (its nonce): a 304 that
      // named another nonce would replace the stored policy and block the stored page's scripts.
      res.removeHeader("Content-Security-Policy");
      res.status(304).end();
      return;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  /** The entry a request may be served, when there is one and it is still fresh. */
  function freshEntry(key: string, version: number): Entry | null {
    const entry = entries.get(key);
    return entry && version >= 0 && entry.version === version && now() - entry.storedAt < opts.ttlSeconds * 1000 ? entry : null;
  }

  return {
    keyOf,
    /**
     * The fast path, before Express: a cache hit is answered from the bare Node request with the
     * headers the entry was first sent with (plus a fresh trace header); anything else (not
     * eligible, not kept, stale) returns false and goes through Express as usual, where `lookup`
     * decides again. A hit costs no middleware: most of the difference to a bare Node server.
     */
    async serveFast(req: IncomingMessage, res: ServerResponse, traceHeader: (incoming: string | undefined) => string): Promise<boolean> {
      const key = keyOf(req);
      if (key === null || !entries.has(key)) return false;
      const entry = freshEntry(key, await opts.contentVersion());
      if (!entry) return false;
      const trace = req.headers["x-cloud-trace-context"];
      const headers: OutgoingHttpHeaders = {
        ...entry.fixed,
        "X-Cloud-Trace-Context": traceHeader(Array.isArray(trace) ? trace[0] : trace),
        "Cache-Control": cacheControl,
        Vary: vary,
        ETag: entry.etag,
        "X-Cache": "HIT",
      };
      if (etagMatches(req.headers["if-none-match"], entry.etag)) {
        // As in send: a 304 keeps the browser's stored policy (the nonce of its stored page).
        for (const k of Object.keys(headers)) if (k.toLowerCase() === "content-security-policy") delete headers[k];
        res.writeHead(304, headers).end();
        return true;
      }
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
      if (encoding !== "identity") headers["Content-Encoding"] = encoding;
      headers["Content-Length"] = String(body.length);
      res.writeHead(entry.status, headers);
      if (req.method === "HEAD") res.end();
      else res.end(body);
      return true;
    },
    /** Whether the request is a visitor's that the cache could serve (its answers are not personal). */
    isAnonymous: (req: ExpressRequest) => anonymousKey(req) !== null,
    /** Serves a fresh entry (304 when the ETag matches); else remembers the key for `store`. */
    async lookup(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
      const key = keyOf(req);
      if (key === null) return next();
      const version = await opts.contentVersion();
      res.locals.pageCacheKey = key;
      res.locals.pageCacheVersion = version;
      const fresh = freshEntry(key, version);
      if (fresh) return send(req, res, fresh, "HIT");
      entries.delete(key);
      // One render per key at a time: requests that come meanwhile wait for it (and render
      // themselves when it could not be kept).
      const running = pending.get(key);
      if (running && running.version === version) {
        void running.promise.then((e) => (e && !res.headersSent ? send(req, res, e, "HIT") : next()));
        return;
      }
      let resolve!: (e: Entry | null) => void;
      const promise = new Promise<Entry | null>((r) => (resolve = r));
      const own = { version, promise, resolve };
      pending.set(key, own);
      res.locals.pageCacheSettle = (e: Entry | null) => {
        if (pending.get(key) === own) pending.delete(key);
        own.resolve(e);
      };
      // An answer that never reaches `store` (an error, a closed connection) lets the waiters go.
      res.once("close", () => (res.locals.pageCacheSettle as (e: Entry | null) => void)(null));
      next();
    },
    /**
     * Called with Remix's answer to a request that `lookup` let through: when the answer may be
     * kept it is stored and sent (true); otherwise nothing is sent (false) and the caller streams it.
     */
    async store(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<boolean> {
      const key = res.locals.pageCacheKey as string | undefined;
      if (key === undefined) return false;
      const settle = (res.locals.pageCacheSettle as ((e: Entry | null) => void) | undefined) ?? (() => undefined);
      const type = response.headers.get("Content-Type") ?? "";
      const control = (response.headers.get("Cache-Control") ?? "").toLowerCase();
      if (
        req.method !== "GET" ||
        response.status !== 200 ||
        !ELIGIBLE_TYPES.test(type) ||
        /private|no-store|no-cache/.test(control) ||
        response.headers.has("Set-Cookie") ||
        res.getHeader("Set-Cookie") !== undefined
      ) {
        settle(null);
        return false;
      }
      const identity = Buffer.from(await response.arrayBuffer());
      const [br, gz] = await Promise.all([
        brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
        gzip(identity, { level: 9 }),
      ]);
      const nonce = String(res.locals.cspNonce ?? "");
      const headers: [string, string][] = [];
      for (const [k, v] of response.headers.entries()) if (!DROPPED_HEADERS.has(k.toLowerCase())) headers.push([k, v]);
      // What the middleware before Remix set (security headers, CSP with this nonce, version), then the page's own.
      const fixed: OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(res.getHeaders())) if (v !== undefined && !PER_REQUEST_HEADERS.has(k)) fixed[k] = v;
      for (const [k, v] of headers) {
        const name = k.toLowerCase();
        const prior = fixed[name];
        fixed[name] = prior === undefined ? v : [...(Array.isArray(prior) ? prior : [String(prior)]), v];
      }
      const entry: Entry = {
        version: res.locals.pageCacheVersion as number,
        storedAt: now(),
        status: response.status,
        headers,
        etag: etagOf(identity, nonce),
        nonce,
        identity,
        br,
        gzip: gz,
        fixed,
      };
      // A client may have gone away meanwhile: keep the entry, answer only an open connection.
      entries.delete(key);
      entries.set(key, entry);
      settle(entry);
      while (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value as string);
      if (!res.headersSent && !res.writableEnded) send(req, res, entry, "MISS");
      return true;
    },
    size: () => entries.size,
  };
}

/**
 * The Cache-Control of an answer that did not come from (or go into) the page cache, when the
 * route chose none: anything for a visitor with cookies the cache does not know (a session), or
 * that sets a cookie, is private and never stored; other answers are revalidated every time.
 */
export function defaultCacheControl(req: ExpressRequest, res: ExpressResponse, response: Response, cacheable: boolean): string | null {
  if (response.headers.has("Cache-Control")) return null;
  if (!cacheable || response.headers.has("Set-Cookie") || res.getHeader("Set-Cookie") !== undefined) return "private, no-store";
  return req.method === "GET" || req.method === "HEAD" ? "no-cache" : "no-store";
}

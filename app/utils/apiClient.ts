// The browser client's request rules (docs/product/shell.md#request-bodies), in one small module with
// no server code: bodies with every value a string, success as 200 to 399, answers that count as
// handled, page props retried and aborted, calls of one kind cancelling the earlier in-flight one,
// and storage that clears itself when full. The fetch, the timers and the storage are arguments,
// so the rules are unit-tested as they run (tests/unit/api-client.test.ts).

/** Success is any status from 200 to 399. */
export const isSuccessStatus = (status: number) => status >= 200 && status <= 399;

/** A JSON body with every value a string: text as is, anything else as its JSON. */
export function stringValuedBody(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    out[k] = typeof v === "string" ? v : JSON.stringify(v);
  }
  return out;
}

const HANDLED_CODES = new Set(["already_exists", "operation_not_allowed"]);
const HANDLED_TEXT = /\balready exists\b|\boperation not allowed\b/i;

/**
 * Whether an answer counts as done: a success, or an "already exists" / "operation not allowed"
 * refusal (the thing asked for is already so, or may not be done again): treated as handled.
 */
export function isHandledAnswer(status: number, body: unknown): boolean {
  if (isSuccessStatus(status)) return true;
  if (!body || typeof body !== "object") return false;
  const b = body as { error_code?: unknown; errorText?: unknown };
  if (typeof b.error_code === "string" && HANDLED_CODES.has(b.error_code.toLowerCase())) return true;
  return typeof b.errorText === "string" && HANDLED_TEXT.test(b.errorText);
}

// ---- page props ------------------------------------------------------------------------------

const PAGE_PROPS_RETRIES = 3;
const PAGE_PROPS_BACKOFF_MS = { min: 1000, max: 2000 } as const;
const PAGE_PROPS_ABORT_MS = 30_000;

export type PagePropsState =
  | { state: "pending" }
  | { state: "fulfilled"; loaded: true; data: unknown }
  | { state: "rejected"; loaded: false; message: string }
  | { state: "unauthorized"; loaded: false }
  | { state: "not-found"; loaded: false }
  | { state: "redirect"; loaded: false; to: string };

export const PAGE_PROPS_FAILED = "We could not load this page. Check your connection and try again.";

interface PagePropsDeps {
  fetch: (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;
  sleep: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1 (Math.random) */
  random: () => number;
  onState?: (s: PagePropsState) => void;
  report?: (error: unknown) => void;
}

/** The wait before retry n: between 1 and 2 seconds. */
export const pagePropsBackoff = (random: () => number) =>
  PAGE_PROPS_BACKOFF_MS.min + Math.floor(random() * (PAGE_PROPS_BACKOFF_MS.max - PAGE_PROPS_BACKOFF_MS.min + 1));

/**
 * Loads a lesson's page props. The state goes pending, then fulfilled; a 401 is the logged-out
 * handling, a 404 the not-found page, a 403 goes to the course or collection page the answer names;
 * anything else (a network error, a 5xx, an attempt cut at 30 s) is retried up to 3 times with 1 to
 * 2 s waits, then the state is rejected with its message and the error is reported.
 */
export async function loadPageProps(url: string, deps: PagePropsDeps): Promise<PagePropsState> {
  const set = (s: PagePropsState) => (deps.onState?.(s), s);
  set({ state: "pending" });
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= PAGE_PROPS_RETRIES; attempt++) {
    if (attempt > 0) await deps.sleep(pagePropsBackoff(deps.random));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), PAGE_PROPS_ABORT_MS);
    try {
      const res = await deps.fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
      const body: unknown = await res.json().catch(() => ({}));
      if (isSuccessStatus(res.status)) return set({ state: "fulfilled", loaded: true, data: body });
      if (res.status === 401) return set({ state: "unauthorized", loaded: false });
      if (res.status === 404) return set({ state: "not-found", loaded: false });
      const to = (body as { redirect_to?: unknown }).redirect_to;
      if (res.status === 403 && typeof to === "string" && to.startsWith("/") && !to.startsWith("//"))
        return set({ state: "redirect", loaded: false, to });
      if (res.status === 403)
        return set({ state: "rejected", loaded: false, message: String((body as { errorText?: unknown }).errorText ?? PAGE_PROPS_FAILED) });
      lastError = new Error(`page props: ${res.status}`);
    } catch (e) {
      lastError = e;
    } finally {
      clearTimeout(timer);
    }
  }
  deps.report?.(lastError);
  return set({ state: "rejected", loaded: false, message: PAGE_PROPS_FAILED });
}

// ---- one call of a kind at a time ---------------------------------------------------------------

/** The calls where a new one cancels the earlier in-flight one of the same kind. */
type LatestOnlyKind =
  | "collection"
  | "author-works"
  | "short-answers"
  | "content-meta-info"
  | "code-test-run"
  | "workflow-pages"
  | "overdue-alert-search"
  | "ai-search"
  | "ai-template-population";

/** Hands out abort signals: a new signal of a kind aborts the previous one of that kind. */
export function latestOnly() {
  const inFlight = new Map<LatestOnlyKind, AbortController>();
  return {
    signal(kind: LatestOnlyKind): AbortSignal {
      inFlight.get(kind)?.abort();
      const c = new AbortController();
      inFlight.set(kind, c);
      return c.signal;
    },
    done(kind: LatestOnlyKind, signal: AbortSignal): void {
      if (inFlight.get(kind)?.signal === signal) inFlight.delete(kind);
    },
  };
}

// ---- storage ------------------------------------------------------------------------------------

const STORAGE_CLEARED_EVENT = "storage_quota_exceeded";

const isQuotaError = (e: unknown) =>
  e instanceof Error && (e.name === "QuotaExceededError" || e.name === "NS_ERROR_DOM_QUOTA_REACHED" || (e as { code?: number }).code === 22);

/**
 * Writes to storage; when the storage is full it is cleared, the event is logged, and the write is
 * tried once more. Returns whether the value was stored.
 */
export function storageSet(storage: Pick<Storage, "setItem" | "clear">, key: string, value: string, logEvent: (name: string) => void): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch (e) {
    if (!isQuotaError(e)) return false;
    storage.clear();
    logEvent(STORAGE_CLEARED_EVENT);
    try {
      storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  }
}

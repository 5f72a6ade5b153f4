// The one fetch wrapper of the browser (docs/product/shell.md#bot-check). Installed once before hydration
// (app/entry.client.tsx) in place of window.fetch, so every same-origin call goes through it:
// Remix's own loads and fetchers (useFetcher, <Form> with JavaScript) and the components' direct
// calls (which import `apiFetch` to say so, and to opt out of the 401 handling where needed).
//
// - Every same-origin call sends the client version header (the build's version, the one the
//   server answers with in X-Codelift-Version) and cookies (credentials: same-origin).
// - Every same-origin answer is classified by the engine's `apiAnswerEffect`: a 429 without the
//   cloud trace header or a 403 without the app-version header raises the bot check; a 401 on a
//   call made while logged in raises the unauthorized handling. The shell (ShellGuards, mounted
//   in app/root.tsx) listens for both events and does the rest.
// Cross-origin calls (Stripe) are passed through untouched.
import { APP_VERSION_HEADER, CLIENT_VERSION_HEADER, CLOUD_TRACE_HEADER } from "~/engine/constants";
import { apiAnswerEffect } from "~/engine/shell";

export const SHELL_EVENTS = {
  /** detail: { status } */
  botCheck: "codelift:bot-check",
  /** detail: { status, url } */
  unauthorized: "codelift:unauthorized",
  /** asks every open Modal to close (the unauthorized handling, step 2) */
  closeModals: "codelift:close-modals",
} as const;

/** A caller's opt-out of the 401 handling (docs/product/shell.md#logged-out-elsewhere); never sent. */
const SKIP_UNAUTHORIZED = "X-Codelift-Skip-Unauthorized";

const shellState = { loggedIn: false };

// When the bot check was raised (0: not shown). Kept outside React: the answer that raised it
// may also send the page to its error boundary, which mounts the shell again.
let botCheckSince = 0;
const botCheckListeners = new Set<() => void>();
export const botCheckStore = {
  get: (): number => botCheckSince,
  getServer: (): number => 0,
  subscribe(listener: () => void): () => void {
    botCheckListeners.add(listener);
    return () => botCheckListeners.delete(listener);
  },
  set(value: number): void {
    botCheckSince = value;
    for (const l of botCheckListeners) l();
  },
};

/** The shell says whether this page believes it is logged in (root loader data). */
export function setShellLoggedIn(loggedIn: boolean): void {
  shellState.loggedIn = loggedIn;
}

function clientVersion(): string {
  if (typeof window === "undefined") return "server";
  const manifest = (window as unknown as { __remixManifest?: { version?: string } }).__remixManifest;
  return manifest?.version ?? "unknown";
}

let baseFetch: typeof fetch | null = null;

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

async function wrappedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const base = baseFetch ?? fetch;
  const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (!isSameOrigin(href)) return base(input, init);
  const request = new Request(input, init);
  const optOut = request.headers.has(SKIP_UNAUTHORIZED);
  request.headers.delete(SKIP_UNAUTHORIZED);
  request.headers.set(CLIENT_VERSION_HEADER, clientVersion());
  // The login state is the one of the moment the call was made.
  const loggedIn = shellState.loggedIn;
  const response = await base(request);
  const effect = apiAnswerEffect({
    status: response.status,
    hasTraceHeader: response.headers.has(CLOUD_TRACE_HEADER),
    hasAppVersionHeader: response.headers.has(APP_VERSION_HEADER),
    loggedIn,
    pagePath: window.location.pathname,
    pageSearch: window.location.search,
    optOut,
  });
  if (effect === "bot-check" && botCheckSince === 0) botCheckStore.set(Date.now());
  if (effect === "bot-check") window.dispatchEvent(new CustomEvent(SHELL_EVENTS.botCheck, { detail: { status: response.status } }));
  if (effect === "unauthorized") {
    shellState.loggedIn = false;
    window.dispatchEvent(new CustomEvent(SHELL_EVENTS.unauthorized, { detail: { status: response.status, url: request.url } }));
  }
  return response;
}

/** Replaces window.fetch with the wrapper (once; later calls do nothing). */
export function installFetchWrapper(): void {
  if (typeof window === "undefined" || baseFetch) return;
  baseFetch = window.fetch.bind(window);
  window.fetch = wrappedFetch as typeof fetch;
}

/**
 * The wrapper for the components' own calls. `skipUnauthorized`: this call's 401 is the caller's
 * business (e.g. a call whose 401 is an expected answer), not a logout.
 */
export function apiFetch(input: RequestInfo | URL, init: RequestInit & { skipUnauthorized?: boolean } = {}): Promise<Response> {
  const { skipUnauthorized, ...rest } = init;
  if (!skipUnauthorized) return wrappedFetch(input, rest);
  const headers = new Headers(rest.headers);
  headers.set(SKIP_UNAUTHORIZED, "1");
  return wrappedFetch(input, { ...rest, headers });
}

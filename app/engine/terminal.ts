// The terminal of a hands-on workspace (docs/product/hands-on.md#the-terminal): the socket's path,
// its messages, the reconnect rule and the idle rule. Pure: shared by the server's socket, the
// page's terminal and tests; every "now" is an argument. (What a browser may send is parsed in
// app/forms/terminal.server.ts.)
/** Socket reconnect: this many attempts, one each check interval. */
export const TERMINAL_RECONNECT_ATTEMPTS = 5;
export const TERMINAL_RECONNECT_CHECK_MS = 30_000;
/** A terminal without input for the session idle time (15 minutes) ends; the warning comes 60 s before. */
export const TERMINAL_IDLE_MS = 15 * 60_000;
const TERMINAL_WARNING_LEAD_MS = 60_000;
/** The largest message a browser may send (a paste of at most this much). */
export const TERMINAL_MAX_MESSAGE_BYTES = 64 * 1024;

/** Close codes the page reads: the terminal ended on its own terms (not a dropped connection). */
export const TERMINAL_CLOSE = { expired: 4000, exited: 4001, replaced: 4002, flooded: 4003 } as const;

/**
 * How much a terminal may take and give (docs/product/hands-on.md#the-terminal). Each new terminal
 * starts a sandbox, so a learner opens at most `opensPerMinute` of them a minute (reloads and
 * reconnects included); a socket may send `messagesPerSecond` messages a second on average with
 * bursts up to `messageBurst` (a held key, a paste), more closes it; the shell's output reaches the
 * page at most `outputBytesPerSecond` a second (a runaway `yes` is slowed, not the server).
 */
export const TERMINAL_RATE = {
  opensPerMinute: 20,
  messagesPerSecond: 50,
  messageBurst: 200,
  outputBytesPerSecond: 1024 * 1024,
} as const;

export const TERMINAL_TEXTS = {
  connecting: "Connecting to the terminal…",
  connected: "Connected: a shell in the sandbox, in a copy of your saved files.",
  reconnecting: (attempt: number, of: number) => `The connection dropped. Reconnecting (attempt ${attempt} of ${of})…`,
  gaveUp: "The terminal could not reconnect.",
  exited: "The shell ended.",
  replaced: "This terminal was opened in another tab.",
  flooded: "The terminal closed: it was sent too much at once.",
  noScript: "The terminal needs JavaScript. Without it, edit the files above and run the checks with the form.",
} as const;

/** The socket of a learner's project terminal: one workspace per learner and project. */
export function projectTerminalPath(userId: number, slug: string): string {
  return `/api/workspaces/${userId}/${slug}/terminal`;
}

const PROJECT_TERMINAL = /^\/api\/workspaces\/(\d{1,12})\/([a-z0-9-]{1,80})\/terminal$/;
export function parseProjectTerminalPath(pathname: string): { userId: number; slug: string } | null {
  const m = PROJECT_TERMINAL.exec(pathname);
  return m ? { userId: Number(m[1]), slug: m[2]! } : null;
}

/** What the server sends. */
export type TerminalServerMessage =
  | { type: "output"; data: string }
  | { type: "ready" }
  | { type: "idle-warning"; secondsLeft: number }
  | { type: "active" }
  | { type: "expired" }
  | { type: "exit"; code: number | null };

/** How long before expiry the warning comes for an idle limit (60 s, or half of a shorter limit). */
export function warningLeadMs(idleMs: number): number {
  return Math.min(TERMINAL_WARNING_LEAD_MS, Math.floor(idleMs / 2));
}

type TerminalIdleState = { state: "active"; msUntilWarning: number } | { state: "warning"; msUntilExpiry: number } | { state: "expired" };

/** Where a terminal stands `now`, its last input at `lastInput`. */
export function terminalIdleState(lastInput: number, now: number, idleMs = TERMINAL_IDLE_MS): TerminalIdleState {
  const idle = Math.max(0, now - lastInput);
  if (idle >= idleMs) return { state: "expired" };
  const warnAt = idleMs - warningLeadMs(idleMs);
  if (idle >= warnAt) return { state: "warning", msUntilExpiry: idleMs - idle };
  return { state: "active", msUntilWarning: warnAt - idle };
}

/**
 * The reconnect rule: after a dropped connection the page tries again once per check interval,
 * at most TERMINAL_RECONNECT_ATTEMPTS times; `attempt` counts from 1. Null: give up.
 */
export function reconnectDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > TERMINAL_RECONNECT_ATTEMPTS) return null;
  return TERMINAL_RECONNECT_CHECK_MS;
}

/** A token bucket: `tokens` left at time `at`. */
export interface TokenBucket {
  tokens: number;
  at: number;
}

/** The bucket's tokens at `now`: refilled `perSecond` since it was last counted, at most `capacity`. */
function refilled(bucket: TokenBucket, perSecond: number, capacity: number, now: number): number {
  return Math.min(capacity, bucket.tokens + (Math.max(0, now - bucket.at) * perSecond) / 1000);
}

/**
 * Takes `cost` tokens from a bucket that refills `perSecond` up to `capacity`, when it holds them:
 * ok and the bucket after, or refused with the bucket unchanged (but refilled).
 */
export function takeTokens(
  bucket: TokenBucket,
  cost: number,
  perSecond: number,
  capacity: number,
  now: number,
): { ok: boolean; bucket: TokenBucket } {
  const tokens = refilled(bucket, perSecond, capacity, now);
  return tokens >= cost ? { ok: true, bucket: { tokens: tokens - cost, at: now } } : { ok: false, bucket: { tokens, at: now } };
}

/**
 * Spends `cost` tokens even when the bucket holds fewer (what was already done is counted): the
 * bucket after, possibly in debt, and how long until it is out of debt (0 when it is not).
 */
export function spendTokens(
  bucket: TokenBucket,
  cost: number,
  perSecond: number,
  capacity: number,
  now: number,
): { bucket: TokenBucket; waitMs: number } {
  const tokens = refilled(bucket, perSecond, capacity, now) - cost;
  return { bucket: { tokens, at: now }, waitMs: tokens >= 0 ? 0 : Math.ceil((-tokens * 1000) / perSecond) };
}

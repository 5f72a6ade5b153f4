// The terminal of a hands-on workspace (docs/product/hands-on.md#the-terminal): the socket's path,
// its messages, the reconnect rule and the idle rule. Pure: shared by the server's socket, the
// page's terminal and tests; every "now" is an argument. (What a browser may send is parsed in
// app/forms/terminal.server.ts.)
/** Socket reconnect: this many attempts, one each check interval. */
export const TERMINAL_RECONNECT_ATTEMPTS = 5;
export const TERMINAL_RECONNECT_CHECK_MS = 30_000;
/** A terminal without input for the session idle time (15 minutes) ends; the warning comes 60 s before. */
export const TERMINAL_IDLE_MS = 15 * 60_000;
export const TERMINAL_WARNING_LEAD_MS = 60_000;
/** The largest message a browser may send (a paste of at most this much). */
export const TERMINAL_MAX_MESSAGE_BYTES = 64 * 1024;

/** Close codes the page reads: the terminal ended on its own terms (not a dropped connection). */
export const TERMINAL_CLOSE = { expired: 4000, exited: 4001, replaced: 4002 } as const;

export const TERMINAL_TEXTS = {
  connecting: "Connecting to the terminal…",
  connected: "Connected: a shell in the sandbox, in a copy of your saved files.",
  reconnecting: (attempt: number, of: number) => `The connection dropped. Reconnecting (attempt ${attempt} of ${of})…`,
  gaveUp: "The terminal could not reconnect.",
  exited: "The shell ended.",
  replaced: "This terminal was opened in another tab.",
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

export type TerminalIdleState = { state: "active"; msUntilWarning: number } | { state: "warning"; msUntilExpiry: number } | { state: "expired" };

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

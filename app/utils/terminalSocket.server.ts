// The terminal's WebSocket (docs/product/hands-on.md#the-terminal): the HTTP server hands every
// upgrade request here. A socket is opened only for a same-site browser (its Origin names this
// host) whose session cookie names a live session, on a workspace that is its own and that it may
// open; anything else gets a plain HTTP refusal and no socket. Each socket drives one shell in a
// fresh sandbox (app/services/sandbox/terminal.server.ts); the shell ends with the socket, after
// the idle time without input, or when the same learner opens that workspace's terminal again.
//
// Routes are registered by prefix, so cloud labs can put their own terminal on the same socket code.
import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import WebSocket from "ws";
import { z } from "zod";
import {
  parseProjectTerminalPath,
  TERMINAL_CLOSE,
  TERMINAL_IDLE_MS,
  TERMINAL_MAX_MESSAGE_BYTES,
  TERMINAL_RATE,
  spendTokens,
  takeTokens,
  terminalIdleState,
  type TerminalServerMessage,
  type TokenBucket,
} from "~/engine/terminal";
import { consumeRateLimit } from "~/models/rateLimit.server";
import { claimTerminal, releaseTerminal, terminalOwners } from "~/models/terminalOwners.server";
import { canUseProjects, findProject, projectTerminalFiles } from "~/services/projects/projects.server";
import { SandboxUnavailable } from "~/services/sandbox/sandbox.server";
import { openSandboxTerminal, TooManyTerminals, type SandboxTerminal } from "~/services/sandbox/terminal.server";
import { getUser } from "./auth.server";
import { terminalClientMessage } from "~/forms/terminal.server";
import { PROJECT_UPGRADE_TEXT } from "~/engine/projects";

const TERMINAL_REFUSALS = {
  crossSite: "Cross-site requests are not allowed. Reload the page and try again.",
  loggedOut: "Log in to open the terminal.",
  notYours: "This workspace is not yours.",
  notFound: "There is no such workspace.",
  busy: "Too many terminals are open on this server. Please try again in a minute.",
  tooOften: "You have opened the terminal many times in the last minute. Please wait a minute and try again.",
  unavailable: "The sandbox is not available on this server.",
  notWebSocket: "This address takes a WebSocket connection.",
} as const;

type Refusal = { status: number; text: string };
/** `key` names the workspace (one terminal each); `userId` whose opening allowance it uses. */
type Opened = { key: string; userId: number; files: Record<string, string> };

/** A terminal route: the paths it takes, and from the upgrade request (as a Fetch Request) to the files to seed, or a refusal. */
interface TerminalRoute {
  matches: (pathname: string) => boolean;
  resolve: (request: Request, pathname: string) => Promise<Opened | Refusal>;
}

const routes: TerminalRoute[] = [];
/** Adds a terminal route. */
function registerTerminalRoute(route: TerminalRoute): void {
  routes.push(route);
}

// the project workspaces' terminal: /api/workspaces/{user id}/{project slug}/terminal
registerTerminalRoute({
  matches: (pathname) => parseProjectTerminalPath(pathname) !== null,
  resolve: async (request, pathname) => {
    const target = parseProjectTerminalPath(pathname)!;
    const user = await getUser(request);
    if (!user) return { status: 401, text: TERMINAL_REFUSALS.loggedOut };
    const def = findProject(target.slug);
    if (!def) return { status: 404, text: TERMINAL_REFUSALS.notFound };
    if (target.userId !== user.id) return { status: 403, text: TERMINAL_REFUSALS.notYours };
    if (!(await canUseProjects(user))) return { status: 403, text: PROJECT_UPGRADE_TEXT };
    return { key: `project:${user.id}:${def.slug}`, userId: user.id, files: projectTerminalFiles(user.id, def) };
  },
});

const idleMs = z.coerce
  .number()
  .int()
  .min(2)
  .max(86_400)
  .optional()
  .parse(process.env.TERMINAL_IDLE_SECONDS || undefined);
const IDLE_MS = idleMs ? idleMs * 1000 : TERMINAL_IDLE_MS;
// the opening allowance (docs/product/hands-on.md#the-terminal); TERMINAL_OPENS_PER_MINUTE changes it
const OPEN_LIMIT = {
  bucket: "terminal-open",
  limit:
    z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .optional()
      .parse(process.env.TERMINAL_OPENS_PER_MINUTE || undefined) ?? TERMINAL_RATE.opensPerMinute,
  windowMs: 60_000,
};

const wss = new WebSocket.Server({ noServer: true, maxPayload: TERMINAL_MAX_MESSAGE_BYTES * 2, perMessageDeflate: false });
/** The live terminal of each workspace key, in this process, with the token it claimed the workspace with. */
const live = new Map<string, { socket: WebSocket; shell: SandboxTerminal; token: string }>();

/**
 * One terminal per learner and project across processes and machines: each terminal claims its
 * workspace's row (terminal_owners) when it opens, and every process checks its own terminals
 * against those rows on a timer (TERMINAL_OWNER_CHECK_MS, default 2000): one whose workspace a newer
 * terminal claimed elsewhere is closed as replaced. The same process replaces at once (attach).
 */
let ownerCheck: NodeJS.Timeout | null = null;
function watchOwners(): void {
  if (ownerCheck) return;
  const every = Number(process.env.TERMINAL_OWNER_CHECK_MS) || 2000;
  ownerCheck = setInterval(() => {
    if (live.size === 0) return;
    terminalOwners([...live.keys()])
      .then((owners) => {
        for (const [key, t] of live) {
          const owner = owners.get(key);
          if (owner && owner !== t.token) t.socket.close(TERMINAL_CLOSE.replaced, "replaced");
        }
      })
      .catch(() => {
        /* the database is away for a moment: check again on the next tick */
      });
  }, every);
  ownerCheck.unref();
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  429: "Too Many Requests",
  503: "Service Unavailable",
};
function refuse(socket: Duplex, status: number, text: string): void {
  const body = JSON.stringify({ errorText: text });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? "Error"}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** A WebSocket handshake from a page of this site: its Origin names this host (or the configured origin). */
function sameSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  const configured = process.env.APP_ORIGIN ? new URL(process.env.APP_ORIGIN).origin : null;
  if (configured && origin === configured) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, { headers });
}

/**
 * Handles an HTTP upgrade request; false when no terminal route takes its path (the server then
 * refuses it). Every refusal is an HTTP answer with `errorText`.
 */
export async function handleTerminalUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<boolean> {
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  const route = routes.find((r) => r.matches(pathname));
  if (!route) return false;
  if ((req.headers.upgrade ?? "").toLowerCase() !== "websocket") {
    refuse(socket, 400, TERMINAL_REFUSALS.notWebSocket);
    return true;
  }
  // a page elsewhere cannot borrow the learner's cookie: the handshake must come from this site
  if (!sameSite(req)) {
    refuse(socket, 403, TERMINAL_REFUSALS.crossSite);
    return true;
  }
  const opened = await route.resolve(toRequest(req), pathname);
  if ("status" in opened) {
    refuse(socket, opened.status, opened.text);
    return true;
  }
  // every terminal starts a sandbox: a learner opens a bounded number a minute, in every process
  if (!(await consumeRateLimit(OPEN_LIMIT, String(opened.userId))).allowed) {
    refuse(socket, 429, TERMINAL_REFUSALS.tooOften);
    return true;
  }
  let shell: SandboxTerminal;
  try {
    shell = openSandboxTerminal(opened.files);
  } catch (e) {
    if (e instanceof TooManyTerminals) refuse(socket, 503, TERMINAL_REFUSALS.busy);
    else if (e instanceof SandboxUnavailable) refuse(socket, 503, TERMINAL_REFUSALS.unavailable);
    else throw e;
    return true;
  }
  const key = opened.key;
  const token = crypto.randomUUID();
  try {
    await claimTerminal(key, token);
  } catch {
    shell.close();
    refuse(socket, 503, TERMINAL_REFUSALS.unavailable);
    return true;
  }
  watchOwners();
  wss.handleUpgrade(req, socket as Socket, head, (ws) => attach(key, ws, shell, token));
  return true;
}

function attach(key: string, ws: WebSocket, shell: SandboxTerminal, token: string): void {
  const previous = live.get(key);
  if (previous) previous.socket.close(TERMINAL_CLOSE.replaced, "replaced");
  live.set(key, { socket: ws, shell, token });
  const send = (m: TerminalServerMessage) => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(m));

  // output to the page, paused while the page is slow to take it, and while the shell has written
  // more than its share (TERMINAL_RATE.outputBytesPerSecond): the shell then waits on its terminal
  let pending = 0;
  let slowPage = false;
  let overBudget: NodeJS.Timeout | undefined;
  let output: TokenBucket = { tokens: TERMINAL_RATE.outputBytesPerSecond, at: Date.now() };
  const resumeIfFree = () => {
    if (!slowPage && !overBudget) shell.resume();
  };
  shell.onData((data) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    pending++;
    ws.send(JSON.stringify({ type: "output", data } satisfies TerminalServerMessage), () => {
      pending--;
      if (slowPage && pending < 16) {
        slowPage = false;
        resumeIfFree();
      }
    });
    if (!slowPage && pending > 256) {
      slowPage = true;
      shell.pause();
    }
    const spent = spendTokens(output, Buffer.byteLength(data), TERMINAL_RATE.outputBytesPerSecond, TERMINAL_RATE.outputBytesPerSecond, Date.now());
    output = spent.bucket;
    if (spent.waitMs > 0 && !overBudget) {
      shell.pause();
      overBudget = setTimeout(() => {
        overBudget = undefined;
        resumeIfFree();
      }, spent.waitMs);
    }
  });

  let lastInput = Date.now();
  let warned = false;
  const idle = setInterval(
    () => {
      const s = terminalIdleState(lastInput, Date.now(), IDLE_MS);
      if (s.state === "expired") {
        send({ type: "expired" });
        ws.close(TERMINAL_CLOSE.expired, "expired");
      } else if (s.state === "warning" && !warned) {
        warned = true;
        send({ type: "idle-warning", secondsLeft: Math.ceil(s.msUntilExpiry / 1000) });
      }
    },
    Math.min(1000, Math.max(100, Math.floor(IDLE_MS / 10))),
  );
  idle.unref();

  // messages from the page: a bounded rate with bursts; a socket that sends more is closed
  let input: TokenBucket = { tokens: TERMINAL_RATE.messageBurst, at: Date.now() };
  ws.on("message", (raw: WebSocket.Data) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    const taken = takeTokens(input, 1, TERMINAL_RATE.messagesPerSecond, TERMINAL_RATE.messageBurst, Date.now());
    input = taken.bucket;
    if (!taken.ok) return ws.close(TERMINAL_CLOSE.flooded, "flooded");
    // text frames only (ws hands them over as strings)
    if (typeof raw !== "string") return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const m = terminalClientMessage.safeParse(parsed);
    if (!m.success) return;
    if (m.data.type === "resize") return shell.resize(m.data.cols, m.data.rows);
    lastInput = Date.now();
    if (warned) {
      warned = false;
      send({ type: "active" });
    }
    if (m.data.type === "input") shell.write(m.data.data);
  });
  shell.onExit((code) => {
    send({ type: "exit", code });
    if (ws.readyState === WebSocket.OPEN) ws.close(TERMINAL_CLOSE.exited, "exited");
  });
  ws.on("close", () => {
    clearInterval(idle);
    clearTimeout(overBudget);
    if (live.get(key)?.socket === ws) live.delete(key);
    shell.close();
    releaseTerminal(key, token).catch(() => {
      /* a row left behind only names a terminal that is gone: the next opening replaces it */
    });
  });
  ws.on("error", () => ws.terminate());
  send({ type: "ready" });
}

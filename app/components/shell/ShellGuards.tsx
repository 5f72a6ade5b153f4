// The shell's watchers, mounted once in app/root.tsx (JavaScript only; without it the server's
// idle limit and the pages' own redirects apply):
// - the unauthorized handling of docs/product/shell.md#logged-out-elsewhere (a 401 on a logged-in call, told by apiFetch);
// - the bot-check modal of docs/product/shell.md#bot-check (a 429 without the trace header, a 403 without the
//   app-version header, told by apiFetch), with the 5000 ms bot-detection timeout;
// - the session idle warning and expiry of docs/product/accounts.md#session-idle (SessionIdle).
import { useEffect, useState, useSyncExternalStore } from "react";
import { BOT_DETECTION_TIMEOUT_MS, SESSION_STORAGE_KEYS } from "~/engine/constants";
import { MESSAGES } from "~/engine/messages";
import { loginRedirectPath } from "~/engine/routing";
import { botCheckStore, setShellLoggedIn, SHELL_EVENTS } from "~/utils/apiFetch";
import { Modal } from "../Modal";
import { SnackbarHost } from "../Snackbar";
import { broadcastLogout } from "../useLogoutBroadcast";
import { SessionIdle } from "./SessionIdle";

/** Browser storage keys that hold payment data (client tokens, saved methods) start with this. */
const PAYMENT_STORAGE_PREFIX = "codelift:payment";

function clearStorage(match: (key: string) => boolean) {
  for (const store of [window.sessionStorage, window.localStorage]) {
    try {
      for (const key of Object.keys(store)) if (match(key)) store.removeItem(key);
    } catch {
      // storage switched off: nothing is kept there either
    }
  }
}

/**
 * A 401 on a logged-in call (docs/product/shell.md#logged-out-elsewhere): its side effects in the order listed there, then the login page
 * with the return path. The full page load that follows also drops everything held in memory.
 */
function unauthorizedHandling(markLoggedOut: () => void) {
  // 1. The subscription store.
  clearStorage((key) => (SESSION_STORAGE_KEYS as readonly string[]).includes(key));
  // 2. Any open modal.
  window.dispatchEvent(new Event(SHELL_EVENTS.closeModals));
  // 3. Logged out.
  setShellLoggedIn(false);
  markLoggedOut();
  // 4. The client token and saved payment methods.
  clearStorage((key) => key.startsWith(PAYMENT_STORAGE_PREFIX));
  // 5. The other tabs.
  broadcastLogout();
  window.location.assign(loginRedirectPath(window.location.pathname + window.location.search));
}

export function ShellGuards({ loggedIn }: { loggedIn: boolean }) {
  // Set during render too, so that the first calls of the page's effects already know it.
  setShellLoggedIn(loggedIn);
  const [loggedOut, setLoggedOut] = useState(false);
  const botCheck = useSyncExternalStore(botCheckStore.subscribe, botCheckStore.get, botCheckStore.getServer);

  useEffect(() => {
    setShellLoggedIn(loggedIn);
    setLoggedOut(false);
  }, [loggedIn]);

  useEffect(() => {
    const onUnauthorized = () => unauthorizedHandling(() => setLoggedOut(true));
    window.addEventListener(SHELL_EVENTS.unauthorized, onUnauthorized);
    return () => window.removeEventListener(SHELL_EVENTS.unauthorized, onUnauthorized);
  }, []);

  return (
    <>
      {loggedIn && !loggedOut ? <SessionIdle onExpired={() => setShellLoggedIn(false)} /> : null}
      {botCheck ? <BotCheckModal key={botCheck} since={botCheck} onClose={() => botCheckStore.set(0)} /> : null}
      <SnackbarHost />
    </>
  );
}

/**
 * The bot check: an answer that did not come from our server (a rate limit or a firewall in front
 * of it). The check runs for the bot-detection timeout (5000 ms); a browser driven by automation
 * (navigator.webdriver) then sees "Something went wrong!", a person a way to try again.
 */
function BotCheckModal({ since, onClose }: { since: number; onClose: () => void }) {
  const [phase, setPhase] = useState<"checking" | "automated" | "person">("checking");
  useEffect(() => {
    const t = setTimeout(() => setPhase(navigator.webdriver ? "automated" : "person"), Math.max(0, since + BOT_DETECTION_TIMEOUT_MS - Date.now()));
    return () => clearTimeout(t);
  }, [since]);
  return (
    <Modal title="Checking your browser" alert onClose={onClose} className="bot-check">
      {phase === "checking" ? (
        <p className="muted">One moment: we are making sure that these requests come from a person, not a bot.</p>
      ) : phase === "automated" ? (
        <p className="form-error" role="alert">
          {MESSAGES.somethingWentWrong}
        </p>
      ) : (
        <>
          <p>
            Your last request did not reach Codelift: too many requests came from your network in a short time, or a security check in front of our
            servers stopped it. Wait a moment, then try again.
          </p>
          <div className="modal-actions">
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Try again
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}

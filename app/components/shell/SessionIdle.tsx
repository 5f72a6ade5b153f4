// Session idle in the browser (docs/product/accounts.md#session-idle; docs/decisions/0022-session-idle.md).
// Activity is the learner's input (pointer, keys, wheel, touch, scroll), shared between tabs
// through localStorage, so a learner active in one tab is active in all. After 840 s (14 minutes)
// without activity: "Your session is about to expire" with "Resume Session", counting down the
// last 60 s; at 15 minutes: the session is ended on the server and "Your session has expired."
// offers "Reconnect Session" (the login page with the way back). While the learner is active, the
// server hears about it at most once a minute (POST /api/session keepalive), so its own idle limit
// never ends a session the page still counts as active.
import { useEffect, useRef, useState } from "react";
import { SESSION_TOUCH_INTERVAL_MS } from "~/engine/constants";
import { storageSet } from "~/utils/apiClient";
import { MESSAGES } from "~/engine/messages";
import { loginRedirectPath } from "~/engine/routing";
import { sessionIdleState } from "~/engine/shell";
import { apiFetch } from "~/utils/apiFetch";
import { Modal } from "../Modal";
import { showSnackbar } from "../Snackbar";

const LAST_ACTIVITY_KEY = "codelift:last-activity";
const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart", "scroll"] as const;

let memoryActivity = 0;
function readActivity(): number {
  try {
    const v = Number(window.localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(v) && v > 0 ? Math.max(v, memoryActivity) : memoryActivity;
  } catch {
    return memoryActivity;
  }
}
function writeActivity(at: number) {
  memoryActivity = at;
  try {
    // A full storage is cleared and the event logged (app/utils/apiClient.ts); storage off: this tab keeps its own time.
    storageSet(window.localStorage, LAST_ACTIVITY_KEY, String(at), (event) => console.warn(event));
  } catch {
    // storage off: this tab keeps its own time
  }
}

const postSession = (intent: "keepalive" | "expire") =>
  apiFetch("/api/session", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ intent }),
    // Ending an already-ended session is not a logout to handle.
    skipUnauthorized: intent === "expire",
  });

type View = { state: "active" } | { state: "warning"; secondsLeft: number } | { state: "expired" };

export function SessionIdle({ onExpired }: { onExpired: () => void }) {
  const [view, setView] = useState<View>({ state: "active" });
  const viewRef = useRef(view);
  viewRef.current = view;
  const lastContact = useRef(0);
  const expiredCb = useRef(onExpired);
  expiredCb.current = onExpired;

  useEffect(() => {
    // Loading the page is activity, and the server saw it.
    const start = Date.now();
    writeActivity(start);
    lastContact.current = start;
    let lastWrite = start;
    const onActivity = () => {
      // Once the warning shows, only "Resume Session" resumes.
      if (viewRef.current.state !== "active") return;
      const now = Date.now();
      if (now - lastWrite >= 1000) {
        lastWrite = now;
        writeActivity(now);
      }
      if (now - lastContact.current >= SESSION_TOUCH_INTERVAL_MS) {
        lastContact.current = now;
        void postSession("keepalive").catch(() => undefined);
      }
    };
    const tick = () => {
      const s = sessionIdleState(readActivity() || start, Date.now());
      const current = viewRef.current.state;
      if (s.state === "active") {
        // Another tab resumed.
        if (current === "warning") setView({ state: "active" });
      } else if (s.state === "warning") {
        if (current !== "expired") setView({ state: "warning", secondsLeft: Math.ceil(s.msUntilExpiry / 1000) });
      } else if (current !== "expired") {
        setView({ state: "expired" });
        expiredCb.current();
        void postSession("expire").catch(() => undefined);
      }
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    const timer = window.setInterval(tick, 1000);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      window.clearInterval(timer);
    };
  }, []);

  const [resuming, setResuming] = useState(false);
  async function resume() {
    setResuming(true);
    try {
      const res = await postSession("keepalive");
      // A 401 is the unauthorized handling's (apiFetch): it goes to the login page.
      if (res.ok) {
        const now = Date.now();
        writeActivity(now);
        lastContact.current = now;
        setView({ state: "active" });
        showSnackbar("You are still logged in.");
      }
    } catch {
      // offline: the warning stays and the learner can try again
    } finally {
      setResuming(false);
    }
  }

  if (view.state === "warning") {
    return (
      <Modal title={MESSAGES.sessionAboutToExpire} alert dismissible={false} description="session-idle-text" className="session-idle">
        <p id="session-idle-text">
          You have not been active for a while. For your security, your session ends in{" "}
          <strong>
            {view.secondsLeft} second{view.secondsLeft === 1 ? "" : "s"}
          </strong>
          .
        </p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => void resume()} disabled={resuming}>
            {MESSAGES.resumeSession}
          </button>
        </div>
      </Modal>
    );
  }
  if (view.state === "expired") {
    const back = loginRedirectPath(window.location.pathname + window.location.search);
    return (
      <Modal title={MESSAGES.sessionExpired} alert dismissible={false} description="session-expired-text" className="session-idle">
        <p id="session-expired-text">You were logged out after 15 minutes without activity. Log in again to pick up where you left off.</p>
        <div className="modal-actions">
          <a className="button" href={back}>
            {MESSAGES.reconnectSession}
          </a>
        </div>
      </Modal>
    );
  }
  return null;
}

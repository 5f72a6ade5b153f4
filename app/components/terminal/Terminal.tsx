// A terminal in the page (docs/product/hands-on.md#the-terminal): xterm.js over the terminal's
// WebSocket (the session cookie authenticates it), a shell in the sandbox on the other end. A
// dropped connection is retried TERMINAL_RECONNECT_ATTEMPTS times, one attempt per check interval;
// after the idle time without input the server warns ("Your session is about to expire", "Resume
// Session") and then ends the shell ("Your session has expired.", "Reconnect Session" opens a new
// one). Without JavaScript the section says how to work without it. Any page that has a socket
// path from the terminal routes (projects, cloud labs) can use it.
import { useCallback, useEffect, useRef, useState } from "react";
import { MESSAGES } from "~/engine/messages";
import { reconnectDelay, TERMINAL_CLOSE, TERMINAL_RECONNECT_ATTEMPTS, TERMINAL_TEXTS, type TerminalServerMessage } from "~/engine/terminal";
import { Banner } from "../ui/Banner";
import { Button } from "../ui/Button";
import type { XtermHandle } from "./xterm.client";

type View =
  | { state: "connecting" }
  | { state: "connected" }
  | { state: "reconnecting"; attempt: number }
  | { state: "gave-up" }
  | { state: "warning"; secondsLeft: number }
  | { state: "expired" }
  | { state: "exited" }
  | { state: "replaced" }
  | { state: "flooded" };

export function Terminal({ socketPath, label = "Terminal" }: { socketPath: string; label?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const xterm = useRef<XtermHandle | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const attempts = useRef(0);
  const retry = useRef<number | undefined>(undefined);
  const [view, setView] = useState<View>({ state: "connecting" });
  const [scripted, setScripted] = useState(false);

  const send = (m: unknown) => socket.current?.readyState === WebSocket.OPEN && socket.current.send(JSON.stringify(m));

  const connect = useCallback(() => {
    window.clearTimeout(retry.current);
    const ws = new WebSocket(`${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}${socketPath}`);
    socket.current = ws;
    ws.onopen = () => {
      attempts.current = 0;
      const size = xterm.current?.fit();
      if (size) ws.send(JSON.stringify({ type: "resize", ...size }));
    };
    ws.onmessage = (event) => {
      let m: TerminalServerMessage;
      try {
        m = JSON.parse(String(event.data)) as TerminalServerMessage;
      } catch {
        return;
      }
      if (m.type === "output") xterm.current?.write(m.data);
      else if (m.type === "ready" || m.type === "active") setView({ state: "connected" });
      else if (m.type === "idle-warning") setView({ state: "warning", secondsLeft: m.secondsLeft });
      else if (m.type === "expired") setView({ state: "expired" });
      else if (m.type === "exit") setView({ state: "exited" });
    };
    ws.onclose = (event) => {
      if (socket.current !== ws) return;
      if (event.code === TERMINAL_CLOSE.expired) return setView({ state: "expired" });
      if (event.code === TERMINAL_CLOSE.exited) return setView({ state: "exited" });
      if (event.code === TERMINAL_CLOSE.replaced) return setView({ state: "replaced" });
      if (event.code === TERMINAL_CLOSE.flooded) return setView({ state: "flooded" });
      attempts.current += 1;
      const delay = reconnectDelay(attempts.current);
      if (delay === null) return setView({ state: "gave-up" });
      setView({ state: "reconnecting", attempt: attempts.current });
      retry.current = window.setTimeout(connect, delay);
    };
  }, [socketPath]);

  useEffect(() => setScripted(true), []);

  // xterm opens once the screen is shown (not while the server's page still hides it: a hidden
  // element has no size to measure), and fits itself to the screen whenever the screen's size changes
  useEffect(() => {
    if (!scripted) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    let frame = 0;
    void import("./xterm.client").then(({ createXterm }) => {
      if (disposed || !host.current) return;
      const term = createXterm(host.current, label);
      xterm.current = term;
      term.onInput((data) => send({ type: "input", data }));
      let last = term.fit();
      observer = new ResizeObserver(() => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          const size = term.fit();
          if (size.cols === last.cols && size.rows === last.rows) return;
          last = size;
          send({ type: "resize", ...size });
        });
      });
      observer.observe(host.current);
      connect();
    });
    return () => {
      disposed = true;
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.clearTimeout(retry.current);
      const ws = socket.current;
      socket.current = null;
      ws?.close();
      xterm.current?.dispose();
      xterm.current = null;
    };
  }, [scripted, connect, label]);

  // the warning counts down on its own; the server ends the shell when it reaches zero
  const warning = view.state === "warning";
  useEffect(() => {
    if (!warning) return;
    const t = window.setInterval(
      () => setView((v) => (v.state === "warning" && v.secondsLeft > 1 ? { ...v, secondsLeft: v.secondsLeft - 1 } : v)),
      1000,
    );
    return () => window.clearInterval(t);
  }, [warning]);

  const reconnect = () => {
    attempts.current = 0;
    setView({ state: "connecting" });
    xterm.current?.write("\r\n");
    connect();
    xterm.current?.focus();
  };

  return (
    <section className="terminal-panel" aria-labelledby="terminal-title">
      <h2 id="terminal-title">{label}</h2>
      {/* the server's page says how to work without JavaScript; the terminal replaces it once scripts run */}
      {scripted ? null : <p>{TERMINAL_TEXTS.noScript}</p>}
      {scripted ? (
        <>
          <p className="terminal-status" role="status" aria-live="polite">
            {view.state === "connecting"
              ? TERMINAL_TEXTS.connecting
              : view.state === "reconnecting"
                ? TERMINAL_TEXTS.reconnecting(view.attempt, TERMINAL_RECONNECT_ATTEMPTS)
                : view.state === "gave-up"
                  ? TERMINAL_TEXTS.gaveUp
                  : view.state === "exited"
                    ? TERMINAL_TEXTS.exited
                    : view.state === "replaced"
                      ? TERMINAL_TEXTS.replaced
                      : view.state === "flooded"
                        ? TERMINAL_TEXTS.flooded
                        : view.state === "expired"
                          ? MESSAGES.sessionExpired
                          : TERMINAL_TEXTS.connected}
          </p>
          {view.state === "warning" ? (
            <Banner
              tone="warning"
              title={MESSAGES.sessionAboutToExpire}
              action={
                <Button type="button" onClick={() => send({ type: "resume" })}>
                  {MESSAGES.resumeSession}
                </Button>
              }
            >
              <p>
                The terminal has had no input for a while: it closes in {view.secondsLeft} second{view.secondsLeft === 1 ? "" : "s"}.
              </p>
            </Banner>
          ) : null}
          {view.state === "expired" ||
          view.state === "gave-up" ||
          view.state === "exited" ||
          view.state === "replaced" ||
          view.state === "flooded" ? (
            <Banner
              tone={view.state === "expired" ? "warning" : "info"}
              title={view.state === "expired" ? MESSAGES.sessionExpired : undefined}
              action={
                <Button type="button" onClick={reconnect}>
                  {MESSAGES.reconnectSession}
                </Button>
              }
            >
              <p>A new shell starts from your saved files.</p>
            </Banner>
          ) : null}
        </>
      ) : null}
      {/* the frame draws the padding and the background; xterm fills the screen inside it exactly */}
      <div className="terminal-frame" hidden={!scripted}>
        <div ref={host} className="terminal-screen" />
      </div>
    </section>
  );
}

import { useEffect, useRef } from "react";
import { loginModalPath } from "~/engine/routing";

const CHANNEL = "codelift-auth";

/**
 * Tells the other tabs now (the last step of the handling in docs/product/shell.md#logged-out-elsewhere: this tab learnt
 * from a 401 that it is logged out, before any page reload).
 */
export function broadcastLogout(): void {
  if (typeof BroadcastChannel === "undefined") return;
  // Sent on this tab's own channel: a channel never hears itself, so this tab is not sent to the
  // login dialog (it goes to the login page instead).
  if (tabChannel) return tabChannel.postMessage({ type: "logout" });
  const ch = new BroadcastChannel(CHANNEL);
  ch.postMessage({ type: "logout" });
  ch.close();
}

let tabChannel: BroadcastChannel | null = null;

/**
 * Tells the other tabs about a logout; a tab that hears it goes to the login dialog
 * (docs/product/shell.md#logged-out-elsewhere). The message goes out once this tab has seen its own logout finish (the
 * root data turned from logged in to logged out), so the other tabs load as visitors. A
 * BroadcastChannel never delivers to itself, so the sending tab is not redirected.
 */
export function useLogoutBroadcast(loggedIn: boolean) {
  const channel = useRef<BroadcastChannel | null>(null);
  const wasLoggedIn = useRef(loggedIn);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const ch = new BroadcastChannel(CHANNEL);
    channel.current = ch;
    tabChannel = ch;
    ch.onmessage = (e) => {
      if (e.data?.type !== "logout" || !wasLoggedIn.current) return;
      const ru = window.location.pathname + window.location.search;
      window.location.assign(loginModalPath(ru));
    };
    return () => {
      ch.close();
      channel.current = null;
      if (tabChannel === ch) tabChannel = null;
    };
  }, []);

  useEffect(() => {
    if (wasLoggedIn.current && !loggedIn) channel.current?.postMessage({ type: "logout" });
    wasLoggedIn.current = loggedIn;
  }, [loggedIn]);
}

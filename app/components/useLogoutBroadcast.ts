import { useEffect } from "react";

const CHANNEL = "codelift-auth";

/**
 * Tells the other tabs about a logout; a tab that hears it goes to the login dialog
 * (platform.md §2). The message is posted on the same channel object that listens, because a
 * BroadcastChannel never delivers to itself: this tab must finish its own logout request.
 */
export function useLogoutBroadcast(loggedIn: boolean) {
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const ch = new BroadcastChannel(CHANNEL);
    ch.onmessage = (e) => {
      if (e.data?.type !== "logout" || !loggedIn) return;
      const ru = window.location.pathname + window.location.search;
      window.location.assign(`/?openLoginModal=true&ru=${encodeURIComponent(ru)}`);
    };
    const onSubmit = (e: SubmitEvent) => {
      const form = e.target as HTMLFormElement | null;
      if (form?.getAttribute("action") === "/logout") ch.postMessage({ type: "logout" });
    };
    document.addEventListener("submit", onSubmit, true);
    return () => {
      ch.close();
      document.removeEventListener("submit", onSubmit, true);
    };
  }, [loggedIn]);
}

// Keeps the server's record of a mock interview in progress (docs/product/interview-prep.md#mock-interviews: POST
// /api/mock-interview/{id}/update-user-mock-interview-session): the time used so far, which
// problems were opened, and why the update was sent. Sent when the page opens, every
// MOCK_SESSION_SYNC_MS while it is open, when a problem is opened, when the tab is hidden and just
// before Finish (keepalive, so a navigation does not cancel it). Without JavaScript nothing is
// sent: the report's time used comes from the server's start and end times either way.
import { useCallback, useEffect, useRef } from "react";
import { MOCK_SESSION_SYNC_MS } from "~/engine/mockInterviews";

type MockSessionReason = "open" | "interval" | "problem-opened" | "hidden" | "finish";

export function useMockSessionSync(id: number, startedAt: string) {
  const opened = useRef<string[]>([]);
  const send = useCallback(
    (reason: MockSessionReason) => {
      const session = {
        reason,
        time_used_seconds: Math.max(0, Math.round((Date.now() - Date.parse(startedAt)) / 1000)),
        client_time: new Date().toISOString(),
        problems_opened: opened.current,
      };
      return fetch(`/api/mock-interview/${id}/update-user-mock-interview-session`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ session }),
        credentials: "same-origin",
        keepalive: true,
      })
        .then((r) => r.ok)
        .catch(() => false);
    },
    [id, startedAt],
  );
  useEffect(() => {
    void send("open");
    const timer = window.setInterval(() => void send("interval"), MOCK_SESSION_SYNC_MS);
    const onHide = () => {
      if (document.visibilityState === "hidden") void send("hidden");
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onHide);
    };
  }, [send]);
  const problemOpened = useCallback(
    (link: string) => {
      if (!opened.current.includes(link)) opened.current = [...opened.current, link];
      void send("problem-opened");
    },
    [send],
  );
  return { send, problemOpened };
}

// The session's clock. The server renders the end time (all that a page without JavaScript can
// show); once hydrated, the remaining time ticks every second from the server's end time.
import { useEffect, useState } from "react";
import { formatCountdown } from "~/engine/dates";

export function Countdown({ endsAt, endsAtText, onTimeUp }: { endsAt: string; endsAtText: string; onTimeUp?: () => void }) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const end = Date.parse(endsAt);
    let fired = false;
    const tick = () => {
      const s = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(s);
      if (s === 0 && !fired) {
        fired = true;
        onTimeUp?.();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, onTimeUp]);
  return (
    <p className="mock-clock" aria-live="off">
      {left === null ? null : (
        <>
          <span className="mock-clock-left" data-testid="mock-clock" role="timer" aria-label="Time left">
            {left === 0 ? "Time is up" : formatCountdown(left)}
          </span>{" "}
        </>
      )}
      <span className="muted">
        Ends at <time dateTime={endsAt}>{endsAtText}</time>
      </span>
    </p>
  );
}

/** The end time as the learner reads it, in the interview's time zone (the engine's rule). */
export { mockEndTimeText as endTimeText } from "~/engine/mockInterviews";

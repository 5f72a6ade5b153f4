// A lab session's clock (docs/product/cloud-labs.md#sessions). The server renders the time left when
// the page was made and the end time (all a page without JavaScript can show); once hydrated it ticks
// every second from the server's end time. The server ends the session on time whatever this shows.
import { useEffect, useState } from "react";
import { formatCountdown } from "~/engine/dates";

export function LabCountdown({ endsAt, secondsLeft }: { endsAt: string; secondsLeft: number }) {
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    const end = Date.parse(endsAt);
    const tick = () => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return (
    <p className="lab-clock">
      <span role="timer" aria-label="Time left" data-testid="lab-clock" className="lab-clock-left">
        {left === 0 ? "Time is up" : formatCountdown(left)}
      </span>{" "}
      <span className="muted">
        left · ends at <time dateTime={endsAt}>{new Date(endsAt).toISOString().slice(11, 16)} UTC</time>
      </span>
    </p>
  );
}

// Snackbars (docs/product/shell.md#toasts-and-snackbars): short messages at the bottom of the screen that need no answer, next
// to the toasts (ToastView: the server's one-off messages, which also work without JavaScript).
// A snackbar is raised from the browser with showSnackbar(text, duration) and closes itself
// about 980 ms × its duration after it is shown (engine: snackbarCloseMs; our reading of "after it
// is hidden" is in docs/decisions/0023-bot-check-and-modals.md). While the pointer is over
// it or it has the focus, it stays; it can be closed at once with its ×.
import { useEffect, useRef, useState } from "react";
import { snackbarCloseMs } from "~/engine/shell";
import { Icon } from "~/components/ui/Icon";

const EVENT = "codelift:snackbar";
/** The default duration unit count: about 4.9 s on screen. */
const SNACKBAR_DEFAULT_DURATION = 5;

type SnackbarItem = { id: number; text: string; duration: number };

/** Shows a snackbar (browser only; does nothing on the server). */
export function showSnackbar(text: string, duration: number = SNACKBAR_DEFAULT_DURATION): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(EVENT, { detail: { text, duration } }));
}

let nextId = 1;

export function SnackbarHost() {
  const [items, setItems] = useState<SnackbarItem[]>([]);
  useEffect(() => {
    const onShow = (e: Event) => {
      const { text, duration } = (e as CustomEvent<{ text: string; duration: number }>).detail;
      setItems((list) => [...list.slice(-2), { id: nextId++, text, duration }]);
    };
    window.addEventListener(EVENT, onShow);
    return () => window.removeEventListener(EVENT, onShow);
  }, []);
  const remove = (id: number) => setItems((list) => list.filter((i) => i.id !== id));
  return (
    <div className="snackbar-host" role="status" aria-live="polite">
      {items.map((item) => (
        <Snackbar key={item.id} item={item} onClose={() => remove(item.id)} />
      ))}
    </div>
  );
}

function Snackbar({ item, onClose }: { item: SnackbarItem; onClose: () => void }) {
  const [held, setHeld] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (held) return;
    const t = setTimeout(() => close.current(), snackbarCloseMs(item.duration));
    return () => clearTimeout(t);
  }, [held, item.duration]);
  return (
    <div
      className="snackbar"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span>{item.text}</span>
      <button type="button" className="snackbar-close" aria-label="Dismiss" onClick={onClose}>
        <Icon name="close" />
      </button>
    </div>
  );
}

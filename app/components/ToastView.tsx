import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { TOAST_STATUSES } from "~/engine/constants";
import { closeableToastExitMs, toastAutoCloseMs } from "~/engine/shell";
import { Icon } from "~/components/ui/Icon";

type ToastData = {
  status: (typeof TOAST_STATUSES)[number];
  text: string;
  /** a heading over the text: the toast is then the wider one (docs/product/shell.md#layout) */
  title?: string;
  closeable?: boolean;
  /** one action (e.g. Undo): a form posting `intent` to `href`, so it works without JavaScript */
  action?: { label: string; href: string; intent: string };
};

/**
 * A toast (docs/product/shell.md#toasts-and-snackbars): it closes itself after its animation plus stay time (1 s + 3 s) unless it
 * is closeable; a closeable toast stays until closed and leaves with a 300 ms exit animation.
 */
export function ToastView({ toast }: { toast: ToastData }) {
  const [state, setState] = useState<"open" | "leaving" | "closed">("open");
  useEffect(() => {
    setState("open");
    const ms = toastAutoCloseMs({ closeable: toast.closeable });
    if (ms === null) return;
    const t = setTimeout(() => setState("closed"), ms);
    return () => clearTimeout(t);
  }, [toast]);
  useEffect(() => {
    if (state !== "leaving") return;
    const t = setTimeout(() => setState("closed"), closeableToastExitMs);
    return () => clearTimeout(t);
  }, [state]);
  if (state === "closed") return null;
  const close = () => (toast.closeable ? setState("leaving") : setState("closed"));
  return (
    <div
      className={`toast toast-${toast.status.toLowerCase()}${toast.title ? " toast-titled" : ""}${state === "leaving" ? " toast-leaving" : ""}`}
      role={toast.status === "ERROR" ? "alert" : "status"}
      style={state === "leaving" ? { transition: `opacity ${closeableToastExitMs}ms`, opacity: 0 } : undefined}
    >
      <span>
        {toast.title ? <strong className="toast-title">{toast.title}</strong> : null}
        {toast.text}
      </span>
      {toast.action ? (
        <Form method="post" action={toast.action.href} className="toast-action" onSubmit={() => setState("closed")}>
          <input type="hidden" name="intent" value={toast.action.intent} />
          <button type="submit" className="button button-small">
            {toast.action.label}
          </button>
        </Form>
      ) : null}
      <button type="button" className="toast-close" aria-label="Dismiss" onClick={close}>
        <Icon name="close" />
      </button>
    </div>
  );
}

// The confirmation step before deleting a card or removing the backup (coach.md §8: deleting a
// payment method needs confirmation, with its warnings). It is a state of the page
// (?confirm=delete&id=…), reached by a link, so it works without JavaScript; the change itself is
// a form post. With JavaScript it opens as a modal dialog over the page (focus on Cancel, Escape closes).
import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

export type ConfirmView = { kind: "delete" | "unsecondary"; token: string; label: string; warnings: string[] };

export function PaymentMethodConfirm({ confirm }: { confirm: ConfirmView }) {
  const busy = useNavigation().state !== "idle";
  const navigate = useNavigate();
  const cancelRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") navigate("/account/billing", { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate]);
  const title = confirm.kind === "delete" ? `Delete ${confirm.label}?` : `Stop using ${confirm.label} as your backup?`;
  return (
    <div className="modal-backdrop pm-confirm-backdrop">
      <div className="card modal pm-confirm" role="alertdialog" aria-modal="true" aria-labelledby="pm-confirm-title" aria-describedby="pm-confirm-warnings">
        <h2 id="pm-confirm-title">{title}</h2>
        <ul id="pm-confirm-warnings" className="pm-warnings">
          {confirm.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
        <Form method="post" action="/account/billing" className="pm-confirm-actions" preventScrollReset>
          <input type="hidden" name="intent" value={confirm.kind} />
          <input type="hidden" name="token" value={confirm.token} />
          <input type="hidden" name="confirmed" value="yes" />
          <Link ref={cancelRef} to="/account/billing" className="button button-ghost" preventScrollReset>
            Cancel
          </Link>
          <button type="submit" className={confirm.kind === "delete" ? "button button-danger" : "button"} disabled={busy}>
            {confirm.kind === "delete" ? "Delete" : "Remove backup"}
          </button>
        </Form>
      </div>
    </div>
  );
}

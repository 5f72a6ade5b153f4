// The confirmation step before deleting a card or removing the backup (docs/product/billing.md#payment-methods: deleting a
// payment method needs confirmation, with its warnings). It is a state of the page
// (?confirm=delete&id=…), reached by a link, so it works without JavaScript; the change itself is
// a form post. It is one of the site's Modals (app/components/Modal.tsx): an alert dialog with
// the focus on Cancel; Escape and Cancel go back to the billing page.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { Modal } from "../Modal";

export type ConfirmView = { kind: "delete" | "unsecondary"; token: string; label: string; warnings: string[] };

export function PaymentMethodConfirm({ confirm, page = "/account/billing" }: { confirm: ConfirmView; page?: string }) {
  const busy = useNavigation().state !== "idle";
  const cancelRef = useRef<HTMLAnchorElement>(null);
  const title = confirm.kind === "delete" ? `Delete ${confirm.label}?` : `Stop using ${confirm.label} as your backup?`;
  return (
    <Modal title={title} alert closeTo={page} description="pm-confirm-warnings" initialFocus={cancelRef} className="pm-confirm">
      <ul id="pm-confirm-warnings" className="pm-warnings">
        {confirm.warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      <Form method="post" action={page} className="pm-confirm-actions" preventScrollReset>
        <input type="hidden" name="intent" value={confirm.kind} />
        <input type="hidden" name="token" value={confirm.token} />
        <input type="hidden" name="confirmed" value="yes" />
        <Link ref={cancelRef} to={page} className="button button-ghost" preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className={confirm.kind === "delete" ? "button button-danger" : "button"} disabled={busy}>
          {confirm.kind === "delete" ? "Delete" : "Remove backup"}
        </button>
      </Form>
    </Modal>
  );
}

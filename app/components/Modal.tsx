// The one modal system of the site (docs/product/shell.md#modals). Every modal is a native
// <dialog>, and every modal is a state of the page: the server renders it open when the URL (or
// the action's answer) says so, so it works without JavaScript, and its close is a plain link.
//
// Usage:
//   <Modal title="Delete Visa •••• 4242?" closeTo="/account/billing" alert>
//     <p>…</p>
//     <Form method="post">…<button>Delete</button></Form>
//   </Modal>
//
// Props:
//   title        the heading (h2); it names the dialog (aria-labelledby)
//   closeTo      where "close" goes: the ×, Esc and, without JavaScript, the only way out (a link)
//   onClose      with JavaScript, close in place instead of navigating (a modal opened by state)
//   alert        role="alertdialog" (a confirmation or a warning that needs an answer)
//   dismissible  false: no × and no Esc (e.g. "Your session has expired.": only its action)
//   description  an element id that describes the dialog (aria-describedby)
//   initialFocus a ref to focus first (default: the first focusable element after the ×)
//   className    extra classes on the dialog (titleClassName: on its heading)
//
// With JavaScript: showModal() (the page behind is inert), focus moves in (initialFocus, else the
// first field or button), Tab and Shift+Tab cycle inside, Esc closes, and the element that had
// the focus before the modal opened gets it back. Without JavaScript: a <dialog open> over a scrim.
// Every open modal closes on the shell's close-modals event (the unauthorized handling).
import { Link, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { SHELL_EVENTS } from "~/utils/apiFetch";
import { Icon } from "~/components/ui/Icon";

type ModalProps = {
  title: ReactNode;
  children: ReactNode;
  closeTo?: string;
  onClose?: () => void;
  alert?: boolean;
  dismissible?: boolean;
  description?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  titleClassName?: string;
  closeLabel?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  // Reachable with Tab only: not taken out of the order (tabindex -1, e.g. a honeypot), not hidden.
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert], [aria-hidden="true"]') && el.getClientRects().length > 0,
  );
}

export function Modal({
  title,
  children,
  closeTo,
  onClose,
  alert = false,
  dismissible = true,
  description,
  initialFocus,
  className,
  titleClassName,
  closeLabel = "Close",
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const [modal, setModal] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const close = useRef<() => void>(() => undefined);
  close.current = () => {
    if (onClose) onClose();
    else if (closeTo !== undefined) navigate(closeTo, { preventScrollReset: true });
  };
  const requestClose = useCallback(() => close.current(), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Rendered open by the server (non-modal): reopen it as a modal.
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
    setModal(true);
    const first = initialFocus?.current ?? focusables(dialog).find((el) => !el.classList.contains("modal-close")) ?? focusables(dialog)[0];
    (first ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      // Give the focus back to where it was, when that is still on the page.
      if (before && before.isConnected && !before.closest("dialog")) before.focus();
    };
    // Opened once per mount; a modal that must reopen is mounted again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onCloseAll = () => setDismissed(true);
    window.addEventListener(SHELL_EVENTS.closeModals, onCloseAll);
    return () => window.removeEventListener(SHELL_EVENTS.closeModals, onCloseAll);
  }, []);

  if (dismissed) return null;

  const onKeyDown = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== "Tab" || !ref.current) return;
    const items = focusables(ref.current);
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !ref.current.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !ref.current.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      {modal ? null : <div className="modal-scrim" aria-hidden="true" />}
      <dialog
        ref={ref}
        open
        className={`modal-dialog${className ? ` ${className}` : ""}`}
        role={alert ? "alertdialog" : undefined}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description}
        onKeyDown={onKeyDown}
        onCancel={(e) => {
          // Esc: close the way the × does (or not at all when the modal is not dismissible).
          e.preventDefault();
          if (dismissible) requestClose();
        }}
      >
        {dismissible && (closeTo !== undefined || onClose) ? (
          closeTo !== undefined ? (
            <Link
              to={closeTo}
              preventScrollReset
              className="button button-ghost button-small modal-close"
              aria-label={closeLabel}
              onClick={(e) => {
                if (onClose) {
                  e.preventDefault();
                  onClose();
                }
              }}
            >
              <Icon name="close" />
            </Link>
          ) : (
            <button type="button" className="button button-ghost button-small modal-close" aria-label={closeLabel} onClick={requestClose}>
              <Icon name="close" />
            </button>
          )
        ) : null}
        <h2 id={titleId} className={`modal-title${titleClassName ? ` ${titleClassName}` : ""}`}>
          {title}
        </h2>
        {children}
      </dialog>
    </>
  );
}

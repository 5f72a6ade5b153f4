import { Form, Link, useLocation } from "@remix-run/react";
import { Modal } from "~/components/Modal";

/** The page state of Skip's question on a problem page. */
const SKIP_DIALOG = "skip";

function withDialog(pathname: string, search: string, dialog: string | null): string {
  const q = new URLSearchParams(search);
  if (dialog) q.set("dialog", dialog);
  else q.delete("dialog");
  const s = q.toString();
  return `${pathname}${s ? `?${s}` : ""}`;
}

/**
 * Skip, asked first: the opener is a link to the page's `?dialog=skip` state, whose modal (a
 * native dialog over the whole page, so nothing clips it, also without JavaScript) posts
 * `intent=skip`. The toast that follows says why the coach chose the next problem and carries
 * an Undo that puts the skipped problem back.
 */
export function SkipProblem() {
  const location = useLocation();
  return (
    <p className="skip-open">
      <Link className="button button-ghost button-small" to={withDialog(location.pathname, location.search, SKIP_DIALOG)} preventScrollReset>
        Skip this problem
      </Link>
    </p>
  );
}

/** The question itself, rendered at the page's top level when the URL asks for it. */
export function SkipDialog({ action, problemName }: { action: string; problemName: string }) {
  const location = useLocation();
  if (new URLSearchParams(location.search).get("dialog") !== SKIP_DIALOG) return null;
  const closeTo = withDialog(location.pathname, location.search, null);
  return (
    <Modal title={`Skip ${problemName}?`} closeTo={closeTo} alert className="skip-modal">
      <Form method="post" action={action} className="skip-form">
        <p>The coach will not offer it again in this attempt; you can undo this from the message that follows.</p>
        <input type="hidden" name="intent" value="skip" />
        <div className="modal-actions">
          <Link className="button button-ghost" to={closeTo} preventScrollReset>
            Keep this problem
          </Link>
          <button type="submit" className="button">
            Yes, skip it
          </button>
        </div>
      </Form>
    </Modal>
  );
}

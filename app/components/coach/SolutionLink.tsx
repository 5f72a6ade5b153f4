import { Form } from "@remix-run/react";
import { AppLink, clickedLink, linkPath } from "~/components/AppLink";
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";

/**
 * A link to a problem's solution page. Once the learner has submitted the problem (or revealed
 * the solution) it is a plain link. Before that it asks first: it carries `data-reveal` (the
 * problem's name), and useRevealLinks on the page opens the dialog whose Reveal button posts
 * `intent=reveal` to the solution page; without JavaScript the link opens the solution page,
 * which the server answers with the same question instead of the solution. The dialog is only put
 * in the page when it is asked for (a coding path lists over a hundred locked solutions: their
 * dialogs were a third of its HTML).
 */
export function SolutionLink({
  to,
  locked,
  problemName,
  children,
  className,
  discover,
}: {
  to: string;
  locked: boolean;
  problemName: string;
  children: ReactNode;
  className?: string;
  discover?: boolean;
}) {
  return locked ? (
    <AppLink to={to} className={className} discover={discover} data-reveal={problemName} aria-haspopup="dialog">
      {children}
    </AppLink>
  ) : (
    <AppLink to={to} className={className} discover={discover}>
      {children}
    </AppLink>
  );
}

const canShowModal = () => typeof HTMLDialogElement === "function" && typeof HTMLDialogElement.prototype.showModal === "function";

/** The reveal question as a modal dialog, opened as it is put in the page; Reveal posts `intent=reveal` to the solution page. */
function RevealDialog({ to, problemName, onClose }: { to: string; problemName: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="reveal-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Reveal the solution?</h2>
      <RevealQuestion problemName={problemName} />
      <Form method="post" action={to} className="reveal-actions">
        <input type="hidden" name="intent" value="reveal" />
        <button type="submit" className="button">
          Reveal the solution
        </button>
        <button type="button" className="button button-ghost" autoFocus onClick={() => dialog.current?.close()}>
          Keep trying
        </button>
      </Form>
    </dialog>
  );
}

/**
 * The reveal question for the locked solution links (SolutionLink) of a page or a list: spread
 * `onClick` on the element that holds them and put `dialog` in the page; a click on one asks
 * first. One handler for the whole list, not state and a handler per link: a coding path lists
 * 125 solutions. Without JavaScript the link opens the page that asks the same question.
 */
export function useRevealLinks(): { onClick: (event: MouseEvent<HTMLElement>) => void; dialog: ReactNode } {
  const [asking, setAsking] = useState<{ to: string; problemName: string } | null>(null);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const a = clickedLink(event, "a[data-reveal]");
    if (!a || !canShowModal()) return;
    event.preventDefault();
    setAsking({ to: linkPath(a), problemName: a.dataset.reveal ?? "this problem" });
  };
  const dialog = asking ? <RevealDialog key={asking.to} {...asking} onClose={() => setAsking(null)} /> : null;
  return { onClick, dialog };
}

/** The question the dialog and the no-JavaScript confirmation page both ask. */
function RevealQuestion({ problemName }: { problemName: string }) {
  return (
    <p>
      You have not submitted <strong>{problemName}</strong> yet. Reading the solution first takes away the practice; it stays open for you once
      revealed.
    </p>
  );
}

/** The confirmation a solution page shows instead of the solution when it is not open yet (works without JavaScript). */
export function SolutionGate({ problem, action }: { problem: { title: string; link: string } | null; action: string }) {
  return (
    <section className="card reveal-gate" aria-labelledby="reveal-gate-title">
      <h2 id="reveal-gate-title">Reveal the solution?</h2>
      <RevealQuestion problemName={problem?.title ?? "this problem"} />
      <Form method="post" action={action} className="reveal-actions">
        <input type="hidden" name="intent" value="reveal" />
        <button type="submit" className="button">
          Reveal the solution
        </button>
        {problem ? (
          <AppLink to={problem.link} className="button button-ghost">
            Try the problem first
          </AppLink>
        ) : null}
      </Form>
    </section>
  );
}

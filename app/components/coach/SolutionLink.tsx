import { Form, Link } from "@remix-run/react";
import { useId, useRef, type ReactNode } from "react";

/**
 * A link to a problem's solution page. Once the learner has submitted the problem (or revealed
 * the solution) it is a plain link. Before that it asks first: with JavaScript a dialog whose
 * Reveal button posts `intent=reveal` to the solution page; without JavaScript the link opens the
 * solution page, which the server answers with the same question instead of the solution.
 */
export function SolutionLink({ to, locked, problemName, children, className }: { to: string; locked: boolean; problemName: string; children: ReactNode; className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  if (!locked) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <>
      <Link
        to={to}
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (typeof dialog.current?.showModal !== "function") return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        {children}
      </Link>
      <dialog ref={dialog} className="reveal-dialog" aria-labelledby={titleId}>
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
    </>
  );
}

/** The question the dialog and the no-JavaScript confirmation page both ask. */
export function RevealQuestion({ problemName }: { problemName: string }) {
  return (
    <p>
      You have not submitted <strong>{problemName}</strong> yet. Reading the solution first takes away the practice; it stays open for you once revealed.
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
          <Link to={problem.link} className="button button-ghost">
            Try the problem first
          </Link>
        ) : null}
      </Form>
    </section>
  );
}

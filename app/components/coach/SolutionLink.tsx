import { Form, Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/**
 * A link to a problem's solution page. Once the learner has submitted the problem (or revealed
 * the solution) it is a plain link. Before that it asks first: with JavaScript a dialog whose
 * Reveal button posts `intent=reveal` to the solution page; without JavaScript the link opens the
 * solution page, which the server answers with the same question instead of the solution.
 * The dialog is only put in the page when it is asked for (a coding path lists over a hundred
 * locked solutions: their dialogs were a third of its HTML).
 */
export function SolutionLink({
  to,
  locked,
  problemName,
  children,
  className,
}: {
  to: string;
  locked: boolean;
  problemName: string;
  children: ReactNode;
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (asking && dialog.current && !dialog.current.open)
      dialog.current.showModal();
  }, [asking]);
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
          // Without <dialog> support the link goes on to the solution page, which asks the same question.
          if (
            typeof HTMLDialogElement !== "function" ||
            typeof HTMLDialogElement.prototype.showModal !== "function"
          )
            return;
          event.preventDefault();
          setAsking(true);
        }}
      >
        {children}
      </Link>
      {asking ? (
        <dialog
          ref={dialog}
          className="reveal-dialog"
          aria-labelledby={titleId}
          onClose={() => setAsking(false)}
        >
          <h2 id={titleId}>Reveal the solution?</h2>
          <RevealQuestion problemName={problemName} />
          <Form method="post" action={to} className="reveal-actions">
            <input type="hidden" name="intent" value="reveal" />
            <button type="submit" className="button">
              Reveal the solution
            </button>
            <button
              type="button"
              className="button button-ghost"
              autoFocus
              onClick={() => dialog.current?.close()}
            >
              Keep trying
            </button>
          </Form>
        </dialog>
      ) : null}
    </>
  );
}

/** The question the dialog and the no-JavaScript confirmation page both ask. */
export function RevealQuestion({ problemName }: { problemName: string }) {
  return (
    <p>
      You have not submitted <strong>{problemName}</strong> yet. Reading the
      solution first takes away the practice; it stays open for you once
      revealed.
    </p>
  );
}

/** The confirmation a solution page shows instead of the solution when it is not open yet (works without JavaScript). */
export function SolutionGate({
  problem,
  action,
}: {
  problem: { title: string; link: string } | null;
  action: string;
}) {
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

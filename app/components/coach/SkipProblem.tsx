import { Form } from "@remix-run/react";

/**
 * Skip, asked first: a disclosure (works without JavaScript) whose confirm button posts
 * `intent=skip`. The toast that follows says why the coach chose the next problem and carries an
 * Undo that puts the skipped problem back.
 */
export function SkipProblem({ action, problemName }: { action: string; problemName: string }) {
  return (
    <details className="skip-confirm">
      <summary className="button button-ghost button-small">Skip this problem</summary>
      <Form method="post" action={action} className="skip-form">
        <p>
          Skip <strong>{problemName}</strong>? The coach will not offer it again in this attempt; you can undo this from the message that follows.
        </p>
        <input type="hidden" name="intent" value="skip" />
        <button type="submit" className="button button-small">
          Yes, skip it
        </button>
      </Form>
    </details>
  );
}

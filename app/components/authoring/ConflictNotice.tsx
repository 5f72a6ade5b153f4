import type { ReactNode } from "react";
import { Banner } from "~/components/ui/Banner";

/**
 * A save that came too late (docs/product/authoring.md#no-lost-edits): the sentence, the version
 * that is saved now (children), and — in the form under it — the author's own version, unsaved.
 */
export function ConflictNotice({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="authoring-conflict" data-testid="conflict">
      <Banner tone="danger" title="Not saved: this changed meanwhile" role="alert">
        <p>{text}</p>
      </Banner>
      <div className="authoring-conflict-versions">
        <section aria-labelledby="conflict-theirs">
          <h2 id="conflict-theirs">The saved version</h2>
          {children}
        </section>
        <section aria-labelledby="conflict-yours">
          <h2 id="conflict-yours">Your version</h2>
          <p className="muted">Your changes are in the form below, not saved yet. Save again to keep them.</p>
        </section>
      </div>
    </div>
  );
}

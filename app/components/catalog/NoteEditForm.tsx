// Edit a note's text from the page (lesson note list and My notes). A native <details> opens the
// form without JavaScript (a plain POST to /learn/notes, redirected back with a toast); with
// JavaScript the same form goes through a fetcher and closes when saved. The version sent is the
// one shown: an edit from a stale page is refused (409) instead of overwriting a newer one.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/components/useHydrated";
import { NOTE_COMMENT_MAX } from "~/engine/notes";

export function NoteEditForm({ id, comment, version, back }: { id: number; comment: string; version: number; back: string }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ errorText?: string; note?: { version: number } }>();
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.note && details.current) details.current.open = false;
  }, [fetcher.state, fetcher.data]);
  const textId = `note-edit-${id}`;
  return (
    <details className="note-edit" ref={details}>
      <summary>Edit</summary>
      <fetcher.Form method="post" action="/learn/notes" className="lesson-note-form">
        <input type="hidden" name="intent" value="edit-note" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="ru" value={back} />
        {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
        <label htmlFor={textId}>Edit note</label>
        <textarea id={textId} className="ui-control" name="comment" defaultValue={comment} maxLength={NOTE_COMMENT_MAX} rows={3} />
        <p className="muted small">Markdown is supported.</p>
        <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
          Save changes
        </button>
        {fetcher.data?.errorText ? (
          <p className="field-error" role="alert">
            {fetcher.data.errorText}
          </p>
        ) : null}
      </fetcher.Form>
    </details>
  );
}

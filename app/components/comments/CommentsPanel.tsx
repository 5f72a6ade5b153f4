// The comments panel under a lesson or an interview-prep page (docs/product/learner-data.md#comments): threads with
// their replies, Markdown rendered on the server (raw HTML shown as text). Every action is a form
// that posts to /api/document/{key}/comments: without JavaScript the browser is sent back here
// with a toast; with it, a fetcher posts and the page's data reloads.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/components/useHydrated";

type Item = { id: number; html: string; authorName: string; userId: number; isModified: boolean; created: string; lastModifiedTime: string | null };
type Thread = Item & { isResolved: boolean; resolvedBy: number | null; lastResolvedTime: string | null; repliesCount: number; replies: Item[] };
type CommentsPanelData = {
  documentKey: string;
  threads: Thread[];
  viewerId: number;
  viewerStaff: boolean;
  redirectTo: string;
  maxChars: number;
};

function ActionForm({
  data,
  intent,
  commentId,
  children,
  label,
  className,
}: {
  data: CommentsPanelData;
  intent: string;
  commentId?: number;
  children?: React.ReactNode;
  label: string;
  className?: string;
}) {
  const fetcher = useFetcher<{ errorText?: string; errors?: Record<string, string> }>();
  const hydrated = useHydrated();
  const error = fetcher.data?.errorText ?? (fetcher.data?.errors ? Object.values(fetcher.data.errors)[0] : undefined);
  // A sent comment or reply empties its box, so that a second click cannot post it twice (a
  // refused one keeps its text to be corrected). Without JavaScript the redirect brings a fresh page.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.errorText && !fetcher.data.errors) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form ref={form} method="post" action={`/api/document/${data.documentKey}/comments`} className={className ?? "comment-form"}>
      <input type="hidden" name="intent" value={intent} />
      {commentId !== undefined ? <input type="hidden" name="comment_id" value={commentId} /> : null}
      <input type="hidden" name="redirectTo" value={data.redirectTo} />
      {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
      {children}
      <button
        type="submit"
        className={className === "comment-inline-form" ? "button button-ghost button-small" : "button button-small"}
        disabled={fetcher.state !== "idle"}
      >
        {label}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function TextField({ name, label, maxChars, defaultValue }: { name: string; label: string; maxChars: number; defaultValue?: string }) {
  return (
    <label className="comment-field">
      <span>{label}</span>
      <textarea className="ui-control" name={name} required maxLength={maxChars} rows={3} defaultValue={defaultValue} />
    </label>
  );
}

const when = (iso: string) => iso.slice(0, 16).replace("T", " ") + " UTC";

function CommentBody({ item, data, kind }: { item: Item; data: CommentsPanelData; kind: "comment" | "reply" }) {
  const mine = item.userId === data.viewerId;
  return (
    <>
      <p className="comment-meta muted">
        <strong>{item.authorName}</strong> · <time dateTime={item.created}>{when(item.created)}</time>
        {item.isModified ? <span className="comment-edited"> · edited</span> : null}
      </p>
      <div className="comment-text" dangerouslySetInnerHTML={{ __html: item.html }} />
      {mine || data.viewerStaff ? (
        <div className="comment-actions">
          {mine ? (
            <details>
              <summary>Edit {kind}</summary>
              <ActionForm data={data} intent="edit" commentId={item.id} label={`Save ${kind}`}>
                <TextField name="md_text" label={`Edit your ${kind}`} maxChars={data.maxChars} />
              </ActionForm>
            </details>
          ) : null}
          <ActionForm data={data} intent="delete" commentId={item.id} label={`Delete ${kind}`} className="comment-inline-form" />
        </div>
      ) : null}
    </>
  );
}

export function CommentsPanel({ data }: { data: CommentsPanelData | null }) {
  if (!data) return null;
  return (
    <section className="comments-panel" id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">Comments ({data.threads.length})</h2>
      {data.threads.length === 0 ? <p className="muted">No comments yet. Start the discussion.</p> : null}
      <ol className="comment-list">
        {data.threads.map((t) => (
          <li
            key={t.id}
            id={`comment-${t.id}`}
            className={`comment${t.isResolved ? " comment-resolved" : ""}`}
            aria-label={`Comment by ${t.authorName}`}
          >
            {t.isResolved ? <p className="comment-status">Resolved{t.lastResolvedTime ? ` on ${when(t.lastResolvedTime)}` : ""}</p> : null}
            <CommentBody item={t} data={data} kind="comment" />
            {t.userId === data.viewerId || data.viewerStaff ? (
              <ActionForm data={data} intent="resolve" commentId={t.id} label={t.isResolved ? "Reopen" : "Resolve"} className="comment-inline-form">
                <input type="hidden" name="resolved" value={t.isResolved ? "false" : "true"} />
              </ActionForm>
            ) : null}
            <p className="muted">
              {t.repliesCount} {t.repliesCount === 1 ? "reply" : "replies"}
            </p>
            {t.replies.length ? (
              <ol className="reply-list">
                {t.replies.map((r) => (
                  <li key={r.id} id={`comment-${r.id}`} className="reply" aria-label={`Reply by ${r.authorName}`}>
                    <CommentBody item={r} data={data} kind="reply" />
                  </li>
                ))}
              </ol>
            ) : null}
            <ActionForm data={data} intent="reply" commentId={t.id} label="Reply">
              <TextField name="md_text" label="Your reply" maxChars={data.maxChars} />
            </ActionForm>
          </li>
        ))}
      </ol>
      <ActionForm data={data} intent="create" label="Post comment">
        <TextField name="md_text" label="Add a comment (Markdown)" maxChars={data.maxChars} />
      </ActionForm>
    </section>
  );
}

/** For visitors: comments are for logged-in learners. */
export function CommentsLoginPrompt({ loginHref }: { loginHref: string }) {
  return (
    <section className="comments-panel" id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">Comments</h2>
      <p>
        <a href={loginHref}>Log in</a> to read and join the discussion.
      </p>
    </section>
  );
}

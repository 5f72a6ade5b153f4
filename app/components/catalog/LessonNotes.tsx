// A learner's notes and highlights on a lesson (docs/product/learner-data.md#notes-and-highlights). With JavaScript: select text in the
// lesson body to highlight it (a colour) or attach a note; highlights are drawn back in place.
// Without JavaScript: a form adds a note to the lesson. Both post to /learn/notes.
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useHydrated } from "~/components/useHydrated";
import { NOTE_COLORS, NOTE_COMMENT_MAX } from "~/engine/notes";
import type { LessonNote } from "~/services/notes.server";
import { NoteEditForm } from "./NoteEditForm";
import { Icon } from "~/components/ui/Icon";

type Place = { authorId: number; workId: number; pageId: number; here: string };
type Selection = { quote: string; start: number; end: number; block: string; x: number; y: number };

const BODY = ".lesson-body";
const BLOCKS = "p,li,h1,h2,h3,h4,h5,h6,pre,blockquote,td,th";
/**
 * A quiz or runnable block inside the body (docs/product/authoring.md#blocks-learners-use): its
 * text changes as the learner uses it and React or the code editor own its elements, so it is
 * never highlighted and its text does not count in the body's offsets.
 */
const WIDGET = "[data-lesson-widget]";
const inWidget = (node: Node) => !!(node.nodeType === 1 ? (node as Element) : node.parentElement)?.closest(WIDGET);

/** The body's text nodes outside quizzes and runnable blocks, in order. */
function bodyTextNodes(root: Element): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (inWidget(n) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const out: Text[] = [];
  for (let t = walker.nextNode() as Text | null; t; t = walker.nextNode() as Text | null) out.push(t);
  return out;
}

/** Character offset of (node, offset) within the whole lesson body's text (quizzes and runnable blocks left out). */
function textOffset(root: Element, node: Node, offset: number): number {
  const r = document.createRange();
  r.setStart(root, 0);
  r.setEnd(node, offset);
  let length = r.toString().length;
  for (const w of root.querySelectorAll(WIDGET)) if (r.intersectsNode(w)) length -= (w.textContent ?? "").length;
  return length;
}

function unwrapMarks(root: Element) {
  root.querySelectorAll("mark.note-hl").forEach((m) => {
    const parent = m.parentNode!;
    while (m.firstChild) parent.insertBefore(m.firstChild, m);
    parent.removeChild(m);
    parent.normalize();
  });
}

/** Wraps the text between two body offsets in <mark> elements (one per text node). */
function drawHighlight(root: Element, n: LessonNote) {
  const nodes = bodyTextNodes(root);
  const full = nodes.map((t) => t.data).join("");
  let start = n.startOffset ?? -1;
  let end = n.endOffset ?? -1;
  if (start < 0 || end <= start || full.slice(start, end) !== n.quote) {
    // The lesson changed since: find the quote again.
    start = n.quote ? full.indexOf(n.quote) : -1;
    end = start + n.quote.length;
  }
  if (start < 0 || !n.quote) return;
  const parts: { node: Text; from: number; to: number }[] = [];
  let pos = 0;
  for (const t of nodes) {
    const len = t.data.length;
    const from = Math.max(start, pos);
    const to = Math.min(end, pos + len);
    if (from < to) parts.push({ node: t, from: from - pos, to: to - pos });
    pos += len;
    if (pos >= end) break;
  }
  parts.forEach(({ node, from, to }, i) => {
    const r = document.createRange();
    r.setStart(node, from);
    r.setEnd(node, to);
    const mark = document.createElement("mark");
    mark.className = `note-hl note-color-${n.color ?? "yellow"}`;
    mark.dataset.noteId = String(n.id);
    if (i === 0) mark.id = `hl-${n.id}`;
    if (n.comment) mark.title = n.comment.slice(0, 200);
    r.surroundContents(mark);
  });
}

export function LessonNotes({ notes, place }: { notes: LessonNote[]; place: Place }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ errorText?: string }>();
  const [sel, setSel] = useState<Selection | null>(null);
  const [noting, setNoting] = useState(false);
  const drawKey = notes.map((n) => `${n.id}:${n.color}:${n.startOffset}`).join(",");

  useEffect(() => {
    const root = document.querySelector(BODY);
    if (!root) return;
    unwrapMarks(root);
    for (const n of notes) {
      try {
        drawHighlight(root, n);
      } catch {
        /* a highlight that no longer fits the text is skipped */
      }
    }
    return () => unwrapMarks(root);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawKey]);

  const onMouseUp = useCallback(() => {
    const root = document.querySelector(BODY);
    const s = window.getSelection();
    if (!root || !s || s.isCollapsed || s.rangeCount === 0) return;
    const range = s.getRangeAt(0);
    if (!root.contains(range.commonAncestorContainer)) return;
    if (inWidget(range.startContainer) || inWidget(range.endContainer)) return;
    const quote = range.toString();
    if (!quote.trim()) return;
    const start = textOffset(root, range.startContainer, range.startOffset);
    const blockEl = (range.startContainer.nodeType === 1 ? (range.startContainer as Element) : range.startContainer.parentElement)?.closest(BLOCKS);
    const block = blockEl ? `b${[...root.querySelectorAll(BLOCKS)].filter((el) => !inWidget(el)).indexOf(blockEl)}` : "";
    const rect = range.getBoundingClientRect();
    // Under the selection (never over it), kept inside the window: the note box is up to 28rem wide.
    const x = Math.max(8, Math.min(rect.left, document.documentElement.clientWidth - Math.min(448, window.innerWidth - 16) - 8));
    setSel({ quote, start, end: start + quote.length, block, x: x + window.scrollX, y: rect.bottom + window.scrollY + 8 });
    setNoting(false);
  }, []);

  useEffect(() => {
    document.addEventListener("mouseup", onMouseUp);
    return () => document.removeEventListener("mouseup", onMouseUp);
  }, [onMouseUp]);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.errorText) {
      setSel(null);
      setNoting(false);
    }
  }, [fetcher.state, fetcher.data]);

  // Once a colour or "Add note" is picked, the browser's own (blue) selection goes: the highlight,
  // or the quote in the note box, shows what was chosen.
  const clearSelection = () => window.getSelection()?.removeAllRanges();

  const placeFields = (
    <>
      <input type="hidden" name="author_id" value={place.authorId} />
      <input type="hidden" name="work_id" value={place.workId} />
      <input type="hidden" name="page_id" value={place.pageId} />
      <input type="hidden" name="ru" value={place.here} />
    </>
  );

  return (
    <section className="lesson-notes" id="lesson-notes" aria-labelledby="lesson-notes-title">
      <h2 id="lesson-notes-title">Your notes</h2>
      {hydrated ? <p className="muted small">Select text in the lesson to highlight it or add a note.</p> : null}
      {sel ? (
        <div
          className={`note-toolbar${noting ? " note-toolbar-noting" : ""}`}
          role="dialog"
          aria-label="Highlight or note"
          style={{ position: "absolute", left: sel.x, top: sel.y, zIndex: "var(--z-dropdown)" }}
          onMouseUp={(e) => e.stopPropagation()}
        >
          <fetcher.Form method="post" action="/learn/notes" onSubmit={clearSelection}>
            {placeFields}
            <input type="hidden" name="intent" value="add-note" />
            <input type="hidden" name="respond" value="json" />
            <input type="hidden" name="quote" value={sel.quote} />
            <input type="hidden" name="start_offset" value={sel.start} />
            <input type="hidden" name="end_offset" value={sel.end} />
            <input type="hidden" name="md_child_id" value={sel.block} />
            {noting ? (
              <>
                <blockquote className="note-toolbar-quote">{sel.quote.length > 160 ? `${sel.quote.slice(0, 160)}…` : sel.quote}</blockquote>
                <label htmlFor="note-toolbar-text">Note</label>
                <textarea id="note-toolbar-text" className="ui-control" name="comment" required maxLength={NOTE_COMMENT_MAX} rows={5} autoFocus />
                <input type="hidden" name="color" value="yellow" />
                <div className="note-toolbar-actions">
                  <button type="submit" className="button">
                    Save note
                  </button>
                  <button type="button" className="button button-ghost" onClick={() => setSel(null)}>
                    Cancel
                  </button>
                </div>
              </>
            ) : (
              <>
                {NOTE_COLORS.map((c) => (
                  <button
                    key={c}
                    type="submit"
                    name="color"
                    value={c}
                    className={`note-swatch note-color-${c}`}
                    aria-label={`Highlight ${c}`}
                    title={`Highlight ${c}`}
                  />
                ))}
                <button
                  type="button"
                  className="button button-ghost button-small"
                  onClick={() => {
                    clearSelection();
                    setNoting(true);
                  }}
                >
                  Add note
                </button>
                <button type="button" className="button button-ghost button-small" onClick={() => setSel(null)} aria-label="Close">
                  <Icon name="close" />
                </button>
              </>
            )}
            {fetcher.data?.errorText ? <p className="field-error">{fetcher.data.errorText}</p> : null}
          </fetcher.Form>
        </div>
      ) : null}
      {notes.length ? (
        <ul className="lesson-notes-list">
          {notes.map((n) => (
            <li key={n.id} id={`note-${n.id}`} className="lesson-note">
              {n.quote ? (
                <blockquote className={`note-quote note-color-${n.color ?? "none"}`}>
                  {hydrated ? <a href={`#hl-${n.id}`}>{n.quote}</a> : n.quote}
                </blockquote>
              ) : null}
              {n.html ? <div className="note-comment" dangerouslySetInnerHTML={{ __html: n.html }} /> : null}
              <NoteEditForm id={n.id} comment={n.comment} version={n.version} back={`${place.here}#note-${n.id}`} />
              <fetcher.Form method="post" action="/learn/notes" className="inline-form">
                <input type="hidden" name="intent" value="delete-note" />
                <input type="hidden" name="id" value={n.id} />
                <input type="hidden" name="ru" value={`${place.here}#lesson-notes`} />
                {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
                <button type="submit" className="button button-ghost small">
                  Delete
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No notes on this lesson yet.</p>
      )}
      <form method="post" action="/learn/notes" className="lesson-note-form">
        {placeFields}
        <input type="hidden" name="intent" value="add-note" />
        <label htmlFor="lesson-note-text">Add a note to this lesson</label>
        <textarea id="lesson-note-text" className="ui-control" name="comment" required maxLength={NOTE_COMMENT_MAX} rows={3} />
        <p className="muted small">Markdown is supported.</p>
        <button type="submit" className="button">
          Add note
        </button>
      </form>
    </section>
  );
}

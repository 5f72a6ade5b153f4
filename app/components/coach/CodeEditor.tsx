import { useId, useRef, type KeyboardEvent } from "react";
import { useHydrated } from "~/components/useHydrated";

/**
 * The code box. Without JavaScript it is a plain <textarea name="code">; once hydrated it gains
 * line numbers, Tab / Shift+Tab indentation and Enter that keeps the indentation. Tab stays
 * inside the editor, so Escape hands the next Tab back to the page (said in the hint).
 */
export function CodeEditor({
  value,
  onChange,
  label,
  language,
  indent = "    ",
  readOnly = false,
  form,
}: {
  value: string;
  onChange: (code: string) => void;
  label: string;
  language: string;
  indent?: string;
  readOnly?: boolean;
  /** the id of the form the textarea belongs to, when it sits outside it */
  form?: string;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const hintId = `${id}-hint`;
  const gutter = useRef<HTMLDivElement>(null);
  const trapTab = useRef(true);
  const lines = Math.max(1, value.split("\n").length);

  // Edits the DOM synchronously (so keys typed right after keep their place) and through
  // insertText when the browser has it, which keeps the native undo history.
  function replace(el: HTMLTextAreaElement, start: number, end: number, text: string, caretStart: number, caretEnd = caretStart) {
    el.setSelectionRange(start, end);
    const inserted = typeof document.execCommand === "function" && document.execCommand("insertText", false, text);
    if (!inserted) {
      el.setRangeText(text, start, end, "end");
      onChange(el.value);
    }
    el.setSelectionRange(caretStart, caretEnd);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    const el = e.currentTarget;
    if (readOnly) return;
    if (e.key === "Escape") {
      trapTab.current = false;
      return;
    }
    if (e.key === "Tab" && trapTab.current && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      const { selectionStart: s, selectionEnd: t, value: v } = el;
      const lineStart = v.lastIndexOf("\n", s - 1) + 1;
      if (!e.shiftKey && s === t) {
        replace(el, s, t, indent, s + indent.length);
        return;
      }
      // Indent or dedent every selected line.
      const block = v.slice(lineStart, t);
      const rows = block.split("\n");
      const changed = rows.map((r) => (e.shiftKey ? r.replace(new RegExp(`^( {1,${indent.length}}|\\t)`), "") : indent + r));
      const text = changed.join("\n");
      const firstDelta = changed[0].length - rows[0].length;
      replace(el, lineStart, t, text, Math.max(lineStart, s + firstDelta), lineStart + text.length);
      return;
    }
    if (e.key === "Enter" && !e.shiftKey && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const { selectionStart: s, selectionEnd: t, value: v } = el;
      const lineStart = v.lastIndexOf("\n", s - 1) + 1;
      const current = v.slice(lineStart, s);
      let lead = current.match(/^[ \t]*/)?.[0] ?? "";
      if (/[:{[(]\s*$/.test(current)) lead += indent;
      e.preventDefault();
      replace(el, s, t, `\n${lead}`, s + 1 + lead.length);
      return;
    }
    trapTab.current = true;
  }

  return (
    <div className={`code-editor${hydrated ? " code-editor-enhanced" : ""}`}>
      <label htmlFor={id} className="code-editor-label">
        {label}
      </label>
      <div className="code-editor-frame">
        {hydrated ? (
          <div className="code-editor-gutter" ref={gutter} aria-hidden="true">
            {Array.from({ length: lines }, (_, i) => (
              <span key={i}>{i + 1}</span>
            ))}
          </div>
        ) : null}
        <textarea
          id={id}
          name="code"
          form={form}
          className="code-editor-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={hydrated ? onKeyDown : undefined}
          onScroll={(e) => {
            if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
          }}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          wrap="off"
          rows={Math.min(28, Math.max(12, lines + 2))}
          readOnly={readOnly}
          aria-describedby={hydrated ? hintId : undefined}
          data-language={language}
        />
      </div>
      {hydrated ? (
        <p id={hintId} className="code-editor-hint muted">
          Tab indents, Shift+Tab removes indentation. Press Esc, then Tab, to leave the editor.
        </p>
      ) : null}
    </div>
  );
}

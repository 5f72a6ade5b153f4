import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "~/components/useHydrated";
import type { EditorHandle } from "./codemirror.client";

/**
 * The code box, progressively enhanced. Without JavaScript it is a plain <textarea name="code">
 * that the form posts. Once hydrated and on screen (or touched), CodeMirror 6 is imported on demand
 * (its own chunk, never in the lesson pages' bundle) and takes the textarea's place: syntax highlighting, bracket
 * matching, auto-indent; the form then posts a hidden input kept in step with it. Until it has
 * loaded (or if it cannot), the textarea keeps Tab indentation and the Esc-then-Tab way out.
 */
export function CodeEditor({
  value,
  onChange,
  label,
  language,
  indent = "    ",
  readOnly = false,
  form,
  fontSize,
}: {
  value: string;
  onChange: (code: string) => void;
  label: string;
  language: string;
  indent?: string;
  readOnly?: boolean;
  /** the id of the form the code belongs to, when it sits outside it */
  form?: string;
  /** px; the editor's text size (hydrated only) */
  fontSize?: number;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorHandle | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const latest = useRef({ value, onChange, language, indent });
  latest.current = { value, onChange, language, indent };
  const trapTab = useRef(true);
  const gutter = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const lines = Math.max(1, value.split("\n").length);

  useEffect(() => {
    if (!hydrated || !frame.current) return;
    const root = frame.current;
    let cancelled = false;
    let started = false;
    let idle = 0;
    // CodeMirror (about 140 KiB of script, and its first drawing) starts only when the box is
    // on screen, once the browser is idle after it came into view, or at once when the learner
    // reaches for the textarea: a phone's Problem tab, where the box is hidden, does not pay for it
    // while the page loads (decision 0028). Until then the textarea is the editor.
    const start = () => {
      if (started || cancelled) return;
      started = true;
      stopWatching();
      import("./codemirror.client").then(
        ({ createEditor }) => {
          if (cancelled || !host.current) return;
          const l = latest.current;
          // The learner may be typing in the textarea: the editor takes over its caret and focus.
          const area = root.querySelector("textarea");
          const focused = area !== null && document.activeElement === area;
          editor.current = createEditor(host.current, {
            doc: l.value,
            language: l.language,
            indent: l.indent,
            readOnly,
            labelledBy: labelId,
            describedBy: hintId,
            onChange: (text) => latest.current.onChange(text),
            selection: focused ? { anchor: area.selectionStart, head: area.selectionEnd } : undefined,
          });
          setEnhanced(true);
          if (focused) editor.current.focus();
        },
        () => undefined, // the textarea stays: the page still works
      );
    };
    const whenIdle = () => {
      if (idle || started) return;
      idle = typeof requestIdleCallback === "function" ? requestIdleCallback(start, { timeout: 1500 }) : window.setTimeout(start, 200);
    };
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && whenIdle(), { rootMargin: "200px" })
        : null;
    if (observer) observer.observe(root);
    else whenIdle();
    root.addEventListener("focusin", start);
    root.addEventListener("pointerdown", start);
    function stopWatching() {
      observer?.disconnect();
      root.removeEventListener("focusin", start);
      root.removeEventListener("pointerdown", start);
    }
    return () => {
      cancelled = true;
      stopWatching();
      if (idle && typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else if (idle) window.clearTimeout(idle);
      editor.current?.destroy();
      editor.current = null;
      setEnhanced(false);
    };
    // created once per mount; later changes flow through the effects below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  // A value set from outside (reset, another language, an opened submission) replaces the text.
  useEffect(() => editor.current?.setDoc(value), [value, enhanced]);
  useEffect(() => editor.current?.setLanguage(language, indent), [language, indent, enhanced]);

  // The textarea's own keys, for the moment before CodeMirror arrives (or if it cannot load).
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
      const block = v.slice(lineStart, t);
      const rows = block.split("\n");
      const changed = rows.map((r) => (e.shiftKey ? r.replace(new RegExp(`^( {1,${indent.length}}|\\t)`), "") : indent + r));
      const text = changed.join("\n");
      const firstDelta = changed[0]!.length - rows[0]!.length;
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
    <div
      ref={frame}
      className={`code-editor${hydrated ? " code-editor-enhanced" : ""}${enhanced ? " code-editor-cm" : ""}`}
      style={fontSize ? ({ "--ed-font-size": `${fontSize}px` } as React.CSSProperties) : undefined}
    >
      <label htmlFor={enhanced ? undefined : id} id={labelId} className="code-editor-label">
        {label}
      </label>
      {enhanced ? (
        <input type="hidden" name="code" form={form} value={value} />
      ) : (
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
      )}
      <div ref={host} className="code-editor-cm-host" data-language={language} hidden={!enhanced} />
      {hydrated ? (
        <p id={hintId} className="code-editor-hint muted">
          Tab indents, Shift+Tab removes indentation. Press Esc, then Tab, to leave the editor.
        </p>
      ) : null}
    </div>
  );
}

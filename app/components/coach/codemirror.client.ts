// CodeMirror 6 for the problem workspace. This module is only ever loaded with a dynamic
// import() from CodeEditor, once the page has hydrated: it becomes its own chunk, fetched on
// pages with an editor and nowhere else (the lesson pages' JavaScript does not grow). Each
// language's grammar is a further chunk, loaded when the learner picks the language.
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, HighlightStyle, indentOnInput, indentUnit, syntaxHighlighting, type LanguageSupport } from "@codemirror/language";
import { Compartment, EditorState } from "@codemirror/state";
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from "@codemirror/view";
import { tags as t } from "@lezer/highlight";

export const grammars: Record<string, () => Promise<LanguageSupport>> = {
  python: () => import("@codemirror/lang-python").then((m) => m.python()),
  javascript: () => import("@codemirror/lang-javascript").then((m) => m.javascript()),
  java: () => import("@codemirror/lang-java").then((m) => m.java()),
  cpp: () => import("@codemirror/lang-cpp").then((m) => m.cpp()),
  go: () => import("@codemirror/lang-go").then((m) => m.go()),
};

// Colours are CSS variables (workspace.css) so the editor follows the site's light, dark and
// system themes without being rebuilt.
export const highlight = HighlightStyle.define([
  { tag: [t.keyword, t.controlKeyword, t.operatorKeyword, t.modifier, t.definitionKeyword, t.moduleKeyword], color: "var(--syn-keyword)" },
  { tag: [t.string, t.special(t.string), t.character], color: "var(--syn-string)" },
  { tag: [t.number, t.bool, t.null, t.atom], color: "var(--syn-number)" },
  { tag: [t.comment, t.lineComment, t.blockComment], color: "var(--syn-comment)", fontStyle: "italic" },
  { tag: [t.function(t.variableName), t.function(t.definition(t.variableName)), t.function(t.propertyName)], color: "var(--syn-function)" },
  { tag: [t.typeName, t.className, t.standard(t.variableName)], color: "var(--syn-type)" },
  { tag: [t.definition(t.variableName), t.propertyName], color: "var(--syn-name)" },
  { tag: [t.operator, t.punctuation, t.bracket], color: "var(--syn-punct)" },
]);

export const theme = EditorView.theme({
  "&": { color: "var(--ed-fg)", backgroundColor: "var(--ed-bg)", fontSize: "var(--ed-font-size, 14px)", height: "100%" },
  "&.cm-focused": { outline: "none" },
  ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", lineHeight: "1.5" },
  ".cm-content": { caretColor: "var(--ed-caret)", padding: "0.6rem 0" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--ed-caret)", borderLeftWidth: "2px" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection": { backgroundColor: "var(--ed-selection)" },
  ".cm-gutters": { backgroundColor: "var(--ed-gutter-bg)", color: "var(--ed-gutter-fg)", borderRight: "1px solid var(--ed-border)" },
  ".cm-activeLine": { backgroundColor: "var(--ed-active-line)" },
  ".cm-activeLineGutter": { backgroundColor: "var(--ed-active-line)", color: "var(--ed-fg)" },
  "&.cm-focused .cm-matchingBracket": { backgroundColor: "var(--ed-bracket)", outline: "1px solid var(--ed-bracket-border)" },
  "&.cm-focused .cm-nonmatchingBracket": { backgroundColor: "var(--ed-bracket-bad)" },
  ".cm-tooltip": { backgroundColor: "var(--surface)", color: "var(--fg)", border: "1px solid var(--border)" },
});

export interface EditorHandle {
  /** replaces the whole text (reset, an opened submission, another language's draft) */
  setDoc(text: string): void;
  setLanguage(language: string, indent: string): void;
  focus(): void;
  destroy(): void;
}

export function createEditor(
  parent: HTMLElement,
  opts: {
    doc: string;
    language: string;
    indent: string;
    readOnly: boolean;
    labelledBy: string;
    describedBy: string;
    onChange: (text: string) => void;
    selection?: { anchor: number; head: number };
  },
): EditorHandle {
  const grammar = new Compartment();
  const indent = new Compartment();
  let wanted = opts.language;
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: opts.doc,
      selection: opts.selection && opts.selection.head <= opts.doc.length && opts.selection.anchor <= opts.doc.length ? opts.selection : undefined,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        autocompletion({ activateOnTyping: false }),
        syntaxHighlighting(highlight),
        theme,
        // CodeMirror writes its styles into a <style> element: the CSP lets in only one that
        // carries the document's nonce (read from a script of the page: the property, not the hidden attribute).
        EditorView.cspNonce.of(document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? ""),
        grammar.of([]),
        indent.of(indentUnit.of(opts.indent)),
        EditorState.tabSize.of(4),
        EditorState.readOnly.of(opts.readOnly),
        // Tab indents; Escape then Tab leaves the editor (CodeMirror's own tab-focus mode).
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
        EditorView.contentAttributes.of({
          "aria-labelledby": opts.labelledBy,
          "aria-describedby": opts.describedBy,
          "aria-multiline": "true",
          spellcheck: "false",
          autocapitalize: "off",
          autocorrect: "off",
        }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) opts.onChange(u.state.doc.toString());
        }),
      ],
    }),
  });
  // The scroller is a scrollable region of its own (long lines scroll sideways): keyboard users
  // reach it and scroll it, and it has a name, whether or not the code in it can be edited.
  view.scrollDOM.tabIndex = 0;
  view.scrollDOM.setAttribute("role", "region");
  view.scrollDOM.setAttribute("aria-label", opts.readOnly ? "Code (read-only), scrollable" : "Code editor, scrollable");
  const load = (language: string) => {
    wanted = language;
    const loader = grammars[language];
    if (!loader) return void view.dispatch({ effects: grammar.reconfigure([]) });
    loader().then(
      (support) => {
        if (wanted === language) view.dispatch({ effects: grammar.reconfigure(support) });
      },
      () => undefined, // without its grammar the editor still edits, uncoloured
    );
  };
  load(opts.language);
  return {
    setDoc(text) {
      if (view.state.doc.toString() !== text) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    setLanguage(language, unit) {
      view.dispatch({ effects: indent.reconfigure(indentUnit.of(unit)) });
      if (language !== wanted) load(language);
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}

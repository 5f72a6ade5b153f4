// The side-by-side comparison of two attempts (docs/product/judge.md#diffs-between-attempts):
// CodeMirror's merge view, read-only, with the workspace editor's colours and grammars. Loaded
// only with a dynamic import() from AttemptDiff once the page has hydrated: its own chunk.
import { MergeView } from "@codemirror/merge";
import { syntaxHighlighting } from "@codemirror/language";
import { EditorState, type Extension } from "@codemirror/state";
import { EditorView, lineNumbers } from "@codemirror/view";
import { grammars, highlight, theme } from "./codemirror.client";

export interface MergeSide {
  doc: string;
  language: string;
  label: string;
}

async function sideExtensions(side: MergeSide): Promise<Extension[]> {
  const grammar = await grammars[side.language]?.().catch(() => null);
  return [
    lineNumbers(),
    syntaxHighlighting(highlight),
    theme,
    EditorView.cspNonce.of(document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? ""),
    EditorState.readOnly.of(true),
    EditorView.editable.of(false),
    EditorView.contentAttributes.of({ "aria-label": side.label }),
    grammar ?? [],
  ];
}

/** Both texts side by side in `parent`, long unchanged stretches folded; returns its destroy. */
export async function createMergeView(parent: HTMLElement, a: MergeSide, b: MergeSide): Promise<() => void> {
  const [extA, extB] = await Promise.all([sideExtensions(a), sideExtensions(b)]);
  const view = new MergeView({
    parent,
    a: { doc: a.doc, extensions: extA },
    b: { doc: b.doc, extensions: extB },
    gutter: true,
    highlightChanges: true,
    collapseUnchanged: { margin: 3, minSize: 6 },
  });
  // Each side scrolls sideways on its own: keyboard users reach it, and it has a name.
  for (const [editor, side] of [
    [view.a, a],
    [view.b, b],
  ] as const) {
    editor.scrollDOM.tabIndex = 0;
    editor.scrollDOM.setAttribute("role", "region");
    editor.scrollDOM.setAttribute("aria-label", `${side.label}, scrollable`);
  }
  return () => view.destroy();
}

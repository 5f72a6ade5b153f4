// The lesson editor with JavaScript (docs/product/authoring.md#the-lesson-editor): code blocks get
// the problem page's CodeMirror editor over their textarea (the textarea stays in the form and
// carries the code), and the form autosaves a draft a moment after the author stops typing, with
// the version it was read at (docs/product/authoring.md#no-lost-edits). Without JavaScript none of
// this runs and the plain form does the same on "Save lesson".
import { useEffect, useState, type RefObject } from "react";
import { AUTOSAVE_TEXTS } from "~/engine/authoringTexts";
import type { EditorHandle } from "~/components/coach/codemirror.client";

type AutosaveState = { kind: "idle" | "saving" | "saved" | "conflict" | "invalid" | "refused" | "failed"; text: string };

const DELAY_MS = 1500;
/** CodeMirror's grammar names for the languages authors write most. */
const GRAMMAR: Record<string, string> = {
  py: "python",
  python: "python",
  js: "javascript",
  javascript: "javascript",
  ts: "javascript",
  typescript: "javascript",
  java: "java",
  "c++": "cpp",
  cpp: "cpp",
  c: "cpp",
  go: "go",
};

export function useEditorEnhancements(form: RefObject<HTMLFormElement>, formKey: string, locked: boolean): AutosaveState {
  const [state, setState] = useState<AutosaveState>({ kind: "idle", text: AUTOSAVE_TEXTS.idle });

  useEffect(() => {
    const el = form.current;
    if (!el || locked) return;
    let cancelled = false;
    let timer = 0;
    let inFlight = false;
    let again = false;
    let stopped = false;
    const editors: EditorHandle[] = [];

    const save = async () => {
      if (stopped || cancelled) return;
      if (inFlight) return void (again = true);
      inFlight = true;
      setState({ kind: "saving", text: AUTOSAVE_TEXTS.saving });
      const body = new URLSearchParams();
      for (const [k, v] of new FormData(el)) if (typeof v === "string") body.append(k, v);
      body.set("intent", "autosave");
      try {
        // `_data` names the lesson editor's route: Remix answers with the action's JSON, not the page.
        const url = `${window.location.pathname}?_data=${encodeURIComponent("routes/create.course.$draftId.lesson.$lessonKey")}`;
        const res = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
        const answer = (await res.json()) as { kind: AutosaveState["kind"]; version: number; text: string };
        if (cancelled) return;
        if (answer.kind === "saved") {
          const version = el.querySelector<HTMLInputElement>('input[name="version"]');
          if (version) version.value = String(answer.version);
          const at = new Date().toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
          setState({ kind: "saved", text: `${answer.text} ${at}` });
        } else {
          // A conflict stops autosaving: "Save lesson" then shows both versions.
          if (answer.kind === "conflict") stopped = true;
          setState({ kind: answer.kind, text: answer.text });
        }
      } catch {
        if (!cancelled) setState({ kind: "failed", text: AUTOSAVE_TEXTS.failed });
      } finally {
        inFlight = false;
        if (again && !cancelled) {
          again = false;
          schedule();
        }
      }
    };
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void save(), DELAY_MS);
    };
    const onSubmit = () => {
      window.clearTimeout(timer);
      stopped = true;
    };
    el.addEventListener("input", schedule);
    el.addEventListener("submit", onSubmit);

    import("~/components/coach/codemirror.client").then(
      ({ createEditor }) => {
        if (cancelled) return;
        for (const area of el.querySelectorAll<HTMLTextAreaElement>("textarea[data-code-editor]")) {
          const label = el.querySelector<HTMLLabelElement>(`label[for="${area.id}"]`);
          if (label && !label.id) label.id = `${area.id}-label`;
          const host = document.createElement("div");
          host.className = "authoring-codemirror";
          host.dataset.testid = "code-editor";
          area.after(host);
          const languageInput = area.dataset.languageField
            ? el.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${area.dataset.languageField}"]`)
            : null;
          const grammar = () => GRAMMAR[(languageInput?.value ?? area.dataset.language ?? "").trim().toLowerCase()] ?? "";
          const editor = createEditor(host, {
            doc: area.value,
            language: grammar(),
            indent: "    ",
            readOnly: area.disabled,
            labelledBy: label?.id ?? "",
            describedBy: area.getAttribute("aria-describedby") ?? "",
            onChange: (text) => {
              area.value = text;
              schedule();
            },
          });
          languageInput?.addEventListener("change", () => editor.setLanguage(grammar(), "    "));
          area.hidden = true;
          editors.push(editor);
        }
      },
      () => undefined, // the textareas stay: the form still works
    );

    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      el.removeEventListener("input", schedule);
      el.removeEventListener("submit", onSubmit);
      for (const e of editors) e.destroy();
      for (const host of el.querySelectorAll(".authoring-codemirror")) host.remove();
      for (const area of el.querySelectorAll<HTMLTextAreaElement>("textarea[data-code-editor]")) area.hidden = false;
    };
  }, [form, formKey, locked]);

  return state;
}

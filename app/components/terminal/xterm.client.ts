// xterm.js in the browser, loaded only where a terminal opens (docs/product/hands-on.md#the-terminal).
// xterm writes its theme into <style> elements of its own: they get the page's CSP nonce, as the
// problem editor's do, or the policy would drop them.
import { FitAddon } from "@xterm/addon-fit";
import { Terminal } from "@xterm/xterm";

export interface XtermHandle {
  write(data: string): void;
  onInput(listener: (data: string) => void): void;
  /** fits the terminal to its box; the new size */
  fit(): { cols: number; rows: number };
  focus(): void;
  dispose(): void;
}

export function createXterm(host: HTMLElement, label: string): XtermHandle {
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  const dark =
    document.documentElement.dataset.theme === "dark" ||
    (document.documentElement.dataset.theme !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
  const term = new Terminal({
    convertEol: false,
    cursorBlink: true,
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    fontSize: 14,
    scrollback: 2000,
    screenReaderMode: false,
    theme: dark ? { background: "#0f172a", foreground: "#e2e8f0" } : { background: "#111827", foreground: "#f3f4f6" },
  });
  const fitAddon = new FitAddon();
  term.loadAddon(fitAddon);
  const create = document.createElement.bind(document);
  document.createElement = ((tag: string, options?: ElementCreationOptions) => {
    const el = create(tag, options);
    if (tag.toLowerCase() === "style" && nonce) el.setAttribute("nonce", nonce);
    return el;
  }) as typeof document.createElement;
  try {
    term.open(host);
  } finally {
    document.createElement = create;
  }
  term.textarea?.setAttribute("aria-label", label);
  return {
    write: (data) => term.write(data),
    onInput: (listener) => void term.onData(listener),
    fit: () => {
      try {
        fitAddon.fit();
      } catch {
        // not laid out yet
      }
      return { cols: term.cols, rows: term.rows };
    },
    focus: () => term.focus(),
    dispose: () => term.dispose(),
  };
}

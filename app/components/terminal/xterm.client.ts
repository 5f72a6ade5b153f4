// xterm.js in the browser, loaded only where a terminal opens (docs/product/hands-on.md#the-terminal),
// into a screen element that is shown and has no padding of its own (the fit addon sizes the
// terminal to that element's box).
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
  // the colours of the frame around the screen (the theme's code colours, hands-on.css), so the
  // screen and its frame are one surface in either theme
  const frame = host.parentElement ?? host;
  const colours = () => {
    const style = getComputedStyle(frame);
    return { background: style.backgroundColor, foreground: style.color, cursor: style.color };
  };
  const term = new Terminal({
    convertEol: false,
    cursorBlink: true,
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    fontSize: 14,
    scrollback: 2000,
    screenReaderMode: false,
    theme: colours(),
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
  // the theme can change while the page is open (the theme button, or the system's setting)
  const retheme = () => {
    term.options.theme = colours();
  };
  const themeButton = new MutationObserver(retheme);
  themeButton.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  const system = matchMedia("(prefers-color-scheme: dark)");
  system.addEventListener("change", retheme);
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
    dispose: () => {
      themeButton.disconnect();
      system.removeEventListener("change", retheme);
      term.dispose();
    },
  };
}

// A Copy button on each code sample of a rendered Markdown body (the server's `.code-block`
// wrappers), added once JavaScript runs and the browser has a clipboard: without either there is
// no button, and the code is still there to select. The button carries no text node (its label
// is the stylesheet's, its name aria-label), so the body's text, which note highlights are
// anchored to by character offsets, stays exactly the server's.
import { useEffect, type RefObject } from "react";

export function useCodeCopy(body: RefObject<HTMLElement>, html: string | null | undefined) {
  useEffect(() => {
    const root = body.current;
    if (!root || !html || !navigator.clipboard) return;
    const added: HTMLButtonElement[] = [];
    for (const block of root.querySelectorAll<HTMLElement>(".code-block")) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "button button-small code-copy";
      button.setAttribute("aria-label", "Copy code");
      button.addEventListener("click", () => {
        const code = (block.querySelector("pre")?.textContent ?? "").replace(/\n$/, "");
        const show = (state: string, label: string) => {
          button.dataset.state = state;
          button.setAttribute("aria-label", label);
        };
        navigator.clipboard.writeText(code).then(
          () => show("copied", "Copied"),
          () => show("failed", "Copy failed: select the code instead"),
        );
        setTimeout(() => show("", "Copy code"), 2000);
      });
      block.prepend(button);
      added.push(button);
    }
    return () => added.forEach((b) => b.remove());
  }, [body, html]);
}

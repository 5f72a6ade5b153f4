// The site stylesheet, inlined in a <style> of the document head instead of a render-blocking
// <link> (docs/decisions/0028-first-paint.md). The server puts its text in context
// (entry.server.tsx); in the browser the component keeps the text the server sent, read back from
// the element, so hydration and any later render leave it as it is.
import { createContext, useContext } from "react";
import siteCss from "~/styles/site.css";

const SiteCssContext = createContext<string | null>(null);
export const SiteCssProvider = SiteCssContext.Provider;
export const siteCssHref = siteCss;

let browserText: string | null | undefined;
function textInBrowser(): string | null {
  if (browserText === undefined) browserText = document.getElementById("site-css")?.textContent ?? null;
  return browserText;
}

export function SiteStyles({ nonce }: { nonce: string }) {
  const serverText = useContext(SiteCssContext);
  const text = typeof document === "undefined" ? serverText : textInBrowser();
  // Without the built file (a dev server without a build), the stylesheet is linked as before.
  if (text === null) return <link rel="stylesheet" href={siteCss} />;
  return <style id="site-css" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: text }} />;
}

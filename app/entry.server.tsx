// Renders documents whole, to one string, then sends them as one piece; every script carries the
// request's CSP nonce (server/http.ts makes it and puts it in the load context). No route suspends
// or defers (nothing streams in later), so a whole document costs no time to first byte, and
// React's string renderer spares the ~2 KB pieces of the streaming one: each was encoded to bytes
// and sent through the stream adapters (about a tenth of a logged-in page view's CPU, and the
// coding path's 5 % in TextEncoder alone). A render error rejects, and Remix answers with the
// route's error boundary. The body is handed over as UTF-8 bytes: a string body is scanned for
// lone surrogates by the Fetch Response constructor (5 % of the coding path's CPU, a 219 KB
// document). Either way a lone surrogate from the data is sent as U+FFFD. Parts many views render
// alike (<SharedMarkup>) are rendered once and their cached bytes put into the document around
// React's string (docs/decisions/0041-shared-markup.md).
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { SharedMarkupContext } from "~/components/SharedMarkup";
import { NonceProvider } from "~/utils/nonce";
import { sharedMarkupForRequest } from "~/utils/sharedMarkup.server";
import { noteDatabaseError } from "../db/unavailable";

// The server entry (server.ts) starts the billing timer through the build, so that it shares this
// bundle's modules (one payment gateway, one set of webhook handlers) with the requests.
export { startBillingScheduler } from "~/services/billing/scheduler.server";
export { warmJudgeOnStart } from "~/services/judge/index.server";
export { handleTerminalUpgrade } from "~/utils/terminalSocket.server";

/**
 * An error a loader, an action or the render threw. One that means the database does not answer
 * (db/unavailable.ts) is noted for the request, which server/http.ts then answers 503, and logged
 * in one line; any other is logged whole, as Remix does by default.
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs): void {
  if (request.signal.aborted) return;
  if (noteDatabaseError(error)) {
    console.error(`The database did not answer (${new URL(request.url).pathname}): ${(error as Error).message ?? String(error)}`);
    return;
  }
  console.error(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
  const shared = sharedMarkupForRequest();
  const html = renderToString(
    <NonceProvider value={nonce}>
      <SharedMarkupContext.Provider value={shared.render}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </SharedMarkupContext.Provider>
    </NonceProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(shared.document(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
}
